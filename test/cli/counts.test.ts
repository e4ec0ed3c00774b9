// Counts and balances are grouped by thousands with the one helper (output/text.ts), never with
// toLocaleString: its first call loads ICU's number data, which costs every command that prints a count
// more than its request does.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
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
afterEach(() => {
  vi.restoreAllMocks();
});

describe("counts on the request path", () => {
  it.each([
    [["credits"], true],
    [["find", "--title", "engineer", "--limit", "2"], true],
    [["find", "--title", "engineer", "--limit", "2", "--json"], false],
    [["search", "--no-stream", "rust engineers in Berlin"], true],
  ])("%j (terminal: %s) groups thousands without toLocaleString", async (args, tty) => {
    const toLocale = vi.spyOn(Number.prototype, "toLocaleString");
    const r = await runInProcess(args, { env: sandboxEnv(sb, dir), stdoutTTY: tty, stderrTTY: tty });
    expect(r.stderr).not.toMatch(/^error/m);
    expect(r.exitCode).toBe(0);
    expect(`${r.stdout}${r.stderr}`).toMatch(/\b\d{1,3},\d{3}\b/);
    expect(toLocale).not.toHaveBeenCalled();
  });
});
