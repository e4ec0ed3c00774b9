// The typed client against the sandbox over real HTTP: every operation, pages, streams and typed errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PeopleClient } from "../../src/api/client.js";
import {
  AbortError,
  InsufficientCreditsError,
  InvalidRequestError,
  RateLimitedError,
  StreamError,
  StreamIncompleteError,
  UnauthorizedError,
} from "../../src/api/errors.js";
import type { SearchEvent } from "../../src/contract/events.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox } from "../helpers/cli.js";

let sb: RunningSandbox;
let client: PeopleClient;
const noSleep = async () => {};

beforeAll(async () => {
  sb = await sandbox({ credits: 5000 });
  client = new PeopleClient({ baseUrl: `${sb.baseUrl}/`, apiKey: sb.key, sleep: noSleep });
});
afterAll(async () => {
  await client.close();
  await sb.close();
});

describe("PeopleClient", () => {
  it("reads the balance", async () => {
    const b = await client.getCredits();
    expect(b.balance).toBe(sb.balance().balance);
  });

  it("translates a sentence into a filter set", async () => {
    const r = await client.translateQuery({ prompt: "senior engineers in Berlin" });
    expect(r.credits.charged).toBe(1);
    expect(Object.keys(r.query).length).toBeGreaterThan(0);
  });

  it("refuses an empty prompt without sending it", async () => {
    const before = sb.requests.length;
    await expect(client.translateQuery({ prompt: " " })).rejects.toBeInstanceOf(InvalidRequestError);
    expect(sb.requests.length).toBe(before);
  });

  it("refuses an out-of-range limit without sending it", async () => {
    const before = sb.requests.length;
    await expect(
      client.structuredSearch({ query: { titleIncludes: ["engineer"] }, limit: 0 }),
    ).rejects.toBeInstanceOf(InvalidRequestError);
    expect(sb.requests.length).toBe(before);
  });

  it("walks pages lazily, passing the cursor back with everything else unchanged", async () => {
    const body = { query: { titleIncludes: ["engineer"] }, limit: 50 };
    const first = await client.structuredSearch(body);
    const start = sb.requests.length;
    const seen = new Set<string>();
    let pages = 0;
    for await (const page of client.pages(body, { prefetch: false })) {
      pages++;
      for (const p of page.profiles) seen.add(String(p.id));
      if (pages === 3) break;
    }
    expect(pages).toBe(3);
    expect(seen.size).toBe(Math.min(150, first.totalCount));
    const sent = sb.requests.slice(start).map((r) => r.body as Record<string, unknown>);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toEqual(body);
    for (const b of sent.slice(1))
      expect({ ...b, cursor: undefined }).toEqual({ ...body, cursor: undefined });
  });

  it("shouldFetchNext stops a prefetching walk without spending another credit", async () => {
    const body = { query: { titleIncludes: ["engineer"] }, limit: 10 };
    const start = sb.requests.length;
    let pages = 0;
    for await (const _page of client.pages(body, { shouldFetchNext: (_p, fetched) => fetched < 2 })) pages++;
    expect(pages).toBe(2);
    expect(sb.requests.length - start).toBe(2);
  });

  it("blocking and streamed agentic search return the same shortlist", async () => {
    const blocking = await client.agenticSearch({ query: "senior engineers in Berlin" });
    const stream = await client.agenticSearchStream({ query: "senior engineers in Berlin" });
    const events: SearchEvent[] = [];
    for await (const e of stream) events.push(e);
    expect(events.at(-1)?.type).toBe("done");
    const people = events.find((e) => e.type === "people")?.people as { key: string }[];
    expect(people.map((p) => p.key)).toEqual(blocking.people.map((p) => p.key));
    expect(blocking.credits.charged).toBeLessThanOrEqual(10);
  });

  it("an error event ends the iteration with StreamError", async () => {
    sb.faults.set({ streamError: { afterEvents: 2, message: "the search failed" } });
    const stream = await client.agenticSearchStream({ query: "engineers" });
    const types: string[] = [];
    await expect(
      (async () => {
        for await (const e of stream) types.push(e.type);
      })(),
    ).rejects.toBeInstanceOf(StreamError);
    expect(types.at(-1)).toBe("error");
  });

  it("a dropped stream ends with StreamIncompleteError", async () => {
    sb.faults.set({ dropStream: { afterEvents: 2 } });
    const stream = await client.agenticSearchStream({ query: "engineers" });
    await expect(
      (async () => {
        for await (const _e of stream);
      })(),
    ).rejects.toBeInstanceOf(StreamIncompleteError);
  });

  it("aborting a stream through the signal throws AbortError", async () => {
    const paced = await sandbox({ pace: 1 });
    const c = new PeopleClient({ baseUrl: paced.baseUrl, apiKey: paced.key });
    try {
      const controller = new AbortController();
      const stream = await c.agenticSearchStream({ query: "engineers" }, { signal: controller.signal });
      const got = (async () => {
        for await (const e of stream) if (e.type === "step") controller.abort();
      })();
      await expect(got).rejects.toBeInstanceOf(AbortError);
    } finally {
      await c.close();
      await paced.close();
    }
  });

  it("a 429 is not retried when retryRateLimited is off", async () => {
    sb.faults.set({ rateLimited: { times: 1, retryAfter: 1, route: "search" } });
    const start = sb.requests.length;
    await expect(
      client.agenticSearchStream({ query: "engineers" }, { retry: { retryRateLimited: false } }),
    ).rejects.toBeInstanceOf(RateLimitedError);
    expect(sb.requests.length - start).toBe(1);
    sb.faults.clear();
  });

  it("typed errors: 401 and 402", async () => {
    const bad = new PeopleClient({ baseUrl: sb.baseUrl, apiKey: "sk_nope_000000000000", sleep: noSleep });
    await expect(bad.getCredits()).rejects.toBeInstanceOf(UnauthorizedError);
    await bad.close();
    const poor = await sandbox({ credits: 5 });
    const c = new PeopleClient({ baseUrl: poor.baseUrl, apiKey: poor.key });
    try {
      const err = await c.agenticSearch({ query: "engineers" }).catch((e) => e);
      expect(err).toBeInstanceOf(InsufficientCreditsError);
      expect(err.balance).toBe(5);
    } finally {
      await c.close();
      await poor.close();
    }
  });
});

describe("PeopleClient response checks", () => {
  // A service that answers every request with the body given to `answer`.
  let body = "{}";
  let server: import("node:http").Server;
  let fake: PeopleClient;
  beforeAll(async () => {
    const { createServer } = await import("node:http");
    server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    fake = new PeopleClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, apiKey: "k", sleep: noSleep });
  });
  afterAll(async () => {
    await fake.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("refuses a body that does not fit, in zod's words", async () => {
    body = JSON.stringify({ balance: "lots" });
    await expect(fake.getCredits()).rejects.toMatchObject({
      type: "invalid_response",
      message: expect.stringMatching(/^the service sent an unexpected response \(balance: .*number/),
    });
    body = JSON.stringify({ query: { seniorityLevels: ["Boss"] }, credits: { charged: 1, balance: 2 } });
    await expect(fake.translateQuery({ prompt: "x" })).rejects.toMatchObject({
      type: "invalid_response",
      message: expect.stringContaining('"Boss" is not allowed'),
    });
  });

  it("returns what fits as zod would: fields in the schema's order, extra fields kept", async () => {
    body = JSON.stringify({
      credits: { balance: 2, charged: 1 },
      query: { locations: ["Berlin"], titleIncludes: ["engineer"] },
      note: "new",
    });
    const r = await fake.translateQuery({ prompt: "x" });
    expect(JSON.stringify(r)).toBe(
      '{"query":{"titleIncludes":["engineer"],"locations":["Berlin"]},"credits":{"charged":1,"balance":2},"note":"new"}',
    );
  });
});
