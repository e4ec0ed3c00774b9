// `people config get|set|unset|list|path`: keys, checks and messages from the settings table; the key is
// not a config value; the file stays 0600; what the environment sets wins, and `set` says so.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): string {
  const d = mkdtempSync(join(tmpdir(), "people-config-"));
  dirs.push(d);
  return join(d, "config");
}
const stored = (dir: string) => JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));

describe("people config", () => {
  it("set, get, unset: values typed by the table, kept 0600", async () => {
    const dir = fresh();
    const env = { PEOPLE_CONFIG_DIR: dir };
    for (const [key, value] of [
      ["budget.daily", "50"],
      ["budget.monthly", "900"],
      ["history", "off"],
      ["history.retention", "30"],
      ["format", "CSV"],
      ["page_size", "50"],
      ["base_url", "https://people.example/api/v1/"],
    ]) {
      const r = await runInProcess(["config", "set", key as string, value as string], { env });
      expect([key, r.exitCode, r.stderr]).toEqual([key, 0, expect.stringContaining(`${key} = `)]);
    }
    expect(stored(dir)).toEqual({
      budgetDaily: 50,
      budgetMonthly: 900,
      history: false,
      historyRetention: 30,
      format: "csv",
      pageSize: 50,
      baseUrl: "https://people.example/api/v1",
    });
    expect(statSync(join(dir, "config.json")).mode & 0o777).toBe(0o600);
    expect((await runInProcess(["config", "get", "budget.daily"], { env })).stdout).toBe("50\n");
    expect((await runInProcess(["config", "get", "history"], { env })).stdout).toBe("off\n");
    const unset = await runInProcess(["config", "unset", "history"], { env });
    expect(unset.stderr).toMatch(/history is no longer set \(its default, on, applies\)/);
    expect((await runInProcess(["config", "get", "history"], { env })).stdout).toBe("on\n");
    expect((await runInProcess(["config", "unset", "budget.daily"], { env })).exitCode).toBe(0);
    const gone = await runInProcess(["config", "get", "budget.daily"], { env });
    expect(gone.stdout).toBe("");
    expect(gone.stderr).toMatch(/budget\.daily is not set/);
  });

  it.each([
    ["budget.daily", "lots", /budget\.daily takes a whole number of at least 0 \(got "lots"\)/],
    ["page_size", "500", /page_size takes a whole number from 1 to 100 \(got "500"\)/],
    ["history", "maybe", /history takes on or off \(got "maybe"\)/],
    ["format", "xml", /format takes one of: table, json, jsonl, csv \(got "xml"\)/],
    ["base_url", "https://people.example", /does not end in \/api\/v1/],
  ])("set %s %j is refused (exit 2), naming what it takes", async (key, value, message) => {
    const dir = fresh();
    const r = await runInProcess(["config", "set", key, value], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it("an unknown key is refused, listing the keys", async () => {
    const r = await runInProcess(["config", "set", "budget.weekly", "5"], {
      env: { PEOPLE_CONFIG_DIR: fresh() },
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/budget\.weekly/);
    expect(r.stderr).toMatch(/budget\.daily/);
  });

  it("the key is not a config value: set and unset point at login and logout", async () => {
    const env = { PEOPLE_CONFIG_DIR: fresh() };
    const set = await runInProcess(["config", "set", "api_key", "sk_test_0123456789abcdef"], { env });
    expect(set.exitCode).toBe(2);
    expect(set.stderr).toMatch(/api_key is not set with `people config`/);
    expect(set.stderr).toMatch(/people login/);
    expect(set.stderr).not.toContain("0123456789abcdef");
    const unset = await runInProcess(["config", "unset", "api_key"], { env });
    expect(unset.exitCode).toBe(2);
    expect(unset.stderr).toMatch(/people logout/);
  });

  it("list shows every setting with its value and source; the key masked", async () => {
    const dir = fresh();
    await runInProcess(["config", "set", "budget.daily", "50"], { env: { PEOPLE_CONFIG_DIR: dir } });
    const env = {
      PEOPLE_CONFIG_DIR: dir,
      PEOPLE_API_KEY: "sk_test_0123456789abcdef",
      PEOPLE_BUDGET_MONTHLY: "700",
    };
    const r = await runInProcess(["config", "list"], { env });
    const rows = JSON.parse(r.stdout) as { key: string; value: string | null; source: string | null }[];
    const by = Object.fromEntries(rows.map((x) => [x.key, [x.value, x.source]]));
    expect(by).toMatchObject({
      api_key: ["sk_t…cdef", "PEOPLE_API_KEY"],
      "budget.daily": ["50", "the config file"],
      "budget.monthly": ["700", "PEOPLE_BUDGET_MONTHLY"],
      history: ["on", "default"],
      "history.retention": ["90", "default"],
      base_url: [null, null],
    });
    expect(r.stdout).not.toContain("0123456789abcdef");
    const table = await runInProcess(["config", "list"], { env, stdoutTTY: true, columns: 100 });
    expect(table.stdout).toMatch(/Setting\s+.*Value\s+.*From/);
    expect(table.stdout).toMatch(/budget\.monthly\s+.*700\s+.*PEOPLE_BUDGET_MONTHLY/);
  });

  it("set says when the environment wins over what it stored", async () => {
    const r = await runInProcess(["config", "set", "budget.daily", "5"], {
      env: { PEOPLE_CONFIG_DIR: fresh(), PEOPLE_BUDGET_DAILY: "9" },
    });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/warning: PEOPLE_BUDGET_DAILY is set, and wins over the config file here/);
  });

  it("path prints where the config file is", async () => {
    const dir = fresh();
    const r = await runInProcess(["config", "path"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.stdout).toBe(`${join(dir, "config.json")}\n`);
  });

  it("the format setting is the default format of find and search; flags and -o still win", async () => {
    const dir = fresh();
    const { startSandbox } = await import("../../src/sandbox/index.js");
    const sb = await startSandbox({ port: 0, pace: 0, people: 300 });
    try {
      const env = { PEOPLE_CONFIG_DIR: dir, PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key };
      await runInProcess(["config", "set", "format", "csv"], { env });
      const csv = await runInProcess(["find", "--title", "engineer", "--limit", "2"], { env });
      expect(csv.stdout.split("\n")[0]).toMatch(/^id,name,/);
      expect(csv.stdout.trim().split("\n")).toHaveLength(3);
      const json = await runInProcess(["find", "--title", "engineer", "--limit", "2", "--json"], { env });
      expect(JSON.parse(json.stdout).profiles).toHaveLength(2);
      await runInProcess(["config", "set", "page_size", "7"], { env });
      const walk = await runInProcess(["find", "--title", "engineer", "--max-results", "14", "--jsonl"], {
        env,
      });
      expect(walk.stdout.trim().split("\n")).toHaveLength(14);
      expect(sb.requests.at(-1)?.body).toMatchObject({ limit: 7 });
    } finally {
      await sb.close();
    }
  });
});
