// Limits and costs of the v1 interface (api-spec.md, "Limits"), and how its characters are counted.
// No zod here, so that `--help` and the request path can read them for nothing.
import { OPERATIONS } from "./operations.js";

/** Structured search page size: 1 to 100, 25 when not given. */
export const MIN_LIMIT = 1;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 25;

/** Conversation ceiling of agentic search: messages, and characters (Unicode code points) in all. */
export const MAX_MESSAGES = 50;
export const MAX_CONVERSATION_CHARS = 100_000;

/** Concurrent agentic searches per key; a third is refused with 429 and not queued. */
export const MAX_CONCURRENT_SEARCHES = 2;

/** What each operation costs, in credits (operations.ts). An agentic search reserves its cost and is reconciled after. */
export const COSTS = {
  agenticReserve: OPERATIONS.agenticSearch.reserve,
  page: OPERATIONS.structuredSearch.cost,
  translate: OPERATIONS.translateQuery.cost,
  credits: OPERATIONS.getCredits.cost,
} as const;

/** The reserve of one agentic search (kept under its old name: it is the figure every hint quotes). */
export const AGENTIC_RESERVE = COSTS.agenticReserve;

/**
 * Unicode code points, as the service counts characters. (Counting UTF-16 units instead would only trim
 * a conversation earlier, which is safe, but would refuse messages the service accepts.) Counting the
 * surrogate pairs avoids an iterator over a megabyte of text.
 */
export function codePointLength(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length - 1; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n--;
        i++;
      }
    }
  }
  return n;
}
