// Well-known employers where people live: a giant is its headquarters' big employer, so "engineers at Airbus
// in Toulouse" or "consultants at Capgemini in Paris" finds people; and a large one has staff in the largest
// metros of the countries it employs in, so "cashiers at Lidl in Bari" does too. A person living in a metro
// where well-known employers are present works at one of them with odds fixed by their own data (a hash of
// the base person's index, of a top-up person's cell and place in it): drawing it moves no one else's draws,
// and whether a person works there is a pure function of the person, so every matching rule still holds.
import type { Company } from "./columns.js";
import { Branches } from "./known-branches.js";
import * as knownPast from "./known-past.js";
import * as tables from "./tables.js";
import * as vocab from "./vocab.js";

// Imported bindings read once, here: under the test runner and in the CommonJS bundle each use of an imported
// name is a getter call, and these loops draw millions of people (a full top-up write took twice as long).
const { hashOf } = knownPast;
const { METROS } = tables;
const { FAMILIES, INDUSTRIES, KNOWN_EMPLOYERS } = vocab;

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
export class KnownHome {
  /** Per metro, its place in `homes`, or -1 where no well-known employer is headquartered. */
  private readonly slot: Int16Array;
  /** Company codes of the well-known employers headquartered in each such metro, and their industries. */
  private readonly homes: number[][] = [];
  private readonly industries: number[][] = [];
  /** Per slot, the late ones (employer.ts) headquartered there, and their industries. */
  private readonly lateHomes: number[][] = [];
  private readonly lateIndustries: number[][] = [];
  /** Per slot, the later ones (employer.ts) headquartered there, and their industries. */
  private readonly laterHomes: number[][] = [];
  private readonly laterIndustries: number[][] = [];
  /** Per slot, the share one employer of a family's favourite industry takes there. */
  private readonly unit: number[] = [];
  /** Each family's affinity for each industry, of its favourite one (1), at family * industries + industry. */
  private readonly affinity: Float64Array;
  /** Per slot * families + family, the sum of the family's affinities for the slot's employers (NaN: not yet summed). */
  private readonly sums: Float64Array;
  /** The branches of the employers before the later ones, and of the later ones (employer.ts). */
  private readonly branches: Branches;
  private readonly laterBranches: Branches;
  /** The odds taken so far by the tiers a draw has passed (employer()). */
  private taken = 0;

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
        this.laterHomes.push([]);
        this.laterIndustries.push([]);
        this.unit.push(unitOf(m));
      }
      const known = KNOWN_EMPLOYERS[c - first];
      const tier = known?.later ? 2 : known?.late ? 1 : 0;
      [this.homes, this.lateHomes, this.laterHomes][tier][this.slot[m]].push(c);
      [this.industries, this.lateIndustries, this.laterIndustries][tier][this.slot[m]].push(
        companies[c].industryCode,
      );
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

    // Branches: the later employers' in a table of their own, so that theirs take no one else's odds.
    const codes: number[][] = [[], []];
    for (let c = first; c < end; c++) codes[KNOWN_EMPLOYERS[c - first]?.later ? 1 : 0].push(c);
    const known = (c: number) => KNOWN_EMPLOYERS[c - first];
    this.branches = new Branches(companies, codes[0], known);
    this.laterBranches = new Branches(companies, codes[1], known);
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
    // Then each tier above the odds of those before it, so that adding one moves no one else's draw: the late
    // head offices, the branches, then the later employers' head offices and branches.
    this.taken = taken;
    let found = this.tierHome(s, this.lateHomes, this.lateIndustries, u, row);
    if (found < 0) found = this.tierBranch(this.branches, m, family, u, row);
    if (found < 0) found = this.tierHome(s, this.laterHomes, this.laterIndustries, u, row);
    if (found < 0) found = this.tierBranch(this.laterBranches, m, family, u, row);
    return found < 0 ? c : found;
  }

  /** Of a tier's head offices in slot `s`, the one at `u` above the odds taken, else -1 (and its odds taken). */
  private tierHome(s: number, homes: number[][], industries: number[][], u: number, row: number): number {
    if (s < 0 || homes[s].length === 0) return -1;
    const inds = industries[s];
    let sum = 0;
    for (const ind of inds) sum += this.affinity[row + ind];
    if (sum <= 0) return -1;
    // They take the odds above the others', within what those leave of CAP (at least the floor).
    const each = Math.min(this.unit[s], Math.max(BRANCH_FLOOR, CAP - this.taken) / sum);
    let t = Math.max(0, u - this.taken) / each;
    if (t < sum)
      for (let k = 0; k < inds.length; k++) {
        t -= this.affinity[row + inds[k]];
        if (t < 0) return homes[s][k];
      }
    this.taken += each * sum;
    return -1;
  }

  /** Of a tier's branches in metro `m`, the one at `u` above the odds taken, else -1 (and its odds taken). */
  private tierBranch(b: Branches, m: number, family: number, u: number, row: number): number {
    const sum = b.sum(m, family, FAMILIES.length, this.affinity, row);
    if (sum <= 0) return -1;
    // The branches take the odds above the headquarters', a smaller unit each, all of them within their room.
    const each = Math.min(
      unitOf(m) * BRANCH,
      Math.max(BRANCH_FLOOR, Math.min(BRANCH_ROOM, CAP - this.taken)) / sum,
    );
    const t = Math.max(0, u - this.taken) / each;
    this.taken += each * sum;
    return t < sum ? b.pick(m, t, this.affinity, row) : -1;
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
