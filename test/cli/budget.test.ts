// Budgets (budget.daily, budget.monthly): every paid call is checked against the ledger before it is sent,
// at its reserve; exactly reaching a budget is allowed, passing it is refused (exit 8) with nothing sent; a
// walk stops at the last page that fits and can be resumed; the chat refuses the next turn and stays
// open; --no-budget lifts it for one run. In-process, against one sandbox; the request log counts what
// was sent. Processes racing for the last credits: test/e2e/budget-race.test.ts.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv, type TestIO, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  // No rate limit: the file's runs share one key, and a fast machine spends its 20 a second between tests.
  sb = await startSandbox({ port: 0, pace: 0, people: 2000, credits: 100_000, rateLimit: 0 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): string {
  const d = mkdtempSync(join(tmpdir(), "people-budget-"));
  dirs.push(d);
  return d;
}
/** Requests to `path` the sandbox has received so far. */
const sent = (path: string) => sb.requests.filter((r) => r.path.endsWith(path)).length;

describe("a single call", () => {
  it("reaching the budget exactly is allowed; the next call is refused before it is sent (exit 8)", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "3" });
    const before = sent("/people/translate");
    for (let i = 0; i < 3; i++) {
      const ok = await runInProcess(["translate", "founders in Paris"], { env });
      expect(ok.exitCode).toBe(0);
    }
    const refused = await runInProcess(["translate", "founders in Paris"], { env });
    expect(refused.exitCode).toBe(8);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toMatch(
      /^error: stopped by budget\.daily \(3 of its 3 credits spent or held today\): this translation reserves 1 credit, so nothing was sent$/m,
    );
    expect(refused.stderr).toMatch(
      /^hint: It resets at midnight \(in .+\)\. Raise it with `people config set budget\.daily N`, or lift it for one run with --no-budget\.$/m,
    );
    expect(sent("/people/translate") - before).toBe(3);
  });

  it("an agentic search reserves 10: allowed at exactly 10, then settled to its cost, which leaves no room for another", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "10" });
    const before = sent("/search");
    const first = await runInProcess(["search", "rust engineers in Berlin", "--json"], { env });
    expect(first.exitCode).toBe(0);
    const charged = JSON.parse(first.stdout).credits.charged as number;
    expect(charged).toBeGreaterThan(0);
    const second = await runInProcess(["search", "go engineers in Paris", "--json"], { env });
    expect(second.exitCode).toBe(8);
    expect(second.stderr).toContain(
      `stopped by budget.daily (${charged} of its 10 credits spent or held today): this search reserves 10 credits, so nothing was sent`,
    );
    expect(sent("/search") - before).toBe(1);
  });

  it("budget.monthly says when it resets: the first of next month", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_MONTHLY: "1" });
    expect((await runInProcess(["translate", "founders in Paris"], { env })).exitCode).toBe(0);
    const refused = await runInProcess(["translate", "founders in Paris"], { env });
    expect(refused.exitCode).toBe(8);
    expect(refused.stderr).toMatch(
      /stopped by budget\.monthly \(1 of its 1 credit spent or held this month\)/,
    );
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, "0")}-01`;
    expect(refused.stderr).toContain(`It resets on ${day}`);
  });

  it("--no-budget lifts it for one run; its charges still count for the next", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "1" });
    expect((await runInProcess(["translate", "founders in Paris", "--no-budget"], { env })).exitCode).toBe(0);
    expect((await runInProcess(["--no-budget", "translate", "founders in Lyon"], { env })).exitCode).toBe(0);
    expect((await runInProcess(["translate", "founders in Nice"], { env })).exitCode).toBe(8);
  });

  it("a budget set with `people config set` applies; find --prompt's translation counts against it", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"));
    expect((await runInProcess(["config", "set", "budget.daily", "2"], { env })).exitCode).toBe(0);
    const r = await runInProcess(["find", "--prompt", "rust engineers in Berlin", "--limit", "5", "--json"], {
      env,
    });
    expect(r.exitCode).toBe(0);
    const refused = await runInProcess(["find", "--title", "engineer", "--json"], { env });
    expect(refused.exitCode).toBe(8);
    expect(refused.stderr).toMatch(
      /stopped by budget\.daily \(2 of its 2 credits spent or held today\): this page reserves 1 credit/,
    );
  });

  it("the sandbox is kept apart from a real account: spending on one leaves the other's budget alone", async () => {
    const dir = fresh();
    const config = join(dir, "config");
    const sandboxed = {
      PEOPLE_CONFIG_DIR: config,
      PEOPLE_SANDBOX: "1",
      PEOPLE_SANDBOX_PACE: "0",
      PEOPLE_BUDGET_DAILY: "1",
    };
    expect((await runInProcess(["translate", "founders in Paris"], { env: sandboxed })).exitCode).toBe(0);
    const again = await runInProcess(["translate", "founders in Paris"], { env: sandboxed });
    expect(again.exitCode).toBe(8);
    expect(again.stderr).toMatch(/spent or held today on the sandbox/);
    const real = sandboxEnv(sb, config, { PEOPLE_BUDGET_DAILY: "1" });
    expect((await runInProcess(["translate", "founders in Paris"], { env: real })).exitCode).toBe(0);
  });
});

describe("a walk", () => {
  it("into a file stops at the last page that fits (exit 8), resumable; --no-budget finishes it", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "3" });
    const out = join(dir, "leads.csv");
    const args = ["find", "--title", "engineer", "--location", "Berlin", "--all", "--limit", "5", "-o", out];
    const before = sent("/people/search");
    const r = await runInProcess(args, { env });
    expect(r.exitCode).toBe(8);
    expect(sent("/people/search") - before).toBe(3);
    expect(readFileSync(out, "utf8").trim().split("\n")).toHaveLength(1 + 15);
    expect(r.stderr).toMatch(
      /^error: stopped by budget\.daily \(3 of its 3 credits spent or held today\): 15 people written to .*leads\.csv; the next page reserves 1 credit$/m,
    );
    expect(r.stderr).toMatch(
      /^hint: 15 people are safely in .*leads\.csv; continue with: people find .*--resume$/m,
    );
    expect(r.stderr).toMatch(/^It resets at midnight \(in .+\); add --no-budget to go on before then\.$/m);
    const done = await runInProcess([...args, "--resume", "--no-budget"], { env });
    expect(done.exitCode).toBe(0);
    const all = readFileSync(out, "utf8").trim().split("\n");
    const total = JSON.parse((await runInProcess(["history", "--json", "--limit", "1"], { env })).stdout)[0];
    expect(total).toMatchObject({ command: "find", status: "done" });
    expect(all.length - 1).toBe(total.people);
    expect(new Set(all).size).toBe(all.length);
  });

  it("to stdout (fetching a page ahead) sends no page past the budget", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "4" });
    const before = sent("/people/search");
    const r = await runInProcess(["find", "--title", "engineer", "--all", "--limit", "5", "--jsonl"], {
      env,
    });
    expect(r.exitCode).toBe(8);
    expect(r.stdout.trim().split("\n")).toHaveLength(20);
    expect(sent("/people/search") - before).toBe(4);
    expect(r.stderr).toMatch(/^hint: Continue from the next page with: people find .*--cursor \S+$/m);
  });

  it("refused before its first page: nothing is sent, nothing written", async () => {
    const dir = fresh();
    const env = sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "0" });
    const before = sent("/people/search");
    const r = await runInProcess(["find", "--title", "engineer", "--all", "-o", join(dir, "x.csv")], { env });
    expect(r.exitCode).toBe(8);
    expect(r.stderr).toMatch(/this page reserves 1 credit, so nothing was sent/);
    expect(sent("/people/search") - before).toBe(0);
  });
});

describe("the chat", () => {
  it("refuses the next turn and stays open", async () => {
    const dir = fresh();
    const io: TestIO = testIO({ stdinTTY: true, stderrTTY: true, stdoutTTY: true, columns: 120 });
    let step = 0;
    const timer = setInterval(() => {
      const prompts = (io.err().match(/Refine/g) ?? []).length;
      if (prompts > step) {
        io.stdinFeed.write(step === 0 ? "only those who know Go\r" : "/quit\r");
        step++;
      }
    }, 5);
    const before = sent("/search");
    const r = await runInProcess(["search", "rust engineers in Berlin", "--chat"], {
      io,
      env: sandboxEnv(sb, join(dir, "config"), { PEOPLE_BUDGET_DAILY: "12" }),
    });
    clearInterval(timer);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(
      /stopped by budget\.daily \(\d+ of its 12 credits spent or held today\): this search reserves 10 credits, so nothing was sent/,
    );
    expect(r.stderr).toMatch(/Your message was taken back/);
    expect(step).toBe(2);
    expect(sent("/search") - before).toBe(1);
  });
});
