// The logic of `people credits`: one free GET /credits, shown as a table on a terminal, JSON otherwise.
import type { Balance } from "../../../contract/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { jsonText, thousands } from "../../../output/text.js";
import type { Factory } from "../../factory.js";

export interface CreditsOptions {
  json?: boolean;
  /** `table` or `json`; the other output formats describe lists of people, which a balance is not. */
  format?: "table" | "json";
}

export async function runCredits(f: Factory, opts: CreditsOptions): Promise<void> {
  const client = await f.client();
  const balance = await client.getCredits({ signal: f.signal });
  const format = opts.json ? "json" : (opts.format ?? (f.io.stdoutIsTTY ? "table" : "json"));
  if (format === "json") {
    await writeAsync(f.io.stdout, jsonText(balance, f.io.stdoutIsTTY));
    return;
  }
  await writeAsync(f.io.stdout, await creditsTable(balance, f.io.colorStdout));
}

async function creditsTable(b: Balance, color: boolean): Promise<string> {
  const { default: Table } = await import("cli-table3");
  const fmt = (n: number | undefined) => (n === undefined ? "—" : thousands(n));
  const table = new Table({ style: { head: color ? ["cyan"] : [], border: color ? ["grey"] : [] } });
  table.push(
    { Balance: fmt(b.balance) },
    { Purchased: fmt(b.purchased) },
    { "Plan allowance left": `${fmt(b.planCredits)} (does not roll over)` },
    { Plan: b.plan ? `${b.plan.name} (${b.plan.id})` : "—" },
  );
  return `${table.toString()}\n`;
}
