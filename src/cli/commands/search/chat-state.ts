// What the chat keeps between turns (the conversation, and each answered turn's response) and the small
// operations on it the loop and the slash commands share.
import type { AgenticSearchResponse, Message } from "../../../contract/schemas.js";
import type { SearchOptions } from "./options.js";

export interface Turn {
  /** Index in `history` of this turn's user message. */
  at: number;
  /** That message (kept here too: trimming may drop it from the history). */
  asked: string;
  response: AgenticSearchResponse;
}

/** What the loop keeps between turns; exported for tests of the slash commands. */
export interface ChatState {
  history: Message[];
  turns: Turn[];
  /** Every turn of this chat is kept in the history under this id. */
  session?: string;
  /**
   * After /reset, until the new conversation's first answer: the saved file keeps the old conversation
   * rather than being emptied by a reset the user may not follow with anything.
   */
  resetPending?: boolean;
}

/** Where the chat keeps the conversation: `--save FILE`, else the `--messages FILE` it resumed. */
export function saveTarget(opts: Pick<SearchOptions, "save" | "messages">): string | undefined {
  if (opts.save !== undefined) return opts.save;
  return opts.messages !== undefined && opts.messages !== "-" ? opts.messages : undefined;
}

/** Drops the last turn: the newest user message and everything after it. */
export function undoTurn(state: ChatState): boolean {
  let last = -1;
  for (let i = state.history.length - 1; i >= 0; i--)
    if (state.history[i]!.role === "user") {
      last = i;
      break;
    }
  if (last < 0) return false;
  state.history = state.history.slice(0, last);
  state.turns = state.turns.filter((t) => t.at < last);
  return true;
}

/** The assistant message kept for a result: its written answer, or a list of who it found. */
export function assistantContent(response: AgenticSearchResponse): string {
  if (response.answer.trim() !== "") return response.answer;
  const names = response.people.map((p) => p.name).filter(Boolean);
  return names.length ? `Shortlist: ${names.join(", ")}.` : "No one matched.";
}
