// Keeps a conversation within the service's ceiling (50 messages, 100,000 characters) by dropping the
// oldest whole turns. The first user message (the original brief) and the newest turn are always kept:
// without the brief a follow-up such as "only the ones in Berlin" means nothing, and without the newest
// turn there is nothing to answer. Pure, so every rule has a table-driven test.
import { codePointLength, MAX_CONVERSATION_CHARS, MAX_MESSAGES } from "../../../contract/limits.js";
import type { Message } from "../../../contract/schemas.js";
import { count, plural, thousands } from "../../../output/text.js";

interface HistoryLimits {
  maxMessages: number;
  /** In Unicode code points. */
  maxChars: number;
}

export const DEFAULT_LIMITS: HistoryLimits = { maxMessages: MAX_MESSAGES, maxChars: MAX_CONVERSATION_CHARS };

type TrimResult =
  | {
      ok: true;
      messages: Message[];
      /** Messages dropped (0 when the history was within the limits). */
      droppedMessages: number;
      /** Turns (or the brief's replies) dropped. */
      droppedTurns: number;
    }
  | { ok: false; reason: string };

const fmt = thousands;

/**
 * Drops the oldest whole turns until `messages` fits `limits`. A turn is a user message and the assistant
 * messages after it; the brief's own replies count as the oldest droppable part. Refuses (ok: false) when
 * the brief and the newest turn alone are over the limits, naming the message that is too long if one is.
 */
export function trimHistory(
  messages: readonly Message[],
  limits: HistoryLimits = DEFAULT_LIMITS,
): TrimResult {
  const sizes = messages.map((m) => codePointLength(m.content));
  const n = messages.length;
  const first = messages.findIndex((m) => m.role === "user");
  let lastStart = -1;
  for (let i = n - 1; i >= 0; i--)
    if (messages[i]!.role === "user") {
      lastStart = i;
      break;
    }
  // Without any user message there are no turns: keep only the newest message.
  if (lastStart < 0) lastStart = Math.max(0, n - 1);

  const kept = new Array<boolean>(n).fill(true);
  let count = n;
  let chars = sizes.reduce((a, b) => a + b, 0);
  const over = () => count > limits.maxMessages || chars > limits.maxChars;
  if (!over()) return { ok: true, messages: [...messages], droppedMessages: 0, droppedTurns: 0 };

  // Droppable units, oldest first: anything before the brief, the brief's replies, then each middle turn.
  const units: number[][] = [];
  const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a) }, (_, k) => a + k);
  if (first < 0) for (let i = 0; i < lastStart; i++) units.push([i]);
  if (first > 0) units.push(range(0, Math.min(first, lastStart)));
  const starts: number[] = [];
  for (let i = Math.max(first, 0); i < lastStart; i++) if (messages[i]!.role === "user") starts.push(i);
  for (let k = 0; k < starts.length; k++) {
    const s = starts[k]!;
    const e = k + 1 < starts.length ? starts[k + 1]! : lastStart;
    units.push(s === first ? range(s + 1, e) : range(s, e));
  }

  let droppedMessages = 0;
  let droppedTurns = 0;
  for (const unit of units) {
    if (!over()) break;
    if (unit.length === 0) continue;
    for (const i of unit) {
      kept[i] = false;
      count--;
      chars -= sizes[i]!;
    }
    droppedMessages += unit.length;
    droppedTurns++;
  }
  if (over()) {
    const tooLong = messages.findIndex((_, i) => kept[i] && sizes[i]! > limits.maxChars);
    if (tooLong >= 0)
      return {
        ok: false,
        reason: `message ${tooLong} (${messages[tooLong]!.role}) holds ${fmt(sizes[tooLong]!)} characters, over the limit of ${fmt(limits.maxChars)} for the whole conversation`,
      };
    return {
      ok: false,
      reason: `the original brief and the newest turn alone hold ${fmt(count)} ${plural(count, "message")} and ${fmt(chars)} ${plural(chars, "character")}, over the limit of ${fmt(limits.maxMessages)} messages and ${fmt(limits.maxChars)} characters`,
    };
  }
  return { ok: true, messages: messages.filter((_, i) => kept[i]), droppedMessages, droppedTurns };
}

/** One sentence telling the user what trimming did. */
export function describeTrim(droppedTurns: number, droppedMessages: number, limits = DEFAULT_LIMITS): string {
  return `the conversation is over the limit of ${fmt(limits.maxMessages)} messages and ${fmt(limits.maxChars)} characters: dropped the oldest ${plural(droppedTurns, "turn", count(droppedTurns, "turn"))} (${count(droppedMessages, "message")}); the original brief and the newest turn are kept`;
}
