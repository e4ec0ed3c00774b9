// Inverted indexes over the base people's columns: per value of each coded field, the ids holding it,
// ascending, and the unions of such lists that a query walks.
import { HEADCOUNT_RANGES, SENIORITY_LEVELS } from "../../contract/filters.js";
import {
  type Columns,
  FLAG_CODE,
  FLAG_RECENT,
  FLAG_VERIFIED,
  NONE8,
  NONE16,
  PAST_SLOTS,
  SKILL_SLOTS,
} from "./columns.js";
import { METROS, SKILLS, TITLES } from "./tables.js";

/** Ids grouped by value: ids of value v are `ids[offsets[v] .. offsets[v+1])`, ascending. */
export interface Postings {
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
  readonly company: Postings;
  readonly title: Postings;
  readonly skills: Postings;
  readonly code: Int32Array;
  private pastPostings?: Postings;
  private industryPostings?: Postings;
  private bandPostings?: Postings;
  private verifiedIds?: Int32Array;
  private recentIds?: Int32Array;
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
    this.company = build(n, companyCount, 1, cols.company, NONE16);
    this.title = build(n, TITLES.length, 1, cols.title, NONE16);
    this.skills = build(n, SKILLS.length, SKILL_SLOTS, cols.skills, NONE8);
    this.code = flagPostings(cols.flags, FLAG_CODE);
  }

  /** Past employers are only searched with `currentEmployersOnly: false`, so that index is built on first use. */
  get past(): Postings {
    this.pastPostings ??= build(this.cols.n, this.companyCount, PAST_SLOTS, this.cols.past, NONE16);
    return this.pastPostings;
  }

  /*
   * Industry, headcount band, verified email and a recent move: each holds an id for every person or many
   * of them (4, 4, 2.5 and 1.8 MB at a million people), and only a filter on its field reads it, far less
   * often than the fields above. Built on first use, in a few milliseconds at a million, so a sandbox whose
   * requests never filter on one does not hold it.
   */
  get industry(): Postings {
    this.industryPostings ??= build(this.n, 256, 1, this.cols.industry, NONE8);
    return this.industryPostings;
  }

  get band(): Postings {
    this.bandPostings ??= build(this.n, HEADCOUNT_RANGES.length, 1, this.cols.band, NONE8);
    return this.bandPostings;
  }

  get verified(): Int32Array {
    this.verifiedIds ??= flagPostings(this.cols.flags, FLAG_VERIFIED);
    return this.verifiedIds;
  }

  get recent(): Int32Array {
    this.recentIds ??= flagPostings(this.cols.flags, FLAG_RECENT);
    return this.recentIds;
  }
}

export function listsOf(p: Postings, values: Iterable<number>): Int32Array[] {
  const out: Int32Array[] = [];
  for (const v of values) {
    // Codes past the indexed ones (companies added after the base people) have nobody indexed.
    if (v + 1 >= p.offsets.length) continue;
    const list = p.ids.subarray(p.offsets[v], p.offsets[v + 1]);
    if (list.length > 0) out.push(list);
  }
  return out;
}

/** Sorted, duplicate-free union of ascending id lists. */
export function union(lists: Int32Array[], n: number): Int32Array {
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
