// Shared harness for end-to-end tests: runs the built binary (bin/people.js → dist/) with a temporary
// config dir and no inherited credentials, against a sandbox started in this process on port 0.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa, type Options, type ResultPromise } from "execa";
import { type RunningSandbox, type SandboxOptions, startSandbox } from "../../src/sandbox/index.js";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BIN = join(ROOT, "bin", "people.js");

/** Environment for a child: no inherited key, base URL, proxy or colour settings. */
export function cleanEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const k of Object.keys(env)) {
    // DBUS_SESSION_BUS_ADDRESS: no run of the built binary reaches the desktop's keyring (the Secret
    // Service); a login there stores into the temp config dir's file instead, as on a server.
    if (
      /^(PEOPLE_|HTTPS?_PROXY$|https?_proxy$|NO_PROXY$|no_proxy$|FORCE_COLOR$|NO_COLOR$|DBUS_SESSION_BUS_ADDRESS$)/.test(
        k,
      )
    )
      delete env[k];
  }
  return { ...env, ...extra };
}

export function tempDir(prefix = "people-test-"): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export type CliRun = (
  args: string[],
  options?: Options & { env?: Record<string, string | undefined> },
) => ResultPromise<{ reject: false }>;

/**
 * Returns a runner for `people ARGS` whose environment points at `sandbox` (when given) and a fresh
 * config dir. `reject: false`: tests look at `exitCode`, `stdout` and `stderr` themselves.
 */
export function cli(opts: {
  sandbox?: RunningSandbox;
  configDir: string;
  env?: Record<string, string | undefined>;
}) {
  const base = cleanEnv({
    PEOPLE_CONFIG_DIR: opts.configDir,
    ...(opts.sandbox ? { PEOPLE_BASE_URL: opts.sandbox.baseUrl, PEOPLE_API_KEY: opts.sandbox.key } : {}),
    ...opts.env,
  });
  return (args: string[], options: Options & { env?: Record<string, string | undefined> } = {}) =>
    execa("node", [BIN, ...args], {
      reject: false,
      // A child that waits on stdin would hang a test; give it stdin only when the test types something.
      ...(options.input === undefined && options.stdin === undefined ? { stdin: "ignore" } : {}),
      timeout: 60_000,
      ...options,
      env: { ...base, ...options.env },
      extendEnv: false,
    } as Options) as unknown as ResultPromise<{ reject: false }>;
}

/** Starts a sandbox on a free loopback port with no pacing; stop it with `close()`. */
export function sandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ port: 0, pace: 0, people: 2_000, rateLimit: 1000, ...options });
}
