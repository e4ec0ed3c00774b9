// `people mcp`: the service's operations as Model Context Protocol tools, served on stdio for an AI
// assistant, with the same client, retries and money rules as every command. The MCP SDK loads only when
// this command runs (see run.ts): registering it costs `people --help` nothing.
import { type Command, Option } from "commander";
import type { GetFactory } from "../../factory.js";
import { parseNumber } from "../../flags/numbers.js";
import type { McpOptions } from "./options.js";

export function registerMcp(program: Command, getFactory: GetFactory): void {
  program
    .command("mcp")
    .description("serve people search to AI assistants as MCP tools on stdio (each tool says its cost)")
    .addOption(
      new Option(
        "--max-credits <n>",
        "spend at most N credits in the whole server session; a call that would pass it is refused",
      ).argParser(parseNumber("--max-credits", { min: 0, integer: true })),
    )
    .option("--export-dir <dir>", "offer export_people, writing only inside DIR (CSV or JSONL, resumable)")
    .addOption(
      new Option("--heartbeat <seconds>", "longest silence between progress notifications (default 10)")
        .argParser(parseNumber("--heartbeat", { min: 0.01, max: 15 }))
        .hideHelp(),
    )
    .addHelpText(
      "after",
      `
Tools: search_people (10 credits reserved, usually less charged), find_people (1 credit a page),
translate_query (1 credit), get_credits (free), list_past_searches and get_past_search (free: the
history), export_people with --export-dir (1 credit per 100 people).
Configured budgets (budget.daily, budget.monthly) apply to every paid call; --no-budget lifts them for
the session. Each paid call is kept in \`people history\` (as search (mcp), find (mcp)…) and its charges
in \`people usage\` (under mcp). Standard output carries only the protocol; messages go to standard error.

Examples:
  $ people mcp --sandbox                                   # try it: synthetic people, no account
  $ people mcp --max-credits 200 --export-dir ~/people-exports

Register it with an MCP host as the command "people" with the arguments "mcp" and any flags; the
README shows the configuration for several hosts.`,
    )
    .action(async (opts: McpOptions, cmd: Command) => {
      const { runMcp } = await import("./run.js");
      await runMcp(getFactory(cmd), opts);
    });
}
