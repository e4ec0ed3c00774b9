// Where the service is: flag > environment > stored config, for the base URL and the key.
import type { StoredConfig } from "./store.js";

export type Source = "flag" | "env" | "config" | "sandbox";

export interface Resolved<T> {
  value: T;
  source: Source;
}

export interface Settings {
  baseUrl?: Resolved<string>;
  apiKey?: Resolved<string>;
}

export function resolveSettings(
  flags: { baseUrl?: string },
  env: Record<string, string | undefined>,
  stored: () => StoredConfig,
): Settings {
  const out: Settings = {};
  const envUrl = nonEmpty(env.PEOPLE_BASE_URL);
  const envKey = nonEmpty(env.PEOPLE_API_KEY);
  // The store is read only when flag and environment leave something open.
  const needStore = !(flags.baseUrl || envUrl) || !envKey;
  const s = needStore ? stored() : {};
  if (flags.baseUrl) out.baseUrl = { value: flags.baseUrl, source: "flag" };
  else if (envUrl) out.baseUrl = { value: envUrl, source: "env" };
  else if (s.baseUrl) out.baseUrl = { value: s.baseUrl, source: "config" };
  if (envKey) out.apiKey = { value: envKey, source: "env" };
  else if (s.apiKey) out.apiKey = { value: s.apiKey, source: "config" };
  return out;
}

function nonEmpty(v: string | undefined): string | undefined {
  return v && v.trim() !== "" ? v.trim() : undefined;
}

/** `PEOPLE_SANDBOX=1` (or true/yes) turns the sandbox on like `--sandbox`. */
export function envFlag(v: string | undefined): boolean {
  return v !== undefined && /^(1|true|yes|on)$/i.test(v.trim());
}
