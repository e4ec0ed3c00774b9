// The top-up's towns: the people of the towns below the metros' floors that hold people (data/held-towns.ts).
// A town of 60,000 has its teachers, dispatchers and payroll clerks: it holds one of each of the commonest
// occupations, as many occupations as its size gives, and two of the very commonest. What a town holds is
// arithmetic over its population and the occupations' commonness in the base, so its people, like a
// metro's, are a pure function of the seed, the occupation and the town.
import { METRO_COUNT, METROS } from "./metros.js";

/** How the towns are held; the defaults are the sandbox's, tests may narrow them. */
export interface TownOptions {
  /** The share of the ranked occupations, commonest first, a town of 100,000 holds (a smaller one, less). */
  townShare: number;
  /** The share, commonest first, a town holds two of. */
  townDeepShare: number;
  /** At most this many town people, largest towns first... */
  townBudget: number;
  /** ...and this many per base person... */
  townPerBase: number;
  /**
   * ...in a world of at least this many base people: a smaller one (as tests start) stays as small as its
   * metros' top-up keeps it, and a search in a town there widens to the metros nearest to it.
   */
  townMinBase: number;
}

/** Towns are sized in steps of this many people: one profile a step, not one a town. */
const STEP = 5_000;

/**
 * Town cells, town by town: cell `cellStart[i] + r` holds the people of the occupation ranked `r` in town `i`,
 * ids (within the towns' part of the top-up) `idStart[i] + before[tier][r] ..`.
 */
export class TownCells {
  /** The towns' codes in METROS, ascending (largest first). */
  readonly codes: Int32Array;
  readonly total: number;
  readonly cellCount: number;
  private readonly tier: Int32Array;
  /** Per tier, the people of the occupations ranked before `r`, for r = 0 .. its occupations. */
  private readonly before: Int32Array[] = [];
  private readonly cellStart: Int32Array;
  private readonly idStart: Int32Array;

  /** `byRank`: the occupations the base holds, commonest first. */
  constructor(
    private readonly byRank: Int32Array,
    o: TownOptions,
    baseSize: number,
  ) {
    const limit = baseSize < o.townMinBase ? 0 : Math.min(o.townBudget, o.townPerBase * baseSize);
    const profile = (t: number): Int32Array => {
      if (!this.before[t]) {
        const held = Math.min(byRank.length, Math.round((byRank.length * o.townShare * t * STEP) / 100_000));
        const deep = Math.round(byRank.length * o.townDeepShare);
        const before = new Int32Array(held + 1);
        for (let r = 0; r < held; r++) before[r + 1] = before[r] + (r < deep ? 2 : 1);
        this.before[t] = before;
      }
      return this.before[t];
    };
    const codes: number[] = [];
    const tiers: number[] = [];
    const cellStart = [0];
    const idStart = [0];
    for (let m = METRO_COUNT; m < METROS.length; m++) {
      const t = Math.floor(METROS[m].population / STEP);
      const before = profile(t);
      const people = before[before.length - 1];
      if (idStart[idStart.length - 1] + people > limit) break;
      codes.push(m);
      tiers.push(t);
      cellStart.push(cellStart[cellStart.length - 1] + before.length - 1);
      idStart.push(idStart[idStart.length - 1] + people);
    }
    this.codes = Int32Array.from(codes);
    this.tier = Int32Array.from(tiers);
    this.cellStart = Int32Array.from(cellStart);
    this.idStart = Int32Array.from(idStart);
    this.total = idStart[idStart.length - 1];
    this.cellCount = cellStart[cellStart.length - 1];
  }

  /** The town holding cell `cell` (of this part): the last whose cells start at or before it. */
  private townOfCell(cell: number): number {
    return lastAtOrBefore(this.cellStart, cell);
  }

  /** The first id (within this part) of cell `cell`; of `cellCount`, the part's size. */
  start(cell: number): number {
    if (cell >= this.cellCount) return this.total;
    const i = this.townOfCell(cell);
    return this.idStart[i] + this.before[this.tier[i]][cell - this.cellStart[i]];
  }

  /** The cell holding id `t` (within this part). */
  cellOf(t: number): number {
    const i = lastAtOrBefore(this.idStart, t);
    return this.cellStart[i] + lastAtOrBefore(this.before[this.tier[i]], t - this.idStart[i]);
  }

  occupationOf(cell: number): number {
    return this.byRank[cell - this.cellStart[this.townOfCell(cell)]];
  }

  metroOf(cell: number): number {
    return this.codes[this.townOfCell(cell)];
  }

  /**
   * Appends to `runs` the `[lo, hi)` id runs of the cells of the occupations in `occs` in the towns in `places`
   * (a byte per town), ascending, `first` the part's first id; `visit` gets each cell (of this part) first
   * and leaves it out by returning false.
   */
  runs(
    occs: Uint8Array,
    places: Uint8Array,
    first: number,
    runs: number[],
    visit: (cell: number) => boolean,
  ): void {
    let end = -1;
    // The ranks of the occupations asked for, ascending: a town is walked over those, not over every rank.
    const ranks: number[] = [];
    for (let r = 0; r < this.byRank.length; r++) if (occs[this.byRank[r]]) ranks.push(r);
    for (let i = 0; i < this.codes.length; i++) {
      if (!places[i]) continue;
      const before = this.before[this.tier[i]];
      const at = first + this.idStart[i];
      for (const r of ranks) {
        if (r + 1 >= before.length) break;
        if (!visit(this.cellStart[i] + r)) continue;
        const lo = at + before[r];
        const hi = at + before[r + 1];
        if (lo === end) runs[runs.length - 1] = hi;
        else runs.push(lo, hi);
        end = hi;
      }
    }
  }
}

/** The last index of ascending `a` (its first entry 0) whose value is at most `x`, among entries before its last. */
function lastAtOrBefore(a: Int32Array, x: number): number {
  let lo = 0;
  let hi = a.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (a[mid] <= x) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
