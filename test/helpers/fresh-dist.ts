// vitest globalSetup of the end-to-end tier: the built binary (bin/people.js → dist/) must be the current
// source, so that `vitest run test/e2e/x.test.ts` never tests a stale dist/. When an input of the build
// (src/, scripts/build*, bin/, package.json) is newer than dist/'s build stamp, it runs the project's build
// (`npm run build`) before any test starts. The stamp is the oldest file the build wrote: the build replaces
// dist/ as a whole, so a source saved after the build started shows as newer. When dist/ is current this
// costs a walk of a few hundred mtimes; `npm test` builds first, so there it never builds again.
//
// A lock (a directory made atomically) keeps two vitest processes started together from building at once:
// the second waits for the first, then finds dist/ current.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const DIST = join(ROOT, "dist");
const LOCK = join(ROOT, "node_modules", ".cache", "people-dist-build.lock");
/** A lock older than this is left over from a killed run. */
const STALE_LOCK_MS = 5 * 60_000;

export default function setup(): void {
  if (isCurrent()) return;
  withLock(() => {
    // Another process may have built while this one waited.
    if (isCurrent()) return;
    const started = Date.now();
    process.stderr.write("e2e: dist/ is older than the source; running `npm run build`\n");
    const r = spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, encoding: "utf8" });
    if (r.status !== 0)
      throw new Error(
        `the build failed (exit ${r.status ?? r.signal}); the end-to-end tests run dist/:\n${r.stdout}${r.stderr}`,
      );
    process.stderr.write(`e2e: built in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
  });
}

/** Whether dist/ holds a build at least as new as every input of the build. */
export function isCurrent(): boolean {
  const stamp = oldestFile(DIST);
  if (stamp === undefined || !existsSync(join(DIST, "cli.cjs"))) return false;
  return newestInput() <= stamp;
}

function newestInput(): number {
  let newest = statSync(join(ROOT, "package.json")).mtimeMs;
  const take = (path: string) => {
    newest = Math.max(newest, newestUnder(path));
  };
  take(join(ROOT, "src"));
  take(join(ROOT, "bin"));
  for (const name of readdirSync(join(ROOT, "scripts")))
    if (name.startsWith("build")) take(join(ROOT, "scripts", name));
  // A file deleted from scripts/ (the build split into scripts/build/) shows on the folder itself.
  return Math.max(newest, statSync(join(ROOT, "scripts")).mtimeMs);
}

/** The newest mtime of `path` and everything under it; folders count, since a deletion shows only there. */
function newestUnder(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestUnder(join(path, name)));
  return newest;
}

/** The oldest mtime of the files under `path`; undefined when there are none. */
function oldestFile(path: string): number | undefined {
  if (!existsSync(path)) return undefined;
  let oldest: number | undefined;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    const t = entry.isDirectory() ? oldestFile(full) : statSync(full).mtimeMs;
    if (t !== undefined && (oldest === undefined || t < oldest)) oldest = t;
  }
  return oldest;
}

function withLock(task: () => void): void {
  mkdirSync(join(LOCK, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (lockIsStale()) rmSync(LOCK, { recursive: true, force: true });
      else sleep(100);
    }
  }
  try {
    writeFileSync(join(LOCK, "pid"), String(process.pid));
    task();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** A lock whose owner has gone (killed mid-build) or that is too old to be a build still running. */
function lockIsStale(): boolean {
  try {
    if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) return true;
    const pid = Number(readFileSync(join(LOCK, "pid"), "utf8"));
    if (!pid) return false;
    process.kill(pid, 0);
    return false;
  } catch (err) {
    // No such process: stale. No pid file yet: its owner is about to write it.
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
