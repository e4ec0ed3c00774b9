// `people usage`: what was charged, by day and command, per service (the sandbox apart), with the balance
// last seen and where the budgets stand; a window from --since. Free: it sends nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { Store } from "../../src/store/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let root: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500, credits: 5000 });
  root = mkdtempSync(join(tmpdir(), "people-usage-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

describe("people usage", () => {
  it("sums what each paid call was charged, by command and day, and the balance last seen", async () => {
    const config = join(root, "a");
    const env = sandboxEnv(sb, config);
    const search = JSON.parse(
      (await runInProcess(["search", "rust engineers in Berlin", "--json"], { env })).stdout,
    );
    await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "10", "--max-results", "30", "--jsonl"],
      { env },
    );
    await runInProcess(["translate", "founders in Paris"], { env });
    await runInProcess(["credits"], { env });
    await runInProcess(["--sandbox", "translate", "founders in Paris"], {
      env: { ...env, PEOPLE_SANDBOX_PACE: "0" },
    });
    const sent = sb.requests.length;
    const r = await runInProcess(["usage", "--json"], { env });
    expect(sb.requests.length).toBe(sent);
    const u = JSON.parse(r.stdout);
    expect(u.note).toMatch(/what this client saw charged/);
    const real = u.accounts.find((a: { baseUrl: string }) => a.baseUrl === sb.baseUrl);
    const sandbox = u.accounts.find((a: { sandbox: boolean }) => a.sandbox);
    expect(real.total).toBe(search.credits.charged + 3 + 1);
    expect(real.calls).toBe(5);
    expect(real.byCommand).toEqual(
      expect.arrayContaining([
        { command: "search", credits: search.credits.charged, calls: 1 },
        { command: "find", credits: 3, calls: 3 },
        { command: "translate", credits: 1, calls: 1 },
      ]),
    );
    expect(real.byDay).toHaveLength(1);
    expect(real.balance.value).toBe(sb.balance().balance);
    expect(sandbox).toMatchObject({ baseUrl: "sandbox", total: 1 });
  });

  it("a table on a terminal, with the budgets' standing; --since bounds the window", async () => {
    const config = join(root, "b");
    const now = Date.now();
    const store = Store.open(config, { now: () => now });
    store.record({
      charges: [
        {
          uid: "x",
          at: now - 20 * 86_400_000,
          baseUrl: sb.baseUrl,
          command: "find",
          operation: "page",
          credits: 40,
          estimated: false,
        },
        {
          uid: "y",
          at: now - 1000,
          baseUrl: sb.baseUrl,
          command: "search",
          operation: "agentic",
          credits: 10,
          estimated: true,
        },
      ],
    });
    store.close();
    const env = sandboxEnv(sb, config, { PEOPLE_BUDGET_DAILY: "25" });
    const r = await runInProcess(["usage", "--since", "7d"], { env, stdoutTTY: true });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^Credits this client saw charged since .* \(--since 7d\)\.$/m);
    expect(r.stdout).toContain(sb.baseUrl);
    expect(r.stdout).toMatch(/^ {2}10 credits in 1 call$/m);
    expect(r.stdout).toMatch(/10 credits of it estimated/);
    expect(r.stdout).toMatch(/^ {2}search\s+10\s+1$/m);
    expect(r.stdout).toMatch(/budget\.daily: 10 of 25 credits spent or held today .*; it resets at midnight/);
    const month = JSON.parse((await runInProcess(["usage", "--since", "30d", "--json"], { env })).stdout);
    expect(month.accounts[0].total).toBe(50);
    const bad = await runInProcess(["usage", "--since", "last tuesday"], { env });
    expect(bad.exitCode).toBe(2);
  });

  it("nothing charged yet: says so", async () => {
    const r = await runInProcess(["usage"], { env: sandboxEnv(sb, join(root, "c")), stdoutTTY: true });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/No charges in this window/);
  });
});
