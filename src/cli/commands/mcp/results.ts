// What a tool call answers: structured content (checked against the tool's output schema) with readable
// text beside it, or a tool error (isError) in the words the CLI prints: the one-sentence message and the
// hint from the exit-code table (exit-codes.ts), so that a refusal, a 402 or a 429 reads the same here as
// on a terminal. A tool error is an answer, never a crash of the server.
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { Credits } from "../../../contract/schemas.js";
import { redactDeep, redactSecrets } from "../../../contract/text.js";
import { count, thousands } from "../../../output/text.js";
import { reportFor } from "../../exit-codes.js";
import type { SessionStatus } from "./money.js";

/** A successful result: `structured` for programs, `text` for a model that reads only text. */
export function toolResult(structured: Record<string, unknown>, text: string): CallToolResult {
  // What a tool returns goes into an assistant's transcript: no secret of the run in it whole.
  return {
    content: [{ type: "text", text: redactSecrets(text) }],
    structuredContent: redactDeep(structured),
  };
}

/** A tool error for `err`: what went wrong in one sentence, then what to do. `note` adds a line. */
export function toolError(err: unknown, note?: string): CallToolResult {
  const { message, hint } = reportFor(err);
  const lines = [sentence(message || (err instanceof Error ? err.message : String(err)))];
  if (hint) lines.push(`Hint: ${hint}`);
  if (note) lines.push(note);
  return { isError: true, content: [{ type: "text", text: redactSecrets(lines.join("\n")) }] };
}

/** A tool error for input the tool refuses before anything is sent; `message` is a sentence as it is. */
export function inputError(message: string, hint?: string): CallToolResult {
  const text = /[.!?]$/.test(message) ? message : `${message}.`;
  return {
    isError: true,
    content: [{ type: "text", text: [text, ...(hint ? [`Hint: ${hint}`] : [])].join("\n") }],
  };
}

/** A message as a sentence: a capital (unless it opens with a name: search_people, minYearsExperience) and a stop. */
function sentence(text: string): string {
  const t = text.trim();
  const first = /^[a-z]+(?=[\s,:;]|$)/.test(t) ? t.charAt(0).toUpperCase() + t.slice(1) : t;
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** Credits as the output schemas give them: null where the service did not say. */
export function creditsOut(credits: Partial<Credits> | undefined): {
  charged: number | null;
  balance: number | null;
} {
  const known = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : null);
  return { charged: known(credits?.charged), balance: known(credits?.balance) };
}

/** "1 credit charged · balance 998 · this session: 11 of 50 credits spent" */
export function moneyLine(
  credits: { charged: number | null; balance: number | null },
  session: SessionStatus,
): string {
  const charged =
    credits.charged === null
      ? "charge not reported by the service"
      : `${count(credits.charged, "credit")} charged`;
  const balance = credits.balance === null ? "" : ` · balance ${thousands(credits.balance)}`;
  const spent =
    session.limit === null
      ? `this session: ${count(session.spent, "credit")} spent`
      : `this session: ${thousands(session.spent)} of ${count(session.limit, "credit")} spent (--max-credits)`;
  return `${charged}${balance} · ${spent}`;
}
