// One export at a time per file: FILE.people-lock names the process writing FILE. It is made whole in a
// temp file and linked into place, which fails when a lock is already there, so two processes can never
// both believe they hold it. A lock whose process is gone (`kill -9`, a power cut) is stale: the next
// export takes it over, moving it aside first and checking that what it moved is the stale lock it judged.
import { randomBytes } from "node:crypto";
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { isDiskFull } from "../../../errno.js";
import { FileError, UsageError } from "../../errors.js";
import { systemErrorMessage } from "../../exit-codes.js";
import { sidecarBase, uniqueTempName } from "./checkpoint.js";

/** What the lock writes through; a test puts a full disk under it. */
/** Named after the file really written, so a symlink to FILE finds FILE's lock. */
export function lockPath(output: string): string {
  return `${sidecarBase(output)}.people-lock`;
}

interface LockInfo {
  pid: number;
  host: string;
  nonce: string;
  since: string;
}

interface ExportLock {
  /** Removes the lock if it is still this one. */
  release(): void;
}

/** Whether the process that wrote `info` may still be running (another host: assume it is). */
function holderAlive(info: LockInfo): boolean {
  if (info.host !== hostname()) return true;
  try {
    process.kill(info.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(path: string): { text: string; info: LockInfo | undefined } | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  try {
    const info = JSON.parse(text) as LockInfo;
    if (Number.isInteger(info.pid) && typeof info.host === "string" && typeof info.nonce === "string")
      return { text, info };
  } catch {
    // Not ours to read: treated as stale below.
  }
  return { text, info: undefined };
}

/**
 * Takes the lock for an export into `output`, or refuses (exit 2) while another live process holds it.
 * `now` stamps when the lock was taken (shown to a second export).
 */
export function acquireExportLock(output: string, now: () => number = Date.now): ExportLock {
  const path = lockPath(output);
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    nonce: randomBytes(8).toString("hex"),
    since: new Date(now()).toISOString(),
  };
  const text = JSON.stringify(info);
  const tmp = uniqueTempName(path);
  try {
    try {
      writeFileSync(tmp, text, { mode: 0o600 });
    } catch (err) {
      throw lockFileError(err, path);
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        linkSync(tmp, path);
        return {
          release() {
            if (readLock(path)?.text === text) rmSync(path, { force: true });
          },
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw lockFileError(err, path);
      }
      const held = readLock(path);
      if (!held) continue;
      if (held.info && holderAlive(held.info))
        throw new UsageError(
          `another export is writing ${output} (process ${held.info.pid}${held.info.host !== info.host ? ` on ${held.info.host}` : ""}, since ${held.info.since})`,
          `Wait for it to finish, or stop it. If no export is running, delete ${path}.`,
        );
      // Stale: move it aside, and make sure what was moved is the lock judged stale, not a new one.
      const aside = uniqueTempName(path);
      try {
        renameSync(path, aside);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw err;
      }
      const moved = readLock(aside);
      if (moved?.text !== held.text) {
        // Another export took the stale lock over first; put its lock back.
        try {
          linkSync(aside, path);
        } catch {
          // A third one is there now; it holds the file.
        }
      }
      rmSync(aside, { force: true });
    }
    throw new UsageError(
      `cannot take the lock ${path}: other exports keep taking it`,
      `Make sure only one export writes ${output}.`,
    );
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * The lock could not be written (a full disk, a read-only directory): named as the lock file beside FILE,
 * before anything was fetched.
 */
function lockFileError(err: unknown, path: string): unknown {
  const message = systemErrorMessage(err, `the lock file ${path}`);
  if (!message) return err;
  const full = isDiskFull(err);
  return new FileError(
    message,
    `Nothing was fetched or charged; ${full ? "free some space" : "make its directory writable"}, then run the command again.`,
    { cause: err },
  );
}
