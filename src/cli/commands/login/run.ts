// The logic of `people login`. The key is checked with the free GET /credits before it is stored; a
// rejected key is never stored; the file is owner-only (0600).
import { resolveSettings } from "../../../config/settings.js";
import { keyProblem, redactKey } from "../../../contract/text.js";
import { canPrompt } from "../../../output/io.js";
import { count } from "../../../output/text.js";
import { mayReplace } from "../../config-repair.js";
import { BadKeyError, UsageError } from "../../errors.js";
import { checkBaseUrl, type Factory } from "../../factory.js";
import type { LoginOptions } from "./options.js";

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
  const { baseUrl: found } = await resolveSettings({ flags: f.globals, env: f.env, stored: () => stored });
  // With --with-key a stored base URL is used as it is; at the terminal it is offered as the answer.
  let baseUrl = found && (opts.withKey || found.source !== "config") ? found.value : undefined;
  let key: string;
  if (opts.withKey) {
    // Checked before stdin is read: a bad URL should not wait for a key.
    if (baseUrl) checkBaseUrl(baseUrl);
    const { INPUT_LIMITS, readStdin } = await import("../../read-input.js");
    key = (
      await readStdin(f.io, {
        flag: "login --with-key",
        limit: INPUT_LIMITS.key,
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

  const client = await f.client({ baseUrl, apiKey: key });
  // Throws (and stores nothing) when the service refuses the key.
  const balance = await client.getCredits({ signal: f.signal });
  await store.write({ baseUrl: client.baseUrl, apiKey: key }, { replace });
  f.log.info(
    `${f.theme.ok("✔")} Logged in to ${client.baseUrl} with key ${redactKey(key)} (balance ${count(balance.balance, "credit")}).`,
  );
  f.log.info(f.theme.dim(`Stored in ${store.path} (readable by you only).`));
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
