// Moments given on the command line: `--since 7d`, `--since 2026-11-01`, `--before 2026-11-01T09:00`.
// A span counts back from now (m, h, d, w); a date is local midnight; a date and time is local unless it
// says its zone. Anything else is a usage error naming the flag and the shapes it takes.
import { UsageError } from "../errors.js";

const SPAN = /^(\d+)\s*(m|min|h|d|w)$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const UNIT_MS: Record<string, number> = {
  m: 60_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  w: 604_800_000,
};

/** The moment `text` names, in ms since the epoch. */
export function parseMoment(text: string, now: number, flag: string): number {
  const t = text.trim();
  const span = SPAN.exec(t);
  if (span) return now - Number(span[1]) * (UNIT_MS[(span[2] as string).toLowerCase()] as number);
  const date = DATE.exec(t);
  if (date) {
    const [y, m, d] = [Number(date[1]), Number(date[2]), Number(date[3])];
    const at = new Date(y, m - 1, d);
    if (at.getFullYear() === y && at.getMonth() === m - 1 && at.getDate() === d) return at.getTime();
  } else if (DATE_TIME.test(t)) {
    const at = Date.parse(t.replace(" ", "T"));
    if (Number.isFinite(at)) return at;
  }
  throw new UsageError(
    `${flag} ${JSON.stringify(text)} is not a date or a span of time`,
    `Give a span back from now (7d, 12h, 2w, 30m), a date (2026-11-01, local midnight) or a date and time (2026-11-01T09:30).`,
  );
}
