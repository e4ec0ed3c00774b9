// The options of `people credits`.

export interface CreditsOptions {
  json?: boolean;
  /** `table` or `json`; the other output formats describe lists of people, which a balance is not. */
  format?: "table" | "json";
}
