// What a run keeps on disk, opened when first asked for: the config file's settings, the local records
// (written when the command ends) and the ledger's guard of the run's paid calls.
import type { StoredSettings } from "../config/settings.js";
import type { Factory } from "./factory-types.js";
import type { LocalRecords } from "./records.js";
import type { LedgerGuard } from "./spend.js";

/** The ledger's guard of this run's paid calls (spend.ts), loaded at the first paid call. */
export async function newLedgerGuard(factory: Factory): Promise<LedgerGuard> {
  const { LedgerGuard } = await import("./spend.js");
  return new LedgerGuard({
    records: await factory.records(),
    command: factory.command,
    lifted: factory.globals.budget === false,
    budgets: async () => {
      const s = await factory.settings(["budgetDaily", "budgetMonthly"]);
      return { daily: s.budgetDaily?.value, monthly: s.budgetMonthly?.value };
    },
    now: factory.now,
  });
}

/**
 * Reads the config file's settings once, loaded only when a setting is left open by flags and environment:
 * `--help` and a run configured by its environment never read it.
 */
export function storedSettingsReader(env: Record<string, string | undefined>): () => Promise<StoredSettings> {
  let stored: StoredSettings | undefined;
  return async () => {
    if (!stored) {
      const [{ configFilePath }, { readStoredFile }] = await Promise.all([
        import("../config/paths.js"),
        import("../config/stored.js"),
      ]);
      stored = readStoredFile(configFilePath(env));
    }
    return stored;
  };
}

/** The run's local records; written by the first of the cleanups, once the command's output is out. */
export async function openRecords(
  factory: Factory,
  cleanups: (() => Promise<void> | void)[],
  guard: () => Promise<LedgerGuard> | undefined,
): Promise<LocalRecords> {
  const { LocalRecords } = await import("./records.js");
  const r = new LocalRecords({
    env: factory.env,
    now: factory.now,
    log: factory.log,
    settings: (only) => factory.settings(only),
    profile: () => factory.profile,
  });
  cleanups.unshift(async () => {
    (await guard())?.settleOpen();
    await r.flush();
    r.close();
  });
  return r;
}
