// Bounds on what one request may ask of the sandbox. The sandbox serves every client from one thread, so a
// request that is allowed to be arbitrarily large or to name arbitrarily many terms stalls everybody else;
// these bounds keep the worst allowed request cheap. The spec sets none of them (only the conversation
// ceiling), so README's "where the sandbox differs" lists each one. Checks run on the parsed body before
// the schema, so a refusal names the field and the bound instead of timing out or echoing a huge value.
import { LIST_FIELDS, MAX_CONVERSATION_CHARS } from "../api/schemas.js";

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
  /** Characters of a translate `prompt`. */
  promptChars: 2000,
  /** Characters of an agentic `query`: the same ceiling as a conversation's. */
  queryChars: MAX_CONVERSATION_CHARS,
  /** Characters of a `cursor` (the sandbox's own are under 100). */
  cursorChars: 1000,
} as const;

/** Unicode code points, as the spec's 100,000-character ceiling counts them. */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n += 1;
  return n;
}

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
  const chars = codePoints(value);
  if (chars <= max) return undefined;
  return `${name} is ${count(chars)} characters long, over the sandbox's limit of ${count(max)}; shorten it.`;
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
