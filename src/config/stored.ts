// The config file as stored settings, read without the conf store: JSON in a file that `login` and
// `people config set` write through conf (store.ts). Reading needs only fs and JSON.parse, so the settings
// of a command (its budgets, its default format) cost a file read, not conf's load. A file that cannot be
// used is named with its problem, exit 2, as conf's reader reports it.
import { existsSync, readFileSync } from "node:fs";
import { dirname } from "node:path";
import { jsonSyntaxProblem } from "../contract/json-syntax.js";
import { errnoCode, errnoWords, fileProblem, isPermissionDenied } from "../errno.js";
import { ConfigFileError } from "./errors.js";
import { profileNameProblem } from "./profiles.js";
import { type StoredFile, settingRows, valueProblem } from "./settings.js";

export const REPAIR_HINT = "Fix or remove it, or run `people login` (which can replace it).";

/** The settings the file keeps, and those a profile may hold. */
const STORED = settingRows().filter(([, r]) => r.stored);
const PER_PROFILE = STORED.filter(([, r]) => r.perProfile);

/** What is wrong with one row set (the top level, or a profile's), in words that follow "holds". */
function rowSetProblem(v: Record<string, unknown>, rows: typeof STORED, where: string): string | undefined {
  for (const [name, r] of rows) {
    if (v[name] === undefined) continue;
    const problem = valueProblem(r, v[name]);
    if (problem) return `"${name}"${where} (the ${r.key} setting), which ${problem}`;
  }
  if (v.keyring !== undefined && typeof v.keyring !== "boolean")
    return `"keyring"${where}, which is not a boolean`;
  return undefined;
}

/** What is wrong with the file's profiles, in words that follow "holds". */
function profilesProblem(profiles: unknown): string | undefined {
  if (profiles === undefined) return undefined;
  if (!profiles || typeof profiles !== "object" || Array.isArray(profiles))
    return '"profiles", which is not a JSON object';
  for (const [name, p] of Object.entries(profiles)) {
    if (profileNameProblem(name))
      return `a profile called ${JSON.stringify(name)}, which ${profileNameProblem(name)}`;
    if (!p || typeof p !== "object" || Array.isArray(p))
      return `the profile "${name}", which is not a JSON object`;
    const problem = rowSetProblem(p as Record<string, unknown>, PER_PROFILE, ` in the profile "${name}"`);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The file's text as stored settings, or what is wrong with it (in words that follow "the config file
 * PATH"). Keys the table does not know are left alone: a newer version may have written them.
 */
export function parseStoredText(text: string): { value: StoredFile; problem?: string } {
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
  const problem = rowSetProblem(v, STORED, "") ?? profilesProblem(v.profiles);
  if (problem) return { value: {}, problem: `holds ${problem}` };
  return { value: v as StoredFile };
}

/** The problem with an unreadable file, in words that follow "the config file PATH". */
export function describeFsError(err: NodeJS.ErrnoException, writing: boolean): string {
  const problem = fileProblem(err, writing ? "written" : "read");
  if (!problem) return `cannot be ${writing ? "written" : "read"} (${err.code ?? err.message})`;
  return writing && isPermissionDenied(err) ? `${problem} (on the file or its directory)` : problem;
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
export function directoryError(dir: string, err: NodeJS.ErrnoException): ConfigFileError {
  const exists = existsSync(dir);
  const words = errnoWords(errnoCode(err));
  let problem: string;
  if (isPermissionDenied(err))
    problem = exists
      ? `cannot be entered: ${words}`
      : `cannot be created: ${words} in ${existingParent(dir)}`;
  else if (words && err.code !== "EISDIR" && err.code !== "ENOENT") problem = `cannot be created: ${words}`;
  else problem = `cannot be ${exists ? "used" : "created"} (${err.code ?? err.message})`;
  return new ConfigFileError(
    dir,
    problem,
    exists
      ? `Give it back to yourself (chmod 700 ${dir}), or set PEOPLE_CONFIG_DIR to a directory you can write to.`
      : `Set PEOPLE_CONFIG_DIR to a directory you can write to, or create this one yourself (mkdir -m 700 ${dir}).`,
    "directory",
  );
}

/** The stored settings in the file at `path` ({} when there is none); ConfigFileError when it is damaged. */
export function readStoredFile(path: string): StoredFile {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === "ENOENT") return {};
    if (!e.code) throw err;
    // A directory of the path that is not one, or cannot be entered: the directory is what to fix.
    if (e.code === "ENOTDIR" || (isPermissionDenied(e) && !existsSync(dirname(path))))
      throw directoryError(dirname(path), e);
    throw new ConfigFileError(path, describeFsError(e, false), REPAIR_HINT);
  }
  const { value, problem } = parseStoredText(text);
  if (problem) throw new ConfigFileError(path, problem, REPAIR_HINT);
  return value;
}
