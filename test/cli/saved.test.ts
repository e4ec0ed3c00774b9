// `people saved add|run|list|show|rm`, in-process against one sandbox (a fresh config dir per test): a
// command line checked when saved and never holding a secret, run with every flag of its command, its
// history row naming it, and what an empty run does for scripts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000, credits: 100_000 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): { env: Record<string, string | undefined>; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "people-saved-"));
  dirs.push(dir);
  return { env: sandboxEnv(sb, join(dir, "config")), dir };
}
const lines = (s: string) => s.split("\n").filter(Boolean);

describe("saved searches", () => {
  it("are saved, listed, shown, run with more flags, and removed", async () => {
    const { env, dir } = fresh();
    const add = await runInProcess(
      ["saved", "add", "designers", "--", "find", "--title", "designer", "--limit", "5"],
      { env },
    );
    expect(add.exitCode).toBe(0);
    expect(add.stderr).toContain("Saved designers: people find --title designer --limit 5");
    const list = await runInProcess(["saved", "list", "--json"], { env });
    expect(JSON.parse(list.stdout)).toMatchObject([
      { name: "designers", command: "find", args: ["--title", "designer", "--limit", "5"] },
    ]);
    const show = await runInProcess(["saved", "show", "designers"], { env });
    expect(show.stdout.trim()).toBe("people find --title designer --limit 5");

    const out = join(dir, "new.jsonl");
    const first = await runInProcess(["saved", "run", "designers", "--new-only", "-o", out], { env });
    expect(first.exitCode).toBe(0);
    expect(lines(readFileSync(out, "utf8"))).toHaveLength(5);
    const history = await runInProcess(["history", "--json"], { env });
    expect(JSON.parse(history.stdout)[0]).toMatchObject({ command: "find", via: "saved:designers" });

    const rm = await runInProcess(["saved", "rm", "designers"], { env });
    expect(rm.exitCode).toBe(0);
    const gone = await runInProcess(["saved", "run", "designers"], { env });
    expect(gone.exitCode).toBe(2);
    expect(gone.stderr).toContain('there is no saved search named "designers"');
  });

  it("an empty run exits 0 and leaves FILE as it was; --fail-if-empty exits 9", async () => {
    const { env, dir } = fresh();
    await runInProcess(["saved", "add", "few", "--", "find", "--title", "designer", "--max-results", "3"], {
      env,
    });
    const out = join(dir, "new.csv");
    expect((await runInProcess(["saved", "run", "few", "--new-only", "-o", out], { env })).exitCode).toBe(0);
    const before = readFileSync(out, "utf8");
    expect(lines(before)).toHaveLength(4);
    // The same three people again: nobody new, so FILE is left as it was.
    await runInProcess(
      ["saved", "add", "few", "--force", "--", "find", "--title", "designer", "--limit", "3"],
      { env },
    );
    const again = await runInProcess(["saved", "run", "few", "--new-only", "-o", out], { env });
    expect(again.exitCode).toBe(0);
    expect(again.stderr).toContain("Nothing new for few");
    expect(readFileSync(out, "utf8")).toBe(before);
    const strict = await runInProcess(["saved", "run", "few", "--new-only", "--fail-if-empty"], { env });
    expect(strict.exitCode).toBe(9);
    expect(strict.stdout).toBe("");
  });

  it("a walk with --new-only that finds nobody new does not create FILE", async () => {
    const { env, dir } = fresh();
    await runInProcess(["find", "--title", "designer", "--max-results", "20"], { env });
    await runInProcess(["saved", "add", "walk", "--", "find", "--title", "designer", "--max-results", "20"], {
      env,
    });
    const out = join(dir, "none.jsonl");
    // --max-credits 1: the first page only, whose people were all delivered before.
    const r = await runInProcess(
      ["saved", "run", "walk", "--new-only", "--limit", "20", "--max-credits", "1", "-o", out],
      { env },
    );
    expect(existsSync(out)).toBe(false);
    expect(r.stderr).toContain("Left out 20 people seen before");
  });

  it.each([
    [["find", "--title", "x", "--resume"], /--resume is not kept/],
    [["find", "--title", "x", "--base-url", "https://u:secret@api.example/api/v1"], /never keeps a secret/],
    [["find", "--query", "-"], /cannot read standard input/],
    [["translate", "x"], /a find or search command line/],
    [["find", "--seniority", "wizard"], /is refused, so it was not saved: .*wizard/],
    [["find"], /is refused, so it was not saved/],
  ])("refuses %j when it is saved, sending nothing", async (argv, message) => {
    const { env } = fresh();
    const sent = sb.requests.length;
    const r = await runInProcess(["saved", "add", "bad", "--", ...argv], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toContain("secret@");
    expect(sb.requests.length).toBe(sent);
    expect(JSON.parse((await runInProcess(["saved", "list", "--json"], { env })).stdout)).toEqual([]);
  });

  it("refuses a command line holding the API key", async () => {
    const { env } = fresh();
    const r = await runInProcess(["saved", "add", "k", "--", "search", `who has ${sb.key}`], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("holds the API key");
    expect(r.stderr).not.toContain(sb.key);
  });

  it("keeps a saved search's exclusion file by name, read when it runs", async () => {
    const { env, dir } = fresh();
    const dnc = join(dir, "dnc.csv");
    writeFileSync(dnc, "email\nnobody@nowhere.example\n");
    const add = await runInProcess(
      ["saved", "add", "x", "--", "find", "--title", "designer", "--limit", "2", "--exclude", dnc],
      { env },
    );
    expect(add.exitCode).toBe(0);
    const r = await runInProcess(["saved", "run", "x"], { env });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain("Left out 0 people in --exclude files.");
  });
});
