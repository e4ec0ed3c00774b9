// Well-known employers as past employers. A real population holds ex-Shell petroleum engineers in Aberdeen
// and nurses in Nashville who once worked at HCA: many careers pass through the big names of their own
// industry, of their occupation's usual ones or of their sector, mostly in their own country. A person's
// odds come from a number fixed by their own data (the base people's index, a top-up person's own stream),
// so drawing it never moves another person's draws.

import type { Company } from "./columns.js";
import * as columns from "./columns.js";
import * as prng from "./prng.js";
import * as vocab from "./vocab.js";

// Imported bindings read once, here: under the test runner and in the CommonJS bundle each use of an imported
// name is a getter call, and these loops draw millions of people (a full top-up write took twice as long).
const { NONE16, PAST_SLOTS } = columns;
const { mix32 } = prng;
const { COUNTRIES, FAMILIES, INDUSTRIES, KNOWN_EMPLOYERS } = vocab;

/** The share of people with a past job (of 256) who held one of them at a well-known employer. */
const KNOWN_PAST_BYTE = 150;
/** How much likelier an employer is where it employs people, and where it is headquartered. */
const AT_HOME = 4;
const ELSEWHERE = 0.003;
/** The odds by their place: elsewhere, where it employs, at home. */
const ODDS = [ELSEWHERE, 1, AT_HOME];
const WHERE = 1;
const HOME = 2;
/**
 * Odds are dealt as decks of this many cards (a power of two), so a pick is one array read: a million base
 * people pay no search per past job.
 */
const DECK_BITS = 8;
const DECK = 1 << DECK_BITS;

/** A 32-bit number fixed by `salt` and `i`: a base person's odds, apart from the population's stream. */
export function hashOf(salt: number, i: number): number {
  return mix32(salt ^ Math.imul(i + 1, 0x9e3779b1));
}

/** A weight of a deck's key as one letter: nothing, elsewhere, where it employs, at home (else written out). */
function letter(w: number): string {
  return w === 0 ? "0" : w === ELSEWHERE ? "e" : w === 1 ? "1" : w === AT_HOME ? "h" : `(${w})`;
}

/** Industries whose people move between each other's employers. */
const SECTORS = [
  "Fintech|Payments|E-commerce|Developer Tools|Cybersecurity|Artificial Intelligence|SaaS|Marketplaces|Gaming|Media|Telecommunications|Consulting",
  "Banking|Insurance|Venture Capital|Fintech|Payments|Consulting",
  "Consulting|Legal Services|Banking",
  "Healthcare|Biotech|Pharmaceuticals",
  "Manufacturing|Automotive|Aerospace|Construction|Energy|Robotics|Climate Tech",
  "Retail|E-commerce|Hospitality|Logistics|Airlines",
].map((row) => row.split("|"));

/** `values` dealt into a deck by weight (largest remainders; any positive weight gets at least one card). */
function deal(values: readonly number[], weights: readonly number[]): Int32Array {
  const sum = weights.reduce((s, w) => s + w, 0);
  const cards = weights.map((w) => (w > 0 ? Math.max(1, Math.floor((w / sum) * DECK)) : 0));
  // Remainders worked out once: a busy industry deals dozens of employers.
  const rest = weights.map((w, k) => (w / sum) * DECK - cards[k]);
  const order = weights.map((_, k) => k).sort((a, b) => rest[b] - rest[a]);
  let dealt = cards.reduce((s, n) => s + n, 0);
  for (let k = 0; dealt < DECK; k = (k + 1) % order.length, dealt++) cards[order[k]]++;
  // Too many cards after the minimums: take them back from the largest counts (the first of equals).
  for (; dealt > DECK; dealt--) {
    let top = 0;
    for (let k = 1; k < cards.length; k++) if (cards[k] > cards[top]) top = k;
    cards[top]--;
  }
  const deck = new Int32Array(DECK);
  let at = 0;
  cards.forEach((n, k) => {
    deck.fill(values[k], at, at + n);
    at += n;
  });
  return deck;
}

export class KnownPast {
  /** Company codes of the well-known employers, by industry code (empty where none). */
  private readonly byIndustry: number[][] = INDUSTRIES.map(() => []);
  /** How likely each well-known employer is per country code, at its place in `KNOWN_EMPLOYERS` * countries + country. */
  private readonly weight: Uint8Array;
  /** Decks of employers per industry * 256 + country, dealt on first need (a few hundred are ever used). */
  private readonly decks: (Uint16Array | undefined)[] = [];
  private readonly shared = new Map<string, Uint16Array>();
  /** Decks of industries: per family, those it usually works in; per industry, those of its sectors. */
  private readonly usual: (Int32Array | undefined)[];
  private readonly near: (Int32Array | undefined)[];
  private readonly first: number;

  constructor(companies: readonly Company[]) {
    // The well-known employers are the last companies of the base world (generate-companies.ts).
    this.first = companies.length - KNOWN_EMPLOYERS.length;
    for (let c = this.first; c < companies.length; c++) this.byIndustry[companies[c].industryCode]?.push(c);
    // A byte per employer and country, its place in ODDS: hundreds of employers by hundreds of countries.
    const countries = new Map(COUNTRIES.map((name, code) => [name, code]));
    this.weight = new Uint8Array(KNOWN_EMPLOYERS.length * COUNTRIES.length);
    KNOWN_EMPLOYERS.forEach((k, j) => {
      const row = j * COUNTRIES.length;
      if (!k.where) this.weight.fill(WHERE, row, row + COUNTRIES.length);
      for (const name of k.where ?? []) {
        const code = countries.get(name);
        if (code !== undefined) this.weight[row + code] = WHERE;
      }
      const home = countries.get(companies[this.first + j].country);
      if (home !== undefined) this.weight[row + home] = HOME;
    });
    const pool = (rows: [string, number][]): Int32Array | undefined => {
      const held = rows.flatMap(([name, w]) => {
        const code = INDUSTRIES.findIndex((ind) => ind.name === name);
        return this.byIndustry[code]?.length ? [[code, w] as const] : [];
      });
      return held.length > 0
        ? deal(
            held.map((r) => r[0]),
            held.map((r) => r[1]),
          )
        : undefined;
    };
    this.usual = FAMILIES.map((f) => pool(Object.entries(f.industries ?? {})));
    this.near = INDUSTRIES.map((ind) =>
      pool([...new Set(SECTORS.filter((s) => s.includes(ind.name)).flat())].map((name) => [name, 1])),
    );
  }

  /** The deck of `industry` in `country`, dealt on first need. */
  private deckOf(industry: number, country: number): Uint16Array {
    const codes = this.byIndustry[industry];
    const odds = codes.map((c) =>
      country < COUNTRIES.length
        ? ODDS[this.weight[(c - this.first) * COUNTRIES.length + country]]
        : ELSEWHERE,
    );
    // An employer worth less than half a card here (a national one abroad, beside employers that hire here)
    // gets none: a card each would add up, over many countries, to most of its former staff.
    const whole = Math.max(
      1,
      odds.reduce((sum, w) => sum + w, 0),
    );
    const weights = odds.map((w) => ((w / whole) * DECK < 0.5 ? 0 : w));
    // Most countries weigh an industry's employers alike (none of them at home): they share one deck. The
    // key spells each weight as one letter (there are four): a busy industry has dozens of employers.
    const key = `${industry}:${weights.map(letter).join("")}`;
    let deck = this.shared.get(key);
    if (!deck) {
      // Where none of them employs people, most such careers passed through none of them: blank cards.
      const blank = Math.max(0, 1 - weights.reduce((sum, w) => sum + w, 0));
      deck = Uint16Array.from(deal([...codes, NONE16], [...weights, blank]));
      this.shared.set(key, deck);
    }
    this.decks[industry * 256 + country] = deck;
    return deck;
  }

  /**
   * With odds fixed by `h`, one of person `i`'s past jobs (when they have one) becomes a well-known employer:
   * mostly of their current industry, else of one their family usually works in or of their sector; never
   * their current employer `c`, never one twice.
   */
  apply(
    past: Uint16Array,
    i: number,
    c: number,
    industry: number,
    family: number,
    country: number,
    h: number,
  ): void {
    const base = i * PAST_SLOTS;
    if ((h & 0xff) >= KNOWN_PAST_BYTE || past[base] === NONE16) return;
    const h2 = mix32(h);
    // Mostly their own industry (5 in 8), some their occupation's usual ones, a few their sector's.
    const pick = h2 & 7;
    const from = pick < 5 ? undefined : pick < 7 ? this.usual[family] : this.near[industry];
    const ind = from ? from[(h2 >>> 3) & (DECK - 1)] : industry;
    if (!this.byIndustry[ind]?.length) return;
    const deck = this.decks[ind * 256 + (country & 255)] ?? this.deckOf(ind, country & 255);
    const known = deck[(h2 >>> (3 + DECK_BITS)) & (DECK - 1)];
    if (known === NONE16) return;
    let filled = 0;
    for (let j = 0; j < PAST_SLOTS; j++) {
      if (past[base + j] === known) return;
      if (past[base + j] !== NONE16) filled = j + 1;
    }
    if (known !== c) past[base + ((h >>> 8) % filled)] = known;
  }
}
