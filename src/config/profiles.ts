// Profiles: named accounts (a base URL and a key) with settings of their own. A profile is a row set of
// the settings table (settings.ts): the config file keeps the stored default at its top level, which is
// also the account of the profile `default` (so a file written before profiles existed is that profile,
// untouched), and each other profile under `profiles.NAME`. `sandbox` is always there and stores nothing.
//
// Light on purpose: the Factory reads which profile is selected without loading the settings' reader.
import { readFileSync } from "node:fs";
import { SettingError } from "./errors.js";
import { configFilePath } from "./paths.js";

export const DEFAULT_PROFILE = "default";
export const SANDBOX_PROFILE = "sandbox";

/** What a profile name may be: it names a keyring entry and appears in commands, so plain and short. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,31}$/i;

/** What is wrong with `name` as a profile's name (in words that follow it), or undefined. */
export function profileNameProblem(name: string): string | undefined {
  if (!NAME.test(name))
    return "is not a profile name (letters, digits, - and _, starting with a letter or digit, at most 32)";
  return undefined;
}

/** Exit 2: `name` is not a stored profile; `from` says what chose it (`--profile`, `PEOPLE_PROFILE`…). */
export function unknownProfile(name: string, from?: string): SettingError {
  return new SettingError(
    `there is no profile called ${JSON.stringify(name)}${from ? ` (from ${from})` : ""}`,
    `\`people auth list\` lists them; \`people login --profile ${profileNameProblem(name) ? "NAME" : name}\` makes one.`,
  );
}

/**
 * The profile a run selects when neither --sandbox nor PEOPLE_SANDBOX says: the flag, else
 * PEOPLE_PROFILE, else the one `people auth switch` stored, else `default`. The file is read here
 * without its checks (a damaged one is reported by the settings' reader when a setting is read).
 */
export function selectedProfile(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  const chosen = flag?.trim() || env.PEOPLE_PROFILE?.trim();
  if (chosen) return chosen;
  try {
    const stored = JSON.parse(readFileSync(configFilePath(env), "utf8")) as { profile?: unknown };
    if (typeof stored?.profile === "string" && stored.profile) return stored.profile;
  } catch {
    // No file, or one the settings' reader will name with its problem.
  }
  return DEFAULT_PROFILE;
}
