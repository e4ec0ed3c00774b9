// The logic of `people auth list` and `people auth switch`: the profiles the config file keeps (and the
// sandbox, always there), read without a request; switching stores which one runs use by default.
import { DEFAULT_PROFILE, SANDBOX_PROFILE, unknownProfile } from "../../../config/profiles.js";
import { SETTINGS, type StoredFile } from "../../../config/settings.js";
import { redactKey, redactUrl } from "../../../contract/text.js";
import { writeAsync } from "../../../output/io.js";
import { jsonText } from "../../../output/text.js";
import type { Factory } from "../../factory.js";
import { whence } from "./run.js";

interface ProfileLine {
  name: string;
  active: boolean;
  baseUrl: string | null;
  /** Masked: at most the first and last four characters. */
  key: string | null;
  keyStorage: "keyring" | "file" | "sandbox" | null;
}

/** The profiles the file keeps, the default first and the sandbox last. */
function profileNames(stored: StoredFile): string[] {
  return [DEFAULT_PROFILE, ...Object.keys(stored.profiles ?? {}).sort(), SANDBOX_PROFILE];
}

async function describe(f: Factory, stored: StoredFile, name: string, active: string): Promise<ProfileLine> {
  if (name === SANDBOX_PROFILE)
    return { name, active: active === name, baseUrl: null, key: null, keyStorage: "sandbox" };
  const own = name === DEFAULT_PROFILE ? stored : stored.profiles?.[name];
  let key: string | null = own?.apiKey ? redactKey(own.apiKey) : null;
  if (own?.keyring && !own.apiKey) {
    const keyring = await f.keyring();
    const found = await keyring.get(name).catch(() => undefined);
    key = found ? redactKey(found) : "(the OS keyring did not answer)";
  }
  return {
    name,
    active: active === name,
    baseUrl: own?.baseUrl ? redactUrl(own.baseUrl) : null,
    key,
    keyStorage: own?.keyring ? "keyring" : own?.apiKey ? "file" : null,
  };
}

export async function runAuthList(f: Factory, opts: { json?: boolean }): Promise<void> {
  const stored = (await f.config()).read();
  const s = await f.settings(["profile"]);
  const active = f.sandboxed ? SANDBOX_PROFILE : (s.profile?.value ?? DEFAULT_PROFILE);
  const lines = await Promise.all(profileNames(stored).map((n) => describe(f, stored, n, active)));
  if (opts.json || !f.io.stdoutIsTTY) {
    await writeAsync(f.io.stdout, jsonText(lines, f.io.stdoutIsTTY));
    return;
  }
  const storage = { keyring: "OS keyring", file: "config file", sandbox: "built in" } as const;
  const table = [
    ["", "PROFILE", "BASE URL", "KEY", "STORED IN"],
    ...lines.map((l) => [
      l.active ? "*" : "",
      l.name,
      l.keyStorage === "sandbox" ? "started for each run" : (l.baseUrl ?? "not set"),
      l.keyStorage === "sandbox" ? "its own" : (l.key ?? "not set"),
      l.keyStorage ? storage[l.keyStorage] : "—",
    ]),
  ];
  const widths = table[0]?.map((_, i) => Math.max(...table.map((row) => (row[i] ?? "").length))) ?? [];
  const text = table.map((row) =>
    row
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  await writeAsync(f.io.stdout, `${text.join("\n")}\n`);
  const why =
    f.sandboxed && !s.profile ? "--sandbox" : s.profile ? whence(f, SETTINGS.profile, s.profile) : undefined;
  f.log.info(f.theme.dim(`* in use (${why ? `from ${why}` : "none chosen, so the default"})`));
}

export async function runAuthSwitch(f: Factory, name: string): Promise<void> {
  const store = await f.config();
  const stored = store.read();
  if (!profileNames(stored).includes(name)) throw unknownProfile(name);
  await store.write({ profile: name === DEFAULT_PROFILE ? undefined : name });
  f.log.info(`${f.theme.ok("✔")} Runs use the profile ${name} now.`);
  if (f.env.PEOPLE_PROFILE?.trim() && f.env.PEOPLE_PROFILE.trim() !== name)
    f.log.warn(`PEOPLE_PROFILE is set (${f.env.PEOPLE_PROFILE.trim()}) and wins while it is set.`);
}
