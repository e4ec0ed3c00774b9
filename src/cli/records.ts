// What a command keeps in the local store (src/store): the runs it made (the history) and what each paid
// call was charged (the ledger). Recording is on the way out and never in the way:
// - a command queues its run once its output is written, and everything queued is written when the
//   command ends (the Factory's cleanup) or, in the chat, after each turn;
// - without a connection to the store (no budget needed one), what is queued goes to the spool, a file
//   write; the store folds it in when a command next opens it;
// - a store or spool that cannot be written is said once on stderr, and the command goes on as if it
//   had been written;
// - with history off (`people config set history off`, PEOPLE_NO_HISTORY=1) runs are dropped here, and
//   only the charges budgets and `people usage` need are kept.
import { join } from "node:path";
import { configDir } from "../config/paths.js";
import type { SettingName, Settings } from "../config/settings.js";
import type { Store } from "../store/index.js";
import { randomUUID } from "../store/random.js";
import type { ChargeEntry, RunEntry, Settlement } from "../store/types.js";
import { STORE_FILE, StoreError } from "../store/types.js";
import type { Logger } from "./logger.js";

/** A run as a command describes it; when and where it ran are filled in here. */
export type RunInput = Omit<RunEntry, "uid" | "at" | "baseUrl" | "profile">;

/** A charge as the money seam reports it. */
type ChargeInput = Omit<ChargeEntry, "uid" | "at" | "baseUrl" | "profile">;

/**
 * The profile `history` and `usage` keep to: one chosen for this run (--profile, PEOPLE_PROFILE), else
 * none (every profile, each service apart).
 */
export function chosenProfile(f: {
  globals: { profile?: string | undefined };
  env: Readonly<Record<string, string | undefined>>;
  profile: string;
}): string | undefined {
  const explicit = f.globals.profile?.trim() || f.env.PEOPLE_PROFILE?.trim();
  return explicit ? f.profile : undefined;
}

/** Spooled batches past which a command folds the spool into the store on its way out. */
const FOLD_AT = 64;

interface LocalRecordsInit {
  env: Readonly<Record<string, string | undefined>>;
  now: () => number;
  log: Logger;
  settings: (only: readonly SettingName[]) => Promise<Settings>;
  /** The profile the run uses (`sandbox` for the sandbox): its charges and runs are kept under it. */
  profile?: () => string;
}

export class LocalRecords {
  readonly dir: string;
  readonly #init: LocalRecordsInit;
  /** The service the charges and runs belong to (a base URL, or `sandbox`); set when the client is built. */
  target = "";
  /** What makes this process's runs when not a command of its own (`mcp`): kept with each run that names none. */
  via: string | undefined;
  #store: Promise<Store> | undefined;
  #opened: Store | undefined;
  #warned = false;
  #charges: ChargeEntry[] = [];
  #settlements: Settlement[] = [];
  #runs: RunEntry[] = [];
  #history: Promise<{ keep: boolean; retention: number | undefined }> | undefined;

  constructor(init: LocalRecordsInit) {
    this.#init = init;
    this.dir = configDir(init.env);
  }

  /** The profile this run's records belong to. */
  get profile(): string | undefined {
    return this.#init.profile?.();
  }

  /** Says once that the store could not be used, and what that means for this run. */
  warnOnce(err: unknown, consequence: string): void {
    if (this.#warned) return;
    this.#warned = true;
    const what =
      err instanceof StoreError
        ? err.message
        : `the local store in ${this.dir} cannot be written (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`;
    this.#init.log.warn(
      `${what}; ${consequence}${err instanceof StoreError && err.hint ? ` ${err.hint}` : ""}`,
    );
  }

  /** Whether runs are kept, and for how many days (settings `history`, `history.retention`). */
  #historySettings(): Promise<{ keep: boolean; retention: number | undefined }> {
    this.#history ??= this.#init.settings(["history", "historyRetention"]).then(
      (s) => ({ keep: s.history?.value !== false, retention: s.historyRetention?.value }),
      // A config file that cannot be read says nothing either way: keep nothing personal.
      () => ({ keep: false, retention: undefined }),
    );
    return this.#history;
  }

  /**
   * The store, opened once (the spool folded in, the retention applied). Throws StoreError: for commands
   * whose purpose is the store (history, usage).
   */
  store(): Promise<Store> {
    return this.#open();
  }

  /** The store, or undefined (said once) when it cannot be opened: for a command that only records. */
  async storeIfUsable(consequence: string): Promise<Store | undefined> {
    try {
      return await this.#open();
    } catch (err) {
      this.warnOnce(err, consequence);
      return undefined;
    }
  }

  #open(): Promise<Store> {
    this.#store ??= (async () => {
      const { Store } = await import("../store/index.js");
      const { retention } = await this.#historySettings();
      this.#opened = Store.open(this.dir, { now: this.#init.now, retentionDays: retention });
      return this.#opened;
    })();
    return this.#store;
  }

  /** A charge seen outside a hold (no budget asked for one). */
  charge(c: ChargeInput): void {
    this.#charges.push({
      ...c,
      uid: randomUUID(),
      at: this.#init.now(),
      baseUrl: this.target,
      profile: this.profile,
    });
  }

  /** A hold's outcome, written with the next transaction or on the way out. */
  settle(s: Settlement): void {
    this.#settlements.push(s);
  }

  /** The settlements not yet written, for a transaction that writes them (the next reservation). */
  takeSettlements(): Settlement[] {
    return this.#settlements.splice(0);
  }

  /** Gives back settlements a failed transaction did not write. */
  restoreSettlements(s: Settlement[]): void {
    this.#settlements.unshift(...s);
  }

  /**
   * A run, kept unless history is off; call it once the run's output is written. `uid`: one the caller
   * already named the run by (an MCP run handle), else a new one.
   */
  run(r: RunInput & { uid?: string }): void {
    const via = r.via ?? this.via;
    this.#runs.push({
      ...r,
      ...(via ? { via } : {}),
      uid: r.uid ?? randomUUID(),
      at: this.#init.now(),
      baseUrl: this.target,
      profile: this.profile,
    });
  }

  /**
   * Writes what is queued: into the store when this process has it open, else into the spool. Never
   * throws; a failure is said once.
   */
  async flush(): Promise<void> {
    if (this.#charges.length + this.#settlements.length + this.#runs.length === 0) return;
    const { keep } = await this.#historySettings();
    const runs = keep ? this.#runs.splice(0) : [];
    this.#runs = [];
    const charges = this.#charges.splice(0);
    const settlements = this.#settlements.splice(0);
    const store = this.#opened;
    if (store) {
      try {
        store.record({ settlements, charges, runs });
        return;
      } catch (err) {
        // The rest goes to the spool. Settlements name rows of this store and cannot go anywhere else:
        // the holds they settle count at their reserve until they expire.
        this.warnOnce(err, "this run's records wait beside it.");
      }
    }
    if (charges.length + runs.length === 0) return;
    try {
      // The spool's own module, not the store's: a command that only records loads no more than it needs.
      const { spoolDir, spoolSize, writeSpool } = await import("../store/spool.js");
      const dir = spoolDir(join(this.dir, STORE_FILE));
      writeSpool(dir, { charges, runs }, this.#init.now());
      // Now and then, the command that finds the spool long folds it in (the store opens once for it).
      if (spoolSize(dir) >= FOLD_AT)
        await this.storeIfUsable("the recorded runs wait beside it until it can be opened.");
    } catch (err) {
      this.warnOnce(err, "this run's history and charges are not kept.");
    }
  }

  close(): void {
    this.#opened?.close();
    this.#opened = undefined;
  }
}
