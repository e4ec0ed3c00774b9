// The logic of `people search`: validation at the boundary (nothing is sent, nor charged, for a request
// that cannot succeed), then one search or the chat loop.

import { AGENTIC_RESERVE, codePointLength } from "../../../contract/limits.js";
import type { Message } from "../../../contract/schemas.js";
import { canPrompt } from "../../../output/io.js";
import { count, thousands } from "../../../output/text.js";
import { FileError, UsageError, withHint } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { listsFields, outputFile, resolveOutputFormat } from "../../flags/output.js";
import type { SearchDetail } from "../../run-records.js";
import { executeSearch, type SearchBody } from "./execute.js";
import { DEFAULT_LIMITS, describeTrim, trimHistory } from "./history.js";
import type { SearchInput, SearchOptions } from "./options.js";

const FORMAT_FLAGS = ["json", "jsonl", "csv", "format", "output"] as const;

/** Refuses contradictory flags before anything is read or sent. */
function checkFlags(f: Factory, words: string[], opts: SearchOptions): void {
  const query = words.join(" ").trim();
  const stream = opts.stream !== false;
  const formatFlag = FORMAT_FLAGS.find((k) => opts[k] !== undefined && opts[k] !== false);
  const flagName = (k: string) => (k === "output" ? "-o/--output" : `--${k}`);
  if (query && opts.messages !== undefined)
    throw new UsageError(
      "give either a query or --messages, not both",
      "Put the new request as the last user message in the --messages file.",
    );
  if (opts.events && !stream)
    throw new UsageError("--events needs the streamed form; drop --no-stream", undefined);
  if (opts.events && formatFlag)
    throw new UsageError(
      `--events prints the raw events as JSONL; it cannot be combined with ${flagName(formatFlag)}`,
    );
  if (opts.events && opts.chat) throw new UsageError("--events cannot be combined with --chat");
  const leaveOut = opts.newOnly ? "--new-only" : opts.exclude?.length ? "--exclude" : undefined;
  if (leaveOut && (opts.chat || opts.events))
    throw new UsageError(
      `${leaveOut} filters one search's shortlist; it cannot be combined with ${opts.chat ? "--chat" : "--events"}`,
    );
  if (opts.chat) {
    if (opts.dryRun) throw new UsageError("--dry-run cannot be combined with --chat");
    if (formatFlag)
      throw new UsageError(
        `--chat shows results as tables; ${flagName(formatFlag)} does not apply`,
        "Inside the chat, /export FILE writes the last shortlist (.csv, .jsonl, .json).",
      );
    if (opts.messages === "-")
      throw new UsageError(
        "--chat reads what you type from stdin, so --messages cannot read stdin too",
        "Give the conversation as a file: --messages FILE --chat.",
      );
    if (!canPrompt(f.io))
      throw new UsageError(
        "--chat needs a terminal to type in, and there is none",
        'Send the whole conversation with --messages FILE (or - for stdin): [{"role":"user","content":"..."}, ...].',
      );
    return;
  }
  if (!query && opts.messages === undefined)
    throw new UsageError(
      "say who you are looking for",
      'For example: people search "staff engineers in Berlin who maintain Rust crates" (or --messages FILE, or --chat).',
    );
}

/** Loads and trims --messages (a warning on stderr when trimmed). */
async function readInput(f: Factory, words: string[], opts: SearchOptions): Promise<SearchInput> {
  const query = words.join(" ").trim();
  if (opts.messages === undefined) {
    if (query && codePointLength(query) > DEFAULT_LIMITS.maxChars)
      throw new UsageError(
        `the query holds ${thousands(codePointLength(query))} characters, over the limit of ${thousands(DEFAULT_LIMITS.maxChars)}`,
      );
    return query ? { query } : {};
  }
  const { loadMessages } = await import("./messages.js");
  const messages = await loadMessages(opts.messages, f.io, { allowEmpty: Boolean(opts.chat) });
  if (messages.length === 0) return { messages };
  const trimmed = trimHistory(messages);
  if (!trimmed.ok)
    throw new UsageError(
      `--messages ${opts.messages}: ${trimmed.reason}`,
      "Shorten that message or start a new conversation.",
    );
  if (trimmed.droppedMessages > 0)
    f.log.warn(`--messages ${opts.messages}: ${describeTrim(trimmed.droppedTurns, trimmed.droppedMessages)}`);
  return { messages: trimmed.messages };
}

function bodyFor(input: SearchInput, opts: SearchOptions): SearchBody {
  const body: SearchBody = input.messages ? { messages: input.messages } : { query: input.query ?? "" };
  if (opts.rerank === false) body.rerank = false;
  return body;
}

/**
 * `people search -`, or `people search` with a query piped in and no argument, reads the query from stdin
 * (as `llm` does); a "-" is never searched for, and with other words it is refused.
 */
async function queryWords(f: Factory, words: string[], opts: SearchOptions): Promise<string[]> {
  // "-" among other words would otherwise be searched for as a literal "- Madrid".
  if (words.length > 1 && words.includes("-"))
    throw new UsageError(
      "- (read the query from stdin) cannot be combined with other words",
      'Pipe the whole query in (echo "data engineers in Madrid" | people search -), or give it as words (people search "data engineers in Madrid").',
    );
  const dash = words.length === 1 && words[0] === "-";
  const piped = words.length === 0 && opts.messages === undefined && !opts.chat && !f.io.stdinIsTTY;
  if (!dash && !piped) return words;
  if (dash && opts.messages !== undefined)
    throw new UsageError("give either a query (here: - for stdin) or --messages, not both");
  if (dash && opts.chat)
    throw new UsageError(
      "--chat reads what you type from stdin, so the query cannot come from stdin too",
      'Give the first question as an argument: people search "…" --chat.',
    );
  const { INPUT_LIMITS, readStdin } = await import("../../read-input.js");
  const text = await readStdin(f.io, {
    flag: "search -",
    limit: INPUT_LIMITS.query,
    example: 'echo "staff engineers in Berlin" | people search -',
  });
  return text.trim() === "" ? [] : [text.trim()];
}

export async function runSearch(f: Factory, words: string[], opts: SearchOptions): Promise<void> {
  if (opts.last) {
    // Before stdin is looked at: `people search --last | …` must not wait for input.
    const other = [
      words.length > 0 && "a query",
      opts.messages !== undefined && "--messages",
      opts.chat && "--chat",
      opts.save !== undefined && "--save",
      opts.events && "--events",
      opts.dryRun && "--dry-run",
    ].filter(Boolean);
    if (other.length > 0)
      throw new UsageError(
        `--last shows the last search again; it cannot be combined with ${other.join(", ")}`,
        "Drop --last to run a new search.",
      );
    const { showLastSearch } = await import("../history/run.js");
    return showLastSearch(f, opts);
  }
  if (listsFields(opts)) {
    if (outputFile(opts) !== undefined)
      throw new UsageError(
        "--fields alone lists the field names on standard output; -o does not apply",
        "Drop -o to list them, or pick fields with --fields a,b,c to write them to the file.",
      );
    const { listPersonFields } = await import("../../shortlist.js");
    return listPersonFields(f);
  }
  words = await queryWords(f, words, opts);
  checkFlags(f, words, opts);
  if (opts.save !== undefined) {
    const { checkSaveTarget } = await import("./save.js");
    await checkSaveTarget(opts.save);
  }
  // Bad output flags are refused before anything is spent.
  if (!opts.chat && !opts.events) await resolveOutputFormat(f, opts);
  const input = await readInput(f, words, opts);
  if (opts.chat) {
    const { runChat } = await import("./chat.js");
    return runChat(f, input, opts);
  }
  const body = bodyFor(input, opts);
  const stream = opts.stream !== false;
  if (opts.dryRun) {
    const { printDryRun } = await import("../../dry-run.js");
    return printDryRun(f, [
      {
        operation: "agenticSearch",
        body: { ...body, stream },
        accept: stream ? "text/event-stream" : "application/json",
        cost: `Cost: ${AGENTIC_RESERVE} credits reserved when the search starts, then reconciled to what the run actually\ncost (usually less); a balance under ${AGENTIC_RESERVE} is refused.${opts.newOnly || opts.exclude?.length ? "\nThe search cannot be told whom to skip: --new-only and --exclude filter its shortlist here, and it\ncosts the same however many are left out." : ""}`,
      },
    ]);
  }
  // Before anything is paid for: the exclusion files read, and for --new-only the record of people seen.
  const gate =
    opts.newOnly || opts.exclude?.length
      ? await (await import("../../people-gate.js")).PeopleGate.open(f, opts, { index: false })
      : undefined;
  const client = await f.client();
  const outcome = await executeSearch(f, client, body, { stream, events: opts.events, wait: opts.wait });
  let leftOut: SearchDetail["leftOut"];
  if (gate) {
    // Agentic search cannot be told whom to skip: the shortlist is filtered here, once it has arrived.
    outcome.response = { ...outcome.response, people: gate.pass(outcome.response.people) };
    const note = `${gate.note()} The search cannot be told whom to skip, so its shortlist was filtered here (the answer may still name them).`;
    f.log.info(note);
    leftOut = { ...gate.counts, note };
  }
  if (opts.save !== undefined) {
    const { saveConversation } = await import("./save.js");
    const history: Message[] = input.messages ?? [{ role: "user", content: input.query ?? "" }];
    await saveConversation(opts.save, [...history, { role: "assistant", content: outcome.response.answer }]);
  }
  if (opts.events) {
    const { summaryLine } = await import("../../../output/answer.js");
    if (!f.io.stderrIsTTY) f.log.info(summaryLine(outcome.response));
  } else {
    const { writeSearchResult } = await import("../../shortlist.js");
    try {
      await writeSearchResult(f, opts, outcome.response, { answerShown: outcome.answerShown });
    } catch (err) {
      // The run is paid for: say so, and what would get it written.
      const file = outputFile(opts);
      if (err instanceof FileError && file !== undefined) {
        const charged = outcome.response.credits.charged;
        throw withHint(
          err,
          `The search ran and was charged${Number.isFinite(charged) ? ` (${count(charged, "credit")})` : ""} but its result was not written; run it again once ${file} can be written.`,
        );
      }
      throw err;
    }
  }
  // Kept once it is shown: `people history show ID` and `search --last` show it again without a request.
  const { searchRun } = await import("../../run-records.js");
  (await f.records()).run({
    ...searchRun(input, outcome.response, { rerank: opts.rerank !== false, ...(leftOut ? { leftOut } : {}) }),
    ...(gate ? { uid: gate.runUid } : {}),
  });
}
