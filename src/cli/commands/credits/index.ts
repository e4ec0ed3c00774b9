// `people credits [--json]`: balance, purchased credits, plan allowance and plan name. Free to call.
import { type Command, Option } from "commander";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import type { CreditsOptions } from "./run.js";

export function registerCredits(program: Command, getFactory: GetFactory): void {
  const cmd = program.command("credits");
  cmd
    .description("show the credit balance, purchased credits, plan allowance and plan (free)")
    .option("--json", "print the balance record as JSON")
    .addOption(
      new Option("--format <format>", "table or json (default: table on a terminal, JSON otherwise)").choices(
        ["table", "json"],
      ),
    )
    .addHelpText("after", "\nExamples:\n  $ people credits\n  $ people credits --json | jq .balance");
  addJqOption(cmd, getFactory).action(async (opts: CreditsOptions, cmd: Command) => {
    const { runCredits } = await import("./run.js");
    await runCredits(getFactory(cmd), opts);
  });
}
