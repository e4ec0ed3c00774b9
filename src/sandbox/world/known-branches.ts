// A well-known employer's branches (known-home.ts): its staff in the large metros of the countries it
// employs in. A table of branches is built from one tier of employers, so the employers added later keep
// a table of their own and take their odds after those already there: no one else's draw moves.
import type { Company } from "./columns.js";
import * as tables from "./tables.js";
import type { KnownEmployer } from "./vocab.js";
import * as vocab from "./vocab.js";

// Imported bindings read once, here: under the test runner and in the CommonJS bundle each use of an imported
// name is a getter call, and these loops draw millions of people (a full top-up write took twice as long).
const { CITY_COUNTRY, METROS } = tables;
const { COUNTRIES, INDUSTRIES } = vocab;

/**
 * Where a large employer has branches: every metro of at least this many people in the countries it
 * employs in (its own when it lists none), by its headcount band, smallest metros first; smaller employers
 * have none. A branch in its headquarters' metro is its shops and depots there.
 */
const BRANCH_BANDS = [
  { band: "10001+", least: 300_000 },
  { band: "5001-10000", least: 1_000_000 },
];

export class Branches {
  /** Per metro, how many of `BRANCH_BANDS` have branches there (0: none), and its country's place in `region`. */
  readonly reach: Uint8Array;
  private readonly region: Int16Array;
  /** Branches by (region * bands + band) * industries + industry: their codes from `start[key]` to `start[key + 1]`. */
  private readonly start: Int32Array;
  /** The keys with branches, those of group g (region * bands + band) from `filledStart[g]`: a walk skips the rest. */
  private readonly filled: Int32Array;
  private readonly filledStart: Int32Array;
  private readonly branches: Int32Array;
  /** The last (region * bands + reach - 1) * families + family summed and its sum: a top-up cell asks for one. */
  private lastKey = -1;
  private lastSum = 0;

  /** The branches of companies `codes`, the well-known employer of company c being `known(c)`. */
  constructor(
    companies: readonly Company[],
    codes: readonly number[],
    known: (c: number) => KnownEmployer | undefined,
  ) {
    const n = INDUSTRIES.length;
    const bands = BRANCH_BANDS.length;
    this.region = new Int16Array(COUNTRIES.length).fill(-1);
    const rows: number[] = [];
    let regions = 0;
    const countries = new Map(COUNTRIES.map((name, code) => [name, code]));
    const bandOf = new Map(BRANCH_BANDS.map((b, k) => [b.band as string, k]));
    for (const c of codes) {
      const band = bandOf.get(companies[c].headcount);
      if (band === undefined) continue;
      for (const name of known(c)?.where ?? [companies[c].country]) {
        const country = countries.get(name);
        if (country === undefined) continue;
        if (this.region[country] < 0) this.region[country] = regions++;
        rows.push((this.region[country] * bands + band) * n + companies[c].industryCode, c);
      }
    }
    this.start = new Int32Array(regions * bands * n + 1);
    for (let r = 0; r < rows.length; r += 2) this.start[rows[r] + 1]++;
    for (let k = 1; k < this.start.length; k++) this.start[k] += this.start[k - 1];
    this.branches = new Int32Array(rows.length / 2);
    const at = this.start.slice(0, -1);
    for (let r = 0; r < rows.length; r += 2) this.branches[at[rows[r]]++] = rows[r + 1];
    const filled: number[] = [];
    this.filledStart = new Int32Array(regions * bands + 1);
    for (let g = 0; g < regions * bands; g++) {
      for (let k = g * n; k < (g + 1) * n; k++) if (this.start[k + 1] > this.start[k]) filled.push(k);
      this.filledStart[g + 1] = filled.length;
    }
    this.filled = Int32Array.from(filled);
    this.reach = new Uint8Array(METROS.length);
    for (let m = 0; m < METROS.length; m++) {
      const country = CITY_COUNTRY[m];
      if (country < 0 || this.region[country] < 0) continue;
      const population = METROS[m].population;
      for (const b of BRANCH_BANDS) if (population === 0 || population >= b.least) this.reach[m]++;
    }
  }

  private regionOf(m: number): number {
    const country = CITY_COUNTRY[m];
    return country >= 0 ? this.region[country] : -1;
  }

  /** The sum of a family's affinities (`affinity` at `row` + industry) for the branches in metro `m`. */
  sum(m: number, family: number, families: number, affinity: Float64Array, row: number): number {
    const reach = this.reach[m];
    if (reach === 0) return 0;
    const region = this.regionOf(m);
    const key = (region * BRANCH_BANDS.length + reach - 1) * families + family;
    if (key === this.lastKey) return this.lastSum;
    let sum = 0;
    const n = INDUSTRIES.length;
    const g = region * BRANCH_BANDS.length;
    for (let j = this.filledStart[g]; j < this.filledStart[g + reach]; j++) {
      const k = this.filled[j];
      sum += (this.start[k + 1] - this.start[k]) * affinity[row + (k % n)];
    }
    this.lastKey = key;
    this.lastSum = sum;
    return sum;
  }

  /** The branch at `t` (of the sum's units) in metro `m`, walking by industry, or -1 past them all. */
  pick(m: number, t: number, affinity: Float64Array, row: number): number {
    const n = INDUSTRIES.length;
    const g = this.regionOf(m) * BRANCH_BANDS.length;
    for (let j = this.filledStart[g]; j < this.filledStart[g + this.reach[m]]; j++) {
      const k = this.filled[j];
      const a = affinity[row + (k % n)];
      const count = this.start[k + 1] - this.start[k];
      if (t < count * a) return this.branches[this.start[k] + Math.min(count - 1, Math.floor(t / a))];
      t -= count * a;
    }
    return -1;
  }
}
