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
import { redactDeep } from "../contract/text.js";
import type { Journal, Store } from "../store/index.js";
import { randomUUID } from "../store/random.js";
import type { ChargeEntry, RunEntry, Settlement } from "../store/types.js";
import { STORE_FILE, StoreError } from "../store/types.js";
import type { Logger } from "./logger.js";

/**
 * A run as a command describes it; when, where and under which profile it ran are filled in here, and
 * its uid unless the command already named it (an MCP run handle) or recorded people as delivered by it
 * (--new-only, an export).
 */
export type RunInput = Omit<RunEntry, "uid" | "at" | "baseUrl" | "profile"> & { uid?: string };

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

/** The spool beside the store in the config dir `dir` (spool.ts's spoolDir, without loading it). */
function spoolPathIn(dir: string): string {
  return `${join(dir, STORE_FILE)}-spool`;
}

export class LocalRecords {
  readonly dir: string;
  readonly #init: LocalRecordsInit;
  /** The service the charges and runs belong to (a base URL, or `sandbox`); set when the client is built. */
  target = "";
  /** What makes this process's runs when not a command of its own (`mcp`): kept with each run that names none. */
  via: string | undefined;
  /** Told of each run recorded (a saved search counts what its command delivered). */
  onRun: ((run: RunInput) => void) | undefined;
  #store: Promise<Store> | undefined;
  #opened: Store | undefined;
  #warned = false;
  #charges: ChargeEntry[] = [];
  #settlements: Settlement[] = [];
  #runs: RunEntry[] = [];
  /** Journalled calls not yet settled, and the journal they are in (opened at the first). */
  readonly #unsettled = new Map<string, ChargeEntry>();
  #journal: Journal | undefined;
  #journalError: unknown;
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

  /**
   * A paid call about to be sent with no hold in the store (no budget asked for one): journalled at its
   * reserve before it is sent, so that a process killed meanwhile still has it counted (estimated). Returns
   * the uid its settlement (`settleJournalled`) names. Never throws: a journal that cannot be written is said
   * once, and the call goes on.
   */
  async journal(c: ChargeInput): Promise<string> {
    const entry: ChargeEntry = {
      ...c,
      uid: randomUUID(),
      at: this.#init.now(),
      baseUrl: this.target,
      profile: this.profile,
    };
    this.#unsettled.set(entry.uid, entry);
    try {
      this.#journal ??= await this.#newJournal();
      this.#journal?.write({ r: entry });
    } catch (err) {
      if (this.#journal?.lines === 0) this.#journal = undefined;
      // Said on the way out, after the command's output, like every other trouble with recording.
      this.#journalError ??= err;
    }
    return entry.uid;
  }

  /** The outcome of a journalled call: what it was charged, or nothing (`undefined`: released). */
  settleJournalled(uid: string, c: ChargeInput | undefined): void {
    if (!this.#unsettled.delete(uid)) return;
    const entry = c
      ? { ...c, uid, at: this.#init.now(), baseUrl: this.target, profile: this.profile }
      : undefined;
    try {
      this.#journal?.write(entry ? { s: uid, c: entry } : { x: uid });
    } catch (err) {
      this.#journalError ??= err;
    }
    if (entry) this.#charges.push(entry);
  }

  async #newJournal(): Promise<Journal> {
    const { Journal } = await import("../store/spool.js");
    return Journal.open(spoolPathIn(this.dir), this.#init.now());
  }

  /** Once what the journal held is recorded: a new one for the calls still open (MCP runs tools at once). */
  async #rotateJournal(): Promise<void> {
    const old = this.#journal;
    if (!old) return;
    this.#journal = undefined;
    if (this.#unsettled.size > 0)
      try {
        this.#journal = await this.#newJournal();
        for (const r of this.#unsettled.values()) this.#journal.write({ r });
      } catch (err) {
        // The old one stays: it holds these reservations, and the next store folds it in once this is gone.
        this.warnOnce(err, "a process killed now would leave its charges unrecorded.");
        this.#journal = old;
        return;
      }
    old.remove();
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

  readonly #atFlush: (() => void)[] = [];

  /** Has `close` called (it must not throw) when the command's records are written: a file it spools. */
  atFlush(close: () => void): void {
    this.#atFlush.push(close);
  }

  /** Where this process leaves what the store folds in later (spool.ts). */
  get spoolDir(): string {
    return spoolPathIn(this.dir);
  }

  /** The disk filled up under this run's journal: writes that can wait (the index of people seen) wait. */
  get diskShort(): boolean {
    return this.#journal?.short ?? false;
  }

  /**
   * A run, kept unless history is off; call it once the run's output is written. `uid`: the one its
   * provisional entry was journalled under, which this replaces, or one the caller already named the run
   * by (an MCP run handle, as `r.uid`); else a new one.
   */
  run(r: RunInput & { uid?: string }, uid?: string): void {
    this.onRun?.(r);
    this.#runs.push(this.#runEntry(r, uid ?? r.uid ?? randomUUID()));
  }

  /**
   * A run still going (a walk, page after page), journalled as it would be recorded if the process were
   * killed now; `run` with the same uid replaces it. Returns that uid. Nothing is written with history off.
   */
  async provisional(r: RunInput, uid = randomUUID()): Promise<string> {
    if (!(await this.#historySettings()).keep) return uid;
    try {
      this.#journal ??= await this.#newJournal();
      this.#journal.write({ run: this.#runEntry(r, uid) });
    } catch (err) {
      if (this.#journal?.lines === 0) this.#journal = undefined;
      this.#journalError ??= err;
    }
    return uid;
  }

  #runEntry(r: RunInput & { uid?: string }, uid: string): RunEntry {
    const via = r.via ?? this.via;
    // Kept on disk: no secret of the run in it whole (what came from the service is masked already).
    return {
      ...redactDeep(r),
      ...(via ? { via } : {}),
      uid,
      at: this.#init.now(),
      baseUrl: this.target,
      profile: this.profile,
    };
  }

  /**
   * Writes what is queued: into the store when this process has it open, else into the spool. Never
   * throws; a failure is said once.
   */
  async flush(): Promise<void> {
    for (const close of this.#atFlush.splice(0)) close();
    await this.#write();
    if (this.#journalError !== undefined)
      this.warnOnce(
        this.#journalError,
        "a process killed in this run would have left its charges unrecorded.",
      );
  }

  async #write(): Promise<void> {
    if (this.#charges.length + this.#settlements.length + this.#runs.length === 0)
      return await this.#rotateJournal();
    const { keep } = await this.#historySettings();
    const runs = keep ? this.#runs.splice(0) : [];
    this.#runs = [];
    const charges = this.#charges.splice(0);
    const settlements = this.#settlements.splice(0);
    const store = this.#opened;
    if (store) {
      try {
        store.record({ settlements, charges, runs });
        await this.#rotateJournal();
        return;
      } catch (err) {
        // The rest goes to the spool. Settlements name rows of this store and cannot go anywhere else:
        // the holds they settle count at their reserve until they expire.
        this.warnOnce(err, "this run's records wait beside it.");
      }
    }
    if (charges.length + runs.length === 0) return await this.#rotateJournal();
    try {
      // The spool's own module, not the store's: a command that only records loads no more than it needs.
      const { spoolSize, writeSpool } = await import("../store/spool.js");
      const dir = spoolPathIn(this.dir);
      writeSpool(dir, { charges, runs }, this.#init.now());
      await this.#rotateJournal();
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
