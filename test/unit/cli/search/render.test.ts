import { describe, expect, it } from "vitest";
import { emptyResponse } from "../../../../src/api/stream.js";
import {
  closeOpenStages,
  initialState,
  matchOpenStage,
  openStageLines,
  partialLine,
  reduce,
  type ScreenState,
  type Stage,
  stageLine,
} from "../../../../src/cli/commands/search/render.js";
import type { SearchEvent } from "../../../../src/contract/events.js";
import { summaryLine, wrapAnswer } from "../../../../src/output/answer.js";

const at = (i: number) => i * 100;

/** The screen after a whole recorded sequence, event i arriving at `now(i)`. */
function reduceAll(events: Iterable<SearchEvent>, now: (i: number) => number = () => 0): ScreenState {
  let s = initialState();
  let i = 0;
  for (const e of events) s = reduce(s, e, now(i++));
  return s;
}

describe("reduce: stages", () => {
  it("overlapping stages close by id, whatever order they end in", () => {
    const s = reduceAll(
      [
        { type: "step", id: "a", label: "Reading code hosts" },
        { type: "step", id: "b", label: "Reading profiles" },
        { type: "step_done", id: "b", durationMs: 1200 },
        { type: "step_done", id: "a", durationMs: 2500 },
      ],
      at,
    );
    expect(s.stages.map((st) => [st.label, st.status, st.durationMs])).toEqual([
      ["Reading code hosts", "ok", 2500],
      ["Reading profiles", "ok", 1200],
    ]);
    // Settled lines appear in the order the stages finished.
    expect(s.log.map((e) => (e.kind === "stage" ? e.stage.label : ""))).toEqual([
      "Reading profiles",
      "Reading code hosts",
    ]);
  });

  it.each<[string, SearchEvent[], SearchEvent, string]>([
    [
      "by id over label",
      [
        { type: "step", id: "1", label: "Same" },
        { type: "step", id: "2", label: "Same" },
      ],
      { type: "step_done", id: "2", label: "Same" },
      "2",
    ],
    [
      "by label when the id is unknown",
      [
        { type: "step", id: "1", label: "First" },
        { type: "step", id: "2", label: "Second" },
      ],
      { type: "step_done", id: "zzz", label: "Second" },
      "2",
    ],
    [
      "by label when there is no id",
      [
        { type: "step", name: "First" },
        { type: "step", name: "Second" },
      ],
      { type: "step_done", title: "Second" },
      "Second",
    ],
    [
      "the oldest open stage otherwise",
      [
        { type: "step", id: "1", label: "First" },
        { type: "step", id: "2", label: "Second" },
      ],
      { type: "step_done" },
      "1",
    ],
  ])("step_done matches %s", (_name, opens, done, expected) => {
    const s = reduceAll([...opens, done], at);
    const closed = s.stages.find((st) => st.status === "ok")!;
    expect(closed.id ?? closed.label).toBe(expected);
    expect(s.stages.filter((st) => st.status === "running")).toHaveLength(1);
  });

  it.each<[string, SearchEvent, string]>([
    ["label", { type: "step", label: "L", name: "N" }, "L"],
    ["name", { type: "step", name: "N", title: "T" }, "N"],
    ["title", { type: "step", title: "T", step: "S" }, "T"],
    ["step", { type: "step", step: "S", message: "M" }, "S"],
    ["message", { type: "step", message: "M" }, "M"],
    ["a non-string label skipped", { type: "step", label: 3, name: "N" }, "N"],
    ["nothing: a generic label", { type: "step" }, "Working"],
  ])("a stage's label comes from %s", (_n, event, label) => {
    expect(reduce(initialState(), event, 0).stages[0]!.label).toBe(label);
  });

  it("a failed stage is crossed with its error; a missing duration is measured", () => {
    const s = reduceAll(
      [
        { type: "step", id: "x", label: "Reading code hosts" },
        { type: "step_done", id: "x", error: "source timed out" },
      ],
      at,
    );
    expect(s.stages[0]).toMatchObject({ status: "failed", error: "source timed out", durationMs: 100 });
    expect(stageLine(s.stages[0]!, { now: 0, frame: 0 })).toBe(
      "✖ Reading code hosts (100ms) source timed out",
    );
  });

  it("a step_done with nothing open still shows as a finished stage", () => {
    const s = reduce(initialState(), { type: "step_done", label: "Ranking", durationMs: 10 }, 5);
    expect(s.stages).toHaveLength(1);
    expect(s.stages[0]).toMatchObject({ label: "Ranking", status: "ok", durationMs: 10 });
  });

  it("ids may be numbers", () => {
    const s = reduceAll(
      [
        { type: "step", id: 1, label: "A" },
        { type: "step", id: 2, label: "B" },
        { type: "step_done", id: 2 },
      ],
      at,
    );
    expect(s.stages.map((st) => st.status)).toEqual(["running", "ok"]);
  });

  it("closeOpenStages marks what was still running", () => {
    const s = reduceAll(
      [
        { type: "step", id: "a", label: "A" },
        { type: "step", id: "b", label: "B" },
        { type: "step_done", id: "a" },
      ],
      at,
    );
    const c = closeOpenStages(s, 1000, "interrupted");
    expect(c.stages.map((st) => st.status)).toEqual(["ok", "unfinished"]);
    expect(stageLine(c.stages[1]!, { now: 0, frame: 0 })).toBe("✖ B (900ms, interrupted)");
    expect(closeOpenStages(c, 2000, "again")).toBe(c);
  });
});

describe("reduce: content", () => {
  it.each<[string, SearchEvent]>([
    ["text", { type: "token", text: "a", token: "b" }],
    ["token", { type: "token", token: "a", content: "b" }],
    ["content", { type: "token", content: "a", delta: "b" }],
    ["delta", { type: "token", delta: "a" }],
  ])("a token's text comes from %s", (_n, event) => {
    expect(reduce(initialState(), event, 0).response.answer).toBe("a");
  });

  it("tokens accumulate; tokens without text are ignored", () => {
    const s = reduceAll([
      { type: "token", text: "Found " },
      { type: "token" },
      { type: "token", text: 5 },
      { type: "token", delta: "three." },
    ]);
    expect(s.response.answer).toBe("Found three.");
  });

  it.each<[string, SearchEvent]>([
    ["top level", { type: "balance", charged: 3, balance: 97 }],
    ["under credits", { type: "balance", credits: { charged: 3, balance: 97 } }],
  ])("balance at %s", (_n, event) => {
    expect(reduce(initialState(), event, 0).response.credits).toEqual({ charged: 3, balance: 97 });
  });

  it("people, companies, repos carry arrays under their own name; anything else is ignored", () => {
    const s = reduceAll([
      { type: "people", people: [{ key: "k", name: "Ana Example" }] },
      { type: "companies", companies: [{ name: "Acme" }] },
      { type: "repos", repos: "not an array" },
      { type: "people", items: [] },
    ]);
    expect(s.response.people).toEqual([{ key: "k", name: "Ana Example" }]);
    expect(s.response.companies).toEqual([{ name: "Acme" }]);
    expect(s.response.repos).toEqual([]);
  });

  it("people_partial logs what one source found, tolerating missing fields", () => {
    const s = reduceAll([
      { type: "people_partial", source: "code hosts", people: [{ name: "A" }, { name: "B" }, { x: 1 }] },
      { type: "people_partial" },
    ]);
    expect(s.log).toEqual([
      { kind: "partial", partial: { source: "code hosts", count: 3, names: ["A", "B"] } },
      { kind: "partial", partial: { source: "a source", count: 0, names: [] } },
    ]);
    expect(partialLine({ source: "p", count: 5, names: ["A", "B", "C", "D", "E"] })).toBe(
      "  ↳ p: 5 people (A, B, C, +2 more)",
    );
  });

  it("unknown event types are counted and change nothing else", () => {
    const s = reduceAll([{ type: "thinking", text: "hmm" }, { type: "heartbeat" }, { type: "done" }]);
    expect(s).toMatchObject({ unknown: 2, events: 3, response: { answer: "" }, finished: "done" });
  });

  it("an error event keeps what was received", () => {
    const s = reduceAll([
      { type: "token", text: "Partial" },
      { type: "error", message: "source failed" },
    ]);
    expect(s).toMatchObject({ finished: "error", error: "source failed", response: { answer: "Partial" } });
    expect(reduceAll([{ type: "error" }]).error).toBe("the search failed");
  });

  it("never mutates the previous state", () => {
    const before = reduceAll([{ type: "step", id: "a", label: "A" }]);
    const snapshot = JSON.stringify(before);
    reduce(before, { type: "step_done", id: "a" }, 5);
    reduce(before, { type: "token", text: "x" }, 5);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe("views", () => {
  it("a running stage shows a spinner frame and its elapsed time", () => {
    const st: Stage = { seq: 0, label: "Ranking", startedAt: 0, status: "running" };
    expect(stageLine(st, { now: 1500, frame: 1 })).toBe("⠙ Ranking 1.5s");
  });

  it("live lines are cut to the terminal width", () => {
    const s = reduce(initialState(), { type: "step", label: "x".repeat(200) }, 0);
    const [line] = openStageLines(s, { now: 0, frame: 0, width: 40 });
    expect([...line!].length).toBe(39);
    expect(line!.endsWith("…")).toBe(true);
  });

  it.each<[string, string, number, boolean, string[], string]>([
    ["short text stays live", "Found three", 20, false, [], "Found three"],
    ["newlines commit lines", "One.\nTwo", 20, false, ["One."], "Two"],
    ["full lines commit", "alpha beta gamma delta", 12, false, ["alpha beta"], "gamma delta"],
    ["final commits the rest", "alpha beta", 20, true, ["alpha beta"], ""],
    ["long words are split", "abcdefghijklmnopqrstuvwxyz", 10, false, ["abcdefghij", "klmnopqrst"], "uvwxyz"],
  ])("wrapAnswer: %s", (_n, text, width, final, lines, rest) => {
    expect(wrapAnswer(text, width, final)).toEqual({ lines, rest });
  });

  it("the rest of a wrap is the exact tail of the text (so no character is lost or repeated)", () => {
    const text = "The quick brown fox jumps over the lazy dog and keeps on running";
    const { rest } = wrapAnswer(text, 15);
    expect(text.endsWith(rest)).toBe(true);
  });

  it.each([
    [{ people: [{}, {}], credits: { charged: 3, balance: 97 } }, "2 people · 3 credits charged · balance 97"],
    [{ people: [{}], companies: [{}], repos: [{}, {}] }, "1 person · 1 company · 2 repos"],
    [{}, "0 people"],
  ])("summaryLine %#", (parts, line) => {
    expect(summaryLine({ ...emptyResponse(), ...parts } as Parameters<typeof summaryLine>[0])).toBe(line);
  });

  it("matchOpenStage returns -1 when nothing is open", () => {
    expect(matchOpenStage([], "a", "b")).toBe(-1);
  });
});
