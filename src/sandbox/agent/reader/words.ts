// The reader's tools: whole-word patterns, the sentence being read (each pass blanks the words it used),
// counts in words, adding values to a filter set, splitting lists, and title casing.
import type { HeadcountRange, LIST_FIELDS } from "../../../contract/filters.js";
import type { StructuredQuery } from "../../../contract/schemas.js";
import { foldAccents } from "../../world/tables.js";

export type ListField = (typeof LIST_FIELDS)[number];
export type Field = keyof StructuredQuery;

/** Letters and digits that make a word continue (so "go" is not found inside "good"). */
export const WORD = "[\\p{L}\\p{N}+#]";

const compiled = new Map<string, Map<string, RegExp>>();

/** `pattern` as whole words; compiled once, since the same few hundred patterns are read per sentence. */
export function words(pattern: string, flags = "giu"): RegExp {
  let byPattern = compiled.get(flags);
  if (!byPattern) {
    byPattern = new Map();
    compiled.set(flags, byPattern);
  }
  let re = byPattern.get(pattern);
  if (!re) {
    re = new RegExp(`(?<!${WORD})(?:${pattern})(?!${WORD})`, flags);
    byPattern.set(pattern, re);
  }
  return re;
}

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The sentence being read: an original-case copy and a lower-case copy kept the same length. */
export class Sentence {
  orig: string;
  lower: string;
  /** The lower-case copy without accents ("münchen" → "munchen"), the same length; places are read here. */
  folded: string;
  /** Where the gazetteer and skill table read a value, and into which field: its list neighbours share it. */
  marks: { field: ListField; start: number; end: number }[] = [];

  constructor(text: string) {
    const cleaned = text
      .normalize("NFC")
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, "-")
      // "I'm after vets", "we're hiring": the pronoun's verb spelt out, so its letters are not read as a word.
      .replace(/\b(i|we|you|they|he|she)'(m|re|ve|d|ll)\b/gi, (_, who: string, verb: string) => {
        const full: Record<string, string> = { m: "am", re: "are", ve: "have", d: "would", ll: "will" };
        return `${who} ${full[verb.toLowerCase()]}`;
      });
    const lower = cleaned.toLowerCase();
    // A few characters change length when lower-cased; then case-sensitive reading is given up.
    this.orig = lower.length === cleaned.length ? cleaned : lower;
    this.lower = lower;
    const folded = foldAccents(lower);
    // Where folding changes the length (a letter that is two without its accent), places are read as written.
    this.folded = folded.length === lower.length ? folded : lower;
  }

  private blank(start: number, end: number): void {
    this.blankAll([[start, end]]);
  }

  /** Blanks spans given in order and not overlapping, copying the text once rather than once a span. */
  private blankAll(spans: [number, number][]): void {
    if (spans.length === 0) return;
    const orig: string[] = [];
    const lower: string[] = [];
    const folded: string[] = [];
    const same = this.folded === this.lower;
    let from = 0;
    for (const [start, end] of spans) {
      const pad = " ".repeat(end - start);
      orig.push(this.orig.slice(from, start), pad);
      lower.push(this.lower.slice(from, start), pad);
      if (!same) folded.push(this.folded.slice(from, start), pad);
      from = end;
    }
    orig.push(this.orig.slice(from));
    lower.push(this.lower.slice(from));
    this.orig = orig.join("");
    this.lower = lower.join("");
    if (same) this.folded = this.lower;
    else {
      folded.push(this.folded.slice(from));
      this.folded = folded.join("");
    }
  }

  /**
   * Every match of `re` (case-insensitive unless `caseSensitive`; without accents when `unaccented`), each
   * blanked once read.
   */
  take(re: RegExp, caseSensitive = false, unaccented = false): RegExpExecArray[] {
    const src = caseSensitive ? this.orig : unaccented ? this.folded : this.lower;
    const found = [...src.matchAll(re.flags.includes("g") ? re : new RegExp(re.source, `${re.flags}g`))];
    this.blankAll(found.map((m) => [m.index, m.index + m[0].length]));
    return found;
  }

  has(re: RegExp): boolean {
    re.lastIndex = 0;
    const hit = re.test(this.lower);
    re.lastIndex = 0;
    return hit;
  }

  /** Original-case text of a span of the lower-case copy. */
  original(start: number, end: number): string {
    return this.orig.slice(start, end);
  }

  blankSpan(start: number, end: number): void {
    this.blank(start, end);
  }
}

/** Counts written as words, shared with the planner's reading of "find five ...". */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // "twenty-five", "forty two": the tens with a unit after them.
  ...Object.fromEntries(
    (["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const).flatMap(
      (ten, t) =>
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"].flatMap((unit, u) => [
          [`${ten}-${unit}`, 20 + 10 * t + u + 1],
          [`${ten} ${unit}`, 20 + 10 * t + u + 1],
        ]),
    ),
  ),
};

const UPPER_WORDS = new Set([
  "hr",
  "ux",
  "ui",
  "it",
  "qa",
  "seo",
  "ml",
  "ai",
  "vp",
  "gp",
  "crm",
  "b2b",
  "sdr",
]);

/** Words the sentence being read writes in capitals ("ICU", "HVAC"): a title keeps them so. */
export let writtenUpper = new Set<string>();
/** Sets the words the sentence being read writes in capitals; the reader's passes only read them. */
export function setWrittenUpper(upper: Set<string>): void {
  writtenUpper = upper;
}

/** "employment lawyer" → "Employment Lawyer", keeping initialisms upper-case. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      UPPER_WORDS.has(w) || writtenUpper.has(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1),
    )
    .join(" ");
}

/** A role noun in the singular: "attorneys" → "attorney", "coaches" → "coach", "secretaries" → "secretary". */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/wives$/.test(word)) return `${word.slice(0, -3)}fe`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

export interface Reading {
  found: StructuredQuery;
  /** Fields the sentence asks to drop. */
  cleared: Set<Field>;
  /** Employers the sentence rules out: the filter set cannot say so, so only agentic search applies them. */
  excludedCompanies: string[];
  /** Values the sentence asks to drop from a list field of the current filter set. */
  dropped: Partial<Record<ListField, string[]>>;
  /** Headcount bands the sentence rules out ("not at big companies"). */
  excludedBands: HeadcountRange[];
  additive: boolean;
}

export function add(q: StructuredQuery, field: ListField, values: readonly string[]): void {
  if (values.length === 0) return;
  const list = (q[field] as string[] | undefined) ?? [];
  for (const v of values) if (!list.some((x) => x.toLowerCase() === v.toLowerCase())) list.push(v);
  (q as Record<string, unknown>)[field] = list;
}

/** The parts of a span of the sentence, split at commas, "and", "or" and slashes, in both cases. */
export function splitPieces(s: Sentence, start: number, end: number): { lower: string; orig: string }[] {
  const out: { lower: string; orig: string }[] = [];
  const lower = s.lower.slice(start, end);
  const orig = s.original(start, end);
  const sep = /\s*(?:,|\bor\b|\band\b|\/)\s*/g;
  let from = 0;
  for (const m of lower.matchAll(sep)) {
    out.push({ lower: lower.slice(from, m.index).trim(), orig: orig.slice(from, m.index).trim() });
    from = m.index + m[0].length;
  }
  out.push({ lower: lower.slice(from).trim(), orig: orig.slice(from).trim() });
  return out.filter((p) => p.lower !== "");
}
