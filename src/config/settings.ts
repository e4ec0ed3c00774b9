// The settings, declared once: one row per setting says its name, the key `people config` will call it
// by, the environment variable and flag that set it, whether the config file keeps it, its type, its
// default, whether it is a secret, and what it is for. Everything else is derived from the rows: the
// global flags (registered by program.ts), what the config file may hold (store.ts), and the one
// precedence rule below, flag > environment > config file > default. Adding a setting is adding a row.
//
// Light on purpose: `people --help` loads this file (for the global flags).
import { SettingError } from "./errors.js";

export type Source = "flag" | "env" | "config" | "sandbox" | "default";

export interface Resolved<T> {
  value: T;
  source: Source;
}

type Kind = "string" | "number" | "boolean";
type KindValue<K extends Kind> = K extends "string" ? string : K extends "number" ? number : boolean;

export interface SettingRow<K extends Kind = Kind> {
  /** What `people config get|set|unset` will call it: lower case, dotted (`budget.daily`). */
  key: string;
  type: K;
  /** The environment variable that sets it. */
  env?: string;
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

/** A setting's value from text (an environment variable): trimmed; empty means not set. */
export function parseSetting(
  row: SettingRow,
  text: string | undefined,
): string | number | boolean | undefined {
  const t = text?.trim();
  if (t === undefined || t === "") return undefined;
  switch (row.type) {
    case "string":
      return t;
    case "number": {
      const n = Number(t);
      if (!Number.isFinite(n))
        throw new SettingError(`${row.env ?? row.key} must be a number (got ${JSON.stringify(t)})`);
      return n;
    }
    case "boolean":
      return envFlag(t);
  }
}

export interface SettingInputs {
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

/** Every setting by the one precedence rule: sandbox > flag > environment > config file > default. */
export async function resolveSettings(inputs: SettingInputs): Promise<Settings> {
  const early = new Map<SettingName, Resolved<unknown>>();
  for (const [name, r] of settingRows()) {
    const found = fromSandbox(inputs, name) ?? fromFlag(inputs, r) ?? fromEnv(inputs, r);
    if (found) early.set(name, found);
  }
  const open = settingRows().some(([name, r]) => r.stored && !early.has(name));
  const stored: Record<string, unknown> = open ? await inputs.stored() : {};
  const out: Record<string, Resolved<unknown>> = {};
  for (const [name, r] of settingRows()) {
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
