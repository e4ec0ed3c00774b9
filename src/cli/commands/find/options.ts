// The options of `people find`, and the plan runFind settles from them before any page is fetched.
import type { StructuredQuery } from "../../../contract/schemas.js";
import type { OutputFormat } from "../../../output/format.js";
import type { FilterFlags } from "../../flags/filters.js";
import type { OutputFlags } from "../../flags/output.js";

export interface FindOptions extends OutputFlags, FilterFlags {
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
}
