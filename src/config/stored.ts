// The config file as stored settings, read without the conf store: JSON in a file that `login` and
// `people config set` write through conf (store.ts). Reading needs only fs and JSON.parse, so the settings
// of a command (its budgets, its default format) cost a file read, not conf's load. A file that cannot be
// used is named with its problem, exit 2, as conf's reader reports it.
import { readFileSync } from "node:fs";
import { ConfigFileError } from "./errors.js";
import { type StoredSettings, settingRows, valueProblem } from "./settings.js";

export const REPAIR_HINT = "Fix or remove it, or run `people login` (which can replace it).";

/** The settings the file keeps. */
const STORED = settingRows().filter(([, r]) => r.stored);

/**
 * The file's text as stored settings, or what is wrong with it (in words that follow "the config file
 * PATH"). Keys the table does not know are left alone: a newer version may have written them.
 */
export function parseStoredText(text: string): { value: StoredSettings; problem?: string } {
  if (text.trim() === "") return { value: {}, problem: "is empty" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { value: {}, problem: `is not valid JSON (${(err as Error).message})` };
  }
  if (!value || typeof value !== "object" || Array.isArray(value))
    return { value: {}, problem: "does not hold a JSON object" };
  const v = value as Record<string, unknown>;
  for (const [name, r] of STORED) {
    if (v[name] === undefined) continue;
    const problem = valueProblem(r, v[name]);
    if (problem) return { value: {}, problem: `holds a ${name} that ${problem}` };
  }
  return { value: v as StoredSettings };
}

/** The problem with an unreadable file, in words that follow "the config file PATH". */
export function describeFsError(err: NodeJS.ErrnoException, writing: boolean): string {
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

/** The stored settings in the file at `path` ({} when there is none); ConfigFileError when it is damaged. */
export function readStoredFile(path: string): StoredSettings {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    if (e.code === "ENOENT") return {};
    if (!e.code) throw err;
    throw new ConfigFileError(path, describeFsError(e, false), REPAIR_HINT);
  }
  const { value, problem } = parseStoredText(text);
  if (problem) throw new ConfigFileError(path, problem, REPAIR_HINT);
  return value;
}
