// The request log (`sandbox.requests`, GET /_sandbox/requests) keeps the most recent requests within a count
// and a character budget, and a large body only as the start of its text: a sandbox under load keeps a flat
// memory footprint, and serving the log stays cheap.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { REQUEST_LOG_DEFAULTS } from "../../../src/sandbox/service/request-log.js";
import { call, post, start } from "./helpers.js";

let sb: RunningSandbox | undefined;
afterEach(async () => {
  await sb?.close();
  sb = undefined;
});

const bodyChars = (s: RunningSandbox) =>
  s.requests.reduce(
    (n, r) => n + (typeof r.body === "string" ? r.body.length : JSON.stringify(r.body ?? "").length),
    0,
  );

describe("request log", () => {
  it("keeps the last N requests, oldest dropped first, in memory and over HTTP", async () => {
    sb = await start({ people: 200, requestLog: { maxEntries: 20 } });
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const r = await call(sb, "GET", `/credits?i=${i}`);
      ids.push(r.headers.get("x-request-id")!);
    }
    expect(sb.requests).toHaveLength(20);
    expect(sb.requests.map((r) => r.id)).toEqual(ids.slice(-20));
    expect(sb.requests.at(-1)!.path).toBe("/api/v1/credits?i=59");
    const over = await call(sb, "GET", "/_sandbox/requests");
    expect(over.body.requests).toHaveLength(20);
    expect(over.body.requests[0].path).toBe("/api/v1/credits?i=40");
    await call(sb, "DELETE", "/_sandbox/requests");
    expect(sb.requests).toHaveLength(0);
    await call(sb, "GET", "/credits");
    expect(sb.requests).toHaveLength(1);
  });

  it("keeps a body over 64 KiB as the start of its text, and still serves the request", async () => {
    sb = await start({ people: 200 });
    const text = JSON.stringify({ query: { skills: ["Go"] }, limit: 1, note: "ẞ".repeat(100_000) });
    expect(text.length).toBeGreaterThan(REQUEST_LOG_DEFAULTS.bodyChars);
    const r = await post(sb, "/people/search", text);
    expect(r.status).toBe(200);
    const record = sb.requests.at(-1)!;
    expect(record.body).toBe(text.slice(0, REQUEST_LOG_DEFAULTS.bodyChars));
    expect(record.bodyTruncated).toBe(true);
    expect(record.bodyBytes).toBe(Buffer.byteLength(text));
    expect(record.status).toBe(200);
    // A small body is kept whole and parsed, as before.
    await post(sb, "/people/search", { query: { skills: ["Go"] }, limit: 1 });
    expect(sb.requests.at(-1)!.body).toEqual({ query: { skills: ["Go"] }, limit: 1 });
    expect(sb.requests.at(-1)!.bodyTruncated).toBeUndefined();
  });

  it("stays within its character budget however many large bodies arrive", async () => {
    const maxChars = 1024 * 1024;
    sb = await start({ people: 200, requestLog: { maxChars } });
    const pad = "x".repeat(300_000);
    for (let i = 0; i < 40; i++) {
      await post(sb, "/people/search", JSON.stringify({ query: { skills: ["Go"] }, limit: 1, pad, i }));
      expect(bodyChars(sb)).toBeLessThanOrEqual(maxChars);
    }
    // 64 KiB of each body, and as many bodies as fit: the newest is always there.
    expect(sb.requests.length).toBeGreaterThan(5);
    expect(sb.requests.length).toBeLessThan(20);
    expect(sb.requests.at(-1)!.body).toMatch(/^\{"query":\{"skills":\["Go"\]\},"limit":1,"pad":"x/);
  });

  it("keeps a body over 1 MiB (refused) truncated, with its full size", async () => {
    sb = await start({ people: 200 });
    const text = JSON.stringify({ query: { skills: ["Go"] }, pad: "y".repeat(3 * 1024 * 1024) });
    const r = await post(sb, "/people/search", text);
    expect(r.status).toBe(400);
    const record = sb.requests.at(-1)!;
    expect(record.bodyBytes).toBe(Buffer.byteLength(text));
    expect((record.body as string).length).toBe(REQUEST_LOG_DEFAULTS.bodyChars);
  });

  it("does not pin whole bodies in memory through the part it keeps", async () => {
    sb = await start({ people: 200 });
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const pad = "x".repeat(900_000);
    const send = (i: number) =>
      post(sb!, "/people/search", JSON.stringify({ query: { skills: ["Go"] }, limit: 1, pad, i }));
    await send(-1);
    gc();
    const before = process.memoryUsage().heapUsed;
    for (let i = 0; i < 40; i++) await send(i);
    gc();
    const grown = process.memoryUsage().heapUsed - before;
    // 40 kept starts of 64 Ki characters are about 5 MB; 40 whole bodies would be 36 MB.
    expect(grown / 1e6).toBeLessThan(20);
  });
});
