import { describe, expect, it } from "vitest";
import { StreamError, StreamIncompleteError } from "../../../src/api/errors.js";
import {
  accumulateResponse,
  EventStream,
  emptyResponse,
  eventCredits,
  eventLabel,
  eventText,
  foldEvent,
  parseEventData,
} from "../../../src/api/stream.js";
import type { SearchEvent } from "../../../src/contract/events.js";

/** A body that yields the given chunks, optionally failing at the end as a dropped socket would. */
function body(chunks: string[], opts: { failWith?: Error } = {}) {
  const state = { destroyed: false };
  const iterable = {
    destroy() {
      state.destroyed = true;
    },
    async *[Symbol.asyncIterator]() {
      for (const c of chunks) yield new TextEncoder().encode(c);
      if (opts.failWith) throw opts.failWith;
    },
  };
  return { iterable, state };
}

const sse = (...events: object[]) => events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join("");

async function collect(stream: EventStream): Promise<{ events: SearchEvent[]; error?: unknown }> {
  const events: SearchEvent[] = [];
  try {
    for await (const e of stream) events.push(e);
    return { events };
  } catch (error) {
    return { events, error };
  }
}

describe("EventStream", () => {
  it("yields events in order and ends at done", async () => {
    const { iterable } = body([
      sse({ type: "step", label: "a" }, { type: "token", text: "hi" }, { type: "done" }),
    ]);
    const { events, error } = await collect(new EventStream(iterable));
    expect(error).toBeUndefined();
    expect(events.map((e) => e.type)).toEqual(["step", "token", "done"]);
  });

  it("reassembles events split across chunks, with CRLF line ends", async () => {
    const text = sse({ type: "token", text: "héllo" }, { type: "done" }).replace(/\n/g, "\r\n");
    const bytes = new TextEncoder().encode(text);
    // Split in the middle of the multi-byte character too.
    const cut = text.indexOf("é") + 1;
    const chunks = [bytes.slice(0, cut), bytes.slice(cut, cut + 3), bytes.slice(cut + 3)];
    const iterable = {
      async *[Symbol.asyncIterator]() {
        yield* chunks;
      },
    };
    const { events } = await collect(new EventStream(iterable));
    expect(events[0]).toEqual({ type: "token", text: "héllo" });
    expect(events).toHaveLength(2);
  });

  it("passes unknown types through and skips lines that are not JSON objects", async () => {
    const raw = `: keep-alive\n\ndata: not json\n\ndata: [1,2]\n\n${sse({ type: "mystery", x: 1 }, { type: "done" })}`;
    const { events } = await collect(new EventStream(body([raw]).iterable));
    expect(events).toEqual([{ type: "mystery", x: 1 }, { type: "done" }]);
  });

  it("yields an error event, then throws StreamError with its message", async () => {
    const { events, error } = await collect(
      new EventStream(
        body([sse({ type: "step", label: "a" }, { type: "error", message: "the search failed" })]).iterable,
      ),
    );
    expect(events.map((e) => e.type)).toEqual(["step", "error"]);
    expect(error).toBeInstanceOf(StreamError);
    expect((error as Error).message).toBe("the search failed");
  });

  it("throws StreamIncompleteError when the body ends without done or error", async () => {
    const { events, error } = await collect(
      new EventStream(body([sse({ type: "step", label: "a" })]).iterable),
    );
    expect(events).toHaveLength(1);
    expect(error).toBeInstanceOf(StreamIncompleteError);
  });

  it("throws StreamIncompleteError when the connection drops", async () => {
    const reset = Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" });
    const { error } = await collect(
      new EventStream(body([sse({ type: "token", text: "x" })], { failWith: reset }).iterable),
    );
    expect(error).toBeInstanceOf(StreamIncompleteError);
    expect((error as Error).cause).toBe(reset);
  });

  it("accepts a final event without its blank line", async () => {
    const { events, error } = await collect(new EventStream(body([`data: {"type":"done"}`]).iterable));
    expect(error).toBeUndefined();
    expect(events).toEqual([{ type: "done" }]);
  });

  it("breaking out releases the connection", async () => {
    const { iterable, state } = body([
      sse({ type: "token", text: "a" }, { type: "token", text: "b" }, { type: "done" }),
    ]);
    for await (const _e of new EventStream(iterable)) break;
    expect(state.destroyed).toBe(true);
  });
});

describe("tolerant field readers", () => {
  it.each([
    [{ label: "L", name: "N" }, "L"],
    [{ name: "N", title: "T" }, "N"],
    [{ title: "T" }, "T"],
    [{ step: "S" }, "S"],
    [{ message: "M" }, "M"],
    [{ label: 3, name: "N" }, "N"],
    [{}, undefined],
  ])("label of %j is %j", (e, l) => expect(eventLabel(e)).toBe(l));

  it.each([
    [{ text: "a", token: "b" }, "a"],
    [{ token: "b" }, "b"],
    [{ content: "c" }, "c"],
    [{ delta: "d" }, "d"],
    [{ delta: 1 }, undefined],
  ])("text of %j is %j", (e, t) => expect(eventText(e)).toBe(t));

  it.each([
    [
      { charged: 3, balance: 97 },
      { charged: 3, balance: 97 },
    ],
    [{ credits: { charged: 2, balance: 5 } }, { charged: 2, balance: 5 }],
    [{ nothing: 1 }, undefined],
  ])("credits of %j are %j", (e, c) => expect(eventCredits(e)).toEqual(c));

  it("parseEventData rejects objects without a string type", () => {
    expect(parseEventData('{"kind":"x"}')).toBeUndefined();
    expect(parseEventData('{"type":"x"}')).toEqual({ type: "x" });
  });
});

describe("foldEvent", () => {
  it("returns a new response for an event that adds something, and never changes the one it was given", () => {
    const before = emptyResponse();
    const after = foldEvent(before, { type: "token", text: "Hi" });
    expect(after).not.toBe(before);
    expect(after.answer).toBe("Hi");
    expect(before.answer).toBe("");
  });

  it.each<[string, SearchEvent]>([
    ["a token without text", { type: "token" }],
    ["people without an array", { type: "people", people: "none" }],
    ["a balance without numbers", { type: "balance", note: "later" }],
    ["a stage", { type: "step", label: "Reading" }],
    ["an unknown type", { type: "heartbeat" }],
  ])("returns the same response for %s", (_n, event) => {
    const before = emptyResponse();
    expect(foldEvent(before, event)).toBe(before);
  });
});

describe("accumulateResponse", () => {
  it("folds a stream into the blocking response shape", () => {
    const r = accumulateResponse([
      { type: "token", text: "Found " },
      { type: "token", delta: "two." },
      { type: "people_partial", people: [{ key: "x", name: "ignored" }] },
      { type: "people", people: [{ key: "a", name: "A" }] },
      { type: "repos", repos: [{ name: "r" }] },
      { type: "balance", credits: { charged: 3, balance: 7 } },
      { type: "done" },
    ]);
    expect(r).toEqual({
      answer: "Found two.",
      people: [{ key: "a", name: "A" }],
      companies: [],
      repos: [{ name: "r" }],
      credits: { charged: 3, balance: 7 },
    });
  });
});
