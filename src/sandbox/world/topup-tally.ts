// What the top-up's layout starts from: its options, the occupations' ways of being held, each country's
// largest metro, and the tally of the base people by occupation and metro (the generator adds each person
// as it writes them).
import type { Columns } from "./columns.js";
import { METRO_COUNT } from "./metros.js";
import { bareTitle } from "./occupations.js";
import { METROS, OCCUPATIONS, TITLE_CHOICES, TITLES } from "./tables.js";
import { FAMILIES } from "./vocab.js";

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
  /** The share of the occupations the base can hold, most common first, that count as common. */
  commonShare?: number;
  /** The share, most common first, a country's largest metro below a million holds one of each of. */
  leaderShare?: number;
  /** The population a world spread purely by metro population would hold: sets the share beyond the floors. */
  reference?: number;
  /** At most this many top-up people: metros are taken largest first while their cells fit. */
  budget?: number;
  /** And at most this many per base person: a small world (as tests start) stays small. */
  perBase?: number;
  /** The share of the occupations, most common first, a metro the budget did not reach holds one of each of. */
  lightShare?: number;
  /** At most this many people in those metros, largest metros first (and `perBase` per base person). */
  lightBudget?: number;
  /** The share, most common first, such a metro holds two of. */
  lightDeepShare?: number;
  /**
   * How many occupations the smoothing of commonness counts (an occupation's share is its base count plus
   * one over the base people plus this many).
   */
  smoothedOccupations?: number;
  /** The towns that hold people (topup-towns.ts): see TownOptions. */
  townShare?: number;
  townDeepShare?: number;
  townBudget?: number;
  townPerBase?: number;
  townMinBase?: number;
}

export const DEFAULTS: Required<TopUpOptions> = {
  minPopulation: 250_000,
  bigFloor: 3,
  smallFloor: 1,
  rareFloor: 1,
  commonShare: 0.4,
  leaderShare: 0.6,
  reference: 200_000,
  // Each occupation costs a person in every metro of a million (about 317), and the wider share of the smaller
  // countries' largest metros some 17,000: the budget grows with them, so the top-up still reaches as many
  // metros as before: some 620 at a million base people, and 373 at 50,000, where the share per base person
  // binds and grows alike.
  budget: 1_497_700,
  perBase: 29.96,
  // About 500 occupations (roofers, librarians, conveyancers among them), 72 of them twice, in each of the
  // 2,056 metros the budget does not reach: a wider share would outgrow the light budget and leave the
  // smallest of them with nobody.
  lightShare: 0.35,
  lightBudget: 1_450_000,
  lightDeepShare: 0.05,
  // The occupations the world held when the smoothing was fixed: an occupation added since leaves every earlier
  // cell's size, and so every earlier person's id, as it was.
  smoothedOccupations: 3412,
  // About 1,050 towns of 40,000 to 100,000, some 250 people each.
  townShare: 0.3,
  townDeepShare: 0.03,
  townBudget: 400_000,
  townPerBase: 8,
  townMinBase: 20_000,
};

/** A way to hold an occupation: the family and specialisation it comes from, its level and its title. */
export interface OccupationOption {
  family: number;
  spec: number;
  level: number;
  title: number;
}

/**
 * A metro's size as the top-up sees it: its population, scaled by how much its country is searched; a
 * hand-kept metro the gazetteer lists under another name counts as a sizeable one (as in metros.ts).
 */
export function populationOf(code: number): number {
  const m = METROS[code];
  return (m.population > 0 ? m.population : 1_000_000) * m.demand;
}

/** Each country's largest metro (as the top-up sizes them), made once. */
let leaderSet: Set<number> | undefined;
export function countryLeaders(): Set<number> {
  if (!leaderSet) {
    const best = new Map<string, number>();
    METROS.forEach((m, code) => {
      // A town is never its country's largest place.
      if (code >= METRO_COUNT) return;
      const at = best.get(m.country);
      if (at === undefined || populationOf(code) > populationOf(at)) best.set(m.country, code);
    });
    leaderSet = new Set(best.values());
  }
  return leaderSet;
}

/** Every occupation's options, and each title's occupation (-1 for the owners' forms with a comma). */
function occupationOptions(): { options: OccupationOption[][]; titleOcc: Int32Array; column: Int32Array } {
  const byTitle = new Map(OCCUPATIONS.map((o, k) => [o.title, k]));
  const options: OccupationOption[][] = OCCUPATIONS.map(() => []);
  const titleOcc = new Int32Array(TITLES.length).fill(-1);
  const column = new Int32Array(OCCUPATIONS.length).fill(-1);
  // Each title's occupation once: a title is offered at many levels and specialisations.
  const occOf = Int32Array.from(TITLES, (t) => byTitle.get(bareTitle(t) ?? "") ?? -1);
  // Index loops: this runs once at start, before anything is warm, where iterators cost more than the work.
  for (let family = 0; family < TITLE_CHOICES.length; family++)
    for (let spec = 0; spec < TITLE_CHOICES[family].length; spec++)
      for (let level = 0; level < TITLE_CHOICES[family][spec].length; level++)
        for (const title of TITLE_CHOICES[family][spec][level]) {
          const occ = occOf[title];
          if (occ < 0) continue;
          titleOcc[title] = occ;
          if (!FAMILIES[family].topUpOnly) column[occ] = 0;
          // One family per occupation keeps a cell's people of one kind (its first family holds it).
          if (options[occ].length === 0 || options[occ][0].family === family)
            options[occ].push({ family, spec, level, title });
        }
  // Columns of the tally for the occupations the base people can hold, in occupation order.
  let next = 0;
  for (let occ = 0; occ < column.length; occ++) if (column[occ] === 0) column[occ] = next++;
  return { options, titleOcc, column };
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
  /**
   * Each occupation's column in `have`, or -1 for one only the top-up's families hold: no base person holds
   * it, so its counts would all be 0 (half the table, which stays resident until the first query).
   */
  readonly column: Int32Array;
  /** How many occupations the base people can hold: `have`'s columns. */
  readonly columns: number;
  /**
   * People of occupation `occ` in sized metro `s`, at `s * columns + column[occ]` (a metro's counts together).
   * In 16 bits: 1.4 million cells at 1M people, the largest holding 1,603 (some 8,000 at the 5M allowed).
   */
  readonly have: Uint16Array;
  readonly perOcc: Float64Array;

  constructor(opts: TopUpOptions = {}) {
    const minPopulation = opts.minPopulation ?? DEFAULTS.minPopulation;
    ({ options: this.options, titleOcc: this.titleOcc, column: this.column } = occupationOptions());
    this.columns = this.column.reduce((n, c) => (c >= 0 ? n + 1 : n), 0);
    const leaders = countryLeaders();
    this.sized = METROS.flatMap((_, m) => (populationOf(m) >= minPopulation || leaders.has(m) ? [m] : []));
    this.slotOf = new Int32Array(METROS.length).fill(-1);
    this.sized.forEach((m, s) => {
      this.slotOf[m] = s;
    });
    this.have = new Uint16Array(this.columns * this.sized.length);
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
    const c = this.column[occ];
    if (s >= 0 && c >= 0) this.have[s * this.columns + c]++;
  }
}
