// The logic of `people config`: every key, check and message comes from the settings table. Values are
// written through the conf store (0600, as `login` writes it); reading goes through the one resolver.
import { configFilePath } from "../../../config/paths.js";
import { DEFAULT_PROFILE, SANDBOX_PROFILE, unknownProfile } from "../../../config/profiles.js";
import {
  parseValue,
  SETTINGS,
  type SettingName,
  type SettingRow,
  settingByKey,
  settingRows,
  showValue,
  sourceText,
} from "../../../config/settings.js";
import type { ConfigStore } from "../../../config/store.js";
import { redactKey } from "../../../contract/text.js";
import { writeAsync } from "../../../output/io.js";
import { jsonText } from "../../../output/text.js";
import { STORE_FILE } from "../../../store/types.js";
import { UsageError } from "../../errors.js";
import { checkBaseUrl, type Factory } from "../../factory.js";
import type { ConfigListOptions } from "./options.js";

/** The row of a key commander has already checked against the table. */
function rowOf(key: string): [SettingName, SettingRow] {
  const found = settingByKey(key);
  if (!found)
    throw new UsageError(
      `unknown setting ${JSON.stringify(key)}`,
      `The settings: ${settingRows()
        .filter(([, r]) => !r.secret)
        .map(([, r]) => r.key)
        .join(", ")}.`,
    );
  return found;
}

/**
 * The profile `config set|unset --profile NAME` writes to (undefined: the stored default, which every
 * profile falls back on). Only the flag says so: a profile selected otherwise is no reason to write there.
 */
function targetProfile(f: Factory, store: ConfigStore, key: string, row: SettingRow): string | undefined {
  const profile = f.globals.profile?.trim();
  if (!profile || profile === DEFAULT_PROFILE) return undefined;
  if (profile === SANDBOX_PROFILE) throw new UsageError("the sandbox profile keeps no settings");
  if (!row.perProfile)
    throw new UsageError(
      `${key} is not kept per profile`,
      `Leave out --profile: it applies to every profile. Per profile: ${settingRows()
        .filter(([, r]) => r.perProfile && !r.secret)
        .map(([, r]) => r.key)
        .join(", ")}.`,
    );
  if (!store.read().profiles?.[profile]) throw unknownProfile(profile, "--profile");
  return profile;
}

/** The key goes through `login` (checked with the service first) and `logout`, never through config. */
function refuseSecret(key: string, row: SettingRow, verb: "set" | "unset"): void {
  if (row === SETTINGS.profile)
    throw new UsageError(`${key} is not ${verb} with \`people config\``, "Run `people auth switch NAME`.");
  if (!row.secret) return;
  throw new UsageError(
    `${key} is not ${verb} with \`people config\``,
    verb === "set"
      ? 'Run `people login` (or `echo "$KEY" | people login --with-key`): it checks the key with the service before storing it. Or set PEOPLE_API_KEY.'
      : "Run `people logout` to forget the stored key.",
  );
}

export async function runConfigGet(f: Factory, key: string): Promise<void> {
  const [name, row] = rowOf(key);
  const found = (await f.settings([name]))[name];
  if (!found) {
    f.log.info(`${key} is not set.`);
    return;
  }
  await writeAsync(f.io.stdout, `${showValue(row, found.value, redactKey)}\n`);
  if (f.io.stderrIsTTY) f.log.info(f.theme.dim(`(from ${sourceText(row, found.source, found.profile)})`));
}

export async function runConfigSet(f: Factory, key: string, text: string): Promise<void> {
  const [name, row] = rowOf(key);
  refuseSecret(key, row, "set");
  let value = parseValue(row, text, key);
  if (value === undefined)
    throw new UsageError(
      `${key} needs a value`,
      `To go back to its default, run: people config unset ${key}`,
    );
  if (name === "baseUrl") value = checkBaseUrl(String(value)).replace(/\/+$/, "");
  const store = await f.config();
  const profile = targetProfile(f, store, key, row);
  await store.write({ [name]: value }, profile ? { profile } : {});
  const where = profile ? `for the profile ${profile}, ` : "";
  f.log.info(`${key} = ${showValue(row, value, redactKey)} (${where}kept in ${store.path})`);
  overriddenNote(f, row);
}

export async function runConfigUnset(f: Factory, key: string): Promise<void> {
  const [name, row] = rowOf(key);
  refuseSecret(key, row, "unset");
  const store = await f.config();
  const profile = targetProfile(f, store, key, row);
  const stored = store.read();
  const own = (profile ? stored.profiles?.[profile] : stored) as Record<string, unknown> | undefined;
  const had = own?.[name] !== undefined;
  if (had) await store.write({ [name]: undefined }, profile ? { profile } : {});
  const fallback =
    row.default !== undefined ? ` (its default, ${showValue(row, row.default, redactKey)}, applies)` : "";
  f.log.info(had ? `${key} is no longer set${fallback}.` : `${key} was not set in ${store.path}.`);
  overriddenNote(f, row);
}

/** A variable that sets the same thing wins over the file: say so, or the change seems to do nothing. */
function overriddenNote(f: Factory, row: SettingRow): void {
  if (row.env && f.env[row.env]?.trim()) f.log.warn(`${row.env} is set, and wins over the config file here.`);
}

export async function runConfigList(f: Factory, opts: ConfigListOptions): Promise<void> {
  const resolved = await f.settings();
  const rows = settingRows().map(([name, row]) => {
    const r = resolved[name];
    return {
      key: row.key,
      value: r ? showValue(row, r.value, redactKey) : null,
      source: r ? sourceText(row, r.source, r.profile) : null,
      ...(row.env ? { env: row.env } : {}),
      description: row.description,
    };
  });
  if (opts.json || !f.io.stdoutIsTTY) {
    await writeAsync(f.io.stdout, jsonText(rows, f.io.stdoutIsTTY));
    return;
  }
  const { writeOutput } = await import("../../flags/output.js");
  await writeOutput(
    f,
    { format: "table" },
    [rows.map((r) => ({ key: r.key, value: r.value ?? "—", source: r.source ?? "not set" }))],
    {
      tableColumns: ["key", "value", "source"],
      tableHeadings: { key: "Setting", value: "Value", source: "From" },
    },
  );
  f.log.info(
    f.theme.dim(
      `The config file: ${configFilePath(f.env)}. \`people config --help\` says what each one does.`,
    ),
  );
}

export async function runConfigPath(f: Factory): Promise<void> {
  await writeAsync(f.io.stdout, `${configFilePath(f.env)}\n`);
  if (f.io.stderrIsTTY)
    f.log.info(f.theme.dim(`The local store (history and charges, ${STORE_FILE}) is beside it.`));
}
