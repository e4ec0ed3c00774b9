// CSV as RFC 4180 (CRLF records, quotes doubled, fields with comma, quote, CR or LF quoted), UTF-8,
// header first. Columns come from --fields, else from the union of the first batch's flattened keys; a
// column first seen later cannot join a header already written, so it is reported once, never silently
// dropped. Cells that a spreadsheet would run as a formula get a leading `'` unless --raw-csv.
import { stringify } from "csv-stringify/sync";
import { type Cell, cellOf, flatten, getField, type JsonRecord, unionOfKeys } from "./flatten.js";
import type { RecordWriter, Sink, WriterOptions } from "./record-writer.js";

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Neutralises a cell a spreadsheet could run as a formula. Only strings: a JSON number such as -3 is data,
 * and quoting it would turn it into text.
 */
export function neutraliseCell(cell: Cell): Cell {
  return typeof cell === "string" && FORMULA_START.test(cell) ? `'${cell}` : cell;
}

const toField = (cell: Cell): string => (cell === null ? "" : String(cell));

/** Formats rows of fields as RFC 4180 text. */
export function csvRows(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], {
    record_delimiter: "\r\n",
    // csv-stringify quotes the configured record delimiter only; a lone CR or LF must be quoted too.
    quoted_match: /[\r\n]/,
  });
}

export const UTF8_BOM = "\uFEFF";

export function createCsvWriter(sink: Sink, options: WriterOptions): RecordWriter {
  const fixed = options.fields?.length ? [...options.fields] : undefined;
  let columns: string[] | undefined = fixed ?? options.resume?.columns;
  let started = options.resume?.started ?? false;
  let count = options.resume?.count ?? 0;
  const reported = new Set<string>();
  const cellFor = (record: JsonRecord, flat: Record<string, Cell>, column: string): Cell =>
    Object.hasOwn(flat, column) ? (flat[column] as Cell) : cellOf(getField(record, column));
  return {
    format: "csv",
    async writeBatch(records) {
      if (!records.length && started) return;
      const rows: string[][] = [];
      let prefix = "";
      if (!started) {
        columns ??= unionOfKeys(records);
        if (!columns.length && !records.length) return;
        prefix = `${options.bom ? UTF8_BOM : ""}${csvRows([columns])}`;
        started = true;
      }
      const cols = columns as string[];
      const known = fixed ? undefined : new Set(cols);
      for (const r of records) {
        const flat = flatten(r);
        if (known)
          for (const k of Object.keys(flat))
            if (!known.has(k) && !reported.has(k)) {
              reported.add(k);
              options.onNotice?.(
                `CSV column "${k}" first appeared after the header was written, so it is not in the file; pass --fields to choose the columns (or use JSONL, which keeps every field).`,
              );
            }
        rows.push(
          cols.map((c) => {
            const cell = cellFor(r, flat, c);
            return toField(options.rawCsv ? cell : neutraliseCell(cell));
          }),
        );
      }
      await sink(prefix + (rows.length ? csvRows(rows) : ""));
      count += records.length;
    },
    async end() {},
    state: () => ({ started, count, ...(columns ? { columns: [...columns] } : {}) }),
  };
}
