// What a person reads (in-process): one thing is "1 person", "1 credit", "1 page"; a --max-credits stop
// is an outcome, not an error; the credits table says what planCredits is.
import { mkdtempSync, rmSync, truncateSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500, credits: 1000 });
  dir = mkdtempSync(join(tmpdir(), "people-wording-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("plurals and labels", () => {
  it("a one-person walk says 1 person, 1 page, 1 credit", async () => {
    const r = await runInProcess(
      ["find", "--title", "engineer", "--max-results", "1", "-o", join(dir, "one.jsonl")],
      { env: sandboxEnv(sb, dir) },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/\b1 person written to .* · 1 page · 1 credit spent/);
    expect(r.stderr).not.toMatch(/\b1 (people|pages|credits)\b/);
  });

  it("a refused resume counts 1 person and 1 byte in the singular", async () => {
    const file = join(dir, "one-of-many.jsonl");
    const args = ["find", "--title", "engineer", "--all", "--limit", "1", "--max-credits", "1", "-o", file];
    const env = sandboxEnv(sb, dir);
    const stopped = await runInProcess(args, { env });
    expect(stopped.exitCode, stopped.stderr).toBe(8);

    truncateSync(file, 1);
    const short = await runInProcess([...args, "--resume"], { env });
    expect(short.exitCode).toBe(2);
    expect(short.stderr).toMatch(/it is 1 byte long, shorter than the [\d,]+ bytes \(1 person\)/);

    rmSync(file);
    const gone = await runInProcess([...args, "--resume"], { env });
    expect(gone.exitCode).toBe(2);
    expect(gone.stderr).toMatch(/its checkpoint says it held 1 person\b/);
    expect(`${short.stderr}${gone.stderr}`).not.toMatch(/\b1 (people|bytes)\b/);
  });

  it("a --max-credits stop is said plainly, not as an error (exit 8)", async () => {
    const r = await runInProcess(
      [
        "find",
        "--title",
        "engineer",
        "--all",
        "--limit",
        "1",
        "--max-credits",
        "1",
        "-o",
        join(dir, "stop.jsonl"),
      ],
      { env: sandboxEnv(sb, dir) },
    );
    expect(r.exitCode).toBe(8);
    expect(r.stderr).toMatch(/^stopped by --max-credits 1: /m);
    expect(r.stderr).toMatch(/\(1 credit spent in this run\)/);
    expect(r.stderr).not.toMatch(/error:/);
  });

  it("the credits table labels planCredits as the allowance left, which does not roll over", async () => {
    const r = await runInProcess(["credits", "--format", "table"], { env: sandboxEnv(sb, dir) });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Plan allowance left\s+[\d,]+ \(does not roll over\)/);
  });
});
