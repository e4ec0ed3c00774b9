// Well-known employers where people live: a giant is its headquarters' big employer, so "engineers at Airbus
// in Toulouse" or "consultants at Capgemini in Paris" finds people; and a large one has staff in the largest
// metros of the countries it employs in, so "cashiers at Lidl in Bari" does too. A person living in a metro
// where well-known employers are present works at one of them with odds fixed by their own data (a hash of
// the base person's index, of a top-up person's cell and place in it): drawing it moves no one else's draws,
// and whether a person works there is a pure function of the person, so every matching rule still holds.
import type { Company } from "./columns.js";
import { hashOf } from "./known-past.js";
import { CITY_COUNTRY, METROS } from "./tables.js";
import { COUNTRIES, FAMILIES, INDUSTRIES, KNOWN_EMPLOYERS } from "./vocab.js";

/** The share of a metro's people, at most, at the well-known employers headquartered there. */
const CAP = 0.5;
/** The share one employer of a family's favourite industry takes of that family in a metro of `FULL` people or fewer. */
const SHARE = 0.6;
/** In a larger metro, a share that falls with the root of its size: London holds more employers than Toulouse. */
const FULL = 1_000_000;
/** A branch's share against a headquarters' in the same metro: most of a giant's staff work near its head office. */
const BRANCH = 0.25;
/**
 * The share a metro's branches share, at most: a quarter, within what its headquarters leave of CAP but
 * never less than a tenth (a city of head offices still holds other giants' branches). The headquarters'
 * odds come first and stay as they were: a branch adds staff in its metro and takes none from the head office.
 */
const BRANCH_ROOM = 0.25;
const BRANCH_FLOOR = 0.1;
/**
 * Where a large employer has branches: every metro of at least this many people in the countries it
 * employs in (its own when it lists none), by its headcount band, smallest metros first; smaller employers
 * have none. A branch in its headquarters' metro is its shops and depots there.
 */
const BRANCH_BANDS = [
  { band: "10001+", least: 300_000 },
  { band: "5001-10000", least: 1_000_000 },
];

export class KnownHome {
  /** Per metro, its place in `homes`, or -1 where no well-known employer is headquartered. */
  private readonly slot: Int16Array;
  /** Company codes of the well-known employers headquartered in each such metro, and their industries. */
  private readonly homes: number[][] = [];
  private readonly industries: number[][] = [];
  /** Per slot, the late ones (employer.ts) headquartered there, and their industries. */
  private readonly lateHomes: number[][] = [];
  private readonly lateIndustries: number[][] = [];
  /** Per slot, the share one employer of a family's favourite industry takes there. */
  private readonly unit: number[] = [];
  /** Each family's affinity for each industry, of its favourite one (1), at family * industries + industry. */
  private readonly affinity: Float64Array;
  /** Per slot * families + family, the sum of the family's affinities for the slot's employers (NaN: not yet summed). */
  private readonly sums: Float64Array;
  /** Per metro, how many of `BRANCH_BANDS` have branches there (0: none), and its country's place in `region`. */
  private readonly reach: Uint8Array;
  private readonly region: Int16Array;
  /** Branches by (region * bands + band) * industries + industry: their codes from `start[key]` to `start[key + 1]`. */
  private readonly start: Int32Array;
  /** The keys with branches, those of group g (region * bands + band) from `filledStart[g]`: a walk skips the rest. */
  private readonly filled: Int32Array;
  private readonly filledStart: Int32Array;
  private readonly branches: Int32Array;
  /** The last (region * bands + reach - 1) * families + family summed and its sum: a top-up cell asks for one. */
  private lastBranchKey = -1;
  private lastBranchSum = 0;

  constructor(
    companies: readonly Company[],
    /** The well-known employers are companies `first` to `end` (the top-up's local companies come after). */
    private readonly first: number,
    private readonly end: number,
  ) {
    this.slot = new Int16Array(METROS.length).fill(-1);
    for (let c = first; c < end; c++) {
      const m = companies[c].cityCode;
      if (this.slot[m] < 0) {
        this.slot[m] = this.homes.length;
        this.homes.push([]);
        this.industries.push([]);
        this.lateHomes.push([]);
        this.lateIndustries.push([]);
        this.unit.push(unitOf(m));
      }
      const late = KNOWN_EMPLOYERS[c - first]?.late === true;
      (late ? this.lateHomes : this.homes)[this.slot[m]].push(c);
      (late ? this.lateIndustries : this.industries)[this.slot[m]].push(companies[c].industryCode);
    }
    const n = INDUSTRIES.length;
    this.affinity = new Float64Array(FAMILIES.length * n);
    FAMILIES.forEach((f, family) => {
      const w = INDUSTRIES.map((ind) => f.industries?.[ind.name] ?? f.weight);
      const top = Math.max(...w);
      w.forEach((x, ind) => {
        this.affinity[family * n + ind] = top > 0 ? x / top : 0;
      });
    });
    this.sums = new Float64Array(this.homes.length * FAMILIES.length).fill(Number.NaN);

    // Branches, grouped by the country they are in, the band that puts them there and their industry.
    const bands = BRANCH_BANDS.length;
    this.region = new Int16Array(COUNTRIES.length).fill(-1);
    const rows: number[] = [];
    let regions = 0;
    const countries = new Map(COUNTRIES.map((name, code) => [name, code]));
    const bandOf = new Map(BRANCH_BANDS.map((b, k) => [b.band as string, k]));
    for (let c = first; c < end; c++) {
      const band = bandOf.get(companies[c].headcount);
      if (band === undefined) continue;
      for (const name of KNOWN_EMPLOYERS[c - first]?.where ?? [companies[c].country]) {
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

  /** Whether anyone in metro `m` can work at a well-known employer headquartered there (most metros: no). */
  isHome(m: number): boolean {
    return this.slot[m] >= 0;
  }

  /** The sum of a family's affinities for the employers headquartered in slot `s`. */
  private homeSum(s: number, family: number): number {
    const key = s * FAMILIES.length + family;
    let sum = this.sums[key];
    if (Number.isNaN(sum)) {
      sum = 0;
      for (const ind of this.industries[s]) sum += this.affinity[family * INDUSTRIES.length + ind];
      this.sums[key] = sum;
    }
    return sum;
  }

  /** The sum of a family's affinities for the branches in a metro of `region` that `reach` bands reach. */
  private branchSum(region: number, reach: number, family: number): number {
    const key = (region * BRANCH_BANDS.length + reach - 1) * FAMILIES.length + family;
    if (key === this.lastBranchKey) return this.lastBranchSum;
    let sum = 0;
    const n = INDUSTRIES.length;
    const g = region * BRANCH_BANDS.length;
    for (let j = this.filledStart[g]; j < this.filledStart[g + reach]; j++) {
      const k = this.filled[j];
      sum += (this.start[k + 1] - this.start[k]) * this.affinity[family * n + (k % n)];
    }
    this.lastBranchKey = key;
    this.lastBranchSum = sum;
    return sum;
  }

  /**
   * The employer of a person of `family` in metro `m` who would otherwise work at `c`: with odds fixed by
   * `h`, a well-known employer headquartered there, else (`branches`) a late one headquartered there or one
   * with a branch there, each by the family's affinity for its industry; else `c`. Base people take neither:
   * a share of them already work at well-known employers wherever they live (generate-people.ts), and they
   * stay as they were.
   */
  employer(c: number, m: number, family: number, h: number, branches = false): number {
    const s = this.slot[m];
    const u = (h >>> 0) / 4294967296;
    const row = family * INDUSTRIES.length;
    let taken = 0;
    if (s >= 0) {
      const sum = this.homeSum(s, family);
      // Each employer's odds are its affinity times the metro's unit, all of them together at most CAP.
      const each = Math.min(this.unit[s], CAP / sum);
      let t = u / each;
      if (sum > 0 && t < sum) {
        const industries = this.industries[s];
        for (let k = 0; k < industries.length; k++) {
          t -= this.affinity[row + industries[k]];
          if (t < 0) return this.homes[s][k];
        }
        return this.homes[s][industries.length - 1];
      }
      if (sum > 0) taken = each * sum;
    }
    // Someone already at a well-known employer (a headquarters' own staff among them) stays there.
    if (!branches || (c >= this.first && c < this.end)) return c;
    if (s >= 0 && this.lateHomes[s].length > 0) {
      // Late head offices take the odds above the others', within what those leave of CAP (at least the floor).
      const industries = this.lateIndustries[s];
      let sum = 0;
      for (const ind of industries) sum += this.affinity[row + ind];
      if (sum > 0) {
        const each = Math.min(this.unit[s], Math.max(BRANCH_FLOOR, CAP - taken) / sum);
        let t = Math.max(0, u - taken) / each;
        if (t < sum)
          for (let k = 0; k < industries.length; k++) {
            t -= this.affinity[row + industries[k]];
            if (t < 0) return this.lateHomes[s][k];
          }
        taken += each * sum;
      }
    }
    const reach = this.reach[m];
    if (reach === 0) return c;
    const region = this.regionOf(m);
    const sum = this.branchSum(region, reach, family);
    if (sum <= 0) return c;
    // The branches take the odds above the headquarters', a smaller unit each, all of them within their room.
    const each = Math.min(
      unitOf(m) * BRANCH,
      Math.max(BRANCH_FLOOR, Math.min(BRANCH_ROOM, CAP - taken)) / sum,
    );
    let t = Math.max(0, u - taken) / each;
    if (t >= sum) return c;
    const n = INDUSTRIES.length;
    const g = region * BRANCH_BANDS.length;
    for (let j = this.filledStart[g]; j < this.filledStart[g + reach]; j++) {
      const k = this.filled[j];
      const a = this.affinity[row + (k % n)];
      const count = this.start[k + 1] - this.start[k];
      if (t < count * a) return this.branches[this.start[k] + Math.min(count - 1, Math.floor(t / a))];
      t -= count * a;
    }
    return c;
  }
}

/** The share one employer of a family's favourite industry takes of that family in metro `m`. */
function unitOf(m: number): number {
  const population = METROS[m].population > 0 ? METROS[m].population : FULL;
  return SHARE * Math.min(1, Math.sqrt(FULL / population));
}

/**
 * Whether company `code` of a world whose base companies are the first `base` is a late well-known employer
 * (employer.ts): the top-up's local draws never take it, so the people it adds move no one else.
 */
export function isLate(code: number, base: number): boolean {
  const k = code - (base - KNOWN_EMPLOYERS.length);
  return k >= 0 && code < base && KNOWN_EMPLOYERS[k].late === true;
}

/** A base person's odds of working at home: apart from their past employers' odds. */
export function homeHash(salt: number, i: number): number {
  return hashOf(salt ^ 0x5bd1e995, i);
}
