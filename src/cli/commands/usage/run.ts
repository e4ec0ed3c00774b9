// The logic of `people usage`: the ledger's sums for a window, per service, with the balance each
// service last reported and, when budgets are set, where they stand. Reads the local store only.

import { SANDBOX_PROFILE } from "../../../config/profiles.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText, thousands } from "../../../output/text.js";
import { SANDBOX_LABEL, type UsageAccount } from "../../../store/types.js";
import { localDay, localMinute } from "../../../store/windows.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { parseMoment } from "../../flags/dates.js";
import { chosenProfile } from "../../records.js";
import { budgetKey, budgetResets } from "../../spend.js";
import { DEFAULT_SINCE, type UsageOptions } from "./options.js";

const NOTE =
  "what this client saw charged (the service lists no per-call costs); calls whose outcome was never seen count at their reserve, as estimated";

interface Standing {
  budget: "daily" | "monthly";
  limit: number;
  spent: number;
  resetsAt: number;
}

export async function runUsage(f: Factory, opts: UsageOptions): Promise<void> {
  const now = f.now();
  const since = parseMoment(opts.since ?? DEFAULT_SINCE, now, "--since");
  if (since > now) throw new UsageError(`--since ${opts.since} is in the future`);
  const s = await f.settings(["budgetDaily", "budgetMonthly"]);
  const budgets = { daily: s.budgetDaily?.value, monthly: s.budgetMonthly?.value };
  const configured = budgets.daily !== undefined || budgets.monthly !== undefined;
  const store = await f.store();
  const only = chosenProfile(f);
  const accounts = store.usage(since, now + 1, only);
  // Budgets are per account: the profile in use on each service (the sandbox's charges are its own).
  const standings = new Map<string, Standing[]>(
    accounts.map((a) => [
      a.baseUrl,
      configured
        ? store.budgets(a.baseUrl, a.baseUrl === SANDBOX_LABEL ? SANDBOX_PROFILE : f.profile, budgets)
        : [],
    ]),
  );
  const json = opts.json || !f.io.stdoutIsTTY;
  if (json) {
    const value = {
      since: new Date(since).toISOString(),
      until: new Date(now).toISOString(),
      profile: only ?? null,
      note: NOTE,
      accounts: accounts.map((a) => ({
        baseUrl: a.baseUrl,
        sandbox: a.baseUrl === SANDBOX_LABEL,
        total: a.total,
        estimated: a.estimated,
        calls: a.calls,
        held: a.held,
        balance: a.balance ? { value: a.balance.value, at: new Date(a.balance.at).toISOString() } : null,
        byDay: a.byDay,
        byCommand: a.byCommand,
        budgets: (standings.get(a.baseUrl) ?? []).map((b) => ({
          budget: budgetKey(b),
          limit: b.limit,
          spent: b.spent,
          resetsAt: new Date(b.resetsAt).toISOString(),
        })),
      })),
    };
    await writeAsync(f.io.stdout, jsonText(value, f.io.stdoutIsTTY));
    return;
  }
  const under = only ? ` under the profile ${only}` : "";
  const head = `Credits this client saw charged${under} since ${localMinute(since)} (--since ${opts.since ?? DEFAULT_SINCE}).`;
  const lines = [
    head,
    f.theme.dim("The service lists no per-call costs: each paid call's answer said what it cost."),
  ];
  if (accounts.length === 0) lines.push("", "No charges in this window.");
  for (const a of accounts) lines.push("", ...accountLines(f, a, standings.get(a.baseUrl) ?? [], now));
  await writeAsync(f.io.stdout, `${lines.join("\n")}\n`);
}

function accountLines(f: Factory, a: UsageAccount, standing: Standing[], now: number): string[] {
  const bold = (t: string) => (f.io.colorStdout ? `\x1b[1m${t}\x1b[22m` : t);
  const title =
    a.baseUrl === SANDBOX_LABEL ? "the built-in sandbox (--sandbox: synthetic, no real credits)" : a.baseUrl;
  const balance = a.balance
    ? ` · balance ${thousands(a.balance.value)} (seen ${localMinute(a.balance.at)})`
    : "";
  const out = [bold(title), `  ${count(a.total, "credit")} in ${count(a.calls, "call")}${balance}`];
  if (a.estimated > 0)
    out.push(
      `  ${count(a.estimated, "credit")} of it estimated: charges never seen, counted at their reserve`,
    );
  if (a.held > 0) out.push(`  ${count(a.held, "credit")} held by calls still running`);
  const table = (heading: string, rows: [string, number, number][]) => {
    const w = Math.max(heading.length, ...rows.map(([k]) => k.length));
    const cw = Math.max(7, ...rows.map(([, c]) => thousands(c).length));
    out.push(`  ${heading.padEnd(w)}  ${"credits".padStart(cw)}  calls`);
    for (const [k, c, n] of rows)
      out.push(`  ${k.padEnd(w)}  ${thousands(c).padStart(cw)}  ${thousands(n).padStart(5)}`);
  };
  table(
    "day",
    a.byDay.map((d) => [d.day, d.credits, d.calls]),
  );
  table(
    "command",
    a.byCommand.map((c) => [c.command, c.credits, c.calls]),
  );
  for (const b of standing) {
    const period = b.budget === "daily" ? `today (${localDay(now)})` : "this month";
    out.push(
      `  ${budgetKey(b)}: ${thousands(b.spent)} of ${count(b.limit, "credit")} spent or held ${period}; ${budgetResets(b, now)}`,
    );
  }
  return out;
}
