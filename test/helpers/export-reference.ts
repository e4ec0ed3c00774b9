// The yardstick for stopped and resumed exports: one uninterrupted `find FILTERS --all -o FILE` per format,
// the cursors of its walk in order, and checks that a finished file is that export byte for byte and that a
// resumed run fetched no page already in the file. The state is module state, read through live bindings
// (`reference`, `cursorOrder`, `totalCount`) by the one test file that imports it and calls makeReference.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import type { RecordedRequest, RunningSandbox } from "../../src/sandbox/index.js";

// Engineers in one country: 30 pages of 50, enough to stop anywhere in, and each walk stays short.
export const FILTERS = ["--title", "engineer", "--country", "India", "--limit", "50"];
export type Format = "csv" | "jsonl";
export const reference: Record<Format, string> = { csv: "", jsonl: "" };
/** The cursors of the walk in order (null for the first page), from an uninterrupted export. */
export let cursorOrder: (string | null)[] = [];
export let totalCount = 0;
let sb: RunningSandbox;

/** A run of `people ARGS`, spawned or in-process. */
type Run = (args: string[]) => Promise<{ exitCode?: number; stderr: string }>;

/** Makes the reference exports of FILTERS (CSV and JSONL) in `dir` with `run` against `sandbox`. */
export async function makeReference(sandbox: RunningSandbox, run: Run, dir: string): Promise<void> {
  sb = sandbox;
  for (const format of ["csv", "jsonl"] as const) {
    const file = join(dir, `reference.${format}`);
    const from = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    expect(r.exitCode, r.stderr).toBe(0);
    reference[format] = readFileSync(file, "utf8");
    if (format === "jsonl") {
      const reqs = searchesSince(from);
      cursorOrder = reqs.map(cursorOf);
      totalCount = peopleIn(reference.jsonl, "jsonl").length;
      // Every page once, no more.
      expect(new Set(cursorOrder).size).toBe(cursorOrder.length);
    }
  }
  expect(cursorOrder.length).toBeGreaterThan(10);
}

export const searchesSince = (from: number): RecordedRequest[] =>
  sb.requests.slice(from).filter((r) => r.path.endsWith("/people/search"));
export const cursorOf = (r: RecordedRequest) =>
  ((r.body as { cursor?: string | null }).cursor ?? null) as string | null;
export const pageIndex = (cursor: string | null) => {
  const i = cursorOrder.indexOf(cursor);
  if (i < 0) throw new Error(`cursor not in the walk: ${cursor}`);
  return i;
};
export const checkpointOf = (file: string) => `${file}.people-checkpoint.json`;

export function readCheckpoint(
  file: string,
): { pages: number; nextCursor: string | null; written: number } | undefined {
  try {
    return JSON.parse(readFileSync(checkpointOf(file), "utf8"));
  } catch {
    return undefined;
  }
}

export async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export function peopleIn(text: string, format: Format): string[] {
  if (format === "jsonl")
    return text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id as string);
  return text
    .split("\r\n")
    .slice(1)
    .filter(Boolean)
    .map((row) => row.split(",")[0] as string);
}

/** The file after a resume is the reference export, every person exactly once, in order. */
export function expectComplete(file: string, format: Format) {
  const text = readFileSync(file, "utf8");
  expect(text).toBe(reference[format]);
  const ids = peopleIn(text, format);
  expect(ids).toHaveLength(totalCount);
  expect(new Set(ids).size).toBe(totalCount);
  expect(existsSync(checkpointOf(file))).toBe(false);
}

/** No page already in the file when the run stopped was fetched by the resumed run. */
export function expectNoRefetch(resumed: RecordedRequest[], nextCursor: string | null) {
  const ok = resumed.filter((r) => r.status === 200);
  expect(ok.length).toBeGreaterThan(0);
  expect(cursorOf(ok[0] as RecordedRequest)).toBe(nextCursor);
  const firstMissing = pageIndex(nextCursor);
  for (const r of resumed) expect(pageIndex(cursorOf(r))).toBeGreaterThanOrEqual(firstMissing);
}

/** How many whole pages of the reference export `text` (a prefix of it) holds. */
export function wholePages(text: string, format: Format): number {
  const ref = reference[format];
  expect(ref.startsWith(text)).toBe(true);
  // The whole export, its last page short of 50 people (killed after the last write, before the end).
  if (text === ref) return cursorOrder.length;
  const sep = format === "jsonl" ? "\n" : "\r\n";
  const perPage = 50;
  let records = 0;
  let at = format === "csv" ? ref.indexOf(sep) + sep.length : 0;
  for (;;) {
    const end = ref.indexOf(sep, at);
    if (end < 0 || end + sep.length > text.length) break;
    records++;
    at = end + sep.length;
  }
  return Math.min(Math.floor(records / perPage), cursorOrder.length);
}

/**
 * A kill -9 costs at most the one page in flight: the resumed run starts right after the whole pages in the
 * file, and buys again at most one page the killed run had bought.
 */
export function expectAtMostOnePageBoughtTwice(
  killed: RecordedRequest[],
  resumed: RecordedRequest[],
  pagesInFile: number,
) {
  const ok = resumed.filter((r) => r.status === 200);
  if (pagesInFile < cursorOrder.length)
    expect(pageIndex(cursorOf(ok[0] as RecordedRequest))).toBe(pagesInFile);
  for (const r of resumed) expect(pageIndex(cursorOf(r))).toBeGreaterThanOrEqual(pagesInFile);
  const bought = new Set(killed.filter((r) => r.status === 200).map(cursorOf));
  const twice = ok.filter((r) => bought.has(cursorOf(r)));
  expect(twice.length).toBeLessThanOrEqual(1);
}
