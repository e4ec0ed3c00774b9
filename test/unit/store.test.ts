// The local store on its own: file modes, migrations, the budget transaction's edges, holds of dead
// processes, the spool, retention, usage sums, and what a damaged file does. Runs on whichever SQLite
// the runtime offers (node:sqlite on Node 24, @photostructure/sqlite on Node 20).
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sqliteEngine } from "../../src/store/engine.js";
import { Store, spool, spoolPath, spoolSize, storePath } from "../../src/store/index.js";
import { MIGRATIONS, SCHEMA_VERSION } from "../../src/store/schema.js";
import type { ChargeEntry, ReserveRequest, RunEntry } from "../../src/store/types.js";
import { StoreError } from "../../src/store/types.js";
import { dayWindow, monthWindow } from "../../src/store/windows.js";

const dirs: string[] = [];
function freshDir(): string {
  const d = join(tmpdir(), `people-store-${process.pid}-${Math.random().toString(36).slice(2)}`);
  dirs.push(d);
  return d;
}
const opened: Store[] = [];
function open(dir: string, o: Partial<Parameters<typeof Store.open>[1]> = {}): Store {
  const s = Store.open(dir, { now: () => NOW, ...o });
  opened.push(s);
  return s;
}
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const NOW = new Date(2026, 10, 25, 12, 0, 0).getTime();
const URL = "https://api.example/api/v1";
const req = (o: Partial<ReserveRequest> = {}): ReserveRequest => ({
  baseUrl: URL,
  command: "find",
  operation: "page",
  credits: 1,
  budgets: { daily: 5 },
  now: NOW,
  pid: process.pid,
  ...o,
});
let uids = 0;
const charge = (o: Partial<ChargeEntry> = {}): ChargeEntry => ({
  uid: `c${++uids}`,
  at: NOW,
  baseUrl: URL,
  command: "find",
  operation: "page",
  credits: 1,
  estimated: false,
  ...o,
});
const run = (o: Partial<RunEntry> = {}): RunEntry => ({
  uid: `r${++uids}`,
  at: NOW,
  command: "search",
  baseUrl: URL,
  summary: "rust engineers in Berlin",
  search: "rust engineers in Berlin\nHere are three.",
  people: 3,
  credits: 4,
  status: "done",
  detail: { response: { answer: "Here are three." } },
  ...o,
});

describe("the store's file", () => {
  it(`opens on ${sqliteEngine().name}, in WAL, migrated to schema ${SCHEMA_VERSION}`, () => {
    const s = open(freshDir());
    expect(s.engine).toMatch(/sqlite/);
    expect(s.runs()).toEqual([]);
  });

  it("is 0600 in a 0700 directory, whatever the umask (and so are -wal and -shm)", () => {
    const dir = freshDir();
    const old = process.umask(0);
    try {
      const s = open(dir);
      s.record({ charges: [charge()] });
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      for (const f of readdirSync(dir)) expect([f, statSync(join(dir, f)).mode & 0o777]).toEqual([f, 0o600]);
      expect(readdirSync(dir)).toEqual(
        expect.arrayContaining(["people.db", "people.db-wal", "people.db-shm"]),
      );
    } finally {
      process.umask(old);
    }
  });

  it("tightens a store file that others could read", () => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(storePath(dir), "", { mode: 0o644 });
    open(dir);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(storePath(dir)).mode & 0o777).toBe(0o600);
  });

  it("a damaged file is a StoreError naming it, with a hint to move it aside", () => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o700 });
    writeFileSync(storePath(dir), "this is not a database, just some text that is long enough".repeat(40));
    const err = (() => {
      try {
        open(dir);
      } catch (e) {
        return e;
      }
    })() as StoreError;
    expect(err).toBeInstanceOf(StoreError);
    expect(err.message).toContain(storePath(dir));
    expect(err.message).toMatch(/is damaged/);
    expect(err.hint).toMatch(/Move it aside/);
  });

  it("a store written by a newer version is left alone", () => {
    const dir = freshDir();
    open(dir).close();
    opened.pop();
    const { DatabaseSync } = { DatabaseSync: sqliteEngine().open };
    const db = DatabaseSync(storePath(dir));
    db.exec(`PRAGMA user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => open(dir)).toThrow(/newer version of people/);
  });
});

describe("profiles in the store", () => {
  it("a store of schema 1 is migrated: its rows are the default profile's, none lost", () => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o700 });
    const db = sqliteEngine().open(storePath(dir));
    db.exec(MIGRATIONS[0] as string);
    db.exec("PRAGMA user_version = 1");
    db.exec(
      `INSERT INTO charges (uid, at, base_url, command, operation, credits, state) VALUES ('old', ${NOW}, '${URL}', 'find', 'page', 3, 'charged')`,
    );
    db.exec(
      `INSERT INTO runs (uid, at, command, base_url, summary, search, status, detail) VALUES ('r-old', ${NOW}, 'find', '${URL}', 'old run', 'old run', 'done', 'null')`,
    );
    db.close();
    const s = open(dir);
    expect(s.usage(NOW - 1, NOW + 1).map((a) => a.total)).toEqual([3]);
    expect(s.usage(NOW - 1, NOW + 1, "default").map((a) => a.total)).toEqual([3]);
    expect(s.usage(NOW - 1, NOW + 1, "work")).toEqual([]);
    expect(s.runs({ profile: "default" }).map((r) => [r.summary, r.profile])).toEqual([
      ["old run", "default"],
    ]);
    expect(s.budgets(URL, undefined, { daily: 5 })[0]?.spent).toBe(3);
  });

  it("a budget counts its own profile's charges and holds on the service, not another's", () => {
    const s = open(freshDir());
    s.record({ charges: [charge({ credits: 4 }), charge({ credits: 4, profile: "work" })] });
    // work: 4 charged, so a call of 1 reaches the 5 exactly; with its hold, the next one would pass it.
    expect(s.reserve(req({ credits: 1, profile: "work" })).ok).toBe(true);
    expect(s.reserve(req({ credits: 1, profile: "work" })).ok).toBe(false);
    expect(s.budgets(URL, "work", { daily: 5 })[0]?.spent).toBe(5);
    expect(s.budgets(URL, "default", { daily: 5 })[0]?.spent).toBe(4);
    expect(s.reserve(req({ credits: 1 })).ok).toBe(true);
    const byProfile = s.usage(NOW - 1, NOW + 1, "work");
    expect(byProfile.map((a) => [a.baseUrl, a.total, a.held])).toEqual([[URL, 4, 1]]);
    expect(s.usage(NOW - 1, NOW + 1).map((a) => [a.baseUrl, a.total, a.held])).toEqual([[URL, 8, 2]]);
  });

  it("runs are kept with their profile and listed by it", () => {
    const s = open(freshDir());
    s.record({ runs: [run({ summary: "a" }), run({ summary: "b", profile: "work" })] });
    expect(s.runs().map((r) => [r.summary, r.profile])).toEqual([
      ["b", "work"],
      ["a", "default"],
    ]);
    expect(s.runs({ profile: "work" }).map((r) => r.summary)).toEqual(["b"]);
    expect(s.runs({ profile: "default" }).map((r) => r.summary)).toEqual(["a"]);
  });
});

describe("the budget transaction", () => {
  it("allows a call that reaches the budget exactly, and refuses the next", () => {
    const s = open(freshDir());
    s.record({ charges: [charge({ credits: 4 })] });
    const first = s.reserve(req());
    expect(first.ok).toBe(true);
    const second = s.reserve(req());
    expect(second).toEqual({
      ok: false,
      refusal: { budget: "daily", limit: 5, spent: 5, reserve: 1, resetsAt: dayWindow(NOW).end },
    });
  });

  it("counts live holds, and a settlement brings a hold down to what was charged", () => {
    const s = open(freshDir());
    const hold = s.reserve(req({ operation: "agentic", credits: 10, budgets: { daily: 12 } }));
    if (!hold.ok) throw new Error("refused");
    expect(s.reserve(req({ credits: 3, budgets: { daily: 12 } })).ok).toBe(false);
    const settled = s.reserve(req({ credits: 3, budgets: { daily: 12 } }), [
      { holdId: hold.holdId, credits: 4, at: NOW, estimated: false, released: false },
    ]);
    expect(settled.ok).toBe(true);
  });

  it("a released hold counts nothing", () => {
    const s = open(freshDir());
    const hold = s.reserve(req({ credits: 5 }));
    if (!hold.ok) throw new Error("refused");
    const r = s.reserve(req({ credits: 5 }), [
      { holdId: hold.holdId, credits: 0, at: NOW, estimated: false, released: true },
    ]);
    expect(r.ok).toBe(true);
  });

  it("a dead process's hold becomes an estimated charge at its reserve, not nothing", () => {
    const dir = freshDir();
    const s = open(dir, { alive: (pid) => pid !== 999_999 });
    expect(s.reserve(req({ credits: 4, pid: 999_999 })).ok).toBe(true);
    expect(s.reserve(req({ credits: 2 })).ok).toBe(false);
    const [account] = s.usage(dayWindow(NOW).start, dayWindow(NOW).end);
    expect(account).toMatchObject({ total: 4, estimated: 4 });
  });

  it("a hold older than the bound is estimated even when its pid is alive", () => {
    const s = open(freshDir());
    expect(s.reserve(req({ credits: 4, now: NOW - 16 * 60_000 })).ok).toBe(true);
    expect(s.usage(dayWindow(NOW).start, dayWindow(NOW).end)[0]).toMatchObject({ estimated: 4, held: 0 });
  });

  it("the monthly budget counts the whole calendar month, and says when it resets", () => {
    const s = open(freshDir());
    s.record({ charges: [charge({ credits: 8, at: new Date(2026, 10, 2).getTime() })] });
    expect(s.reserve(req({ budgets: { daily: 100, monthly: 9 } })).ok).toBe(true);
    const r = s.reserve(req({ budgets: { daily: 100, monthly: 9 } }));
    expect(r).toMatchObject({
      ok: false,
      refusal: { budget: "monthly", spent: 9, resetsAt: monthWindow(NOW).end },
    });
    expect(new Date(monthWindow(NOW).end).getDate()).toBe(1);
  });

  it("yesterday's charges do not count today; another service's never count", () => {
    const s = open(freshDir());
    s.record({
      charges: [charge({ credits: 50, at: NOW - 86_400_000 }), charge({ credits: 50, baseUrl: "sandbox" })],
    });
    expect(s.reserve(req({ credits: 5 })).ok).toBe(true);
  });
});

describe("the spool", () => {
  it("is folded in when the store opens, once, and its files go", () => {
    const dir = freshDir();
    const batch = { charges: [charge({ credits: 3 })], runs: [run()] };
    spool(dir, batch, NOW);
    spool(dir, batch, NOW); // the same entries twice (an importer killed before it removed the file)
    expect(spoolSize(spoolPath(dir))).toBe(2);
    expect(statSync(spoolPath(dir)).mode & 0o777).toBe(0o700);
    const s = open(dir);
    expect(s.runs()).toHaveLength(1);
    expect(s.usage(0, NOW + 1)[0]?.total).toBe(3);
    expect(spoolSize(spoolPath(dir))).toBe(0);
  });

  it("counts spooled charges in the next budget check", () => {
    const dir = freshDir();
    const s = open(dir);
    spool(dir, { charges: [charge({ credits: 5 })], runs: [] }, NOW);
    expect(s.reserve(req()).ok).toBe(false);
  });
});

describe("runs", () => {
  it("lists newest first, searches queries and answers, and shows one by id", () => {
    const s = open(freshDir());
    s.record({
      runs: [
        run({ at: NOW - 2000, summary: "go engineers", search: "go engineers\nNo one matched." }),
        run({ at: NOW - 1000, summary: "rust engineers", search: "rust engineers\nThree found" }),
        run({ at: NOW, command: "translate", summary: "founders in Paris", search: "founders in Paris" }),
      ],
    });
    expect(s.runs().map((r) => r.summary)).toEqual(["founders in Paris", "rust engineers", "go engineers"]);
    expect(s.runs({ limit: 1 })).toHaveLength(1);
    expect(s.runs({ search: "NO ONE" }).map((r) => r.summary)).toEqual(["go engineers"]);
    expect(s.runs({ search: "100%" })).toEqual([]);
    const id = s.runs({ search: "three" })[0]!.id;
    expect(s.run(id)?.detail).toEqual({ response: { answer: "Here are three." } });
  });

  it("retention removes what is older when the store opens; clear --before and clear", () => {
    const dir = freshDir();
    open(dir).record({ runs: [run({ at: NOW - 10 * 86_400_000 }), run({ at: NOW - 86_400_000 }), run()] });
    const s = open(dir, { retentionDays: 7 });
    expect(s.runs()).toHaveLength(2);
    expect(s.clearRuns(NOW - 1000)).toBe(1);
    expect(s.clearRuns()).toBe(1);
    expect(s.runs()).toEqual([]);
  });
});

describe("usage", () => {
  it("sums by service, local day and command, with the balance last seen", () => {
    const s = open(freshDir());
    const day = (d: number, h = 10) => new Date(2026, 10, d, h).getTime();
    s.record({
      charges: [
        charge({ at: day(24), credits: 3, command: "search", operation: "agentic", balance: 90 }),
        charge({ at: day(25), credits: 1, balance: 89 }),
        charge({ at: day(25, 23), credits: 1, command: "translate", operation: "translate", balance: 88 }),
        charge({ at: day(25), credits: 7, baseUrl: "sandbox", balance: 993 }),
        charge({ at: day(1), credits: 100 }),
      ],
    });
    const accounts = s.usage(day(20, 0), day(26, 0));
    expect(accounts.map((a) => [a.baseUrl, a.total])).toEqual([
      ["https://api.example/api/v1", 5],
      ["sandbox", 7],
    ]);
    const real = accounts[0]!;
    expect(real.byDay).toEqual([
      { day: "2026-11-24", credits: 3, calls: 1 },
      { day: "2026-11-25", credits: 2, calls: 2 },
    ]);
    expect(real.byCommand.map((c) => c.command)).toEqual(["search", "find", "translate"]);
    expect(real.balance).toEqual({ value: 88, at: day(25, 23) });
  });
});
