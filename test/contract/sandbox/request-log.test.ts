// The request log (`sandbox.requests`, GET /_sandbox/requests) keeps the most recent requests within a count
// and a character budget, and a large body only as the start of its text: a sandbox under load keeps a flat
// memory footprint, and serving the log stays cheap.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";
import type { RecordedRequest, RunningSandbox } from "../../../src/sandbox/index.js";
import { REQUEST_LOG_DEFAULTS } from "../../../src/sandbox/service/request-log.js";
import { call, post, rawRequest, start } from "./helpers.js";

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

  it("keeps memory within its character budget for small bodies that parse to large values", async () => {
    // 64 KB of `{}` in arrays is under every bound of the log, but parses to ~21,000 objects, about 40
    // times its text: a log of parsed bodies held ~370 MB within a budget of 16 Mi characters.
    sb = await start({ people: 1000 });
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    const inner = `${"{},".repeat(10_800)}{}`;
    const text = `{"query":{"skills":[${inner}]},"x":[${inner}]}`;
    expect(text.length).toBeLessThan(REQUEST_LOG_DEFAULTS.bodyChars);
    // A valid key, a missing one (401) and an unknown path (404): every one of them is logged.
    const send = (i: number) =>
      post(sb!, i % 3 === 2 ? "/nope" : "/people/search", text, {
        authorization: i % 3 === 1 ? "Bearer nope" : `Bearer ${sb!.key}`,
      });
    for (let i = 0; i < 10; i++) await send(i);
    gc();
    const before = process.memoryUsage().heapUsed;
    // Enough to fill the budget (16 Mi characters hold 258 such bodies) and go on dropping.
    for (let i = 0; i < 400; i += 8) await Promise.all(Array.from({ length: 8 }, (_, j) => send(i + j)));
    gc();
    const grown = (process.memoryUsage().heapUsed - before) / 1e6;
    expect(sb.requests.length).toBeGreaterThan(200);
    expect(sb.requests.length).toBeLessThan(300);
    // 16 Mi characters of one-byte text are 17 MB; the parsed values were ~20 times that.
    expect(grown).toBeLessThan(40);
    // Read back, a body is the value sent, in memory and over HTTP.
    expect(sb.requests.at(-1)!.body).toEqual(JSON.parse(text));
    const over = await call(sb, "GET", "/_sandbox/requests");
    expect(over.status).toBe(200);
    expect(over.body.requests).toHaveLength(sb.requests.length);
    expect(over.body.requests.at(-1).body).toEqual(JSON.parse(text));
  });

  it("serves over HTTP what it holds in memory, for every kind of body", async () => {
    sb = await start({ people: 200 });
    const bodies = [
      JSON.stringify({ query: { skills: ["Go"] }, limit: 1 }),
      ' \n { "query" : { "skills" : [ "Go" ] } , "n": 1.50, "big": 1e400 } \n',
      '{"a":1,"a":2,"__proto__":{"x":1},"s":"\\u2028\\ud800 ẞ"}',
      "[1,2,3]",
      '"just a string"',
      "not json {",
      "\ufeff{}",
      `${"[".repeat(40)}${"]".repeat(40)}`,
      JSON.stringify({ pad: "z".repeat(70_000) }),
    ];
    for (const body of bodies) await post(sb, "/people/search", body);
    await call(sb, "GET", "/credits");
    const over = await call(sb, "GET", "/_sandbox/requests");
    expect(over.status).toBe(200);
    expect(over.body.requests).toHaveLength(bodies.length + 1);
    // What a client reads back is what the sandbox holds: the bodies as sent, read as JSON.
    const bodyless = (requests: RecordedRequest[]) => requests.map(({ body: _, ...rest }) => rest);
    expect(bodyless(over.body.requests)).toEqual(JSON.parse(JSON.stringify(bodyless(sb.requests))));
    expect(over.body.requests.map((r: RecordedRequest) => r.body)).toEqual(sb.requests.map((r) => r.body));
    expect(over.body.requests.map((r: RecordedRequest) => r.body)).toEqual([
      { query: { skills: ["Go"] }, limit: 1 },
      { query: { skills: ["Go"] }, n: 1.5, big: Number.POSITIVE_INFINITY },
      JSON.parse(JSON.stringify(JSON.parse(bodies[2]!))),
      [1, 2, 3],
      "just a string",
      "not json {",
      "\ufeff{}",
      bodies[7],
      bodies[8]!.slice(0, REQUEST_LOG_DEFAULTS.bodyChars),
      undefined,
    ]);
  });

  it("serves the same log however often it is read, each costly body as it was sent", async () => {
    // How long a read of such a log takes, the first time and again, is a figure of bench/sandbox-load.mjs.
    sb = await start({ people: 200 });
    const inner = `${"{},".repeat(10_800)}{}`;
    const text = `{"query":{"skills":[${inner}]},"x":[${inner}]}`;
    for (let i = 0; i < 40; i += 10) {
      await Promise.all(Array.from({ length: 10 }, () => post(sb!, "/nope", text)));
    }
    const read = async () => {
      const res = await fetch(`${sb!.origin}/_sandbox/requests`, {
        headers: { authorization: `Bearer ${sb!.key}` },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const first = await read();
    const again = await read();
    expect(again).toBe(first);
    const bodies = JSON.parse(again).requests.map((r: RecordedRequest) => r.body);
    expect(bodies).toHaveLength(40);
    for (const body of bodies) expect(body).toEqual(JSON.parse(text));
  });

  it("keeps memory within its character budget for requests of many tiny headers", async () => {
    // 1,000 headers of a few characters (Node's most) are 3.5 Ki characters of the budget, but an object
    // of 1,000 properties is some 15 times that: a log of such objects held ~60 MB within 4 Mi characters.
    const maxChars = 4 * 1024 * 1024;
    sb = await start({ people: 200, requestLog: { maxChars } });
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    let head = "";
    // 998 of them, with Host and Connection 1,000: Node 20 hands over the first 1,000 headers of a longer
    // request, but Node 24 refuses one with more (a 431, which is not logged).
    for (let i = 0; i < 998; i++) head += `h${i.toString(36)}:v\r\n`;
    const request = `GET /api/v1/credits HTTP/1.1\r\nHost: x\r\n${head}Connection: close\r\n\r\n`;
    // Every request is answered (and so logged) even though the client closes its side once it has sent it.
    const statuses = new Set<number>();
    const send = async () => statuses.add((await rawRequest(sb!, request)).status);
    for (let i = 0; i < 20; i++) await send();
    gc();
    const before = process.memoryUsage().heapUsed;
    // Enough to fill the budget (the headers' text as kept is ~10 Ki characters) and go on dropping.
    for (let i = 0; i < 1500; i += 20) await Promise.all(Array.from({ length: 20 }, send));
    gc();
    const grown = (process.memoryUsage().heapUsed - before) / 1e6;
    expect([...statuses]).toEqual([401]);
    expect(sb.requests.length).toBeGreaterThan(300);
    expect(sb.requests.length).toBeLessThan(1500);
    // 4 Mi characters of one-byte text are 4 MB, and the records themselves a little more.
    expect(grown).toBeLessThan(15);
    // Read back, the headers are as received.
    const last = sb.requests.at(-1)!;
    expect(Object.keys(last.headers)).toHaveLength(1000);
    expect(last.headers).toMatchObject({
      host: "x",
      h0: "v",
      [`h${(997).toString(36)}`]: "v",
      connection: "close",
    });
  });
});
