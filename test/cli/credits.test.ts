// `people credits` in-process: the harness every command test in this folder uses.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500, credits: 1234 });
  dir = mkdtempSync(join(tmpdir(), "people-cli-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("credits (in-process)", () => {
  it("prints the balance record as JSON in a pipe", async () => {
    const r = await runInProcess(["credits"], { env: sandboxEnv(sb, dir) });
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout).balance).toBe(1234);
  });

  it("on a terminal, labelled lines as auth status prints them (no boxed table)", async () => {
    const r = await runInProcess(["credits"], { env: sandboxEnv(sb, dir), stdoutTTY: true });
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Balance {2,}1,234$/);
    expect(lines.map((l) => l.split(/ {2,}/)[0])).toEqual([
      "Balance",
      "Purchased",
      "Plan allowance left",
      "Plan",
    ]);
    // The values start in one column.
    expect(
      new Set(lines.map((l) => l.search(/ {2}\S/) + 2 + l.slice(l.search(/ {2}\S/) + 2).search(/\S/))).size,
    ).toBe(1);
    expect(r.stdout).not.toMatch(/[┌│─]/);
  });

  it("exits 3 without a key, naming the ways to fix it", async () => {
    const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toContain("people login");
  });
});
