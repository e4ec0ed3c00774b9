// The options of `people usage`.

export interface UsageOptions {
  /** The window's start: a span back from now (7d) or a date (2026-11-01). */
  since?: string;
  json?: boolean;
}

/** The window when --since does not say. */
export const DEFAULT_SINCE = "30d";
