// The stored settings (the rows of settings.ts that the file keeps: today the base URL and the API key), in
// a conf store under PEOPLE_CONFIG_DIR or the OS config dir. The file holds a secret, so its directory is
// created 0700 and the file 0600, whatever the umask. A file that cannot be read (not JSON, empty, a
// directory, no permission, a setting of the wrong type) is reported naming the file and the problem;
// `login` and `logout` may replace it when the user says so (`replace`).
import { chmodSync, existsSync, mkdirSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { dirname, join } from "node:path";
import Conf from "conf";
import { jsonSyntaxProblem } from "../contract/json-syntax.js";
import { ConfigFileError } from "./errors.js";
import { type StoredSettings, settingRows } from "./settings.js";

export interface ConfigStore {
  /** Throws ConfigFileError when the file is damaged. */
  read(): StoredSettings;
  /** `replace`: a damaged file is replaced rather than refused. */
  write(values: StoredSettings, options?: { replace?: boolean }): Promise<void>;
  /** Forgets the secrets (the key), keeping what is not secret (the base URL). `replace` as for write. */
  forgetKey(options?: { replace?: boolean }): Promise<boolean>;
  /** What is wrong with the file, when it cannot be used; undefined when it is fine or absent. */
  damage(): string | undefined;
  readonly path: string;
}

const REPAIR_HINT = "Fix or remove it, or run `people login` (which can replace it).";

/** Creates `dir` (and its parents) readable by the owner only, whatever the umask; an existing one is left alone. */
export function ensurePrivateDir(dir: string): void {
  const created = mkdirSync(dir, { recursive: true, mode: 0o700 });
  // mkdir's mode is filtered through the umask; say it again for the directory that holds the key.
  if (created !== undefined) chmodSync(dir, 0o700);
}

/**
 * Makes the directory conf keeps its file in private. conf creates it while opening, with the umask's mode
 * (it offers no option for the directory's mode), so it is tightened as soon as conf has opened it.
 */
function makePrivate(dir: string): void {
  try {
    if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
  } catch {
    // Not there: conf could not create it, and the open error says why.
  }
}

/** The problem with an unreadable file, in words that follow "the config file PATH". */
function describeFsError(err: NodeJS.ErrnoException, writing: boolean): string {
  switch (err.code) {
    case "EISDIR":
      return "is a directory, not a file";
    case "EACCES":
    case "EPERM":
      return writing
        ? "cannot be written: permission denied (on the file or its directory)"
        : "cannot be read: permission denied";
    case "EROFS":
      return "cannot be written: the file system is read-only";
    case "ENOSPC":
      return "cannot be written: the disk is full";
    case "ENOTDIR":
      return "cannot be reached: a part of its path is a file, not a directory";
    default:
      return `cannot be ${writing ? "written" : "read"} (${err.code ?? err.message})`;
  }
}

/** The nearest directory above `dir` that exists: where creating `dir` was refused. */
function existingParent(dir: string): string {
  let at = dirname(dir);
  while (at !== dirname(at) && !existsSync(at)) at = dirname(at);
  return at;
}

/**
 * The config directory could not be created (or entered), as a ConfigFileError naming the directory, with
 * a hint that can help: another PEOPLE_CONFIG_DIR, or the directory made by hand. (No --force: there is no
 * file to replace.)
 */
function directoryError(dir: string, err: NodeJS.ErrnoException): ConfigFileError {
  const exists = existsSync(dir);
  let problem: string;
  switch (err.code) {
    case "EACCES":
    case "EPERM":
      problem = exists
        ? "cannot be entered: permission denied"
        : `cannot be created: permission denied in ${existingParent(dir)}`;
      break;
    case "ENOTDIR":
      problem = "cannot be created: a part of its path is a file, not a directory";
      break;
    case "EROFS":
      problem = "cannot be created: the file system is read-only";
      break;
    case "ENOSPC":
      problem = "cannot be created: the disk is full";
      break;
    default:
      problem = `cannot be ${exists ? "used" : "created"} (${err.code ?? err.message})`;
  }
  return new ConfigFileError(
    dir,
    problem,
    exists
      ? `Give it back to yourself (chmod 700 ${dir}), or set PEOPLE_CONFIG_DIR to a directory you can write to.`
      : `Set PEOPLE_CONFIG_DIR to a directory you can write to, or create this one yourself (mkdir -m 700 ${dir}).`,
    "directory",
  );
}

/** The settings the file keeps, and which of them are secrets. */
const STORED = settingRows().filter(([, r]) => r.stored);
const SECRETS = STORED.filter(([, r]) => r.secret).map(([name]) => name);

/**
 * The file's text as stored settings, or what is wrong with it (in words that follow "the config file
 * PATH"). Keys the table does not know are left alone: a newer version may have written them.
 */
export function parseStoredText(text: string): { value: StoredSettings; problem?: string } {
  if (text.trim() === "") return { value: {}, problem: "is empty" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // Where, never what: the file holds a key, and may hold anything (a terminal escape sequence…).
    return {
      value: {},
      problem: `is not valid JSON (${jsonSyntaxProblem(text) ?? "it cannot be read as JSON"})`,
    };
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { value: {}, problem: "does not hold a JSON object" };
  const v = value as Record<string, unknown>;
  for (const [name, r] of STORED)
    if (v[name] !== undefined && typeof v[name] !== r.type)
      return { value: {}, problem: `holds "${name}" (the ${r.key} setting), which is not a ${r.type}` };
  return { value: v as StoredSettings };
}

export function openConfigStore(dir: string | undefined): ConfigStore {
  return new ConfFileStore(dir);
}

class ConfFileStore implements ConfigStore {
  readonly #dir: string | undefined;
  #conf: Conf<StoredSettings> | undefined;
  #openError: NodeJS.ErrnoException | undefined;
  /** The directory the file goes in could not be created or entered: no file to read, replace or write. */
  #dirError: ConfigFileError | undefined;
  /** Set each time conf reads the file. */
  #parseProblem: string | undefined;
  #path = "";

  constructor(dir: string | undefined) {
    this.#dir = dir;
    this.#open();
    if (!this.#path) this.#path = dir ? `${dir}/config.json` : "config.json";
  }

  get path(): string {
    return this.#path;
  }

  damage(): string | undefined {
    // A directory that cannot be made is not a damaged file: nothing there to replace.
    if (this.#dirError) return undefined;
    if (this.#openError) return describeFsError(this.#openError, false);
    if (!this.#conf) return "cannot be opened";
    try {
      // Reading again notices a file changed or repaired since it was opened.
      void this.#conf.store;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (!e.code) throw err;
      return describeFsError(e, false);
    }
    return this.#parseProblem;
  }

  read(): StoredSettings {
    if (this.#dirError) throw this.#dirError;
    const problem = this.damage();
    const conf = this.#conf;
    if (problem || !conf) throw new ConfigFileError(this.#path, problem ?? "cannot be opened", REPAIR_HINT);
    const out: Record<string, unknown> = {};
    for (const [name] of STORED) if (conf.get(name) !== undefined) out[name] = conf.get(name);
    return out as StoredSettings;
  }

  write(values: StoredSettings, o: { replace?: boolean } = {}): Promise<void> {
    return this.#guarded(async () => {
      const c = this.#usable(o.replace);
      for (const [k, v] of Object.entries(values) as [keyof StoredSettings, string | undefined][]) {
        if (v === undefined) c.delete(k);
        else c.set(k, v);
      }
      // conf applies the mode when it creates the file; an older file may predate that.
      await chmod(c.path, 0o600);
    });
  }

  forgetKey(o: { replace?: boolean } = {}): Promise<boolean> {
    return this.#guarded(async () => {
      const wasDamaged = this.damage() !== undefined;
      const c = this.#usable(o.replace);
      if (wasDamaged) {
        c.store = {};
        await chmod(c.path, 0o600);
        return true;
      }
      const had = SECRETS.filter((name) => c.has(name));
      for (const name of had) c.delete(name);
      return had.length > 0;
    });
  }

  #open(): Conf<StoredSettings> | undefined {
    this.#dirError = undefined;
    try {
      if (this.#dir) ensurePrivateDir(this.#dir);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (!e.code) throw err;
      this.#dirError = directoryError(this.#dir as string, e);
      this.#conf = undefined;
      return undefined;
    }
    try {
      this.#conf = new Conf<StoredSettings>({
        projectName: "people",
        projectSuffix: "",
        ...(this.#dir ? { cwd: this.#dir } : {}),
        configName: "config",
        configFileMode: 0o600,
        deserialize: (text: string): StoredSettings => {
          const { value, problem } = parseStoredText(text);
          this.#parseProblem = problem;
          return value;
        },
      });
      this.#path = this.#conf.path;
      makePrivate(dirname(this.#path));
      this.#openError = undefined;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (!e.code) throw err;
      this.#conf = undefined;
      // conf makes the OS config dir itself (when PEOPLE_CONFIG_DIR is not set).
      if (e.syscall === "mkdir" && e.path) {
        this.#dirError = directoryError(e.path, e);
        this.#path = join(e.path, "config.json");
        return undefined;
      }
      this.#openError = e;
      if (e.path) this.#path = e.path;
    }
    return this.#conf;
  }

  /** The conf store to write through; a damaged file is refused, or with `replace` replaced by an empty one. */
  #usable(replace: boolean | undefined): Conf<StoredSettings> {
    if (this.#dirError) throw this.#dirError;
    const problem = this.damage();
    if (!problem && this.#conf) return this.#conf;
    if (!problem || !replace)
      throw new ConfigFileError(this.#path, problem ?? "cannot be opened", REPAIR_HINT);
    try {
      if (this.#openError?.code === "EISDIR") rmdirSync(this.#path);
      else unlinkSync(this.#path);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code !== "ENOENT")
        throw new ConfigFileError(
          this.#path,
          `${problem}, and it cannot be replaced (${e.code === "ENOTEMPTY" ? "the directory is not empty" : (e.code ?? e.message)})`,
          "Remove it yourself, then run the command again.",
        );
    }
    this.#parseProblem = undefined;
    const fresh = this.#open();
    if (!fresh || this.damage())
      throw new ConfigFileError(this.#path, this.damage() ?? "cannot be opened", REPAIR_HINT);
    return fresh;
  }

  /** A file-system error while writing, as a ConfigFileError naming the file. */
  async #guarded<T>(fn: () => T | Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (err instanceof ConfigFileError || !e.code) throw err;
      throw new ConfigFileError(
        this.#path,
        describeFsError(e, true),
        "Check the permissions of the file and its directory.",
      );
    }
  }
}
