// The money seam: the one place every paid call passes through, before it is sent and after it is
// answered. Find's pages, translate (and find --prompt), search (and each chat turn) reach it through the
// client the Factory builds (metered-client.ts: its four paid methods call `run`/`reserve` below, so a
// caller of that client has nothing more to do). A call that spends credits some other way goes through
// the guard itself:
//
//   const guard = await f.spendGuard();
//   const hold = await guard.reserve({ operation: "agenticSearch" }); // BudgetError (exit 8): nothing sent
//   try {
//     const res = await sendTheCall();                           // no lock is held meanwhile
//     hold.charged(res.credits.charged, res.credits.balance);
//   } catch (err) {
//     hold.failed(err);                                           // released, or counted at its reserve
//     throw err;
//   }
//
// or, the same in one call: `guard.run({ operation: "structuredSearch" }, () => sendTheCall(), (res) => res.credits)`.
//
// `reserve` checks the configured budgets (budget.daily, budget.monthly; --no-budget lifts them for the
// run) against what the ledger holds for this service, and takes a hold for the call's reserve (the
// operations table: 10 for an agentic search, 1 for a page or a translation) in the same short transaction, so that
// concurrent processes cannot together pass a budget. Without a budget nothing is checked and no store is
// opened; the charge is still recorded, on the way out. A hold must be settled exactly once (later calls
// are ignored): `charged` with what the service said it charged, `release` when it charged nothing (an
// error answer, a refund), `unknown` when the outcome was never seen (the charge is then counted at the
// reserve), `failed` with the error a call ended on (it tells which of the last two that is). A process
// that dies holding a hold has it counted at its reserve by the next check.
//
// For `people mcp`: build one Factory for the server (its `command` is what `people usage` will list the
// charges under) and make each tool's paid call with the Factory's client, already metered; or through
// `f.spendGuard()` as above. A budget refusal is a BudgetError whose message and `refusal` say which budget
// and when it resets: the tool's error to return, the server staying up (as the chat does). After each
// tool call, `await (await f.records()).flush()` writes its charges (and a run, recorded with
// `records.run(...)` once the tool's answer is out), as the chat does after each turn; the Factory's
// cleanup writes the rest. A session's own cap (--max-credits) is the server's to count.
import { OPERATIONS, type PaidOperation } from "../contract/operations.js";
import { count, formatSeconds } from "../output/text.js";
import type { Budgets, Operation } from "../store/types.js";
import { StoreError } from "../store/types.js";
import { BudgetError, type BudgetRefusalInfo } from "./errors.js";
import type { LocalRecords } from "./records.js";

export interface PaidCall {
  operation: PaidOperation;
  /** What the call may cost at most; default: its reserve in the operations table. */
  reserve?: number;
}

/** What the service said a call cost, and the balance it reported with it. */
export interface Charge {
  charged: number;
  balance?: number;
}

export interface Hold {
  /** The service charged `credits` (and reported `balance`). */
  charged(credits: number, balance?: number): void;
  /** Nothing was charged: the service answered with an error, or refunded the call. */
  release(): void;
  /** The outcome was never seen (a dropped stream, a timeout after sending): counted at the reserve. */
  unknown(): void;
  /** The call ended on `err`: released or unknown, as settleAfterError tells. */
  failed(err: unknown): void;
}

export interface SpendGuard {
  /** Before sending: refuses (BudgetError, exit 8) when a budget would be passed, else holds the reserve. */
  reserve(call: PaidCall): Promise<Hold>;
  /** One paid call between its reservation and its settlement. */
  run<T>(call: PaidCall, send: () => Promise<T>, charge: (result: T) => Charge): Promise<T>;
}

const NEVER_REACHED = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

/**
 * Settles `hold` after `err`: released when the service answered with an error (it charges nothing, and
 * refunds a 502) or the request never left; counted at its reserve when it may have been charged (a
 * timeout or a dropped connection after sending, an interruption).
 */
export function settleAfterError(hold: Hold, err: unknown): void {
  const e = err as { status?: unknown; type?: unknown; cause?: { code?: unknown } } | null;
  const answered = typeof e?.status === "number" && e.status > 0;
  const refused = e?.type === "invalid_request" || e?.type === "stream_error";
  const neverSent = e?.type === "connection_error" && NEVER_REACHED.has(String(e.cause?.code));
  if (answered || refused || neverSent) hold.release();
  else hold.unknown();
}

interface LedgerGuardInit {
  records: LocalRecords;
  /** What the user ran (find, search, translate…), for `people usage`. */
  command: string;
  /** --no-budget: the budgets are not checked in this run (charges are still recorded and held). */
  lifted: boolean;
  budgets: () => Promise<Budgets>;
  now: () => number;
}

/** The guard the commands use: budgets checked against the local store's ledger. */
export class LedgerGuard implements SpendGuard {
  readonly #in: LedgerGuardInit;
  #budgets: Promise<Budgets> | undefined;
  /** Holds not yet settled: whatever the command left running when it ended is settled as unknown. */
  readonly #open = new Set<Hold>();

  constructor(init: LedgerGuardInit) {
    this.#in = init;
  }

  async reserve(call: PaidCall): Promise<Hold> {
    const { records, now, command } = this.#in;
    const row = OPERATIONS[call.operation];
    const operation = row.ledger;
    const credits = call.reserve ?? row.reserve;
    this.#budgets ??= this.#in.budgets();
    const budgets = await this.#budgets;
    const configured = budgets.daily !== undefined || budgets.monthly !== undefined;
    // No budget: nothing to check and no store to open; the charge is recorded on the way out.
    if (!configured) return this.#recordedHold(operation, credits);
    const store = await records.storeIfUsable(
      this.#in.lifted
        ? "this run's charges are kept beside it."
        : "budgets cannot be checked in this run (it goes on without them).",
    );
    if (!store) return this.#recordedHold(operation, credits);
    const settlements = records.takeSettlements();
    let result: ReturnType<typeof store.reserve>;
    try {
      result = store.reserve(
        {
          baseUrl: records.target,
          profile: records.profile,
          command,
          operation,
          credits,
          budgets: this.#in.lifted ? {} : budgets,
          now: now(),
          pid: process.pid,
        },
        settlements,
      );
    } catch (err) {
      records.restoreSettlements(settlements);
      if (!(err instanceof StoreError)) throw err;
      records.warnOnce(err, "budgets cannot be checked in this run (it goes on without them).");
      return this.#recordedHold(operation, credits);
    }
    if (!result.ok) throw budgetError(result.refusal, call.operation, now(), records.target);
    const holdId = result.holdId;
    return this.#tracked({
      charged: (c, balance) =>
        records.settle({ holdId, credits: c, balance, at: now(), estimated: false, released: false }),
      release: () => records.settle({ holdId, credits: 0, at: now(), estimated: false, released: true }),
      unknown: () => records.settle({ holdId, credits, at: now(), estimated: true, released: false }),
    });
  }

  async run<T>(call: PaidCall, send: () => Promise<T>, charge: (result: T) => Charge): Promise<T> {
    const hold = await this.reserve(call);
    let result: T;
    try {
      result = await send();
    } catch (err) {
      hold.failed(err);
      throw err;
    }
    const c = charge(result);
    if (Number.isFinite(c.charged))
      hold.charged(c.charged, Number.isFinite(c.balance) ? c.balance : undefined);
    else hold.unknown();
    return result;
  }

  /** The service the ledger keeps this run's charges under (a base URL, or `sandbox`); set with the client. */
  set target(label: string) {
    this.#in.records.target = label;
  }

  /** Settles, as unknown, every hold still open: called when the command ends, before its records are written. */
  settleOpen(): void {
    for (const h of [...this.#open]) h.unknown();
  }

  #tracked(h: Omit<Hold, "failed">): Hold {
    const hold = once(h, () => this.#open.delete(hold));
    this.#open.add(hold);
    return hold;
  }

  /** A hold with no row behind it: its outcome becomes a charge of the ledger when the command ends. */
  #recordedHold(operation: Operation, reserve: number): Hold {
    const { records, command } = this.#in;
    return this.#tracked({
      charged: (credits, balance) =>
        records.charge({ command, operation, credits, balance, estimated: false }),
      release: () => {},
      unknown: () => records.charge({ command, operation, credits: reserve, estimated: true }),
    });
  }
}

/** A hold that takes its first settlement and ignores any later one. */
function once(h: Omit<Hold, "failed">, settled: () => void): Hold {
  let done = false;
  const first =
    <A extends unknown[]>(fn: (...a: A) => void) =>
    (...a: A) => {
      if (done) return;
      done = true;
      settled();
      fn(...a);
    };
  const hold: Hold = {
    charged: first(h.charged),
    release: first(h.release),
    unknown: first(h.unknown),
    failed: (err) => settleAfterError(hold, err),
  };
  return hold;
}

/** `budget.daily`, as `people config` names it. */
export function budgetKey(r: Pick<BudgetRefusalInfo, "budget">): string {
  return `budget.${r.budget}`;
}

/** "it resets at midnight (in 5h 12m)" / "it resets on 2026-12-01 (in 6 days)". */
export function budgetResets(r: Pick<BudgetRefusalInfo, "budget" | "resetsAt">, now: number): string {
  const left = Math.max(0, r.resetsAt - now);
  const inHow =
    left < 86_400_000
      ? formatSeconds(left / 1000, { roundUp: true })
      : count(Math.ceil(left / 86_400_000), "day");
  const d = new Date(r.resetsAt);
  const p = (n: number) => String(n).padStart(2, "0");
  const when =
    r.budget === "daily" ? "at midnight" : `on ${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  return `it resets ${when} (in ${inHow})`;
}

/** "budget.daily (48 of its 50 credits spent or held today)". */
export function budgetStanding(r: BudgetRefusalInfo, target: string): string {
  const period = r.budget === "daily" ? "today" : "this month";
  const where = target === "sandbox" ? " on the sandbox" : "";
  return `${budgetKey(r)} (${r.spent} of its ${count(r.limit, "credit")} spent or held ${period}${where})`;
}

/** The refusal of a single call, before anything was sent. */
function budgetError(
  r: BudgetRefusalInfo,
  operation: PaidOperation,
  now: number,
  target: string,
): BudgetError {
  return new BudgetError(
    `stopped by ${budgetStanding(r, target)}: this ${OPERATIONS[operation].noun} reserves ${count(r.reserve, "credit")}, so nothing was sent`,
    `${capitalise(budgetResets(r, now))}. Raise it with \`people config set ${budgetKey(r)} N\`, or lift it for one run with --no-budget.`,
    r,
  );
}

function capitalise(s: string): string {
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
}
