// Counts and balances are grouped by thousands, on a terminal and off it, as every command prints them.
// (That the grouping costs no ICU load is a request-path figure: bench/request.mjs.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, credits: 12345 });
  dir = mkdtempSync(join(tmpdir(), "people-cli-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("counts on the request path", () => {
  it.each([
    [["credits"], true],
    [["find", "--title", "engineer", "--limit", "2"], true],
    [["find", "--title", "engineer", "--limit", "2", "--json"], false],
    [["search", "--no-stream", "rust engineers in Berlin"], true],
  ])("%j (terminal: %s) groups thousands", async (args, tty) => {
    const r = await runInProcess(args, { env: sandboxEnv(sb, dir), stdoutTTY: tty, stderrTTY: tty });
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.exitCode).toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/\b\d{1,3},\d{3}\b/);
  });
});
