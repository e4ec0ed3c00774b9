// `people mcp`: the service's operations as Model Context Protocol tools, served on stdio for an AI
// assistant, with the same client, retries and money rules as every command. The MCP SDK loads only when
// this command runs (see run.ts): registering it costs `people --help` nothing.
import { type Command, Option } from "commander";
import type { GetFactory } from "../../factory.js";
import { parseNumber } from "../../flags/numbers.js";
import type { InstallOptions } from "./install.js";
import type { McpOptions } from "./options.js";

/** The hosts `people mcp install` knows (hosts.ts, which loads only when it runs). */
const HOST_CHOICES = ["claude-code", "claude-desktop", "cursor", "vscode"] as const;

export function registerMcp(program: Command, getFactory: GetFactory): void {
  const mcp = program.command("mcp");
  mcp
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

Register it with an MCP host in one step: people mcp install --host claude-code|claude-desktop|cursor|vscode.`,
    )
    .action(async (opts: McpOptions, cmd: Command) => {
      const { runMcp } = await import("./run.js");
      await runMcp(getFactory(cmd), opts);
    });
  registerInstall(mcp, getFactory);
}

function registerInstall(mcp: Command, getFactory: GetFactory): void {
  mcp
    .command("install")
    .description("register people mcp with an MCP host (writes its config, keeping what is there)")
    .addOption(
      new Option("--host <host>", "the host to register with")
        .choices([...HOST_CHOICES])
        .makeOptionMandatory(),
    )
    .addOption(
      new Option("--max-credits <n>", "the server's --max-credits").argParser(
        parseNumber("--max-credits", { min: 0, integer: true }),
      ),
    )
    .option("--export-dir <dir>", "the server's --export-dir (offers export_people)")
    .option("--print", "print the entry instead of writing the host's file")
    .option("--file <path>", "write this file instead of the host's user configuration")
    .addHelpText(
      "after",
      `
With --sandbox the server is registered as "people-sandbox" and serves synthetic people. The host's file is
merged, never replaced: other servers and settings stay, and the file as it was is kept as FILE.bak.

Examples:
  $ people mcp install --host claude-code
  $ people --sandbox mcp install --host cursor
  $ people mcp install --host vscode --max-credits 200 --print`,
    )
    .action(async (_opts: InstallOptions, cmd: Command) => {
      const { runInstall } = await import("./install.js");
      // --max-credits and --export-dir are `mcp`'s flags too, which commander gives to the parent.
      await runInstall(getFactory(cmd), cmd.optsWithGlobals<InstallOptions>());
    });
}
