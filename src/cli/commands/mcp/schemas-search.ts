// The schemas of search_people and get_search_result: one output for both, a finished search (the answer,
// the shortlist) or a run still going (its handle, the stages so far, what it reserved).
import * as z from "zod/mini";
import { MAX_CONVERSATION_CHARS, MAX_MESSAGES } from "../../../contract/limits.js";
import { thousands } from "../../../output/text.js";
import { standard } from "./json-schema.js";
import { MARKING } from "./marking.js";
import { Credits, described, Fields, JsonObject, Session } from "./schemas.js";

/** How long a call waits for a run by default: below the shortest common host limit on a tool call (60 s). */
export const DEFAULT_WAIT_S = 45;
export const MAX_WAIT_S = 50;

const Wait = (what: string) =>
  z.optional(
    described(
      z.number().check(z.gte(0), z.lte(MAX_WAIT_S)),
      `How long this call waits for the search, in seconds (default ${DEFAULT_WAIT_S}, at most ${MAX_WAIT_S}). ${what}`,
    ),
  );

export const SearchInput = standard(
  z.strictObject({
    query: z.optional(
      described(
        z.string(),
        'Who to find, in plain words, e.g. "staff engineers in Berlin who maintain Rust crates". Give this or messages.',
      ),
    ),
    messages: z.optional(
      described(
        z.array(
          z.strictObject({
            role: z.enum(["user", "assistant"]),
            content: z.string(),
          }),
        ),
        `A conversation to refine a search ("only those who know Rust"), oldest first, instead of query. Over ${MAX_MESSAGES} messages or ${thousands(MAX_CONVERSATION_CHARS)} characters, the oldest turns are dropped (the first and the newest are kept).`,
      ),
    ),
    rerank: z.optional(
      described(
        z.boolean(),
        "Rank the shortlist (default true). false returns every unique person the sources found, unranked.",
      ),
    ),
    wait_seconds: Wait(
      "A search not finished by then goes on in the server: the answer is its run_id, for get_search_result.",
    ),
    fields: Fields,
    new_only: z.optional(
      described(
        z.boolean(),
        "Leave out of the shortlist people an earlier run delivered (the search cannot be told whom to skip: its shortlist is filtered once in, and it costs the same). Refused while history is off.",
      ),
    ),
  }),
);

export const SearchResultInput = standard(
  z.strictObject({
    run_id: described(z.string().check(z.minLength(1)), "The run_id search_people answered with."),
    wait_seconds: Wait("If the search is still going then, the answer is its progress; call again."),
    fields: Fields,
  }),
);

const Stage = z.object({ label: z.string(), status: z.string() });

export const SearchOutput = standard(
  z.object({
    status: described(
      z.enum(["done", "running"]),
      '"done": the answer and the shortlist are here. "running": the search goes on; pass run_id to get_search_result (free).',
    ),
    run_id: described(
      z.string(),
      "The run's handle: get_search_result takes it, now or later (from the history once done), for free.",
    ),
    answer: z.optional(described(z.string(), "The service's answer, in prose.")),
    people: z.optional(
      described(
        z.array(JsonObject),
        "The shortlist, best first, each person with the fields asked for (default: the compact set). Over 25, the first 25; the resource link reads the whole run.",
      ),
    ),
    total_people: z.optional(described(z.number(), "How many people the shortlist has in all.")),
    companies: z.optional(z.array(JsonObject)),
    repos: z.optional(z.array(JsonObject)),
    stages: z.optional(described(z.array(Stage), "While running: the stages the service has begun so far.")),
    reserved: z.optional(
      described(
        z.number(),
        "While running: the credits held for the run (it is charged once, when it ends).",
      ),
    ),
    elapsed_seconds: z.optional(z.number()),
    credits: Credits,
    session: Session,
    notes: z.array(z.string()),
    ...MARKING,
  }),
);
