// Well-known employers as past employers. A real population holds ex-Shell petroleum engineers in Aberdeen
// and nurses in Nashville who once worked at HCA: many careers pass through the big names of their own
// industry, of their occupation's usual ones or of their sector, mostly in their own country. A person's odds come from a
// number fixed by their own data (the base people's index, a top-up person's own stream), so drawing it
// never moves another person's draws.
import { type Company, NONE16, PAST_SLOTS } from "./columns.js";
import { cumulate, mix32, pickWeighted } from "./prng.js";
import { COUNTRIES, FAMILIES, INDUSTRIES, KNOWN_EMPLOYERS } from "./vocab.js";

/** The share of past jobs at a well-known employer: a long career often passes through one or two. */
const KNOWN_PAST_SHARE = 0.4;
/** How much likelier an employer is where it employs people, and where it is headquartered. */
const AT_HOME = 4;
const ELSEWHERE = 0.01;

/** A 32-bit number fixed by `salt` and `i`: a base person's odds, apart from the population's stream. */
export function hashOf(salt: number, i: number): number {
  return mix32(salt ^ Math.imul(i + 1, 0x9e3779b1));
}

const unit = (h: number) => (h >>> 0) / 4294967296;

/** Industries whose people move between each other's employers. */
const SECTORS = [
  "Fintech|Payments|E-commerce|Developer Tools|Cybersecurity|Artificial Intelligence|SaaS|Marketplaces|Gaming|Media|Telecommunications|Consulting",
  "Banking|Insurance|Venture Capital|Fintech|Payments|Consulting",
  "Consulting|Legal Services|Banking",
  "Healthcare|Biotech|Pharmaceuticals",
  "Manufacturing|Automotive|Aerospace|Construction|Energy|Robotics|Climate Tech",
  "Retail|E-commerce|Hospitality|Logistics|Airlines",
].map((row) => row.split("|"));

interface Pool {
  codes: number[];
  cum: Float64Array;
}

export class KnownPast {
  /** Company codes of the well-known employers, by industry code. */
  private readonly byIndustry = new Map<number, number[]>();
  /** Cumulative odds per (industry, country). */
  private readonly odds = new Map<number, Float64Array>();
  /** Per family, the industries it usually works in; per industry, those of its sectors. */
  private readonly usual: (Pool | undefined)[];
  private readonly near: (Pool | undefined)[];

  constructor(private readonly companies: readonly Company[]) {
    // The well-known employers are the last companies of the base world (generate-companies.ts).
    for (let c = companies.length - KNOWN_EMPLOYERS.length; c < companies.length; c++) {
      const list = this.byIndustry.get(companies[c].industryCode) ?? [];
      list.push(c);
      this.byIndustry.set(companies[c].industryCode, list);
    }
    const pool = (rows: [string, number][]): Pool | undefined => {
      const held = rows.flatMap(([name, w]) => {
        const code = INDUSTRIES.findIndex((ind) => ind.name === name);
        return this.byIndustry.has(code) ? [[code, w] as const] : [];
      });
      return held.length > 0
        ? { codes: held.map((r) => r[0]), cum: cumulate(held.map((r) => r[1])) }
        : undefined;
    };
    this.usual = FAMILIES.map((f) => pool(Object.entries(f.industries ?? {})));
    this.near = INDUSTRIES.map((ind) =>
      pool([...new Set(SECTORS.filter((s) => s.includes(ind.name)).flat())].map((name) => [name, 1])),
    );
  }

  private oddsOf(industry: number, codes: readonly number[], country: number): Float64Array {
    const key = industry * 256 + country;
    let cum = this.odds.get(key);
    if (!cum) {
      const name = COUNTRIES[country];
      const first = this.companies.length - KNOWN_EMPLOYERS.length;
      cum = cumulate(
        codes.map((c) => {
          const k = KNOWN_EMPLOYERS[c - first];
          const home = k.where ? k.where.includes(name) : true;
          return this.companies[c].country === name ? AT_HOME : home ? 1 : ELSEWHERE;
        }),
      );
      this.odds.set(key, cum);
    }
    return cum;
  }

  /**
   * With odds fixed by `h`, each of person `i`'s past jobs may be at a well-known employer: mostly of their
   * current industry, else of one their family (`family`) usually works in or of their sector; never their
   * current employer `c`, never one twice.
   */
  apply(
    past: Uint16Array,
    i: number,
    c: number,
    at: { industry: number; family: number; country: number },
    h: number,
  ): void {
    const base = i * PAST_SLOTS;
    const usual = this.usual[at.family];
    const near = this.near[at.industry];
    for (let k = 0; k < PAST_SLOTS && past[base + k] !== NONE16; k++) {
      const hk = mix32(h ^ Math.imul(k + 1, 0x85ebca6b));
      if (unit(hk) >= KNOWN_PAST_SHARE) continue;
      const h2 = mix32(hk);
      // Mostly their own industry, some their occupation's usual ones, a few their sector's.
      const pick = h2 & 7;
      const from = pick < 5 ? undefined : pick < 7 ? usual : near;
      const industry = from ? from.codes[pickWeighted(from.cum, unit(mix32(h2)))] : at.industry;
      const codes = this.byIndustry.get(industry);
      if (!codes) continue;
      const known = codes[pickWeighted(this.oddsOf(industry, codes, at.country), unit(h2))];
      let seen = known === c;
      for (let j = 0; j < PAST_SLOTS; j++) if (past[base + j] === known) seen = true;
      if (!seen) past[base + k] = known;
    }
  }
}
