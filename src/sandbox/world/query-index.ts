// The compiler that turns a filter set into a plan over the people columns and their indexes
// (postings.ts): pick the most selective indexed filter as the driver, walk only its ids, and test the
// others per id against the columns. Within a list field values are ORed; fields are ANDed; skills need ALL listed.
import { HEADCOUNT_RANGES, LIST_FIELDS, SENIORITY_LEVELS } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import {
  type Columns,
  type Company,
  FLAG_CODE,
  FLAG_RECENT,
  FLAG_VERIFIED,
  NONE16,
  PAST_SLOTS,
  SKILL_SLOTS,
} from "./columns.js";
import { keywordPredicate, maskOf, stripWord } from "./keywords.js";
import { languageCode, languageMetros, languageShares, speaks } from "./languages.js";
import { listsOf, type PostingIndex, type Postings, union } from "./postings.js";
import { countryCode, industryCode, placeCodes, skillCode, TITLES } from "./tables.js";
import { titleMask } from "./title-codes.js";
import { titlesUsing, toolCode, usesTool } from "./tools.js";

export { PostingIndex } from "./postings.js";

/** Filters the planner needs beyond the public filter set. */
export interface ExtraFilters {
  /** Only people who maintain repositories on the code host. */
  codeHost?: boolean;
}

/** One candidate source: a union of posting-list ranges. */
interface Driver {
  size: number;
  /** The test this driver stands for: every id it lists passes it, so walking it skips that test. */
  pred: number;
  lists: Int32Array[];
}

/** A driver for the test just added to `preds`. */
function driver(lists: Int32Array[], preds: Pred[]): Driver {
  return { size: lists.reduce((s, l) => s + l.length, 0), lists, pred: preds.length - 1 };
}

function norm(list: readonly string[] | undefined): string[] {
  if (!list) return [];
  return [...new Set(list.map((s) => s.trim().toLowerCase()).filter((s) => s !== ""))].sort();
}

/** Canonical key of a filter set: equal filters (modulo order, case and blanks) share a match set. */
export function canonicalKey(q: StructuredQuery, extra: ExtraFilters = {}): string {
  const parts: string[] = [];
  for (const f of LIST_FIELDS) {
    const v = norm(q[f]);
    if (v.length > 0) parts.push(`${f}=${v.join("|")}`);
  }
  const kw = (q.keywords ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (kw.length > 0) parts.push(`keywords=${[...new Set(kw)].sort().join("|")}`);
  if (q.minYearsExperience !== undefined) parts.push(`min=${q.minYearsExperience}`);
  if (q.maxYearsExperience !== undefined) parts.push(`max=${q.maxYearsExperience}`);
  if (q.recentlyChangedJobs) parts.push("recent");
  if (q.verifiedEmailOnly) parts.push("verified");
  if (q.currentEmployersOnly === false && norm(q.companyNames).length > 0) parts.push("past");
  if (extra.codeHost) parts.push("code");
  return parts.join("&");
}

export interface CompiledQuery {
  key: string;
  /** Matches no one whatever the columns hold (a filter whose every value is unknown). */
  impossible: boolean;
  /** Whether person `i` matches, read from the columns (any id the columns hold). */
  test(i: number): boolean;
  /**
   * The indexed (base) people who match, ascending: `ids[0 .. count)` of a buffer with `spare` more slots,
   * so the caller can append the top-up's matches without another copy. The buffer may be a scratch one the
   * next run reuses: the caller copies what it keeps.
   */
  run(spare?: number): { ids: Int32Array; count: number };
  /** Appends the ids in `[lo, hi)` that match to `out` from `w` on; returns the new end. */
  appendRange(lo: number, hi: number, out: Int32Array, w: number): number;
  /** Appends the listed ids that match to `out` from `w` on; returns the new end. */
  appendIds(ids: Int32Array, out: Int32Array, w: number): number;
}

type Pred = (i: number) => boolean;

/**
 * What a filter set compiles to: candidate sources (the smallest one is walked) and the tests every match
 * passes. `impossible` is set when a filter's every value is unknown to the data set: it matches no one
 * (AND with an empty set). The years bounds are tested inline, before the other tests: nearly every plan
 * has them, and a call per person costs more than the comparison.
 */
interface Plan {
  drivers: Driver[];
  preds: Pred[];
  impossible: boolean;
  lo: number;
  hi: number;
}

export function compileQuery(
  q: StructuredQuery,
  extra: ExtraFilters,
  cols: Columns,
  index: PostingIndex,
  companyByLower: Map<string, Company>,
): CompiledQuery {
  const key = canonicalKey(q, extra);
  const plan: Plan = { drivers: [], preds: [], impossible: false, lo: 0, hi: 255 };
  addCodedFilters(plan, q, cols, index);
  addCompanyFilter(plan, q, cols, index, companyByLower);
  addTitleFilters(plan, q, cols, index);
  addSkillFilters(plan, q, cols, index);
  addRangeAndFlagFilters(plan, q, extra, cols, index);
  const words = [...new Set((q.keywords ?? "").toLowerCase().split(/\s+/).map(stripWord).filter(Boolean))];
  if (words.length > 0) plan.preds.push(keywordPredicate(words, cols, companyByLower));
  const { preds, lo, hi } = plan;
  const years = cols.years;
  const test = (i: number): boolean => {
    if (years[i] < lo || years[i] > hi) return false;
    for (let p = 0; p < preds.length; p++) if (!preds[p](i)) return false;
    return true;
  };
  const collect = collector(plan, years);
  return {
    key,
    impossible: plan.impossible,
    test,
    run: (spare = 0) => runPlan(plan, index.n, spare, collect),
    appendRange: (from, to, out, w) => collect(undefined, from, to, plan.preds, out, w),
    appendIds: (ids, out, w) => collect(ids, 0, ids.length, plan.preds, out, w),
  };
}

/** Appends the candidates (`ids[k]` for k in `[from, to)`, or k itself without ids) that pass every test. */
type Collect = (
  ids: Int32Array | undefined,
  from: number,
  to: number,
  tests: Pred[],
  out: Int32Array,
  w: number,
) => number;

function collector(plan: Plan, years: Uint8Array): Collect {
  const { lo, hi } = plan;
  return (ids, from, to, tests, out, w) => {
    const pc = tests.length;
    // The years bounds alone (a country and years, the broadest pages): loops without the per-person tests.
    if (pc === 0) {
      if (ids)
        for (let k = from; k < to; k++) {
          const i = ids[k];
          const y = years[i];
          if (y >= lo && y <= hi) out[w++] = i;
        }
      else
        for (let i = from; i < to; i++) {
          const y = years[i];
          if (y >= lo && y <= hi) out[w++] = i;
        }
      return w;
    }
    for (let k = from; k < to; k++) {
      const i = ids ? ids[k] : k;
      const y = years[i];
      if (y < lo || y > hi) continue;
      let ok = true;
      for (let p = 0; p < pc && ok; p++) ok = tests[p](i);
      if (ok) out[w++] = i;
    }
    return w;
  };
}

/**
 * The matches of a query are written here and copied out by their one caller (World.matchIds), so a page
 * request does not allocate and clear a buffer the size of its candidates; a larger one is made afresh and
 * not kept (a search over everyone would pin tens of megabytes).
 */
const SCRATCH_MAX = 1 << 21;
let scratch = new Int32Array(0);
function outOf(size: number): Int32Array {
  if (size > SCRATCH_MAX) return new Int32Array(size);
  if (scratch.length < size)
    scratch = new Int32Array(Math.min(SCRATCH_MAX, Math.max(size, scratch.length * 2)));
  return scratch;
}

/** Walks the smallest driver's ids (or everyone) and keeps the ids every test passes, ascending. */
function runPlan(plan: Plan, n: number, spare: number, collect: Collect): { ids: Int32Array; count: number } {
  const { drivers, preds } = plan;
  if (plan.impossible) return { ids: outOf(spare), count: 0 };
  if (drivers.length === 0) {
    const out = outOf(n + spare);
    return { ids: out, count: collect(undefined, 0, n, preds, out, 0) };
  }
  const best = drivers.reduce((a, b) => (b.size < a.size ? b : a));
  const candidates = union(best.lists, n);
  const out = outOf(candidates.length + spare);
  const tests = preds.filter((_, p) => p !== best.pred);
  return { ids: out, count: collect(candidates, 0, candidates.length, tests, out, 0) };
}

/** Seniority, headcount band, industry, city and country: one small code per person, any listed value. */
function addCodedFilters(plan: Plan, q: StructuredQuery, cols: Columns, index: PostingIndex): void {
  const { preds, drivers } = plan;
  const seniority = norm(q.seniorityLevels);
  if (seniority.length > 0) {
    const codes = SENIORITY_LEVELS.map((s, i) => [s.toLowerCase(), i] as const)
      .filter(([s]) => seniority.includes(s))
      .map(([, i]) => i);
    const mask = maskOf(SENIORITY_LEVELS.length, codes);
    const col = cols.seniority;
    preds.push((i) => mask[col[i]] === 1);
    drivers.push(driver(listsOf(index.seniority, codes), preds));
  }

  const bands = (q.headcountRanges ?? [])
    .map((b) => HEADCOUNT_RANGES.indexOf(b as never))
    .filter((b) => b >= 0);
  if ((q.headcountRanges ?? []).length > 0) {
    const mask = maskOf(HEADCOUNT_RANGES.length, bands);
    const col = cols.band;
    preds.push((i) => mask[col[i]] === 1);
    drivers.push(driver(listsOf(index.band, bands), preds));
  }

  const addCategorical = (
    values: string[],
    lookup: (v: string) => readonly number[] | number | undefined,
    col: Uint8Array | Uint16Array,
    p: Postings,
  ) => {
    if (values.length === 0) return;
    const codes = [...new Set(values.flatMap((v) => lookup(v) ?? []))];
    const mask = maskOf(p.offsets.length - 1, codes);
    preds.push((i) => mask[col[i]] === 1);
    drivers.push(driver(listsOf(p, codes), preds));
  };
  addCategorical(norm(q.companyIndustries), industryCode, cols.industry, index.industry);
  // A location names a metro, a state or province, or a region: any of its metros.
  addCategorical(norm(q.locations), placeCodes, cols.city, index.city);
  addCategorical(norm(q.countries), countryCode, cols.country, index.country);
}

/** Current employer, or with `currentEmployersOnly: false` any employer of the past too. */
function addCompanyFilter(
  plan: Plan,
  q: StructuredQuery,
  cols: Columns,
  index: PostingIndex,
  companyByLower: Map<string, Company>,
): void {
  const companies = norm(q.companyNames);
  if (companies.length === 0) return;
  const codes = [
    ...new Set(companies.map((c) => companyByLower.get(c)?.code).filter((c) => c !== undefined)),
  ];
  // A byte per possible code, the empty slot's (NONE16) among them and never set: no bounds or empty-slot tests.
  const mask = maskOf(NONE16 + 1, codes);
  const col = cols.company;
  if (q.currentEmployersOnly === false) {
    const past = cols.past;
    plan.preds.push((i) => {
      if (mask[col[i]] === 1) return true;
      for (let k = i * PAST_SLOTS; k < (i + 1) * PAST_SLOTS; k++) if (mask[past[k]] === 1) return true;
      return false;
    });
    plan.drivers.push(driver([...listsOf(index.company, codes), ...listsOf(index.past, codes)], plan.preds));
  } else {
    plan.preds.push((i) => mask[col[i]] === 1);
    plan.drivers.push(driver(listsOf(index.company, codes), plan.preds));
  }
}

/** Titles containing any of `titleIncludes`, and none of `titleExcludes`. */
function addTitleFilters(plan: Plan, q: StructuredQuery, cols: Columns, index: PostingIndex): void {
  const includes = norm(q.titleIncludes);
  if (includes.length > 0) {
    const mask = titleMask(includes);
    const codes: number[] = [];
    for (let c = 0; c < mask.length; c++) if (mask[c] === 1) codes.push(c);
    const col = cols.title;
    plan.preds.push((i) => mask[col[i]] === 1);
    plan.drivers.push(driver(listsOf(index.title, codes), plan.preds));
  }

  const excludes = norm(q.titleExcludes);
  if (excludes.length > 0) {
    const mask = titleMask(excludes);
    const col = cols.title;
    plan.preds.push((i) => mask[col[i]] === 0);
  }
}

/**
 * Every listed skill, each one in any of a person's skill slots, a language they speak (languages.ts),
 * driven by the metros where anyone speaks it, or a tool their title uses (tools.ts).
 */
function addSkillFilters(plan: Plan, q: StructuredQuery, cols: Columns, index: PostingIndex): void {
  for (const skill of norm(q.skills)) {
    const code = skillCode(skill);
    const spoken = code === undefined ? languageCode(skill) : undefined;
    if (spoken !== undefined) {
      const shares = languageShares(spoken);
      plan.preds.push((i) => speaks(cols, i, spoken, shares));
      // The metros where it is spoken hold people who do not speak it: walking them skips no test.
      plan.drivers.push({ ...driver(listsOf(index.city, languageMetros(spoken)), plan.preds), pred: -1 });
      continue;
    }
    const tool = toolCode(skill);
    if (code === undefined && tool === undefined) {
      plan.impossible = true;
      continue;
    }
    const skills = cols.skills;
    const listed = (i: number) => {
      const base = i * SKILL_SLOTS;
      for (let k = 0; k < SKILL_SLOTS; k++) if (skills[base + k] === code) return true;
      return false;
    };
    if (tool === undefined) {
      plan.preds.push(listed);
      plan.drivers.push(driver(listsOf(index.skills, [code!]), plan.preds));
      continue;
    }
    // A tool: listed in a slot, or used by the person's title, each person by their own hash (tools.ts).
    const titles = titlesUsing(tool);
    const used = maskOf(TITLES.length, titles);
    const col = cols.title;
    const uses = (i: number) => used[col[i]] === 1 && usesTool(i, col[i], tool);
    plan.preds.push(code === undefined ? uses : (i) => listed(i) || uses(i));
    const lists = [
      ...(code === undefined ? [] : listsOf(index.skills, [code])),
      ...listsOf(index.title, titles),
    ];
    plan.drivers.push({ ...driver(lists, plan.preds), pred: -1 });
  }
}

/** Years of experience (inclusive bounds) and the yes/no flags. */
function addRangeAndFlagFilters(
  plan: Plan,
  q: StructuredQuery,
  extra: ExtraFilters,
  cols: Columns,
  index: PostingIndex,
): void {
  const { preds, drivers } = plan;
  // Years are whole numbers from 0 to 255: inclusive bounds outside that range bound nothing.
  if (q.minYearsExperience !== undefined) plan.lo = Math.max(0, Math.ceil(q.minYearsExperience));
  if (q.maxYearsExperience !== undefined) plan.hi = Math.min(255, Math.floor(q.maxYearsExperience));

  const flags = cols.flags;
  if (q.recentlyChangedJobs) {
    preds.push((i) => (flags[i] & FLAG_RECENT) !== 0);
    drivers.push(driver([index.recent], preds));
  }
  if (q.verifiedEmailOnly) {
    preds.push((i) => (flags[i] & FLAG_VERIFIED) !== 0);
    drivers.push(driver([index.verified], preds));
  }
  if (extra.codeHost) {
    preds.push((i) => (flags[i] & FLAG_CODE) !== 0);
    drivers.push(driver([index.code], preds));
  }
}
