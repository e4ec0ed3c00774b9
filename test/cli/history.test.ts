// `people history`, `history show`, `search --last`, `history clear`, the chat's /show and /history, and
// what history off and retention keep (in-process, against one sandbox; a fresh config dir per test, so a
// fresh store). A past run is shown again without a request: the sandbox's request log proves it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { Store } from "../../src/store/index.js";
import { runInProcess, sandboxEnv, type TestIO, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  // No rate limit: the file's runs share one key, and a fast machine spends its 20 a second between tests.
  sb = await startSandbox({ port: 0, pace: 0, people: 800, credits: 100_000, rateLimit: 0 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): string {
  const d = mkdtempSync(join(tmpdir(), "people-history-"));
  dirs.push(d);
  return join(d, "config");
}
const QUERY = "senior rust engineers in Berlin";

/** Answers each prompt on stderr that matches, in order, by typing its keys. */
function script(io: TestIO, steps: [RegExp, string][]): () => void {
  let seen = 0;
  const timer = setInterval(() => {
    const step = steps[0];
    if (!step) return clearInterval(timer);
    const text = io.err().slice(seen);
    if (step[0].test(text)) {
      seen = io.err().length;
      steps.shift();
      io.stdinFeed.write(step[1]);
    }
  }, 5);
  return () => clearInterval(timer);
}

describe("history show and search --last: a past search again, without a request", () => {
  it.each([
    ["--json", ["--json"]],
    ["--jsonl", ["--jsonl"]],
    ["--csv", ["--csv"]],
    ["--fields name,reason --jsonl", ["--fields", "name,reason", "--jsonl"]],
    ["a pipe, no flag (JSONL)", []],
  ])("%s: stdout is byte for byte what the search printed", async (_what, flags) => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const first = await runInProcess(["search", QUERY, ...flags], { env });
    expect(first.exitCode).toBe(0);
    const sent = sb.requests.length;
    const again = await runInProcess(["history", "show", "1", ...flags], { env });
    const last = await runInProcess(["search", "--last", ...flags], { env });
    expect(sb.requests.length).toBe(sent);
    expect(again.exitCode).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(last.stdout).toBe(first.stdout);
    expect(again.stderr).toMatch(/Run 1 · search · .* from the history; nothing was sent\./);
    // The summary line with the charge and the balance, as the search said it.
    const summary = first.stderr.trim().split("\n").at(-1) as string;
    expect(summary).toMatch(/credits? charged · balance/);
    expect(again.stderr).toContain(summary);
  });

  it("on a terminal: the answer, the shortlist table, companies and repos, as first shown", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const first = await runInProcess(["search", QUERY], { env, stdoutTTY: true, columns: 140 });
    const sent = sb.requests.length;
    const again = await runInProcess(["history", "show", "1"], { env, stdoutTTY: true, columns: 140 });
    expect(sb.requests.length).toBe(sent);
    expect(again.stdout).toBe(first.stdout);
    expect(again.stdout).toMatch(/Shortlist \(\d+\)/);
    expect(again.stdout).toMatch(/Reason/);
  });

  it("-o FILE writes the same file", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const a = join(dir, "..", "first.csv");
    const b = join(dir, "..", "again.csv");
    expect((await runInProcess(["search", QUERY, "-o", a], { env })).exitCode).toBe(0);
    const sent = sb.requests.length;
    expect((await runInProcess(["history", "show", "1", "-o", b], { env })).exitCode).toBe(0);
    expect(sb.requests.length).toBe(sent);
    expect(readFileSync(b, "utf8")).toBe(readFileSync(a, "utf8"));
  });

  it("search --last is the newest search; an unknown ID and no search yet are usage errors", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const none = await runInProcess(["search", "--last"], { env });
    expect(none.exitCode).toBe(2);
    expect(none.stderr).toMatch(/no search in the history yet/);
    await runInProcess(["search", "go engineers in Paris", "--json"], { env });
    const second = await runInProcess(["search", QUERY, "--json"], { env });
    const last = await runInProcess(["search", "--last", "--json"], { env });
    expect(last.stdout).toBe(second.stdout);
    const missing = await runInProcess(["history", "show", "99"], { env });
    expect(missing.exitCode).toBe(2);
    expect(missing.stderr).toMatch(/there is no run 99 in the history/);
    const notAnId = await runInProcess(["history", "show", "abc"], { env });
    expect(notAnId.exitCode).toBe(2);
    const mixed = await runInProcess(["search", "--last", "more"], { env });
    expect(mixed.exitCode).toBe(2);
    expect(mixed.stderr).toMatch(/--last .* cannot be combined with a query/);
  });
});

describe("people history", () => {
  it("lists paid runs newest first: JSONL in a pipe, --json, --limit, --search", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    await runInProcess(["search", QUERY, "--json"], { env });
    await runInProcess(["find", "--title", "engineer", "--location", "Berlin", "--limit", "5", "--json"], {
      env,
    });
    await runInProcess(["translate", "founders in Paris"], { env });
    const r = await runInProcess(["history"], { env });
    expect(r.exitCode).toBe(0);
    const rows = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows.map((x) => [x.id, x.command])).toEqual([
      [3, "translate"],
      [2, "find"],
      [1, "search"],
    ]);
    expect(rows[1]).toMatchObject({ summary: "--title engineer --location Berlin", people: 5, credits: 1 });
    expect(rows[2]).toMatchObject({ summary: QUERY, status: "done" });
    expect(rows[2].people).toBeGreaterThan(0);
    expect(rows[2].credits).toBeGreaterThan(0);
    const json = JSON.parse((await runInProcess(["history", "--json", "--limit", "2"], { env })).stdout);
    expect(json.map((x: { id: number }) => x.id)).toEqual([3, 2]);
    const found = await runInProcess(["history", "--search", "RUST", "--json"], { env });
    expect(JSON.parse(found.stdout).map((x: { id: number }) => x.id)).toEqual([1]);
    const nothing = await runInProcess(["history", "--search", "zzz", "--json"], { env });
    expect(JSON.parse(nothing.stdout)).toEqual([]);
  });

  it("a table on a terminal: id, when, command, query or filters, people, credits", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    await runInProcess(["translate", "founders in Paris"], { env });
    const r = await runInProcess(["history"], { env, stdoutTTY: true, columns: 120 });
    expect(r.stdout).toMatch(/ID\s+.*When\s+.*Command\s+.*Query or filters\s+.*People\s+.*Credits/);
    expect(r.stdout).toMatch(/1\s+.*\d{4}-\d\d-\d\d \d\d:\d\d\s+.*translate\s+.*founders in Paris/);
  });

  it("is empty, and says so, before anything was paid for; free calls record nothing", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    await runInProcess(["credits"], { env });
    await runInProcess(["find", "--title", "engineer", "--dry-run"], { env });
    const r = await runInProcess(["history"], { env });
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/No paid runs in the history yet/);
  });
});

describe("history show for find and translate", () => {
  it("an export stopped by --max-credits: its filters, pages, people, credits, file and the resume command", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const out = join(dir, "..", "leads.csv");
    const walk = await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "10", "--max-credits", "2", "-o", out],
      { env },
    );
    expect(walk.exitCode).toBe(8);
    const r = await runInProcess(["history", "show", "1"], { env, stdoutTTY: true, columns: 200 });
    expect(r.stdout).toMatch(/^Filters\s+--title engineer$/m);
    expect(r.stdout).toMatch(/^Pages\s+2 \(10 per page\)$/m);
    expect(r.stdout).toMatch(/^People\s+20 of [\d,]+ matching$/m);
    expect(r.stdout).toMatch(/^Credits\s+2$/m);
    expect(r.stdout).toContain(`${out} (csv)`);
    expect(r.stdout).toMatch(/^Output\s+\/.*leads\.csv \(csv\)$/m);
    expect(r.stdout).toMatch(/^Export\s+not finished: stopped by --max-credits 2/m);
    expect(r.stdout).toMatch(
      /^Resume with\s+people find --title engineer --all --limit 10 --max-credits 2 -o .*--resume$/m,
    );
    const json = JSON.parse((await runInProcess(["history", "show", "1", "--json"], { env })).stdout);
    expect(json).toMatchObject({ status: "stopped", walk: true, pages: 2, people: 20, finished: false });
    const csv = await runInProcess(["history", "show", "1", "--csv"], { env });
    expect(csv.exitCode).toBe(2);
  });

  it("a translation: its filter set, ready for find --query -", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    const t = await runInProcess(["translate", "senior rust engineers in Berlin"], { env });
    const sent = sb.requests.length;
    const r = await runInProcess(["history", "show", "1"], { env });
    expect(sb.requests.length).toBe(sent);
    expect(r.stdout).toBe(t.stdout);
    const piped = await runInProcess(["find", "--query", "-", "--limit", "3", "--json"], {
      env,
      input: r.stdout,
    });
    expect(piped.exitCode).toBe(0);
    expect(sb.requests.at(-1)?.body).toEqual({ query: JSON.parse(t.stdout), limit: 3 });
  });
});

describe("privacy: history off, retention, clear", () => {
  it("PEOPLE_NO_HISTORY=1 keeps no runs (no query, answer or people), only the charges", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir, { PEOPLE_NO_HISTORY: "1" });
    await runInProcess(["search", QUERY, "--json"], { env });
    await runInProcess(["translate", "founders in Paris"], { env });
    const r = await runInProcess(["history", "--json"], { env });
    expect(JSON.parse(r.stdout)).toEqual([]);
    const usage = JSON.parse((await runInProcess(["usage", "--json"], { env })).stdout);
    expect(usage.accounts[0].calls).toBe(2);
    const raw = readFileSync(join(dir, "people.db")).toString("latin1");
    expect(raw).not.toContain("founders in Paris");
    expect(raw).not.toContain("rust engineers");
  });

  it("config set history off does the same; on again keeps the next runs", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    expect((await runInProcess(["config", "set", "history", "off"], { env })).exitCode).toBe(0);
    await runInProcess(["translate", "founders in Paris"], { env });
    expect(JSON.parse((await runInProcess(["history", "--json"], { env })).stdout)).toEqual([]);
    await runInProcess(["config", "set", "history", "on"], { env });
    await runInProcess(["translate", "founders in Lyon"], { env });
    const runs = JSON.parse((await runInProcess(["history", "--json"], { env })).stdout);
    expect(runs.map((x: { summary: string }) => x.summary)).toEqual(["founders in Lyon"]);
  });

  it("history.retention removes older runs by itself", async () => {
    const dir = fresh();
    const now = Date.now();
    const store = Store.open(dir, { now: () => now });
    const run = (uid: string, daysAgo: number) => ({
      uid,
      at: now - daysAgo * 86_400_000,
      command: "translate" as const,
      baseUrl: "sandbox",
      summary: `${daysAgo} days ago`,
      search: "",
      status: "done" as const,
      detail: null,
    });
    store.record({ runs: [run("a", 40), run("b", 10), run("c", 1)] });
    store.close();
    const env = sandboxEnv(sb, dir, { PEOPLE_HISTORY_RETENTION: "30" });
    const kept = JSON.parse((await runInProcess(["history", "--json"], { env })).stdout);
    expect(kept.map((x: { summary: string }) => x.summary)).toEqual(["1 days ago", "10 days ago"]);
    await runInProcess(["config", "set", "history.retention", "7"], { env: sandboxEnv(sb, dir) });
    const week = JSON.parse((await runInProcess(["history", "--json"], { env: sandboxEnv(sb, dir) })).stdout);
    expect(week.map((x: { summary: string }) => x.summary)).toEqual(["1 days ago"]);
  });

  it("history clear: --yes without a terminal, refused without it (exit 2), asked on a terminal", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, dir);
    await runInProcess(["translate", "founders in Paris"], { env });
    await runInProcess(["translate", "founders in Lyon"], { env });
    const refused = await runInProcess(["history", "clear"], { env });
    expect(refused.exitCode).toBe(2);
    expect(refused.stderr).toMatch(/--yes/);
    const io = testIO({ stdinTTY: true, stderrTTY: true, stdoutTTY: true });
    const stop = script(io, [[/Forget 2 runs/, "n\r"]]);
    const declined = await runInProcess(["history", "clear"], { io, env });
    stop();
    expect(declined.exitCode).toBe(0);
    expect(declined.stderr).toMatch(/Nothing was cleared/);
    const cleared = await runInProcess(["history", "clear", "--yes"], { env });
    expect(cleared.stderr).toMatch(/Forgot 2 runs/);
    expect(JSON.parse((await runInProcess(["history", "--json"], { env })).stdout)).toEqual([]);
    // The charges stay: budgets and usage need them.
    expect(JSON.parse((await runInProcess(["usage", "--json"], { env })).stdout).accounts[0].total).toBe(2);
  });

  it("history clear --before DATE keeps what is newer", async () => {
    const dir = fresh();
    const now = Date.now();
    const store = Store.open(dir, { now: () => now });
    store.record({
      runs: ["old", "new"].map((uid, i) => ({
        uid,
        at: now - (i === 0 ? 10 : 1) * 86_400_000,
        command: "translate" as const,
        baseUrl: "sandbox",
        summary: uid,
        search: "",
        status: "done" as const,
        detail: null,
      })),
    });
    store.close();
    const env = sandboxEnv(sb, dir);
    const r = await runInProcess(["history", "clear", "--before", "5d", "--yes"], { env });
    expect(r.stderr).toMatch(/Forgot 1 run from before/);
    const left = JSON.parse((await runInProcess(["history", "--json"], { env })).stdout);
    expect(left.map((x: { summary: string }) => x.summary)).toEqual(["new"]);
    const bad = await runInProcess(["history", "clear", "--before", "someday", "--yes"], { env });
    expect(bad.exitCode).toBe(2);
  });
});

describe("the chat's /show and /history", () => {
  it("/show shows the last shortlist again with reasons and signals; /history lists the turns", async () => {
    const dir = fresh();
    const io = testIO({ stdinTTY: true, stderrTTY: true, stdoutTTY: true, columns: 120 });
    const stop = script(io, [
      [/Refine/, "only those who know Go\r"],
      [/Refine/, "/history\r"],
      [/has every run/, "/show\r"],
      [/credits? charged/, "/quit\r"],
    ]);
    const r = await runInProcess(["search", QUERY, "--chat"], { io, env: sandboxEnv(sb, dir) });
    stop();
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/ 1\. senior rust engineers in Berlin · \d+ (person|people) · \d+ credits?/);
    expect(r.stderr).toMatch(/ 2\. only those who know Go · \d+ (person|people)/);
    const shown = r.stdout.slice(r.stdout.lastIndexOf("Shortlist"));
    expect(shown).toMatch(/^ 1\. .+/m);
    expect(shown).toMatch(/^ {4}Why: /m);
    expect(shown).toMatch(/^ {4}Signals: /m);
    // Both turns are in the history, as the chat's.
    const runs = JSON.parse((await runInProcess(["history", "--json"], { env: sandboxEnv(sb, dir) })).stdout);
    expect(runs.map((x: { via?: string; summary: string }) => [x.via, x.summary])).toEqual([
      ["chat", "only those who know Go"],
      ["chat", QUERY],
    ]);
  });
});
