// The options of `people search`, and what to search for; shared by run.ts and the chat.
import type { Message } from "../../../contract/schemas.js";
import type { OutputFlags } from "../../flags/output.js";
import type { GateFlags } from "../../flags/people.js";

export interface SearchOptions extends OutputFlags, GateFlags {
  /** `--messages FILE|-`. */
  messages?: string;
  chat?: boolean;
  /** `--save FILE`: keep the conversation there after each turn. */
  save?: string;
  /** false with --no-stream. */
  stream?: boolean;
  /** false with --no-rerank. */
  rerank?: boolean;
  events?: boolean;
  wait?: boolean;
  dryRun?: boolean;
  /** Show the last search again, from the history, without a request. */
  last?: boolean;
}

/** What to search for: a sentence, or a conversation (possibly empty when a chat starts fresh). */
export interface SearchInput {
  query?: string;
  messages?: Message[];
}
