// The one place a client is built (Factory.client): the configured service's or a named one's, or the
// built-in sandbox started for this run, with retries told to the user.
import type { PeopleClient, RetryNotice } from "../api/client.js";
import { formatSeconds } from "../output/text.js";
import { VERSION } from "../version.js";
import { NoKeyError, UsageError } from "./errors.js";
import { checkBaseUrl, checkConfiguredKey } from "./factory-checks.js";
import type { ClientTarget, Factory, LiveLine } from "./factory-types.js";
import type { LedgerGuard } from "./spend.js";

const USER_AGENT = `people-search-cli/${VERSION} node/${process.versions.node} (${process.platform})`;

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
export async function buildClient(
  f: Factory,
  ctx: ClientContext,
  target?: ClientTarget,
): Promise<PeopleClient> {
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
export async function configuredTarget(f: Factory): Promise<ClientTarget> {
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
  // Short enough for 80 columns with any port.
  f.log.info(f.theme.warn(`Sandbox: synthetic people, no real credits, at ${sandbox.baseUrl}`));
  return sandbox;
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
