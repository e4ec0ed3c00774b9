// `people usage`: what this client saw charged, by day and by command, per service, from the local
// store's ledger (free: nothing is sent). Registration only; the logic loads when it runs.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import { DEFAULT_SINCE, type UsageOptions } from "./options.js";

export function registerUsage(program: Command, getFactory: GetFactory): void {
  const cmd = program.command("usage");
  cmd
    .description(
      "credits this client saw charged, by day and by command, per service (free: nothing is sent)",
    )
    .option(
      "--since <when>",
      `from this long ago (7d, 12h, 2w) or this date (2026-11-01) (default ${DEFAULT_SINCE})`,
    )
    .option("--json", "print the sums as JSON (the default in a pipe)")
    .addHelpText(
      "after",
      `
The service lists no per-call costs: these are the charges this client saw (each paid call's answer says
what it cost), kept in the local store. Calls whose outcome was never seen (a dropped stream, a killed
process) count at what they reserved, and are marked as estimated. The built-in sandbox is listed apart
from any real account. With budget.daily or budget.monthly set, it also says where each budget stands.

Examples:
  $ people usage
  $ people usage --since 7d
  $ people usage --since 2026-11-01 --json | jq '.accounts[].total'`,
    );
  addJqOption(cmd, getFactory).action(async (opts: UsageOptions, cmd: Command) => {
    const { runUsage } = await import("./run.js");
    await runUsage(getFactory(cmd), opts);
  });
}
