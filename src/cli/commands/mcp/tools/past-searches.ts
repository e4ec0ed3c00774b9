// list_past_searches and get_past_search (free, read-only): the history of paid runs (`people history`),
// read from the local store without a request, so a model can look again at a shortlist or a page of
// profiles it paid for instead of paying twice. Every run is listed, whatever made it (a tool call, a
// command, a chat's turn). A store that cannot be opened (a damaged file, an unwritable directory) is a
// tool error of these two tools only: the paid tools go on, their records waiting in the spool.
import type { JsonObject } from "../../../../contract/schemas.js";
import { count, thousands } from "../../../../output/text.js";
import type { RunRow } from "../../../../store/types.js";
import {
  type FindDetail,
  type RunDetail,
  runLabel,
  type SearchDetail,
  type TranslateDetail,
} from "../../../run-records.js";
import { fieldsOf, personLine, pick } from "../fields.js";
import { INLINE_PEOPLE, runLink } from "../resources.js";
import { inputError, toolResult } from "../results.js";
import {
  PAST_DEFAULT_RUNS,
  PastSearchesInput,
  PastSearchesOutput,
  PastSearchInput,
  PastSearchOutput,
} from "../schemas.js";
import type { McpSession } from "../session.js";
import { READ_ONLY, type ToolRow } from "../tool-row.js";
import { searchLines } from "./search-people.js";

const LIST = `Lists past paid runs, newest first: searches (search_people, people search), structured searches and exports (find_people, export_people, people find) and translations, each with its ID, when it ran, its query or filters, the people it returned and what it was charged. Pass an ID to get_past_search to read a result again.
Free: it reads the local history on this machine and sends nothing to the service.`;

const GET = `Gives a past paid run again from the local history, as it was kept: a search's answer and shortlist, a find_people call's people and nextCursor (each person with the fields asked for), the filters a translation gave. Use it instead of running a search again.
Free: it sends nothing to the service and charges nothing.`;

export const listPastSearchesTool: ToolRow = {
  name: "list_past_searches",
  title: "List past searches (free)",
  description: LIST,
  input: PastSearchesInput,
  output: PastSearchesOutput,
  annotations: READ_ONLY,
  call: (session, args: { limit?: number; search?: string }) => listPast(session, args),
};

export const getPastSearchTool: ToolRow = {
  name: "get_past_search",
  title: "Read a past search again (free)",
  description: GET,
  input: PastSearchInput,
  output: PastSearchOutput,
  annotations: READ_ONLY,
  call: (session, args: { id: number; fields?: string[] }) =>
    getPast(session, args.id, fieldsOf(args.fields)),
};

async function listPast(session: McpSession, args: { limit?: number; search?: string }) {
  const store = await session.f.store();
  const search = args.search?.trim();
  const runs = store.runs({ limit: args.limit ?? PAST_DEFAULT_RUNS, ...(search ? { search } : {}) });
  const notes =
    runs.length > 0
      ? []
      : [
          search
            ? `No run in the history holds ${JSON.stringify(search)}.`
            : "No paid runs in the history yet. (None is kept while history is off: PEOPLE_NO_HISTORY=1 or `people config set history off`.)",
        ];
  const lines = runs.map(
    (r) =>
      `${r.id}. ${new Date(r.at).toISOString()} · ${runLabel(r)} · ${r.summary}${r.people !== undefined ? ` · ${count(r.people, "person", "people")}` : ""} · ${r.credits !== undefined ? count(r.credits, "credit") : "charge unknown"}`,
  );
  if (runs.length > 0) lines.push("get_past_search with an ID gives that run again, for free.");
  return toolResult({ runs: runs.map(pastRun), notes }, [...lines, ...notes].join("\n"));
}

async function getPast(session: McpSession, id: number, fields: readonly string[]) {
  const store = await session.f.store();
  const run = store.run(id);
  if (!run)
    return inputError(
      `There is no run ${id} in the history`,
      "list_past_searches lists the runs kept, with their IDs (history.retention says for how many days).",
    );
  const detail = run.detail as RunDetail | null;
  const head = `Run ${run.id} · ${runLabel(run)} · ${new Date(run.at).toISOString()} · from the history: nothing was sent, nothing charged.`;
  switch (detail?.kind) {
    case "search":
      return pastSearch(run, detail, head, fields);
    case "find":
      return pastFind(run, detail, head, fields);
    case "translate":
      return pastTranslate(run, detail, head);
    default:
      return inputError(
        `Run ${id} was kept in a shape this version cannot read`,
        "A newer version of people recorded it; upgrade to read it.",
      );
  }
}

/** A run's line in the list, as the output schema has it. */
function pastRun(r: RunRow) {
  return {
    id: r.id,
    at: new Date(r.at).toISOString(),
    command: r.command,
    via: r.via ?? null,
    summary: r.summary,
    people: r.people ?? null,
    credits: r.credits ?? null,
    status: r.status,
    service: r.baseUrl,
  };
}

function charged(credits: number | null | undefined): string {
  return credits === null || credits === undefined
    ? "The charge was not reported by the service."
    : `It was charged ${count(credits, "credit")} then.`;
}

/** The result of a past run: its people (at most INLINE_PEOPLE inline), and a link to the rest. */
function withPeople(run: RunRow, result: Record<string, unknown>, lines: string[], more: boolean) {
  return {
    content: [
      { type: "text" as const, text: lines.join("\n") },
      ...(more ? [runLink(run.uid, `Run ${run.id} of the history, whole`)] : []),
    ],
    structuredContent: { run: pastRun(run), result },
  };
}

function pastSearch(run: RunRow, d: SearchDetail, head: string, fields: readonly string[]) {
  const all = d.response.people as JsonObject[];
  const shown = all.slice(0, INLINE_PEOPLE);
  const asked =
    d.input.query !== undefined
      ? { query: d.input.query }
      : { messages: d.input.messages ?? 0, lastMessage: d.input.last ?? "" };
  const result = {
    kind: "search",
    ...asked,
    rerank: d.rerank !== false,
    answer: d.response.answer,
    people: shown.map((p) => pick(p, fields)),
    total_people: all.length,
    companies: d.response.companies,
    repos: d.response.repos,
    credits: d.response.credits,
  };
  const question =
    d.input.query !== undefined
      ? `Query: ${d.input.query}`
      : `Conversation of ${count(d.input.messages ?? 0, "message")}, the last: ${d.input.last ?? ""}`;
  const lines = [head, question, "", ...searchLines(d.response, shown), charged(d.response.credits.charged)];
  if (all.length > shown.length)
    lines.push(`The first ${shown.length} of ${all.length} people are here; the resource link has them all.`);
  return withPeople(run, result, lines, all.length > shown.length);
}

function pastFind(run: RunRow, d: FindDetail, head: string, fields: readonly string[]) {
  const { kind, query, profiles, ...rest } = d;
  const shown = profiles?.slice(0, INLINE_PEOPLE);
  const result = {
    kind,
    filters: query,
    ...rest,
    ...(shown ? { profiles: shown.map((p) => pick(p, fields)) } : {}),
  };
  const total = d.totalCount !== null ? ` of ${thousands(d.totalCount)} matching` : "";
  const lines = [
    head,
    `Filters: ${JSON.stringify(query)}`,
    `${thousands(d.people)}${total}, in ${count(d.pages, "page")} of ${d.limit}.`,
  ];
  if (shown) lines.push(...shown.map((p, i) => `${i + 1}. ${personLine(p)}`));
  else
    lines.push(
      d.output
        ? `Its people were written to ${d.output} (${d.format}); the history keeps the filters and the outcome, not the people.`
        : "The history keeps this run's filters and outcome, not its people.",
    );
  const more = Boolean(profiles && shown && profiles.length > shown.length);
  if (more)
    lines.push(
      `The first ${shown?.length} of ${profiles?.length} people are here; the resource link has them all.`,
    );
  if (d.nextCursor)
    lines.push(
      `More: call find_people with the same filters, limit ${d.limit} and cursor ${JSON.stringify(d.nextCursor)}.`,
    );
  if (d.walk && !d.finished) lines.push(`The export did not finish${d.stopped ? `: ${d.stopped}` : ""}.`);
  lines.push(charged(d.credits));
  return withPeople(run, result, lines, more);
}

function pastTranslate(run: RunRow, d: TranslateDetail, head: string) {
  const result = {
    kind: d.kind,
    sentence: d.prompt,
    ...(d.amend ? { current: d.amend } : {}),
    filters: d.query,
    credits: d.credits,
  };
  const lines = [
    head,
    `Sentence: ${d.prompt}`,
    `Filters: ${JSON.stringify(d.query)}`,
    "Pass these fields to find_people or export_people as they are.",
    charged(d.credits.charged),
  ];
  return toolResult({ run: pastRun(run), result }, lines.join("\n"));
}
