// Tables for a terminal. Columns come from --fields or a few well-known person fields that are present;
// the layout then fits the terminal without ever cutting a name: long text columns (the reason) wrap,
// other columns narrow and then, least useful first, drop out (a footnote says which); when even the name
// and the reason cannot sit side by side, each person becomes a block of lines instead. The layout is
// fixed by the first batch, so a walk over many pages prints one table whose widths never shift (a longer
// name on a later page is shortened with "…": wrapped, its second line would read as another row).
import { cellOf, getField, type JsonRecord } from "./flatten.js";
import type { RecordWriter, Sink, WriterOptions } from "./record-writer.js";
import { cutText, displayWidth, oneLine, pad, wrapText } from "./text-width.js";

/** Fields shown by default, in order, when present: the first match of each group becomes a column. */
const DEFAULT_TABLE_GROUPS: readonly (readonly string[])[] = [
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

// ---- Layout -----------------------------------------------------------------------------------------

/** How a column gives way when the terminal is narrow. */
type Role = "keep" | "wrap" | "fit";

/** Never cut: a person's name (it wraps inside its column if it must). */
const KEEP = new Set(["name"]);
/** Long text worth reading whole: wrapped over several lines rather than cut. */
const WRAP = new Set(["reason", "signals"]);
/** Which columns drop out first when even narrowed they do not fit, lowest first; unknown fields at 3. */
const DROP_RANK: Record<string, number> = {
  seniority: 1,
  location: 2,
  company: 4,
  currentCompany: 4,
  title: 5,
  currentTitle: 5,
  headline: 5,
  rank: 6,
};

const roleOf = (field: string): Role => (KEEP.has(field) ? "keep" : WRAP.has(field) ? "wrap" : "fit");

/** A wrapped column starts at most this wide; other columns at most this wide. */
const WRAP_CAP = 60;
const FIT_CAP = 40;
/** Narrowest a column that fits (or wraps) is made before columns start to drop out. */
const FIT_MIN = 14;

type TableLayout =
  | {
      kind: "grid";
      columns: string[];
      headings: string[];
      widths: number[];
      /** Rows may take several lines (a wrapped column): cells wrap instead of being cut, rules between rows. */
      multiline: boolean;
      /** Headings of the columns left out to fit. */
      hidden: string[];
      total: number;
    }
  | { kind: "stacked"; columns: string[]; headings: string[]; total: number };

/**
 * Fits `columns` into `total` terminal columns. Each step runs only while the table is still too wide:
 * wrapped columns narrow, other columns narrow, then columns drop out least useful first (never the name,
 * never a wrapped column, never a column the user picked with --fields), with wrapped columns giving up a
 * little more width between drops. What cannot fit even then is laid out as blocks (`stacked`).
 */
export function planLayout(
  records: readonly JsonRecord[],
  columns: readonly string[],
  options: { total: number; headings?: Readonly<Record<string, string>>; chosen?: boolean },
): TableLayout {
  const headings = columns.map((c) => options.headings?.[c] ?? heading(c));
  const total = Math.max(20, options.total);
  const roles = columns.map(roleOf);
  const natural = columns.map((c, i) =>
    Math.max(
      1,
      displayWidth(headings[i] as string),
      ...records.map((r) => displayWidth(oneLine(displayCell(getField(r, c))))),
    ),
  );
  const shown = columns.map(() => true);
  const widths = natural.map((n, i) =>
    roles[i] === "wrap" ? Math.min(n, WRAP_CAP) : roles[i] === "fit" ? Math.min(n, FIT_CAP) : n,
  );
  const count = () => shown.filter(Boolean).length;
  const avail = () => total - (3 * count() + 1);
  const sum = () => widths.reduce((a, w, i) => a + (shown[i] ? w : 0), 0);
  const over = () => sum() > avail();
  const shrink = (role: Role, floor: number) => {
    while (over()) {
      let at = -1;
      for (let i = 0; i < widths.length; i++)
        if (shown[i] && roles[i] === role && widths[i]! > Math.min(natural[i]!, floor))
          if (at < 0 || widths[i]! > widths[at]!) at = i;
      if (at < 0) return;
      widths[at]!--;
    }
  };
  const drop = (rank: number) => {
    if (options.chosen) return;
    for (let i = columns.length - 1; i >= 0 && over(); i--)
      if (shown[i] && roles[i] === "fit" && (DROP_RANK[columns[i]!] ?? 3) === rank && count() > 1)
        shown[i] = false;
  };
  shrink("wrap", 40);
  shrink("fit", FIT_MIN);
  shrink("wrap", 32);
  drop(1);
  drop(2);
  drop(3);
  shrink("wrap", 28);
  drop(4);
  shrink("wrap", 24);
  drop(5);
  shrink("wrap", 20);
  drop(6);
  const hasWrap = roles.some((r, i) => r === "wrap" && shown[i]);
  if (over()) return { kind: "stacked", columns: [...columns], headings, total };

  // Give back what is left: wrapped columns up to their cap, then the others (smallest need first), then
  // wrapped columns up to their whole text.
  let left = avail() - sum();
  const grow = (i: number, upTo: number) => {
    const add = Math.max(0, Math.min(left, upTo - widths[i]!));
    widths[i]! += add;
    left -= add;
  };
  const visible = columns.map((_, i) => i).filter((i) => shown[i]);
  for (const i of visible) if (roles[i] === "wrap") grow(i, Math.min(natural[i]!, WRAP_CAP));
  const fits = visible
    .filter((i) => roles[i] !== "wrap")
    .sort((a, b) => natural[a]! - widths[a]! - (natural[b]! - widths[b]!));
  for (const i of fits) grow(i, natural[i]!);
  for (const i of visible) if (roles[i] === "wrap") grow(i, natural[i]!);

  return {
    kind: "grid",
    columns: visible.map((i) => columns[i]!),
    headings: visible.map((i) => headings[i]!),
    widths: visible.map((i) => widths[i]!),
    multiline: hasWrap,
    hidden: columns
      .map((_, i) => i)
      .filter((i) => !shown[i])
      .map((i) => headings[i]!),
    total,
  };
}

// ---- Rendering --------------------------------------------------------------------------------------

interface Paint {
  border: (s: string) => string;
  head: (s: string) => string;
  bold: (s: string) => string;
  dim: (s: string) => string;
}

const paintFor = (color: boolean): Paint =>
  color
    ? {
        border: (s) => `\x1b[90m${s}\x1b[39m`,
        head: (s) => `\x1b[36m${s}\x1b[39m`,
        bold: (s) => `\x1b[1m${s}\x1b[22m`,
        dim: (s) => `\x1b[2m${s}\x1b[22m`,
      }
    : { border: (s) => s, head: (s) => s, bold: (s) => s, dim: (s) => s };

function rule(widths: readonly number[], [l, m, r]: readonly [string, string, string], p: Paint): string {
  return p.border(`${l}${widths.map((w) => "─".repeat(w + 2)).join(m)}${r}`);
}

function gridRow(cells: readonly string[][], widths: readonly number[], p: Paint, paint = (s: string) => s) {
  const height = Math.max(1, ...cells.map((c) => c.length));
  const bar = p.border("│");
  let out = "";
  for (let line = 0; line < height; line++)
    out += `${bar}${cells.map((c, i) => ` ${paint(pad(c[line] ?? "", widths[i]!))} `).join(bar)}${bar}\n`;
  return out;
}

function gridCells(layout: Extract<TableLayout, { kind: "grid" }>, record: JsonRecord): string[][] {
  return layout.columns.map((c, i) => {
    const text = oneLine(displayCell(getField(record, c)));
    const w = layout.widths[i]!;
    const role = roleOf(c);
    // In a table whose rows already take several lines nothing needs to be cut. A name is never cut where
    // the layout is planned (it sets the name column's width), only on a later page of a walk whose rows are
    // one line each: wrapped there, its second line would read as a row of its own.
    if (layout.multiline) return wrapText(text, w);
    if (role === "keep" && displayWidth(text) <= w) return [text];
    return [cutText(text, w)];
  });
}

function stackedBlock(
  layout: Extract<TableLayout, { kind: "stacked" }>,
  record: JsonRecord,
  p: Paint,
): string {
  const value = (c: string) => oneLine(displayCell(getField(record, c))).trim();
  const cols = layout.columns;
  const titleCol = cols.includes("name") ? "name" : cols[0]!;
  const rank = cols.includes("rank") && titleCol === "name" ? value("rank") : "";
  const first = `${rank ? `${rank}. ` : ""}${value(titleCol)}`;
  const indent = "   ";
  const width = Math.max(10, layout.total - indent.length - 1);
  const lines = wrapText(first, layout.total - 1).map((l, i) => (i === 0 ? p.bold(l) : l));
  const facts = cols
    .filter((c) => c !== titleCol && c !== "rank" && roleOf(c) !== "wrap")
    .map(value)
    .filter(Boolean);
  if (facts.length) lines.push(...wrapText(facts.join(" · "), width).map((l) => indent + l));
  for (const c of cols.filter((c) => roleOf(c) === "wrap")) {
    const text = value(c);
    if (text) lines.push(...wrapText(text, width).map((l) => indent + p.dim(l)));
  }
  return `${lines.join("\n")}\n`;
}

/** One batch of rows; `first` adds the top border and the header (a later batch continues the table). */
function renderBatch(
  layout: TableLayout,
  records: readonly JsonRecord[],
  options: { first: boolean; color?: boolean },
): string {
  const p = paintFor(Boolean(options.color));
  if (layout.kind === "stacked")
    return records
      .map((r, i) => (options.first && i === 0 ? "" : "\n") + stackedBlock(layout, r, p))
      .join("");
  const { widths } = layout;
  let out = "";
  if (options.first) {
    out += `${rule(widths, ["┌", "┬", "┐"], p)}\n`;
    out += gridRow(
      layout.headings.map((h, i) => [cutText(h, widths[i]!)]),
      widths,
      p,
      p.head,
    );
    out += `${rule(widths, ["├", "┼", "┤"], p)}\n`;
  }
  records.forEach((r, i) => {
    // Rows of several lines read apart only with a rule between them.
    if (layout.multiline && (i > 0 || !options.first)) out += `${rule(widths, ["├", "┼", "┤"], p)}\n`;
    out += gridRow(gridCells(layout, r), widths, p);
  });
  return out;
}

/** What ends a table: the bottom border. */
function renderEnd(layout: TableLayout, options: { color?: boolean } = {}): string {
  const p = paintFor(Boolean(options.color));
  if (layout.kind === "stacked") return "";
  return `${rule(layout.widths, ["└", "┴", "┘"], p)}\n`;
}

/**
 * The note naming the columns left out to fit, for stderr: it is about the terminal, not the data, and
 * must not land in what a pipe or a redirect keeps.
 */
export function leftOutNote(layout: TableLayout): string | undefined {
  if (layout.kind === "stacked" || layout.hidden.length === 0) return undefined;
  return `${layout.hidden.join(", ")} left out to fit ${layout.total} columns; --fields picks the columns, --json shows everything.`;
}

/**
 * A table over every batch: the first batch fixes the layout (columns and widths), later batches continue
 * the same table, and `end` closes it. So a walk prints one table, not one per page.
 */
export function createTableWriter(sink: Sink, options: WriterOptions): RecordWriter {
  let count = 0;
  let layout: TableLayout | undefined;
  return {
    format: "table",
    async writeBatch(records) {
      if (!records.length) return;
      const first = layout === undefined;
      if (!layout) {
        const chosen = Boolean(options.fields?.length);
        const columns = chosen
          ? options.fields!
          : options.tableColumns?.length
            ? options.tableColumns
            : defaultTableColumns(records);
        layout = planLayout(records, columns, {
          total: options.width ?? 80,
          ...(options.tableHeadings ? { headings: options.tableHeadings } : {}),
          chosen,
        });
      }
      await sink(renderBatch(layout, records, { first, color: options.color }));
      count += records.length;
    },
    async end() {
      if (!layout) return;
      await sink(renderEnd(layout, { color: options.color }));
      const note = leftOutNote(layout);
      if (note) options.onNote?.(note);
    },
    state: () => ({ started: count > 0, count }),
  };
}
