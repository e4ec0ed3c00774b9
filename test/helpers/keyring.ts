// Keyring backends for in-process tests, injected through run()'s deps (and so the Factory): an OS
// keyring in memory, and one that answers as the binding does where no keyring daemon runs.
import { type KeyringBackend, KeyringUnavailableError } from "../../src/config/keyring.js";

export interface FakeKeyring extends KeyringBackend {
  /** What it holds, by profile. */
  entries: Map<string, string>;
  /** Every call, as `get NAME`, `set NAME`, `delete NAME`. */
  calls: string[];
}

export function fakeKeyring(): FakeKeyring {
  const entries = new Map<string, string>();
  const calls: string[] = [];
  return {
    entries,
    calls,
    async get(profile) {
      calls.push(`get ${profile}`);
      return entries.get(profile);
    },
    async set(profile, key) {
      calls.push(`set ${profile}`);
      entries.set(profile, key);
    },
    async delete(profile) {
      calls.push(`delete ${profile}`);
      return entries.delete(profile);
    },
  };
}

/** No keyring answers: a headless server, a container, CI. */
export function noKeyring(): KeyringBackend {
  const refuse = async (): Promise<never> => {
    throw new KeyringUnavailableError("Couldn't access platform storage: AccessDenied");
  };
  return { get: refuse, set: refuse, delete: refuse };
}
