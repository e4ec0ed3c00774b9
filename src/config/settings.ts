// The settings, declared once: one row per setting says its name, the key `people config` will call it
// by, the environment variable and flag that set it, whether the config file keeps it, its type, its
// default, whether it is a secret, and what it is for. Everything else is derived from the rows: the
// global flags (registered by program.ts), what the config file may hold (store.ts), and the one
// precedence rule below, flag > environment > profile > stored default > default. A profile is a row set
// of this table (profiles.ts). Adding a setting is adding a row.
//
// Light on purpose: `people --help` loads this file (for the global flags).
import { OUTPUT_FORMATS } from "../output/format.js";
import { SettingError } from "./errors.js";
import { DEFAULT_PROFILE, SANDBOX_PROFILE, unknownProfile } from "./profiles.js";

/** `config`: the stored default (the file's top level); `profile`: a named profile's own row set. */
type Source = "flag" | "env" | "profile" | "config" | "keyring" | "sandbox" | "default";

export interface Resolved<T> {
  value: T;
  source: Source;
  /** The profile a stored value belongs to (sources `profile`, `keyring`, and `config` for the account). */
  profile?: string;
}

type Kind = "string" | "number" | "boolean" | "enum";
type KindValue<K extends Kind> = K extends "string" | "enum" ? string : K extends "number" ? number : boolean;

export interface SettingRow<K extends Kind = Kind> {
  /** What `people config get|set|unset` will call it: lower case, dotted (`budget.daily`). */
  key: string;
  type: K;
  /** The environment variable that sets it. */
  env?: string;
  /** A boolean whose variable says the opposite (PEOPLE_NO_HISTORY=1 turns `history` off). */
  envNegates?: boolean;
  /** An enum's values, in the order messages list them. */
  values?: readonly string[];
  /** A number's bounds; whole numbers only with `integer`. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** The flag that sets it for one run; a `global` one is registered on the program from this row. */
  flag?: { name: `--${string}`; value: string; global: boolean };
  /** Whether the config file keeps it (under the setting's name, as `login` writes it). */
  stored: boolean;
  /** A profile may hold its own value. */
  perProfile?: boolean;
  /**
   * Part of the account (base URL, key): a named profile never takes it from the stored default, so
   * one account's key is never sent to another's service.
   */
  account?: boolean;
  default?: KindValue<K>;
  /** Never shown whole: at most its first and last four characters. */
  secret: boolean;
  description: string;
}

export const SETTINGS = {
  profile: {
    key: "profile",
    type: "string",
    env: "PEOPLE_PROFILE",
    flag: { name: "--profile", value: "name", global: true },
    stored: true,
    secret: false,
    description: "the profile (a stored account and its settings) to use; `people auth switch` sets it",
  },
  baseUrl: {
    key: "base_url",
    type: "string",
    env: "PEOPLE_BASE_URL",
    flag: { name: "--base-url", value: "url", global: true },
    stored: true,
    perProfile: true,
    account: true,
    secret: false,
    description: "the service's base URL, ending in /api/v1",
  },
  apiKey: {
    key: "api_key",
    type: "string",
    env: "PEOPLE_API_KEY",
    // No flag: a key in argv leaks into `ps` and shell history.
    stored: true,
    perProfile: true,
    account: true,
    secret: true,
    description: "the API key (set by `people login`)",
  },
  format: {
    key: "format",
    type: "enum",
    values: OUTPUT_FORMATS,
    env: "PEOPLE_FORMAT",
    stored: true,
    perProfile: true,
    secret: false,
    description:
      "the output format of find, search and history when neither a flag nor -o FILE's extension says (unset: a table on a terminal, JSONL in a pipe)",
  },
  pageSize: {
    key: "page_size",
    type: "number",
    integer: true,
    min: 1,
    max: 100,
    env: "PEOPLE_PAGE_SIZE",
    stored: true,
    perProfile: true,
    secret: false,
    description:
      "people per page in a find walk (--all, --max-results, --max-credits) when --limit does not say (unset: 100)",
  },
  budgetDaily: {
    key: "budget.daily",
    type: "number",
    integer: true,
    min: 0,
    env: "PEOPLE_BUDGET_DAILY",
    stored: true,
    perProfile: true,
    secret: false,
    description:
      "credits this client may spend per calendar day (local time) on one service; unset: no limit",
  },
  budgetMonthly: {
    key: "budget.monthly",
    type: "number",
    integer: true,
    min: 0,
    env: "PEOPLE_BUDGET_MONTHLY",
    stored: true,
    perProfile: true,
    secret: false,
    description:
      "credits this client may spend per calendar month (local time) on one service; unset: no limit",
  },
  history: {
    key: "history",
    type: "boolean",
    env: "PEOPLE_NO_HISTORY",
    envNegates: true,
    stored: true,
    default: true,
    secret: false,
    description:
      "keep paid runs (queries, answers, people) in the local history; off keeps only the charges budgets need",
  },
  historyRetention: {
    key: "history.retention",
    type: "number",
    integer: true,
    min: 0,
    env: "PEOPLE_HISTORY_RETENTION",
    stored: true,
    default: 90,
    secret: false,
    description: "days a run stays in the history before it is removed (0: until `people history clear`)",
  },
} as const satisfies Record<string, SettingRow>;

export type SettingName = keyof typeof SETTINGS;
type ValueOf<N extends SettingName> = KindValue<(typeof SETTINGS)[N]["type"]>;

/** Each setting that has a value, with where it came from. */
export type Settings = { [N in SettingName]?: Resolved<ValueOf<N>> };

/** The stored settings, by name. */
export type StoredSettings = {
  [N in SettingName as (typeof SETTINGS)[N]["stored"] extends true ? N : never]?: ValueOf<N>;
};

/** Where a profile's key is when the file does not hold it: the OS keyring (see keyring.ts). */
export interface KeyPlace {
  keyring?: boolean;
}

/** A named profile's own row set. */
export type ProfileSettings = Pick<
  StoredSettings,
  "baseUrl" | "apiKey" | "format" | "pageSize" | "budgetDaily" | "budgetMonthly"
> &
  KeyPlace;

/** What the config file holds: the stored default (also the profile `default`), and the named profiles. */
export type StoredFile = StoredSettings & KeyPlace & { profiles?: Record<string, ProfileSettings> };

/** The rows, with their names. */
export function settingRows(): [SettingName, SettingRow][] {
  return Object.entries(SETTINGS) as [SettingName, SettingRow][];
}

/** commander's name for a flag's value: `--base-url` → `baseUrl`. */
export function flagAttribute(flag: string): string {
  return flag.replace(/^--/, "").replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The flag's help: the row's description and the variable that also sets it. */
export function flagHelp(row: SettingRow): string {
  return row.env ? `${row.description} (env ${row.env})` : row.description;
}

/** The row whose key (`budget.daily`) is `key`, with its name. */
export function settingByKey(key: string): [SettingName, SettingRow] | undefined {
  return settingRows().find(([, r]) => r.key === key);
}

const ON = /^(on|true|yes|1)$/i;
const OFF = /^(off|false|no|0)$/i;

/** What a row may hold, in words: "on or off", "one of: table, json", "a whole number from 1 to 100". */
export function allowedValues(row: SettingRow): string {
  switch (row.type) {
    case "boolean":
      return "on or off";
    case "enum":
      return `one of: ${(row.values ?? []).join(", ")}`;
    case "number": {
      const what = row.integer ? "a whole number" : "a number";
      if (row.min !== undefined && row.max !== undefined) return `${what} from ${row.min} to ${row.max}`;
      if (row.min !== undefined) return `${what} of at least ${row.min}`;
      return what;
    }
    default:
      return "text";
  }
}

/** What is wrong with `value` for `row` (in words that follow "that"), or undefined when it fits. */
export function valueProblem(row: SettingRow, value: unknown): string | undefined {
  const expected = row.type === "enum" ? "string" : row.type;
  if (typeof value !== expected) return `is not a ${row.type === "enum" ? "string" : row.type}`;
  if (row.type === "enum" && !(row.values ?? []).includes(value as string))
    return `is not ${allowedValues(row)}`;
  if (row.type === "number") {
    const n = value as number;
    if (
      !Number.isFinite(n) ||
      (row.integer && !Number.isInteger(n)) ||
      (row.min !== undefined && n < row.min) ||
      (row.max !== undefined && n > row.max)
    )
      return `is not ${allowedValues(row)}`;
  }
  return undefined;
}

/**
 * A setting's value from text (`people config set`, an environment variable): trimmed; empty means not
 * set. Text that does not fit the row is refused (SettingError, exit 2) naming `where` and what it takes.
 */
export function parseValue(
  row: SettingRow,
  text: string | undefined,
  where: string = row.env ?? row.key,
): string | number | boolean | undefined {
  const t = text?.trim();
  if (t === undefined || t === "") return undefined;
  const refuse = () => new SettingError(`${where} takes ${allowedValues(row)} (got ${JSON.stringify(t)})`);
  switch (row.type) {
    case "string":
      return t;
    case "enum": {
      const v = (row.values ?? []).find((x) => x.toLowerCase() === t.toLowerCase());
      if (v === undefined) throw refuse();
      return v;
    }
    case "number": {
      const n = Number(t);
      if (valueProblem(row, n)) throw refuse();
      return n;
    }
    case "boolean":
      if (ON.test(t)) return true;
      if (OFF.test(t)) return false;
      throw refuse();
  }
}

/** A setting's value from its environment variable (a negating variable turns a yes into off). */
function parseSetting(row: SettingRow, text: string | undefined): string | number | boolean | undefined {
  if (row.type === "boolean" && row.envNegates) {
    // PEOPLE_NO_HISTORY=1 (or true/yes/on) turns it off; any other value leaves the setting open.
    return envFlag(text) ? false : undefined;
  }
  return parseValue(row, text);
}

/** Where a value came from, in words: `--base-url`, `PEOPLE_BASE_URL`, `the config file`, `default`. */
export function sourceText(row: SettingRow, source: Source, profile?: string): string {
  switch (source) {
    case "flag":
      return row.flag?.name ?? "a flag";
    case "env":
      return row.env ?? "the environment";
    case "config":
      return "the config file";
    case "profile":
    case "keyring":
      return `the profile ${profile}${source === "keyring" ? " (the OS keyring)" : ""}`;
    case "sandbox":
      return "the built-in sandbox";
    default:
      return "default";
  }
}

/** A value as `people config` shows it: booleans as on/off, secrets masked by `mask`. */
export function showValue(row: SettingRow, value: unknown, mask: (s: string) => string): string {
  if (row.type === "boolean") return value ? "on" : "off";
  if (row.secret && typeof value === "string") return mask(value);
  return String(value);
}

interface SettingInputs {
  /** The parsed flags, by commander's names (a command's `optsWithGlobals()`). */
  flags: object;
  env: Readonly<Record<string, string | undefined>>;
  /** Reads the config file: at most once, only when flag and environment leave a stored setting open. */
  stored: () => StoredFile | Promise<StoredFile>;
  /** What the built-in sandbox supplies (`--sandbox`); it wins over everything. */
  sandbox?: Partial<{ [N in SettingName]: ValueOf<N> }>;
  /** Reads a profile's key from the OS keyring: only when the key is wanted, open, and kept there. */
  keyring?: (profile: string) => Promise<string | undefined>;
}

/**
 * Settings by the one precedence rule: sandbox > flag > environment > profile > stored default >
 * default. The profile is the `profile` setting's value (flag, PEOPLE_PROFILE, stored by `auth switch`,
 * else `default`). `only` names the settings wanted (default: all); the config file is read only when
 * one of them is left open by flag and environment. SettingError (exit 2) for a profile not stored.
 */
export async function resolveSettings(
  inputs: SettingInputs,
  only?: readonly SettingName[],
): Promise<Settings> {
  const rows = only ? settingRows().filter(([name]) => only.includes(name)) : settingRows();
  const early = new Map<SettingName, Resolved<unknown>>();
  for (const [name, r] of [...rows, ["profile", SETTINGS.profile] as [SettingName, SettingRow]]) {
    const found = fromSandbox(inputs, name) ?? fromFlag(inputs, r) ?? fromEnv(inputs, r);
    if (found) early.set(name, found);
  }
  const open = rows.some(([name, r]) => r.stored && !early.has(name));
  const stored: StoredFile = open ? await inputs.stored() : {};
  const chosen =
    early.get("profile") ?? (stored.profile ? { value: stored.profile, source: "config" } : undefined);
  const profile = String(chosen?.value ?? DEFAULT_PROFILE);
  const named = profile !== DEFAULT_PROFILE;
  // The default profile's row set is the file's top level.
  const own: ProfileSettings | undefined = named ? stored.profiles?.[profile] : stored;
  if (named && !own && profile !== SANDBOX_PROFILE && rows.some(([n, r]) => r.perProfile && !early.has(n)))
    throw unknownProfile(profile, sourceText(SETTINGS.profile, chosen?.source ?? "default"));
  const out: Record<string, Resolved<unknown>> = {};
  const [mine, top] = [own as Record<string, unknown> | undefined, stored as Record<string, unknown>];
  for (const [name, r] of rows) {
    let found: Resolved<unknown> | undefined = name === "profile" ? chosen : early.get(name);
    if (!found && named && r.perProfile && mine?.[name] !== undefined)
      found = { value: mine[name], source: "profile", profile };
    if (!found && r.stored && !(named && r.account) && name !== "profile" && top[name] !== undefined)
      found = { value: top[name], source: "config", ...(r.account ? { profile } : {}) };
    if (!found && name === "apiKey" && own?.keyring && mine?.apiKey === undefined && inputs.keyring) {
      const key = await inputs.keyring(profile);
      if (key !== undefined) found = { value: key, source: "keyring", profile };
    }
    if (!found && r.default !== undefined) found = { value: r.default, source: "default" };
    if (found) out[name] = found;
  }
  return out as Settings;
}

function fromSandbox(inputs: SettingInputs, name: SettingName): Resolved<unknown> | undefined {
  const value = inputs.sandbox?.[name];
  return value === undefined ? undefined : { value, source: "sandbox" };
}

function fromFlag(inputs: SettingInputs, r: SettingRow): Resolved<unknown> | undefined {
  if (!r.flag) return undefined;
  const value = (inputs.flags as Record<string, unknown>)[flagAttribute(r.flag.name)];
  // An empty flag value counts as not given, as an empty variable does.
  return value === undefined || value === "" ? undefined : { value, source: "flag" };
}

function fromEnv(inputs: SettingInputs, r: SettingRow): Resolved<unknown> | undefined {
  if (!r.env) return undefined;
  const value = parseSetting(r, inputs.env[r.env]);
  return value === undefined ? undefined : { value, source: "env" };
}

/** `PEOPLE_SANDBOX=1` (or true/yes/on) turns the sandbox on like `--sandbox`. */
export function envFlag(v: string | undefined): boolean {
  return v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());
}
