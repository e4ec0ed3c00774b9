// The filter set of `find`: flags mapped one-to-one onto the fields of the filter set, merged over a
// `--query` file (or a `--prompt` translation), validated with the shared schema before anything is sent.
// Every refusal names the field (as a flag where there is one), the bad value and what is allowed.
import { HEADCOUNT_RANGES, hasAnyFilter, SENIORITY_LEVELS } from "../../../api/constants.js";
import {
  describeZodError,
  type LIST_FIELDS,
  STRUCTURED_QUERY_FIELDS,
  type StructuredQuery,
  StructuredQuerySchema,
} from "../../../api/schemas.js";
import { UsageError } from "../../errors.js";

/** The filter flags as commander hands them over (list flags already collected across repeats). */
export interface FilterFlags {
  keywords?: string;
  title?: string[];
  excludeTitle?: string[];
  company?: string[];
  industry?: string[];
  seniority?: string[];
  headcount?: string[];
  location?: string[];
  country?: string[];
  skill?: string[];
  minYears?: number;
  maxYears?: number;
  recentlyChangedJobs?: boolean;
  verifiedEmail?: boolean;
  pastEmployers?: boolean;
}

type ListField = (typeof LIST_FIELDS)[number];

/** Flag name ↔ field, in the order flags are printed (help, the next-page command). */
export const LIST_FLAGS: readonly { flag: string; key: keyof FilterFlags; field: ListField }[] = [
  { flag: "--title", key: "title", field: "titleIncludes" },
  { flag: "--exclude-title", key: "excludeTitle", field: "titleExcludes" },
  { flag: "--company", key: "company", field: "companyNames" },
  { flag: "--industry", key: "industry", field: "companyIndustries" },
  { flag: "--seniority", key: "seniority", field: "seniorityLevels" },
  { flag: "--headcount", key: "headcount", field: "headcountRanges" },
  { flag: "--location", key: "location", field: "locations" },
  { flag: "--country", key: "country", field: "countries" },
  { flag: "--skill", key: "skill", field: "skills" },
];

/** Every flag that sets a filter, with whether it takes a value (for rebuilding command lines). */
export const FILTER_FLAG_NAMES: ReadonlyMap<string, boolean> = new Map([
  ["--keywords", true],
  ...LIST_FLAGS.map((l) => [l.flag, true] as [string, boolean]),
  ["--min-years", true],
  ["--max-years", true],
  ["--recently-changed-jobs", false],
  ["--verified-email", false],
  ["--past-employers", false],
]);

const ENUMS: Partial<Record<ListField, readonly string[]>> = {
  seniorityLevels: SENIORITY_LEVELS,
  headcountRanges: HEADCOUNT_RANGES,
};

/**
 * Splits repeated, comma-separated values; blanks are dropped (an empty value counts as not set). A value
 * that holds a comma is written in double quotes, as in CSV: `--company '"Acme, Inc.",Globex'` (a quote
 * inside quotes is doubled). A quote that does not open a value is an ordinary character.
 */
export function splitList(values: readonly string[] | undefined, flag = "a list flag"): string[] {
  const out: string[] = [];
  for (const value of values ?? []) {
    let i = 0;
    while (i <= value.length) {
      let item = "";
      while (value[i] === " " || value[i] === "\t") i++;
      if (value[i] === '"') {
        i++;
        for (;;) {
          if (i >= value.length)
            throw new UsageError(
              `${flag}: the quote in ${JSON.stringify(value)} is not closed`,
              `Quote a value that holds a comma whole, e.g. ${flag} '"Acme, Inc.",Globex'.`,
            );
          if (value[i] === '"') {
            if (value[i + 1] === '"') {
              item += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          item += value[i++];
        }
      }
      const comma = value.indexOf(",", i);
      const end = comma < 0 ? value.length : comma;
      item += value.slice(i, end);
      out.push(item.trim());
      i = end + 1;
    }
  }
  return out.filter(Boolean);
}

/** One list value as it is typed after a list flag: quoted (CSV-style) when it holds a comma or opens with a quote. */
function listValue(v: string): string {
  return v.includes(",") || v.trimStart().startsWith('"') ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Maps an enum value case-insensitively onto its canonical spelling; throws naming `where` otherwise. */
export function canonicalEnum(value: string, allowed: readonly string[], where: string): string {
  const hit = allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
  if (hit) return hit;
  throw new UsageError(
    `${where}: ${JSON.stringify(value)} is not allowed; use one of: ${allowed.join(", ")}`,
  );
}

/** The filter set the flags alone describe (only the fields they set). */
export function queryFromFlags(flags: FilterFlags): StructuredQuery {
  const q: Record<string, unknown> = {};
  if (flags.keywords !== undefined && flags.keywords.trim() !== "") q.keywords = flags.keywords.trim();
  for (const { flag, key, field } of LIST_FLAGS) {
    const raw = flags[key] as string[] | undefined;
    if (raw === undefined) continue;
    let list = splitList(raw, flag);
    const allowed = ENUMS[field];
    if (allowed) list = list.map((v) => canonicalEnum(v, allowed, flag));
    if (list.length) q[field] = [...new Set(list)];
  }
  if (flags.minYears !== undefined) q.minYearsExperience = flags.minYears;
  if (flags.maxYears !== undefined) q.maxYearsExperience = flags.maxYears;
  if (flags.recentlyChangedJobs) q.recentlyChangedJobs = true;
  if (flags.verifiedEmail) q.verifiedEmailOnly = true;
  if (flags.pastEmployers) q.currentEmployersOnly = false;
  return q as StructuredQuery;
}

/**
 * Parses a filter set from JSON text (a `--query` file or stdin): invalid JSON, unknown fields and values
 * outside an enumeration are refused naming `source`. Enum values are canonicalised case-insensitively.
 */
export async function parseQueryText(text: string, source: string): Promise<StructuredQuery> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new UsageError(
      `${source} is not valid JSON (${(err as Error).message})`,
      "It should hold one filter set, such as the JSON `people translate` prints.",
    );
  }
  // Accept the whole translate response too: its filter set is under `query`.
  if (
    value &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    "query" in value &&
    "credits" in value &&
    typeof (value as { query: unknown }).query === "object"
  )
    value = (value as { query: unknown }).query;
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new UsageError(
      `${source} must hold a JSON object (a filter set), not ${Array.isArray(value) ? "an array" : JSON.stringify(value)}`,
    );
  const obj = { ...(value as Record<string, unknown>) };
  const unknown = Object.keys(obj).filter((k) => !(STRUCTURED_QUERY_FIELDS as string[]).includes(k));
  if (unknown.length)
    throw new UsageError(
      `${source}: unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")}`,
      `Allowed fields: ${STRUCTURED_QUERY_FIELDS.join(", ")}.`,
    );
  for (const field of ["seniorityLevels", "headcountRanges"] as const) {
    const list = obj[field];
    if (Array.isArray(list))
      obj[field] = list.map((v) =>
        typeof v === "string"
          ? canonicalEnum(v, ENUMS[field] as readonly string[], `${source}: ${field}`)
          : v,
      );
  }
  return validQuery(obj, `${source}: `);
}

/** The filter set as zod returns it; refused with zod's words, naming the field, when it does not fit. */
async function validQuery(q: unknown, prefix = ""): Promise<StructuredQuery> {
  const parsed = StructuredQuerySchema.safeParse(q);
  if (!parsed.success)
    throw new UsageError(`${prefix}${describeZodError(parsed.error, "", q, StructuredQuerySchema)}`);
  return parsed.data;
}

/** `over` wins field by field; a list set by a flag replaces the list in the file. */
export function mergeQueries(base: StructuredQuery, over: StructuredQuery): StructuredQuery {
  return { ...base, ...over };
}

/** Drops blank strings and lists, so that what is sent is what counts as set. */
export function compactQuery(q: StructuredQuery): StructuredQuery {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined || v === null) continue;
    if (typeof v === "string" && v.trim() === "") continue;
    if (Array.isArray(v)) {
      const list = v.filter((s) => typeof s !== "string" || s.trim() !== "");
      if (!list.length) continue;
      out[k] = list;
      continue;
    }
    out[k] = v;
  }
  return out as StructuredQuery;
}

/** The last checks before a filter set is sent: schema, at least one filter, min ≤ max. */
export async function checkQuery(q: StructuredQuery): Promise<StructuredQuery> {
  await validQuery(q);
  if (!hasAnyFilter(q))
    throw new UsageError(
      "no filter is set (an empty value counts as not set)",
      "Add at least one filter, e.g. --title engineer --location Berlin, or --query FILE, or --prompt SENTENCE. `people find --help` lists them.",
    );
  const { minYearsExperience: min, maxYearsExperience: max } = q;
  if (min !== undefined && max !== undefined && min > max)
    throw new UsageError(
      `--min-years ${min} is above --max-years ${max}`,
      "Minimum years of experience must be at most the maximum.",
    );
  return q;
}

/** The filter set as flags, one-to-one (for the next-page and resume commands). */
export function queryToFlags(q: StructuredQuery): string[] {
  const args: string[] = [];
  if (q.keywords) args.push("--keywords", q.keywords);
  for (const { flag, field } of LIST_FLAGS) {
    const list = q[field];
    if (list?.length) args.push(flag, list.map(listValue).join(","));
  }
  if (q.minYearsExperience !== undefined) args.push("--min-years", String(q.minYearsExperience));
  if (q.maxYearsExperience !== undefined) args.push("--max-years", String(q.maxYearsExperience));
  if (q.recentlyChangedJobs) args.push("--recently-changed-jobs");
  if (q.verifiedEmailOnly) args.push("--verified-email");
  if (q.currentEmployersOnly === false) args.push("--past-employers");
  return args;
}

/** Whether every field of `q` can be written as a flag (false/true flags can only say one thing). */
export function expressibleAsFlags(q: StructuredQuery): boolean {
  return q.recentlyChangedJobs !== false && q.verifiedEmailOnly !== false && q.currentEmployersOnly !== true;
}
