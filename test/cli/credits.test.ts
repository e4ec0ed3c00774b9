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

  it("prints a table on a terminal", async () => {
    const r = await runInProcess(["credits"], { env: sandboxEnv(sb, dir), stdoutTTY: true });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/1,?234/);
  });

  it("exits 3 without a key, naming the ways to fix it", async () => {
    const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toContain("people login");
  });
});
