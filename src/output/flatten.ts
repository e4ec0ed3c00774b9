// Profile fields are not fixed by the API, so tables and CSV flatten them (cli-contract.md, Output):
// nested objects become dotted names (`location.city`), arrays of plain values are joined with `; `, and
// arrays of objects are written as JSON. A cell is never silently an "[object Object]".
import { count, plural } from "./text.js";

/** One flattened value: what a table cell or a CSV field holds. */
export type Cell = string | number | boolean | null;

export type JsonRecord = Record<string, unknown>;

const isPlainObject = (v: unknown): v is JsonRecord =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const isScalar = (v: unknown): v is string | number | boolean | null =>
  v === null || typeof v === "string" || typeof v === "number" || typeof v === "boolean";

/** The cell for one value of any shape. */
export function cellOf(value: unknown): Cell {
  if (value === undefined) return null;
  if (isScalar(value)) return value;
  if (Array.isArray(value)) {
    if (value.every(isScalar)) return value.map((v) => (v === null ? "" : String(v))).join("; ");
    return JSON.stringify(value);
  }
  return JSON.stringify(value);
}

/**
 * Flattens a record: nested objects to dotted names, in the order the keys first appear. Empty nested
 * objects produce no column (there is nothing in them to show).
 */
export function flatten(
  record: JsonRecord,
  prefix = "",
  out: Record<string, Cell> = {},
): Record<string, Cell> {
  for (const [key, value] of Object.entries(record)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value)) flatten(value, name, out);
    else out[name] = cellOf(value);
  }
  return out;
}

/**
 * The value at a field name: an exact key first (a key may itself contain a dot), then a dotted path
 * through nested objects. Undefined when absent.
 */
export function getField(record: JsonRecord, field: string): unknown {
  if (Object.hasOwn(record, field)) return record[field];
  const parts = field.split(".");
  let here: unknown = record;
  for (let i = 0; i < parts.length; i++) {
    if (!isPlainObject(here)) return undefined;
    // Allow keys with dots in them further down: try the longest remaining key first.
    const rest = parts.slice(i).join(".");
    if (Object.hasOwn(here, rest)) return here[rest];
    here = here[parts[i] as string];
  }
  return here;
}

/** A record holding only `fields`, in that order, with their values unflattened (JSONL with --fields). */
export function pickFields(record: JsonRecord, fields: readonly string[]): JsonRecord {
  const out: JsonRecord = {};
  for (const f of fields) {
    const v = getField(record, f);
    out[f] = v === undefined ? null : v;
  }
  return out;
}

/** The `fields` that no record of `records` has (by exact key or dotted path). */
function missingFields(records: readonly JsonRecord[], fields: readonly string[]): string[] {
  return fields.filter((f) => !records.some((r) => getField(r, f) !== undefined));
}

/**
 * The one warning for --fields names that the first records do not have, listing the fields they do
 * have; undefined when every name was found (or there were no records to judge by).
 */
export function missingFieldsNotice(
  records: readonly JsonRecord[],
  fields: readonly string[] | undefined,
): string | undefined {
  if (!fields?.length || records.length === 0) return undefined;
  const missing = missingFields(records, fields);
  if (missing.length === 0) return undefined;
  const names = missing.map((m) => JSON.stringify(m)).join(", ");
  const n = records.length;
  return `--fields: no field ${names} in the first ${plural(n, "record", count(n, "record"))}, so ${plural(missing.length, "it is", "they are")} empty; fields seen: ${unionOfKeys(records).join(", ")}`;
}

/** Column names of a batch of records, flattened, in first-seen order. */
export function unionOfKeys(records: readonly JsonRecord[], seen: string[] = []): string[] {
  const known = new Set(seen);
  const out = [...seen];
  for (const r of records)
    for (const k of Object.keys(flatten(r)))
      if (!known.has(k)) {
        known.add(k);
        out.push(k);
      }
  return out;
}

/** Splits `--fields a,b , c` (repeatable) into names, dropping empties and duplicates. */
export function parseFieldList(values: readonly string[] | string | true | undefined): string[] | undefined {
  // `--fields` alone (true) asks for the list of fields, not a selection.
  if (values === undefined || values === true) return undefined;
  const list = (Array.isArray(values) ? values : [values])
    .flatMap((v) => v.split(","))
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length ? [...new Set(list)] : undefined;
}
