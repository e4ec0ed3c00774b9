// The OS keyring (macOS Keychain, Windows Credential Manager, the Secret Service on Linux) through a
// native binding that ships prebuilt. The binding is loaded only when a key is read, stored or forgotten:
// start-up and a run configured by its environment never load it. Tests inject a fake backend through the
// Factory (FactoryInit.keyring).
import { resolve } from "node:path";

/** Where keys go: one entry per profile. Every method rejects with KeyringUnavailableError when no keyring answers. */
export interface KeyringBackend {
  get(profile: string): Promise<string | undefined>;
  set(profile: string, key: string): Promise<void>;
  /** Whether there was an entry to delete. */
  delete(profile: string): Promise<boolean>;
}

/** No keyring answered (no daemon, a locked one, a platform without a binding); `reason` says what it said. */
export class KeyringUnavailableError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`the OS keyring cannot be used (${reason})`);
    this.name = "KeyringUnavailableError";
    this.reason = reason;
  }
}

/**
 * The keyring's service name: one per config dir, so that a second config dir (PEOPLE_CONFIG_DIR) has
 * profiles of its own in the keyring as it has in its file.
 */
export function keyringService(env: Readonly<Record<string, string | undefined>>): string {
  const dir = env.PEOPLE_CONFIG_DIR;
  return dir ? `people-search-cli ${resolve(dir)}` : "people-search-cli";
}

type Binding = typeof import("@napi-rs/keyring");

/** The binding's words without its stack: "Couldn't access platform storage: AccessDenied". */
function reasonOf(err: unknown): string {
  const m = err instanceof Error ? err.message : String(err);
  return m.split("\n")[0]?.trim() || "no answer";
}

/** The platform's keyring, loaded at the first call. */
export function nativeKeyring(env: Readonly<Record<string, string | undefined>>): KeyringBackend {
  const service = keyringService(env);
  let binding: Promise<Binding> | undefined;
  const entry = async (profile: string) => {
    binding ??= import("@napi-rs/keyring");
    try {
      const { AsyncEntry } = await binding;
      // Linux: the Secret Service only. The binding's other store there, the kernel keyring, forgets
      // everything at a reboot; a key that vanishes is worse than a key in a 0600 file.
      return new AsyncEntry(service, profile, { linux: { store: "secret-service" } });
    } catch (err) {
      throw new KeyringUnavailableError(reasonOf(err));
    }
  };
  const call = async <T>(profile: string, fn: (e: Awaited<ReturnType<typeof entry>>) => Promise<T>) => {
    const e = await entry(profile);
    try {
      return await fn(e);
    } catch (err) {
      throw new KeyringUnavailableError(reasonOf(err));
    }
  };
  return {
    get: (profile) => call(profile, async (e) => (await e.getPassword()) ?? undefined),
    set: (profile, key) => call(profile, (e) => e.setPassword(key)),
    delete: (profile) => call(profile, (e) => e.deletePassword()),
  };
}
