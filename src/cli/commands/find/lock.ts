// One export at a time per file: FILE.people-lock names the process writing FILE (and, for a file already
// there, a lock named after its device and inode, so that a hard link is the same file). It is made whole in a
// temp file and linked into place, which fails when a lock is already there, so two processes can never
// both believe they hold it. A lock whose process is gone (`kill -9`, a power cut) is stale: the next
// export takes it over, moving it aside first and checking that what it moved is the stale lock it judged.
import { randomBytes } from "node:crypto";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
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
  /** The real path of the file written (older locks do not say). */
  file?: string;
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
 * `now` stamps when the lock was taken (shown to a second export). Two locks: one beside the file's real
 * path, and, for a file that is already there, one named after its identity (device and inode), so that
 * two names of one file (hard links) cannot be written, and paid for, by two exports at once.
 */
export function acquireExportLock(output: string, now: () => number = Date.now): ExportLock {
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    nonce: randomBytes(8).toString("hex"),
    since: new Date(now()).toISOString(),
    file: sidecarBase(output),
  };
  const byPath = takeLock(lockPath(output), output, info);
  let byIdentity: ExportLock | undefined;
  try {
    const path = identityLockPath(output);
    if (path) byIdentity = takeLock(path, output, info, true);
  } catch (err) {
    byPath.release();
    throw err;
  }
  return {
    release() {
      byIdentity?.release();
      byPath.release();
    },
  };
}

/**
 * Where the lock of the file at `output` by its identity goes: a private directory of this user's under the
 * system's temp dir (hard links can be in different directories, so none beside the file would do).
 * Undefined when there is no file yet, or that directory cannot be made (the lock by path still holds).
 */
function identityLockPath(output: string): string | undefined {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(output);
  } catch {
    return undefined;
  }
  if (!st.isFile()) return undefined;
  const dir = join(tmpdir(), `people-export-locks-${process.getuid?.() ?? "user"}`);
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } catch {
    return undefined;
  }
  return join(dir, `${st.dev}-${st.ino}.people-lock`);
}

/**
 * Whether a live holder's lock by identity still guards the file at `output`. It does not once the file it
 * named is gone, or when the file at `output` was made after the lock was taken: its inode was freed and
 * given again (an export renames its first page over FILE, so FILE's old inode is freed mid-export; a temp
 * dir removed under an export frees its file's). A hard link made before is the same inode, born before.
 */
function stillGuards(held: LockInfo, output: string): boolean {
  if (held.file && !existsSync(held.file)) return false;
  const since = Date.parse(held.since);
  if (held.host !== hostname() || !Number.isFinite(since)) return true;
  try {
    // 0 where the file system keeps no birth time: then the lock is taken at its word.
    const born = statSync(output).birthtimeMs;
    return born === 0 || Math.floor(born) <= since;
  } catch {
    return true;
  }
}

function takeLock(path: string, output: string, info: LockInfo, byIdentity = false): ExportLock {
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
      if (held.info && holderAlive(held.info) && (!byIdentity || stillGuards(held.info, output))) {
        const as = held.info.file && held.info.file !== info.file ? `, as ${held.info.file}` : "";
        throw new UsageError(
          `another export is writing ${output} (process ${held.info.pid}${held.info.host !== info.host ? ` on ${held.info.host}` : ""}${as}, since ${held.info.since})`,
          `Wait for it to finish, or stop it. If no export is running, delete ${path}.`,
        );
      }
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
