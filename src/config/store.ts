// The stored settings (the rows of settings.ts that the file keeps: the base URL and key `login` stores,
// and what `people config set` stores), written through a conf store under PEOPLE_CONFIG_DIR or the OS
// config dir; commands read them without conf (stored.ts). The file holds a secret, so its directory is
// created 0700 and the file 0600, whatever the umask. A file that cannot be read (not JSON, empty, a
// directory, no permission, a setting of the wrong type) is reported naming the file and the problem;
// `login` and `logout` may replace it when the user says so (`replace`).
import { chmodSync, mkdirSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { dirname, join } from "node:path";
import Conf from "conf";
import { ConfigFileError } from "./errors.js";
import { DEFAULT_PROFILE } from "./profiles.js";
import { type KeyPlace, type StoredFile, type StoredSettings, settingRows } from "./settings.js";
import { describeFsError, directoryError, parseStoredText, REPAIR_HINT } from "./stored.js";

/** `replace`: a damaged file is replaced rather than refused. `profile`: whose row set (default: the top level). */
export interface WriteOptions {
  replace?: boolean;
  profile?: string;
}

export interface ConfigStore {
  /** Throws ConfigFileError when the file is damaged. */
  read(): StoredFile;
  /** Sets (or, with undefined, removes) values of the stored default or of a profile. */
  write(values: StoredSettings & KeyPlace, options?: WriteOptions): Promise<void>;
  /** Forgets a profile's secrets (the key in the file, and that one is in the keyring), keeping the rest. */
  forgetKey(options?: WriteOptions): Promise<boolean>;
  /** What is wrong with the file, when it cannot be used; undefined when it is fine or absent. */
  damage(): string | undefined;
  readonly path: string;
}

/** Creates `dir` (and its parents) readable by the owner only, whatever the umask; an existing one is left alone. */
function ensurePrivateDir(dir: string): void {
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

/** The settings the file keeps, and which of them are secrets (with where the keyring holds one). */
const STORED = settingRows().filter(([, r]) => r.stored);
const SECRETS = [...STORED.filter(([, r]) => r.secret).map(([name]) => name), "keyring"];

/** Where a profile's row set is in the file: the top level for the default one (dot notation, as conf reads). */
function prefix(profile: string | undefined): string {
  return profile && profile !== DEFAULT_PROFILE ? `profiles.${profile}.` : "";
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

  read(): StoredFile {
    if (this.#dirError) throw this.#dirError;
    const problem = this.damage();
    const conf = this.#conf;
    if (problem || !conf) throw new ConfigFileError(this.#path, problem ?? "cannot be opened", REPAIR_HINT);
    const all = conf.store as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const name of [...STORED.map(([n]) => n), "keyring", "profiles"])
      if (all[name] !== undefined) out[name] = structuredClone(all[name]);
    return out as StoredFile;
  }

  write(values: StoredSettings & KeyPlace, o: WriteOptions = {}): Promise<void> {
    return this.#guarded(async () => {
      const c = this.#usable(o.replace) as unknown as Conf<Record<string, unknown>>;
      const at = prefix(o.profile);
      for (const [k, v] of Object.entries(values)) {
        if (v === undefined) c.delete(`${at}${k}`);
        else c.set(`${at}${k}`, v);
      }
      // conf applies the mode when it creates the file; an older file may predate that.
      await chmod(c.path, 0o600);
    });
  }

  forgetKey(o: WriteOptions = {}): Promise<boolean> {
    return this.#guarded(async () => {
      const wasDamaged = this.damage() !== undefined;
      const c = this.#usable(o.replace) as unknown as Conf<Record<string, unknown>>;
      if (wasDamaged) {
        c.store = {};
        await chmod(c.path, 0o600);
        return true;
      }
      const at = prefix(o.profile);
      const had = SECRETS.filter((name) => c.has(`${at}${name}`));
      for (const name of had) c.delete(`${at}${name}`);
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
