// Tables for a terminal: one table per batch (a page), columns from --fields or a few well-known person
// fields that are present, cells cut to fit the terminal width. Nested values read as text: an object of
// plain values as "a, b" (a location), a list of plain values joined with "; ".
import Table from "cli-table3";
import { cellOf, getField, type JsonRecord } from "./flatten.js";
import type { RecordWriter, Sink, WriterOptions } from "./writer.js";

/** Fields shown by default, in order, when present: the first match of each group becomes a column. */
export const DEFAULT_TABLE_GROUPS: readonly (readonly string[])[] = [
  ["rank"],
  ["name"],
  ["title", "currentTitle", "headline"],
  ["seniority"],
  ["company", "currentCompany"],
  ["location"],
  ["reason"],
];

/** The default columns for a batch of records. */
export function defaultTableColumns(records: readonly JsonRecord[]): string[] {
  const present = (f: string) => records.some((r) => getField(r, f) !== undefined);
  const cols: string[] = [];
  for (const group of DEFAULT_TABLE_GROUPS) {
    const hit = group.find(present);
    if (hit) cols.push(hit);
  }
  if (cols.length) return cols;
  return [...new Set(records.flatMap((r) => Object.keys(r)))].slice(0, 6);
}

/** Text of a value for a table cell. */
export function displayCell(value: unknown): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "object" && !Array.isArray(value)) {
    // An object with a name (an employer, say) reads as its name; one of plain values (a place) as a list.
    const name = (value as JsonRecord).name;
    if (typeof name === "string") return name;
    const vals = Object.values(value as JsonRecord);
    if (vals.every((v) => v === null || typeof v !== "object"))
      return vals.filter((v) => v !== null && v !== "").join(", ");
    return JSON.stringify(value);
  }
  const c = cellOf(value);
  return c === null ? "" : String(c);
}

const heading = (f: string) => f.charAt(0).toUpperCase() + f.slice(1);

function truncate(s: string, width: number): string {
  const flat = s.replace(/\s*[\r\n]+\s*/g, " ");
  const chars = [...flat];
  return chars.length <= width ? flat : `${chars.slice(0, Math.max(1, width - 1)).join("")}…`;
}

/** Column widths that fit `total` columns of terminal: the widest columns give way first. */
export function fitWidths(natural: readonly number[], total: number): number[] {
  const widths = natural.map((w) => Math.max(1, Math.min(w, 60)));
  // Each column costs its content plus two spaces of padding and one border.
  const budget = Math.max(widths.length * 4, total - (widths.length * 3 + 1));
  let sum = widths.reduce((a, b) => a + b, 0);
  while (sum > budget) {
    const max = Math.max(...widths);
    if (max <= 4) break;
    const i = widths.indexOf(max);
    widths[i] = max - 1;
    sum--;
  }
  return widths;
}

export function renderTable(
  records: readonly JsonRecord[],
  columns: readonly string[],
  options: Pick<WriterOptions, "color" | "width" | "tableHeadings"> = {},
): string {
  const heads = columns.map((c) => options.tableHeadings?.[c] ?? heading(c));
  const rows = records.map((r) => columns.map((c) => displayCell(getField(r, c))));
  const natural = columns.map((_, i) =>
    Math.max([...(heads[i] as string)].length, ...rows.map((row) => [...(row[i] as string)].length)),
  );
  const widths = fitWidths(natural, options.width ?? 80);
  const color = options.color ?? false;
  const table = new Table({
    head: heads.map((h, i) => truncate(h, widths[i] as number)),
    style: { head: color ? ["cyan"] : [], border: color ? ["grey"] : [] },
    // No rule between rows: a page of people reads better dense.
    chars: { mid: "", "left-mid": "", "mid-mid": "", "right-mid": "" },
  });
  for (const row of rows) table.push(row.map((cell, i) => truncate(cell, widths[i] as number)));
  return `${table.toString()}\n`;
}

export function createTableWriter(sink: Sink, options: WriterOptions): RecordWriter {
  let count = 0;
  return {
    format: "table",
    async writeBatch(records) {
      if (!records.length) return;
      const columns = options.fields?.length
        ? options.fields
        : options.tableColumns?.length
          ? options.tableColumns
          : defaultTableColumns(records);
      await sink(renderTable(records, columns, options));
      count += records.length;
    },
    async end() {},
    state: () => ({ started: count > 0, count }),
  };
}
