// search_people: one agentic search, streamed. Each stage the service starts becomes a progress
// notification (its label), with a heartbeat while nothing else is said; the events fold into the blocking
// response's shape (api/stream.ts), which the tool returns as structured content and readable text. Once
// the stream has begun the search is never sent again: the run is the service's and will be charged.
import type { McpServer } from "@modelcontextprotocol/server";
import { AGENTIC_TIMEOUT_S } from "../../../../api/client.js";
import { StreamIncompleteError, TimeoutError } from "../../../../api/errors.js";
import { eventArray } from "../../../../api/stream.js";
import { COSTS } from "../../../../contract/limits.js";
import type { AgenticSearchResponse, JsonObject, Message, Person } from "../../../../contract/schemas.js";
import { count, formatSeconds } from "../../../../output/text.js";
import { InterruptedError, withHint } from "../../../errors.js";
import { describeTrim, trimHistory } from "../../search/history.js";
import { initialState, reduce, type ScreenState } from "../../search/render.js";
import { type ProgressContext, ToolProgress } from "../progress.js";
import { creditsOut, inputError, moneyLine, toolError, toolResult } from "../results.js";
import { SearchInput, SearchOutput } from "../schemas.js";
import type { McpSession } from "../session.js";

/** Said whenever the tool stops waiting for a run the service goes on with. */
export const RUN_CONTINUES =
  "the search continues on the service and will be charged; get_credits shows the balance";

const DESCRIPTION = `Agentic people search: describe who you are looking for in plain words (query), or pass a conversation (messages) to refine an earlier search. The service plans the search, reads public sources live and returns an answer and a ranked shortlist, each person with title, company, location, the reason they match, the evidence (signals) and links; companies and code repositories too when they are relevant.
Takes up to a minute or two; progress is reported while it runs.
Cost: reserves ${COSTS.agenticReserve} credits and is charged the run's actual cost (usually less). Refused when less than ${COSTS.agenticReserve} credits are left of the balance or of this session's limit. A cancelled call still runs to its end on the service and is charged.
For exact filters (titles, places, seniority, company size) or more than a shortlist, use find_people (1 credit per page).`;

export function registerSearchPeople(server: McpServer, session: McpSession): void {
  server.registerTool(
    "search_people",
    {
      title: "Search people (agentic)",
      description: DESCRIPTION,
      inputSchema: SearchInput,
      outputSchema: SearchOutput,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      },
    },
    (args, ctx) => session.run("search_people", () => searchPeople(session, args, ctx)),
  );
}

interface SearchArgs {
  query?: string | undefined;
  messages?: Message[] | undefined;
  rerank?: boolean | undefined;
}

async function searchPeople(
  session: McpSession,
  args: SearchArgs,
  ctx: ProgressContext & { mcpReq: { signal: AbortSignal } },
) {
  const query = args.query?.trim();
  if (query && args.messages)
    return inputError("Give query or messages, not both", "Pass a conversation as messages, or one query.");
  const notes: string[] = [];
  let messages: Message[] | undefined;
  if (args.messages) {
    if (!args.messages.some((m) => m.role === "user" && m.content.trim() !== ""))
      return inputError(
        "The conversation (messages) holds no user message with content",
        "Add a user message saying who to find.",
      );
    const trimmed = trimHistory(args.messages);
    if (!trimmed.ok)
      return inputError(
        `The conversation is too long: ${trimmed.reason}`,
        "Shorten the longest message, or start a new conversation.",
      );
    if (trimmed.droppedMessages > 0)
      notes.push(`Note: ${describeTrim(trimmed.droppedTurns, trimmed.droppedMessages)}.`);
    messages = trimmed.messages;
  } else if (!query)
    return inputError(
      "The query is empty",
      'Say who to find, e.g. "staff engineers in Berlin who maintain Rust crates".',
    );

  const { f, client, money } = session;
  const signal = session.signalFor(ctx.mcpReq.signal);
  const body = {
    ...(messages ? { messages } : { query }),
    ...(args.rerank === false ? { rerank: false } : {}),
  };
  const started = f.now();
  // The search display's reducer (search/render.ts) folds the events and keeps the stages, as a terminal
  // shows them: each new stage is said once, and a heartbeat names the stages still running.
  let state: ScreenState = initialState();
  let begun = false;
  const progress = new ToolProgress(ctx, session.heartbeatMs, () => {
    const elapsed = formatSeconds((f.now() - started) / 1000);
    if (!begun) return `Waiting for the search to start (${elapsed})`;
    const running = state.stages.filter((s) => s.status === "running").map((s) => s.label);
    return running.length
      ? `Still searching: ${running.join("; ")} (${elapsed})`
      : `Still searching (${elapsed})`;
  });
  let response: AgenticSearchResponse;
  try {
    response = await money.paid(
      { tool: "search_people", operation: "agenticSearch" },
      async () => {
        const events = await client.agenticSearchStream(body, {
          signal,
          timeout: f.globals.timeout ?? AGENTIC_TIMEOUT_S,
        });
        begun = true;
        progress.say("The search has begun");
        for await (const event of events) {
          const stages = state.stages.length;
          state = reduce(state, event, f.now());
          if (state.stages.length > stages) progress.say(state.stages.at(-1)?.label ?? "Working");
          if (event.type === "people_partial") {
            const people = eventArray(event, "people");
            if (people?.length) progress.say(`Found ${count(people.length, "candidate")} in one source`);
          }
        }
        return state.response;
      },
      (r) => r.credits,
    );
  } catch (err) {
    return toolError(stopped(session, err, signal, begun));
  } finally {
    progress.stop();
  }
  const { searchRun } = await import("../../../run-records.js");
  await session.record(
    searchRun(messages ? { messages } : { query: query as string }, response, {
      rerank: args.rerank !== false,
    }),
  );
  return searchResult(response, session, notes);
}

/** What a search that stopped early says: the run goes on (and is charged) once the stream has begun. */
function stopped(session: McpSession, err: unknown, signal: AbortSignal, begun: boolean): unknown {
  if (signal.aborted) {
    const message = begun
      ? `stopped waiting: ${RUN_CONTINUES}`
      : "cancelled before the search began; if the service had already received it, it runs on and will be charged";
    session.f.log.info(`search_people cancelled: ${message}`);
    return new InterruptedError(message);
  }
  if (err instanceof TimeoutError && begun)
    return withHint(
      err,
      `Stopped waiting, but ${RUN_CONTINUES}. Start people mcp with a higher --timeout to wait longer.`,
    );
  if (err instanceof StreamIncompleteError)
    return withHint(err, `The run may still finish: ${RUN_CONTINUES}.`);
  return err;
}

/** One person of the shortlist, in the tool's words. */
export function shortlisted(p: Person) {
  const links: Record<string, string> = {};
  const add = (name: string, value: unknown) => {
    if (typeof value === "string" && value) links[name] = value;
  };
  add("linkedin", p.linkedinUrl);
  add("github", p.githubUrl);
  add("twitter", p.twitterUrl);
  add("email", p.email);
  add("avatar", p.avatarUrl);
  return {
    rank: typeof p.rank === "number" ? p.rank : null,
    key: p.key,
    name: p.name,
    title: p.currentTitle ?? null,
    company: p.currentCompany ?? null,
    location: p.location ?? null,
    reason: p.reason ?? null,
    signals: p.signals ?? [],
    links,
  };
}

function searchResult(response: AgenticSearchResponse, session: McpSession, notes: string[]) {
  const people = response.people.map(shortlisted);
  const credits = creditsOut(response.credits);
  const status = session.money.status();
  if (people.length === 0)
    notes.push("No people in the shortlist: the answer says what was found instead, or why nobody matched.");
  const structured = {
    answer: response.answer,
    people,
    companies: response.companies,
    repos: response.repos,
    credits,
    session: status,
    notes,
  };
  const lines = [...searchLines(response, people), ...notes, moneyLine(credits, status)];
  return toolResult(structured, lines.join("\n"));
}

/** A search's answer, shortlist, companies and repositories as text (get_past_search says them again). */
export function searchLines(
  response: Pick<AgenticSearchResponse, "answer" | "companies" | "repos">,
  people: ReturnType<typeof shortlisted>[],
): string[] {
  const lines: string[] = [];
  if (response.answer.trim()) lines.push(response.answer.trim(), "");
  if (people.length) {
    lines.push(`Shortlist (${count(people.length, "person", "people")}):`);
    people.forEach((p, i) => {
      const role = [p.title, p.company].filter(Boolean).join(" at ");
      lines.push(
        `${p.rank ?? i + 1}. ${p.name}${role ? ` — ${role}` : ""}${p.location ? `, ${p.location}` : ""}`,
      );
      if (p.reason) lines.push(`   Why: ${p.reason}`);
      if (p.signals.length) lines.push(`   Signals: ${p.signals.join("; ")}`);
      const links = Object.entries(p.links).filter(([k]) => k !== "avatar");
      if (links.length) lines.push(`   Links: ${links.map(([k, v]) => `${k} ${v}`).join(" · ")}`);
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
