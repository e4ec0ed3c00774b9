// Steps: the profile source run for a filter set, title variants, and the relaxations tried when nobody
// matches.
import { hasAnyFilter } from "../../../contract/filters.js";
import type { StructuredQuery } from "../../../contract/schemas.js";
import type { PlannedStep } from "../../types.js";
import { SKILL_SLOTS } from "../../world/columns.js";
import type { SandboxDataset } from "../../world/data.js";
import { isWiderPlace } from "../../world/metros.js";
import { cityCode, METROS, placeCodes } from "../../world/tables.js";
import { personUses } from "../../world/tools.js";
import { largerNeighbours, nearPlace } from "../../world/towns.js";
import { inPopulationTerms } from "../industries.js";
import { CONSTRAINT_NAMES } from "../lexicon/reading.js";
import { NOT_A_FUNCTION as NOT_A_FUNCTION_WORDS } from "../lexicon/requests.js";
import { SPELLINGS } from "../lexicon/spellings.js";
import { joinAnd, joinOr } from "./describe.js";
import { CITY_COUNTRY_NAMES } from "./intent.js";
import { leadsWithin, wholeWordTitles } from "./ranking.js";
import { widenTitle } from "./widen.js";

/** Spellings of a function in titles: profiles say "Head of HR" but "Director of Human Resources". */
function functionSpellings(fn: string): string[] {
  return /^(?:hr|human resources)$/i.test(fn) ? ["HR", "Human Resources"] : [fn];
}

/** Words that make "director" or "VP" a title of its own rather than a function's ("Managing Director"). */
const NOT_A_FUNCTION = new Set(NOT_A_FUNCTION_WORDS.split("|"));

/**
 * The titles a function at a level goes by: "Director of Design" is also "Design Director" and "Director,
 * Design", and, where the search keeps the Director level, the "Head of Design" who holds it; "Head of HR"
 * is also "Head of Human Resources". Judgement the substring filter cannot make, so the planner searches
 * every way profiles write the same title.
 */
export function titleVariants(q: StructuredQuery): StructuredQuery {
  if (!q.titleIncludes?.length) return q;
  const levels = q.seniorityLevels ?? [];
  const out: string[] = [];
  for (const t of q.titleIncludes) {
    out.push(t);
    const at = /^(VP|Director) of (.+)$/i.exec(t) ?? /^(.+) (VP|Director)$/i.exec(t);
    if (at) {
      const [level, fn] = /^(VP|Director)$/i.test(at[1]) ? [at[1], at[2]] : [at[2], at[1]];
      if (NOT_A_FUNCTION.has(fn.toLowerCase())) continue;
      const lv = /^vp$/i.test(level) ? "VP" : "Director";
      for (const f of functionSpellings(fn)) {
        out.push(`${lv} of ${f}`, `${f} ${lv}`, `${lv}, ${f}`);
        if (levels.includes(lv)) out.push(`Head of ${f}`);
      }
      continue;
    }
    const head = /^Head of (.+)$/i.exec(t)?.[1] ?? /^(.+) Manager$/i.exec(t)?.[1];
    if (head && /^(?:hr|human resources)$/i.test(head))
      for (const f of functionSpellings(head)) out.push(t.replace(head, f));
  }
  // The same title in the other spelling ("Tax Adviser" and "Tax Advisor").
  for (const t of [...out]) {
    const other = t.replace(/[A-Za-z]+/g, (w) => {
      const o = OTHER_SPELLING.get(w.toLowerCase());
      return o ? (w[0] === w[0].toUpperCase() ? o[0].toUpperCase() + o.slice(1) : o) : w;
    });
    if (other !== t) out.push(other);
  }
  const titles = [...new Set(out)];
  return titles.length === q.titleIncludes.length ? q : { ...q, titleIncludes: titles };
}

/** Each spelling's other one, both ways (lexicon/spellings.ts). */
const OTHER_SPELLING = new Map(
  SPELLINGS.split("\n")
    .map((row) => row.split(" "))
    .flatMap(([uk, us]) => [[uk, us] as const, [us, uk] as const]),
);

/** A step of the plan: what it does, how long it takes at pace 1, the group it runs in, what it found. */
export function step(
  id: string,
  label: string,
  durationMs: number,
  group: number,
  partial?: PlannedStep["partial"],
): PlannedStep {
  return { id, label, durationMs, group, ...(partial && { partial }) };
}

/** Employers (company codes) the request rules out, and skills (skill and tool codes) it leaves out. */
export type Excluded = Set<number> & { skills?: readonly number[]; tools?: readonly number[] };

/** Whether person `i` lists any of `skills` or uses any of `tools` (tools.ts). */
function listsAny(
  ds: SandboxDataset,
  i: number,
  skills: readonly number[],
  tools: readonly number[],
): boolean {
  for (let k = 0; k < SKILL_SLOTS; k++)
    if (skills.includes(ds.columns.skills[i * SKILL_SLOTS + k])) return true;
  return tools.some((k) => personUses(i, ds.columns.title[i], k));
}

/**
 * People matching `q` (its titles as every way profiles write them), less the current staff of employers
 * the request ruled out and the people listing a skill it left out: what the filter set cannot say.
 */
export function matching(ds: SandboxDataset, q: StructuredQuery, excluded: Excluded, codeHost = false) {
  const variants = titleVariants(q);
  const ids = ds.matchIds(inPopulationTerms(variants), codeHost ? { codeHost: true } : {});
  const skills = excluded.skills ?? [];
  const tools = excluded.tools ?? [];
  const leads = leadsWithin(variants);
  if (excluded.size === 0 && skills.length === 0 && tools.length === 0 && !leads) return ids;
  return ids.filter(
    (i) =>
      !leads?.[ds.columns.title[i]] &&
      !excluded.has(ds.columns.company[i]) &&
      !((skills.length > 0 || tools.length > 0) && listsAny(ds, i, skills, tools)),
  );
}

/**
 * When nothing matches: the constraints to give up, least important first, each as what to say about it
 * and how to give it up. The role and exclusions are never given up: people with another title are not what
 * was asked for. An employer the world does not hold (`unknownEmployer`: "Finnair cabin crew") can never
 * match, so it goes first, said to be one the sandbox does not hold; one it holds goes last.
 */
interface Relaxation {
  what: string;
  apply: (r: StructuredQuery) => StructuredQuery;
  /** Giving up an employer the world holds: tried alone last, but first of those given up together. */
  employer?: true;
  /** A wider place: each replaces the place of the one before, so only the last given up is said. */
  place?: true;
}

function relaxations(q: StructuredQuery, unknownEmployer = false): Relaxation[] {
  const out: Relaxation[] = [];
  const without =
    (...fields: (keyof StructuredQuery)[]) =>
    (r: StructuredQuery) => {
      const w = { ...r };
      for (const f of fields) delete w[f];
      return w;
    };
  const drop = (what: string, ...fields: (keyof StructuredQuery)[]) =>
    out.push({ what, apply: without(...fields) });
  const names = q.companyNames ?? [];
  const employers = names.length > 1 ? "employers" : "an employer";
  if (unknownEmployer && names.length > 0)
    drop(`${joinOr(names)}, ${employers} the sandbox does not hold`, "companyNames", "currentEmployersOnly");
  for (const f of ["recentlyChangedJobs", "verifiedEmailOnly", "keywords", "headcountRanges"] as const)
    if (q[f]) drop(named.get(f)!, f);
  if (q.companyIndustries) drop(`the ${joinOr(q.companyIndustries)} industry`, "companyIndustries");
  if (q.minYearsExperience !== undefined || q.maxYearsExperience !== undefined)
    drop(named.get("minYearsExperience")!, "minYearsExperience", "maxYearsExperience");
  if (q.skills) drop(`the ${joinAnd(q.skills)} skill${q.skills.length > 1 ? "s" : ""}`, "skills");
  if (q.locations) {
    // A town or state the world holds nobody in stands for the metros nearest to it; a metro where nobody
    // matches, for the larger metros nearest to it; then either for its country.
    const near = q.locations.flatMap((l) => (placeCodes(l) ? [] : (nearPlace(l) ?? [])));
    const larger = q.locations.flatMap((l) => {
      const codes = placeCodes(l);
      return codes?.length === 1 && !isWiderPlace(l) ? largerNeighbours(codes[0]) : [];
    });
    for (const [codes, where] of [
      [near.flatMap((n) => n.codes), "where no one in the sandbox lives, widened to the nearest"],
      [larger, "widened to the nearest larger"],
    ] as const) {
      const cities = [...new Set(codes.map((c) => METROS[c].city))];
      if (cities.length > 0)
        out.push({
          what: `${joinOr(q.locations)}, ${where} ${cities.length > 1 ? "cities" : "city"}`,
          apply: (r) => ({ ...r, locations: cities }),
          place: true,
        });
    }
    const countries = [
      ...new Set([
        ...q.locations.flatMap((l) => (placeCodes(l) ?? []).map((c) => CITY_COUNTRY_NAMES[c])),
        ...near.map((n) => n.country),
      ]),
    ];
    const metro = q.locations.every(
      (l) => cityCode(l) !== undefined || (placeCodes(l)?.length === 1 && !isWiderPlace(l)),
    );
    if (countries.length > 0)
      out.push({
        what: `the ${metro ? "city" : "place"} (${joinOr(q.locations)}), widened to ${joinOr(countries)}`,
        apply: (r) => ({
          ...without("locations")(r),
          countries: [...new Set([...(r.countries ?? []), ...countries])],
        }),
        place: true,
      });
  }
  // Last of the places: anywhere, where the role is held but nowhere near ("mediators in Wellington"); a
  // place the world does not know ("Narnia") is said to be so instead.
  const known = (q.locations ?? []).every((l) => placeCodes(l) !== undefined || nearPlace(l) !== undefined);
  if ((q.locations || q.countries) && known)
    out.push({
      what: `the place (${joinOr([...(q.locations ?? []), ...(q.countries ?? [])])})`,
      apply: without("locations", "countries"),
      place: true,
    });
  if (q.seniorityLevels && (q.titleIncludes || q.companyNames))
    drop(`the ${joinOr(q.seniorityLevels)} level`, "seniorityLevels");
  // Last of all, an employer the world holds with no one in the role anywhere ("store managers at a grocer
  // whose staff the sandbox holds only in its offices"): the role in the place, said to be elsewhere.
  if (names.length > 0 && !unknownEmployer && (q.titleIncludes || q.seniorityLevels))
    out.push({
      what: `the employer (${joinOr(names)})`,
      apply: without("companyNames", "currentEmployersOnly"),
      employer: true,
    });
  return out;
}

/**
 * The least that has to be given up for someone to match: one constraint, the least important that
 * alone finds someone; else the least important ones together, as few as find someone.
 */
function relax(
  ds: SandboxDataset,
  asked: StructuredQuery,
  excluded: Excluded,
): { query: StructuredQuery; ids: Int32Array; what: string } | undefined {
  const names = asked.companyNames ?? [];
  const steps = relaxations(asked, names.length > 0 && names.every((n) => ds.companyByName(n) === undefined));
  for (const r of steps) {
    const query = r.apply(asked);
    const ids = matching(ds, query, excluded);
    if (ids.length > 0) return { query, ids, what: r.what };
  }
  // Together: the role elsewhere than at the employer asked, near the place asked before far from it.
  const together = [...steps.filter((r) => r.employer), ...steps.filter((r) => !r.employer)];
  let query = asked;
  for (let k = 0; k < together.length; k++) {
    query = together[k].apply(query);
    if (k === 0) continue;
    const ids = matching(ds, query, excluded);
    if (ids.length === 0) continue;
    // "Without the industry and the place (Fes)", not each nearer place tried on the way there as well.
    const given = together.slice(0, k + 1);
    const place = given.findLast((r) => r.place);
    return { query, ids, what: joinAnd(given.filter((r) => !r.place || r === place).map((r) => r.what)) };
  }
  return undefined;
}

/** Each constraint of a filter set as the answers name it, in the order a tie between them is settled. */
const CONSTRAINTS = CONSTRAINT_NAMES.map((r) => r.split("=") as [keyof StructuredQuery, string]);
const named = new Map(CONSTRAINTS);

/** The one constraint whose removal alone would find the most people: the one that actually bound. */
export function bindingConstraint(
  ds: SandboxDataset,
  q: StructuredQuery,
  excluded: Excluded,
): string | undefined {
  let best: { what: string; n: number } | undefined;
  for (const [field, what] of CONSTRAINTS) {
    if (q[field] === undefined) continue;
    const r = { ...q };
    delete r[field];
    if (!hasAnyFilter(r)) continue;
    const n = matching(ds, r, excluded).length;
    if (n > 0 && (!best || n > best.n)) best = { what, n };
  }
  return best?.what;
}

/** What a people search found in its sources, before the answer is written. */
export interface PeopleFound {
  /** The filter set searched: the one asked, or the one left after relaxing. */
  q: StructuredQuery;
  /** Everyone the profile source matched (after the whole-word preference). */
  profileIds: Int32Array;
  /** The constraint given up when nothing met them all. */
  relaxed?: string;
  /** Keeps the people whose title names the role as a whole word, when there are any. */
  byWord: (ids: Int32Array) => Int32Array;
}

/**
 * The profile source's matches. Nothing meets every constraint: a title nobody holds is widened first
 * (widen.ts); else give up the least important constraint that then finds someone, and say so. Judgement the substring filter cannot make: people whose title names the
 * role itself, when there are any, not those whose title only contains it inside a longer word ("Head of
 * Engineering").
 */
export function findProfiles(ds: SandboxDataset, asked: StructuredQuery, excluded: Excluded): PeopleFound {
  let q = asked;
  let profileIds = matching(ds, q, excluded);
  let relaxed: string | undefined;
  const widened = profileIds.length === 0 ? widenTitle(asked, (r) => matching(ds, r, excluded)) : undefined;
  if (widened && widened.ids.length > 0) ({ q, ids: profileIds, what: relaxed } = widened);
  if (profileIds.length === 0) {
    // A title nobody holds, widened, with the other constraints relaxed in turn; else the title as asked.
    const fromWidened = widened && relax(ds, widened.q, excluded);
    const r = fromWidened || relax(ds, asked, excluded);
    if (r) {
      q = r.query;
      profileIds = r.ids;
      relaxed = fromWidened ? `${widened.what}, and ${r.what}` : r.what;
    }
  }
  const whole = wholeWordTitles(titleVariants(q));
  const byWord = (ids: Int32Array) => {
    if (!whole) return ids;
    const kept = ids.filter((i) => whole[ds.columns.title[i]] === 1);
    return kept.length > 0 ? kept : ids;
  };
  return { q, profileIds: byWord(profileIds), relaxed, byWord };
}
