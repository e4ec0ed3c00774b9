// The tools' input and output schemas. Every filter field comes from the contract's one descriptor table
// (contract/filters.ts) through the same field schema the wire contract is built from (fieldSchema), with
// the descriptor's help as its description: adding a filter field adds it to find_people, export_people and
// translate_query here without a line written. Written with zod/mini, as the wire schemas are.
import * as z from "zod/mini";
import { FILTER_FIELDS, type FilterDescriptor, type FilterField } from "../../../contract/filters.js";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../../../contract/limits.js";
import { fieldSchema } from "../../../contract/schemas.js";
import { FIELDS_HELP } from "./fields.js";
import { standard } from "./json-schema.js";
import { MARKING } from "./marking.js";

export { standard } from "./json-schema.js";

/** What one call of find_people returns at most, and by default. */
export const FIND_MAX_RESULTS = MAX_LIMIT;
export const FIND_DEFAULT_RESULTS = DEFAULT_LIMIT;
/** What one call of export_people spends at most unless `max_credits` says otherwise (1,000 people). */
export const EXPORT_DEFAULT_CREDITS = 10;

export const described = <S extends z.ZodMiniType>(schema: S, description: string): S =>
  schema.check(z.describe(description)) as S;

/**
 * A field's description for a model: the descriptor's help, what a list means (any one of its values), and,
 * for a boolean, which value filters (a flag field's `sends`). Enum values are in the schema itself.
 */
export function fieldDescription(d: FilterDescriptor): string {
  const help = d.help.replace(/`/g, '"');
  switch (d.kind) {
    case "list":
      return `${capital(help)}. A list: any one of its values is enough.`;
    case "number":
      return `${capital(help)}.`;
    case "text":
      return `${capital(help)}.`;
    case "flag":
      return d.sends
        ? `true: ${help}. Leave it out (or false) for no such filter.`
        : `false: ${help}. Leave it out (or true) for the default: current employers only.`;
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The wire schema of a field, with the least value that means anything where the descriptor has one. */
function toolFieldSchema(d: FilterDescriptor): z.ZodMiniType {
  return d.kind === "number" && d.min !== undefined ? z.number().check(z.gte(d.min)) : fieldSchema(d);
}

type FilterShape = Record<FilterField, z.ZodMiniOptional<z.ZodMiniType>>;

/** The filter set's fields, each optional and described, in the table's order. */
export function filterShape(): FilterShape {
  return Object.fromEntries(
    FILTER_FIELDS.map((d) => [d.field, z.optional(described(toolFieldSchema(d), fieldDescription(d)))]),
  ) as FilterShape;
}

export const FILTERS_NOTE =
  "Filters are combined with AND; set at least one (an empty string or list counts as not set). Field names and values are those translate_query returns.";

export const Credits = z.object({
  charged: described(
    z.nullable(z.number()),
    "Credits this call charged (null when the service did not say).",
  ),
  balance: described(z.nullable(z.number()), "The account's balance after the call (null when not known)."),
});

export const Session = described(
  z.object({
    spent: z.number(),
    limit: z.nullable(z.number()),
    left: z.nullable(z.number()),
  }),
  "Credits this server session has spent, its bound (people mcp --max-credits; null for none) and what is left of it.",
);

export const JsonObject = z.record(z.string(), z.unknown());

/** `fields`: what each person in the result carries (fields.ts). */
export const Fields = z.optional(described(z.array(z.string().check(z.minLength(1))), FIELDS_HELP));

export const FindInput = standard(
  z.strictObject({
    ...filterShape(),
    limit: z.optional(
      described(
        z.int().check(z.minimum(1), z.maximum(MAX_LIMIT)),
        `People per page, 1 to ${MAX_LIMIT}; each page costs 1 credit (default: max_results, or ${FIND_DEFAULT_RESULTS}). Keep it unchanged when passing a cursor.`,
      ),
    ),
    cursor: z.optional(
      described(
        z.string(),
        "The nextCursor of an earlier call, to go on from there (with the same filters and limit).",
      ),
    ),
    fields: Fields,
    max_results: z.optional(
      described(
        z.int().check(z.minimum(1), z.maximum(FIND_MAX_RESULTS)),
        `At most this many people in this call, at most ${FIND_MAX_RESULTS} (default: one page); only whole pages are fetched, so with limit 25 and max_results 100 a call fetches 4 pages (4 credits).`,
      ),
    ),
    new_only: z.optional(
      described(
        z.boolean(),
        "Leave out people an earlier run delivered (any tool or command on this machine); pages of them still cost 1 credit each, and a call fetches no more pages than max_results / limit. Refused while history is off.",
      ),
    ),
  }),
);

export const FindOutput = standard(
  z.object({
    profiles: described(
      z.array(JsonObject),
      "The people, each with the fields asked for (default: the compact set). Over 25, the first 25; the rest through the resource link (the whole run).",
    ),
    run_id: described(
      z.nullable(z.string()),
      "The run in the history: people://runs/{run_id} reads it whole, for free.",
    ),
    totalCount: described(z.number(), "How many people match the filters in all."),
    nextCursor: described(
      z.nullable(z.string()),
      "Pass it as cursor to get the next people; null at the end.",
    ),
    pages: z.number(),
    credits: Credits,
    session: Session,
    ...MARKING,
    notes: z.array(z.string()),
  }),
);

export const TranslateInput = standard(
  z.strictObject({
    sentence: described(
      z.string().check(z.minLength(1)),
      'Who to find, in one English sentence, e.g. "senior rust engineers in Berlin at startups".',
    ),
    current: z.optional(
      described(
        z.strictObject(filterShape()),
        'A filter set to change rather than start afresh (e.g. with "only those with a verified email").',
      ),
    ),
  }),
);

export const TranslateOutput = standard(
  z.object({
    filters: described(
      z.object(filterShape()),
      "The filter set: pass its fields to find_people or export_people as they are.",
    ),
    credits: Credits,
    session: Session,
    ...MARKING,
  }),
);

export const CreditsInput = standard(z.strictObject({}));

export const CreditsOutput = standard(
  z.object({
    balance: z.number(),
    purchased: z.nullable(z.number()),
    planCredits: z.nullable(z.number()),
    plan: z.nullable(z.string()),
    session: Session,
    ...MARKING,
  }),
);

export const ExportInput = standard(
  z.strictObject({
    ...filterShape(),
    file: described(
      z.string().check(z.minLength(1)),
      "The file to write, relative to the export directory the server was started with, ending in .csv, .jsonl or .ndjson (which sets the format).",
    ),
    max_results: z.optional(
      described(z.int().check(z.minimum(1)), "Stop after this many people in the whole export."),
    ),
    max_credits: z.optional(
      described(
        z.int().check(z.minimum(1)),
        `Spend at most this many credits in this call (default ${EXPORT_DEFAULT_CREDITS}: 1 credit per 100 people).`,
      ),
    ),
    resume: z.optional(
      described(
        z.boolean(),
        "Continue an export that stopped (for max_credits, a failure or a cancel) after its last whole page: same filters, file and max_results.",
      ),
    ),
    force: z.optional(
      described(
        z.boolean(),
        "Start the file over (overwrite it), even if it holds an unfinished export or other data.",
      ),
    ),
  }),
);

export const ExportOutput = standard(
  z.object({
    file: described(z.string(), "The file written, as an absolute path."),
    format: z.enum(["csv", "jsonl"]),
    written: described(z.number(), "People in the file, from the start of the export."),
    totalCount: z.nullable(z.number()),
    complete: described(
      z.boolean(),
      "Whether the export has finished; if not, call again with resume: true.",
    ),
    pages: z.number(),
    credits: Credits,
    session: Session,
    ...MARKING,
    notes: z.array(z.string()),
  }),
);

/** What list_past_searches lists unless asked for more, and at most. */
export const PAST_DEFAULT_RUNS = 20;
const PAST_MAX_RUNS = 100;

export const PastSearchesInput = standard(
  z.strictObject({
    limit: z.optional(
      described(
        z.int().check(z.minimum(1), z.maximum(PAST_MAX_RUNS)),
        `How many runs to list, newest first (default ${PAST_DEFAULT_RUNS}, at most ${PAST_MAX_RUNS}).`,
      ),
    ),
    search: z.optional(
      described(z.string(), "Only the runs whose query, filters or answer contain this text (any case)."),
    ),
  }),
);

const PastRun = z.object({
  id: described(z.number(), "The run's ID: pass it to get_past_search."),
  at: described(z.string(), "When it ran (ISO 8601, UTC)."),
  command: described(
    z.enum(["search", "find", "translate"]),
    "What kind of call it was: an agentic search (search_people), a structured search (find_people, export_people) or a translation (translate_query).",
  ),
  via: described(
    z.nullable(z.string()),
    'What made it, when not its own command: "mcp" (a tool call), "chat".',
  ),
  summary: described(z.string(), "The query, sentence or filters, on one line."),
  people: z.nullable(z.number()),
  credits: described(z.nullable(z.number()), "What it was charged (null when the service did not say)."),
  status: z.enum(["done", "stopped", "interrupted", "failed"]),
  service: described(z.string(), 'The service it ran on: its base URL, or "sandbox".'),
});

export const PastSearchesOutput = standard(
  z.object({
    runs: described(z.array(PastRun), "Past paid runs, newest first."),
    notes: z.array(z.string()),
    ...MARKING,
  }),
);

export const PastSearchInput = standard(
  z.strictObject({
    id: described(
      z.int().check(z.minimum(1)),
      "The run's ID, as list_past_searches (or `people history`) gives it.",
    ),
    fields: Fields,
  }),
);

export const PastSearchOutput = standard(
  z.object({
    run: PastRun,
    result: described(
      JsonObject,
      'What was kept, by kind: "search" (the query or last message, the answer, the shortlist as search_people gives it, companies, repos, credits), "find" (the filters, pages, people, totalCount, credits, and the profiles and nextCursor when find_people made it), "translate" (the sentence and the filters it gave). People carry the fields asked for; over 25, the first 25 (the resource link reads them all).',
    ),
    ...MARKING,
  }),
);

export const GetPersonInput = standard(
  z.strictObject({
    person: described(
      z.string().check(z.minLength(1)),
      "Their key or id, profile URL or email (case does not matter), or N for the Nth person of the last shortlist.",
    ),
    fields: z.optional(
      described(
        z.array(z.string().check(z.minLength(1))),
        `The fields of the person to give (the compact set's names or any field of the record). Default: every field the service returned ("all"), the point of this tool.`,
      ),
    ),
  }),
);

export const GetPersonOutput = standard(
  z.object({
    person: described(JsonObject, "The person, as last kept, with the fields asked for."),
    firstSeen: described(
      z.nullable(z.object({ at: z.string(), run: z.nullable(z.number()) })),
      "When, and by which run, they were first delivered (null when the index has no record).",
    ),
    runs: described(
      z.array(JsonObject),
      "The kept runs that delivered them, newest first, with the reason and signals a shortlist gave.",
    ),
    ...MARKING,
  }),
);
