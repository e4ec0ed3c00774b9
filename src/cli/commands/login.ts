// `people login [--with-key] [--base-url URL]` and `people logout`. The key is checked with the free
// GET /credits before it is stored; a rejected key is never stored; the file is owner-only (0600).
import type { Command } from "commander";
import { redactKey } from "../../api/redact.js";
import { canPrompt } from "../../output/io.js";
import { UsageError } from "../errors.js";
import { checkBaseUrl, type Factory, USER_AGENT } from "../factory.js";
import type { GetFactory } from "../program.js";

export interface LoginOptions {
  withKey?: boolean;
}

export function registerLogin(program: Command, getFactory: GetFactory): void {
  program
    .command("login")
    .description("check an API key with the service (free) and store it with the base URL")
    .option("--with-key", "read the key from standard input instead of prompting (for CI)")
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
    .action(async (_opts: unknown, cmd: Command) => runLogout(getFactory(cmd)));
}

export async function runLogin(f: Factory, opts: LoginOptions): Promise<void> {
  if (f.env.PEOPLE_API_KEY) {
    f.io.stderr.write(
      `PEOPLE_API_KEY is set (${redactKey(f.env.PEOPLE_API_KEY)}): the environment key wins over a stored one, so nothing was stored.\nUnset it to use a stored key.\n`,
    );
    return;
  }
  const store = await f.config();
  const stored = store.read();
  let baseUrl = f.globals.baseUrl ?? f.env.PEOPLE_BASE_URL ?? undefined;
  let key: string;
  if (opts.withKey) {
    key = (await readAll(f.io.stdin)).trim();
    if (!key)
      throw new UsageError(
        "no key on standard input",
        'Pipe the key in: echo "$KEY" | people login --with-key',
      );
    if (!baseUrl) baseUrl = stored.baseUrl;
    if (!baseUrl)
      throw new UsageError("no base URL", "Pass --base-url URL (ending in /api/v1) or set PEOPLE_BASE_URL.");
  } else {
    if (!canPrompt(f.io))
      throw new UsageError(
        "login needs a terminal to ask for the key",
        'Use --with-key and pipe the key on stdin: echo "$KEY" | people login --with-key --base-url URL',
      );
    const prompter = await f.prompter();
    if (!baseUrl)
      baseUrl = (await prompter.input("Base URL (ends in /api/v1):", { default: stored.baseUrl })).trim();
    key = (await prompter.password("API key:")).trim();
    if (!key) throw new UsageError("no key was entered");
  }
  checkBaseUrl(baseUrl);
  if (/\s/.test(key))
    throw new UsageError("the key contains white space", "Paste the key exactly as the console showed it.");

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
  await store.write({ baseUrl: client.baseUrl, apiKey: key });
  f.log.info(
    `${f.theme.ok("✔")} Logged in to ${client.baseUrl} with key ${redactKey(key)} (balance ${balance.balance.toLocaleString("en-US")} credits).`,
  );
  f.log.info(f.theme.dim(`Stored in ${store.path} (readable by you only).`));
}

export async function runLogout(f: Factory): Promise<void> {
  const store = await f.config();
  const had = await store.forgetKey();
  f.log.info(had ? "Logged out: the stored key is forgotten." : "No key was stored.");
  if (f.env.PEOPLE_API_KEY) f.log.warn("PEOPLE_API_KEY is still set in the environment and will be used.");
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
