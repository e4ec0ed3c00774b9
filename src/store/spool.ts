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
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
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

/** Runs `make` (which creates a file in `dir`), making the directory first when it is missing. */
export function inDir<T>(dir: string, make: () => T): T {
  try {
    return make();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    // The first file: the directory is made (0700 whatever the umask) only when it is missing.
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
    return make();
  }
}

/** Writes one batch as a file of its own; throws a file-system error when it cannot. */
export function writeSpool(dir: string, batch: SpoolBatch, now: number): void {
  const name = `${now}-${process.pid}-${randomBytes(4).toString("hex")}.json`;
  const temp = join(dir, `.${name}.tmp`);
  const text = JSON.stringify({ v: 1, ...batch });
  try {
    inDir(dir, () => writeFileSync(temp, text, { mode: 0o600, flag: "wx" }));
    renameSync(temp, join(dir, name));
  } catch (err) {
    // A full disk leaves the temporary file empty or cut short: it goes, not to be found later.
    try {
      unlinkSync(temp);
    } catch {
      // Never made.
    }
    throw err;
  }
}

/**
 * A process's journal of the paid calls it has sent and not yet recorded: one line as each call is
 * reserved (before it is sent) and one as it is settled. Written as it goes (a line is a few hundred
 * bytes, appended), so that a process killed with `kill -9`, or on a disk that fills up later, still leaves
 * its charges behind: the next process to open the store counts each settled call at what it was charged
 * and each unsettled one at its reserve, marked estimated. Removed once its contents are recorded.
 */
export class Journal {
  readonly path: string;
  readonly #fd: number;
  /** A file of RESERVE bytes beside it, given back to the disk when a line finds it full. */
  #reserve: string | undefined;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.#fd = fd;
  }

  /** Opens a new journal in the spool `dir`; throws a file-system error when it cannot. */
  static open(dir: string, now: number): Journal {
    const path = join(dir, `${now}-${process.pid}-${randomBytes(4).toString("hex")}${JOURNAL}`);
    const journal = new Journal(
      path,
      inDir(dir, () => openSync(path, "ax", 0o600)),
    );
    const reserve = `${path.slice(0, -JOURNAL.length)}${RESERVED}`;
    try {
      writeFileSync(reserve, Buffer.alloc(RESERVE, 0x0a), { mode: 0o600, flag: "wx" });
      journal.#reserve = reserve;
    } catch {
      // The disk is nearly full already: the journal goes on without a reserve.
      removeFile(reserve);
    }
    return journal;
  }

  /** Lines written whole so far. */
  lines = 0;

  /** True once a full disk took its reserve: what else this run writes would eat the room its lines need. */
  short = false;

  /**
   * A call reserved (`r`), settled with its charge (`s`), or released (`x`), by its charge's uid; or a run
   * as it stands. A disk that fills up during the run gets the reserve back, so that the lines after still
   * have room: the charges noted then are not lost with it.
   */
  write(entry: JournalLine): void {
    const line = Buffer.from(`${JSON.stringify(entry)}\n`);
    let at = 0;
    for (;;)
      try {
        while (at < line.length) at += writeSync(this.#fd, line, at, line.length - at);
        break;
      } catch (err) {
        const full = ["ENOSPC", "EDQUOT"].includes((err as NodeJS.ErrnoException).code ?? "");
        if (full && this.#reserve) {
          removeFile(this.#reserve);
          this.#reserve = undefined;
          this.short = true;
          continue;
        }
        // A journal that holds nothing goes, rather than stay behind.
        if (this.lines === 0) this.remove();
        throw err;
      }
    this.lines++;
  }

  /** Closes and removes it (and its reserve): what it held has been recorded elsewhere. */
  remove(): void {
    try {
      closeSync(this.#fd);
    } catch {
      // Already closed.
    }
    removeFile(this.path);
    if (this.#reserve) removeFile(this.#reserve);
    this.#reserve = undefined;
  }
}

/** Disk a journal keeps in reserve for its lines (a walk's page takes about 1 KiB of them). */
const RESERVE = 64 * 1024;
const RESERVED = ".reserve";

function removeFile(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Not there: never made, or already removed.
  }
}

export type JournalLine =
  | { r: ChargeEntry }
  | { s: string; c: ChargeEntry }
  | { x: string }
  | { run: RunEntry };

const JOURNAL = ".open";

/**
 * What a dead process's journal stands for: settled calls at their charge, the rest at the reserve; and
 * each run it was making, as last journalled.
 */
function journalBatch(text: string): SpoolBatch {
  const calls = new Map<string, ChargeEntry | undefined>();
  const runs = new Map<string, RunEntry>();
  for (const line of text.split("\n")) {
    let entry: Partial<{ r: ChargeEntry; s: string; c: ChargeEntry; x: string; run: RunEntry }>;
    try {
      entry = JSON.parse(line);
    } catch {
      // The last line, cut short by the kill or a full disk.
      continue;
    }
    if (entry.r?.uid && !calls.has(entry.r.uid)) calls.set(entry.r.uid, entry.r);
    else if (typeof entry.s === "string" && entry.c) calls.set(entry.s, entry.c);
    else if (typeof entry.x === "string") calls.set(entry.x, undefined);
    else if (entry.run?.uid) runs.set(entry.run.uid, entry.run);
  }
  return {
    charges: [...calls.values()].filter((c): c is ChargeEntry => c !== undefined),
    runs: [...runs.values()],
  };
}

/** The pid in a spool file's name (`<time>-<pid>-<random>…`, with a leading dot for a temporary file). */
export function pidOf(name: string): number {
  return Number(/^\.?\d+-(\d+)-/.exec(name)?.[1] ?? 0);
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

/**
 * Everything in the spool, and the journals of processes that are gone (`abandoned` says which, from the
 * pid and the time it was last written); files that cannot be parsed are listed for removal with the rest.
 */
export function readSpool(
  dir: string,
  now: number,
  abandoned: (pid: number, writtenAt: number) => boolean = () => false,
): SpoolContents {
  const out: SpoolContents = { charges: [], runs: [], files: [] };
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  // A journal's charges and runs come after the batches': one both recorded and journalled (its process
  // killed between the two) keeps what the batch says, the uid being the same.
  const journalled: SpoolBatch = { charges: [], runs: [] };
  for (const name of names.sort()) {
    const path = join(dir, name);
    if (name.startsWith(".") && name.endsWith(".tmp")) {
      try {
        const at = statSync(path).mtimeMs;
        if (at < now - STALE_TEMP_MS || abandoned(pidOf(name), at)) unlinkSync(path);
      } catch {
        // Gone already.
      }
      continue;
    }
    if (name.endsWith(RESERVED)) {
      try {
        if (abandoned(pidOf(name), statSync(path).mtimeMs)) unlinkSync(path);
      } catch {
        // Gone already.
      }
      continue;
    }
    if (name.endsWith(JOURNAL)) {
      try {
        if (!abandoned(pidOf(name), statSync(path).mtimeMs)) continue;
        const batch = journalBatch(readFileSync(path, "utf8"));
        journalled.charges.push(...batch.charges);
        journalled.runs.push(...batch.runs);
        out.files.push(path);
      } catch {
        // Folded in by another process meanwhile.
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
  out.charges.push(...journalled.charges);
  out.runs.push(...journalled.runs);
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
