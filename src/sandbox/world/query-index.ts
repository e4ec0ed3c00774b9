// Inverted indexes over the people columns and the compiler that turns a filter set into a plan:
// pick the most selective indexed filter as the driver, walk only its ids, and test the others per id
// against the columns. Within a list field values are ORed; fields are ANDed; skills need ALL listed.
import { HEADCOUNT_RANGES, LIST_FIELDS, SENIORITY_LEVELS } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import {
  type Columns,
  type Company,
  FLAG_CODE,
  FLAG_RECENT,
  FLAG_VERIFIED,
  NONE8,
  NONE16,
  PAST_SLOTS,
  SKILL_SLOTS,
} from "./columns.js";
import { keywordPredicate, maskOf, stripWord } from "./keywords.js";
import { countryCode, industryCode, METROS, placeCodes, SKILLS, skillCode, TITLES } from "./tables.js";

/** Filters the planner needs beyond the public filter set. */
export interface ExtraFilters {
  /** Only people who maintain repositories on the code host. */
  codeHost?: boolean;
}

/** Ids grouped by value: ids of value v are `ids[offsets[v] .. offsets[v+1])`, ascending. */
interface Postings {
  offsets: Int32Array;
  ids: Int32Array;
}

function build(n: number, values: number, slots: number, column: ArrayLike<number>, none: number): Postings {
  const counts = new Int32Array(values + 1);
  const total = n * slots;
  for (let k = 0; k < total; k++) {
    const v = column[k];
    if (v !== none) counts[v + 1]++;
  }
  for (let v = 0; v < values; v++) counts[v + 1] += counts[v];
  const offsets = counts.slice();
  const cursor = counts.slice(0, values);
  const ids = new Int32Array(offsets[values]);
  // Scanning ids in ascending order keeps every posting list sorted without a sort.
  for (let k = 0; k < total; k++) {
    const v = column[k];
    if (v !== none) ids[cursor[v]++] = Math.floor(k / slots);
  }
  return { offsets, ids };
}

function flagPostings(flags: Uint8Array, bit: number): Int32Array {
  let count = 0;
  for (let i = 0; i < flags.length; i++) if (flags[i] & bit) count++;
  const ids = new Int32Array(count);
  let k = 0;
  for (let i = 0; i < flags.length; i++) if (flags[i] & bit) ids[k++] = i;
  return ids;
}

export class PostingIndex {
  readonly seniority: Postings;
  readonly city: Postings;
  readonly country: Postings;
  readonly industry: Postings;
  readonly band: Postings;
  readonly company: Postings;
  readonly title: Postings;
  readonly skills: Postings;
  readonly verified: Int32Array;
  readonly recent: Int32Array;
  readonly code: Int32Array;
  private pastPostings?: Postings;
  /** The people indexed: the base population (top-up people are tested cell by cell). */
  readonly n: number;

  constructor(
    private readonly cols: Columns,
    private readonly companyCount: number,
  ) {
    const n = cols.n;
    this.n = n;
    this.seniority = build(n, SENIORITY_LEVELS.length, 1, cols.seniority, NONE8);
    this.city = build(n, METROS.length, 1, cols.city, NONE16);
    this.country = build(n, 256, 1, cols.country, NONE8);
    this.industry = build(n, 256, 1, cols.industry, NONE8);
    this.band = build(n, HEADCOUNT_RANGES.length, 1, cols.band, NONE8);
    this.company = build(n, companyCount, 1, cols.company, NONE16);
    this.title = build(n, TITLES.length, 1, cols.title, NONE16);
    this.skills = build(n, SKILLS.length, SKILL_SLOTS, cols.skills, NONE8);
    this.verified = flagPostings(cols.flags, FLAG_VERIFIED);
    this.recent = flagPostings(cols.flags, FLAG_RECENT);
    this.code = flagPostings(cols.flags, FLAG_CODE);
  }

  /** Past employers are only searched with `currentEmployersOnly: false`, so that index is built on first use. */
  get past(): Postings {
    this.pastPostings ??= build(this.cols.n, this.companyCount, PAST_SLOTS, this.cols.past, NONE16);
    return this.pastPostings;
  }
}

/** One candidate source: a union of posting-list ranges. */
interface Driver {
  size: number;
  /** The test this driver stands for: every id it lists passes it, so walking it skips that test. */
  pred: number;
  lists: Int32Array[];
}

function listsOf(p: Postings, values: Iterable<number>): Int32Array[] {
  const out: Int32Array[] = [];
  for (const v of values) {
    // Codes past the indexed ones (companies added after the base people) have nobody indexed.
    if (v + 1 >= p.offsets.length) continue;
    const list = p.ids.subarray(p.offsets[v], p.offsets[v + 1]);
    if (list.length > 0) out.push(list);
  }
  return out;
}

/** A driver for the test just added to `preds`. */
function driver(lists: Int32Array[], preds: Pred[]): Driver {
  return { size: lists.reduce((s, l) => s + l.length, 0), lists, pred: preds.length - 1 };
}

/** Sorted, duplicate-free union of ascending id lists. */
function union(lists: Int32Array[], n: number): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  if (lists.length === 1) return lists[0];
  const total = lists.reduce((s, l) => s + l.length, 0);
  if (total * 8 < n) {
    const all = new Int32Array(total);
    let k = 0;
    for (const l of lists) {
      all.set(l, k);
      k += l.length;
    }
    all.sort();
    let w = 0;
    for (let r = 0; r < all.length; r++) if (r === 0 || all[r] !== all[r - 1]) all[w++] = all[r];
    return all.subarray(0, w);
  }
  // For big unions a byte mask over everyone is cheaper than sorting.
  const mark = new Uint8Array(n);
  for (const l of lists) for (let k = 0; k < l.length; k++) mark[l[k]] = 1;
  let count = 0;
  for (let i = 0; i < n; i++) count += mark[i];
  const out = new Int32Array(count);
  let w = 0;
  for (let i = 0; i < n; i++) if (mark[i]) out[w++] = i;
  return out;
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
  /** The indexed (base) people who match, ascending. */
  run(): Int32Array;
}

type Pred = (i: number) => boolean;

/**
 * What a filter set compiles to: candidate sources (the smallest one is walked) and the tests every match
 * passes. `impossible` is set when a filter's every value is unknown to the data set: it matches no one
 * (AND with an empty set).
 */
interface Plan {
  drivers: Driver[];
  preds: Pred[];
  impossible: boolean;
}

export function compileQuery(
  q: StructuredQuery,
  extra: ExtraFilters,
  cols: Columns,
  index: PostingIndex,
  companyByLower: Map<string, Company>,
): CompiledQuery {
  const key = canonicalKey(q, extra);
  const plan: Plan = { drivers: [], preds: [], impossible: false };
  addCodedFilters(plan, q, cols, index);
  addCompanyFilter(plan, q, cols, index, companyByLower);
  addTitleFilters(plan, q, cols, index);
  addSkillFilters(plan, q, cols, index);
  addRangeAndFlagFilters(plan, q, extra, cols, index);
  const words = [...new Set((q.keywords ?? "").toLowerCase().split(/\s+/).map(stripWord).filter(Boolean))];
  if (words.length > 0) plan.preds.push(keywordPredicate(words, cols, companyByLower));
  const preds = plan.preds;
  const test = (i: number): boolean => {
    for (let p = 0; p < preds.length; p++) if (!preds[p](i)) return false;
    return true;
  };
  return { key, impossible: plan.impossible, test, run: () => runPlan(plan, index.n) };
}

/** Walks the smallest driver's ids (or everyone) and keeps the ids every test passes, ascending. */
function runPlan(plan: Plan, n: number): Int32Array {
  const { drivers, preds } = plan;
  if (plan.impossible) return new Int32Array(0);
  let candidates: Int32Array | undefined;
  let tests = preds;
  if (drivers.length > 0) {
    const best = drivers.reduce((a, b) => (b.size < a.size ? b : a));
    candidates = union(best.lists, n);
    tests = preds.filter((_, p) => p !== best.pred);
  }
  const total = candidates ? candidates.length : n;
  const out = new Int32Array(total);
  let w = 0;
  const pc = tests.length;
  for (let k = 0; k < total; k++) {
    const i = candidates ? candidates[k] : k;
    let ok = true;
    for (let p = 0; p < pc && ok; p++) ok = tests[p](i);
    if (ok) out[w++] = i;
  }
  // Copy rather than keep a view, so the cache does not pin a buffer sized for the whole population.
  return out.slice(0, w);
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
  const set = new Set(codes);
  const col = cols.company;
  if (q.currentEmployersOnly === false) {
    const past = cols.past;
    plan.preds.push((i) => {
      if (set.has(col[i])) return true;
      for (let k = 0; k < PAST_SLOTS; k++) {
        const p = past[i * PAST_SLOTS + k];
        if (p !== NONE16 && set.has(p)) return true;
      }
      return false;
    });
    plan.drivers.push(driver([...listsOf(index.company, codes), ...listsOf(index.past, codes)], plan.preds));
  } else {
    plan.preds.push((i) => set.has(col[i]));
    plan.drivers.push(driver(listsOf(index.company, codes), plan.preds));
  }
}

/** Titles containing any of `titleIncludes`, and none of `titleExcludes`. */
function addTitleFilters(plan: Plan, q: StructuredQuery, cols: Columns, index: PostingIndex): void {
  const includes = norm(q.titleIncludes);
  if (includes.length > 0) {
    const codes: number[] = [];
    TITLES.forEach((t, c) => {
      const lower = t.toLowerCase();
      if (includes.some((s) => lower.includes(s))) codes.push(c);
    });
    const mask = maskOf(TITLES.length, codes);
    const col = cols.title;
    plan.preds.push((i) => mask[col[i]] === 1);
    plan.drivers.push(driver(listsOf(index.title, codes), plan.preds));
  }

  const excludes = norm(q.titleExcludes);
  if (excludes.length > 0) {
    const mask = maskOf(
      TITLES.length,
      TITLES.flatMap((t, c) => (excludes.some((s) => t.toLowerCase().includes(s)) ? [c] : [])),
    );
    const col = cols.title;
    plan.preds.push((i) => mask[col[i]] === 0);
  }
}

/** Every listed skill, each one in any of a person's skill slots. */
function addSkillFilters(plan: Plan, q: StructuredQuery, cols: Columns, index: PostingIndex): void {
  for (const skill of norm(q.skills)) {
    const code = skillCode(skill);
    if (code === undefined) {
      plan.impossible = true;
      continue;
    }
    const skills = cols.skills;
    plan.preds.push((i) => {
      const base = i * SKILL_SLOTS;
      for (let k = 0; k < SKILL_SLOTS; k++) if (skills[base + k] === code) return true;
      return false;
    });
    plan.drivers.push(driver(listsOf(index.skills, [code]), plan.preds));
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
  const min = q.minYearsExperience;
  const max = q.maxYearsExperience;
  if (min !== undefined || max !== undefined) {
    const lo = min ?? Number.NEGATIVE_INFINITY;
    const hi = max ?? Number.POSITIVE_INFINITY;
    const years = cols.years;
    preds.push((i) => years[i] >= lo && years[i] <= hi);
  }

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
