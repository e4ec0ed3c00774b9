// `people search [query...]`: agentic search, streamed by default, with a chat refine loop. Registration
// only; the logic (and its dependencies) loads when the command runs, so `people --help` stays fast.
import type { Command } from "commander";
import { AGENTIC_RESERVE, MAX_CONVERSATION_CHARS, MAX_MESSAGES } from "../../../contract/limits.js";
import { thousands } from "../../../output/text.js";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import { addOutputOptions } from "../../flags/output.js";
import { collectFiles } from "../../flags/people.js";
import type { SearchOptions } from "./options.js";

export function registerSearch(program: Command, getFactory: GetFactory): void {
  const cmd = program
    .command("search")
    .argument("[query...]", "who you are looking for, in one sentence")
    .description(
      `agentic search: plans the search, reads sources live and returns a ranked shortlist (${AGENTIC_RESERVE} credits reserved, reconciled to the actual cost)`,
    )
    .option(
      "--messages <file>",
      "send a conversation ([{role, content}] as JSON; - for stdin) instead of a query",
    )
    .option("--chat", "interactive refine loop: type follow-ups, the whole conversation is sent each turn")
    .option(
      "--save <file>",
      "keep the conversation in FILE (rewritten after each turn; resume with --messages FILE --chat)",
    )
    .option("--no-stream", "use the blocking form (waits at least 3 minutes unless --timeout says otherwise)")
    .option("--no-rerank", "return every unique person the sources found, unranked")
    .option("--events", "print every stream event as JSONL on stdout instead of rendering")
    .option("--wait", "when both concurrent-search slots are busy (429), wait Retry-After and try again")
    .option(
      "--new-only",
      "leave out of the shortlist people an earlier run delivered (filtered here: the search still costs)",
    )
    .option(
      "--exclude <file>",
      "leave out of the shortlist the people in FILE (CSV with an id, profile URL or email column, or JSONL); repeatable",
      collectFiles,
    )
    .option("--dry-run", "print the request and what it would cost; send nothing")
    .option("--last", "show the last search again from the history, in any output format, without a request");
  cmd.optionsGroup("Output:");
  addOutputOptions(
    cmd,
    "print one object like the blocking response: answer, people, companies, repos, credits",
  );
  addJqOption(cmd, getFactory);
  cmd.addHelpText(
    "after",
    `
Conversations hold at most ${MAX_MESSAGES} messages and ${thousands(MAX_CONVERSATION_CHARS)} characters; the oldest turns are dropped
(keeping the original brief and the newest turn) with a warning.

Examples:
  $ people search "staff engineers in Berlin who maintain Rust crates"
  $ people search "founding engineers at fintech startups in Lisbon" -o shortlist.csv
  $ people search "data engineers in Madrid" --json | jq '.people[].name'
  $ people search --chat --save hiring.json
  $ people search --messages hiring.json --chat
  $ people search --last --csv > shortlist.csv       # the last shortlist again, free`,
  );
  cmd.action(async (words: string[], opts: SearchOptions, command: Command) => {
    const { runSearch } = await import("./run.js");
    await runSearch(getFactory(command), words, opts);
  });
}
