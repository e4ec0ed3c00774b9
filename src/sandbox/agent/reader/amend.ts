// Amendments: how a follow-up"s reading amends the current filter set (values dropped, levels moved,
// places settled, values merged, year bounds and exclusions settled).
import { HEADCOUNT_RANGES, type HeadcountRange } from "../../../contract/filters.js";
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill, cityCode, countryCode, industryCode, TITLES } from "../../world/tables.js";
import { COUNTRIES } from "../../world/vocab.js";
import { qualifiedRoles } from "./exclusions.js";
import { SKILL_ALIASES } from "./lookups.js";
import { DEPTS, SENIORITY_WORDS } from "./roles.js";
import { type Field, type ListField, type Reading, singular } from "./words.js";

/** Two spellings of the same words in titles: profiles say "Head of HR" but "Director of Human Resources". */
const SPELLINGS: [RegExp, string][] = [
  [/\bHuman Resources\b/, "HR"],
  [/\bHR\b/, "Human Resources"],
];
const spelled = new Map<string, string>();

/** A title as profiles spell it, when they spell it only the other way. */
export function populationSpelling(title: string): string {
  let out = spelled.get(title);
  if (out === undefined) {
    const held = (t: string) => TITLES.some((x) => x.toLowerCase().includes(t.toLowerCase()));
    out = title;
    if (!held(title)) {
      const variants = SPELLINGS.map(([re, other]) => title.replace(re, other));
      out = variants.find((v) => v !== title && held(v)) ?? title;
    }
    if (spelled.size < 512) spelled.set(title, out);
  }
  return out;
}

/** Words for people a level holds that name a narrower kind of title than the level itself. */
const NARROWER_THAN_LEVEL = /^(?:the\s+)?(?:interns?|trainees?|apprentices?)$/;

export function sameValue(field: ListField, have: string, said: string): boolean {
  const a = have.toLowerCase();
  const b = said.toLowerCase();
  if (a === b) return true;
  switch (field) {
    case "skills":
      return canonicalSkill(said)?.toLowerCase() === a || SKILL_ALIASES[b]?.toLowerCase() === a;
    case "locations":
      return cityCode(said) !== undefined && cityCode(said) === cityCode(have);
    case "countries":
      return countryCode(said) !== undefined && countryCode(said) === countryCode(have);
    case "companyIndustries":
      return industryCode(said) !== undefined && industryCode(said) === industryCode(have);
    case "seniorityLevels":
      // "remove the interns" leaves out a kind of entry-level title, not the level the search asks for.
      if (NARROWER_THAN_LEVEL.test(b)) return false;
      return (
        b.replace(/s$/, "") === a ||
        SENIORITY_WORDS.some(
          ([re, level]) => level.toLowerCase() === a && new RegExp(`^(?:${re})$`, "iu").test(b),
        )
      );
    case "titleIncludes":
      // "instead of designers" after "product designers": the broader word names the title held.
      return (
        singular(b) === a ||
        qualifiedRoles(b).some((t) => t.toLowerCase() === a || ` ${a} `.includes(` ${t.toLowerCase()} `))
      );
    case "companyNames":
      return b.replace(/^(?:the\s+)?(?:ones\s+)?(?:at\s+)?/, "") === a;
    default:
      return false;
  }
}

const LOCATION_FIELDS: Field[] = ["locations", "countries"];

/** "Director of X" ↔ "VP of X": the level a function title carries, so a level swap can rewrite it. */
const LEVEL_PREFIX: Record<string, string> = { VP: "VP of ", Director: "Director of ", CXO: "Chief " };

/** What the current filter set keeps of the fields and values a follow-up drops. */
export function dropFromCurrent(out: Amended, { cleared, dropped }: Reading): void {
  for (const f of cleared) delete out[f];
  for (const [field, values] of Object.entries(dropped) as [ListField, string[]][]) {
    const left = ((out[field] as string[] | undefined) ?? []).filter((v) => !values.includes(v));
    if (left.length > 0) out[field] = left;
    else delete out[field];
  }
}

/**
 * A level swapped or added with no title of its own moves the function titles along ("VPs rather than
 * directors", "include directors too" after "marketing VPs"): each function title at the new level.
 */
function moveFunctionTitles(
  out: Amended,
  { found, additive }: Reading,
  current: StructuredQuery & { titleIncludes: string[] },
  levels: string[],
): void {
  const depts = new Set(Object.values(DEPTS));
  const functionTitles = (titles: string[], level: string) =>
    titles.flatMap((t) => {
      for (const [from, prefix] of Object.entries(LEVEL_PREFIX))
        if (from !== level && LEVEL_PREFIX[level] && from !== "CXO" && t.startsWith(prefix))
          return [LEVEL_PREFIX[level] + t.slice(prefix.length)];
      // "marketing people" then "just the VPs": the function at that level.
      if (depts.has(t) && level !== "CXO" && LEVEL_PREFIX[level]) return [LEVEL_PREFIX[level] + t];
      // "HR managers" then "directors too": the manager's function at that level.
      const managed = /^(.+) Manager$/.exec(t)?.[1];
      const dept = managed && (DEPTS[managed.toLowerCase()] ?? (depts.has(managed) ? managed : undefined));
      if (dept && level !== "CXO" && LEVEL_PREFIX[level])
        return [populationSpelling(LEVEL_PREFIX[level] + dept)];
      return [];
    });
  const moved = levels.flatMap((l) => functionTitles(current.titleIncludes, l));
  const movedFrom = current.titleIncludes.filter((t) =>
    levels.some((l) => functionTitles([t], l).length > 0),
  );
  // Adding a level beside a title that had none widens the search to it, not down to it.
  if (moved.length > 0 && additive && !current.seniorityLevels) delete found.seniorityLevels;
  if (moved.length > 0) {
    const kept = (out.titleIncludes as string[] | undefined) ?? [];
    const base = additive
      ? current.titleIncludes
      : kept.filter(
          (t) =>
            !Object.values(LEVEL_PREFIX).some((p) => t.startsWith(p)) &&
            !depts.has(t) &&
            !movedFrom.includes(t),
        );
    out.titleIncludes = [...new Set([...base, ...moved])];
  }
}

/** How a follow-up's level and titles amend the level and titles of the current filter set. */
export function amendLevels(out: Amended, r: Reading, current: StructuredQuery): void {
  const { found, additive } = r;
  const newTitles = found.titleIncludes !== undefined;
  const levels = found.seniorityLevels ?? [];
  if (!newTitles && levels.length > 0 && current.titleIncludes)
    moveFunctionTitles(out, r, { ...current, titleIncludes: current.titleIncludes }, levels);
  // A new title that carries its own level ("heads of design instead") replaces the old level too.
  const levelled = /^(?:head of|vp of|director of|chief)\b/i;
  if (
    newTitles &&
    !additive &&
    !found.seniorityLevels &&
    current.seniorityLevels &&
    found.titleIncludes!.every((t) => levelled.test(t))
  )
    delete out.seniorityLevels;
  // Adding a title to a search with no level does not narrow it to that title's level.
  if (additive && newTitles && current.titleIncludes && !current.seniorityLevels)
    delete found.seniorityLevels;
}

/**
 * Places: a new one replaces the old unless added or swapped, and a city that is also a country named
 * beside countries is the country. Returns whether the sentence swapped a place out.
 */
export function settlePlaces(
  out: Amended,
  { found, dropped, additive }: Reading,
  current?: StructuredQuery,
): boolean {
  const foundPlace = LOCATION_FIELDS.some((f) => found[f] !== undefined);
  const swappedPlace = LOCATION_FIELDS.some((f) => dropped[f as ListField] !== undefined);
  if (current && foundPlace && !additive && !swappedPlace) for (const f of LOCATION_FIELDS) delete out[f];
  // A city that is also a country, named beside countries, is the country ("India, Singapore or Japan").
  if (found.locations && (found.countries || (current?.countries && !current.locations))) {
    const both = found.locations.filter((l) => countryCode(l) !== undefined);
    if (both.length > 0) {
      found.locations = found.locations.filter((l) => !both.includes(l));
      if (found.locations.length === 0) delete found.locations;
      found.countries = [...(found.countries ?? []), ...both.map((l) => COUNTRIES[countryCode(l)!])];
    }
  }
  if (current && found.companyNames && !additive) delete out.currentEmployersOnly;
  return swappedPlace;
}

/** The values read into the filter set: list fields replaced, or extended when added to or swapped. */
export function mergeFound(
  out: Amended,
  { found, dropped, additive }: Reading,
  current: StructuredQuery | undefined,
  swappedPlace: boolean,
): void {
  for (const [field, value] of Object.entries(found)) {
    if (Array.isArray(value)) {
      const had = (out[field] as string[] | undefined) ?? [];
      const extend =
        current &&
        (additive ||
          dropped[field as ListField] !== undefined ||
          (field in dropped === false && LOCATION_FIELDS.includes(field as Field) && swappedPlace));
      out[field] = extend ? [...new Set([...had, ...value])] : [...value];
    } else {
      out[field] = value;
    }
  }
}

/** A new bound the old opposite bound contradicts replaces it: "juniors with under 3 years" after "8+ years". */
export function settleYearBounds(out: Amended, found: StructuredQuery): void {
  const lo = out.minYearsExperience as number | undefined;
  const hi = out.maxYearsExperience as number | undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) {
    if (found.maxYearsExperience !== undefined && found.minYearsExperience === undefined)
      delete out.minYearsExperience;
    else if (found.minYearsExperience !== undefined && found.maxYearsExperience === undefined)
      delete out.maxYearsExperience;
  }
}

/** Exclusions the filter set cannot say or that leave nobody set aside, and employer flags without employers. */
export function settleLeftOut(out: Amended, { found, excludedBands }: Reading): void {
  // A title left out that is also asked for would leave nobody ("backend engineers, no Go backend engineers":
  // the filter set cannot leave out a skill): the exclusion the filter set cannot say is set aside.
  if (Array.isArray(out.titleExcludes) && Array.isArray(out.titleIncludes)) {
    const asked = new Set((out.titleIncludes as string[]).map((t) => t.toLowerCase()));
    out.titleExcludes = (out.titleExcludes as string[]).filter((t) => !asked.has(t.toLowerCase()));
  }
  if (excludedBands.length > 0) {
    // The bands a size named beside it asks for stay: "mid-size rather than startups" keeps 51-200.
    const asked = found.headcountRanges ?? [];
    const base = (out.headcountRanges as HeadcountRange[] | undefined) ?? [...HEADCOUNT_RANGES];
    out.headcountRanges = base.filter((b) => !excludedBands.includes(b) || asked.includes(b));
  }
  // A sentence that names the size it wants as well as the size it does not ("startups, not big companies").
  if (Array.isArray(out.headcountRanges) && out.headcountRanges.length === 0) delete out.headcountRanges;
  if (out.currentEmployersOnly !== undefined && !out.companyNames) delete out.currentEmployersOnly;
  if (out.currentEmployersOnly === true) delete out.currentEmployersOnly;
}

/** A filter set being amended, field by field. */
export type Amended = Record<string, unknown>;
