// `people login [--with-key] [--base-url URL]` and `people logout`. The key is checked with the free
// GET /credits before it is stored; a rejected key is never stored; the file is owner-only (0600).
import type { Command } from "commander";
import { ConfigFileError } from "../../config/errors.js";
import type { ConfigStore } from "../../config/store.js";
import { keyProblem, redactKey } from "../../contract/text.js";
import { canPrompt } from "../../output/io.js";
import { count } from "../../output/text.js";
import { BadKeyError, UsageError } from "../errors.js";
import type { GetFactory } from "../factory.js";
import { checkBaseUrl, type Factory, USER_AGENT } from "../factory.js";

export interface LoginOptions {
  withKey?: boolean;
  force?: boolean;
}

export interface LogoutOptions {
  force?: boolean;
}

export function registerLogin(program: Command, getFactory: GetFactory): void {
  program
    .command("login")
    .description("check an API key with the service (free) and store it with the base URL")
    .option("--with-key", "read the key from standard input instead of prompting (for CI)")
    .option("--force", "replace a damaged config file without asking")
    .addHelpText(
      "after",
      '\nExamples:\n  $ people login\n  $ echo "$PEOPLE_API_KEY" | people login --with-key --base-url https://HOST/api/v1\n\nThe key is never taken as a flag: flags leak into `ps` and shell history.',
    )
    .action(async (opts: LoginOptions, cmd: Command) => runLogin(getFactory(cmd), opts));
}

export function registerLogout(program: Command, getFactory: GetFactory): void {
  program
    .command("logout")
    .description("forget the stored API key")
    .option("--force", "replace a damaged config file without asking")
    .action(async (opts: LogoutOptions, cmd: Command) => runLogout(getFactory(cmd), opts));
}

/**
 * Whether a damaged config file may be replaced: --force, or a yes at the terminal. Without either the
 * damage is reported (exit 2) and nothing is touched.
 */
async function mayReplace(f: Factory, store: ConfigStore, force: boolean | undefined): Promise<boolean> {
  const problem = store.damage();
  if (!problem) return false;
  if (force) return true;
  if (!canPrompt(f.io))
    throw new ConfigFileError(store.path, problem, "Pass --force to replace it, or fix it by hand.");
  const prompter = await f.prompter();
  const yes = await prompter.confirm(`The config file ${store.path} ${problem}. Replace it?`, {
    default: false,
  });
  if (!yes) throw new ConfigFileError(store.path, problem, "Fix it by hand, or pass --force to replace it.");
  return true;
}

/** Why a typed or piped key cannot be used, exit 3 (it is never sent). */
function refuseBadKey(key: string): void {
  const problem = keyProblem(key);
  if (problem)
    throw new BadKeyError(problem, "Paste the key exactly as the console showed it: one line, no spaces.");
}

export async function runLogin(f: Factory, opts: LoginOptions): Promise<void> {
  if (f.env.PEOPLE_API_KEY) {
    f.io.stderr.write(
      `PEOPLE_API_KEY is set (${redactKey(f.env.PEOPLE_API_KEY.trim())}): the environment key wins over a stored one, so nothing was stored.\nUnset it to use a stored key.\n`,
    );
    return;
  }
  const store = await f.config();
  const replace = await mayReplace(f, store, opts.force);
  const stored = replace ? {} : store.read();
  let baseUrl = f.globals.baseUrl ?? f.env.PEOPLE_BASE_URL ?? undefined;
  let key: string;
  if (opts.withKey) {
    if (!baseUrl) baseUrl = stored.baseUrl;
    // Checked before stdin is read: a bad URL should not wait for a key.
    if (baseUrl) checkBaseUrl(baseUrl);
    const { readStdin } = await import("../read-input.js");
    key = (
      await readStdin(f.io, {
        flag: "login --with-key",
        example: 'echo "$KEY" | people login --with-key (or run `people login` to type it, masked)',
      })
    ).trim();
    if (!key)
      throw new UsageError(
        "no key on standard input",
        'Pipe the key in: echo "$KEY" | people login --with-key',
      );
    if (!baseUrl)
      throw new UsageError("no base URL", "Pass --base-url URL (ending in /api/v1) or set PEOPLE_BASE_URL.");
  } else {
    if (!canPrompt(f.io))
      throw new UsageError(
        "login needs a terminal to ask for the key",
        'Use --with-key and pipe the key on stdin: echo "$KEY" | people login --with-key --base-url URL',
      );
    if (baseUrl) checkBaseUrl(baseUrl);
    const prompter = await f.prompter();
    if (!baseUrl)
      baseUrl = (
        await prompter.input("Base URL (ends in /api/v1):", {
          ...(stored.baseUrl ? { default: stored.baseUrl } : {}),
          validate: validBaseUrl,
        })
      ).trim();
    key = (await prompter.password("API key:", { validate: (v) => keyProblem(v.trim()) ?? true })).trim();
    if (!key) throw new UsageError("no key was entered");
  }
  baseUrl = checkBaseUrl(baseUrl);
  refuseBadKey(key);

  const { PeopleClient } = await import("../../api/client.js");
  const client = new PeopleClient({
    baseUrl,
    apiKey: key,
    userAgent: USER_AGENT,
    timeout: f.globals.timeout,
    maxRetries: f.globals.maxRetries,
    maxWait: f.globals.maxWait,
    log: f.globals.verbose ? (l) => f.log.verbose(l) : undefined,
  });
  f.onCleanup(() => client.close());
  // Throws (and stores nothing) when the service refuses the key.
  const balance = await client.getCredits({ signal: f.signal });
  await store.write({ baseUrl: client.baseUrl, apiKey: key }, { replace });
  f.log.info(
    `${f.theme.ok("✔")} Logged in to ${client.baseUrl} with key ${redactKey(key)} (balance ${count(balance.balance, "credit")}).`,
  );
  f.log.info(f.theme.dim(`Stored in ${store.path} (readable by you only).`));
}

export async function runLogout(f: Factory, opts: LogoutOptions = {}): Promise<void> {
  const store = await f.config();
  const replace = await mayReplace(f, store, opts.force);
  const had = await store.forgetKey({ replace });
  f.log.info(
    replace
      ? `Logged out: the damaged config file ${store.path} was replaced by an empty one.`
      : had
        ? "Logged out: the stored key is forgotten."
        : "No key was stored.",
  );
  if (f.env.PEOPLE_API_KEY) f.log.warn("PEOPLE_API_KEY is still set in the environment and will be used.");
}

/** The prompt's check of a typed base URL: true, or what is wrong and how to write it. */
function validBaseUrl(value: string): true | string {
  try {
    checkBaseUrl(value);
    return true;
  } catch (err) {
    if (err instanceof UsageError) return err.hint ? `${err.message}. ${err.hint}` : err.message;
    throw err;
  }
}
