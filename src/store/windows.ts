// Budget windows: a calendar day and a calendar month in local time, as a user means "a daily
// allowance". Pure functions of a moment, so the edges (midnight, the first of the month, a change of
// daylight saving time) have unit tests.

export interface Window {
  start: number;
  end: number;
}

/** The local calendar day that holds `now`. */
export function dayWindow(now: number): Window {
  const d = new Date(now);
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const end = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
  return { start, end };
}

/** The local calendar month that holds `now`. */
export function monthWindow(now: number): Window {
  const d = new Date(now);
  return {
    start: new Date(d.getFullYear(), d.getMonth(), 1).getTime(),
    end: new Date(d.getFullYear(), d.getMonth() + 1, 1).getTime(),
  };
}

/** `2026-11-25`: a local date as the store's `day` buckets and `--since` name it. */
export function localDay(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** `2026-11-25 09:12`: a local time to the minute, as history lists it. */
export function localMinute(at: number): string {
  const d = new Date(at);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${localDay(at)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
