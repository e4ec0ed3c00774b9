// The options of `people history`, `people history show` and `people history clear`.
import type { OutputFlags } from "../../flags/output.js";

export interface HistoryOptions {
  json?: boolean;
  /** At most N runs; 0 for all. */
  limit?: number;
  /** Text to look for in the queries and answers. */
  search?: string;
}

/** `history show ID` takes the output flags of the command that made the run. */
export type HistoryShowOptions = OutputFlags;

export interface HistoryClearOptions {
  /** Only runs from before this moment (a date, or a span back from now). */
  before?: string;
  yes?: boolean;
}

/** Runs listed when --limit does not say. */
export const DEFAULT_HISTORY_LIMIT = 20;
