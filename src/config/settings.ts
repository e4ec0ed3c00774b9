// The settings, declared once: one row per setting says its name, the key `people config` will call it
// by, the environment variable and flag that set it, whether the config file keeps it, its type, its
// default, whether it is a secret, and what it is for. Everything else is derived from the rows: the
// global flags (registered by program.ts), what the config file may hold (store.ts), and the one
// precedence rule below, flag > environment > config file > default. Adding a setting is adding a row.
//
// Light on purpose: `people --help` loads this file (for the global flags).
import { OUTPUT_FORMATS } from "../output/format.js";
import { SettingError } from "./errors.js";

type Source = "flag" | "env" | "config" | "sandbox" | "default";

export interface Resolved<T> {
  value: T;
  source: Source;
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
  default?: KindValue<K>;
  /** Never shown whole: at most its first and last four characters. */
  secret: boolean;
  description: string;
}

export const SETTINGS = {
  baseUrl: {
    key: "base_url",
    type: "string",
    env: "PEOPLE_BASE_URL",
    flag: { name: "--base-url", value: "url", global: true },
    stored: true,
    secret: false,
    description: "the service's base URL, ending in /api/v1",
  },
  apiKey: {
    key: "api_key",
    type: "string",
    env: "PEOPLE_API_KEY",
    // No flag: a key in argv leaks into `ps` and shell history.
    stored: true,
    secret: true,
    description: "the API key (set by `people login`)",
  },
  format: {
    key: "format",
    type: "enum",
    values: OUTPUT_FORMATS,
    env: "PEOPLE_FORMAT",
    stored: true,
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

/** What the config file holds: the stored settings, by name. */
export type StoredSettings = {
  [N in SettingName as (typeof SETTINGS)[N]["stored"] extends true ? N : never]?: ValueOf<N>;
};

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
export function sourceText(row: SettingRow, source: Source): string {
  switch (source) {
    case "flag":
      return row.flag?.name ?? "a flag";
    case "env":
      return row.env ?? "the environment";
    case "config":
      return "the config file";
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
  /**
   * Reads the config file. Called at most once, and only when flags and environment leave a stored
   * setting unset: reading it costs a disk read that most runs in CI never need.
   */
  stored: () => StoredSettings | Promise<StoredSettings>;
  /** What the built-in sandbox supplies (`--sandbox`); it wins over everything. */
  sandbox?: Partial<{ [N in SettingName]: ValueOf<N> }>;
}

/**
 * Settings by the one precedence rule: sandbox > flag > environment > config file > default. `only`
 * names the settings wanted (default: all); the config file is read only when one of them is left open
 * by flag and environment.
 */
export async function resolveSettings(
  inputs: SettingInputs,
  only?: readonly SettingName[],
): Promise<Settings> {
  const rows = only ? settingRows().filter(([name]) => only.includes(name)) : settingRows();
  const early = new Map<SettingName, Resolved<unknown>>();
  for (const [name, r] of rows) {
    const found = fromSandbox(inputs, name) ?? fromFlag(inputs, r) ?? fromEnv(inputs, r);
    if (found) early.set(name, found);
  }
  const open = rows.some(([name, r]) => r.stored && !early.has(name));
  const stored: Record<string, unknown> = open ? await inputs.stored() : {};
  const out: Record<string, Resolved<unknown>> = {};
  for (const [name, r] of rows) {
    const found =
      early.get(name) ??
      (r.stored && stored[name] !== undefined
        ? { value: stored[name], source: "config" as const }
        : undefined) ??
      (r.default !== undefined ? { value: r.default, source: "default" as const } : undefined);
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
