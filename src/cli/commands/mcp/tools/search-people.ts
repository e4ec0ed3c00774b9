// search_people and get_search_result: one agentic search, run inside the server (search-runs.ts). The call
// that starts it waits up to wait_seconds, reporting each stage the service starts as a progress
// notification (with a heartbeat while nothing else is said); a search not finished by then is answered
// with its handle, and get_search_result (free) waits on it again or reads it back from the history. Once
// the stream has begun the search is never sent again: the run is the service's and is charged once.
import type { CallToolResult } from "@modelcontextprotocol/server";
import { StreamIncompleteError, TimeoutError } from "../../../../api/errors.js";
import { COSTS } from "../../../../contract/limits.js";
import type { AgenticSearchResponse, JsonObject, Message } from "../../../../contract/schemas.js";
import { count, formatSeconds } from "../../../../output/text.js";
import { InterruptedError, withHint } from "../../../errors.js";
import type { SearchDetail } from "../../../run-records.js";
import { describeTrim, trimHistory } from "../../search/history.js";
import { fieldsOf, personLine, pick } from "../fields.js";
import { ToolProgress } from "../progress.js";
import { INLINE_PEOPLE, runLink } from "../resources.js";
import { creditsOut, inputError, moneyLine, toolError } from "../results.js";
import { DEFAULT_WAIT_S, SearchInput, SearchOutput, SearchResultInput } from "../schemas-search.js";
import type { SearchRun } from "../search-runs.js";
import { openNewOnly } from "../seen.js";
import type { McpSession } from "../session.js";
import { PAID, READ_ONLY, type ToolContext, type ToolRow } from "../tool-row.js";

/** Said whenever the tool stops waiting for a run the service goes on with. */
export const RUN_CONTINUES =
  "the search continues on the service and will be charged; get_credits shows the balance";

const DESCRIPTION = `Agentic people search: describe who you are looking for in plain words (query), or pass a conversation (messages) to refine an earlier search. The service plans the search, reads public sources live and returns an answer and a ranked shortlist, each person with title, company, location, the reason they match and a profile link (fields adds more); companies and code repositories too when they are relevant.
Takes 30 to 90 seconds, sometimes more; progress is reported while it runs. The call waits up to wait_seconds (default ${DEFAULT_WAIT_S}); a search not finished by then goes on in the server and the answer is its run_id: call get_search_result with it (free) to collect the result.
Cost: reserves ${COSTS.agenticReserve} credits and is charged the run's actual cost (usually less), once. Refused when less than ${COSTS.agenticReserve} credits are left of the balance or of this session's limit. A cancelled call still runs to its end on the service and is charged.
For exact filters (titles, places, seniority, company size) or more than a shortlist, use find_people (1 credit per page).`;

const RESULT = `Collects a search_people run by its run_id: waits up to wait_seconds for it, then gives the answer and the shortlist, or the stages so far while it is still running (call again). A finished run is read from the local history afterwards, any time.
Free: it never sends a search again and charges nothing.`;

export interface SearchArgs {
  query?: string | undefined;
  messages?: Message[] | undefined;
  rerank?: boolean | undefined;
  wait_seconds?: number | undefined;
  fields?: string[] | undefined;
  new_only?: boolean | undefined;
}

export const searchPeopleTool: ToolRow = {
  name: "search_people",
  title: "Search people (agentic)",
  description: DESCRIPTION,
  input: SearchInput,
  output: SearchOutput,
  annotations: PAID,
  // A client that speaks the protocol's tasks may run it as one (tasks.ts).
  taskSupport: "optional",
  call: searchPeople,
};

export const getSearchResultTool: ToolRow = {
  name: "get_search_result",
  title: "Collect a search's result (free)",
  description: RESULT,
  input: SearchResultInput,
  output: SearchOutput,
  annotations: READ_ONLY,
  call: getSearchResult,
};

async function searchPeople(session: McpSession, args: SearchArgs, ctx: ToolContext) {
  const started = await startSearch(session, args);
  if (started.refused) return started.refused;
  const { run, notes } = started;
  const waited = await waitFor(session, run, args.wait_seconds ?? DEFAULT_WAIT_S, ctx);
  if (waited === "cancelled") {
    run.stop("the call was cancelled");
    await run.done;
  }
  return runResult(session, run, fieldsOf(args.fields), notes);
}

/**
 * Starts a search run from search_people's arguments (a tool call, or a task: tasks.ts), or the tool error
 * that refuses them before anything is sent.
 */
export async function startSearch(
  session: McpSession,
  args: SearchArgs,
): Promise<{ run: SearchRun; notes: string[]; refused?: undefined } | { refused: CallToolResult }> {
  const query = args.query?.trim();
  if (query && args.messages)
    return refuse("Give query or messages, not both", "Pass a conversation as messages, or one query.");
  const notes: string[] = [];
  let messages: Message[] | undefined;
  if (args.messages) {
    if (!args.messages.some((m) => m.role === "user" && m.content.trim() !== ""))
      return refuse(
        "The conversation (messages) holds no user message with content",
        "Add a user message saying who to find.",
      );
    const trimmed = trimHistory(args.messages);
    if (!trimmed.ok)
      return refuse(
        `The conversation is too long: ${trimmed.reason}`,
        "Shorten the longest message, or start a new conversation.",
      );
    if (trimmed.droppedMessages > 0)
      notes.push(`Note: ${describeTrim(trimmed.droppedTurns, trimmed.droppedMessages)}.`);
    messages = trimmed.messages;
  } else if (!query)
    return refuse(
      "The query is empty",
      'Say who to find, e.g. "staff engineers in Berlin who maintain Rust crates".',
    );
  // Refused here, before a run exists, as every paid call is.
  session.money.check({ tool: "search_people", operation: "agenticSearch" });
  // new_only: the run filters its shortlist once it is in (search-runs.ts).
  const opened = args.new_only ? await openNewOnly(session.f) : undefined;
  if (opened?.refused) return { refused: opened.refused };
  const run = session.runs.start(session, {
    ...(messages ? { messages } : { query }),
    rerank: args.rerank !== false,
    ...(opened ? { gate: opened.gate } : {}),
  });
  return { run, notes };
}

async function getSearchResult(
  session: McpSession,
  args: { run_id: string; wait_seconds?: number; fields?: string[] },
  ctx: ToolContext,
) {
  const fields = fieldsOf(args.fields);
  const run = session.runs.get(args.run_id);
  if (run) {
    if (run.status === "running") await waitFor(session, run, args.wait_seconds ?? DEFAULT_WAIT_S, ctx);
    return runResult(session, run, fields, []);
  }
  const store = await session.f.store();
  const row = store.runs({ uid: args.run_id, limit: 1 })[0];
  const detail = row?.detail as SearchDetail | undefined;
  if (!row || detail?.kind !== "search")
    return inputError(
      `There is no search run ${JSON.stringify(args.run_id)} in this server or the history`,
      "Pass the run_id search_people answered with; list_past_searches lists the runs kept.",
    );
  return searchResult(session, args.run_id, detail.response as AgenticSearchResponse, fields, [
    ...(typeof detail.leftOut?.note === "string" ? [detail.leftOut.note] : []),
    `From the history (run ${row.id}): nothing was sent, nothing charged now.`,
  ]);
}

function refuse(message: string, hint?: string): { refused: CallToolResult } {
  return { refused: inputError(message, hint) };
}

/** Waits for `run` up to `seconds`, passing its stages on as progress; what ended the wait. */
async function waitFor(
  session: McpSession,
  run: SearchRun,
  seconds: number,
  ctx: ToolContext,
): Promise<"settled" | "waiting" | "cancelled"> {
  const { f } = session;
  const progress = new ToolProgress(ctx, session.heartbeatMs, () => {
    const elapsed = formatSeconds((f.now() - run.started) / 1000);
    if (!run.begun) return `Waiting for the search to start (${elapsed})`;
    const running = run.state.stages.filter((s) => s.status === "running").map((s) => s.label);
    return running.length
      ? `Still searching: ${running.join("; ")} (${elapsed})`
      : `Still searching (${elapsed})`;
  });
  const unwatch = run.watch((message) => progress.say(message));
  const request = ctx.mcpReq.signal;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    return await Promise.race([
      run.done.then(() => "settled" as const),
      new Promise<"waiting">((resolve) => {
        timer = setTimeout(() => resolve("waiting"), seconds * 1000);
      }),
      new Promise<"cancelled">((resolve) => {
        onAbort = () => resolve("cancelled");
        if (request.aborted) onAbort();
        else request.addEventListener("abort", onAbort, { once: true });
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (onAbort) request.removeEventListener("abort", onAbort);
    unwatch();
    progress.stop();
  }
}

/** What a call says of `run` now: its result, its failure, or its handle while it goes on. */
export function runResult(session: McpSession, run: SearchRun, fields: readonly string[], notes: string[]) {
  if (run.status === "done" && run.response)
    return searchResult(session, run.id, run.response, fields, [...notes, ...run.notes]);
  if (run.status === "failed") return toolError(stopped(session, run));
  return handleResult(session, run);
}

function handleResult(session: McpSession, run: SearchRun): CallToolResult {
  const status = session.money.status();
  const elapsed = Math.round((session.f.now() - run.started) / 1000);
  const stages = run.stages();
  const structured = {
    status: "running",
    run_id: run.id,
    stages,
    reserved: run.reserved,
    elapsed_seconds: elapsed,
    credits: { charged: null, balance: null },
    session: status,
    notes: [],
  };
  const seen = stages.length ? ` Stages so far: ${stages.map((s) => s.label).join("; ")}.` : "";
  const text = [
    `The search is still running after ${formatSeconds(elapsed)}.${seen}`,
    `It goes on in this server: call get_search_result with run_id "${run.id}" (free) to collect it.`,
    `${count(run.reserved, "credit")} held for it; it is charged once, when it ends.`,
  ].join("\n");
  return { content: [{ type: "text", text }], structuredContent: structured };
}

/** What a search that stopped early says: the run goes on (and is charged) once the stream has begun. */
function stopped(session: McpSession, run: SearchRun): unknown {
  const err = run.error;
  if (run.signal.aborted) {
    const message = run.begun
      ? `stopped waiting: ${RUN_CONTINUES}`
      : "cancelled before the search began; if the service had already received it, it runs on and will be charged";
    session.f.log.info(`search_people cancelled: ${message}`);
    return new InterruptedError(message);
  }
  if (err instanceof TimeoutError && run.begun)
    return withHint(
      err,
      `Stopped waiting, but ${RUN_CONTINUES}. Start people mcp with a higher --timeout to wait longer.`,
    );
  if (err instanceof StreamIncompleteError)
    return withHint(err, `The run may still finish: ${RUN_CONTINUES}.`);
  return err;
}

/** A finished search: its answer and its people (the first INLINE_PEOPLE inline, a link to the rest). */
export function searchResult(
  session: McpSession,
  runId: string,
  response: Pick<AgenticSearchResponse, "answer" | "people" | "companies" | "repos" | "credits">,
  fields: readonly string[],
  notes: string[],
): CallToolResult {
  const all = response.people as JsonObject[];
  const people = all.slice(0, INLINE_PEOPLE).map((p) => pick(p, fields));
  const credits = creditsOut(response.credits);
  const status = session.money.status();
  if (all.length === 0)
    notes.push("No people in the shortlist: the answer says what was found instead, or why nobody matched.");
  if (all.length > people.length)
    notes.push(
      `The first ${people.length} of ${all.length} people are here; the resource link (or get_past_search) has them all.`,
    );
  const structured = {
    status: "done",
    run_id: runId,
    answer: response.answer,
    people,
    total_people: all.length,
    companies: response.companies,
    repos: response.repos,
    credits,
    session: status,
    notes,
  };
  const text = [...searchLines(response, all.slice(0, INLINE_PEOPLE)), ...notes, moneyLine(credits, status)];
  return {
    content: [
      { type: "text", text: text.join("\n") },
      ...(all.length > people.length ? [runLink(runId, "The whole shortlist")] : []),
    ],
    structuredContent: structured,
  };
}

/**
 * A search's answer and a line for each person shown (name, role, place): a summary for a model that reads
 * only text; the reasons, links and any other field asked for are in the structured content.
 */
export function searchLines(
  response: Pick<AgenticSearchResponse, "answer" | "companies" | "repos">,
  people: readonly JsonObject[],
): string[] {
  const lines: string[] = [];
  if (response.answer.trim()) lines.push(response.answer.trim(), "");
  if (people.length) {
    lines.push(
      `Shortlist (${count(people.length, "person", "people")}; reasons and links in the structured content):`,
    );
    people.forEach((p, i) => {
      lines.push(`${typeof p.rank === "number" ? p.rank : i + 1}. ${personLine(p)}`);
    });
    lines.push("");
  }
  if (response.companies.length) lines.push(`Companies: ${response.companies.map(itemName).join("; ")}`);
  if (response.repos.length) lines.push(`Repositories: ${response.repos.map(itemName).join("; ")}`);
  return lines;
}

/** A company's or repository's name: their fields are not fixed by the service. */
function itemName(item: JsonObject): string {
  for (const key of ["name", "fullName", "full_name", "title", "domain", "url"]) {
    const v = item[key];
    if (typeof v === "string" && v) return v;
  }
  return JSON.stringify(item);
}
