// The Factory hands commands everything they reach out for: IO streams, a lazily built client, the config
// store, the prompter, the clock, `sleep`, and the interrupt signal. Nothing is built until asked for,
// so `--help` never builds a client or reads the disk.
import type { PeopleClient, RetryNotice } from "../api/client.js";
import { sleep as defaultSleep } from "../api/sleep.js";
import { envFlag, resolveSettings, type Settings } from "../config/settings.js";
import type { ConfigStore } from "../config/store.js";
import type { IOStreams } from "../output/io.js";
import { createTheme, type Theme } from "../output/theme.js";
import { VERSION } from "../version.js";
import { NoKeyError, UsageError } from "./errors.js";
import { formatSeconds } from "./exit-codes.js";

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
}

/** Messages to stderr, following --quiet and --verbose. Errors are printed by the launcher. */
export interface Logger {
  /** Progress and notes; silenced by --quiet. */
  info(message: string): void;
  /** Warnings; silenced by --quiet. */
  warn(message: string): void;
  /** Request and response lines; only with --verbose. */
  verbose(message: string): void;
}

export interface Prompter {
  input(message: string, options?: { default?: string }): Promise<string>;
  password(message: string): Promise<string>;
  confirm(message: string, options?: { default?: boolean }): Promise<boolean>;
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

export interface ClientOptions {
  /** Overrides the global --timeout default for this command. */
  timeout?: number;
}

export interface Factory {
  io: IOStreams;
  env: Record<string, string | undefined>;
  globals: GlobalOptions;
  /** Colours for stderr. */
  theme: Theme;
  log: Logger;
  /** Aborted on Ctrl-C. */
  signal: AbortSignal;
  now(): number;
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  config(): Promise<ConfigStore>;
  /** Where the service is, by flag > environment > stored config. */
  settings(): Promise<Settings>;
  /** The client for this run: the sandbox with --sandbox, else the configured service; exit 3 without a key. */
  client(options?: ClientOptions): Promise<PeopleClient>;
  prompter(): Promise<Prompter>;
  /** Sets (or, with undefined, removes) the live line that messages must not print over. */
  setLiveLine(line: LiveLine | undefined): void;
  /** Runs when the command ends, whatever happened (closes connections, stops the sandbox). */
  onCleanup(fn: () => Promise<void> | void): void;
  cleanup(): Promise<void>;
}

export interface FactoryInit {
  io: IOStreams;
  env: Record<string, string | undefined>;
  globals: GlobalOptions;
  signal: AbortSignal;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const USER_AGENT = `people-search-cli/${VERSION} node/${process.versions.node} (${process.platform})`;

export function createFactory(init: FactoryInit): Factory {
  const { io, env, globals, signal } = init;
  const theme = createTheme(io.colorStderr);
  const cleanups: (() => Promise<void> | void)[] = [];
  let live: LiveLine | undefined;
  const write = (line: string) => {
    live?.clear();
    io.stderr.write(`${line}\n`);
    live?.redraw();
  };
  const log: Logger = {
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
  let store: Promise<ConfigStore> | undefined;
  let settings: Promise<Settings> | undefined;
  const sleep = init.sleep ?? defaultSleep;
  const sandboxOn = () => Boolean(globals.sandbox) || envFlag(env.PEOPLE_SANDBOX);

  const factory: Factory = {
    io,
    env,
    globals,
    theme,
    log,
    signal,
    now: init.now ?? Date.now,
    sleep,
    config() {
      store ??= import("../config/store.js").then((m) =>
        m.openConfigStore(env.PEOPLE_CONFIG_DIR || undefined),
      );
      return store;
    },
    settings() {
      settings ??= (async () => {
        // Reading the store costs a disk read; skip it when flag and environment settle everything.
        const cfg =
          env.PEOPLE_API_KEY && (globals.baseUrl || env.PEOPLE_BASE_URL) ? undefined : await factory.config();
        return resolveSettings({ baseUrl: globals.baseUrl }, env, () => cfg?.read() ?? {});
      })();
      return settings;
    },
    async client(options = {}) {
      // Settle where the service is before loading the client: a missing key should cost nothing.
      const sandboxed = sandboxOn();
      const s = sandboxed ? undefined : await factory.settings();
      const apiKey = s?.apiKey?.value;
      const baseUrl = s?.baseUrl?.value;
      if (!sandboxed && !apiKey) throw new NoKeyError();
      if (!sandboxed && !baseUrl)
        throw new UsageError(
          "no base URL is configured",
          "Pass --base-url URL (ending in /api/v1), set PEOPLE_BASE_URL, or run `people login`.",
        );
      const { PeopleClient } = await import("../api/client.js");
      const onRetry = makeRetryNotifier(factory, () => live);
      const common = {
        timeout: globals.timeout ?? options.timeout,
        maxRetries: globals.maxRetries,
        maxWait: globals.maxWait,
        userAgent: USER_AGENT,
        sleep,
        onRetry,
        log: globals.verbose ? (line: string) => log.verbose(line) : undefined,
      };
      if (sandboxed) {
        const { startSandbox, FaultConfigError } = await import("../sandbox/index.js");
        const pace = env.PEOPLE_SANDBOX_PACE !== undefined ? Number(env.PEOPLE_SANDBOX_PACE) : undefined;
        const sandbox = await startSandbox({
          port: 0,
          host: "127.0.0.1",
          ...(Number.isFinite(pace) ? { pace } : {}),
        }).catch((err: unknown) => {
          if (err instanceof FaultConfigError)
            throw new UsageError(
              `PEOPLE_SANDBOX_FAULTS: ${err.message}`,
              "Fix the JSON (the README's sandbox section lists the faults), or unset it.",
            );
          throw err;
        });
        cleanups.push(() => sandbox.close());
        log.info(
          theme.warn(
            `Sandbox: synthetic people at ${sandbox.baseUrl}, not real data, no credits spent on your account.`,
          ),
        );
        const client = new PeopleClient({
          ...common,
          baseUrl: sandbox.baseUrl,
          apiKey: sandbox.key,
          dispatcher: PeopleClient.directDispatcher(),
        });
        cleanups.unshift(() => client.close());
        return client;
      }
      const client = new PeopleClient({
        ...common,
        baseUrl: checkBaseUrl(baseUrl!),
        apiKey: apiKey!,
      });
      cleanups.push(() => client.close());
      return client;
    },
    async prompter() {
      const { input, password, confirm } = await import("@inquirer/prompts");
      const context = { input: io.stdin, output: io.stderr, signal, clearPromptOnDone: false };
      return {
        input: (message, o) => input({ message, ...(o?.default ? { default: o.default } : {}) }, context),
        password: (message) => password({ message, mask: "*" }, context),
        confirm: (message, o) => confirm({ message, default: o?.default ?? false }, context),
      };
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

/** Accepts http(s) URLs only; a trailing slash is ignored by the client. */
export function checkBaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(
      `the base URL ${JSON.stringify(url)} is not a URL`,
      "It looks like https://HOST/api/v1.",
    );
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw new UsageError(`the base URL must start with http:// or https:// (got ${parsed.protocol})`);
  return url;
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
      f.theme.dim(`${what}: ${error.message} — retry ${attempt} in ${formatSeconds(delayMs / 1000)}`),
    );
    if (error.type === "rate_limited" && f.io.stderrIsTTY && delayMs >= 2000) countdown(f, delayMs);
  };
}

function countdown(f: Factory, delayMs: number): void {
  const end = f.now() + delayMs;
  const tick = () => {
    const left = end - f.now();
    if (left <= 0 || f.signal.aborted) {
      f.io.stderr.write("\r\x1b[2K");
      return;
    }
    f.io.stderr.write(
      `\r\x1b[2K${f.theme.dim(`waiting ${formatSeconds(left / 1000)} as the service asked…`)}`,
    );
    setTimeout(tick, Math.min(1000, left)).unref();
  };
  tick();
}
