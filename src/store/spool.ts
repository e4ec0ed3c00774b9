// The spool: where a command that holds no connection to the store leaves what it recorded, one small
// file per command, for the next process that opens the store to fold in. Writing a file costs a fraction
// of a millisecond; opening SQLite costs the module's load and, on the first commit of a process, an
// fsync of the write-ahead log, which on a busy disk is tens of milliseconds. Recording stays off the
// command's path that way, as the issue asks (at most 10 ms; bench/record.mjs measures it).
//
// A file is written whole under a temporary name and renamed into place, so a reader never sees half of
// one; each entry has a uid, and the store imports with INSERT OR IGNORE, so a file imported twice (the
// importer killed between its commit and the unlink) counts once. Files are 0600 in a 0700 directory:
// they hold the same personal data as the store.
import {
  chmodSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { randomBytes } from "./random.js";
import type { ChargeEntry, RunEntry } from "./types.js";

export interface SpoolBatch {
  charges: ChargeEntry[];
  runs: RunEntry[];
}

/** The spool directory beside the store's file. */
export function spoolDir(storePath: string): string {
  return `${storePath}-spool`;
}

/** A temporary file older than this was left by a process that died while writing it. */
const STALE_TEMP_MS = 60 * 60_000;

/** Writes one batch as a file of its own; throws a file-system error when it cannot. */
export function writeSpool(dir: string, batch: SpoolBatch, now: number): void {
  const name = `${now}-${process.pid}-${randomBytes(4).toString("hex")}.json`;
  const temp = join(dir, `.${name}.tmp`);
  const text = JSON.stringify({ v: 1, ...batch });
  try {
    writeFileSync(temp, text, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    // The first batch: the directory is made (0700 whatever the umask) only when it is missing.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
    writeFileSync(temp, text, { mode: 0o600, flag: "wx" });
  }
  renameSync(temp, join(dir, name));
}

/** How many batches wait in the spool (0 when there is none). */
export function spoolSize(dir: string): number {
  try {
    return readdirSync(dir).filter((f) => f.endsWith(".json") && !f.startsWith(".")).length;
  } catch {
    return 0;
  }
}

interface SpoolContents extends SpoolBatch {
  /** The files read (to remove once their contents are committed), and the unreadable ones. */
  files: string[];
}

/** Everything in the spool; files that cannot be parsed are listed for removal with the rest. */
export function readSpool(dir: string, now: number): SpoolContents {
  const out: SpoolContents = { charges: [], runs: [], files: [] };
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (name.startsWith(".") && name.endsWith(".tmp")) {
      try {
        if (statSync(path).mtimeMs < now - STALE_TEMP_MS) unlinkSync(path);
      } catch {
        // Gone already.
      }
      continue;
    }
    if (!name.endsWith(".json")) continue;
    out.files.push(path);
    try {
      const batch = JSON.parse(readFileSync(path, "utf8")) as Partial<SpoolBatch>;
      if (Array.isArray(batch.charges)) out.charges.push(...batch.charges);
      if (Array.isArray(batch.runs)) out.runs.push(...batch.runs);
    } catch {
      // Cut short by a full disk, say: nothing in it can be trusted, and it goes with the rest.
    }
  }
  return out;
}

/** Removes imported files (after the transaction that holds their contents has committed). */
export function removeSpooled(files: readonly string[]): void {
  for (const f of files)
    try {
      unlinkSync(f);
    } catch {
      // Another importer removed it first.
    }
}
