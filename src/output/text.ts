// Words for numbers: one home for plurals and thousands separators ("1 person", "2 people", "1,234
// credits"), durations ("850ms", "1.2s", "1m 05s", "1h 02m"), and JSON that is pretty on a terminal and
// compact in a pipe. No toLocaleString: its first call loads ICU data, ~20 ms on every start of a command
// that prints a count.

/** 1234567 → "1,234,567" (en-US grouping; fractions kept as they are). */
export function thousands(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int = "", frac] = String(Math.abs(n)).split(".");
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${n < 0 ? "-" : ""}${grouped}${frac !== undefined ? `.${frac}` : ""}`;
}

/** The word for `n` of a thing: `plural(1, "person", "people")` → "person"; the plural defaults to +s. */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return n === 1 ? singular : pluralForm;
}

/** A number with its noun: `count(1, "credit")` → "1 credit", `count(1500, "person", "people")` → "1,500 people". */
export function count(n: number, singular: string, pluralForm?: string): string {
  return `${thousands(n)} ${plural(n, singular, pluralForm)}`;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * A duration in whole seconds: `45s`, `1m 05s`, `1h 02m`; `?` when it is not one. `roundUp` for a wait the
 * service asked for, so that a retry is never said to be allowed earlier than it is; estimates round.
 */
export function formatSeconds(seconds: number, { roundUp = false }: { roundUp?: boolean } = {}): string {
  if (!Number.isFinite(seconds) || seconds < 0) return "?";
  const round = roundUp ? Math.ceil : Math.round;
  const s = round(seconds);
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad2(s % 60)}s`;
  const m = round(seconds / 60);
  return `${Math.floor(m / 60)}h ${pad2(m % 60)}m`;
}

/** A duration measured in milliseconds, as a stage shows it: `850ms`, `1.2s`, then as formatSeconds. */
export function formatMilliseconds(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return "?";
  if (Math.round(ms) < 1000) return `${Math.round(ms)}ms`;
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)}s`;
  return formatSeconds(ms / 1000);
}

/** A JSON value as one line of text: indented for a person at a terminal, compact for a pipe or a file. */
export function jsonText(value: unknown, pretty: boolean): string {
  return `${pretty ? JSON.stringify(value, null, 2) : JSON.stringify(value)}\n`;
}

/**
 * The one style for key/value output (`auth status`, `history show`, `credits`): each label padded to
 * the longest plus two spaces, then the value, wrapped under itself at `columns`; where a value comes
 * from, in parentheses two spaces after it. No colons, no box.
 */
export function keyValueLines(rows: readonly (readonly [string, string])[], columns = Infinity): string {
  const w = Math.max(...rows.map(([k]) => k.length)) + 2;
  const room = Math.max(20, columns - 1 - w);
  const out: string[] = [];
  for (const [k, v] of rows) {
    const parts: string[] = [];
    for (let rest = v; rest.length > 0; rest = rest.slice(room)) parts.push(rest.slice(0, room));
    out.push(`${k.padEnd(w)}${parts[0] ?? ""}`, ...parts.slice(1).map((p) => `${" ".repeat(w)}${p}`));
  }
  return `${out.join("\n")}\n`;
}
