// Budgets fail closed: with budget.daily or budget.monthly set and a local store that cannot be used (a
// damaged file, a read-only dir, a full disk, a schema from a newer version, a lock held too long), a
// paid call is refused (exit 8) naming the store's problem and --no-budget, and nothing is sent;
// --no-budget goes on with a warning. Each cause injected into the money seam here; the real ones that
// need another user or a small file system are in test/e2e/budget-store.test.ts.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BudgetUncheckedError } from "../../src/cli/errors.js";
import { errorText } from "../../src/cli/exit-codes.js";
import type { LocalRecords } from "../../src/cli/records.js";
import { LedgerGuard } from "../../src/cli/spend.js";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { storeError } from "../../src/store/database.js";
import { StoreError } from "../../src/store/types.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 300, credits: 100_000 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): string {
  const d = mkdtempSync(join(tmpdir(), "people-budget-store-"));
  dirs.push(d);
  return d;
}
const sent = () => sb.requests.filter((r) => !r.path.startsWith("/_sandbox")).length;

const PATH = "/home/u/.config/people/people.db";
const sqliteError = (errcode: number, errstr: string) =>
  Object.assign(new Error(errstr), { errcode, errstr, code: "ERR_SQLITE_ERROR" });
const CAUSES: [string, unknown, RegExp][] = [
  ["a damaged file", sqliteError(26, "file is not a database"), /is damaged/],
  [
    "a read-only config dir",
    Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" }),
    /permission denied/,
  ],
  ["a full disk (fs)", Object.assign(new Error("ENOSPC"), { code: "ENOSPC" }), /the disk is full/],
  ["a full disk (SQLite)", sqliteError(13, "database or disk is full"), /the disk is full/],
  [
    "a newer schema",
    new StoreError(PATH, "was written by a newer version of people (schema 9; this one knows 2)"),
    /newer version/,
  ],
  ["a lock held by another process", sqliteError(5, "database is locked"), /busy/],
];

/** A LedgerGuard over records whose store cannot be opened, or opens and then fails its transaction. */
function guardOver(failure: unknown, at: "open" | "reserve", lifted = false) {
  const warned: string[] = [];
  const charges: unknown[] = [];
  const broken = {
    reserve: () => {
      throw storeError(PATH, failure);
    },
  };
  const records = {
    target: "https://api.example/api/v1",
    store: async () => {
      if (at === "open") throw storeError(PATH, failure);
      return broken;
    },
    storeIfUsable: async () => {
      if (at === "open") {
        warned.push(String(storeError(PATH, failure).message));
        return undefined;
      }
      return broken;
    },
    takeSettlements: () => [],
    restoreSettlements: () => {},
    warnOnce: (err: unknown) => void warned.push((err as Error).message),
    journal: async () => "uid",
    settleJournalled: (_uid: string, c: unknown) => void charges.push(c),
    settle: () => {},
    reserveOpen: () => undefined,
  } as unknown as LocalRecords;
  const guard = new LedgerGuard({
    records,
    command: "find",
    lifted,
    budgets: async () => ({ daily: 5 }),
    now: () => Date.now(),
  });
  return { guard, warned, charges };
}

describe("a budget whose store cannot be used", () => {
  for (const [what, failure, problem] of CAUSES)
    for (const at of ["open", "reserve"] as const)
      it(`${what} (at ${at}): the call is refused (exit 8), naming the problem and --no-budget`, async () => {
        const { guard } = guardOver(failure, at);
        const err = await guard.reserve({ operation: "structuredSearch" }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(BudgetUncheckedError);
        const { code, text } = errorText(err, { verbose: false });
        expect(code).toBe(8);
        expect(text).toMatch(/^budget\.daily cannot be checked: the local store .*people\.db /m);
        expect(text).toMatch(problem);
        expect(text).toContain("nothing was sent");
        expect(text).toMatch(/^hint: .*--no-budget/m);
      });

  it("--no-budget: the call goes ahead, and the store's problem is said", async () => {
    const { guard, warned, charges } = guardOver(CAUSES[0]?.[1], "open", true);
    const hold = await guard.reserve({ operation: "structuredSearch" });
    hold.charged(1, 99);
    guard.settleOpen();
    expect(warned.join("\n")).toMatch(/is damaged/);
    expect(charges).toHaveLength(1);
  });
});

describe("for real, in-process", () => {
  it("a store written by a newer version: a budgeted translate is refused before anything is sent", async () => {
    const config = join(fresh(), "config");
    mkdirSync(config, { recursive: true, mode: 0o700 });
    const require = createRequire(import.meta.url);
    type Sqlite = { DatabaseSync: new (path: string) => { exec(sql: string): void; close(): void } };
    const sqlite =
      (process.getBuiltinModule?.("node:sqlite") as Sqlite | undefined) ??
      (require("@photostructure/sqlite") as Sqlite);
    const db = new sqlite.DatabaseSync(join(config, "people.db"));
    db.exec("PRAGMA user_version = 999");
    db.close();
    const before = sent();
    const env = sandboxEnv(sb, config, { PEOPLE_BUDGET_DAILY: "5" });
    const r = await runInProcess(["translate", "founders in Paris"], { env });
    expect(r.exitCode).toBe(8);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/budget\.daily cannot be checked: .*written by a newer version/);
    expect(r.stderr).toMatch(/--no-budget/);
    expect(sent()).toBe(before);
    const lifted = await runInProcess(["translate", "founders in Paris", "--no-budget"], { env });
    expect(lifted.exitCode).toBe(0);
    expect(lifted.stderr).toMatch(/^warning: .*newer version/m);
    expect(sent()).toBe(before + 1);
  });
});
