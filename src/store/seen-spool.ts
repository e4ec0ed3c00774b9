// An export's people on their way to the index of people seen (seen.ts): a file of the spool (spool.ts)
// per export, appended page by page, merged by the first command that reads the index once it is over.
import { closeSync, openSync, readdirSync, readFileSync, renameSync, writeSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "./random.js";
import { inDir, pidOf } from "./spool.js";

/** The run an export's people were delivered by, as its file of keys names it. */
export interface SpooledRun {
  uid: string;
  at: number;
  target: string;
}

const SEEN = ".seen";
/** A SeenSpool's file while its export runs (still appended to). */
const SEEN_OPEN = ".seen-open";

/**
 * An export's people for the index of people seen: a file in the spool, a line naming the run, then each
 * page's identity keys appended as the page arrives, before its bytes go to the export's file (a page is
 * one write of a few kilobytes; no SQLite is loaded, and no transaction is paid a page). A `kill -9` leaves
 * every page written to the export's file in it. Closed (its command's records written) or its process
 * gone, the first command that reads the index (--new-only, show, history clear) merges it in (seen.ts
 * mergeKeys); commands that do not read it (history, usage, a budget check) never pay for that. A resumed
 * export appends the pages it fetches again to a file of its own, and merging a person twice counts once.
 */
export class SeenSpool {
  readonly path: string;
  readonly #fd: number;

  private constructor(path: string, fd: number) {
    this.path = path;
    this.#fd = fd;
  }

  /**
   * Starts the file of `run`'s people in the spool `dir` (named by `pid`, the process that writes it);
   * throws a file-system error when it cannot.
   */
  static open(dir: string, run: SpooledRun, now: number, pid = process.pid): SeenSpool {
    const path = join(dir, `${now}-${pid}-${randomBytes(4).toString("hex")}${SEEN_OPEN}`);
    const fd = inDir(dir, () => openSync(path, "ax", 0o600));
    const spool = new SeenSpool(path, fd);
    spool.write(Buffer.from(`${JSON.stringify(run)}\n`));
    return spool;
  }

  /** No more pages: the file can be merged (a failure leaves it to be merged once its process is gone). */
  close(): void {
    try {
      closeSync(this.#fd);
      renameSync(this.path, `${this.path.slice(0, -SEEN_OPEN.length)}${SEEN}`);
    } catch {
      // Closed already, or the spool folded meanwhile.
    }
  }

  /** Appends a page's keys (the queue's layout: each person's count, then their 8-byte keys). */
  write(keys: Uint8Array): void {
    let at = 0;
    while (at < keys.length) at += writeSync(this.#fd, keys, at, keys.length - at);
  }
}

/** A file of SeenSpool's: its run and its keys (a last person cut short by a kill is dropped by the reader). */
function seenFile(bytes: Buffer): { run: SpooledRun; keys: Uint8Array } | undefined {
  const eol = bytes.indexOf(0x0a);
  try {
    const run = JSON.parse(bytes.subarray(0, eol).toString("utf8")) as Partial<SpooledRun>;
    if (
      eol < 0 ||
      typeof run.uid !== "string" ||
      typeof run.at !== "number" ||
      typeof run.target !== "string"
    )
      return undefined;
    return { run: { uid: run.uid, at: run.at, target: run.target }, keys: bytes.subarray(eol + 1) };
  } catch {
    return undefined;
  }
}

/**
 * The files of people of exports that are over in the spool `dir` (closed, or their process `gone`), with
 * their runs and keys; files that cannot be read are listed for removal with the rest.
 */
export function readSeenSpool(
  dir: string,
  gone: (pid: number) => boolean,
): { seen: { run: SpooledRun; keys: Uint8Array }[]; files: string[] } {
  const out: ReturnType<typeof readSeenSpool> = { seen: [], files: [] };
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    // An open one only once its process is gone: a live export is still appending to it.
    if (!name.endsWith(SEEN) && !(name.endsWith(SEEN_OPEN) && gone(pidOf(name)))) continue;
    const path = join(dir, name);
    try {
      const file = seenFile(readFileSync(path));
      if (file) out.seen.push(file);
      out.files.push(path);
    } catch {
      // Merged by another process meanwhile.
    }
  }
  return out;
}
