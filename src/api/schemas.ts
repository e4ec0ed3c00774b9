// One definition of the wire contract (api-spec.md), used by the client to validate what it sends and
// by the sandbox to validate what it receives. Response schemas are loose (`passthrough`) because the
// service may add fields; request schemas are strict where the spec says `additionalProperties: false`.
import { z } from "zod";

import { HEADCOUNT_RANGES, MAX_LIMIT, MIN_LIMIT, SENIORITY_LEVELS } from "./constants.js";

// The constants are part of the wire contract too: one import gives both.
export * from "./constants.js";

/** Fields of the filter set that hold lists of strings. */
export const LIST_FIELDS = [
  "titleIncludes",
  "titleExcludes",
  "companyNames",
  "companyIndustries",
  "seniorityLevels",
  "headcountRanges",
  "locations",
  "countries",
  "skills",
] as const;
export const BOOLEAN_FIELDS = ["recentlyChangedJobs", "verifiedEmailOnly", "currentEmployersOnly"] as const;
export const NUMBER_FIELDS = ["minYearsExperience", "maxYearsExperience"] as const;

const stringList = z.array(z.string());

export const StructuredQuerySchema = z.strictObject({
  keywords: z.string().optional(),
  titleIncludes: stringList.optional(),
  titleExcludes: stringList.optional(),
  companyNames: stringList.optional(),
  companyIndustries: stringList.optional(),
  seniorityLevels: z.array(z.enum(SENIORITY_LEVELS)).optional(),
  headcountRanges: z.array(z.enum(HEADCOUNT_RANGES)).optional(),
  locations: stringList.optional(),
  countries: stringList.optional(),
  skills: stringList.optional(),
  minYearsExperience: z.number().optional(),
  maxYearsExperience: z.number().optional(),
  recentlyChangedJobs: z.boolean().optional(),
  verifiedEmailOnly: z.boolean().optional(),
  currentEmployersOnly: z.boolean().optional(),
});
export type StructuredQuery = z.infer<typeof StructuredQuerySchema>;
// Zod-free, so that `find` checks a filter set without loading zod; one import still gives them.
export { STRUCTURED_QUERY_FIELDS } from "./wire-shapes.js";

export const MessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const AgenticSearchRequestSchema = z.object({
  query: z.string().optional(),
  messages: z.array(MessageSchema).optional(),
  stream: z.boolean().optional(),
  rerank: z.boolean().optional(),
});
export type AgenticSearchRequest = z.infer<typeof AgenticSearchRequestSchema>;

export const PeopleSearchRequestSchema = z.object({
  query: StructuredQuerySchema,
  limit: z.number().int().min(MIN_LIMIT).max(MAX_LIMIT).optional(),
  cursor: z.string().nullable().optional(),
});
export type PeopleSearchRequest = z.infer<typeof PeopleSearchRequestSchema>;

export const TranslateRequestSchema = z.object({
  prompt: z.string(),
  currentQuery: StructuredQuerySchema.optional(),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

export const CreditsSchema = z.looseObject({
  charged: z.number(),
  balance: z.number(),
});
export type Credits = z.infer<typeof CreditsSchema>;

export const PersonSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  headline: z.string().optional(),
  location: z.string().optional(),
  currentTitle: z.string().optional(),
  currentCompany: z.string().optional(),
  currentCompanyDomain: z.string().optional(),
  reason: z.string().optional(),
  signals: z.array(z.string()).optional(),
  githubUrl: z.string().optional(),
  linkedinUrl: z.string().optional(),
  twitterUrl: z.string().optional(),
  avatarUrl: z.string().optional(),
  email: z.string().optional(),
  skills: z.array(z.string()).optional(),
  yearsOfExperience: z.number().optional(),
  rank: z.number().optional(),
});
export type Person = z.infer<typeof PersonSchema>;

/** Profiles, companies and repos have fields the spec does not show: any JSON object. */
export type JsonObject = Record<string, unknown>;
// A plain type check: `z.record` walks every key of every profile, which costs more than the rest of an
// export's client-side work put together.
const AnyObject = z.custom<JsonObject>((v) => v !== null && typeof v === "object" && !Array.isArray(v), {
  message: "expected an object",
});

export const AgenticSearchResponseSchema = z.looseObject({
  answer: z.string(),
  people: z.array(PersonSchema),
  companies: z.array(AnyObject),
  repos: z.array(AnyObject),
  credits: CreditsSchema,
});
export type AgenticSearchResponse = z.infer<typeof AgenticSearchResponseSchema>;

export const PeopleSearchResponseSchema = z.looseObject({
  profiles: z.array(AnyObject),
  totalCount: z.number(),
  nextCursor: z.string().nullable(),
  credits: CreditsSchema,
});
export type PeopleSearchResponse = z.infer<typeof PeopleSearchResponseSchema>;

export const TranslateResponseSchema = z.looseObject({
  query: StructuredQuerySchema,
  credits: CreditsSchema,
});
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;

export const BalanceSchema = z.looseObject({
  balance: z.number(),
  purchased: z.number().optional(),
  planCredits: z.number().optional(),
  plan: z.looseObject({ id: z.string(), name: z.string() }).optional(),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const ERROR_TYPES = [
  "unauthorized",
  "invalid_request",
  "insufficient_credits",
  "rate_limited",
  "upstream_error",
  "server_error",
  "forbidden",
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_STATUS: Record<ErrorType, number> = {
  unauthorized: 401,
  invalid_request: 400,
  insufficient_credits: 402,
  rate_limited: 429,
  upstream_error: 502,
  server_error: 500,
  forbidden: 403,
};

export const ErrorBodySchema = z.object({
  error: z.looseObject({
    type: z.string(),
    message: z.string(),
    balance: z.number().optional(),
    retryAfter: z.number().optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** One event of the agentic search stream: a JSON object with a `type`; other fields vary. */
export interface SearchEvent {
  type: string;
  [field: string]: unknown;
}

/**
 * Formats a zod error as one sentence naming the field, the bad value and, for enums, the allowed list.
 * Shared so that the CLI's refusals and the sandbox's 400 messages read alike. zod 4 keeps the bad value
 * only when parsing with `reportInput`; passing the parsed `input` here finds it either way. Passing the
 * `schema` lets an unknown field be answered with the fields allowed at that place.
 */
export function describeZodError(err: z.ZodError, root = "", input?: unknown, schema?: z.ZodType): string {
  const issue = err.issues[0];
  if (!issue) return "invalid request";
  const path = [root, ...issue.path.map(String)].filter(Boolean).join(".");
  const where = path ? `${path}: ` : "";
  switch (issue.code) {
    case "invalid_value": {
      const allowed = (issue.values ?? []).map((v) => String(v)).join(", ");
      const bad = issue.input !== undefined ? issue.input : valueAt(input, issue.path);
      return `${where}${JSON.stringify(bad)} is not allowed; use one of: ${allowed}`;
    }
    case "unrecognized_keys": {
      const allowed = schema ? fieldsAt(schema, issue.path) : undefined;
      const unknown = `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}`;
      return `${where}${unknown}${allowed ? `; allowed fields: ${allowed.join(", ")}` : ""}`;
    }
    default:
      return `${where}${issue.message}`;
  }
}

/** The keys an object schema declares at `path` (through optionals, arrays and nested objects). */
function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] | undefined {
  type Node = { shape?: Record<string, Node>; element?: Node; unwrap?: () => Node };
  const unwrap = (n: Node | undefined): Node | undefined => {
    let cur = n;
    while (cur && !cur.shape && !cur.element && typeof cur.unwrap === "function") cur = cur.unwrap();
    return cur;
  };
  let node = unwrap(schema as unknown as Node);
  for (const key of path) {
    if (node?.shape) node = unwrap(node.shape[String(key)]);
    else if (node?.element) node = unwrap(node.element);
    else return undefined;
  }
  return node?.shape ? Object.keys(node.shape) : undefined;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = input;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** Parses with the bad value kept in issues, so `describeZodError` can name it. */
export function safeParseReporting<S extends z.ZodType>(schema: S, value: unknown) {
  return schema.safeParse(value, { reportInput: true });
}

/**
 * The schemas the client checks without zod, as JSON Schema (what the build writes to wire-shapes.json;
 * see wire-shapes.ts). Responses as zod returns them, requests as it accepts them. A schema that JSON
 * Schema cannot state stops the build here, rather than being checked more loosely than zod would.
 */
export function wireShapes() {
  const override = (ctx: { zodSchema: unknown; jsonSchema: Record<string, unknown> }) => {
    const def = (ctx.zodSchema as { _zod: { def: { type: string } } })._zod.def;
    if (def.type !== "custom") return;
    if (ctx.zodSchema !== AnyObject) throw new Error("wireShapes: a custom schema other than AnyObject");
    ctx.jsonSchema.type = "object";
  };
  const json = (schema: z.ZodType, io: "input" | "output") => {
    const { $schema: _, ...shape } = z.toJSONSchema(schema, { io, unrepresentable: "any", override });
    return shape;
  };
  return {
    BalanceSchema: json(BalanceSchema, "output"),
    TranslateResponseSchema: json(TranslateResponseSchema, "output"),
    PeopleSearchResponseSchema: json(PeopleSearchResponseSchema, "output"),
    AgenticSearchResponseSchema: json(AgenticSearchResponseSchema, "output"),
    PeopleSearchRequestSchema: json(PeopleSearchRequestSchema, "input"),
    StructuredQuerySchema: json(StructuredQuerySchema, "input"),
  };
}
