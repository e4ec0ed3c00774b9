// The logic of `people auth status`: the settings' resolver says which profile is in use and where the
// base URL and the key come from (flag, environment, a profile in the config file or the OS keyring, the
// sandbox); one free GET /credits says whether the key works. What is known is printed before a failure
// is reported, so a rejected key still shows which key it was.
import { SANDBOX_PROFILE } from "../../../config/profiles.js";
import { type Resolved, SETTINGS, type SettingRow } from "../../../config/settings.js";
import { redactKey, redactUrl } from "../../../contract/text.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText, keyValueLines } from "../../../output/text.js";
import { NoKeyError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import type { AuthStatusOptions } from "./options.js";

/** The profile's source when nothing chose one: no --profile, no PEOPLE_PROFILE, no `auth switch`. */
const NONE_CHOSEN = "none chosen";

interface Status {
  profile: { value: string; source: string };
  baseUrl: { value: string; source: string } | null;
  apiKey: { value: string; source: string } | null;
  works: boolean | null;
  problem?: string;
  plan?: { id: string; name: string } | null;
  balance?: number;
}

/**
 * Where a value comes from, in the words status prints after "from": `--base-url`, `PEOPLE_API_KEY`,
 * `profile work in the OS keyring`, `profile default in the config file`, `--sandbox`.
 */
export function whence(
  f: Factory,
  row: SettingRow,
  r: Pick<Resolved<unknown>, "source" | "profile">,
): string {
  switch (r.source) {
    case "flag":
      return row.flag?.name ?? "a flag";
    case "env":
      return row.env ?? "the environment";
    case "keyring":
      return `profile ${r.profile} in the OS keyring`;
    case "profile":
      return `profile ${r.profile} in the config file`;
    case "config":
      if (row === SETTINGS.profile) return "`people auth switch`";
      return r.profile ? `profile ${r.profile} in the config file` : "the config file";
    case "sandbox":
      return sandboxSource(f);
    default:
      return "the default";
  }
}

/** What selected the sandbox: its flag, its variable, or the profile. */
function sandboxSource(f: Factory): string {
  if (f.globals.sandbox) return "--sandbox";
  if (f.env.PEOPLE_SANDBOX?.trim()) return "PEOPLE_SANDBOX";
  return `profile ${SANDBOX_PROFILE}`;
}

export async function runAuthStatus(f: Factory, opts: AuthStatusOptions): Promise<void> {
  const status: Status = {
    profile: { value: f.profile, source: NONE_CHOSEN },
    baseUrl: null,
    apiKey: null,
    works: null,
  };
  try {
    const s = await f.settings(f.sandboxed ? ["profile"] : ["profile", "baseUrl", "apiKey"]);
    if (s.profile)
      status.profile = { value: s.profile.value, source: whence(f, SETTINGS.profile, s.profile) };
    if (f.sandboxed) {
      status.profile = { value: SANDBOX_PROFILE, source: sandboxSource(f) };
      // One client, so one sandbox: the one whose URL is shown is the one checked.
      const client = await f.client();
      status.baseUrl = { value: client.baseUrl, source: sandboxSource(f) };
      status.apiKey = { value: "a fresh sandbox key, its own each run", source: sandboxSource(f) };
      await checkWith(f, status, client);
    } else {
      if (s.baseUrl)
        status.baseUrl = {
          value: redactUrl(s.baseUrl.value),
          source: whence(f, SETTINGS.baseUrl, s.baseUrl),
        };
      if (s.apiKey)
        status.apiKey = { value: redactKey(s.apiKey.value), source: whence(f, SETTINGS.apiKey, s.apiKey) };
      if (!s.apiKey) throw new NoKeyError();
      // Refuses (exit 2 or 3) a base URL or key that cannot be used, before anything is sent.
      await checkWith(f, status, await f.client());
    }
  } catch (err) {
    status.works = false;
    status.problem = (err as Error).message;
    await print(f, opts, status);
    throw err;
  }
  await print(f, opts, status);
}

async function checkWith(f: Factory, status: Status, client: Awaited<ReturnType<Factory["client"]>>) {
  const b = await client.getCredits({ signal: f.signal });
  status.works = true;
  status.plan = b.plan ?? null;
  status.balance = b.balance;
}

async function print(f: Factory, opts: AuthStatusOptions, s: Status): Promise<void> {
  if (opts.json) {
    await writeAsync(f.io.stdout, jsonText(s, f.io.stdoutIsTTY));
    return;
  }
  const rows: [string, string][] = [
    [
      "Profile",
      `${s.profile.value}  (${s.profile.source === NONE_CHOSEN ? NONE_CHOSEN : `from ${s.profile.source}`})`,
    ],
    ["Base URL", s.baseUrl ? `${s.baseUrl.value}  (from ${s.baseUrl.source})` : "not set"],
    ["API key", s.apiKey ? `${s.apiKey.value}  (from ${s.apiKey.source})` : "not set"],
    [
      "Works",
      s.works === true
        ? "yes: the service answered GET /credits (free)"
        : s.works === false
          ? `no: ${s.problem ?? "the check failed"}`
          : "not checked",
    ],
  ];
  if (s.works) {
    rows.push(["Plan", s.plan ? `${s.plan.name} (${s.plan.id})` : "—"]);
    if (s.balance !== undefined) rows.push(["Balance", count(s.balance, "credit")]);
  }
  await writeAsync(f.io.stdout, keyValueLines(rows));
}
