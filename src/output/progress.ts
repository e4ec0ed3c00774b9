// The progress line of a long export, on a terminal's stderr only: people written of total, credits spent,
// rate and time left. Redrawn at most a few times a second so that it costs nothing next to the export.
import type { Writable } from "node:stream";
import { count, formatSeconds, plural, thousands } from "./text.js";
import { cutText } from "./text-width.js";

interface ProgressSnapshot {
  written: number;
  total: number | undefined;
  credits: number;
}

interface ProgressOptions {
  stream: Writable;
  now?: () => number;
  /** Minimum time between redraws (ms). */
  intervalMs?: number;
  label?: string;
  /**
   * The terminal's width: the line is cut to one column less, since a line that reaches the last column
   * wraps on many terminals, and a wrapped line is not erased by the next redraw (updates would stack).
   */
  columns?: number;
}

export interface Progress {
  update(s: ProgressSnapshot): void;
  /** Shows a passing state after the figures ("waiting 1s: rate limit") until the next update. */
  note(text: string): void;
  /** Erases the line (before other messages, and at the end). */
  clear(): void;
  /** Draws the line again after another message (if it was showing). */
  redraw(): void;
}

const fmt = thousands;

/** One progress line's text (pure: tested directly). */
export function progressLine(s: ProgressSnapshot, elapsedMs: number, startWritten = 0, label = ""): string {
  const total = s.total !== undefined ? ` / ${fmt(s.total)}` : "";
  const done = s.written - startWritten;
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
  const left =
    s.total !== undefined && rate > 0 ? ` · ${formatSeconds((s.total - s.written) / rate)} left` : "";
  const pct = s.total ? ` (${Math.floor((100 * s.written) / s.total)}%)` : "";
  return `${label}${fmt(s.written)}${total} ${plural(s.total ?? s.written, "person", "people")}${pct} · ${count(s.credits, "credit")} · ${fmt(Math.round(rate))}/s${left}`;
}

export function createProgress(options: ProgressOptions): Progress {
  const now = options.now ?? Date.now;
  const interval = options.intervalMs ?? 200;
  const started = now();
  let startWritten: number | undefined;
  let last = 0;
  let shown = false;
  let snapshot: ProgressSnapshot | undefined;
  let note = "";
  const draw = () => {
    if (!snapshot) return;
    const line = progressLine(snapshot, now() - started, startWritten, options.label ?? "");
    const text = `${line}${note ? ` · ${note}` : ""}`;
    const width = options.columns && options.columns > 1 ? options.columns - 1 : undefined;
    options.stream.write(`\r\x1b[2K${width ? cutText(text, width) : text}`);
    shown = true;
  };
  return {
    update(s) {
      startWritten ??= s.written;
      snapshot = s;
      const hadNote = note !== "";
      note = "";
      const t = now();
      const finished = s.total !== undefined && s.written >= s.total;
      if (!finished && !hadNote && t - last < interval) return;
      last = t;
      draw();
    },
    note(text) {
      note = text;
      draw();
    },
    clear() {
      if (shown) options.stream.write("\r\x1b[2K");
      shown = false;
    },
    redraw() {
      if (!shown && snapshot) draw();
    },
  };
}
