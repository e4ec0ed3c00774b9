// `history clear` removes the runs from the disk, not only from the table: with another process reading the
// store at the same time (a connection open, a read transaction, a half-read SELECT), neither people.db
// nor its write-ahead log holds a byte of the cleared runs once it has returned; a read that outlasts the
// wait is said (the command fails), and the next clear finishes erasing.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { Store, storePath } from "../../src/store/index.js";
import type { RunEntry } from "../../src/store/types.js";

const READER = fileURLToPath(new URL("../fixtures/hold-read.cjs", import.meta.url));
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const MARK = "PersonalDataToForget";
const runs = (n: number): RunEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    uid: `r${i}`,
    at: Date.now() - 1000,
    command: "search",
    baseUrl: "https://api.example/api/v1",
    summary: `${MARK} ${i}`,
    search: MARK,
    status: "done",
    detail: { answer: MARK.repeat(40) },
  }));
/** How many times the cleared text is still in the file (0 when the file is gone). */
const left = (file: string) =>
  existsSync(file) ? readFileSync(file).toString("latin1").split(MARK).length - 1 : 0;

describe("history clear with a reader in another process", () => {
  it.each(["open", "txn", "stmt"])("reader %s: nothing of the cleared runs is left on disk", async (mode) => {
    const dir = join(tmpdir(), `people-clear-${process.pid}-${Math.random().toString(36).slice(2)}`);
    dirs.push(dir);
    const store = Store.open(dir, { now: () => Date.now() });
    try {
      store.record({ runs: runs(30) });
      const file = storePath(dir);
      expect(left(file) + left(`${file}-wal`)).toBeGreaterThan(0);
      const reader = spawn(process.execPath, [READER, file, mode, "3000"], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise((r) => reader.stdout.once("data", r));
      const exited = new Promise((r) => reader.on("exit", r));
      expect(store.clearRuns()).toEqual({ removed: 30, erased: true });
      expect(store.countRuns()).toBe(0);
      expect(left(file)).toBe(0);
      expect(left(`${file}-wal`)).toBe(0);
      await exited;
    } finally {
      store.close();
    }
  });

  it("a read that outlasts the wait: the clear says the runs are not off the disk yet; the next one erases them", async () => {
    const dir = join(tmpdir(), `people-clear-${process.pid}-${Math.random().toString(36).slice(2)}`);
    dirs.push(dir);
    const store = Store.open(dir, { now: () => Date.now() });
    try {
      store.record({ runs: runs(5) });
      const file = storePath(dir);
      const reader = spawn(process.execPath, [READER, file, "txn", "4000"], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise((r) => reader.stdout.once("data", r));
      const exited = new Promise((r) => reader.on("exit", r));
      expect(store.clearRuns(undefined, 0)).toEqual({ removed: 5, erased: false });
      await exited;
      expect(store.eraseLog(0)).toBe(true);
      expect(left(file)).toBe(0);
      expect(left(`${file}-wal`)).toBe(0);
    } finally {
      store.close();
    }
  });
});
