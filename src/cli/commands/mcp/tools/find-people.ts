// find_people: structured search, a page at a time. One call fetches whole pages only, never more than
// max_results people (25 unless asked, at most 100), so it cannot flood a model's context or spend more
// than its description says: at most one credit per page.
import { FILTER_FIELD_NAMES, hasAnyFilter, type StructuredQuery } from "../../../../contract/filters.js";
import { COSTS, MAX_LIMIT } from "../../../../contract/limits.js";
import type { JsonObject, PeopleSearchResponse } from "../../../../contract/schemas.js";
import { count, thousands } from "../../../../output/text.js";
import { randomUUID } from "../../../../store/random.js";
import { BudgetError } from "../../../errors.js";
import { compactQuery } from "../../../flags/filters.js";
import { fieldsOf, personLine, pick } from "../fields.js";
import type { PaidTool } from "../money.js";
import { INLINE_PEOPLE, runLink } from "../resources.js";
import { creditsOut, inputError, moneyLine } from "../results.js";
import { FILTERS_NOTE, FIND_DEFAULT_RESULTS, FIND_MAX_RESULTS, FindInput, FindOutput } from "../schemas.js";
import { newOnlyNote, openNewOnly } from "../seen.js";
import type { McpSession } from "../session.js";
import { PAID, type ToolRow } from "../tool-row.js";

const DESCRIPTION = `Structured people search: the people matching exact filters (job titles, seniority, employer, industry, company size, place, skills, years of experience...), with how many match in all; each person with name, title, company, location and a profile link unless fields asks for more. Deterministic: the same filters give the same people, a page at a time; pass nextCursor back as cursor (same filters and limit) for the next people.
${FILTERS_NOTE} translate_query turns a sentence into these filters.
Cost: 1 credit per page of up to limit people. One call returns at most max_results people (at most ${FIND_MAX_RESULTS}) in whole pages, so it costs at most max_results / limit credits; given only one of the two (or neither: ${FIND_DEFAULT_RESULTS} people), a call is one page and costs 1 credit.
For a ranked shortlist with reasons, use search_people; to save many people to a file, export_people (when offered).`;

export const findPeopleTool: ToolRow = {
  name: "find_people",
  title: "Find people by filters",
  description: DESCRIPTION,
  input: FindInput,
  output: FindOutput,
  annotations: PAID,
  call: (session, args: FindArgs, ctx) => findPeople(session, args, ctx.mcpReq.signal),
};

type FindArgs = StructuredQuery & {
  limit?: number;
  cursor?: string;
  max_results?: number;
  fields?: string[];
  new_only?: boolean;
};

/** The filter set among a tool's arguments (the filter fields, blanks dropped). */
export function filtersOf(args: Record<string, unknown>): StructuredQuery {
  const query: Record<string, unknown> = {};
  for (const field of FILTER_FIELD_NAMES) if (args[field] !== undefined) query[field] = args[field];
  return compactQuery(query as StructuredQuery);
}

/** Refuses, before anything is paid for, a filter set the service would refuse (or read as everybody). */
export function filterProblem(query: StructuredQuery): ReturnType<typeof inputError> | undefined {
  if (!hasAnyFilter(query))
    return inputError(
      "No filter is set (an empty string or list counts as not set, and currentEmployersOnly alone is no filter)",
      'Set at least one filter, e.g. titleIncludes ["engineer"] and locations ["Berlin"]; translate_query turns a sentence into filters.',
    );
  const { minYearsExperience: min, maxYearsExperience: max } = query;
  if (min !== undefined && max !== undefined && min > max)
    return inputError(
      `minYearsExperience ${min} is above maxYearsExperience ${max}`,
      "The minimum years of experience must be at most the maximum.",
    );
  return undefined;
}

async function findPeople(session: McpSession, args: FindArgs, requestSignal: AbortSignal) {
  const query = filtersOf(args);
  const problem = filterProblem(query);
  if (problem) return problem;
  // Unless both are given, a call is one page: of limit people, of max_results, or of 25.
  const maxResults = args.max_results ?? args.limit ?? FIND_DEFAULT_RESULTS;
  const limit = args.limit ?? Math.min(maxResults, MAX_LIMIT);
  if (limit > maxResults)
    return inputError(
      `limit ${limit} is above max_results ${maxResults}`,
      "A call fetches whole pages only: raise max_results, or lower limit (keep the limit of the earlier calls when passing a cursor).",
    );
  const { client, money } = session;
  // new_only: opened before anything is paid for (refused while history is off); people are claimed for
  // this call's run as each page arrives.
  const opened = args.new_only ? await openNewOnly(session.f) : undefined;
  if (opened?.refused) return opened.refused;
  const gate = opened?.gate;
  // Leaving people out, still no more pages than max_results / limit: the cost the description promises.
  let pagesLeft = Math.max(1, Math.ceil(maxResults / limit));
  const signal = session.signalFor(requestSignal);
  const tool: PaidTool = "find_people";
  const notes: string[] = [];
  const profiles: JsonObject[] = [];
  let cursor = args.cursor ?? null;
  let last: PeopleSearchResponse | undefined;
  let pages = 0;
  let charged = 0;
  for (;;) {
    const body = { query, limit, ...(cursor ? { cursor } : {}) };
    let page: PeopleSearchResponse;
    try {
      page = await money.paid(
        { tool, operation: "structuredSearch" },
        () => client.structuredSearch(body, { signal }),
        (p) => p.credits,
      );
    } catch (err) {
      // A budget that the next page would pass ends the call with the pages paid for, as a walk stops.
      if (!(err instanceof BudgetError) || pages === 0) throw err;
      const why = `${err.message.charAt(0).toUpperCase()}${err.message.slice(1)}`;
      notes.push(`${why}; nextCursor goes on from here. ${err.hint ?? ""}`.trim());
      break;
    }
    last = page;
    pages++;
    charged += page.credits.charged;
    profiles.push(...(gate ? gate.pass(page.profiles, maxResults - profiles.length) : page.profiles));
    cursor = page.nextCursor;
    pagesLeft--;
    if (!cursor || profiles.length + limit > maxResults || pagesLeft <= 0) break;
    if (money.left() < COSTS.page) {
      notes.push("Stopped early: this session's --max-credits is spent; nextCursor goes on from here.");
      break;
    }
  }
  const page = last as PeopleSearchResponse;
  if (gate) notes.push(newOnlyNote(gate));
  const uid = gate?.runUid ?? randomUUID();
  await recordFind(session, { uid, query, limit, pages, charged, profiles, page });
  const credits = creditsOut({ charged, balance: page.credits.balance });
  const status = money.status();
  const fields = fieldsOf(args.fields);
  const shown = profiles.slice(0, INLINE_PEOPLE);
  if (profiles.length > shown.length)
    notes.push(
      `The first ${shown.length} of the ${profiles.length} people fetched are here; the resource link (or get_past_search) has them all.`,
    );
  const structured = {
    profiles: shown.map((p) => pick(p, fields)),
    run_id: uid,
    totalCount: page.totalCount,
    nextCursor: page.nextCursor,
    pages,
    credits,
    session: status,
    notes,
  };
  const lines = [
    profiles.length === 0
      ? gate && page.totalCount > 0
        ? `No new people in ${count(pages, "page")} of ${count(page.totalCount, "person", "people")} matching.`
        : "No people match these filters."
      : `${thousands(profiles.length)} of ${count(page.totalCount, "person", "people")} matching, in ${count(pages, "page")}:`,
    ...shown.map((p, i) => `${i + 1}. ${personLine(p)}`),
    ...notes,
    page.nextCursor
      ? `More: call find_people again with the same filters, limit ${limit} and cursor ${JSON.stringify(page.nextCursor)}.`
      : profiles.length > 0
        ? "That is every person matching."
        : "",
    moneyLine(credits, status),
  ].filter(Boolean);
  return {
    content: [
      { type: "text" as const, text: lines.join("\n") },
      ...(profiles.length > shown.length ? [runLink(uid, "Every person of this find_people call")] : []),
    ],
    structuredContent: structured,
  };
}

/** The call in the history, with the people it returned (get_past_search gives them again, unpaid). */
async function recordFind(
  session: McpSession,
  c: {
    uid: string;
    query: StructuredQuery;
    limit: number;
    pages: number;
    charged: number;
    profiles: JsonObject[];
    page: PeopleSearchResponse;
  },
): Promise<void> {
  const [{ findRun }, { filtersLine }] = await Promise.all([
    import("../../../run-records.js"),
    import("../../find/command-line.js"),
  ]);
  await session.record({
    uid: c.uid,
    ...findRun(
      {
        query: c.query,
        limit: c.limit,
        walk: false,
        pages: c.pages,
        people: c.profiles.length,
        credits: c.charged,
        totalCount: c.page.totalCount,
        format: "json",
        finished: c.page.nextCursor === null,
        profiles: c.profiles,
        nextCursor: c.page.nextCursor,
      },
      "done",
      filtersLine(c.query),
    ),
  });
}
