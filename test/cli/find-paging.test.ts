// Cursors in-process: every command line that carries a cursor also carries the --limit it was made with,
// so it works as printed, with --all or --max-results added too; a continuation says how many people are
// left to fetch; a cursor refused for another limit says which --limit to pass.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 3000, credits: 100_000, rateLimit: 0 });
  dir = mkdtempSync(join(tmpdir(), "people-paging-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

const find = (args: string[]) => runInProcess(["find", ...args], { env: sandboxEnv(sb, dir) });
const searches = (from: number) => sb.requests.slice(from).filter((r) => r.path.endsWith("/people/search"));

/** The words of a printed command line (single-quoted words as a POSIX shell reads them), without `people`. */
function words(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/g))
    out.push(m[1] !== undefined ? m[1].replace(/'\\''/g, "'") : (m[2] as string));
  expect(out[0]).toBe("people");
  return out.slice(1);
}

describe("the next-page hint of a single page", () => {
  it("carries the --limit its cursor was made with (25 when none was given)", async () => {
    const r = await find(["--title", "engineer"]);
    expect(r.exitCode, r.stderr).toBe(0);
    const hint = /Next page: (.*)$/m.exec(r.stderr)?.[1] ?? "";
    expect(hint).toMatch(/--limit 25 --cursor \S+$/);
  });

  it.each([[["--all", "--max-results", "60"]], [["--max-results", "10"]], [[]]])(
    "works as printed with %j added",
    async (added) => {
      // No --limit: the page had 25, and a walk would otherwise ask for 100.
      const first = await find(["--title", "engineer"]);
      const hint = /Next page: (.*)$/m.exec(first.stderr)?.[1] ?? "";
      const from = sb.requests.length;
      const r = await runInProcess([...words(hint), ...added], { env: sandboxEnv(sb, dir) });
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stdout.trim().split("\n").length).toBeGreaterThan(0);
      expect((searches(from)[0]?.body as { limit?: number } | undefined)?.limit).toBe(25);
    },
  );
});

describe("a cursor refused as another query's or limit's", () => {
  it("hints to pass the --limit of the page it came from (exit 2)", async () => {
    const page = await find(["--title", "engineer", "--limit", "10", "--json"]);
    const cursor = (JSON.parse(page.stdout) as { nextCursor: string }).nextCursor;
    for (const args of [
      ["--title", "engineer", "--cursor", cursor],
      ["--title", "engineer", "--all", "--max-results", "30", "--cursor", cursor],
    ]) {
      const r = await find(args);
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(
        /hint: .*a cursor works only with the filters and --limit of the page that returned it/i,
      );
      expect(r.stderr).toMatch(/pass the --limit of that page/i);
    }
  });
});

describe("the continuation of a walk to stdout", () => {
  it("after --max-results 130 --max-credits 1 asks for the 30 people left, with the walk's --limit", async () => {
    const r = await find(["--title", "engineer", "--max-results", "130", "--max-credits", "1", "--jsonl"]);
    expect(r.exitCode, r.stderr).toBe(8);
    expect(r.stdout.trim().split("\n")).toHaveLength(100);
    const hint = /Continue from the next page with: (.*)$/m.exec(r.stderr)?.[1] ?? "";
    expect(hint).toContain("--max-results 30");
    expect(hint).not.toContain("--max-results 130");
    expect(hint).toMatch(/--limit 100 --cursor \S+$/);
    const from = sb.requests.length;
    const rest = await runInProcess(words(hint), { env: sandboxEnv(sb, dir) });
    expect(rest.exitCode, rest.stderr).toBe(0);
    expect(rest.stdout.trim().split("\n")).toHaveLength(30);
    expect(searches(from)).toHaveLength(1);
  });
});
