// The filter flags of `find`, derived from the filter table (contract/filters.ts): one flag per field,
// mapped one-to-one onto the filter set, merged over a `--query` file (or a `--prompt` translation), and
// validated with the shared schema before anything is sent. Every refusal names the field (as a flag
// where there is one), the bad value and what is allowed. The same table gives the replay of a filter set
// as flags (next-page and resume hints) and the README's filter table.
import { type Command, Option } from "commander";
import {
  belowMinimum,
  FILTER_FIELD_NAMES,
  FILTER_FIELDS,
  type FilterDescriptor,
  hasAnyFilter,
  type StructuredQuery,
} from "../../contract/filters.js";
import { jsonSyntaxProblem } from "../../contract/json-syntax.js";
import { UsageError } from "../errors.js";
import { parseNumber } from "./numbers.js";

type Descriptor = (typeof FILTER_FIELDS)[number];
/** commander's name for a flag's value: `--exclude-title` → `excludeTitle`. */
type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type FlagKey<F extends string> = F extends `--${infer N}` ? Camel<N> : never;
type FlagValue<D> = D extends { kind: "text" }
  ? string
  : D extends { kind: "number" }
    ? number
    : D extends { kind: "flag" }
      ? boolean
      : string[];

/** The filter flags as commander hands them over (list flags already collected across repeats). */
export type FilterFlags = { [D in Descriptor as FlagKey<D["flag"]>]?: FlagValue<D> };

/** commander's attribute name of a flag. */
function flagKey(flag: string): string {
  return flag.replace(/^--/, "").replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** Every flag that sets a filter, with whether it takes a value (for rebuilding command lines). */
export const FILTER_FLAG_NAMES: ReadonlyMap<string, boolean> = new Map(
  FILTER_FIELDS.map((d) => [d.flag, d.kind !== "flag"] as [string, boolean]),
);

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** The help line of a descriptor's flag: its own words, plus the allowed values of an enumeration. */
function flagHelp(d: FilterDescriptor): string {
  if (d.values) return `${d.help}: ${d.values.join(", ")} (any case; repeat or comma-separate)`;
  if (d.kind === "list") return `${d.help} (repeat or comma-separate)`;
  return d.help;
}

/** Adds one option per filter field to `cmd`, in the table's order. */
export function addFilterOptions(cmd: Command): Command {
  for (const d of FILTER_FIELDS as readonly FilterDescriptor[]) {
    const flags = d.kind === "flag" ? d.flag : `${d.flag} <${d.valueName ?? "value"}>`;
    const option = new Option(flags, flagHelp(d));
    if (d.kind === "list") option.argParser(collect);
    if (d.kind === "number") option.argParser(parseNumber(d.flag, { min: d.min }));
    cmd.addOption(option);
  }
  return cmd;
}

/**
 * The README's filter table, from the same descriptors (test/unit/readme-filters.test.ts keeps the README
 * equal to it).
 */
export function filterTableMarkdown(): string {
  const rows = (FILTER_FIELDS as readonly FilterDescriptor[]).map((d) => {
    const flag = d.kind === "flag" ? d.flag : `${d.flag} ${(d.valueName ?? "value").toUpperCase()}`;
    const field = d.kind === "flag" ? `${d.field}: ${d.sends}` : d.field;
    const values = d.values ? d.values.join(", ") : d.help;
    return `| \`${flag}\` | \`${field}\` | ${values} |`;
  });
  return ["| Flag | Filter field | Values |", "|---|---|---|", ...rows].join("\n");
}

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
  const given = flags as Record<string, unknown>;
  const q: Record<string, unknown> = {};
  for (const d of FILTER_FIELDS as readonly FilterDescriptor[]) {
    const raw = given[flagKey(d.flag)];
    if (raw === undefined) continue;
    switch (d.kind) {
      case "text":
        if (typeof raw === "string" && raw.trim() !== "") q[d.field] = raw.trim();
        break;
      case "number":
        q[d.field] = raw;
        break;
      case "flag":
        if (raw) q[d.field] = d.sends;
        break;
      case "list": {
        let list = splitList(raw as string[], d.flag);
        const allowed = d.values;
        if (allowed) list = list.map((v) => canonicalEnum(v, allowed, d.flag));
        if (list.length) q[d.field] = [...new Set(list)];
      }
    }
  }
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
  } catch {
    throw new UsageError(
      `${source} is not valid JSON (${jsonSyntaxProblem(text) ?? "it cannot be read as JSON"})`,
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
  const unknown = Object.keys(obj).filter((k) => !(FILTER_FIELD_NAMES as readonly string[]).includes(k));
  if (unknown.length)
    throw new UsageError(
      `${source}: unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")}`,
      `Allowed fields: ${FILTER_FIELD_NAMES.join(", ")}.`,
    );
  for (const { field, values } of FILTER_FIELDS as readonly FilterDescriptor[]) {
    const list = obj[field];
    if (values && Array.isArray(list))
      obj[field] = list.map((v) =>
        typeof v === "string" ? canonicalEnum(v, values, `${source}: ${field}`) : v,
      );
  }
  return validQuery(obj, `${source}: `);
}

/** The filter set as zod returns it; refused with zod's words, naming the field, when it does not fit. */
async function validQuery(q: unknown, prefix = ""): Promise<StructuredQuery> {
  // The schema library loads only when a filter set is checked, never for `--help`.
  const { StructuredQuerySchema, describeZodError } = await import("../../contract/schemas.js");
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
  const low = belowMinimum(q);
  if (low)
    throw new UsageError(
      `${low.flag} must be at least ${low.min} (got ${low.value})`,
      `Set ${low.field} to ${low.min} or more, or leave it out.`,
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
  const given = q as Record<string, unknown>;
  const args: string[] = [];
  for (const d of FILTER_FIELDS as readonly FilterDescriptor[]) {
    const v = given[d.field];
    if (v === undefined) continue;
    if (d.kind === "flag") {
      if (v === d.sends) args.push(d.flag);
    } else if (d.kind === "list") {
      if (Array.isArray(v) && v.length) args.push(d.flag, (v as string[]).map(listValue).join(","));
    } else if (d.kind === "text") {
      if (v) args.push(d.flag, String(v));
    } else args.push(d.flag, String(v));
  }
  return args;
}
