// What each paid command keeps in the history, and in what shape `people history show` reads it back: one
// home for both sides. Light (no imports but types): a search loads it on its way out. An agentic search keeps its whole response (so that it can be shown again, in any
// format, without a request); an export its filters, how far it got and how to go on; a translation the
// filter set it gave.
import type {
  AgenticSearchResponse,
  Credits,
  JsonObject,
  Message,
  StructuredQuery,
} from "../contract/schemas.js";
import type { RunEntry } from "../store/types.js";
import type { RunInput } from "./records.js";

export interface SearchDetail {
  kind: "search";
  /** What was asked: a query, or a conversation (its length and its last user message). */
  input: { query?: string; messages?: number; last?: string };
  rerank?: boolean;
  /**
   * --new-only, --exclude (new_only over MCP): who the shortlist was filtered of once it was in (the search
   * cannot be told whom to skip), and the note that said so, given again when the run is read back.
   */
  leftOut?: { seen: number; excluded: number; note: string };
  /** As the blocking form returns it; credits the stream never reported are null. */
  response: Pick<AgenticSearchResponse, "answer" | "people" | "companies" | "repos"> & {
    credits: { charged: number | null; balance: number | null };
    /** Whatever else the service sent with it. */
    [key: string]: unknown;
  };
}

export interface FindDetail {
  kind: "find";
  query: StructuredQuery;
  prompt?: string;
  limit: number;
  walk: boolean;
  /** Pages, people and credits of the whole export (a resumed one counts what it resumed from). */
  pages: number;
  people: number;
  /** Credits this run spent (a --prompt translation included). */
  credits: number;
  totalCount: number | null;
  output?: string;
  format: string;
  /** Every page is in: nothing left to resume. */
  finished: boolean;
  /** Why it stopped, when it did: what the command said. */
  stopped?: string;
  /** How to go on: `people find … --resume` (or the next page's command). */
  resume?: string;
  /** `--fields` alone: the run listed the fields of the first page. */
  fieldsListed?: boolean;
  /**
   * The people of a single page (at most 100), kept so that `history show`, `people show` and MCP's
   * get_past_search give them again; a walk keeps its output file, not its people.
   */
  profiles?: JsonObject[];
  /** People left out by --new-only (seen) and --exclude (excluded). */
  leftOut?: { seen: number; excluded: number };
  /** The cursor of the next page, when find_people left one (with `profiles`). */
  nextCursor?: string | null;
}

export interface TranslateDetail {
  kind: "translate";
  prompt: string;
  amend?: StructuredQuery;
  query: StructuredQuery;
  credits: Credits;
}

export type RunDetail = SearchDetail | FindDetail | TranslateDetail;

/** Characters of a query or answer kept for `history --search` (the whole response is in the detail). */
const SEARCH_TEXT = 20_000;

/** NaN (a stream that never said) is not JSON: null. */
function finite(n: number): number | null {
  return Number.isFinite(n) ? n : null;
}

export function searchRun(
  input: { query?: string; messages?: readonly Message[] },
  response: AgenticSearchResponse,
  o: { rerank?: boolean; via?: string; session?: string; leftOut?: SearchDetail["leftOut"] } = {},
): RunInput {
  const last = input.messages
    ? [...input.messages].reverse().find((m) => m.role === "user")?.content
    : undefined;
  const asked = input.query ?? last ?? "";
  const detail: SearchDetail = {
    kind: "search",
    input:
      input.query !== undefined
        ? { query: input.query }
        : { messages: input.messages?.length ?? 0, last: last ?? "" },
    ...(o.rerank === false ? { rerank: false } : {}),
    ...(o.leftOut ? { leftOut: o.leftOut } : {}),
    response: {
      ...response,
      credits: { charged: finite(response.credits.charged), balance: finite(response.credits.balance) },
    },
  };
  return {
    command: "search",
    ...(o.via ? { via: o.via } : {}),
    ...(o.session ? { session: o.session } : {}),
    summary: oneLine(asked),
    search: `${asked}\n${response.answer}`.slice(0, SEARCH_TEXT),
    people: response.people.length,
    ...(Number.isFinite(response.credits.charged) ? { credits: response.credits.charged } : {}),
    status: "done",
    detail,
  };
}

/** `filters`: the filter set as flags on one line (filtersLine, find/command-line.ts). */
export function findRun(d: Omit<FindDetail, "kind">, status: RunInput["status"], filters: string): RunInput {
  return {
    command: "find",
    summary: oneLine(filters),
    search: `${d.prompt ?? ""}\n${filters}`.slice(0, SEARCH_TEXT),
    people: d.people,
    credits: d.credits,
    status,
    detail: { kind: "find", ...d } satisfies FindDetail,
  };
}

export function translateRun(d: Omit<TranslateDetail, "kind">): RunInput {
  return {
    command: "translate",
    summary: oneLine(d.prompt),
    search: d.prompt.slice(0, SEARCH_TEXT),
    credits: d.credits.charged,
    status: "done",
    detail: { kind: "translate", ...d } satisfies TranslateDetail,
  };
}

/** White space (newlines included) as single spaces. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** A run's command as the history lists it: `search (chat)`, `find (mcp)`, `find (stopped)`. */
export function runLabel(run: Pick<RunEntry, "command" | "via" | "status">): string {
  const notes = [run.via, run.status !== "done" ? run.status : undefined].filter(Boolean);
  return notes.length ? `${run.command} (${notes.join(", ")})` : run.command;
}
