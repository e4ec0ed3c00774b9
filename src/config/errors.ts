// Errors of the config store. Kept apart from store.ts so that the exit-code table can name them without
// loading conf.

/**
 * Exit 2: the config file (or the directory that holds it) cannot be read or written; names the file or
 * the directory and what is wrong with it.
 */
export class ConfigFileError extends Error {
  readonly hint: string | undefined;
  readonly path: string;
  constructor(path: string, problem: string, hint?: string, kind: "file" | "directory" = "file") {
    super(`the config ${kind} ${path} ${problem}`);
    this.name = "ConfigFileError";
    this.path = path;
    this.hint = hint;
  }
}

/** Exit 2: a setting was given a value it cannot take (a variable that should hold a number, say). */
export class SettingError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "SettingError";
    this.hint = hint;
  }
}
