// The Factory hands commands everything they reach out for: IO streams, a lazily built client, the config
// store, the prompter, the clock, `sleep`, and the interrupt signal. Nothing is built until asked for,
// so `--help` never builds a client or reads the disk.
import type { Command } from "commander";
import type { PeopleClient, RetryNotice } from "../api/client.js";
import { sleep as defaultSleep } from "../api/sleep.js";
import { envFlag, resolveSettings, type Settings } from "../config/settings.js";
import type { ConfigStore } from "../config/store.js";
import { keyProblem, redactUrl } from "../contract/text.js";
import type { IOStreams } from "../output/io.js";
import { formatSeconds } from "../output/text.js";
import { createTheme, type Theme } from "../output/theme.js";
import { VERSION } from "../version.js";
import { BadKeyError, CancelledError, isPromptClosed, NoKeyError, UsageError } from "./errors.js";

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

/**
 * Questions at the terminal. Ctrl-C (or the interrupt signal) at any prompt rejects with CancelledError
 * (exit 130, "Cancelled."), whoever asked.
 */
export interface Prompter {
  /** `validate` returns true, or what is wrong (shown under the answer; the question is asked again). */
  input(
    message: string,
    options?: { default?: string; validate?: (value: string) => true | string },
  ): Promise<string>;
  password(message: string, options?: { validate?: (value: string) => true | string }): Promise<string>;
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

/** Gives an action the Factory built from the parsed global flags. */
export type GetFactory = (command: Command) => Factory;

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
      if (!sandboxed && s?.apiKey)
        checkKey(s.apiKey.value, s.apiKey.source === "env" ? "PEOPLE_API_KEY" : "the stored key");
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
      const { Writable } = await import("node:stream");
      // The prompt library ends its output stream when a prompt is done; stderr must outlive every prompt,
      // so each prompt writes through a stream of its own.
      const context = () => ({
        input: io.stdin,
        output: Object.assign(
          new Writable({ write: (chunk, encoding, cb) => io.stderr.write(chunk, encoding, cb) }),
          { isTTY: io.stderrIsTTY, columns: io.columns },
        ),
        signal,
        clearPromptOnDone: false,
      });
      // The prompt library says "User force closed the prompt" on Ctrl-C: the user cancelled, not a fault.
      const cancellable = <T>(asked: Promise<T>): Promise<T> =>
        asked.catch((err: unknown) => {
          throw isPromptClosed(err) ? new CancelledError() : err;
        });
      return {
        input: (message, o) =>
          cancellable(
            input(
              {
                message,
                ...(o?.default ? { default: o.default } : {}),
                ...(o?.validate ? { validate: o.validate } : {}),
              },
              context(),
            ),
          ),
        password: (message, o) =>
          cancellable(
            password({ message, mask: "*", ...(o?.validate ? { validate: o.validate } : {}) }, context()),
          ),
        confirm: (message, o) => cancellable(confirm({ message, default: o?.default ?? false }, context())),
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

/**
 * Checks a base URL before anything is sent and returns it trimmed: http(s) only, no user or password, no
 * query or fragment, no white space, and a path ending in /api/v1 (a trailing slash is ignored). Messages
 * never show a password from the URL.
 */
export function checkBaseUrl(url: string): string {
  const text = url.trim();
  const shown = JSON.stringify(redactUrl(text));
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
    throw new UsageError(`the base URL must start with http:// or https:// (got ${parsed.protocol})`, shape);
  if (parsed.username || parsed.password)
    throw new UsageError(
      `the base URL ${shown} carries a user name or password`,
      "Remove them from the URL: the API key goes in PEOPLE_API_KEY or `people login`, never in a URL.",
    );
  if (parsed.search || text.includes("?"))
    throw new UsageError(`the base URL ${shown} has a query (?…)`, `Remove it: ${shape}`);
  if (parsed.hash || text.includes("#"))
    throw new UsageError(`the base URL ${shown} has a fragment (#…)`, `Remove it: ${shape}`);
  const path = parsed.pathname.replace(/\/+$/, "");
  if (!path.endsWith("/api/v1")) {
    const at = path.indexOf("/api/v1");
    const suggestion = `${parsed.origin}${at >= 0 ? path.slice(0, at) : path}/api/v1`;
    throw new UsageError(`the base URL ${shown} does not end in /api/v1`, `Did you mean ${suggestion}?`);
  }
  return text;
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
      `\r\x1b[2K${f.theme.dim(`waiting ${formatSeconds(left / 1000, { roundUp: true })} as the service asked…`)}`,
    );
    setTimeout(tick, Math.min(1000, left)).unref();
  };
  tick();
}
