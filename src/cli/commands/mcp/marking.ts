// The sandbox said everywhere a model looks, so that no one presents its people as real: under
// `people mcp --sandbox` the server's instructions open with it, every tool description ends with it, and
// every result carries `"synthetic": true` with a one-line note in its structured content and opens its
// text with the same note (a tool error too). The sandbox's own profiles say `synthetic: true` as well;
// this says it where a model reads first.
import type { CallToolResult } from "@modelcontextprotocol/server";
import * as z from "zod/mini";

export const SANDBOX_NOTE =
  "Sandbox data: every person, company and link here is synthetic, made up by the local sandbox; none is a real person, so never present them as real.";

export const SANDBOX_INSTRUCTIONS = `SANDBOX: this server runs against the built-in sandbox (people mcp --sandbox). ${SANDBOX_NOTE} Credits are play credits.`;

/** The fields every output schema has for the marking (absent outside the sandbox). */
export const MARKING = {
  synthetic: z.optional(
    z.boolean().check(z.describe("true under the sandbox: the people in this result are not real.")),
  ),
  synthetic_note: z.optional(z.string().check(z.describe("Says so in one line, under the sandbox."))),
};

/** A tool's description, marked under the sandbox. */
export function markDescription(description: string, sandboxed: boolean): string {
  return sandboxed ? `${description}\n${SANDBOX_NOTE}` : description;
}

/** `result` marked: the structured content's two fields and the note as the text's first line. */
export function markResult(result: CallToolResult): CallToolResult {
  const content = [...(result.content ?? [])];
  const first = content[0];
  if (first && first.type === "text") content[0] = { ...first, text: `${SANDBOX_NOTE}\n${first.text}` };
  else content.unshift({ type: "text", text: SANDBOX_NOTE });
  return {
    ...result,
    content,
    ...(result.structuredContent
      ? { structuredContent: { ...result.structuredContent, synthetic: true, synthetic_note: SANDBOX_NOTE } }
      : {}),
  };
}
