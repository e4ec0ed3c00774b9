// Fault injection and the token-bucket rate limit, over real HTTP.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseRetryAfter } from "../../../src/api/errors.js";
import { type RunningSandbox, startSandbox } from "../../../src/sandbox/index.js";
import { balanceOf, call, expectError, post, start, stream } from "./helpers.js";

const QUERY = { titleIncludes: ["engineer"] };
const AGENTIC = "senior backend engineers in Berlin";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await start();
});
afterEach(() => sb.faults.clear());
afterAll(() => sb.close());

describe("faults", () => {
  it("fails the Nth structured page with 502 upstream_error and refunds it", async () => {
    sb.faults.set({ failPage: { page: 2 } });
    const first = await post(sb, "/people/search", { query: QUERY, limit: 10 });
    expect(first.status).toBe(200);
    const before = await balanceOf(sb);
    const body = { query: QUERY, limit: 10, cursor: first.body.nextCursor };
    expectError(await post(sb, "/people/search", body), "upstream_error");
    expect(await balanceOf(sb)).toBe(before);
    const retry = await post(sb, "/people/search", body);
    expect(retry.status).toBe(200);
    expect(retry.body.credits.charged).toBe(1);
  });

  it("fails the page at a given offset as many times as asked", async () => {
    sb.faults.set({ failPage: { offset: 10, times: 2 } });
    const first = await post(sb, "/people/search", { query: QUERY, limit: 10 });
    const body = { query: QUERY, limit: 10, cursor: first.body.nextCursor };
    expectError(await post(sb, "/people/search", body), "upstream_error");
    expectError(await post(sb, "/people/search", body), "upstream_error");
    expect((await post(sb, "/people/search", body)).status).toBe(200);
  });

  it("sends a burst of 429s with retryAfter and Retry-After in seconds", async () => {
    sb.faults.set({ rateLimited: { times: 2, retryAfter: 3 } });
    for (let i = 0; i < 2; i++) {
      const r = await call(sb, "GET", "/credits");
      expectError(r, "rate_limited");
      expect(r.body.error.retryAfter).toBe(3);
      expect(r.headers.get("retry-after")).toBe("3");
    }
    expect((await call(sb, "GET", "/credits")).status).toBe(200);
  });

  it("can send Retry-After as an HTTP date, limited to one route", async () => {
    sb.faults.set({ rateLimited: { retryAfter: 5, httpDate: true, route: "people/search" } });
    expect((await call(sb, "GET", "/credits")).status).toBe(200);
    const r = await post(sb, "/people/search", { query: QUERY });
    expectError(r, "rate_limited");
    const header = r.headers.get("retry-after")!;
    expect(header).toMatch(/GMT$/);
    const seconds = parseRetryAfter(header)!;
    expect(seconds).toBeGreaterThan(3.9);
    expect(seconds).toBeLessThanOrEqual(6);
  });

  it("sends K 500s on a route", async () => {
    sb.faults.set({ serverError: { times: 2, route: "credits" } });
    expect((await post(sb, "/people/search", { query: QUERY, limit: 1 })).status).toBe(200);
    expectError(await call(sb, "GET", "/credits"), "server_error");
    expectError(await call(sb, "GET", "/credits"), "server_error");
    expect((await call(sb, "GET", "/credits")).status).toBe(200);
  });

  it("sends 402 with the real balance", async () => {
    sb.faults.set({ insufficientCredits: { route: "people/translate" } });
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/translate", { prompt: "engineers in Berlin" });
    expectError(r, "insufficient_credits");
    expect(r.body.error.balance).toBe(before);
    expect(await balanceOf(sb)).toBe(before);
  });

  it("fails an agentic search with 502 and refunds the reserve", async () => {
    sb.faults.set({ upstreamError: { route: "search" } });
    const before = await balanceOf(sb);
    expectError(await post(sb, "/search", { query: AGENTIC }), "upstream_error");
    expect(await balanceOf(sb)).toBe(before);
  });

  it("sends an error event mid-stream after E events, ends without done and refunds the run", async () => {
    sb.faults.set({ streamError: { afterEvents: 3, message: "A source failed; run the search again." } });
    const before = await balanceOf(sb);
    const s = await stream(sb, { query: AGENTIC, stream: true });
    expect(s.status).toBe(200);
    expect(s.events).toHaveLength(4);
    expect(s.events[3]).toEqual({ type: "error", message: "A source failed; run the search again." });
    expect(s.events.map((e) => e.type)).not.toContain("done");
    await sb.idle();
    expect(await balanceOf(sb)).toBe(before);
  });

  it("turns the same fault into a 502 on the blocking form", async () => {
    sb.faults.set({ streamError: { afterEvents: 3 } });
    const before = await balanceOf(sb);
    expectError(await post(sb, "/search", { query: AGENTIC }), "upstream_error");
    expect(await balanceOf(sb)).toBe(before);
  });

  it("drops the stream after E events without done, and the run is still charged", async () => {
    const reference = await post(sb, "/search", { query: AGENTIC });
    sb.faults.set({ dropStream: { afterEvents: 2 } });
    const before = await balanceOf(sb);
    const s = await stream(sb, { query: AGENTIC, stream: true });
    expect(s.status).toBe(200);
    expect(s.events).toHaveLength(2);
    expect(s.cleanEnd).toBe(false);
    await sb.idle();
    expect(await balanceOf(sb)).toBe(before - reference.body.credits.charged);
  });

  it("delays responses by delayMs", async () => {
    sb.faults.set({ delayMs: 150 });
    const t0 = performance.now();
    expect((await call(sb, "GET", "/credits")).status).toBe(200);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(140);
  });

  it("is switched through POST /_sandbox/faults, shown by GET and cleared by DELETE", async () => {
    const set = await post(sb, "/_sandbox/faults", { serverError: { times: 1 } });
    expect(set.body).toEqual({ faults: { serverError: { times: 1 } } });
    expect((await call(sb, "GET", "/_sandbox/faults")).body.faults).toEqual({ serverError: { times: 1 } });
    expectError(await post(sb, "/people/search", { query: QUERY }), "server_error");
    expect((await call(sb, "GET", "/_sandbox/faults")).body.faults).toEqual({});
    await post(sb, "/_sandbox/faults", { serverError: { times: 5 } });
    expect((await call(sb, "DELETE", "/_sandbox/faults")).body.faults).toEqual({});
    expect((await call(sb, "GET", "/credits")).status).toBe(200);
  });

  it("refuses an invalid fault config with 400 naming the field", async () => {
    const r = await post(sb, "/_sandbox/faults", { serverError: { times: 1, route: "nowhere" } });
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(/route/);
    expectError(await post(sb, "/_sandbox/faults", { oops: 1 }), "invalid_request");
    expectError(await post(sb, "/_sandbox/faults", {}, {}), "unauthorized");
  });

  it("reads PEOPLE_SANDBOX_FAULTS when no faults option is given", async () => {
    const saved = process.env.PEOPLE_SANDBOX_FAULTS;
    process.env.PEOPLE_SANDBOX_FAULTS = JSON.stringify({ serverError: { route: "credits" } });
    try {
      const env = await startSandbox({ port: 0, pace: 0, people: 200 });
      try {
        expectError(await call(env, "GET", "/credits"), "server_error");
        expect((await call(env, "GET", "/credits")).status).toBe(200);
      } finally {
        await env.close();
      }
      process.env.PEOPLE_SANDBOX_FAULTS = "{not json";
      await expect(startSandbox({ port: 0, people: 200 })).rejects.toThrow(/PEOPLE_SANDBOX_FAULTS/);
    } finally {
      if (saved === undefined) delete process.env.PEOPLE_SANDBOX_FAULTS;
      else process.env.PEOPLE_SANDBOX_FAULTS = saved;
    }
  });
});

describe("rate limit", () => {
  it("refuses past the bucket with 429, Retry-After and retryAfter, and refills N per second", async () => {
    let t = 1_000_000;
    const limited = await start({ rateLimit: 3, now: () => t });
    try {
      for (let i = 0; i < 3; i++) expect((await call(limited, "GET", "/credits")).status).toBe(200);
      const r = await call(limited, "GET", "/credits");
      expectError(r, "rate_limited");
      expect(r.body.error.retryAfter).toBe(1);
      expect(r.headers.get("retry-after")).toBe("1");
      // Another key has its own bucket.
      const other = (await post(limited, "/_sandbox/keys", { kind: "valid" })).body.key as string;
      expect((await call(limited, "GET", "/credits", undefined, { "x-api-key": other })).status).toBe(200);
      t += 1000;
      for (let i = 0; i < 3; i++) expect((await call(limited, "GET", "/credits")).status).toBe(200);
      expectError(await call(limited, "GET", "/credits"), "rate_limited");
    } finally {
      await limited.close();
    }
  });

  it("defaults to 20 requests per second", async () => {
    const limited = await start({ rateLimit: undefined, now: () => 0 });
    try {
      const statuses = await Promise.all(Array.from({ length: 21 }, () => call(limited, "GET", "/credits")));
      expect(statuses.filter((r) => r.status === 200)).toHaveLength(20);
      expect(statuses.filter((r) => r.status === 429)).toHaveLength(1);
    } finally {
      await limited.close();
    }
  });
});
