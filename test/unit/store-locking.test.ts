// The budget check against another process's transaction, interleaved on purpose: another process holds
// the write lock and spends the budget; our check, started meanwhile, must wait for that commit and then
// see it (and refuse), not decide on what the file held before. A check made outside one IMMEDIATE
// transaction (a read, then a write) would pass here and overspend.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Store, storePath } from "../../src/store/index.js";

const root = mkdtempSync(join(tmpdir(), "people-locking-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const FIXTURE = join(__dirname, "..", "fixtures", "hold-write-lock.cjs");
const URL = "https://api.example/api/v1";

function holdLock(file: string, credits: number, ms: number): Promise<{ done: Promise<number> }> {
  const child = spawn(process.execPath, [FIXTURE, file, String(credits), String(ms), URL], {
    stdio: ["ignore", "pipe", "inherit"],
    cwd: join(__dirname, "..", ".."),
  });
  const done = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      if (d.toString().includes("locked")) resolve({ done });
    });
    child.on("exit", (code) => reject(new Error(`the lock holder exited ${code}`)));
  });
}

describe("a budget check while another process holds the write lock", () => {
  it("waits for that transaction and counts what it spent", async () => {
    const dir = join(root, "a");
    const store = Store.open(dir, { now: Date.now });
    const holder = await holdLock(storePath(dir), 5, 400);
    const started = Date.now();
    const result = store.reserve({
      baseUrl: URL,
      command: "find",
      operation: "page",
      credits: 1,
      budgets: { daily: 5 },
      now: Date.now(),
      pid: process.pid,
    });
    expect(Date.now() - started).toBeGreaterThan(150);
    expect(result).toMatchObject({ ok: false, refusal: { budget: "daily", spent: 5 } });
    expect(await holder.done).toBe(0);
    store.close();
  });

  it("and goes ahead when what it spent leaves room", async () => {
    const dir = join(root, "b");
    const store = Store.open(dir, { now: Date.now });
    const holder = await holdLock(storePath(dir), 4, 200);
    const result = store.reserve({
      baseUrl: URL,
      command: "find",
      operation: "page",
      credits: 1,
      budgets: { daily: 5 },
      now: Date.now(),
      pid: process.pid,
    });
    expect(result.ok).toBe(true);
    expect(await holder.done).toBe(0);
    store.close();
  });
});
