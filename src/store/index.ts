// The local store: one SQLite file in the config dir (people.db, 0600), holding the history of paid runs
// and the ledger of charges that `people usage` sums and budgets check. Loaded lazily: a command that
// records without a connection leaves its records in the spool (spool.ts), and only a command that reads
// the store, or checks a budget, opens it.
import { join } from "node:path";
import { Database, storeError } from "./database.js";
import {
  applySettlements,
  budgetStanding,
  expireHolds,
  HOLD_LIMIT_MS,
  insertCharges,
  processAlive,
  reserveIn,
  usageIn,
} from "./ledger.js";
import { countRuns, deleteRuns, getRun, getRunByUid, insertRuns, listRuns, type RunQuery } from "./runs.js";
import { getSaved, listSaved, putSaved, removeSaved, type SavedSearch } from "./saved.js";
import {
  type Claimed,
  claimPeople,
  firstSeen,
  forgetSeen,
  keptPlaces,
  mergeKeys,
  mergeQueued,
  type SeenRun,
  seenBefore,
  seenCount,
} from "./seen.js";
import { readSeenSpool } from "./seen-spool.js";
import { readSpool, removeSpooled, type SpoolBatch, spoolDir, writeSpool } from "./spool.js";
import {
  type Budgets,
  type ChargeEntry,
  type ReserveRequest,
  type ReserveResult,
  type RunEntry,
  type RunRow,
  type Settlement,
  STORE_FILE,
  type UsageAccount,
} from "./types.js";

export type { RunQuery } from "./runs.js";
export type { SavedSearch } from "./saved.js";
export type { Claimed, SeenRun } from "./seen.js";
export { SeenSpool } from "./seen-spool.js";
export { Journal, spoolSize } from "./spool.js";
export { STORE_FILE } from "./types.js";

/** How long `history clear` waits for another process's read to end before it says the rows are not gone yet. */
const ERASE_WAIT_MS = 10_000;

export function storePath(dir: string): string {
  return join(dir, STORE_FILE);
}

interface StoreOptions {
  now: () => number;
  /** Days a run is kept (0 or undefined: until cleared). Applied each time the store is opened. */
  retentionDays?: number | undefined;
  /** Whether a process holding a hold is alive (injected by tests). */
  alive?: (pid: number) => boolean;
}

export class Store {
  readonly path: string;
  readonly #db: Database;
  readonly #spool: string;
  readonly #options: StoreOptions;
  readonly #alive: (pid: number) => boolean;

  private constructor(db: Database, options: StoreOptions) {
    this.#db = db;
    this.path = db.path;
    this.#spool = spoolDir(db.path);
    this.#options = options;
    this.#alive = options.alive ?? processAlive;
  }

  /** Opens the store in `dir`, folds in the spool and applies the retention. Throws StoreError. */
  static open(dir: string, options: StoreOptions): Store {
    const path = storePath(dir);
    const store = new Store(Database.open(dir, path), options);
    store.#guard(() => store.#db.immediate(() => store.#foldSpool()));
    return store;
  }

  /** Which SQLite it runs on (`node:sqlite` or `@photostructure/sqlite`). */
  get engine(): string {
    return this.#db.engine;
  }

  /**
   * Brings the spool in (inside the caller's transaction) and drops runs past the retention; the spool's
   * files go once the transaction has committed (see #afterCommit).
   */
  #foldSpool(): void {
    const now = this.#options.now();
    // A journal is folded in once its process is gone (or has not written it for as long as a hold may stand).
    const spooled = readSpool(
      this.#spool,
      now,
      (pid, at) => pid !== process.pid && (at < now - HOLD_LIMIT_MS || !(pid > 0 && this.#alive(pid))),
    );
    insertCharges(this.#db, spooled.charges);
    insertRuns(this.#db, spooled.runs);
    const days = this.#options.retentionDays;
    if (days && days > 0) {
      deleteRuns(this.#db, now - days * 86_400_000);
      forgetSeen(this.#db, now - days * 86_400_000);
    }
    this.#pendingRemoval.push(...spooled.files);
  }

  #pendingRemoval: string[] = [];

  /**
   * Merges into the index (inside the caller's transaction, or one of its own when `alone`) the people of
   * exports that are over: by the commands that read the index, so that others (history, usage, a budget
   * check) never pay for it. Rows an earlier version queued are merged too.
   */
  #mergeSeen(alone = false): void {
    const { seen, files } = readSeenSpool(
      this.#spool,
      (pid) => pid !== process.pid && !(pid > 0 && this.#alive(pid)),
    );
    const merge = () => {
      mergeQueued(this.#db);
      for (const { run, keys } of seen) mergeKeys(this.#db, run, keys);
    };
    if (!alone) merge();
    else if (files.length > 0) this.#db.immediate(merge);
    this.#pendingRemoval.push(...files);
  }

  #afterCommit(): void {
    removeSpooled(this.#pendingRemoval.splice(0));
  }

  /** Runs `fn`, turning whatever it throws into a StoreError naming the file. */
  #guard<T>(fn: () => T): T {
    try {
      const out = fn();
      this.#afterCommit();
      return out;
    } catch (err) {
      this.#pendingRemoval = [];
      throw storeError(this.path, err);
    }
  }

  /**
   * The budget check and the reservation, in one transaction: settles what this process learnt since the
   * last one, folds in the spool, expires the holds of processes that are gone, then refuses or holds.
   */
  reserve(req: ReserveRequest, settlements: readonly Settlement[] = []): ReserveResult {
    return this.#guard(() =>
      this.#db.immediate(() => {
        applySettlements(this.#db, settlements);
        this.#foldSpool();
        return reserveIn(this.#db, req, this.#alive);
      }),
    );
  }

  /** Writes settlements, charges and runs in one transaction. */
  record(batch: { settlements?: readonly Settlement[]; charges?: ChargeEntry[]; runs?: RunEntry[] }): void {
    this.#guard(() =>
      this.#db.immediate(() => {
        applySettlements(this.#db, batch.settlements ?? []);
        insertCharges(this.#db, batch.charges ?? []);
        insertRuns(this.#db, batch.runs ?? []);
      }),
    );
  }

  runs(q: RunQuery = {}): RunRow[] {
    return this.#guard(() => listRuns(this.#db, q));
  }

  run(id: number): RunRow | undefined {
    return this.#guard(() => getRun(this.#db, id));
  }

  /** How many runs there are from before `before` (all without it). */
  countRuns(before?: number): number {
    return this.#guard(() => countRuns(this.#db, before));
  }

  /**
   * Removes runs from before `before` (every run without it), with the people they kept and the people
   * first seen then; charges stay (usage and budgets need them). Then erases them from the disk (see
   * eraseLog); `erased` is false when another process's read kept their old pages in the write-ahead log
   * past `waitMs`.
   */
  clearRuns(before?: number, waitMs = ERASE_WAIT_MS): { removed: number; erased: boolean } {
    return this.#guard(() => {
      const removed = this.#db.immediate(() => {
        this.#foldSpool();
        this.#mergeSeen();
        forgetSeen(this.#db, before);
        return deleteRuns(this.#db, before);
      });
      return { removed, erased: this.#db.truncateLog(waitMs) };
    });
  }

  /**
   * Records `profiles` as delivered by `run`, in one transaction, and says which of them another run
   * delivered before: two runs claiming at once never both find one person new.
   */
  claim(
    run: SeenRun,
    profiles: readonly Readonly<Record<string, unknown>>[],
    o: { max?: number; newOnly?: boolean } = {},
  ): Claimed[] {
    return this.#guard(() =>
      this.#db.immediate(() => {
        this.#mergeSeen();
        return claimPeople(this.#db, run, profiles, o);
      }),
    );
  }

  /** Which of `profiles` were delivered before on `target` (nothing recorded). */
  seenBefore(target: string, profiles: readonly Readonly<Record<string, unknown>>[]): boolean[] {
    return this.#guard(() =>
      this.#db.immediate(() => {
        this.#mergeSeen();
        return seenBefore(this.#db, target, profiles);
      }),
    );
  }

  /** How many people the index of people seen holds. */
  seenCount(): number {
    return this.#guard(() =>
      this.#db.immediate(() => {
        this.#mergeSeen();
        return seenCount(this.#db);
      }),
    );
  }

  /**
   * A person typed as KEY, profile URL or email: the kept runs that hold them (newest first, with their
   * place in each) and when they were first seen.
   */
  person(text: string): {
    kept: { run: RunRow; pos: number }[];
    first: { at: number; run: RunRow | undefined; target: string } | undefined;
  } {
    return this.#guard(() => {
      this.#mergeSeen(true);
      const kept = keptPlaces(this.#db, text).flatMap(({ run, pos }) => {
        const row = getRunByUid(this.#db, run);
        return row ? [{ run: row, pos }] : [];
      });
      const first = firstSeen(this.#db, text);
      return {
        kept,
        first: first
          ? { at: first.at, run: getRunByUid(this.#db, first.run), target: first.target }
          : undefined,
      };
    });
  }

  saved(name: string): SavedSearch | undefined {
    return this.#guard(() => getSaved(this.#db, name));
  }

  savedList(): SavedSearch[] {
    return this.#guard(() => listSaved(this.#db));
  }

  /** False when `name` is taken and `replace` is not set. */
  save(s: SavedSearch, replace: boolean): boolean {
    return this.#guard(() => this.#db.immediate(() => putSaved(this.#db, s, replace)));
  }

  unsave(name: string): boolean {
    return this.#guard(() => this.#db.immediate(() => removeSaved(this.#db, name)));
  }

  /**
   * Empties the write-ahead log into the file, where secure_delete has overwritten deleted rows: false
   * when another process was still reading after `waitMs` (its read keeps the log's old pages).
   */
  eraseLog(waitMs = ERASE_WAIT_MS): boolean {
    return this.#guard(() => this.#db.truncateLog(waitMs));
  }

  /** What was charged in [since, until); holds of processes that are gone are settled first. */
  usage(since: number, until: number, profile?: string): UsageAccount[] {
    return this.#guard(() =>
      this.#db.immediate(() => {
        expireHolds(this.#db, this.#options.now(), this.#alive);
        return usageIn(this.#db, since, until, profile);
      }),
    );
  }

  /** What each configured budget stands at on `baseUrl` now. */
  budgets(baseUrl: string, profile: string | undefined, budgets: Budgets): ReturnType<typeof budgetStanding> {
    return this.#guard(() =>
      this.#db.immediate(() => {
        expireHolds(this.#db, this.#options.now(), this.#alive);
        return budgetStanding(this.#db, baseUrl, profile, budgets, this.#options.now());
      }),
    );
  }

  close(): void {
    try {
      this.#db.close();
    } catch {
      // Closing can only fail on a connection already broken; nothing is pending by then.
    }
  }
}

/** Leaves a batch in the spool of the store in `dir`, for the next process that opens it. Throws fs errors. */
export function spool(dir: string, batch: SpoolBatch, now: number): void {
  writeSpool(spoolDir(storePath(dir)), batch, now);
}

/** The spool directory of the store in `dir`. */
export function spoolPath(dir: string): string {
  return spoolDir(storePath(dir));
}
