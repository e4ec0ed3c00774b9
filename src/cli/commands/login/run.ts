// The logic of `people login`. The key is checked with the free GET /credits before it is stored; a
// rejected key is never stored. It goes to the OS keyring, or (none answering, or --insecure-storage) to
// the owner-only config file, under the selected profile. At the terminal a refused base URL offers its
// suggestion as the answer, and a rejected key is asked for again (three tries), not the URL.
import { DEFAULT_PROFILE, profileNameProblem, SANDBOX_PROFILE } from "../../../config/profiles.js";
import { resolveSettings, type StoredFile } from "../../../config/settings.js";
import type { ConfigStore } from "../../../config/store.js";
import { keyProblem, redactKey } from "../../../contract/text.js";
import { canPrompt } from "../../../output/io.js";
import { count } from "../../../output/text.js";
import { mayReplace } from "../../config-repair.js";
import { BadKeyError, UsageError } from "../../errors.js";
import { checkBaseUrl, type Factory } from "../../factory.js";
import type { Prompter } from "../../prompter.js";
import type { LoginOptions } from "./options.js";

/** Key tries at the terminal before login gives up. */
const KEY_TRIES = 3;

/** Why a typed or piped key cannot be used, exit 3 (it is never sent). */
function refuseBadKey(key: string): void {
  const problem = keyProblem(key);
  if (problem)
    throw new BadKeyError(problem, "Paste the key exactly as the console showed it: one line, no spaces.");
}

/** The profile login stores into: --profile, PEOPLE_PROFILE, the one switched to, else `default`. */
function loginProfile(f: Factory): string {
  const profile = f.profile;
  if (profile === SANDBOX_PROFILE)
    throw new UsageError(
      "the sandbox profile needs no login",
      "It is always there: `people --sandbox …` or `people --profile sandbox …`.",
    );
  const problem = profileNameProblem(profile);
  if (problem) throw new UsageError(`${JSON.stringify(profile)} ${problem}`);
  return profile;
}

export async function runLogin(f: Factory, opts: LoginOptions): Promise<void> {
  const profile = loginProfile(f);
  const store = await f.config();
  const replace = await mayReplace(f, store, opts.force);
  const stored = replace ? {} : store.read();
  // The profile's own base URL (a new profile has none yet), by the one rule: flag > env > profile.
  const file: StoredFile = {
    ...stored,
    profiles: { ...stored.profiles, [profile]: stored.profiles?.[profile] ?? {} },
  };
  const { baseUrl: found } = await resolveSettings(
    { flags: { ...f.globals, profile }, env: f.env, stored: () => file },
    ["baseUrl"],
  );
  const given = found && found.source !== "config" && found.source !== "profile" ? found.value : undefined;
  const known = found?.value;
  let checked: { baseUrl: string; key: string; balance: number };
  if (opts.withKey) {
    // Checked before stdin is read: a bad URL should not wait for a key.
    const baseUrl = known ? checkBaseUrl(known) : undefined;
    const key = await pipedKey(f);
    if (!baseUrl)
      throw new UsageError("no base URL", "Pass --base-url URL (ending in /api/v1) or set PEOPLE_BASE_URL.");
    checked = await check(f, baseUrl, key);
  } else {
    if (!canPrompt(f.io))
      throw new UsageError(
        "login needs a terminal to ask for the key",
        'Use --with-key and pipe the key on stdin: echo "$KEY" | people login --with-key --base-url URL',
      );
    const prompter = await f.prompter();
    const baseUrl = await askBaseUrl(f, prompter, given, known);
    checked = await askKey(f, prompter, baseUrl);
  }
  await storeKey(f, store, { profile, replace, opts, stored }, checked);
}

async function pipedKey(f: Factory): Promise<string> {
  const { INPUT_LIMITS, readStdin } = await import("../../read-input.js");
  const key = (
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
  return key;
}

/** Checks the key with the free GET /credits; throws (and stores nothing) when the service refuses it. */
async function check(
  f: Factory,
  baseUrl: string,
  key: string,
): Promise<{ baseUrl: string; key: string; balance: number }> {
  refuseBadKey(key);
  const client = await f.client({ baseUrl: checkBaseUrl(baseUrl), apiKey: key });
  const balance = await client.getCredits({ signal: f.signal });
  return { baseUrl: client.baseUrl, key, balance: balance.balance };
}

/** The URL a refused base URL probably meant ("did you mean …?"), when checkBaseUrl suggests one. */
function suggestionOf(err: unknown): string | undefined {
  return err instanceof UsageError ? /^Did you mean (\S+)\?$/.exec(err.hint ?? "")?.[1] : undefined;
}

/**
 * The base URL, asked for when none was given (a stored one offered as the answer). One refused with a
 * suggestion ("did you mean …/api/v1?") is asked again with the suggestion as the answer: Enter takes it.
 * Other faults of a typed one are shown under it inside the prompt, which asks again.
 */
async function askBaseUrl(
  f: Factory,
  prompter: Prompter,
  given: string | undefined,
  stored: string | undefined,
): Promise<string> {
  let text = given;
  let offer = stored;
  for (;;) {
    if (text !== undefined) {
      try {
        return checkBaseUrl(text);
      } catch (err) {
        const suggestion = suggestionOf(err);
        if (!suggestion) throw err;
        f.log.info(
          `${f.theme.warn("!")} ${(err as UsageError).message}. Did you mean ${suggestion}? Press Enter to take it.`,
        );
        offer = suggestion;
      }
    }
    text = (
      await prompter.input("Base URL (ends in /api/v1):", {
        ...(offer ? { default: offer } : {}),
        validate: validBaseUrl,
      })
    ).trim();
  }
}

/** The prompt's check: true for a URL that is fine or has a suggestion (offered next), else what is wrong. */
function validBaseUrl(value: string): true | string {
  if (!value.trim()) return "Type the base URL, or press Enter for the one offered.";
  try {
    checkBaseUrl(value);
    return true;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    if (suggestionOf(err)) return true;
    return err.hint ? `${err.message}. ${err.hint}` : err.message;
  }
}

/** The key, typed (masked) and checked; a key the service rejects is asked for again, up to KEY_TRIES. */
async function askKey(
  f: Factory,
  prompter: Prompter,
  baseUrl: string,
): Promise<{ baseUrl: string; key: string; balance: number }> {
  const { UnauthorizedError } = await import("../../../api/errors.js");
  for (let attempt = 1; ; attempt++) {
    const key = (
      await prompter.password("API key:", { validate: (v) => keyProblem(v.trim()) ?? true })
    ).trim();
    if (!key) throw new UsageError("no key was entered");
    try {
      return await check(f, baseUrl, key);
    } catch (err) {
      if (!(err instanceof UnauthorizedError) || attempt >= KEY_TRIES) throw err;
      f.log.info(
        `${f.theme.warn("!")} The service refused the key ${redactKey(key)} (${err.message}). Try again (${KEY_TRIES - attempt} left).`,
      );
    }
  }
}

interface Target {
  profile: string;
  replace: boolean;
  opts: LoginOptions;
  stored: StoredFile;
}

/**
 * Stores the checked key: in the keyring unless --insecure-storage or none answers (then in the file, said
 * once). A key the file held before leaves it when the new one goes to the keyring, said too.
 */
async function storeKey(
  f: Factory,
  store: ConfigStore,
  t: Target,
  c: { baseUrl: string; key: string; balance: number },
): Promise<void> {
  const before = t.profile === DEFAULT_PROFILE ? t.stored : t.stored.profiles?.[t.profile];
  let inKeyring = false;
  let refused: string | undefined;
  const keyring = await f.keyring();
  if (!t.opts.insecureStorage) {
    try {
      await keyring.set(t.profile, c.key);
      inKeyring = true;
    } catch (err) {
      refused = (err as { reason?: string }).reason ?? (err as Error).message;
    }
  } else if (before?.keyring) {
    // The file takes the key over: the keyring's copy must not outlive it unnoticed.
    await keyring.delete(t.profile).catch(() => false);
  }
  await store.write(
    inKeyring
      ? { baseUrl: c.baseUrl, apiKey: undefined, keyring: true }
      : { baseUrl: c.baseUrl, apiKey: c.key, keyring: undefined },
    { replace: t.replace, profile: t.profile },
  );
  const named = t.profile === DEFAULT_PROFILE ? "" : ` as profile ${t.profile}`;
  f.log.info(
    `${f.theme.ok("✔")} Logged in to ${c.baseUrl}${named} with key ${redactKey(c.key)} (balance ${count(c.balance, "credit")}).`,
  );
  if (inKeyring)
    f.log.info(
      f.theme.dim(
        before?.apiKey
          ? `The key is in the OS keyring now; the one the config file ${store.path} held was removed from it.`
          : "The key is in the OS keyring.",
      ),
    );
  else if (refused)
    f.log.warn(
      `no OS keyring answered (${refused}): the key is stored in ${store.path}, readable by you only.`,
    );
  else f.log.info(f.theme.dim(`The key is stored in ${store.path} (readable by you only).`));
  if (f.env.PEOPLE_API_KEY?.trim())
    f.log.warn(
      `PEOPLE_API_KEY is set (${redactKey(f.env.PEOPLE_API_KEY.trim())}) and wins over the stored key while it is set: unset it to use this one.`,
    );
}
