// Well-known employers at home: a giant is its headquarters' big employer, so "engineers at Airbus in
// Toulouse" or "consultants at Capgemini in Paris" finds people. A person living in a metro where well-known
// employers are headquartered works at one of them with odds fixed by their own data (a hash of the base
// person's index, of a top-up person's cell and place in it): drawing it moves no one else's draws, and
// whether a person works there is a pure function of the person, so every matching rule still holds.
import type { Company } from "./columns.js";
import { hashOf } from "./known-past.js";
import { METROS } from "./tables.js";
import { FAMILIES, INDUSTRIES } from "./vocab.js";

/** The share of a metro's people, at most, at the well-known employers headquartered there. */
const CAP = 0.5;
/** The share one employer of a family's favourite industry takes of that family in a metro of `FULL` people or fewer. */
const SHARE = 0.6;
/** In a larger metro, a share that falls with the root of its size: London holds more employers than Toulouse. */
const FULL = 1_000_000;

export class KnownHome {
  /** Per metro, its place in `homes`, or -1 where no well-known employer is headquartered. */
  private readonly slot: Int16Array;
  /** Company codes of the well-known employers headquartered in each such metro, and their industries. */
  private readonly homes: number[][] = [];
  private readonly industries: number[][] = [];
  /** Per slot, the share one employer of a family's favourite industry takes there. */
  private readonly unit: number[] = [];
  /** Each family's affinity for each industry, of its favourite one (1), at family * industries + industry. */
  private readonly affinity: Float64Array;
  /** Per slot * families + family, the sum of the family's affinities for the slot's employers (NaN: not yet summed). */
  private readonly sums: Float64Array;

  constructor(companies: readonly Company[], first: number, end: number) {
    this.slot = new Int16Array(METROS.length).fill(-1);
    for (let c = first; c < end; c++) {
      const m = companies[c].cityCode;
      if (this.slot[m] < 0) {
        this.slot[m] = this.homes.length;
        this.homes.push([]);
        this.industries.push([]);
        const population = METROS[m].population > 0 ? METROS[m].population : FULL;
        this.unit.push(SHARE * Math.min(1, Math.sqrt(FULL / population)));
      }
      this.homes[this.slot[m]].push(c);
      this.industries[this.slot[m]].push(companies[c].industryCode);
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
  }

  /** Whether anyone in metro `m` can work at a well-known employer there (most metros: no). */
  isHome(m: number): boolean {
    return this.slot[m] >= 0;
  }

  /**
   * The employer of a person of `family` in metro `m` who would otherwise work at `c`: with odds fixed by
   * `h`, a well-known employer headquartered there (each by the family's affinity for its industry), else `c`.
   */
  employer(c: number, m: number, family: number, h: number): number {
    const s = this.slot[m];
    if (s < 0) return c;
    const row = family * INDUSTRIES.length;
    const industries = this.industries[s];
    const key = s * FAMILIES.length + family;
    let sum = this.sums[key];
    if (Number.isNaN(sum)) {
      sum = 0;
      for (const ind of industries) sum += this.affinity[row + ind];
      this.sums[key] = sum;
    }
    if (sum <= 0) return c;
    // Each employer's odds are its affinity times the metro's unit, all of them together at most CAP.
    const each = Math.min(this.unit[s], CAP / sum);
    let t = (h >>> 0) / 4294967296 / each;
    if (t >= sum) return c;
    for (let k = 0; k < industries.length; k++) {
      t -= this.affinity[row + industries[k]];
      if (t < 0) return this.homes[s][k];
    }
    return this.homes[s][industries.length - 1];
  }
}

/** A base person's odds of working at home: apart from their past employers' odds. */
export function homeHash(salt: number, i: number): number {
  return hashOf(salt ^ 0x5bd1e995, i);
}
