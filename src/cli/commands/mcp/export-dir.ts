// The one directory export_people may write in (`people mcp --export-dir DIR`), and the check that keeps
// every export inside it: a path that leaves it (`..`, an absolute path elsewhere, a symbolic link, a
// directory that is a link to elsewhere) is refused before anything is paid for.
import { lstatSync, realpathSync, statSync } from "node:fs";
import { access, constants } from "node:fs/promises";
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { UsageError } from "../../errors.js";

/** Checks DIR at start-up (exit 2 when it is not a writable directory) and returns its real path. */
export async function checkExportDir(dir: string): Promise<string> {
  let real: string;
  try {
    real = realpathSync(resolve(dir));
  } catch {
    throw new UsageError(
      `--export-dir ${dir}: no such directory`,
      "Create it first, or name one that exists.",
    );
  }
  if (!statSync(real).isDirectory())
    throw new UsageError(
      `--export-dir ${dir} is not a directory`,
      "Name the directory exports may be written in.",
    );
  try {
    await access(real, constants.W_OK);
  } catch {
    throw new UsageError(`--export-dir ${dir} is not writable`, "Name a directory you can write to.");
  }
  return real;
}

/** Why an export path is refused: one sentence and a hint. */
export class ExportPathError extends UsageError {}

/**
 * Where `file` goes inside `root` (a real path), as a real path, or ExportPathError. Relative paths are
 * read from `root`; subdirectories must exist already and be inside it (real paths, so a link to
 * elsewhere is caught); the file itself may not be a symbolic link, even to a file inside.
 */
export function resolveExportPath(root: string, file: string): string {
  const hint = `Name a file inside the export directory ${root}, e.g. "leads.csv" or "berlin/engineers.jsonl".`;
  if (file.trim() === "" || /[\0]/.test(file))
    throw new ExportPathError("the file name is empty or invalid", hint);
  // A newline or another control character makes a name that listings, scripts and logs misread.
  if (/[\x01-\x1f\x7f]/.test(file))
    throw new ExportPathError(
      `the file name ${JSON.stringify(file)} contains a control character (a newline, a tab…)`,
      hint,
    );
  const wanted = isAbsolute(file) ? resolve(file) : resolve(root, file);
  if (!inside(root, wanted) || wanted === root)
    throw new ExportPathError(`${JSON.stringify(file)} is outside the export directory`, hint);
  let parent: string;
  try {
    parent = realpathSync(dirname(wanted));
  } catch {
    throw new ExportPathError(
      `the directory of ${JSON.stringify(file)} does not exist`,
      `${hint} Subdirectories must exist already.`,
    );
  }
  if (parent !== root && !inside(root, parent))
    throw new ExportPathError(
      `${JSON.stringify(file)} leads outside the export directory (through a symbolic link)`,
      hint,
    );
  const target = join(parent, basename(wanted));
  let link = false;
  try {
    link = lstatSync(target).isSymbolicLink();
  } catch {
    // Not there yet: it will be created.
  }
  if (link)
    throw new ExportPathError(
      `${JSON.stringify(file)} is a symbolic link, which exports do not follow`,
      hint,
    );
  return target;
}

function inside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel !== "" && !rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel);
}
