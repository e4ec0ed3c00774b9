// The top-up's layout: which (occupation, metro) cells exist, how many people each adds to the base
// population, and the fixed id range each one occupies. A fixed population cannot hold every occupation in
// every town, so the world adds, per cell, the people a real metro of its size would have beyond the base
// ones. Counts and ranges are arithmetic over the base alone: ids never depend on which queries came first.
import { SENIORITY_LEVELS } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Columns } from "./columns.js";
import { bareTitle } from "./occupations.js";
import type { ExtraFilters } from "./query-index.js";
import { countryCode, METROS, OCCUPATIONS, placeCodes, skillCode, TITLE_CHOICES, TITLES } from "./tables.js";
import { titleMask } from "./title-codes.js";
import { COUNTRIES, FAMILIES, FOUNDER_SKILLS, LEADERSHIP_SKILLS } from "./vocab.js";

/** How large the top-up is; the defaults are the sandbox's, tests may narrow them. */
export interface TopUpOptions {
  /** Metros smaller than this get no top-up cells. */
  minPopulation?: number;
  /** People of every occupation in a metro of at least 1M (the floor; common ones get more). */
  bigFloor?: number;
  /** People of every common occupation in a smaller metro (the rest get none there). */
  smallFloor?: number;
  /** People of every uncommon occupation in a metro of at least 1M. */
  rareFloor?: number;
  /** The share of occupations, most common first, that count as common. */
  commonShare?: number;
  /** The population a world spread purely by metro population would hold: sets the share beyond the floors. */
  reference?: number;
  /** At most this many top-up people: metros are taken largest first while their cells fit. */
  budget?: number;
  /** And at most this many per base person: a small world (as tests start) stays small. */
  perBase?: number;
}

const DEFAULTS: Required<TopUpOptions> = {
  minPopulation: 250_000,
  bigFloor: 3,
  smallFloor: 1,
  rareFloor: 1,
  commonShare: 0.4,
  reference: 200_000,
  budget: 1_200_000,
  perBase: 24,
};

/** A way to hold an occupation: the family and specialisation it comes from, its level and its title. */
export interface OccupationOption {
  family: number;
  spec: number;
  level: number;
  title: number;
}

const LOWER_LEVELS = SENIORITY_LEVELS.map((l) => l.toLowerCase());

/**
 * A metro's size as the top-up sees it: its population, scaled by how much its country is searched; a
 * hand-kept metro the gazetteer lists under another name counts as a sizeable one (as in metros.ts).
 */
function populationOf(code: number): number {
  const m = METROS[code];
  return (m.population > 0 ? m.population : 1_000_000) * m.demand;
}

/** Each country's largest metro (as the top-up sizes them), made once. */
let leaderSet: Set<number> | undefined;
function countryLeaders(): Set<number> {
  if (!leaderSet) {
    const best = new Map<string, number>();
    METROS.forEach((m, code) => {
      const at = best.get(m.country);
      if (at === undefined || populationOf(code) > populationOf(at)) best.set(m.country, code);
    });
    leaderSet = new Set(best.values());
  }
  return leaderSet;
}

/** Every occupation's options, and each title's occupation (-1 for the owners' forms with a comma). */
function occupationOptions(): { options: OccupationOption[][]; titleOcc: Int32Array } {
  const byTitle = new Map(OCCUPATIONS.map((o, k) => [o.title, k]));
  const options: OccupationOption[][] = OCCUPATIONS.map(() => []);
  const titleOcc = new Int32Array(TITLES.length).fill(-1);
  for (const [family, specs] of TITLE_CHOICES.entries())
    for (const [spec, levels] of specs.entries())
      for (const [level, titles] of levels.entries())
        for (const title of titles) {
          const occ = byTitle.get(bareTitle(TITLES[title]) ?? "");
          if (occ === undefined) continue;
          titleOcc[title] = occ;
          // One family per occupation keeps a cell's people of one kind (its first family holds it).
          if (options[occ].length === 0 || options[occ][0].family === family)
            options[occ].push({ family, spec, level, title });
        }
  return { options, titleOcc };
}

/**
 * What the layout needs to know of the base people: how many hold each occupation, overall and in each
 * sizeable metro. The generator adds each person as it writes them (one pass over a million people fewer).
 */
export class BaseTally {
  readonly options: OccupationOption[][];
  readonly titleOcc: Int32Array;
  /** Metro codes big enough for top-up cells, ascending, and each one's place among them (or -1). */
  readonly sized: number[];
  private readonly slotOf: Int32Array;
  /** People of occupation `occ` in sized metro `s`, at `s * options.length + occ` (a metro's counts together). */
  readonly have: Int32Array;
  readonly perOcc: Float64Array;

  constructor(opts: TopUpOptions = {}) {
    const minPopulation = opts.minPopulation ?? DEFAULTS.minPopulation;
    ({ options: this.options, titleOcc: this.titleOcc } = occupationOptions());
    const leaders = countryLeaders();
    this.sized = METROS.flatMap((_, m) => (populationOf(m) >= minPopulation || leaders.has(m) ? [m] : []));
    this.slotOf = new Int32Array(METROS.length).fill(-1);
    this.sized.forEach((m, s) => {
      this.slotOf[m] = s;
    });
    this.have = new Int32Array(this.options.length * this.sized.length);
    this.perOcc = new Float64Array(this.options.length);
  }

  /** A tally of `base` made after the fact (when the generator did not keep one). */
  static of(base: Columns, opts: TopUpOptions = {}): BaseTally {
    const tally = new BaseTally(opts);
    for (let i = 0; i < base.n; i++) tally.add(base.title[i], base.city[i]);
    return tally;
  }

  add(title: number, city: number): void {
    const occ = this.titleOcc[title];
    if (occ < 0) return;
    this.perOcc[occ]++;
    const s = this.slotOf[city];
    if (s >= 0) this.have[s * this.options.length + occ]++;
  }
}

interface FlatOptions {
  start: Int32Array;
  title: Int32Array;
  level: Uint8Array;
  /** Per occupation, 1 where its people may maintain repositories on the code host. */
  codes: Uint8Array;
}

export class TopUpLayout {
  readonly options: OccupationOption[][];
  readonly titleOcc: Int32Array;
  /** Metro codes with cells, ascending. */
  readonly metros: Int32Array;
  /** Each metro's place among `metros`, or -1. */
  readonly metroSlot: Int32Array;
  /** Cell k = occupation * metros.length + slot holds ids `base + offsets[k] .. base + offsets[k+1]`. */
  readonly offsets: Int32Array;
  readonly total: number;
  private skillMasks?: Uint8Array[];
  private flat?: FlatOptions;

  constructor(
    readonly base: Columns,
    opts: TopUpOptions = {},
    tally: BaseTally = BaseTally.of(base, opts),
  ) {
    const o = { ...DEFAULTS, ...opts };
    ({ options: this.options, titleOcc: this.titleOcc } = tally);
    const { sized, have, perOcc } = tally;
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
    const common = new Uint8Array(occs);
    for (const occ of byCount.slice(0, Math.round(o.commonShare * occs))) common[occ] = 1;
    // Within the budget, the largest metros first: the top-up stays bounded however many occupations there are.
    // A metro's cells are worked out only when it is its turn, so a small world stops after a few metros. Each
    // cell's extra people replace its base count in `have`: the offsets below read them back.
    // Each country's largest metro comes first, whatever its size: a country is never empty of the common
    // occupations, and a search in its other towns can widen to it.
    const leaders = countryLeaders();
    const lead = (s: number) => (leaders.has(sized[s]) ? 1 : 0);
    const bySize = [...sized.keys()].sort((x, y) => lead(y) - lead(x) || pops[y] - pops[x] || x - y);
    const limit = Math.min(o.budget, o.perBase * base.n);
    let spent = 0;
    const kept: number[] = [];
    for (const s of bySize) {
      const floors = pops[s] >= 1_000_000 ? [o.rareFloor, o.bigFloor] : [0, o.smallFloor];
      let cost = 0;
      for (let occ = 0; occ < occs; occ++) {
        const k = s * occs + occ;
        const perOne = perPerson[occ];
        const want = perOne < 0 ? 0 : Math.max(floors[common[occ]], Math.round(perOne * pops[s]));
        const add = perOne < 0 ? 0 : Math.max(0, want - have[k]);
        have[k] = add;
        cost += add;
      }
      if (spent + cost > limit) break;
      spent += cost;
      kept.push(s);
    }
    kept.sort((x, y) => x - y);
    this.metros = Int32Array.from(kept, (s) => sized[s]);
    this.metroSlot = new Int32Array(METROS.length).fill(-1);
    this.metros.forEach((m, k) => {
      this.metroSlot[m] = k;
    });
    const slots = kept.length;
    this.offsets = new Int32Array(occs * slots + 1);
    // Each cell's size at its place, metro by metro (reading `have` in order), then summed in cell order.
    const offsets = this.offsets;
    for (let k = 0; k < slots; k++) {
      const row = kept[k] * occs;
      for (let occ = 0; occ < occs; occ++) offsets[occ * slots + k + 1] = have[row + occ];
    }
    for (let cell = 1; cell < offsets.length; cell++) offsets[cell] += offsets[cell - 1];
    this.total = offsets[offsets.length - 1];
  }

  get cellCount(): number {
    return this.offsets.length - 1;
  }

  /** The cell holding top-up id `t` (0-based within the top-up): the last cell starting at or before it. */
  cellOf(t: number): number {
    let lo = 0;
    let hi = this.cellCount - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.offsets[mid] <= t) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  occupationOf(cell: number): number {
    return Math.floor(cell / this.metros.length);
  }

  metroOf(cell: number): number {
    return this.metros[cell % this.metros.length];
  }

  /**
   * The people a query could find in the top-up, as runs of ids, `[lo, hi)` pairs, ascending (`first` is the
   * first top-up id): the non-empty cells narrowed by title, level, place, skills and the code host, cheaply
   * (every other filter is tested person by person), neighbouring cells merged into one run (an occupation in
   * metros next to each other, or everywhere). `visit` is called with each cell, before its run is used.
   */
  candidateRuns(
    q: StructuredQuery,
    extra: ExtraFilters,
    first: number,
    visit: (cell: number) => void,
  ): Int32Array {
    const occs = this.occupationMask(q, extra);
    const places = this.metroMask(q);
    const slots = this.metros.length;
    const wanted: number[] = [];
    for (let s = 0; s < slots; s++) if (places[s]) wanted.push(s);
    const offsets = this.offsets;
    const runs: number[] = [];
    let end = -1;
    for (let occ = 0; occ < occs.length; occ++) {
      if (!occs[occ]) continue;
      for (const s of wanted) {
        const k = occ * slots + s;
        const lo = offsets[k];
        const hi = offsets[k + 1];
        if (hi === lo) continue;
        visit(k);
        if (lo === end) runs[runs.length - 1] = first + hi;
        else runs.push(first + lo, first + hi);
        end = hi;
      }
    }
    return Int32Array.from(runs);
  }

  private occupationMask(q: StructuredQuery, extra: ExtraFilters): Uint8Array {
    const lower = (l: readonly string[] | undefined) =>
      (l ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);
    const includes = lower(q.titleIncludes);
    const excludes = lower(q.titleExcludes);
    const held = includes.length > 0 ? titleMask(includes) : undefined;
    const shunned = excludes.length > 0 ? titleMask(excludes) : undefined;
    const levels = new Set(lower(q.seniorityLevels));
    const levelOk = Uint8Array.from(LOWER_LEVELS, (l) => (levels.size === 0 || levels.has(l) ? 1 : 0));
    const skills = lower(q.skills).map((s) => skillCode(s) ?? -1);
    const masks = skills.length > 0 ? this.skillMasksOf() : [];
    const flat = this.flatOptions();
    const out = new Uint8Array(this.options.length);
    for (let occ = 0; occ < out.length; occ++) {
      if (skills.some((c) => c < 0 || !masks[occ][c])) continue;
      if (extra.codeHost && !flat.codes[occ]) continue;
      for (let k = flat.start[occ]; k < flat.start[occ + 1]; k++) {
        const title = flat.title[k];
        if (
          (!held || held[title] === 1) &&
          (!shunned || shunned[title] === 0) &&
          levelOk[flat.level[k]] === 1
        ) {
          out[occ] = 1;
          break;
        }
      }
    }
    return out;
  }

  /** The options as flat arrays (occupation `occ`'s are `start[occ] .. start[occ + 1]`), walked by every query. */
  private flatOptions(): FlatOptions {
    if (!this.flat) {
      const all = this.options.flat();
      const start = new Int32Array(this.options.length + 1);
      this.options.forEach((opts, occ) => {
        start[occ + 1] = start[occ] + opts.length;
      });
      this.flat = {
        start,
        title: Int32Array.from(all, (o) => o.title),
        level: Uint8Array.from(all, (o) => o.level),
        codes: Uint8Array.from(this.options, (opts) => (opts.some((o) => FAMILIES[o.family].codes) ? 1 : 0)),
      };
    }
    return this.flat;
  }

  private metroMask(q: StructuredQuery): Uint8Array {
    const mask = new Uint8Array(this.metros.length).fill(1);
    const locations = (q.locations ?? []).map((s) => s.trim()).filter(Boolean);
    if (locations.length > 0) {
      const named = new Uint8Array(this.metros.length);
      for (const l of locations)
        for (const m of placeCodes(l) ?? []) if (this.metroSlot[m] >= 0) named[this.metroSlot[m]] = 1;
      for (let s = 0; s < mask.length; s++) mask[s] &= named[s];
    }
    const countries = (q.countries ?? []).map((s) => s.trim()).filter(Boolean);
    if (countries.length > 0) {
      const codes = new Set(countries.map((c) => countryCode(c)));
      this.metros.forEach((m, s) => {
        if (!codes.has(COUNTRIES.indexOf(METROS[m].country))) mask[s] = 0;
      });
    }
    return mask;
  }

  /** Per occupation, a byte per skill code its people can list (built on the first search by skill). */
  private skillMasksOf(): Uint8Array[] {
    this.skillMasks ??= this.options.map((opts) => {
      const mask = new Uint8Array(256);
      const add = (names: readonly string[]) => {
        for (const n of names) mask[skillCode(n)!] = 1;
      };
      for (const o of opts) {
        const family = FAMILIES[o.family];
        add(family.specSkills[o.spec]);
        add(family.commonSkills);
        add(LEADERSHIP_SKILLS);
        add(FOUNDER_SKILLS);
      }
      return mask;
    });
    return this.skillMasks;
  }
}
