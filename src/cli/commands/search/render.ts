// The agentic search display as a pure reducer: events in, screen state out, plus pure views of that state
// (stage lines, the live region, answer wrapping). The terminal drawer (screen.ts) only decides when to
// draw; everything about what is shown is here and unit-tested on recorded event sequences. Fields are
// read tolerantly (cli-contract.md, "Reading the stream tolerantly"): any of them may be missing.

import { emptyResponse, eventArray, eventLabel, foldEvent } from "../../../api/stream.js";
import type { SearchEvent } from "../../../contract/events.js";
import { EVENT_TYPES } from "../../../contract/events.js";
import type { AgenticSearchResponse, JsonObject } from "../../../contract/schemas.js";
import { count, formatMilliseconds } from "../../../output/text.js";

type StageStatus = "running" | "ok" | "failed" | "unfinished";

export interface Stage {
  /** Order of arrival, stable across updates. */
  seq: number;
  id?: string;
  label: string;
  startedAt: number;
  status: StageStatus;
  durationMs?: number;
  error?: string;
}

interface SourcePartial {
  source: string;
  count: number;
  names: string[];
}

/** Lines that stay on screen once they happen, in the order they happened. */
type LogEntry = { kind: "stage"; stage: Stage } | { kind: "partial"; partial: SourcePartial };

export interface ScreenState {
  /** Every stage seen, in start order. */
  stages: Stage[];
  log: LogEntry[];
  /** The answer, people, companies, repos and credits so far: the client's own fold of the events. */
  response: AgenticSearchResponse;
  finished: "done" | "error" | undefined;
  /** The `error` event's message. */
  error: string | undefined;
  /** Events seen, and how many of them had a type this version does not know. */
  events: number;
  unknown: number;
  nextSeq: number;
}

export function initialState(): ScreenState {
  return {
    stages: [],
    log: [],
    response: emptyResponse(),
    finished: undefined,
    error: undefined,
    events: 0,
    unknown: 0,
    nextSeq: 0,
  };
}

const KNOWN = new Set<string>(EVENT_TYPES);

const idOf = (e: JsonObject): string | undefined =>
  typeof e.id === "string" ? e.id : typeof e.id === "number" ? String(e.id) : undefined;

/**
 * The stage a `step_done` closes: the open stage with the same `id`, else the same label, else the oldest
 * open stage. Returns the index in `stages`, or -1 when nothing is open.
 */
export function matchOpenStage(
  stages: readonly Stage[],
  id: string | undefined,
  label: string | undefined,
): number {
  const open = (s: Stage) => s.status === "running";
  if (id !== undefined) {
    const i = stages.findIndex((s) => open(s) && s.id === id);
    if (i >= 0) return i;
  }
  if (label !== undefined) {
    const i = stages.findIndex((s) => open(s) && s.label === label);
    if (i >= 0) return i;
  }
  return stages.findIndex(open);
}

function personName(p: unknown): string | undefined {
  if (!p || typeof p !== "object") return undefined;
  const name = (p as JsonObject).name;
  return typeof name === "string" && name ? name : undefined;
}

/**
 * Folds one event into the state; never mutates `state`. `now` is when the event arrived (ms). What the
 * run found is folded by the client's step (api/stream.ts), so `--json` and the display agree; the
 * stages, the sources' partial finds and how the run ended are the display's own.
 */
export function reduce(state: ScreenState, event: SearchEvent, now: number): ScreenState {
  const s: ScreenState = { ...state, events: state.events + 1, response: foldEvent(state.response, event) };
  switch (event.type) {
    case "step": {
      const stage: Stage = {
        seq: s.nextSeq,
        label: eventLabel(event) ?? "Working",
        startedAt: now,
        status: "running",
      };
      const id = idOf(event);
      if (id !== undefined) stage.id = id;
      s.nextSeq++;
      s.stages = [...s.stages, stage];
      return s;
    }
    case "step_done": {
      const label = eventLabel(event);
      const i = matchOpenStage(s.stages, idOf(event), label);
      const failed = event.error !== undefined && event.error !== null && event.error !== false;
      const base: Stage =
        i >= 0
          ? s.stages[i]!
          : // A `step_done` for a stage never announced still shows: something finished.
            { seq: s.nextSeq++, label: label ?? "Stage", startedAt: now, status: "running" };
      const closed: Stage = {
        ...base,
        status: failed ? "failed" : "ok",
        durationMs:
          typeof event.durationMs === "number" && Number.isFinite(event.durationMs)
            ? event.durationMs
            : Math.max(0, now - base.startedAt),
      };
      if (failed) closed.error = typeof event.error === "string" ? event.error : "failed";
      s.stages = i >= 0 ? s.stages.map((st, k) => (k === i ? closed : st)) : [...s.stages, closed];
      s.log = [...s.log, { kind: "stage", stage: closed }];
      return s;
    }
    case "people_partial": {
      const people = eventArray(event, "people") ?? [];
      const source = (typeof event.source === "string" && event.source) || eventLabel(event) || "a source";
      const names = people.map(personName).filter((n): n is string => n !== undefined);
      s.log = [...s.log, { kind: "partial", partial: { source, count: people.length, names } }];
      return s;
    }
    case "token":
    case "people":
    case "companies":
    case "repos":
    case "balance":
      return s;
    case "done":
      s.finished = "done";
      return s;
    case "error":
      s.finished = "error";
      s.error = (typeof event.message === "string" && event.message) || "the search failed";
      return s;
    default:
      if (!KNOWN.has(event.type)) s.unknown++;
      return s;
  }
}

/** Closes every open stage as unfinished (the run failed, was interrupted, or the stream dropped). */
export function closeOpenStages(state: ScreenState, now: number, why: string): ScreenState {
  if (!state.stages.some((st) => st.status === "running")) return state;
  const closedNow: Stage[] = [];
  const stages = state.stages.map((st) => {
    if (st.status !== "running") return st;
    const c: Stage = { ...st, status: "unfinished", durationMs: Math.max(0, now - st.startedAt), error: why };
    closedNow.push(c);
    return c;
  });
  return {
    ...state,
    stages,
    log: [...state.log, ...closedNow.map((stage) => ({ kind: "stage" as const, stage }))],
  };
}

// ---- Views ---------------------------------------------------------------------------------------------

export interface Paint {
  ok: (s: string) => string;
  fail: (s: string) => string;
  warn: (s: string) => string;
  dim: (s: string) => string;
  accent: (s: string) => string;
}

const plainPaint: Paint = {
  ok: (s) => s,
  fail: (s) => s,
  warn: (s) => s,
  dim: (s) => s,
  accent: (s) => s,
};

const SPINNER_FRAMES = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"];

/** One line for a stage: a spinner while running, then ticked, crossed, or marked unfinished. */
export function stageLine(stage: Stage, opts: { now: number; frame: number; paint?: Paint }): string {
  const p = opts.paint ?? plainPaint;
  switch (stage.status) {
    case "running":
      return `${p.accent(SPINNER_FRAMES[opts.frame % SPINNER_FRAMES.length]!)} ${stage.label} ${p.dim(formatMilliseconds(opts.now - stage.startedAt))}`;
    case "ok":
      return `${p.ok("✔")} ${stage.label} ${p.dim(`(${formatMilliseconds(stage.durationMs ?? 0)})`)}`;
    case "failed":
      return `${p.fail("✖")} ${stage.label} ${p.dim(`(${formatMilliseconds(stage.durationMs ?? 0)})`)}${stage.error ? ` ${p.fail(stage.error)}` : ""}`;
    case "unfinished":
      return `${p.warn("✖")} ${stage.label} ${p.dim(`(${formatMilliseconds(stage.durationMs ?? 0)}, ${stage.error ?? "unfinished"})`)}`;
  }
}

/** What one source found, before the merge: as many of the first three names as fit in `width`. */
export function partialLine(partial: SourcePartial, paint: Paint = plainPaint, width = Infinity): string {
  const head = `  ${paint.dim("↳")} ${partial.source}: ${count(partial.count, "person", "people")}`;
  const plainHead = `  ↳ ${partial.source}: ${count(partial.count, "person", "people")}`;
  for (let n = Math.min(3, partial.names.length); n > 0; n--) {
    const shown = partial.names.slice(0, n).join(", ");
    const more = partial.names.length > n ? `, +${partial.names.length - n} more` : "";
    if ([...`${plainHead} (${shown}${more})`].length <= width)
      return `${head}${paint.dim(` (${shown}${more})`)}`;
  }
  return head;
}

/** A line of the log, kept within `width` columns (a terminal would break it anywhere). */
export function logLine(entry: LogEntry, opts: { now: number; paint?: Paint; width?: number }): string {
  const width = opts.width ?? Infinity;
  return entry.kind === "stage"
    ? fitLine(stageLine(entry.stage, { now: opts.now, frame: 0, paint: opts.paint }), width)
    : partialLine(entry.partial, opts.paint, width);
}

/** `line` as it is when it fits in `width`, else cut (and without its colours, so no escape is cut). */
function fitLine(line: string, width: number): string {
  const bare = line.replace(/\x1b\[[0-9;]*m/g, "");
  return [...bare].length <= width ? line : truncateLine(bare, width);
}

/** Code points, so a cut never splits a surrogate pair. */
export function truncateLine(line: string, width: number): string {
  const chars = [...line];
  return chars.length <= width ? line : `${chars.slice(0, Math.max(1, width - 1)).join("")}…`;
}

/** The open stages, as the live region shows them under everything already printed. */
export function openStageLines(
  state: ScreenState,
  opts: { now: number; frame: number; width: number; paint?: Paint },
): string[] {
  return state.stages
    .filter((st) => st.status === "running")
    .map((st) => truncateLine(stageLine(st, opts), Math.max(10, opts.width - 1)));
}
