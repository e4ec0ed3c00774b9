// The Factory's shape: what it hands commands, the flags every command accepts, the live line messages
// keep clear of, and a service named outright. createFactory (factory.ts) builds one.
import type { PeopleClient, RetryNotice } from "../api/client.js";
import type { KeyringBackend } from "../config/keyring.js";
import type { SettingName, Settings } from "../config/settings.js";
import type { ConfigStore } from "../config/store.js";
import type { IOStreams } from "../output/io.js";
import type { Spinner } from "../output/spinner.js";
import type { Theme } from "../output/theme.js";
import type { Store } from "../store/index.js";
import type { Logger } from "./logger.js";
import type { Prompter } from "./prompter.js";
import type { LocalRecords } from "./records.js";
import type { SpendGuard } from "./spend.js";

/** Flags every command accepts (cli-contract.md, "Global flags"). */
export interface GlobalOptions {
  /** --profile NAME: the stored account (and its settings) this run uses. */
  profile?: string;
  baseUrl?: string;
  sandbox?: boolean;
  verbose?: boolean;
  quiet?: boolean;
  color?: boolean;
  timeout?: number;
  maxRetries?: number;
  maxWait?: number;
  /** false with --no-budget: the configured budgets are not checked in this run. */
  budget?: boolean;
}

/**
 * The one line a command may keep redrawing on a terminal's stderr (an export's progress). While it is
 * set, every message clears it first and draws it again after, and the client's retries are offered to
 * it before they are printed as lines of their own.
 */
export interface LiveLine {
  clear(): void;
  redraw(): void;
  /** A retry the client is about to wait out; true when it is shown or handled here (no line of its own). */
  retrying?(notice: RetryNotice): boolean;
}

/** A service named outright (login checks a key before storing it), instead of the configured one. */
export interface ClientTarget {
  /** Checked by the caller (checkBaseUrl). */
  baseUrl: string;
  apiKey: string;
}

export interface Factory {
  /** What the user ran, as `people usage` lists it: `find`, `search`, `history show`… */
  command: string;
  io: IOStreams;
  env: Record<string, string | undefined>;
  globals: GlobalOptions;
  /**
   * --sandbox, PEOPLE_SANDBOX=1, or the profile `sandbox` selected: commands talk to the built-in sandbox,
   * started when a client is asked for.
   */
  readonly sandboxed: boolean;
  /** The selected profile's name (`sandbox` when sandboxed); read without checks (the settings check it). */
  readonly profile: string;
  /** Colours for stderr. */
  theme: Theme;
  log: Logger;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  config(): Promise<ConfigStore>;
  /** The OS keyring (loaded when first asked for), or the backend a test injected. */
  keyring(): Promise<KeyringBackend>;
  /**
   * The settings named (default: all) with where each came from, by the one precedence rule
   * (config/settings.ts). The config file is read, without conf, only when flag and environment leave
   * one of them open.
   */
  settings(only?: readonly SettingName[]): Promise<Settings>;
  /**
   * The client for this run: the sandbox with --sandbox, else the configured service (exit 3 without a
   * key), its paid calls metered by the money seam (spend.ts); or, unmetered, the service `target` names.
   */
  client(target?: ClientTarget): Promise<PeopleClient>;
  /** The money seam the client's paid calls go through (builds the client first). */
  spendGuard(): Promise<SpendGuard>;
  /** What this run keeps in the local store (runs, charges); written when the command ends. */
  records(): Promise<LocalRecords>;
  /** The local store, for commands that read it (history, usage); throws StoreError (exit 1). */
  store(): Promise<Store>;
  prompter(): Promise<Prompter>;
  /** A spinner on stderr while the command waits; draws nothing off a terminal or with --quiet. */
  spinner(text: string): Spinner;
  /** Sets (or, with undefined, removes) the live line that messages must not print over. */
  setLiveLine(line: LiveLine | undefined): void;
  /** Runs when the command ends, whatever happened (closes connections, stops the sandbox). */
  onCleanup(fn: () => Promise<void> | void): void;
  cleanup(): Promise<void>;
}
