// The interfaces every output format implements and every caller writes through. Kept apart from the
// registry (writer.ts), which loads the formats: a format imports these, never the registry.
import type { JsonRecord } from "./flatten.js";
import type { OutputFormat } from "./format.js";

/** Where formatted text goes: stdout (respecting backpressure), a file, a buffer in tests. */
export type Sink = (chunk: string) => Promise<void>;

/** What a writer needs to carry on after a restart (kept in an export's checkpoint). */
export interface WriterState {
  /** Whether the header (CSV), the opening `[` (JSON) or any record has been written. */
  started: boolean;
  /** Records written so far. */
  count: number;
  /** The CSV columns in the header already written. */
  columns?: string[];
}

export interface WriterOptions {
  /** `--fields`: picks and orders columns (table, CSV) or keys (JSONL, JSON). */
  fields?: readonly string[];
  /** Table columns when no --fields is given; default: a few well-known profile fields present. */
  tableColumns?: readonly string[];
  /** Column headings for the table, by field name (default: the name with a capital). */
  tableHeadings?: Readonly<Record<string, string>>;
  /** CSV: no formula neutralisation (`--raw-csv`). */
  rawCsv?: boolean;
  /** CSV: a UTF-8 byte-order mark first (`--bom`). */
  bom?: boolean;
  /** Table: colour allowed. */
  color?: boolean;
  /** Table: terminal width. */
  width?: number;
  /** JSON: indent (a terminal); default compact, one record per line. */
  pretty?: boolean;
  /** Warnings for stderr (a CSV column first seen after the header was written). */
  onNotice?: (message: string) => void;
  /** Notes for stderr, not warnings (a table's columns left out to fit the terminal). */
  onNote?: (message: string) => void;
  /** Carry on from an earlier run (`--resume`): the header is already in the output. */
  resume?: WriterState;
}

export interface RecordWriter {
  readonly format: OutputFormat;
  /** Formats and writes a batch; resolves once the sink has taken it. */
  writeBatch(records: readonly JsonRecord[]): Promise<void>;
  /** Writes what closes the output (JSON's `]`); call once, after the last batch. */
  end(): Promise<void>;
  /** What a later run would need to append to this output. */
  state(): WriterState;
}
