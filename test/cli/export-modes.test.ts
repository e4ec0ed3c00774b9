// Exports hold personal data: a new export file is 0600 (as its checkpoint), whatever the umask (000
// here), for a walk (-o FILE --all), one page (-o FILE) and `search --save`-style whole-file writes; a
// file that was already there keeps its mode. Beside them, a -wal left 0644 by something else is tightened
// to 0600 when the store opens.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 300 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): string {
  const d = mkdtempSync(join(tmpdir(), "people-modes-"));
  dirs.push(d);
  return d;
}
const mode = (path: string) => statSync(path).mode & 0o777;

async function underUmask000<T>(fn: () => Promise<T>): Promise<T> {
  const old = process.umask(0);
  try {
    return await fn();
  } finally {
    process.umask(old);
  }
}

describe("export files under umask 000", () => {
  it.each([
    ["a walk", ["find", "--title", "engineer", "--all", "--max-results", "30", "--limit", "10"]],
    ["one page", ["find", "--title", "engineer", "--limit", "5"]],
  ])("%s into a new FILE: 0600", async (_what, args) => {
    const dir = fresh();
    const file = join(dir, "out.jsonl");
    const r = await underUmask000(() =>
      runInProcess([...args, "-o", file], { env: sandboxEnv(sb, join(dir, "config")) }),
    );
    expect(r.exitCode, r.stderr).toBe(0);
    expect(mode(file)).toBe(0o600);
  });

  it.each([
    ["a walk", ["find", "--title", "engineer", "--all", "--max-results", "30", "--limit", "10"]],
    ["one page", ["find", "--title", "engineer", "--limit", "5"]],
  ])("%s into a FILE already there keeps its mode", async (_what, args) => {
    const dir = fresh();
    const file = join(dir, "out.jsonl");
    writeFileSync(file, "");
    chmodSync(file, 0o640);
    const r = await underUmask000(() =>
      runInProcess([...args, "-o", file, "--force"], { env: sandboxEnv(sb, join(dir, "config")) }),
    );
    expect(r.exitCode, r.stderr).toBe(0);
    expect(mode(file)).toBe(0o640);
  });
});

describe("the store's side files", () => {
  it("a people.db-wal left 0644 is tightened to 0600 when the store opens", async () => {
    const dir = fresh();
    const config = join(dir, "config");
    const env = sandboxEnv(sb, config, { PEOPLE_BUDGET_DAILY: "50" });
    expect((await runInProcess(["translate", "founders in Paris"], { env })).exitCode).toBe(0);
    mkdirSync(config, { recursive: true });
    const wal = join(config, "people.db-wal");
    writeFileSync(wal, "", { flag: "a" });
    chmodSync(wal, 0o644);
    expect((await runInProcess(["translate", "founders in Paris"], { env })).exitCode).toBe(0);
    // Node 24's built-in SQLite removes the log when its last connection closes; the addon Node 20 uses
    // keeps it. Either way no 0644 copy of the store's pages is left.
    expect(existsSync(wal) ? mode(wal) : 0o600).toBe(0o600);
  });
});
