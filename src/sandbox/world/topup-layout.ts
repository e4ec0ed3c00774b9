// The top-up's layout: which (occupation, metro) cells exist, how many people each adds to the base
// population, and the fixed id range each one occupies. A fixed population cannot hold every occupation in
// every town, so the world adds, per cell, the people a real metro of its size would have beyond the base
// ones. Counts and ranges are arithmetic over the base alone: ids never depend on which queries came first.
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Columns } from "./columns.js";
import { METRO_COUNT } from "./metros.js";
import type { ExtraFilters } from "./query-index.js";
import { METROS } from "./tables.js";
import { CellMasks } from "./topup-masks.js";
import {
  BaseTally,
  countryLeaders,
  DEFAULTS,
  type OccupationOption,
  populationOf,
  type TopUpOptions,
} from "./topup-tally.js";
import { TownCells } from "./topup-towns.js";
import { FAMILIES } from "./vocab.js";

export { BaseTally, type OccupationOption, type TopUpOptions };

/** Occupations transposed together: 32 rows of the layout, 2 KB of cache lines. */
const TRANSPOSE_BLOCK = 32;

/** What the offsets are built from, on the first query that reaches the top-up. */
interface Pending {
  /** The tally's rows, each cell's extra people in place of its base count, for the base's occupations. */
  have: Uint16Array;
  /** The kept metros' rows, in slot order; -1 for a light metro (one of each of the commonest occupations). */
  kept: number[];
  /** Per occupation, how many people a light metro holds of it. */
  light: Uint8Array;
  column: Int32Array;
  columns: number;
  /** What an occupation the base cannot hold wants in a metro: its floors there and its share per person. */
  perPerson: Float64Array;
  floorsOf: (s: number) => Int32Array;
  pops: Float64Array;
}

export class TopUpLayout {
  readonly options: OccupationOption[][];
  readonly titleOcc: Int32Array;
  /** Metro codes with cells, ascending. */
  readonly metros: Int32Array;
  /** Each metro's place among `metros`, or -1. */
  readonly metroSlot: Int32Array;
  /**
   * Cell k = occupation * metros.length + slot holds ids `base + start(k) .. base + start(k + 1)`: where each
   * occupation's people begin, and where each cell begins within its occupation's (16 bits while every
   * occupation's top-up fits, half the memory of one 32-bit offset per cell).
   */
  private occStartArr?: Int32Array;
  private withinArr?: Uint16Array | Uint32Array;
  /**
   * The cells' people, a row a sized metro (`kept`: the kept metros' rows in slot order), until the offsets
   * are built from them: on the first query that reaches the top-up, not at start-up.
   */
  private pending?: Pending;
  readonly total: number;
  /** The metros' part of the top-up: the towns' people come after it. */
  private readonly metroTotal: number;
  private readonly metroCells: number;
  /** The towns that hold people, and their cells (after the metros'). */
  readonly towns: TownCells;
  private readonly masks: CellMasks;

  constructor(
    readonly base: Columns,
    opts: TopUpOptions = {},
    tally: BaseTally = BaseTally.of(base, opts),
  ) {
    const o = { ...DEFAULTS, ...opts };
    ({ options: this.options, titleOcc: this.titleOcc } = tally);
    const { sized, have, perOcc, column, columns } = tally;
    const occs = this.options.length;
    const pops = Float64Array.from(sized, populationOf);
    const popSum = pops.reduce((sum, p) => sum + p, 0);
    // Commonness from the base, smoothed so an occupation the base lacks still counts.
    const perPerson = Float64Array.from(perOcc, (c, occ) =>
      this.options[occ].length > 0 ? ((c + 1) / (base.n + occs)) * (o.reference / popSum) : -1,
    );
    // Every occupation somewhere in each big metro, the common ones in every sizeable one: a budget spent on
    // three of every rare occupation in the largest metros would leave a city of a million with none.
    const byCount = [...perOcc.keys()].sort((x, y) => perOcc[y] - perOcc[x] || x - y);
    // The share is of the occupations the base can hold: a top-up-only family has no base count to rank by,
    // and counting its occupations would make rarer base ones common, at three a metro, as families are added.
    const ranked = this.options.filter(
      (opts) => opts.length > 0 && !FAMILIES[opts[0].family].topUpOnly,
    ).length;
    const common = new Uint8Array(occs);
    for (const occ of byCount.slice(0, Math.round(o.commonShare * ranked))) common[occ] = 1;
    // A country's largest metro below a million holds one of each of a wider share: bartenders in Reykjavik
    // and tour guides in Colombo, not only the commonest occupations.
    const wide = new Uint8Array(occs);
    for (const occ of byCount.slice(0, Math.round(o.leaderShare * ranked))) wide[occ] = 1;
    // Within the budget, the largest metros first: the top-up stays bounded however many occupations there are.
    // A metro's cells are worked out only when it is its turn, so a small world stops after a few metros. Each
    // cell's extra people replace its base count in `have`: the offsets below read them back.
    // Each country's largest metro comes first, whatever its size: a country is never empty of the common
    // occupations, and a search in its other towns can widen to it.
    const leaders = countryLeaders();
    const lead = Uint8Array.from(sized, (m) => (leaders.has(m) ? 1 : 0));
    const bySize = [...sized.keys()].sort((x, y) => lead[y] - lead[x] || pops[y] - pops[x] || x - y);
    const limit = Math.min(o.budget, o.perBase * base.n);
    let spent = 0;
    const kept: number[] = [];
    // The floor of each occupation in a big metro, in a smaller one and in a smaller country's largest, by its
    // commonness.
    const bigFloors = Int32Array.from(common, (c) => (c ? o.bigFloor : o.rareFloor));
    const smallFloors = Int32Array.from(common, (c) => (c ? o.smallFloor : 0));
    const leadFloors = Int32Array.from(wide, (c, occ) => (c || common[occ] ? o.smallFloor : 0));
    const floorsOf = (s: number) => (pops[s] >= 1_000_000 ? bigFloors : lead[s] ? leadFloors : smallFloors);
    // An occupation only the top-up's families hold has no base count (each has the smoothed share of one), so
    // those alike in floors want alike in every metro: half the occupations, counted as a few groups per metro.
    const based: number[] = [];
    const alike = new Map<string, number>();
    for (let occ = 0; occ < occs; occ++) {
      if (column[occ] >= 0) based.push(occ);
      else if (perPerson[occ] >= 0) {
        const key = `${perPerson[occ]}|${bigFloors[occ]}|${smallFloors[occ]}|${leadFloors[occ]}`;
        alike.set(key, (alike.get(key) ?? 0) + 1);
      }
    }
    const groups = [...alike].map(([key, count]) => {
      const [perOne, big, small, leader] = key.split("|").map(Number);
      return { perOne, count, floors: [big, small, leader] };
    });
    for (const s of bySize) {
      const floors = floorsOf(s);
      const which = floors === bigFloors ? 0 : floors === smallFloors ? 1 : 2;
      const pop = pops[s];
      const row = s * columns;
      let cost = 0;
      // Index loops: this runs once at start, before anything is warm, where iterators cost more than the work.
      for (let k = 0; k < based.length; k++) {
        const occ = based[k];
        const c = column[occ];
        const want = Math.max(floors[occ], Math.round(perPerson[occ] * pop));
        const add = Math.max(0, want - have[row + c]);
        have[row + c] = add;
        cost += add;
      }
      for (const g of groups) cost += g.count * Math.max(g.floors[which], Math.round(g.perOne * pop));
      if (spent + cost > limit) break;
      spent += cost;
      kept.push(s);
    }
    // Metros the budget missed hold one of each of the commonest occupations (a plumber in Tartu), and two of
    // the very commonest.
    const light = new Uint8Array(occs);
    for (const occ of byCount.slice(0, Math.round(o.lightShare * ranked))) light[occ] = 1;
    for (const occ of byCount.slice(0, Math.round(o.lightDeepShare * ranked))) light[occ] = 2;
    const perLight = light.reduce((n, x) => n + x, 0);
    const reached = new Set(kept.map((s) => sized[s]));
    const lightLimit = Math.min(o.lightBudget, o.perBase * base.n);
    const lightMetros = [...METROS.keys()]
      .filter((m) => m < METRO_COUNT && !reached.has(m))
      .sort((x, y) => populationOf(y) - populationOf(x) || x - y)
      .slice(0, perLight > 0 ? Math.floor(lightLimit / perLight) : 0);
    const rows = new Map<number, number>([
      ...kept.map((s): [number, number] => [sized[s], s]),
      ...lightMetros.map((m): [number, number] => [m, -1]),
    ]);
    this.metros = Int32Array.from([...rows.keys()].sort((x, y) => x - y));
    kept.length = 0;
    for (const m of this.metros) kept.push(rows.get(m)!);
    this.metroSlot = new Int32Array(METROS.length).fill(-1);
    this.metros.forEach((m, k) => {
      this.metroSlot[m] = k;
    });
    // The tally's rows are kept as they are (no copy: a large short-lived array would still be held when the
    // sandbox reports its memory) until the offsets are built from the kept metros' rows.
    this.pending = { have, kept, light, column, columns, perPerson, floorsOf, pops };
    this.metroTotal = spent + perLight * lightMetros.length;
    this.metroCells = occs * this.metros.length;
    // The towns, after the metros: the occupations the base holds, commonest first.
    const byRank = Int32Array.from(byCount.filter((occ) => this.isRanked(occ)));
    this.towns = new TownCells(byRank, o, base.n);
    this.total = this.metroTotal + this.towns.total;
    this.masks = new CellMasks(this.options);
  }

  /** Whether the base can hold occupation `occ` (its commonness ranks it). */
  private isRanked(occ: number): boolean {
    const opts = this.options[occ];
    return opts.length > 0 && !FAMILIES[opts[0].family].topUpOnly;
  }

  private get occStart(): Int32Array {
    if (!this.occStartArr) this.buildOffsets();
    return this.occStartArr!;
  }

  private get within(): Uint16Array | Uint32Array {
    if (!this.withinArr) this.buildOffsets();
    return this.withinArr!;
  }

  private buildOffsets(): void {
    const { have, kept, light, column, columns, perPerson, floorsOf, pops } = this.pending!;
    this.pending = undefined;
    // A cell's people: read back from the tally's row, or, for an occupation the base cannot hold, its want.
    const added = (s: number, occ: number): number => {
      if (s < 0) return light[occ];
      const c = column[occ];
      if (c >= 0) return have[s * columns + c];
      const perOne = perPerson[occ];
      if (perOne < 0) return 0;
      return Math.max(floorsOf(s)[occ], Math.round(perOne * pops[s]));
    };
    const occs = this.options.length;
    const slots = this.metros.length;
    // Each occupation's total, metro by metro (reading `have` in order), then the cells' sizes and their
    // running sums within each occupation, in cell order.
    const totals = new Float64Array(occs);
    for (let k = 0; k < slots; k++) for (let occ = 0; occ < occs; occ++) totals[occ] += added(kept[k], occ);
    const wide = totals.some((t) => t > 0xffff);
    const within = wide ? new Uint32Array(occs * slots + 1) : new Uint16Array(occs * slots + 1);
    // A transpose, in blocks of occupations so the rows it writes stay in the cache.
    for (let block = 0; block < occs; block += TRANSPOSE_BLOCK) {
      const end = Math.min(occs, block + TRANSPOSE_BLOCK);
      for (let k = 0; k < slots; k++)
        for (let occ = block; occ < end; occ++) within[occ * slots + k] = added(kept[k], occ);
    }
    const occStart = new Int32Array(occs + 1);
    for (let occ = 0; occ < occs; occ++) {
      let sum = 0;
      for (let k = occ * slots; k < (occ + 1) * slots; k++) {
        const size = within[k];
        within[k] = sum;
        sum += size;
      }
      occStart[occ + 1] = occStart[occ] + sum;
    }
    this.occStartArr = occStart;
    this.withinArr = within;
  }

  get cellCount(): number {
    return this.metroCells + this.towns.cellCount;
  }

  /** The first top-up id (0-based within the top-up) of cell `cell`; of `cellCount`, the top-up's size. */
  start(cell: number): number {
    if (cell >= this.metroCells) return this.metroTotal + this.towns.start(cell - this.metroCells);
    return this.occStart[Math.floor(cell / this.metros.length)] + this.within[cell];
  }

  /** How many people cell `cell` holds. */
  size(cell: number): number {
    return this.start(cell + 1) - this.start(cell);
  }

  /** The cell holding top-up id `t` (0-based within the top-up): the last cell starting at or before it. */
  cellOf(t: number): number {
    if (t >= this.metroTotal) return this.metroCells + this.towns.cellOf(t - this.metroTotal);
    // The last occupation starting at or before `t` holds it (those before it that start there are empty)...
    let lo = 0;
    let hi = this.occStart.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.occStart[mid] <= t) lo = mid;
      else hi = mid - 1;
    }
    // ...and the last of its cells starting at or before it, the same way.
    const slots = this.metros.length;
    const rel = t - this.occStart[lo];
    let a = lo * slots;
    let b = a + slots - 1;
    while (a < b) {
      const mid = (a + b + 1) >>> 1;
      if (this.within[mid] <= rel) a = mid;
      else b = mid - 1;
    }
    return a;
  }

  occupationOf(cell: number): number {
    if (cell >= this.metroCells) return this.towns.occupationOf(cell - this.metroCells);
    return Math.floor(cell / this.metros.length);
  }

  metroOf(cell: number): number {
    if (cell >= this.metroCells) return this.towns.metroOf(cell - this.metroCells);
    return this.metros[cell % this.metros.length];
  }

  /**
   * The people a query could find in the top-up, as runs of ids, `[lo, hi)` pairs, ascending (`first` is the
   * first top-up id): the non-empty cells narrowed by title, level, place, skills and the code host, cheaply
   * (every other filter is tested person by person), neighbouring cells merged into one run (an occupation in
   * metros next to each other, or everywhere). `visit` is called with each cell, before its run is used, and
   * leaves the cell out by returning false (none of its people can match).
   */
  candidateRuns(
    q: StructuredQuery,
    extra: ExtraFilters,
    first: number,
    visit: (cell: number) => boolean,
  ): Int32Array {
    const occs = this.masks.occupations(q, extra);
    const places = this.masks.places(q, this.metros);
    const slots = this.metros.length;
    const wanted: number[] = [];
    for (let s = 0; s < slots; s++) if (places[s]) wanted.push(s);
    const runs: number[] = [];
    let end = -1;
    for (let occ = 0; occ < occs.length; occ++) {
      if (!occs[occ]) continue;
      const at = this.occStart[occ];
      for (const s of wanted) {
        const k = occ * slots + s;
        const lo = at + this.within[k];
        const hi = s + 1 < slots ? at + this.within[k + 1] : this.occStart[occ + 1];
        if (hi === lo || !visit(k)) continue;
        if (lo === end) runs[runs.length - 1] = first + hi;
        else runs.push(first + lo, first + hi);
        end = hi;
      }
    }
    const towns = this.masks.places(q, this.towns.codes);
    const cells = this.metroCells;
    this.towns.runs(occs, towns, first + this.metroTotal, runs, (cell) => visit(cells + cell));
    return Int32Array.from(runs);
  }
}
