// The logic of `people credits`: one free GET /credits, shown as labelled lines on a terminal, JSON otherwise.
import type { Balance } from "../../../contract/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { jsonText, keyValueLines, thousands } from "../../../output/text.js";
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
  await writeAsync(f.io.stdout, creditsLines(balance));
}

/** The record as `auth status` shows its own: a label and a value a line. */
function creditsLines(b: Balance): string {
  const fmt = (n: number | undefined) => (n === undefined ? "—" : thousands(n));
  return keyValueLines([
    ["Balance", fmt(b.balance)],
    ["Purchased", fmt(b.purchased)],
    ["Plan allowance left", `${fmt(b.planCredits)} (does not roll over)`],
    ["Plan", b.plan ? `${b.plan.name} (${b.plan.id})` : "—"],
  ]);
}
