// The stored settings: base URL and API key, in a conf store under PEOPLE_CONFIG_DIR or the OS config dir.
// The file holds a secret, so its directory is created 0700 and the file 0600, whatever the umask. A file
// that cannot be read (not JSON, empty, a directory, no permission) is reported naming the file and the
// problem; `login` and `logout` may replace it when the user says so (`replace`).
import { chmodSync, mkdirSync, rmdirSync, statSync, unlinkSync } from "node:fs";
import { chmod } from "node:fs/promises";
import { dirname } from "node:path";
import Conf from "conf";
import { ConfigFileError } from "./errors.js";

export interface StoredConfig {
  baseUrl?: string;
  apiKey?: string;
}

export interface ConfigStore {
  /** Throws ConfigFileError when the file is damaged. */
  read(): StoredConfig;
  /** `replace`: a damaged file is replaced rather than refused. */
  write(values: StoredConfig, options?: { replace?: boolean }): Promise<void>;
  /** Forgets the key (and keeps the base URL, which is not a secret). `replace` as for write. */
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

export function openConfigStore(dir: string | undefined): ConfigStore {
  // Set by `deserialize` each time conf reads the file.
  let parseProblem: string | undefined;
  const options = {
    projectName: "people",
    projectSuffix: "",
    ...(dir ? { cwd: dir } : {}),
    configName: "config",
    configFileMode: 0o600,
    deserialize: (text: string): StoredConfig => {
      parseProblem = undefined;
      if (text.trim() === "") {
        parseProblem = "is empty";
        return {};
      }
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (err) {
        parseProblem = `is not valid JSON (${(err as Error).message})`;
        return {};
      }
      if (!value || typeof value !== "object" || Array.isArray(value)) {
        parseProblem = "does not hold a JSON object";
        return {};
      }
      const v = value as Record<string, unknown>;
      for (const k of ["baseUrl", "apiKey"] as const)
        if (v[k] !== undefined && typeof v[k] !== "string") {
          parseProblem = `holds a ${k} that is not a string`;
          return {};
        }
      return v as StoredConfig;
    },
  };
  let conf: Conf<StoredConfig> | undefined;
  let openError: NodeJS.ErrnoException | undefined;
  let path = "";
  const open = (): Conf<StoredConfig> | undefined => {
    try {
      if (dir) ensurePrivateDir(dir);
      conf = new Conf<StoredConfig>(options);
      path = conf.path;
      makePrivate(dirname(path));
      openError = undefined;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (!e.code) throw err;
      openError = e;
      conf = undefined;
      if (e.path) path = e.path;
    }
    return conf;
  };
  open();
  if (!path) path = dir ? `${dir}/config.json` : "config.json";

  const damage = (): string | undefined => {
    if (openError) return describeFsError(openError, false);
    if (!conf) return "cannot be opened";
    try {
      // Reading again notices a file changed or repaired since it was opened.
      void conf.store;
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (!e.code) throw err;
      return describeFsError(e, false);
    }
    return parseProblem;
  };
  const usable = (replace: boolean | undefined): Conf<StoredConfig> => {
    const problem = damage();
    if (!problem && conf) return conf;
    if (!problem || !replace) throw new ConfigFileError(path, problem ?? "cannot be opened", REPAIR_HINT);
    // Replace the damaged file with an empty one.
    try {
      if (openError?.code === "EISDIR") rmdirSync(path);
      else unlinkSync(path);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (e.code !== "ENOENT")
        throw new ConfigFileError(
          path,
          `${problem}, and it cannot be replaced (${e.code === "ENOTEMPTY" ? "the directory is not empty" : (e.code ?? e.message)})`,
          "Remove it yourself, then run the command again.",
        );
    }
    parseProblem = undefined;
    const fresh = open();
    if (!fresh || damage()) throw new ConfigFileError(path, damage() ?? "cannot be opened", REPAIR_HINT);
    return fresh;
  };
  const guarded = async <T>(fn: () => T | Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      if (err instanceof ConfigFileError || !e.code) throw err;
      throw new ConfigFileError(
        path,
        describeFsError(e, true),
        "Check the permissions of the file and its directory.",
      );
    }
  };

  return {
    get path() {
      return path;
    },
    damage,
    read() {
      const problem = damage();
      if (problem || !conf) throw new ConfigFileError(path, problem ?? "cannot be opened", REPAIR_HINT);
      return { baseUrl: conf.get("baseUrl"), apiKey: conf.get("apiKey") };
    },
    write(values, o = {}) {
      return guarded(async () => {
        const c = usable(o.replace);
        for (const [k, v] of Object.entries(values) as [keyof StoredConfig, string | undefined][]) {
          if (v === undefined) c.delete(k);
          else c.set(k, v);
        }
        // conf applies the mode when it creates the file; an older file may predate that.
        await chmod(c.path, 0o600);
      });
    },
    forgetKey(o = {}) {
      return guarded(async () => {
        const wasDamaged = damage() !== undefined;
        const c = usable(o.replace);
        if (wasDamaged) {
          c.store = {};
          await chmod(c.path, 0o600);
          return true;
        }
        const had = c.has("apiKey");
        if (had) c.delete("apiKey");
        return had;
      });
    },
  };
}
