// Errors of the config store. Kept apart from store.ts so that the exit-code table can name them without
// loading conf.

/** Exit 2: the config file cannot be read or written; names the file and what is wrong with it. */
export class ConfigFileError extends Error {
  readonly hint: string | undefined;
  readonly path: string;
  constructor(path: string, problem: string, hint?: string) {
    super(`the config file ${path} ${problem}`);
    this.name = "ConfigFileError";
    this.path = path;
    this.hint = hint;
  }
}
