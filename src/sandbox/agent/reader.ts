// Tags and clauses → the filter set, and what the filter set cannot say: skills and employers to leave
// out (never turned into their opposite; translate leaves them out, the agentic search removes those
// people itself and says so). With the current filter set, a sentence amends it: a field it names replaces
// the field, unless it adds ("also") or swaps one value ("instead of"); what it lifts goes.
import { HEADCOUNT_RANGES, type HeadcountRange } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import { readablePart } from "../service/bounds.js";
import { isWiderPlace, townWithin } from "../world/metros.js";
import { countryCode } from "../world/tables.js";
import { COUNTRIES } from "../world/vocab.js";
import { readTags } from "./context.js";
import { type Clauses, parse, type Said, type ValueField } from "./grammar.js";
import { joined, moveLevels, narrowerTitle, spelling, tidy } from "./levels.js";
import { NARROWER_THAN_LEVEL, ROLE_SKILL_ROWS } from "./lexicon/words.js";
import { lc, resolveNames, SKILL_GROUPS, same } from "./names.js";
import { countOf } from "./quantities.js";
import type { Tag } from "./tagger.js";

export interface Reading {
  query: StructuredQuery;
  /** Employers whose current staff the sentence rules out. */
  excludedCompanies: string[];
  /** Skills the sentence rules out. */
  excludedSkills: string[];
  /** Whether the sentence names a role of its own. */
  namesRole: boolean;
  /** How many people it asks for, if it says. */
  count?: number;
  /** What it says is fine ("actually Amazon is fine"): a conversation lets back in what it left out. */
  fine: string[];
}

type Q = Record<string, unknown>;
type ListField = Exclude<ValueField, "years" | "recentlyChangedJobs" | "verifiedEmailOnly" | "fields">;
const PLACE: ListField[] = ["locations", "countries"];

/** Quoted words are what the headline must say; they are read as nothing else. */
function quoted(sentence: string): { rest: string; keywords?: string } {
  const found: string[] = [];
  const rest = sentence.replace(/"([^"]{1,200})"/g, (m, inner: string) => {
    found.push(inner.trim());
    return " ".repeat(m.length);
  });
  return { rest, keywords: found.length > 0 ? found.join(" ") : undefined };
}

function push(q: Q, field: string, values: string[]): void {
  const list = (q[field] as string[] | undefined) ?? [];
  for (const v of values) if (!list.some((x) => same(x, v))) list.push(v);
  q[field] = list;
}

const widens = (place: string, held: string[] | undefined) =>
  isWiderPlace(place) && !!held?.some((l) => townWithin(l, place));

function remove(q: Q, field: string, values: string[]): boolean {
  const list = q[field] as string[] | undefined;
  if (!list) return false;
  // ("swap InfoWorks for …" of InfoWorks ICM: a value named by its first or last words.)
  const named = (x: string, v: string) => lc(x).endsWith(` ${lc(v)}`) || lc(x).startsWith(`${lc(v)} `);
  const left = list.filter((x) => !values.some((v) => same(x, v) || named(x, v)));
  if (left.length === list.length) return false;
  if (left.length > 0) q[field] = left;
  else delete q[field];
  return true;
}

function addTo(lists: Partial<Record<string, string[]>>, field: string, values: string[]): void {
  lists[field] = [...(lists[field] ?? []), ...values];
}

/** Fields whose values can be left out (as exclusions) rather than only lifted. */
const LEFT_OUT: string[] = ["titleIncludes", "skills", "companyNames", "seniorityLevels", "headcountRanges"];
const NARROWER = NARROWER_THAN_LEVEL.split(" ");

const FLAGS = ["recentlyChangedJobs", "verifiedEmailOnly"] as const;

/** What one sentence asks for, before it meets the current filter set. */
interface Wanted {
  found: Q;
  /** Fields and values to lift from the current filter set. */
  liftFields: Set<string>;
  lift: Partial<Record<string, string[]>>;
  /** Fields a value was swapped out of: the new values join what is left. */
  swapped: Set<string>;
  excludedCompanies: string[];
  excludedSkills: string[];
  excludedBands: HeadcountRange[];
  /** Titles left out, by the words that said them. */
  spelt: Map<string, string>;
}

function want(c: Clauses, current: StructuredQuery | undefined, leftOut: string[]): Wanted {
  const w: Wanted = {
    found: {},
    liftFields: new Set(),
    lift: {},
    swapped: new Set(),
    excludedCompanies: [],
    excludedSkills: [],
    excludedBands: [],
    spelt: new Map(),
  };
  const { found } = w;
  resolveNames(c, current, leftOut);
  // "no wait, Munich": a field said again after a correction replaces what the sentence said before.
  const overFields = new Set(c.said.filter((s) => s.over && s.op === "want").map((s) => s.field));
  // Names the sentence gave no field for come after the values it knows ("France, Andorra or Spain").
  const later = (s: Said) => s.guessed && s.op === "want";
  c.said = [...c.said.filter((s) => !later(s)), ...c.said.filter(later)];
  const holds = (s: Said) => {
    const had = (current as Q | undefined)?.[s.field];
    return Array.isArray(had) && s.values.some((v) => had.some((x) => same(String(x), v)));
  };
  // Fields a value the search holds was left out of, by the field it was read in: "not Lidl, Aldi" swaps
  // Aldi in.
  const leftHeld = new Map<string, Said["field"]>();
  for (const s of c.said) {
    if (s.field === "unknown") continue;
    const said = s.field;
    // "scrap the Illustrator part": a value lifted that the search holds in another field (a skill that is
    // also a title) is lifted from there; "not Seville" of a search there, read as an employer, is the place.
    if ((s.op === "lift" || (s.op === "not" && s.field === "companyNames")) && current && !holds(s)) {
      const other = Object.keys(current).find((f) => holds({ ...s, field: f as Said["field"] }));
      if (other && (s.op === "lift" || PLACE.includes(other as ListField))) s.field = other as Said["field"];
    }
    // "open it up to Andalusia" of a search in Seville: a place lifted that holds the search's is wanted.
    if (s.op === "lift" && s.field === "locations" && !holds(s) && widens(s.values[0], current?.locations))
      s.op = "want";
    if (s.op === "not" && s.replacing && leftHeld.has(said) && !holds(s))
      [s.op, s.field] = ["want", leftHeld.get(said)!];
    else if (s.op === "not" && holds(s)) leftHeld.set(said, s.field);
    if (!s.over && overFields.has(s.field) && s.op === "want") continue;
    // A value left out that the search holds is dropped from it ("no Kubernetes any more"); one lifted that
    // it does not hold is left out ("drop the engineering managers" after "software engineers").
    const narrower = s.field === "seniorityLevels" && NARROWER.some((n) => lc(s.text).startsWith(n));
    // "not the ones still at X" of the search's own employer: its past staff, its current staff left out.
    if (s.op === "not" && s.still && holds(s)) {
      wantValue(found, { ...s, op: "want", past: true });
      w.excludedCompanies.push(...s.values);
      continue;
    }
    // "but not software engineers" of a search for engineers: the narrower title is left out, not the held one.
    const finer = s.field === "titleIncludes" && narrowerTitle(s.values[0], s.text) !== s.values[0];
    if (s.op === "not" && finer && holds(s)) {
      push(found, "titleExcludes", [narrowerTitle(s.values[0], s.text)]);
      continue;
    }
    const op =
      s.op === "not" && holds(s) && !narrower && !finer
        ? "from"
        : s.op === "lift" && LEFT_OUT.includes(s.field) && (!holds(s) || narrower)
          ? "not"
          : s.op;
    // "managers are fine": people the search left out are let back in.
    const back = current?.titleExcludes?.filter((x) => [...s.values, s.text].some((v) => same(x, v)));
    if ((s.fine || s.op === "lift" || (s.op === "want" && c.also)) && back?.length) {
      addTo(w.lift, "titleExcludes", back);
      continue;
    }
    // A size in numbers says more than a word for it: "tiny companies (under 10 people)".
    if (
      s.field === "headcountRanges" &&
      s.text !== "#" &&
      s.op === "want" &&
      c.said.some((x) => x.text === "#")
    )
      continue;
    // "any kind of nurse is fine": a value said to be fine stands for the narrower ones the search holds.
    if (op === "want" && s.fine) addTo(w.lift, s.field, s.values);
    // "actually …, and anyone over 5 years" of a search for 5 to 10: years said over replace both bounds.
    if (op === "want" && s.field === "years" && s.over && current) w.liftFields.add("years");
    if (op === "want") wantValue(found, s);
    else if (op === "lift" || op === "from") {
      if (s.field === "fields") for (const f of s.values) w.liftFields.add(f);
      else if ((FLAGS as readonly string[]).includes(s.field) || s.field === "years")
        w.liftFields.add(s.field);
      else {
        addTo(w.lift, s.field, s.values);
        // The values said beside those swapped out join what is left of the field.
        w.swapped.add(PLACE.includes(s.field as ListField) ? "place" : s.field);
        if (s.field === "headcountRanges" && op === "from")
          w.excludedBands.push(...(s.values as HeadcountRange[]));
      }
    } else leaveOut(w, s, narrower);
  }
  // "people who used to work there count too": the search's employers, as past ones.
  if (c.past && current?.companyNames && !found.companyNames) found.currentEmployersOnly = false;
  return w;
}

function wantValue(found: Q, s: Said): void {
  switch (s.field) {
    case "years":
      if (s.min !== undefined) found.minYearsExperience = s.min;
      if (s.max !== undefined) found.maxYearsExperience = s.max;
      return;
    case "recentlyChangedJobs":
    case "verifiedEmailOnly":
      found[s.field] = true;
      return;
    case "fields":
      return;
    case "companyNames":
      push(found, "companyNames", s.values);
      if (s.past) found.currentEmployersOnly = false;
      return;
    case "titleIncludes":
      push(found, "titleIncludes", s.values.map(spelling));
      if (s.level) push(found, "seniorityLevels", s.level.split(";"));
      return;
    case "headcountRanges": {
      const had = (found.headcountRanges as string[] | undefined) ?? [];
      found.headcountRanges = HEADCOUNT_RANGES.filter((b) => had.includes(b) || s.values.includes(b));
      return;
    }
    default:
      push(found, s.field, s.values);
  }
}

/** What the filter set cannot leave out, carried aside for the search to remove those people itself. */
const ASIDE = {
  skills: "excludedSkills",
  companyNames: "excludedCompanies",
  headcountRanges: "excludedBands",
};

/**
 * What the sentence leaves out: a title (or a level's word) goes to the filter set's exclusions; a skill, an
 * employer or a size aside; a flag or the years are lifted. A place or an industry the filter set cannot
 * leave out: if the search holds it, it goes. Titles, skills and employers left out are lifted too.
 */
function leaveOut(w: Wanted, s: Said, narrower: boolean): void {
  const field = narrower ? "titleIncludes" : s.field;
  // "no interns", "not seniors": a level's word left out is a title word left out.
  const values =
    narrower || field === "seniorityLevels"
      ? [s.text.replace(/s$/i, "").replace(/^./, (c) => c.toUpperCase())]
      : s.values;
  if (field === "titleIncludes" || field === "seniorityLevels") push(w.found, "titleExcludes", values);
  // "engineers, excluding software engineers": a title read as its head keeps its own words when left out.
  if (field === "titleIncludes" && values.length === 1 && !narrower) w.spelt.set(lc(values[0]), s.text);
  const aside = ASIDE[field as keyof typeof ASIDE] as keyof Wanted | undefined;
  if (aside) (w[aside] as string[]).push(...values);
  if ((FLAGS as readonly string[]).includes(field) || field === "years") w.liftFields.add(field);
  // "no experience requirement": a field left out is lifted.
  else if (field === "fields") for (const f of values) w.liftFields.add(f);
  else if (field !== "seniorityLevels" && field !== "headcountRanges") addTo(w.lift, field, values);
}

function amend(w: Wanted, c: Clauses, current: StructuredQuery | undefined): Q {
  const out: Q = { ...(current ?? {}) };
  for (const f of w.liftFields) {
    if (f === "years") {
      delete out.minYearsExperience;
      delete out.maxYearsExperience;
    } else if (SKILL_GROUPS[f]) remove(out, "skills", SKILL_GROUPS[f](out.skills));
    else delete out[f];
  }
  for (const [f, values] of Object.entries(w.lift)) {
    // A value lifted from a search's exclusions lets those people back in ("managers are fine").
    if (f === "titleIncludes" && remove(out, "titleExcludes", values!)) continue;
    remove(out, f, values!);
  }
  if (w.lift.titleExcludes) remove(out, "titleExcludes", w.lift.titleExcludes);
  const found = w.found;
  const named = (f: string) => found[f] !== undefined;
  // A city that is also a country, named beside countries, is the country ("India, Singapore or Japan").
  const cities = found.locations as string[] | undefined;
  if (cities && (found.countries || (current?.countries && !current.locations))) {
    const both = cities.filter((l) => countryCode(l) !== undefined);
    found.locations = cities.filter((l) => !both.includes(l));
    found.countries = [
      ...((found.countries as string[]) ?? []),
      ...both.map((l) => COUNTRIES[countryCode(l)!]),
    ];
    if ((found.locations as string[]).length === 0) delete found.locations;
  }
  if (current) moveLevels(out, found, c, current);
  // A field said instead replaces, whatever else the sentence adds ("also German, and Porto instead").
  const said = c.said.filter((s) => s.instead).map((s) => s.field as ListField);
  const instead = new Set(said.flatMap((f) => (PLACE.includes(f) ? PLACE : [f])));
  if (current && PLACE.some(named) && (!c.also || instead.has("locations")) && !w.swapped.has("place"))
    for (const f of PLACE) delete out[f];
  for (const [f, v] of Object.entries(found)) {
    if (Array.isArray(v)) {
      const extend =
        current &&
        ((c.also && !instead.has(f as ListField)) ||
          w.swapped.has(PLACE.includes(f as ListField) ? "place" : f) ||
          // "only ones with Firebase" of Flutter developers: a skill the search lacks narrows it further.
          (f === "skills" && !c.over && !v.some((x) => current.skills?.some((h) => same(h, x)))) ||
          f === "titleExcludes");
      out[f] = extend ? joined(f, (out[f] as string[]) ?? [], v, c.said) : [...v];
    } else out[f] = v;
  }
  if (current && named("companyNames") && !c.also && found.currentEmployersOnly === undefined)
    delete out.currentEmployersOnly;
  if (found.currentEmployersOnly === false && !out.companyNames) delete out.currentEmployersOnly;
  // A new bound that the old opposite one contradicts replaces it.
  const lo = out.minYearsExperience as number | undefined;
  const hi = out.maxYearsExperience as number | undefined;
  if (lo !== undefined && hi !== undefined && lo > hi)
    delete out[named("minYearsExperience") ? "maxYearsExperience" : "minYearsExperience"];
  if (w.excludedBands.length > 0) {
    const asked = (found.headcountRanges as string[] | undefined) ?? [];
    const base = (out.headcountRanges as HeadcountRange[] | undefined) ?? [...HEADCOUNT_RANGES];
    out.headcountRanges = base.filter((b) => !w.excludedBands.includes(b) || asked.includes(b));
  }
  const asked = out.titleIncludes as string[] | undefined;
  if (Array.isArray(out.titleExcludes) && asked)
    out.titleExcludes = (out.titleExcludes as string[])
      // "engineers, no senior engineers": the level word of the title asked for is what is left out.
      .map((t) => {
        const level = /^(Senior|Junior|Lead|Staff|Principal) (Engineer|Developer|Designer)$/.exec(t);
        return level && asked.some((i) => same(i, level[2])) ? level[1] : t;
      })
      // A title left out that is also asked for would leave nobody, unless its words said a narrower one.
      .map((t) => (asked.some((i) => same(i, t)) ? narrowerTitle(t, w.spelt.get(lc(t))) : t))
      .filter((t) => !asked.some((i) => same(i, t)));
  if (out.currentEmployersOnly === true || !out.companyNames) delete out.currentEmployersOnly;
  return out;
}

const ROLE_SKILLS = new Map(ROLE_SKILL_ROWS.map((r) => r.split("=") as [string, string]));
const OPENERS = new Set(["filler", "num", "seniority", "cue", "levelNoun"]);

/** "helpdesk in Oslo": a team's skill said first, in a sentence naming no role, is the people who do it. */
function skillAsRole(tags: Tag[], found: Q): void {
  const opens = (t: Tag) =>
    t.kind === "num" || (t.rows.length > 0 && t.rows.every((r) => OPENERS.has(r.kind)));
  const skill = tags.find((t) => !opens(t))?.rows.find((r) => r.kind === "skill")?.value;
  const title = skill && ROLE_SKILLS.get(skill);
  const skills = found.skills as string[] | undefined;
  if (!title || found.titleIncludes || !skills?.includes(skill)) return;
  found.titleIncludes = [title];
  if (skills.length > 1) found.skills = skills.filter((s) => s !== skill);
  else delete found.skills;
}

// A conversation is read again, turn by turn, at every follow-up, and a sentence is read by both translate
// and the agentic plan: each reading is kept (frozen, so no caller changes what another is handed). A
// reading is a few hundred bytes: 4,096 of them hold every sentence of a long session in about a megabyte.
const readings = new Map<string, Reading>();
const KEPT_READINGS = 4096;

/** Reads a sentence; with `current`, as a follow-up that amends it. */
export function readSentence(
  prompt: string,
  current?: StructuredQuery,
  previous?: { excludedCompanies: string[] },
): Reading {
  const key = JSON.stringify([prompt, current ?? null, previous?.excludedCompanies ?? []]);
  let r = readings.get(key);
  if (!r) {
    if (readings.size >= KEPT_READINGS) readings.clear();
    r = deepFreeze(readAfresh(prompt, current, previous));
    readings.set(key, r);
  }
  return r;
}

function deepFreeze<T>(v: T): T {
  if (v && typeof v === "object") for (const x of Object.values(v)) deepFreeze(x);
  return Object.freeze(v);
}

function readAfresh(
  prompt: string,
  current?: StructuredQuery,
  previous?: { excludedCompanies: string[] },
): Reading {
  const { rest, keywords } = quoted(readablePart(prompt));
  const tagged = readTags(rest);
  const clauses = parse(tagged);
  const w = want(clauses, current, previous?.excludedCompanies ?? []);
  if (!current?.titleIncludes) skillAsRole(tagged.tags, w.found);
  const words = [keywords, clauses.keywords].filter(Boolean).join(" ");
  if (words) w.found.keywords = words;
  const query = tidy(amend(w, clauses, current));
  return {
    query,
    excludedCompanies: [...new Set(w.excludedCompanies)],
    excludedSkills: [...new Set(w.excludedSkills)],
    namesRole: w.found.titleIncludes !== undefined,
    count: countOf(tagged.tags),
    fine: clauses.said.filter((s) => s.fine).flatMap((s) => s.values.map(String)),
  };
}

/** The filter set a sentence means (amending `current` when given). */
export function translateSentence(prompt: string, current?: StructuredQuery): StructuredQuery {
  return readSentence(prompt, current).query;
}
