// One definition of the wire contract (api-spec.md), used by the client to validate what it sends and
// by the sandbox to validate what it receives. Response schemas are loose (`looseObject`) because the
// service may add fields; request schemas are strict where the spec says `additionalProperties: false`.
// The filter set's schema is built from the filter table (filters.ts), field by field.
// Written with zod/mini, zod's functional variant: the same checks and messages as zod's classic API, at a
// fraction of its load time, which every command that talks to the service pays (the build bundles it
// into the commands' chunks; see scripts/build/).
import { en } from "zod/locales";
import * as z from "zod/mini";

import { FILTER_FIELDS, type FilterDescriptor, type StructuredQuery } from "./filters.js";
import { MAX_LIMIT, MIN_LIMIT } from "./limits.js";

// zod/mini words every issue "Invalid input" until a locale is loaded; ours quote zod's English.
z.config(en());

export type { StructuredQuery } from "./filters.js";

const optionalString = z.optional(z.string());
const optionalNumber = z.optional(z.number());
const optionalBoolean = z.optional(z.boolean());
const optionalStrings = z.optional(z.array(z.string()));

/** The schema of one filter field, from its descriptor (the filter set below; the MCP tools' inputs). */
export function fieldSchema(d: FilterDescriptor): z.ZodMiniType {
  switch (d.kind) {
    case "text":
      return z.string();
    case "number":
      return z.number();
    case "flag":
      return z.boolean();
    case "list":
      return d.values ? z.array(z.enum(d.values as unknown as [string, ...string[]])) : z.array(z.string());
  }
}

type FilterShape = {
  [K in keyof StructuredQuery]-?: z.ZodMiniOptional<z.ZodMiniType<NonNullable<StructuredQuery[K]>>>;
};

/** The filter set: strict (`additionalProperties: false`), every field optional. */
export const StructuredQuerySchema = z.strictObject(
  Object.fromEntries(FILTER_FIELDS.map((d) => [d.field, z.optional(fieldSchema(d))])) as FilterShape,
);

const MessageSchema = z.object({
  role: z.enum(["user", "assistant"]),
  content: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const AgenticSearchRequestSchema = z.object({
  query: optionalString,
  messages: z.optional(z.array(MessageSchema)),
  stream: optionalBoolean,
  rerank: optionalBoolean,
});
export type AgenticSearchRequest = z.infer<typeof AgenticSearchRequestSchema>;

export const PeopleSearchRequestSchema = z.object({
  query: StructuredQuerySchema,
  limit: z.optional(z.number().check(z.int(), z.minimum(MIN_LIMIT), z.maximum(MAX_LIMIT))),
  cursor: z.optional(z.nullable(z.string())),
});
export type PeopleSearchRequest = z.infer<typeof PeopleSearchRequestSchema>;

export const TranslateRequestSchema = z.object({
  prompt: z.string(),
  currentQuery: z.optional(StructuredQuerySchema),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;

const CreditsSchema = z.looseObject({
  charged: z.number(),
  balance: z.number(),
});
export type Credits = z.infer<typeof CreditsSchema>;

export const PersonSchema = z.looseObject({
  key: z.string(),
  name: z.string(),
  headline: optionalString,
  location: optionalString,
  currentTitle: optionalString,
  currentCompany: optionalString,
  currentCompanyDomain: optionalString,
  reason: optionalString,
  signals: optionalStrings,
  githubUrl: optionalString,
  linkedinUrl: optionalString,
  twitterUrl: optionalString,
  avatarUrl: optionalString,
  email: optionalString,
  skills: optionalStrings,
  yearsOfExperience: optionalNumber,
  rank: optionalNumber,
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
  nextCursor: z.nullable(z.string()),
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
  purchased: optionalNumber,
  planCredits: optionalNumber,
  plan: z.optional(z.looseObject({ id: z.string(), name: z.string() })),
});
export type Balance = z.infer<typeof BalanceSchema>;

export const ErrorBodySchema = z.object({
  error: z.looseObject({
    type: z.string(),
    message: z.string(),
    balance: optionalNumber,
    retryAfter: optionalNumber,
  }),
});

/**
 * Formats a zod error as one sentence naming the field, the bad value and, for enums, the allowed list.
 * Shared so that the CLI's refusals and the sandbox's 400 messages read alike. zod 4 keeps the bad value
 * only when parsing with `reportInput`; passing the parsed `input` here finds it either way. Passing the
 * `schema` lets an unknown field be answered with the fields allowed at that place.
 */
export function describeZodError(
  err: z.core.$ZodError,
  root = "",
  input?: unknown,
  schema?: z.core.$ZodType,
): string {
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

/** The keys an object schema declares at `path` (through optionals, nullables, arrays and nested objects). */
function fieldsAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] | undefined {
  type Def = {
    shape?: Record<string, z.core.$ZodType>;
    element?: z.core.$ZodType;
    innerType?: z.core.$ZodType;
  };
  const defOf = (s: z.core.$ZodType | undefined): Def | undefined => {
    let def = s?._zod.def as Def | undefined;
    while (def && !def.shape && !def.element && def.innerType) def = def.innerType._zod.def as Def;
    return def;
  };
  let def = defOf(schema);
  for (const key of path) {
    if (def?.shape) def = defOf(def.shape[String(key)]);
    else if (def?.element) def = defOf(def.element);
    else return undefined;
  }
  return def?.shape ? Object.keys(def.shape) : undefined;
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
export function safeParseReporting<S extends z.ZodMiniType>(schema: S, value: unknown) {
  return schema.safeParse(value, { reportInput: true });
}
