// The options of `people saved` and its subcommands.

export interface SavedAddOptions {
  /** Replace a saved search of the same name. */
  force?: boolean;
}

export interface SavedRunOptions {
  /** Exit 9 when the run delivered nobody. */
  failIfEmpty?: boolean;
}

export interface SavedListOptions {
  json?: boolean;
}
