// The Factory hands commands everything they reach out for: IO streams, a lazily built client (the only
// place one is built), the config store and settings, the prompter, a spinner, the clock, `sleep`, and the
// interrupt signal. Nothing is built until asked for, so `--help` never builds a client or reads the disk.
import type { Command } from "commander";
import type { PeopleClient } from "../api/client.js";
import { sleep as defaultSleep } from "../api/sleep.js";
import type { KeyringBackend } from "../config/keyring.js";
import { SANDBOX_PROFILE, selectedProfile } from "../config/profiles.js";
import { envFlag, resolveSettings } from "../config/settings.js";
import type { ConfigStore } from "../config/store.js";
import { redactSecrets } from "../contract/text.js";
import type { IOStreams } from "../output/io.js";
import { NO_SPINNER, startSpinner } from "../output/spinner.js";
import { createTheme, type Theme } from "../output/theme.js";
import { BadKeyError } from "./errors.js";
import { buildClient } from "./factory-client.js";
import { newLedgerGuard, openRecords, storedSettingsReader } from "./factory-store.js";
import type { Dispatch, Factory, GlobalOptions, LiveLine } from "./factory-types.js";
import type { Logger } from "./logger.js";
import type { LocalRecords, RunInput } from "./records.js";
import type { LedgerGuard } from "./spend.js";

export { checkBaseUrl, checkConfiguredKey, checkKey } from "./factory-checks.js";
export type { ClientTarget, Factory, GlobalOptions, LiveLine } from "./factory-types.js";
export type { Logger } from "./logger.js";
export type { Prompter } from "./prompter.js";

/** Gives an action the Factory built from the parsed global flags. */
export type GetFactory = (command: Command) => Factory;

export interface FactoryInit {
  /** The command's name (and its subcommand's): `find`, `history show`. */
  command?: string;
  io: IOStreams;
  env: Record<string, string | undefined>;
  globals: GlobalOptions;
  signal: AbortSignal;
  /**
   * Whether cleanup closes the client's connections (default true). The launcher ends the process as soon
   * as the command returns, and the exit closes them for free: closing one by one destroys each socket with
   * an error (whose stack is formatted) and makes process.stderr, a tenth of a short command's own work.
   */
  closeConnections?: boolean;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** The keyring backend (tests inject a fake one); default: the OS keyring, loaded when first used. */
  keyring?: KeyringBackend;
  /** How this run may run another command line (given by the launcher's run()). */
  dispatch?: Dispatch;
  /** What ran this command, kept with each run it records (a saved search: `saved:NAME`). */
  via?: string;
  /** Told of each run this command records. */
  onRun?: (run: RunInput) => void;
}

export function createFactory(init: FactoryInit): Factory {
  const { io, env, globals, signal } = init;
  const theme = createTheme(io.colorStderr);
  const cleanups: (() => Promise<void> | void)[] = [];
  let live: LiveLine | undefined;
  let store: Promise<ConfigStore> | undefined;
  let records: Promise<LocalRecords> | undefined;
  let guard: Promise<LedgerGuard> | undefined;
  /** The service this run's client talks to, as the ledger labels it (a base URL, or `sandbox`). */
  let target = "";
  /** The run's client: one per command, so --sandbox starts one sandbox (one banner, one account). */
  let client: Promise<PeopleClient> | undefined;

  const ledgerGuard = (): Promise<LedgerGuard> => {
    guard ??= newLedgerGuard(factory);
    return guard;
  };
  const storedSettings = storedSettingsReader(env);
  let selected: string | undefined;
  let keyring: Promise<KeyringBackend> | undefined;
  // Each profile's key is read from the keyring once a run: asking again may mean another unlock prompt.
  const readKey = once((profile) => keyFromKeyring(factory, profile));
  const factory: Factory = {
    command: init.command ?? "",
    io,
    env,
    globals,
    get sandboxed() {
      return factory.profile === SANDBOX_PROFILE;
    },
    // Worked out when first asked: the selected profile may be the one `auth switch` stored.
    get profile() {
      selected ??=
        globals.sandbox || envFlag(env.PEOPLE_SANDBOX)
          ? SANDBOX_PROFILE
          : selectedProfile(globals.profile, env);
      return selected;
    },
    theme,
    log: createLogger(io, globals, theme, () => live),
    signal,
    now: init.now ?? Date.now,
    sleep: init.sleep ?? defaultSleep,
    config() {
      store ??= import("../config/store.js").then((m) =>
        m.openConfigStore(env.PEOPLE_CONFIG_DIR || undefined),
      );
      return store;
    },
    keyring() {
      keyring ??= init.keyring
        ? Promise.resolve(init.keyring)
        : import("../config/keyring.js").then((m) => m.nativeKeyring(env));
      return keyring;
    },
    settings(only) {
      return resolveSettings({ flags: globals, env, stored: storedSettings, keyring: readKey }, only);
    },
    client(to) {
      const context = {
        cleanups,
        live: () => live,
        closeConnections: init.closeConnections ?? true,
        guard: ledgerGuard,
        labelled: (label: string) => (target = label),
      };
      if (to) return buildClient(factory, context, to);
      client ??= buildClient(factory, context);
      return client;
    },
    async spendGuard() {
      await factory.client();
      const g = await ledgerGuard();
      g.target = target;
      return g;
    },
    records() {
      records ??= openRecords(factory, cleanups, () => guard).then((r) => {
        if (init.via) r.via = init.via;
        if (init.onRun) r.onRun = init.onRun;
        return r;
      });
      return records;
    },
    store: async () => (await factory.records()).store(),
    dispatch: init.dispatch ?? (() => Promise.reject(new Error("this run cannot run another command line"))),
    async prompter() {
      const { createPrompter } = await import("./prompter.js");
      return createPrompter(io, signal);
    },
    spinner(text) {
      if (!io.stderrIsTTY || globals.quiet) return NO_SPINNER;
      const spinner = startSpinner({ stream: io.stderr, text, columns: io.columns, color: io.colorStderr });
      // Whatever ends the command, no spinner outlives it (ora's timer would keep the process alive).
      cleanups.push(() => spinner.stop());
      return spinner;
    },
    setLiveLine(line) {
      live = line;
    },
    onCleanup(fn) {
      cleanups.push(fn);
    },
    async cleanup() {
      for (const fn of cleanups.splice(0)) {
        try {
          await fn();
        } catch {
          // Cleanup must never hide the command's own outcome.
        }
      }
    },
  };
  return factory;
}

/** `read`, called at most once for each profile. */
function once(
  read: (profile: string) => Promise<string | undefined>,
): (profile: string) => Promise<string | undefined> {
  const keys = new Map<string, Promise<string | undefined>>();
  return (profile) => {
    if (!keys.has(profile)) keys.set(profile, read(profile));
    return keys.get(profile) as Promise<string | undefined>;
  };
}

/** A profile's key from the keyring; a keyring that does not answer is exit 3, saying what to do. */
async function keyFromKeyring(f: Factory, profile: string): Promise<string | undefined> {
  const keyring = await f.keyring();
  try {
    return await keyring.get(profile);
  } catch (err) {
    throw new BadKeyError(
      `the key of the profile ${profile} is kept in the OS keyring, which cannot be used (${(err as { reason?: string }).reason ?? (err as Error).message})`,
      `Unlock the keyring, or store the key in the config file: people login --profile ${profile} --insecure-storage`,
    );
  }
}

/** Messages on stderr that clear the live line first (and draw it again after). */
function createLogger(
  io: IOStreams,
  globals: GlobalOptions,
  theme: Theme,
  live: () => LiveLine | undefined,
): Logger {
  const write = (line: string) => {
    live()?.clear();
    io.stderr.write(`${line}\n`);
    live()?.redraw();
  };
  return {
    info: (m) => {
      if (!globals.quiet) write(redactSecrets(m));
    },
    warn: (m) => {
      if (!globals.quiet) write(`${theme.warn("warning:")} ${redactSecrets(m)}`);
    },
    verbose: (m) => {
      if (globals.verbose) write(theme.dim(redactSecrets(m)));
    },
  };
}
