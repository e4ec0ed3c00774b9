// The logic of `people auth status`: the settings' resolver says where the base URL and the key come from
// (flag, environment, the config file, the sandbox); one free GET /credits says whether the key works.
// What is known is printed before a failure is reported, so a rejected key still shows which key it was.
import { SETTINGS, type SettingRow, sourceText } from "../../../config/settings.js";
import { redactKey, redactSecrets } from "../../../contract/text.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText } from "../../../output/text.js";
import { NoKeyError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { shownUrl } from "../../factory-checks.js";
import type { AuthStatusOptions } from "./options.js";

interface Status {
  baseUrl: { value: string; source: string } | null;
  apiKey: { value: string; source: string } | null;
  works: boolean | null;
  problem?: string;
  plan?: { id: string; name: string } | null;
  balance?: number;
}

function from(row: SettingRow, source: Parameters<typeof sourceText>[1]): string {
  if (source === "config" && row.secret) return "stored by `people login`";
  return sourceText(row, source);
}

export async function runAuthStatus(f: Factory, opts: AuthStatusOptions): Promise<void> {
  const status: Status = { baseUrl: null, apiKey: null, works: null };
  try {
    if (f.sandboxed) {
      const client = await f.client();
      status.baseUrl = { value: client.baseUrl, source: "the built-in sandbox (--sandbox)" };
      status.apiKey = { value: "its own key", source: "the built-in sandbox (a fresh account each run)" };
    } else {
      const s = await f.settings(["baseUrl", "apiKey"]);
      if (s.baseUrl)
        // Shown as every other command shows it: a password, a query's or a fragment's content masked.
        status.baseUrl = {
          value: shownUrl(s.baseUrl.value),
          source: from(SETTINGS.baseUrl, s.baseUrl.source),
        };
      if (s.apiKey)
        status.apiKey = { value: redactKey(s.apiKey.value), source: from(SETTINGS.apiKey, s.apiKey.source) };
      if (!s.apiKey) throw new NoKeyError();
    }
    // Refuses (exit 2 or 3) a base URL or key that cannot be used, before anything is sent.
    const client = await f.client();
    const b = await client.getCredits({ signal: f.signal });
    status.works = true;
    status.plan = b.plan ?? null;
    status.balance = b.balance;
  } catch (err) {
    status.works = false;
    status.problem = redactSecrets((err as Error).message);
    await print(f, opts, status);
    throw err;
  }
  await print(f, opts, status);
}

async function print(f: Factory, opts: AuthStatusOptions, s: Status): Promise<void> {
  if (opts.json) {
    await writeAsync(f.io.stdout, jsonText(s, f.io.stdoutIsTTY));
    return;
  }
  const rows: [string, string][] = [
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
  const w = Math.max(...rows.map(([k]) => k.length)) + 2;
  await writeAsync(f.io.stdout, `${rows.map(([k, v]) => `${k.padEnd(w)}${v}`).join("\n")}\n`);
}
