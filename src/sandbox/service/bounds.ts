// Bounds on what one request may ask of the sandbox. The sandbox serves every client from one thread, so a
// request that is allowed to be arbitrarily large or to name arbitrarily many terms stalls everybody else;
// these bounds keep the worst allowed request cheap. The spec sets none of them (only the conversation
// ceiling), so README's "where the sandbox differs" lists each one. Checks run on the parsed body before
// the schema, so a refusal names the field and the bound instead of timing out or echoing a huge value.
import { LIST_FIELDS } from "../../contract/filters.js";
import { codePointLength } from "../../contract/limits.js";

export const BOUNDS = {
  /** Request body, in bytes. */
  bodyBytes: 1024 * 1024,
  /** Nesting of objects and arrays in a body; the deepest valid request is 3 levels. */
  depth: 32,
  /** Values in one list field of a filter set. */
  listItems: 100,
  /** Characters in one value of a list field. */
  itemChars: 200,
  /** Characters of `keywords`. */
  keywordsChars: 1000,
  /** Words of `keywords`: each is matched against every candidate's headline. */
  keywordWords: 32,
  /** Values of every list field plus the words of `keywords`, in one filter set. */
  terms: 300,
  /**
   * Characters of a translate `prompt` or an agentic `query`: one sentence each, read by the sandbox's
   * language reader, whose time grows faster than the length of what it reads. (A conversation's
   * `messages` keep the spec's own ceiling.)
   */
  sentenceChars: 2000,
  /**
   * Characters of one word (a run without whitespace) in a prompt or query: reading a sentence costs more
   * than linear time in the length of its longest word.
   */
  wordChars: 100,
  /**
   * Characters of a conversation the language reader reads in all: each user message is read as far as its
   * share of this (and at most `sentenceChars`), so 50 long messages cost what ten prompts would.
   */
  conversationReadChars: 20_000,
  /** Characters of a `cursor` (the sandbox's own are under 100). */
  cursorChars: 1000,
} as const;

/**
 * The part of one message the language reader reads: its first `max` characters (cut at a space),
 * with words over `wordChars` and emoji left out and each run of spaces read as one. A conversation may hold 100,000
 * characters (the spec's ceiling), but a person states what they want in its first sentences; reading more
 * would let one request stall every other client. A prompt or query within the bounds reads unchanged but
 * for its spacing. Linear in the length of `text`.
 */
export function readablePart(text: string, max: number = BOUNDS.sentenceChars): string {
  let part = text;
  if (part.length > max) {
    part = part.slice(0, max + 1);
    const cut = part.search(/\s\S*$/);
    part = cut > 0 ? part.slice(0, cut) : part.slice(0, max);
  }
  return part
    .replace(LONG_WORD, " ")
    .replace(ASTRAL, " ")
    .replace(/\s+/g, (run) => (run.length === 1 ? run : /[\r\n]/.test(run) ? "\n" : " "));
}
/** Characters beyond the Basic Multilingual Plane (emoji, mostly): no word the reader knows holds one. */
const ASTRAL = /[\u{10000}-\u{10FFFF}]+/gu;
const LONG_WORD = new RegExp(`\\S{${BOUNDS.wordChars + 1},}`, "gu");

/**
 * How deeply objects and arrays nest in JSON text, read without parsing it (brackets inside strings do not
 * count). Linear and allocation-free, so it can guard JSON.parse and everything recursive after it.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > max) max = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return max;
}

const count = (n: number) => n.toLocaleString("en-US");

/** A string field over `max` characters: the sentence saying so, or undefined. */
export function textProblem(value: unknown, name: string, max: number): string | undefined {
  if (typeof value !== "string" || value.length <= max) return undefined;
  const chars = codePointLength(value);
  if (chars <= max) return undefined;
  return `${name} is ${count(chars)} characters long, over the sandbox's limit of ${count(max)}; shorten it.`;
}

/** A sentence holding a word over the bound: the sentence saying so, or undefined. */
export function wordProblem(value: unknown, name: string): string | undefined {
  if (typeof value !== "string" || value.length <= BOUNDS.wordChars) return undefined;
  let longest = 0;
  for (const word of value.split(/\s+/)) {
    if (word.length > BOUNDS.wordChars) longest = Math.max(longest, codePointLength(word));
  }
  if (longest <= BOUNDS.wordChars) return undefined;
  return `${name} holds a word of ${count(longest)} characters, over the sandbox's limit of ${BOUNDS.wordChars}; put spaces between words.`;
}

function wordsIn(text: string): number {
  let n = 0;
  for (const w of text.split(/\s+/)) if (w !== "") n++;
  return n;
}

/**
 * A filter set (as sent, not yet validated) that asks for more work than the bounds allow: the sentence
 * naming the field and the bound, or undefined. Anything that is not the right type is left to the schema.
 */
export function filterSetProblem(q: unknown, name: string): string | undefined {
  if (!q || typeof q !== "object" || Array.isArray(q)) return undefined;
  const set = q as Record<string, unknown>;
  let terms = 0;
  for (const field of LIST_FIELDS) {
    const list = set[field];
    if (!Array.isArray(list)) continue;
    if (list.length > BOUNDS.listItems) {
      return `${name}.${field} holds ${count(list.length)} values, over the sandbox's limit of ${BOUNDS.listItems}; send fewer values or split the search.`;
    }
    for (let i = 0; i < list.length; i++) {
      const problem = textProblem(list[i], `${name}.${field}.${i}`, BOUNDS.itemChars);
      if (problem) return problem;
    }
    terms += list.length;
  }
  const keywords = set.keywords;
  if (typeof keywords === "string") {
    const problem = textProblem(keywords, `${name}.keywords`, BOUNDS.keywordsChars);
    if (problem) return problem;
    const words = wordsIn(keywords);
    if (words > BOUNDS.keywordWords) {
      return `${name}.keywords holds ${count(words)} words, over the sandbox's limit of ${BOUNDS.keywordWords}; keep the distinctive ones.`;
    }
    terms += words;
  }
  if (terms > BOUNDS.terms) {
    return `${name} names ${count(terms)} values and keywords in all, over the sandbox's limit of ${BOUNDS.terms}; narrow the filter set or split the search.`;
  }
  return undefined;
}
