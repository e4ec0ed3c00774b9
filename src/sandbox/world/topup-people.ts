// The people of a top-up cell. Person j of the cell (occupation, metro) is a pure function of the seed,
// the occupation, the metro and j: their own stream, drawn by the base people's rules (titles, seniority
// odds, years bands, skills, past employers), working at a company in their metro when there is one.
import * as filters from "../../contract/filters.js";
import type { Columns, Company } from "./columns.js";
import * as columns from "./columns.js";
import type { PeopleTables } from "./generate-people.js";
import * as generate from "./generate-people.js";
import * as knownHome from "./known-home.js";
import * as prng from "./prng.js";
import * as tables from "./tables.js";
import type { OccupationOption, TopUpLayout } from "./topup-layout.js";
import { OCCUPATION_INDUSTRY_ROWS } from "./vocab/employers-fit.js";
import * as vocab from "./vocab.js";

// Imported bindings read once, here: under the test runner and in the CommonJS bundle each use of an imported
// name is a getter call, and these loops draw millions of people (a full top-up write took twice as long).
const { SENIORITY_LEVELS } = filters;
const { FLAG_CODE, FLAG_RECENT, FLAG_VERIFIED, NONE8, NONE16, PAST_SLOTS, SKILL_SLOTS } = columns;
const { monthsInRole, PARTNER_INDUSTRIES, peopleTables, pickPastEmployers, pickSkills, seniorityWeights } =
  generate;
const { homeHash, isLate } = knownHome;
const { cumulate, hashString, mix32, pickWeighted, Rng } = prng;
type Rng = prng.Rng;
const { CITY_COUNTRY, FIRST_NAMES, LAST_NAMES, METROS, OCCUPATIONS, TITLES } = tables;
const { FAMILIES, HEADCOUNT_TYPICAL, TAGLINES } = vocab;

/** Golden-ratio steps: successive people of a cell spread over the levels and years instead of clumping. */
const STEP_LEVEL = 0.6180339887498949;
const STEP_YEARS = 0.7548776662466927;
/** A level word a held title may start with, for an occupation's own industries' row. */
const LEVEL_WORD = /^(?:Trainee|Apprentice|Junior|Senior|Lead|Master) /;
/** At most this many employer weightings kept (each a family's in one metro, its country or the world). */
const CACHED = 20_000;

/** Companies a cell's people can work at (company codes) and their cumulative weights. */
interface Employers {
  codes: ArrayLike<number>;
  cum: Float64Array;
}

function frac(x: number): number {
  return x - Math.floor(x);
}

export class TopUpPeople {
  private tablesOnce?: PeopleTables;
  private readonly occHash: Int32Array;
  private readonly metroHash = new Map<number, number>();
  /** By family, kind and metro, as one number: a string key a cell cost more than the rest of its lookup. */
  private readonly employerCum = new Map<number, Employers>();
  /** The same by country or the world (""), null where no company there fits. */
  private readonly scopes = new Map<string, Employers | null>();
  /** Per occupation, where its people can work (KIND_* bits; 0 for any company of 51 people or more). */
  private readonly kinds: Uint8Array;
  private readonly odds = new Map<number, Float64Array>();
  /** Per occupation, the industries it works in where its own row names them (employers-fit.ts). */
  private readonly own: (ReadonlySet<string> | undefined)[];
  /** Per occupation with a row of its own, its employers' group: occupations of one row (a trade and its trainees) share it. */
  private readonly ownGroup: Int32Array;
  private everywhere?: number[];
  private byMetro?: Map<number, number[]>;
  private byCountry?: Map<string, number[]>;

  constructor(
    seed: string,
    private readonly companies: readonly Company[],
    private readonly baseCompanies: number,
    private readonly layout: TopUpLayout,
  ) {
    this.kinds = Uint8Array.from(layout.options, kindOf);
    this.occHash = Int32Array.from(OCCUPATIONS, (o) => hashString(`${seed}:${o.title}`));
    const rows = new Map(
      OCCUPATION_INDUSTRY_ROWS.map((r) => r.split("=")).map(([t, inds]) => [t, new Set(inds.split(";"))]),
    );
    // A trainee's occupation is the trade's ("Trainee Mortgage Broker" works where mortgage brokers do).
    this.own = OCCUPATIONS.map((o) => rows.get(o.title) ?? rows.get(o.title.replace(LEVEL_WORD, "")));
    const rowGroup = new Map([...new Set(this.own)].filter((r) => r).map((r, k) => [r, FAMILIES.length + k]));
    this.ownGroup = Int32Array.from(this.own, (r) => (r ? rowGroup.get(r)! : -1));
  }

  /** The base people's tables: past employers are drawn as theirs are, over the base companies (well-known ones among them). */
  private get tables(): PeopleTables {
    this.tablesOnce ??= peopleTables(this.companies.slice(0, this.baseCompanies), this.layout.base.n);
    return this.tablesOnce;
  }

  /** The seed of cell `cell`'s streams: the seed, the occupation's and the metro's names. */
  private cellSeed(cell: number): number {
    const m = this.layout.metroOf(cell);
    let h = this.metroHash.get(m);
    if (h === undefined) {
      h = hashString(`${METROS[m].city}:${METROS[m].country}`);
      this.metroHash.set(m, h);
    }
    return mix32(this.occHash[this.layout.occupationOf(cell)] ^ Math.imul(h, 0x2c1b3c6d));
  }

  /**
   * Companies in metro `m` (else in its country, else anywhere) that occupation `occ` can work at, weighted
   * by size and by how many of its family work in their industry.
   */
  private employers(occ: number, m: number): Employers {
    const family = this.layout.options[occ][0].family;
    const kind = this.kinds[occ];
    // An occupation with a row of its own weighs companies by it, kept apart from its family's weights.
    const own = this.own[occ];
    const group = own ? this.ownGroup[occ] : family;
    // A small integer key (a heap number hashes slower): the groups, 8 kinds and 3,800 metros fit.
    const key = (group * 8 + kind) * METROS.length + m;
    let entry = this.employerCum.get(key);
    if (entry) return entry;
    if (!this.byMetro) {
      this.byMetro = new Map();
      this.byCountry = new Map();
      for (const c of this.companies) {
        const list = this.byMetro.get(c.cityCode) ?? [];
        list.push(c.code);
        this.byMetro.set(c.cityCode, list);
        const inCountry = this.byCountry!.get(c.country) ?? [];
        inCountry.push(c.code);
        this.byCountry!.set(c.country, inCountry);
      }
    }
    const f = FAMILIES[family];
    const share = (c: Company) =>
      own ? (own.has(c.industry) ? 1 : 0) : (f.industries?.[c.industry] ?? f.weight);
    // Size counts, but a giant does not swallow a whole town's workforce; a trade of its own (a dog groomer)
    // works at any firm of its industries alike, not mostly at the town's supermarket.
    const weight = (c: Company) =>
      fits(kind, c) && !isLate(c.code, this.baseCompanies)
        ? (own ? 1 : Math.sqrt(Math.min(HEADCOUNT_TYPICAL[c.headcount], 2500))) * share(c)
        : 0;
    this.everywhere ??= this.companies.map((c) => c.code);
    const everywhere = this.everywhere;
    // Only the companies that can employ them: a family of a few industries keeps a few of a country's
    // thousands, and a draw picks the same company as over them all (one of no weight is never picked).
    const weigh = (codes: number[]): Employers | null => {
      const weights = codes.map((c) => weight(this.companies[c]));
      const kept = weights.filter((w) => w > 0).length;
      const some = kept < codes.length;
      const cum = cumulate(some ? weights.filter((w) => w > 0) : weights);
      return kept > 0
        ? { codes: some ? Int32Array.from(codes.filter((_, k) => weights[k] > 0)) : codes, cum }
        : null;
    };
    // A country's or the world's weights serve every metro that falls back to them: worked out once. A metro's
    // own serve its cells alone, which `employerCum` keeps.
    const among = (scope: string, codes: number[] | undefined) => {
      if (!codes || codes.length === 0) return undefined;
      const scoped = `${group}:${kind}:${scope}`;
      let found = this.scopes.get(scoped);
      if (found === undefined) {
        found = weigh(codes);
        if (this.scopes.size >= CACHED) this.scopes.clear();
        this.scopes.set(scoped, found);
      }
      return found ?? undefined;
    };
    const country = METROS[m].country;
    const local = this.byMetro.get(m);
    entry =
      (local && local.length > 0 ? (weigh(local) ?? undefined) : undefined) ??
      among(country, this.byCountry!.get(country)) ??
      among("", everywhere);
    // No company anywhere fits (not in this world's vocabulary): any company, by size.
    entry ??= {
      codes: everywhere,
      cum: cumulate(
        this.companies.map((c) =>
          isLate(c.code, this.baseCompanies) ? 0 : Math.sqrt(HEADCOUNT_TYPICAL[c.headcount]),
        ),
      ),
    };
    // Bounded: every metro holds cells, and a family's weights in each are cheap to work out again.
    if (this.employerCum.size >= CACHED) this.employerCum.clear();
    this.employerCum.set(key, entry);
    return entry;
  }

  /** The level odds of occupation `occ` at `company`: they depend only on its size band and whether it has partners. */
  private oddsOf(occ: number, company: Company): Float64Array {
    const key = (occ * 16 + company.bandCode) * 2 + (PARTNER_INDUSTRIES.has(company.industry) ? 1 : 0);
    let odds = this.odds.get(key);
    if (!odds) {
      odds = optionOdds(this.layout.options[occ], company);
      this.odds.set(key, odds);
    }
    return odds;
  }

  /** Person j's stream in a cell seeded `cellSeed`. */
  private rngOf(cellSeed: number, j: number): Rng {
    return new Rng(mix32(cellSeed ^ Math.imul(j + 1, 0x9e3779b1)));
  }

  /**
   * The current employer among a cell's `local` ones: the first draw of a person's stream, so it can be counted
   * without the rest.
   */
  private employerOf(rng: Rng, local: Employers): number {
    return local.codes[pickWeighted(local.cum, rng.next())];
  }

  /** Adds each of cell `cell`'s people's current employer to `counts`. */
  countEmployers(cell: number, counts: Uint32Array): void {
    this.someEmployer(cell, (c) => {
      counts[c]++;
      return false;
    });
  }

  /** Writes cell `cell`'s people's current employers into `company` at their ids (`first` the cell's first): the rest of their draws are left for fill. */
  writeEmployers(company: Uint16Array, cell: number, first: number): void {
    let i = first;
    this.someEmployer(cell, (c) => {
      company[i++] = c;
      return false;
    });
  }

  /** Each of cell `cell`'s people's current employer, in order, until `stop` says so (then true). */
  private someEmployer(cell: number, stop: (company: number) => boolean): boolean {
    const occ = this.layout.occupationOf(cell);
    const m = this.layout.metroOf(cell);
    const seed = this.cellSeed(cell);
    const size = this.layout.size(cell);
    const local = this.employers(occ, m);
    for (let j = 0; j < size; j++)
      if (stop(this.atHome(this.employerOf(this.rngOf(seed, j), local), occ, m, seed, j))) return true;
    return false;
  }

  /**
   * Person j's employer where well-known employers are headquartered or have branches (known-home.ts): odds
   * from the cell and j, not the person's stream, so none of their draws move. Owners, founders and
   * partners keep their firms.
   */
  private atHome(c: number, occ: number, m: number, seed: number, j: number): number {
    // An occupation with industries of its own (a shipwright, a farrier) works at a firm of its trade, not at
    // the well-known employer its family's industries would send it to (a retailer, a parcel carrier).
    if (this.kinds[occ] !== 0 || this.own[occ]) return c;
    return this.tables.knownHome.employer(c, m, this.layout.options[occ][0].family, homeHash(seed, j), true);
  }

  /** Writes cell `cell`'s people into `cols` at their ids (`first` is the cell's first id). */
  fill(cols: Columns, cell: number, first: number): void {
    const occ = this.layout.occupationOf(cell);
    const options = this.layout.options[occ];
    const family = options[0].family;
    const m = this.layout.metroOf(cell);
    const seed = this.cellSeed(cell);
    const size = this.layout.size(cell);
    const t = this.tables;
    const levelStart = frac(seed / 4294967296);
    const yearsStart = frac((mix32(seed) >>> 0) / 4294967296);
    const local = this.employers(occ, m);
    for (let j = 0; j < size; j++) {
      const i = first + j;
      const rng = this.rngOf(seed, j);
      const c = this.atHome(this.employerOf(rng, local), occ, m, seed, j);
      const company = this.companies[c];
      const option = options[pickWeighted(this.oddsOf(occ, company), frac(levelStart + j * STEP_LEVEL))];
      const { spec, level, title } = option;
      const uy = frac(yearsStart + j * STEP_YEARS);
      const years = t.titleLo[title] + Math.floor(uy * uy * t.titleSpan[title]);
      cols.skills.fill(NONE8, i * SKILL_SLOTS, (i + 1) * SKILL_SLOTS);
      cols.past.fill(NONE16, i * PAST_SLOTS, (i + 1) * PAST_SLOTS);
      pickSkills(rng, t, cols.skills, i, { familyCode: family, specCode: spec, seniorityCode: level });
      pickPastEmployers(rng, t, cols.past, i, c, years);
      const months = monthsInRole(rng, years);
      let flags = 0;
      if (rng.chance(0.62)) flags |= FLAG_VERIFIED;
      if (months <= 12) flags |= FLAG_RECENT;
      if (FAMILIES[family].codes && rng.chance(family === 0 ? 0.4 : 0.3)) flags |= FLAG_CODE;
      cols.first[i] = rng.int(FIRST_NAMES.length);
      cols.last[i] = rng.int(LAST_NAMES.length);
      cols.title[i] = title;
      cols.seniority[i] = level;
      cols.family[i] = family;
      cols.company[i] = c;
      cols.city[i] = m;
      cols.country[i] = CITY_COUNTRY[m];
      cols.industry[i] = company.industryCode;
      cols.band[i] = company.bandCode;
      cols.years[i] = years;
      cols.months[i] = months;
      cols.flags[i] = flags;
      cols.tagline[i] = rng.chance(0.45) ? rng.int(TAGLINES.length) : NONE8;
      // Last of the person's own draws, so adding it moved none of the others.
      const h = mix32(rng.int(0x7fffffff));
      t.knownPast.apply(cols.past, i, c, company.industryCode, family, CITY_COUNTRY[m], h);
    }
  }
}

const KIND_FOUNDER = 1;
const KIND_OWNER = 2;
const KIND_PARTNER = 4;
const SPECIAL: Record<string, number> = { Founder: KIND_FOUNDER, Owner: KIND_OWNER, Partner: KIND_PARTNER };

/**
 * An occupation held only as founder, owner or partner works where those exist (a small firm, a partnership),
 * as does a startup's founding engineer or account executive; any other works at a firm of 51 or more, so a
 * top-up never crowds a company past its headcount band.
 */
function kindOf(options: readonly OccupationOption[]): number {
  let kind = 0;
  for (const o of options) {
    const bit = TITLES[o.title].startsWith("Founding ") ? KIND_FOUNDER : SPECIAL[SENIORITY_LEVELS[o.level]];
    if (!bit) return 0;
    kind |= bit;
  }
  return kind;
}

function fits(kind: number, c: Company): boolean {
  if (kind === 0) return c.bandCode >= 2;
  return (
    ((kind & KIND_FOUNDER) !== 0 && (c.bandCode === 1 || c.bandCode === 2)) ||
    ((kind & KIND_OWNER) !== 0 && c.bandCode === 1) ||
    ((kind & KIND_PARTNER) !== 0 && c.bandCode >= 2 && PARTNER_INDUSTRIES.has(c.industry))
  );
}

/** Cumulative odds over `options`: each weighs its level's odds at `company`, shared among the options at that level. */
function optionOdds(options: readonly OccupationOption[], company: Company): Float64Array {
  const cum = seniorityWeights(options[0].family, company);
  const perLevel = new Map<number, number>();
  for (const o of options) perLevel.set(o.level, (perLevel.get(o.level) ?? 0) + 1);
  const weights = options.map(
    (o) => (cum[o.level] - (o.level > 0 ? cum[o.level - 1] : 0)) / perLevel.get(o.level)!,
  );
  // An occupation held only at levels this employer lacks (founders at a large firm) keeps them all.
  return cumulate(weights.some((w) => w > 0) ? weights : options.map(() => 1));
}
