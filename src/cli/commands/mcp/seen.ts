// new_only over MCP: the same gate as `--new-only` (people-gate.ts), opened before anything is paid for,
// in the tools' words (new_only, not the CLI's flag). With history off nobody is remembered, so new_only
// is refused rather than deliver everyone.
import type { Factory } from "../../factory.js";
import type { PeopleGate } from "../../people-gate.js";
import { inputError } from "./results.js";

/** The gate of a new_only call, or the tool error that refuses it (history off). */
export async function openNewOnly(
  f: Factory,
): Promise<{ gate: PeopleGate; refused?: undefined } | { refused: ReturnType<typeof inputError> }> {
  const { NO_HISTORY_REFUSAL, PeopleGate } = await import("../../people-gate.js");
  try {
    return { gate: await PeopleGate.open(f, { newOnly: true }, { index: false }) };
  } catch (err) {
    if (err !== NO_HISTORY_REFUSAL) throw err;
    return {
      refused: inputError(
        "new_only needs the record of people already seen, and history is off on this machine (PEOPLE_NO_HISTORY=1 or `people config set history off`), so nobody is remembered",
        "Call again without new_only, or turn history on (unset PEOPLE_NO_HISTORY, or `people config set history on`) and restart the server.",
      ),
    };
  }
}

/** "Left out 5 people seen before (new_only)." */
export function newOnlyNote(gate: PeopleGate): string {
  return (gate.note() ?? "").replace("(--new-only)", "(new_only)");
}
