// The ledger: what each paid call was charged, and the holds of calls still running. A budget check is
// one short BEGIN IMMEDIATE transaction (see Store.reserve): the holds of processes that are gone are
// turned into charges at their reserve, the window's charges and the live holds are summed, and either the
// call is refused or its hold is inserted. The call itself runs outside any transaction; its outcome
// settles the hold in the next one. So two processes racing for the last credits are served one after
// the other, and the second sees the first one's hold.

import { DEFAULT_PROFILE } from "../config/profiles.js";
import type { Database } from "./database.js";
import type {
  BudgetRefusal,
  Budgets,
  ChargeEntry,
  ReserveRequest,
  ReserveResult,
  Settlement,
  UsageAccount,
} from "./types.js";
import { dayWindow, monthWindow, type Window } from "./windows.js";

/**
 * The longest a hold may stand. A call still unsettled after this is taken to have hung, or its process
 * to have died and its pid to have been reused: the hold becomes an estimated charge. (A call outlives
 * it only with a --timeout or --max-wait far above their defaults; it then settles its row all the same.)
 */
const HOLD_LIMIT_MS = 15 * 60_000;

/** Whether process `pid` is alive (on this machine: the store is in the user's config dir). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, as another user's process.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function insertCharges(db: Database, charges: readonly ChargeEntry[]): void {
  for (const c of charges)
    db.run(
      `INSERT OR IGNORE INTO charges (uid, at, base_url, profile, command, operation, credits, balance, state)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      c.uid,
      c.at,
      c.baseUrl,
      storedProfile(c.profile),
      c.command,
      c.operation,
      c.credits,
      c.balance ?? null,
      c.estimated ? "estimated" : "charged",
    );
}

export function applySettlements(db: Database, settlements: readonly Settlement[]): void {
  for (const s of settlements) {
    if (s.released) db.run("DELETE FROM charges WHERE id = ?", s.holdId);
    else
      db.run(
        "UPDATE charges SET credits = ?, balance = ?, state = ?, at = ?, pid = NULL WHERE id = ?",
        s.credits,
        s.balance ?? null,
        s.estimated ? "estimated" : "charged",
        s.at,
        s.holdId,
      );
  }
}

/**
 * Holds whose process is gone, or that are older than HOLD_LIMIT_MS, become estimated charges at their
 * reserve: the call may have been charged, and a budget must not count it as never spent.
 */
export function expireHolds(db: Database, now: number, alive: (pid: number) => boolean): void {
  const holds = db.all("SELECT id, pid, at FROM charges WHERE state = 'hold'");
  for (const h of holds) {
    const pid = Number(h.pid);
    if (Number(h.at) < now - HOLD_LIMIT_MS || !(pid > 0 && alive(pid)))
      db.run("UPDATE charges SET state = 'estimated', pid = NULL WHERE id = ?", Number(h.id));
  }
}

/** NULL for the default profile: the rows written before profiles are its rows. */
function storedProfile(profile: string | undefined): string | null {
  return profile && profile !== DEFAULT_PROFILE ? profile : null;
}

/** The rows of one account: a service, and one profile on it (`profile` undefined: all of them). */
function accountWhere(baseUrl: string, profile: string | undefined | null): [string, (string | null)[]] {
  if (profile === null) return ["base_url = ?", [baseUrl]];
  const p = storedProfile(profile);
  return p === null
    ? ["base_url = ? AND profile IS NULL", [baseUrl]]
    : ["base_url = ? AND profile = ?", [baseUrl, p]];
}

function sumWindow(db: Database, baseUrl: string, profile: string | undefined, w: Window): number {
  const [where, params] = accountWhere(baseUrl, profile);
  const row = db.get(
    `SELECT COALESCE(SUM(credits), 0) AS s FROM charges WHERE ${where} AND state != 'hold' AND at >= ? AND at < ?`,
    ...params,
    w.start,
    w.end,
  );
  return Number(row?.s ?? 0);
}

/** The reserves of calls still running on this account (counted against every window); null: every profile. */
function heldFor(db: Database, baseUrl: string, profile: string | undefined | null): number {
  const [where, params] = accountWhere(baseUrl, profile);
  const row = db.get(
    `SELECT COALESCE(SUM(credits), 0) AS s FROM charges WHERE ${where} AND state = 'hold'`,
    ...params,
  );
  return Number(row?.s ?? 0);
}

/** What each configured budget stands at now: spent in its window (holds included), and its end. */
export function budgetStanding(
  db: Database,
  baseUrl: string,
  profile: string | undefined,
  budgets: Budgets,
  now: number,
): { budget: "daily" | "monthly"; limit: number; spent: number; resetsAt: number }[] {
  const held = heldFor(db, baseUrl, profile);
  const out: { budget: "daily" | "monthly"; limit: number; spent: number; resetsAt: number }[] = [];
  for (const [budget, limit, window] of [
    ["daily", budgets.daily, dayWindow(now)],
    ["monthly", budgets.monthly, monthWindow(now)],
  ] as const) {
    if (limit === undefined) continue;
    out.push({ budget, limit, spent: sumWindow(db, baseUrl, profile, window) + held, resetsAt: window.end });
  }
  return out;
}

/**
 * The check and the reservation, to run inside one IMMEDIATE transaction: refused when what the window
 * holds plus this call's reserve would pass a budget (exactly reaching it is allowed), else a hold.
 */
export function reserveIn(db: Database, req: ReserveRequest, alive: (pid: number) => boolean): ReserveResult {
  expireHolds(db, req.now, alive);
  for (const s of budgetStanding(db, req.baseUrl, req.profile, req.budgets, req.now))
    if (s.spent + req.credits > s.limit) {
      const refusal: BudgetRefusal = { ...s, reserve: req.credits };
      return { ok: false, refusal };
    }
  const { lastId } = db.run(
    `INSERT INTO charges (at, base_url, profile, command, operation, credits, state, pid)
     VALUES (?, ?, ?, ?, ?, ?, 'hold', ?)`,
    req.now,
    req.baseUrl,
    storedProfile(req.profile),
    req.command,
    req.operation,
    req.credits,
    req.pid,
  );
  return { ok: true, holdId: lastId };
}

/** What was charged in [since, until), by service, day (local) and command; `profile`: under that one only. */
export function usageIn(db: Database, since: number, until: number, profile?: string): UsageAccount[] {
  const p = profile === undefined ? undefined : storedProfile(profile);
  const only = profile === undefined ? "" : p === null ? "AND profile IS NULL" : "AND profile = ?";
  const rows = db.all(
    `SELECT base_url, strftime('%Y-%m-%d', at / 1000, 'unixepoch', 'localtime') AS day, command,
            SUM(credits) AS credits, COUNT(*) AS calls,
            SUM(CASE WHEN state = 'estimated' THEN credits ELSE 0 END) AS estimated
       FROM charges
      WHERE state != 'hold' AND at >= ? AND at < ? ${only}
      GROUP BY base_url, day, command
      ORDER BY base_url, day`,
    since,
    until,
    ...(p ? [p] : []),
  );
  const accounts = new Map<string, UsageAccount>();
  for (const r of rows) {
    const baseUrl = String(r.base_url);
    let a = accounts.get(baseUrl);
    if (!a) {
      a = { baseUrl, total: 0, estimated: 0, calls: 0, byDay: [], byCommand: [], held: 0 };
      accounts.set(baseUrl, a);
    }
    const credits = Number(r.credits);
    const calls = Number(r.calls);
    a.total += credits;
    a.calls += calls;
    a.estimated += Number(r.estimated);
    const day = String(r.day);
    const d = a.byDay.find((x) => x.day === day);
    if (d) {
      d.credits += credits;
      d.calls += calls;
    } else a.byDay.push({ day, credits, calls });
    const command = String(r.command);
    const c = a.byCommand.find((x) => x.command === command);
    if (c) {
      c.credits += credits;
      c.calls += calls;
    } else a.byCommand.push({ command, credits, calls });
  }
  for (const a of accounts.values()) {
    a.byCommand.sort((x, y) => y.credits - x.credits || (x.command < y.command ? -1 : 1));
    a.held = heldFor(db, a.baseUrl, profile ?? null);
    const [where, params] = accountWhere(a.baseUrl, profile ?? null);
    const b = db.get(
      `SELECT balance, at FROM charges WHERE ${where} AND balance IS NOT NULL ORDER BY at DESC LIMIT 1`,
      ...params,
    );
    if (b) a.balance = { value: Number(b.balance), at: Number(b.at) };
  }
  return [...accounts.values()];
}
