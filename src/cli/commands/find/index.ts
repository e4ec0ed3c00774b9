// `people find`: structured search. Filter flags map one-to-one onto the filter set; one page by default,
// every page with --all, exported crash-safe with -o FILE and finished later with --resume.
import { type Command, Option } from "commander";
import { DEFAULT_LIMIT, MAX_LIMIT, MIN_LIMIT } from "../../../contract/limits.js";
import { UsageError } from "../../errors.js";
import type { GetFactory } from "../../factory.js";
import { addFilterOptions } from "../../flags/filters.js";
import { addJqOption } from "../../flags/jq.js";
import { parseNumber } from "../../flags/numbers.js";
import { addOutputOptions } from "../../flags/output.js";
import { collectFiles } from "../../flags/people.js";
import type { FindOptions } from "./options.js";

/** `people find "engineers in Berlin"`: find takes filter flags; say which two commands take a sentence. */
async function sentenceGivenToFind(args: string[]): Promise<UsageError> {
  const { shellQuote } = await import("./command-line.js");
  const sentence = args.join(" ");
  const q = shellQuote(sentence);
  return new UsageError(
    `find takes filter flags, not a sentence (got ${JSON.stringify(sentence)})`,
    `Translate the sentence into filters first (1 credit): people find --prompt ${q}\n      or run an agentic search instead: people search ${q}\n      or give filters: people find --title engineer --location Berlin (people find --help lists them)`,
  );
}

export function registerFind(program: Command, getFactory: GetFactory): void {
  const cmd = program.command("find");
  // Grouped in help as gh groups flags: what to find, how far to go (and spend), how to print it.
  cmd.optionsGroup("Filters:");
  addFilterOptions(cmd)
    .description(
      "structured search: people matching filters, a page at a time or every page (1 credit a page)",
    )
    .option(
      "--query <file>",
      "read a filter set (the JSON `people translate` prints) from FILE, or - for stdin",
    )
    .option("--prompt <sentence>", "translate a sentence into filters first (1 credit); shown on stderr")
    .optionsGroup("Paging and money:")
    .addOption(
      new Option(
        "--limit <n>",
        `people per page, ${MIN_LIMIT}..${MAX_LIMIT} (default: ${DEFAULT_LIMIT} for one page, ${MAX_LIMIT} for a walk)`,
      ).argParser(parseNumber("--limit", { min: MIN_LIMIT, max: MAX_LIMIT, integer: true })),
    )
    .option("--cursor <cursor>", "start from this cursor (the nextCursor of an earlier page)")
    .option("--all", "walk every page (1 credit per page)")
    .addOption(
      new Option("--max-results <n>", "stop after N people (implies --all)").argParser(
        parseNumber("--max-results", { min: 1, integer: true }),
      ),
    )
    .addOption(
      new Option(
        "--max-credits <n>",
        "spend at most N credits in this run; exit 8 when it stops the walk (implies --all)",
      ).argParser(parseNumber("--max-credits", { min: 1, integer: true })),
    )
    .option("--resume", "continue an interrupted export into -o FILE after its last whole page")
    .option("--force", "start an export over even though FILE has an unfinished checkpoint")
    .option(
      "--new-only",
      "leave out people an earlier run delivered (a walk keeps paging for new ones; seen pages still cost)",
    )
    .option(
      "--exclude <file>",
      "leave out the people in FILE (CSV with an id, profile URL or email column, or JSONL); repeatable",
      collectFiles,
    )
    .option("-y, --yes", "do not ask before a walk that costs more than 10 credits")
    .option("--dry-run", "print the request that would be sent and what it would cost; send nothing");
  cmd.optionsGroup("Output:");
  addOutputOptions(cmd, "print the page as the service returned it (with --all: one array of every profile)");
  addJqOption(cmd, getFactory);
  cmd.addHelpText(
    "after",
    `
Examples:
  $ people find --title engineer --location Berlin --seniority senior
  $ people find --title engineer --location Berlin --cursor CURSOR
  $ people translate "rust engineers in Berlin" | people find --query - --jsonl
  $ people find --prompt "fintech founders in Paris" --all -o leads.csv
  $ people find --title engineer --all -o leads.csv --resume   # after a stop
  $ people find --title engineer --location Berlin --new-only -o new.csv
  $ people find --title engineer --exclude crm.csv --exclude dnc.jsonl

List flags repeat and take comma-separated values; a value that holds a comma goes in
double quotes:
  --company '"Acme, Inc.",Globex'
  --company '"Acme, Inc."' --company Globex     (the same, one value per flag)

Exports with --all -o FILE keep FILE.people-checkpoint.json (and FILE.people-journal) beside FILE until
they finish; --resume with the same filters and --limit continues after the last whole page. An existing
FILE is not touched until the first page has arrived and the walk is confirmed; it is then overwritten,
unless it has an unfinished checkpoint (then pass --resume, or --force to start over). One export at a
time per file.`,
  );
  // A sentence given to `find` is caught here to say which command takes sentences (commander's own
  // "too many arguments" would not).
  cmd.allowExcessArguments(true);
  cmd.action(async (opts: FindOptions, command: Command) => {
    if (command.args.length > 0) throw await sentenceGivenToFind(command.args);
    const { runFind } = await import("./run.js");
    // commander keeps the raw argv on the program (untyped); the footer and hints rebuild commands from it.
    const raw = (command.parent as unknown as { rawArgs?: string[] } | null)?.rawArgs ?? [];
    const rawArgs = raw.slice(2);
    await runFind(getFactory(command), opts, rawArgs);
  });
}
