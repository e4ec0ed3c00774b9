// `people history`: past paid runs, kept in the local store, listed newest first; `history show ID`
// shows one again exactly as it was first shown (a search's answer and shortlist, in any output format)
// without a request; `history clear` forgets them. Registration only; the logic loads when it runs.
import type { Command } from "commander";
import { Option } from "commander";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import { parseNumber } from "../../flags/numbers.js";
import { addOutputOptions } from "../../flags/output.js";
import {
  DEFAULT_HISTORY_LIMIT,
  type HistoryClearOptions,
  type HistoryOptions,
  type HistoryShowOptions,
} from "./options.js";

export function registerHistory(program: Command, getFactory: GetFactory): void {
  const history = program
    .command("history")
    .description("past paid runs, newest first, from the local store (free: nothing is sent)")
    .addHelpText(
      "after",
      `
Every search, find and translate that was charged is kept in a local SQLite store in the config dir
(people.db, readable by you only), with what it returned. \`people config set history off\` (or
PEOPLE_NO_HISTORY=1) keeps only the charges budgets and \`people usage\` need.

Examples:
  $ people history
  $ people history --search rust --limit 5
  $ people history --search "Ada Lovelace"       # the runs that delivered her
  $ people history show 12 --csv > shortlist.csv
  $ people search --last --fields name,reason
  $ people history clear --before 30d --yes`,
    );

  // `people history [--json] [--limit N] [--search TEXT]` is `history list`: as a subcommand of its own,
  // its --json is not taken from `history show 3 --json`.
  const list = history.command("list", { isDefault: true });
  list
    .description("list past paid runs, newest first (what `people history` alone does)")
    .option("--json", "print the runs as one JSON array (default in a pipe: one JSON object per line)")
    .addOption(
      new Option(
        "--limit <n>",
        `show at most N runs (default ${DEFAULT_HISTORY_LIMIT}; 0 for all)`,
      ).argParser(parseNumber("--limit", { min: 0, integer: true })),
    )
    .option(
      "--search <text>",
      "only runs whose query or answer holds TEXT, or that delivered someone of that name, title or company",
    );
  addJqOption(list, getFactory).action(async (opts: HistoryOptions, cmd: Command) => {
    const { runHistory } = await import("./run.js");
    await runHistory(getFactory(cmd), opts);
  });

  const show = history
    .command("show")
    .description("show a past run again, as it was first shown, without a request")
    .argument("<id>", "the run's ID (the first column of `people history`)");
  show.optionsGroup("Output:");
  addOutputOptions(show, "print one object like the blocking response (a search), or the run's record");
  addJqOption(show, getFactory);
  show.addHelpText(
    "after",
    `
A search is shown as it was: its answer, the shortlist, companies, repos and what it was charged, in
any output format. A find of one page prints its people again (pages of up to 100 are kept); a walk
shows its filters, pages, people, credits and output file (the record of its people), and how to
resume an export that did not finish. A translate prints its filter set, ready for \`people find --query -\`.

Examples:
  $ people history show 12
  $ people history show 12 --json | jq '.people[].name'
  $ people history show 7 | people find --query -`,
  );
  show.action(async (id: string, opts: HistoryShowOptions, cmd: Command) => {
    const { runHistoryShow } = await import("./run.js");
    await runHistoryShow(getFactory(cmd), id, opts);
  });

  history
    .command("clear")
    .description("forget past runs (all, or those before a date); the charges stay for usage and budgets")
    .option("--before <date>", "only runs before this date (2026-11-01) or this long ago (30d)")
    .option("-y, --yes", "do not ask (needed without a terminal)")
    .action(async (opts: HistoryClearOptions, cmd: Command) => {
      const { runHistoryClear } = await import("./run.js");
      await runHistoryClear(getFactory(cmd), opts);
    });
}
