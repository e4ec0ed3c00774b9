// The options of `people mcp`.

export interface McpOptions {
  /** The most the whole server session may spend, in credits. */
  maxCredits?: number;
  /** The one directory export_people may write in; without it the tool is not offered. */
  exportDir?: string;
  /** Longest silence between progress notifications of a long call, in seconds (hidden; tests shorten it). */
  heartbeat?: number;
}
