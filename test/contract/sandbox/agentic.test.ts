// Agentic search over real HTTP: validation, the reserve and its reconcile, blocking and streamed forms,
// the event order, the concurrency limit and a disconnect that neither stops nor refunds the run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchEvent } from "../../../src/contract/events.js";
import { AGENTIC_RESERVE } from "../../../src/contract/limits.js";
import { AgenticSearchResponseSchema } from "../../../src/contract/schemas.js";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { balanceOf, expectError, post, start, stream } from "./helpers.js";

const QUERY = "senior backend engineers in Berlin who maintain open source";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await start();
});
afterAll(() => sb.close());

describe("agentic search validation (400 before anything is reserved)", () => {
  const tooManyChars = [{ role: "user", content: "😀".repeat(100_001) }];
  it.each([
    ["both query and messages", { query: QUERY, messages: [{ role: "user", content: QUERY }] }, /not both/],
    ["neither query nor messages", { stream: false }, /query.*messages/],
    ["an empty query", { query: "  " }, /query/],
    ["an empty conversation", { messages: [] }, /messages/],
    ["51 messages", { messages: Array.from({ length: 51 }, () => ({ role: "user", content: "x" })) }, /50/],
    ["more than 100,000 characters (code points)", { messages: tooManyChars }, /100000/],
    ["a message with an unknown role", { messages: [{ role: "system", content: QUERY }] }, /role/],
    ["stream that is not a boolean", { query: QUERY, stream: "yes" }, /stream/],
    ["malformed JSON", "{", /JSON/],
  ])("refuses %s", async (_name, body, message) => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/search", body);
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(message);
    expect(await balanceOf(sb)).toBe(before);
  });

  it("counts characters as code points, so 50 messages of astral characters within 100,000 pass", async () => {
    // 60,000 emoji are 120,000 UTF-16 units but only 60,000 characters.
    const messages = [
      { role: "user", content: `${QUERY} ${"😀".repeat(60_000)}` },
      ...Array.from({ length: 49 }, (_, i) => ({ role: i % 2 ? "user" : "assistant", content: "ok" })),
    ];
    const r = await post(sb, "/search", { messages: messages.reverse() });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  });
});

describe("agentic search, blocking", () => {
  it("returns all five fields and charges the reconciled cost, at most the reserve", async () => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/search", { query: QUERY });
    expect(r.status).toBe(200);
    expect(AgenticSearchResponseSchema.safeParse(r.body).success).toBe(true);
    for (const field of ["answer", "people", "companies", "repos", "credits"])
      expect(r.body).toHaveProperty(field);
    const { charged, balance } = r.body.credits;
    expect(charged).toBeGreaterThanOrEqual(0);
    expect(charged).toBeLessThanOrEqual(AGENTIC_RESERVE);
    expect(balance).toBe(before - charged);
    expect(await balanceOf(sb)).toBe(before - charged);
    for (const person of r.body.people) {
      expect(person).toMatchObject({ key: expect.any(String), name: expect.any(String) });
      if (person.avatarUrl) expect(person.avatarUrl.startsWith(`${sb.origin}/`)).toBe(true);
    }
  });

  it("accepts a conversation", async () => {
    const r = await post(sb, "/search", {
      messages: [
        { role: "user", content: "backend engineers in Berlin" },
        { role: "assistant", content: "Here are some." },
        { role: "user", content: "only senior ones" },
      ],
    });
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body.people)).toBe(true);
  });

  it("refuses with 402 and the balance when it is below the 10-credit reserve", async () => {
    const poor = await start({ credits: 9 });
    try {
      const r = await post(poor, "/search", { query: QUERY });
      expectError(r, "insufficient_credits");
      expect(r.body.error.balance).toBe(9);
      expect(await balanceOf(poor)).toBe(9);
    } finally {
      await poor.close();
    }
  });
});

describe("agentic search, streamed", () => {
  it("streams every event type in the order things happen, and is the same search at the same cost", async () => {
    const blocking = await post(sb, "/search", { query: QUERY });
    const before = await balanceOf(sb);
    const s = await stream(sb, { query: QUERY, stream: true });
    expect(s.status).toBe(200);
    expect(s.contentType).toMatch(/^text\/event-stream/);
    const types = s.events.map((e) => e.type);

    // Every step starts before it ends, and every start is closed.
    const open = new Set<string>();
    for (const e of s.events) {
      if (e.type === "step") open.add(e.id as string);
      if (e.type === "step_done") {
        expect(open.delete(e.id as string)).toBe(true);
        expect(typeof e.durationMs).toBe("number");
        expect(typeof e.label).toBe("string");
      }
    }
    expect(open.size).toBe(0);
    expect(types).toContain("step");

    // A source's partial people follow its step_done.
    for (let i = 0; i < s.events.length; i++) {
      if (s.events[i]!.type === "people_partial") {
        expect(s.events[i - 1]!.type).toMatch(/step_done|people_partial/);
        expect(Array.isArray(s.events[i]!.people)).toBe(true);
      }
    }

    const tail = types.slice(types.indexOf("people"));
    expect(tail).toEqual(["people", "companies", "repos", "balance", "done"]);
    expect(types.lastIndexOf("token")).toBeLessThan(types.indexOf("people"));
    expect(types.lastIndexOf("step_done")).toBeLessThan(types.indexOf("token"));

    const answer = s.events
      .filter((e) => e.type === "token")
      .map((e) => e.text)
      .join("");
    expect(answer).toBe(blocking.body.answer);
    const people = s.events.find((e) => e.type === "people")!.people as { key: string }[];
    expect(people.map((p) => p.key)).toEqual(blocking.body.people.map((p: { key: string }) => p.key));

    const balance = s.events.find((e) => e.type === "balance")!;
    expect(balance.charged).toBe(blocking.body.credits.charged);
    expect(balance.balance).toBe(before - blocking.body.credits.charged);
    expect(await balanceOf(sb)).toBe(before - blocking.body.credits.charged);
  });

  it("decides refusals before the first byte: a 402 is a status, not a stream", async () => {
    const poor = await start({ credits: 3 });
    try {
      const s = await stream(poor, { query: QUERY, stream: true });
      expect(s.status).toBe(402);
      expect(s.contentType).toMatch(/^application\/json/);
    } finally {
      await poor.close();
    }
  });
});

/** Steps long enough to hold a run open while a test looks at it; closing the sandbox cuts them short. */
async function slowSandbox(): Promise<RunningSandbox> {
  return start({ pace: 0.5 });
}

describe("agentic concurrency and disconnects", () => {
  it("refuses a third concurrent search per key with 429, retryAfter and Retry-After, without queueing", async () => {
    const slow = await slowSandbox();
    try {
      const first = await stream(slow, { query: QUERY, stream: true }, { abortAfter: 1 });
      const second = await stream(slow, { query: QUERY, stream: true }, { abortAfter: 1 });
      expect([first.status, second.status]).toEqual([200, 200]);
      const before = await balanceOf(slow);
      const third = await post(slow, "/search", { query: QUERY, stream: true });
      expectError(third, "rate_limited");
      expect(third.body.error.retryAfter).toBeGreaterThanOrEqual(1);
      expect(third.headers.get("retry-after")).toBe(String(third.body.error.retryAfter));
      expect(await balanceOf(slow)).toBe(before);
      // Another key of the same account has its own two slots.
      const other = (await post(slow, "/_sandbox/keys", { kind: "valid" })).body.key as string;
      const fourth = await stream(
        slow,
        { query: QUERY, stream: true },
        { abortAfter: 1, headers: { authorization: `Bearer ${other}` } },
      );
      expect(fourth.status).toBe(200);
      // Once the runs end, the key may search again.
      await slow.idle();
      expect((await stream(slow, { query: QUERY, stream: true }, { abortAfter: 1 })).status).toBe(200);
    } finally {
      await slow.close();
    }
  }, 20_000);

  it("keeps running and charges the reconciled cost after the client disconnects", async () => {
    const reference = await post(sb, "/search", { query: QUERY });
    const cost = reference.body.credits.charged as number;
    const slow = await slowSandbox();
    try {
      const before = await balanceOf(slow);
      const s = await stream(slow, { query: QUERY, stream: true }, { abortAfter: 1 });
      expect(s.events[0]!.type).toBe("step");
      // Mid-run the reserve is held, not refunded.
      expect(await balanceOf(slow)).toBe(before - AGENTIC_RESERVE);
      await slow.idle();
      expect(await balanceOf(slow)).toBe(before - cost);
      const record = slow.requests.find((r) => r.path === "/api/v1/search");
      expect(record?.status).toBe(200);
    } finally {
      await slow.close();
    }
  }, 20_000);
});

describe("stream pacing", () => {
  it("reports step durations scaled by pace", async () => {
    const paced = await start({ pace: 0.05 });
    try {
      const s = await stream(paced, { query: QUERY, stream: true });
      const done = s.events.filter((e: SearchEvent) => e.type === "step_done");
      expect(done.some((e) => (e.durationMs as number) > 0)).toBe(true);
      const zero = await stream(sb, { query: QUERY, stream: true });
      expect(zero.events.filter((e) => e.type === "step_done").every((e) => e.durationMs === 0)).toBe(true);
    } finally {
      await paced.close();
    }
  });
});
