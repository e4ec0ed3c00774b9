// The options of `people find`, and the plan runFind settles from them before any page is fetched.
import type { StructuredQuery } from "../../../contract/schemas.js";
import type { OutputFormat } from "../../../output/format.js";
import type { FilterFlags } from "../../flags/filters.js";
import type { OutputFlags } from "../../flags/output.js";
import type { GateFlags } from "../../flags/people.js";
import type { PeopleGate } from "../../people-gate.js";

export interface FindOptions extends OutputFlags, FilterFlags, GateFlags {
  query?: string;
  prompt?: string;
  /** Unset: 25 for one page, 100 for a walk (or --max-results when fewer). */
  limit?: number;
  cursor?: string;
  all?: boolean;
  maxResults?: number;
  maxCredits?: number;
  resume?: boolean;
  force?: boolean;
  yes?: boolean;
  dryRun?: boolean;
  /**
   * A filter set given as it is, in place of --query FILE (export_people passes the one its arguments
   * name); flags merge over it as over a file.
   */
  filters?: StructuredQuery;
  /** Told where a walk stands whenever it ends, finished or stopped (export_people reports it). */
  onWalkEnd?: (end: WalkEnd) => void;
}

/** Where a walk stood when it ended. */
export interface WalkEnd {
  /** Whether it went to the end (or to --max-results); else it stopped and can be resumed. */
  finished: boolean;
  /** People written, in the whole export (a resumed one counts what was there). */
  written: number;
  pages: number;
  /** The people it will hold when finished (the total, bounded by --max-results), once known. */
  expected: number | null;
  /** Credits spent in this run. */
  credits: number;
  /** The balance after the last page, when one arrived. */
  balance: number | null;
}

export interface FindPlan {
  query: StructuredQuery;
  /** What the --prompt translation gave, before flags were merged over it. */
  translated?: StructuredQuery;
  /** The --prompt sentence, for the history. */
  prompt?: string;
  /** Credits this run already spent before the first page (the --prompt translation): --max-credits counts them. */
  spent?: number;
  limit: number;
  cursor: string | null;
  walk: boolean;
  format: OutputFormat;
  fields: string[] | undefined;
  output: string | undefined;
  /** What leaves people out (--new-only, --exclude) and records who was delivered. */
  gate?: PeopleGate;
}
