// The Factory hands commands everything they reach out for: IO streams, a lazily built client (the only
// place one is built), the config store and settings, the prompter, a spinner, the clock, `sleep`, and the
// interrupt signal. Nothing is built until asked for, so `--help` never builds a client or reads the disk.
import type { Command } from "commander";
import type { PeopleClient, RetryNotice } from "../api/client.js";
import { sleep as defaultSleep } from "../api/sleep.js";
import {
  envFlag,
  type Resolved,
  resolveSettings,
  type SettingName,
  type Settings,
  type StoredSettings,
} from "../config/settings.js";
import type { ConfigStore } from "../config/store.js";
import { keyProblem, redactUrl } from "../contract/text.js";
import type { IOStreams } from "../output/io.js";
import { NO_SPINNER, type Spinner, startSpinner } from "../output/spinner.js";
import { formatSeconds } from "../output/text.js";
import { createTheme, type Theme } from "../output/theme.js";
import type { Store } from "../store/index.js";
import { VERSION } from "../version.js";
import { BadKeyError, NoKeyError, UsageError } from "./errors.js";
import type { Logger } from "./logger.js";
import type { Prompter } from "./prompter.js";
import type { LocalRecords } from "./records.js";
import type { LedgerGuard, SpendGuard } from "./spend.js";

export type { Prompter } from "./prompter.js";

/** Flags every command accepts (cli-contract.md, "Global flags"). */
export interface GlobalOptions {
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
  /** --sandbox or PEOPLE_SANDBOX=1: commands talk to the built-in sandbox, started when a client is asked for. */
  sandboxed: boolean;
  /** Colours for stderr. */
  theme: Theme;
  log: Logger;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  config(): Promise<ConfigStore>;
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

export type { Logger } from "./logger.js";

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
}

const USER_AGENT = `people-search-cli/${VERSION} node/${process.versions.node} (${process.platform})`;

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

  const ledgerGuard = (): Promise<LedgerGuard> => {
    guard ??= newLedgerGuard(factory);
    return guard;
  };
  const storedSettings = storedSettingsReader(env);
  const factory: Factory = {
    command: init.command ?? "",
    io,
    env,
    globals,
    sandboxed: Boolean(globals.sandbox) || envFlag(env.PEOPLE_SANDBOX),
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
    settings(only) {
      return resolveSettings(
        {
          flags: globals,
          env,
          stored: storedSettings,
        },
        only,
      );
    },
    client: (to) =>
      buildClient(
        factory,
        {
          cleanups,
          live: () => live,
          closeConnections: init.closeConnections ?? true,
          guard: ledgerGuard,
          labelled: (label) => {
            target = label;
          },
        },
        to,
      ),
    async spendGuard() {
      await factory.client();
      const g = await ledgerGuard();
      g.target = target;
      return g;
    },
    records() {
      records ??= openRecords(factory, cleanups, () => guard);
      return records;
    },
    store: async () => (await factory.records()).store(),
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

/** The ledger's guard of this run's paid calls (spend.ts), loaded at the first paid call. */
async function newLedgerGuard(factory: Factory): Promise<LedgerGuard> {
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
function storedSettingsReader(env: Record<string, string | undefined>): () => Promise<StoredSettings> {
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
async function openRecords(
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
  });
  cleanups.unshift(async () => {
    (await guard())?.settleOpen();
    await r.flush();
    r.close();
  });
  return r;
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
      if (!globals.quiet) write(m);
    },
    warn: (m) => {
      if (!globals.quiet) write(`${theme.warn("warning:")} ${m}`);
    },
    verbose: (m) => {
      if (globals.verbose) write(theme.dim(m));
    },
  };
}

interface ClientContext {
  cleanups: (() => Promise<void> | void)[];
  live: () => LiveLine | undefined;
  /** The money seam the metered client's paid calls go through. */
  guard: () => Promise<LedgerGuard>;
  /** Says which service the built client talks to, as the ledger labels it. */
  labelled: (label: string) => void;
  closeConnections: boolean;
}

/**
 * The one place a client is built: for `target` when given, else for the sandbox (--sandbox) or the
 * configured service. Where the service is gets settled before the client's code loads: a missing key
 * should cost nothing.
 */
async function buildClient(f: Factory, ctx: ClientContext, target?: ClientTarget): Promise<PeopleClient> {
  const sandboxed = !target && f.sandboxed;
  const where = target ?? (sandboxed ? undefined : await configuredTarget(f));
  const { MeteredClient, PeopleClient, SANDBOX_LABEL, normalizeBaseUrl } = await import(
    "./metered-client.js"
  );
  const common = {
    timeout: f.globals.timeout,
    maxRetries: f.globals.maxRetries,
    maxWait: f.globals.maxWait,
    userAgent: USER_AGENT,
    sleep: f.sleep,
    onRetry: makeRetryNotifier(f, ctx.live),
    log: f.globals.verbose ? (line: string) => f.log.verbose(line) : undefined,
  };
  if (target) {
    // A service named outright (login checking a key): free calls only, nothing metered.
    const client = new PeopleClient({ ...common, ...target });
    if (ctx.closeConnections) ctx.cleanups.push(() => client.close());
    return client;
  }
  // The money seam, for the service the ledger keeps this client's charges under (loaded at the first
  // paid call).
  const seam = (label: string) => {
    ctx.labelled(label);
    return () =>
      ctx.guard().then((g) => {
        g.target = label;
        return g;
      });
  };
  if (where) {
    const label = normalizeBaseUrl(where.baseUrl);
    const client = new MeteredClient({ ...common, ...where }, seam(label));
    if (ctx.closeConnections) ctx.cleanups.push(() => client.close());
    return client;
  }
  const sandbox = await startSandboxForRun(f);
  ctx.cleanups.push(() => sandbox.close());
  // Every --sandbox run has a fresh account on its own port: its charges are kept under one label.
  const client = new MeteredClient(
    {
      ...common,
      baseUrl: sandbox.baseUrl,
      apiKey: sandbox.key,
      dispatcher: PeopleClient.directDispatcher(),
    },
    seam(SANDBOX_LABEL),
  );
  ctx.cleanups.unshift(() => client.close());
  return client;
}

/** The configured service, by flag > environment > stored config; refused (exit 3, exit 2) when incomplete. */
async function configuredTarget(f: Factory): Promise<ClientTarget> {
  const s = await f.settings(["baseUrl", "apiKey"]);
  if (!s.apiKey) throw new NoKeyError();
  checkConfiguredKey(s.apiKey);
  if (!s.baseUrl)
    throw new UsageError(
      "no base URL is configured",
      "Pass --base-url URL (ending in /api/v1), set PEOPLE_BASE_URL, or run `people login`.",
    );
  return { baseUrl: checkBaseUrl(s.baseUrl.value), apiKey: s.apiKey.value };
}

/** --sandbox: the built-in service on a free port, with a fresh account, said once on stderr. */
async function startSandboxForRun(
  f: Factory,
): Promise<{ baseUrl: string; key: string; close(): Promise<void> }> {
  const { startSandbox, FaultConfigError, SANDBOX_DEFAULTS } = await import("../sandbox/index.js");
  const pace = f.env.PEOPLE_SANDBOX_PACE !== undefined ? Number(f.env.PEOPLE_SANDBOX_PACE) : undefined;
  const sandbox = await startSandbox({
    port: 0,
    host: SANDBOX_DEFAULTS.host,
    ...(Number.isFinite(pace) ? { pace } : {}),
  }).catch((err: unknown) => {
    if (err instanceof FaultConfigError)
      throw new UsageError(
        `PEOPLE_SANDBOX_FAULTS: ${err.message}`,
        "Fix the JSON (the README's sandbox section lists the faults), or unset it.",
      );
    throw err;
  });
  f.log.info(
    f.theme.warn(
      `Sandbox: synthetic people at ${sandbox.baseUrl}, not real data, no credits spent on your account.`,
    ),
  );
  return sandbox;
}

/**
 * Checks a base URL before anything is sent and returns it normalised (scheme and host as the URL parser
 * writes them, no trailing slash): http(s) only, no user or password, no query or fragment, no white space,
 * no empty, "." or ".." path segment, and a path ending in /api/v1 (one trailing slash is ignored).
 * Messages never show a password from the URL, nor what a query or fragment holds (it may be a token).
 */
export function checkBaseUrl(url: string): string {
  const text = url.trim();
  const shown = JSON.stringify(shownUrl(text));
  const shape = "It looks like https://HOST/api/v1.";
  let parsed: URL;
  try {
    parsed = new URL(text);
  } catch {
    throw new UsageError(`the base URL ${shown} is not a URL`, shape);
  }
  if (/[\s\x00-\x1f\x7f]/.test(text))
    throw new UsageError(`the base URL ${shown} contains white space or a control character`, shape);
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new UsageError(
      `the base URL must start with http:// or https:// (got ${JSON.stringify(parsed.protocol)})`,
      shape,
    );
  if (parsed.username || parsed.password)
    throw new UsageError(
      `the base URL ${shown} carries a user name or password`,
      "Remove them from the URL: the API key goes in PEOPLE_API_KEY or `people login`, never in a URL.",
    );
  if (parsed.search || text.includes("?"))
    throw new UsageError(`the base URL ${shown} has a query (?…)`, `Remove it: ${shape}`);
  if (parsed.hash || text.includes("#"))
    throw new UsageError(`the base URL ${shown} has a fragment (#…)`, `Remove it: ${shape}`);
  // The path as typed (the parser would quietly resolve "x/.." and keep "//"): after the scheme and host,
  // one trailing slash allowed.
  const typedPath = /^[a-z][a-z0-9+.-]*:[/\\]*[^/\\]*(.*)$/is.exec(text)?.[1] ?? parsed.pathname;
  const segments = typedPath
    .replace(/[/\\]$/, "")
    .split(/[/\\]/)
    .slice(1);
  if (segments.some((seg) => seg === "" || /^(\.|%2e){1,2}$/i.test(seg)))
    throw new UsageError(
      `the base URL ${shown} has an empty, "." or ".." segment in its path`,
      `Did you mean ${suggestedBaseUrl(parsed.origin, parsed.pathname.replace(/\/{2,}/g, "/"))}?`,
    );
  const path = parsed.pathname.replace(/\/$/, "");
  if (!path.endsWith("/api/v1")) {
    const version = /\/api\/v(\d+)(?:\/|$)/i.exec(path)?.[1];
    const what =
      version !== undefined && version !== "1"
        ? `is for version ${version} of the API; this client speaks version 1`
        : "does not end in /api/v1";
    throw new UsageError(
      `the base URL ${shown} ${what}`,
      `Did you mean ${suggestedBaseUrl(parsed.origin, path)}?`,
    );
  }
  return `${parsed.origin}${path}`;
}

/**
 * The base URL a wrong one probably meant: the path up to its `/api/v1` (`…/api/v1/credits`,
 * `…/api/v1junk`), else up to its `/api` segment with v1 after it (`…/api`, `…/api/v2`), else the
 * path with /api/v1 added (a gateway's prefix stays).
 */
function suggestedBaseUrl(origin: string, pathname: string): string {
  const path = pathname.replace(/\/+$/, "");
  const at = path.indexOf("/api/v1");
  if (at >= 0) return `${origin}${path.slice(0, at)}/api/v1`;
  const api = /^(.*?\/api)(?:\/.*)?$/i.exec(path);
  if (api) return `${origin}${api[1]}/v1`;
  return `${origin}${path}/api/v1`;
}

/** A base URL as it may be shown: no password, and a query's or fragment's content left out. */
function shownUrl(text: string): string {
  return redactUrl(text)
    .replace(/\?[^#]*/, "?…")
    .replace(/#.*$/s, "#…");
}

/** The configured key (PEOPLE_API_KEY or the stored one), refused (exit 3) when it cannot be sent as it is. */
export function checkConfiguredKey(key: Resolved<string>): string {
  return checkKey(key.value, key.source === "env" ? "PEOPLE_API_KEY" : "the stored key");
}

/** The key from the environment or the store, refused (exit 3) when it cannot be sent as it is. */
export function checkKey(key: string, source: string): string {
  const problem = keyProblem(key);
  if (problem)
    throw new BadKeyError(
      `${problem} (${source})`,
      "Copy the key again exactly as the console showed it: one line, no spaces. Nothing was sent.",
    );
  return key;
}

/**
 * Tells the user about each retry; a terminal shows a live countdown for rate-limit waits. A live line
 * (an export's progress) may take a retry over instead: then it is listed only with --verbose.
 */
function makeRetryNotifier(f: Factory, live: () => LiveLine | undefined): (n: RetryNotice) => void {
  return (notice) => {
    if (live()?.retrying?.(notice)) return;
    const { error, delayMs, attempt } = notice;
    if (f.globals.quiet) return;
    const what =
      error.type === "rate_limited"
        ? "rate limited"
        : error.type === "connection_error"
          ? "connection failed"
          : `${error.type.replace("_", " ")}${error.status ? ` (HTTP ${error.status})` : ""}`;
    f.log.info(
      f.theme.dim(
        `${what}: ${error.message} — retry ${attempt} in ${formatSeconds(delayMs / 1000, { roundUp: true })}`,
      ),
    );
    if (error.type === "rate_limited" && delayMs >= 2000) countdown(f, delayMs);
  };
}

/** A spinner counting down a rate-limit wait the service asked for (a terminal only; see Factory.spinner). */
function countdown(f: Factory, delayMs: number): void {
  const end = f.now() + delayMs;
  const text = () =>
    f.theme.dim(
      `waiting ${formatSeconds(Math.max(0, end - f.now()) / 1000, { roundUp: true })} as the service asked…`,
    );
  const spinner = f.spinner(text());
  const stop = () => spinner.stop();
  f.signal.addEventListener("abort", stop, { once: true });
  const tick = () => {
    const left = end - f.now();
    if (left <= 0 || f.signal.aborted) {
      f.signal.removeEventListener("abort", stop);
      spinner.stop();
      return;
    }
    spinner.update(text());
    setTimeout(tick, Math.min(1000, left)).unref();
  };
  setTimeout(tick, Math.min(1000, delayMs)).unref();
}
