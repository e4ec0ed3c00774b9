// What the store keeps, as the rest of the program sees it. Light (no SQLite): commands import these
// types and StoreError without loading the store.

import type { LedgerWord } from "../contract/operations.js";

/** What a paid call was, for the ledger: its word in the operations table. */
export type Operation = LedgerWord;

/** The store's file name in the config dir. */
export const STORE_FILE = "people.db";

/** The label the built-in sandbox's charges and runs are kept under, apart from any real account. */
export const SANDBOX_LABEL = "sandbox";

/** One charge as the client saw it (or, when the outcome was never seen, the reserve it stands for). */
export interface ChargeEntry {
  uid: string;
  at: number;
  baseUrl: string;
  /** The profile it was charged under (undefined: the default one). */
  profile?: string | undefined;
  command: string;
  operation: Operation;
  credits: number;
  balance?: number | undefined;
  /** The outcome was never seen (a dropped stream, a killed process): counted at what was reserved. */
  estimated: boolean;
}

/** One paid run, as the history keeps it. */
export interface RunEntry {
  uid: string;
  at: number;
  command: "search" | "find" | "translate";
  /** What ran it, when not the command itself: `chat`. */
  via?: string | undefined;
  /** The chat a turn belongs to. */
  session?: string | undefined;
  baseUrl: string;
  /** The profile it ran under (undefined: the default one). */
  profile?: string | undefined;
  /** The query or filters in one line. */
  summary: string;
  /** What `--search` looks through: the query, the answer. */
  search: string;
  people?: number | undefined;
  credits?: number | undefined;
  status: "done" | "stopped" | "interrupted" | "failed";
  /** Everything needed to show the run again (the full response of a search). */
  detail: unknown;
}

export interface RunRow extends RunEntry {
  id: number;
}

/** A hold's outcome, applied with the next transaction. */
export interface Settlement {
  holdId: number;
  /** What the service charged; 0 with `released`. */
  credits: number;
  balance?: number | undefined;
  at: number;
  estimated: boolean;
  /** Nothing was charged (an error answer, a refund): the hold goes. */
  released: boolean;
}

/** The configured budgets (credits per calendar day and month, local time). */
export interface Budgets {
  daily?: number | undefined;
  monthly?: number | undefined;
}

export interface ReserveRequest {
  baseUrl: string;
  /** Budgets are per account: the profile's charges on this service (undefined: the default profile). */
  profile?: string | undefined;
  command: string;
  operation: Operation;
  /** What the call may cost at most: its reserve. */
  credits: number;
  budgets: Budgets;
  now: number;
  pid: number;
}

/** Why a call was refused: which budget, what was spent in its window, and when that window ends. */
export interface BudgetRefusal {
  budget: "daily" | "monthly";
  limit: number;
  spent: number;
  /** What the refused call would have reserved. */
  reserve: number;
  /** When the window starts again (ms since the epoch). */
  resetsAt: number;
}

export type ReserveResult = { ok: true; holdId: number } | { ok: false; refusal: BudgetRefusal };

/** What was charged on one service in a window, as the ledger has it. */
export interface UsageAccount {
  baseUrl: string;
  total: number;
  /** Part of the total that is estimated (calls whose charge was never seen, counted at their reserve). */
  estimated: number;
  calls: number;
  byDay: { day: string; credits: number; calls: number }[];
  byCommand: { command: string; credits: number; calls: number }[];
  /** The balance the service last reported with a charge, and when. */
  balance?: { value: number; at: number } | undefined;
  /** Reserves of calls still running. */
  held: number;
}

/** The store cannot be opened, read or written; `path` names the file. Commands that only record warn. */
export class StoreError extends Error {
  readonly path: string;
  readonly hint: string | undefined;
  constructor(path: string, problem: string, options?: { hint?: string; cause?: unknown }) {
    super(`the local store ${path} ${problem}`, options?.cause ? { cause: options.cause } : undefined);
    this.name = "StoreError";
    this.path = path;
    this.hint = options?.hint;
  }
}
