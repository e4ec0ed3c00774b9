// Contract tests of the sandbox over real HTTP: auth, errors, ledger, structured search, translate, avatars,
// request log. Agentic search, faults and rate limits have their own files.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEADCOUNT_RANGES, SENIORITY_LEVELS } from "../../../src/contract/filters.js";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { balanceOf, call, expectError, post, type Reply, start } from "./helpers.js";

const ENGINEERS = { titleIncludes: ["engineer"] };
const RESTRICTED = "sk_sandbox_restricted_0000000000000001";
const REVOKED = "sk_sandbox_revoked_00000000000000000001";

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await start({ restrictedKeys: [RESTRICTED], revokedKeys: [REVOKED] });
});
afterAll(() => sb.close());

describe("authentication", () => {
  it("accepts the key as a bearer token and as X-Api-Key", async () => {
    expect((await call(sb, "GET", "/credits", undefined, { authorization: `Bearer ${sb.key}` })).status).toBe(
      200,
    );
    expect((await call(sb, "GET", "/credits", undefined, { "x-api-key": sb.key })).status).toBe(200);
  });

  it.each([
    ["no key", {}],
    ["a malformed Authorization header", { authorization: `Basic ${Buffer.from("a:b").toString("base64")}` }],
    ["a bearer with no token", { authorization: "Bearer" }],
    ["a malformed key", { "x-api-key": "short" }],
    ["an unknown key", { authorization: "Bearer sk_sandbox_00000000000000000000000000000000" }],
    ["a revoked key", { authorization: `Bearer ${REVOKED}` }],
  ])("refuses %s with 401 unauthorized", async (_name, headers) => {
    const r = await post(sb, "/people/search", { query: ENGINEERS }, headers as Record<string, string>);
    expectError(r, "unauthorized");
    expect(JSON.stringify(r.body)).not.toContain(REVOKED);
  });

  it("never echoes the key in an error", async () => {
    const wrong = `${sb.key}x`;
    const r = await call(sb, "GET", "/credits", undefined, { authorization: `Bearer ${wrong}` });
    expectError(r, "unauthorized");
    expect(JSON.stringify(r.body)).not.toContain(sb.key);
  });

  it("gives a restricted key 403 forbidden on everything but GET /credits", async () => {
    const headers = { authorization: `Bearer ${RESTRICTED}` };
    expect((await call(sb, "GET", "/credits", undefined, headers)).status).toBe(200);
    expectError(await post(sb, "/people/search", { query: ENGINEERS }, headers), "forbidden");
    expectError(await post(sb, "/people/translate", { prompt: "engineers in Berlin" }, headers), "forbidden");
    expectError(await post(sb, "/search", { query: "engineers in Berlin" }, headers), "forbidden");
    expectError(await call(sb, "GET", "/_sandbox/requests", undefined, headers), "forbidden");
  });

  it("creates and revokes keys through the control endpoint", async () => {
    const made = await post(sb, "/_sandbox/keys", { kind: "valid" });
    expect(made.status).toBe(200);
    const headers = { "x-api-key": made.body.key as string };
    expect((await call(sb, "GET", "/credits", undefined, headers)).status).toBe(200);
    expect((await post(sb, "/_sandbox/keys", { revoke: made.body.key })).status).toBe(200);
    expectError(await call(sb, "GET", "/credits", undefined, headers), "unauthorized");
  });
});

describe("routing and error shape", () => {
  it("answers an unknown route with 404 and type invalid_request", async () => {
    expectError(await call(sb, "GET", "/nope"), "invalid_request", 404);
  });

  it("answers a known route with the wrong method with 405 and an Allow header", async () => {
    const r = await call(sb, "GET", "/people/search");
    expectError(r, "invalid_request", 405);
    expect(r.headers.get("allow")).toBe("POST");
  });

  it("puts an x-request-id on every response, distinct per request", async () => {
    const a = await call(sb, "GET", "/credits");
    const b = await call(sb, "GET", "/credits");
    expect(a.headers.get("x-request-id")).toMatch(/^req_/);
    expect(a.headers.get("x-request-id")).not.toBe(b.headers.get("x-request-id"));
  });

  it("listens on loopback by default", () => {
    expect(sb.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sb.baseUrl).toBe(`${sb.origin}/api/v1`);
  });

  it("listens where the host option says and hands out URLs on that host", async () => {
    const other = await start({ host: "localhost" });
    try {
      expect(other.origin).toBe(`http://localhost:${other.port}`);
      const r = await post(other, "/people/search", { query: ENGINEERS, limit: 1 });
      expect(r.body.profiles[0].avatarUrl.startsWith("http://localhost:")).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe("credits", () => {
  it("GET /credits is free and returns the balance record", async () => {
    const a = await call(sb, "GET", "/credits");
    const b = await call(sb, "GET", "/credits");
    expect(a.body).toEqual(b.body);
    expect(a.body).toMatchObject({ plan: { id: expect.any(String), name: expect.any(String) } });
    expect(a.body.balance).toBe(a.body.purchased + a.body.planCredits);
  });

  it("starts with the credits option as the plan allowance", async () => {
    const other = await start({ credits: 42 });
    try {
      expect((await call(other, "GET", "/credits")).body).toMatchObject({
        balance: 42,
        planCredits: 42,
        purchased: 0,
      });
    } finally {
      await other.close();
    }
  });

  it("spends the allowance first and refills it monthly, keeping purchased credits", async () => {
    const monthEnd = Date.UTC(2025, 0, 31, 23, 58);
    const other = await start({ credits: 20, now: () => monthEnd });
    try {
      expect((await post(other, "/_sandbox/credits", { purchase: 5 })).body).toMatchObject({
        purchased: 5,
        balance: 25,
      });
      expect((await post(other, "/people/search", { query: ENGINEERS })).status).toBe(200);
      expect((await call(other, "GET", "/credits")).body).toMatchObject({
        balance: 24,
        planCredits: 19,
        purchased: 5,
      });
      const clock = await post(other, "/_sandbox/clock", { advanceMs: 5 * 60_000 });
      expect(clock.body.now).toBeGreaterThanOrEqual(Date.UTC(2025, 1, 1));
      // The allowance is reset to the plan size, not topped up by what was left (no roll-over).
      expect((await call(other, "GET", "/credits")).body).toMatchObject({
        balance: 25,
        planCredits: 20,
        purchased: 5,
      });
    } finally {
      await other.close();
    }
  });

  it("refuses a 1-credit call with 402 and the balance when the balance is 0", async () => {
    const other = await start({ credits: 1 });
    try {
      expect((await post(other, "/people/search", { query: ENGINEERS })).status).toBe(200);
      for (const [path, body] of [
        ["/people/search", { query: ENGINEERS }],
        ["/people/translate", { prompt: "engineers in Berlin" }],
      ] as const) {
        const r = await post(other, path, body);
        expectError(r, "insufficient_credits");
        expect(r.body.error.balance).toBe(0);
      }
      expect(await balanceOf(other)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("structured search validation (400, never charged)", () => {
  it.each([
    ["an empty filter set", { query: {} }, /no filter/],
    [
      "only blank filters",
      { query: { keywords: " ", titleIncludes: [""], currentEmployersOnly: false } },
      /no filter/,
    ],
    ["a missing query", { limit: 10 }, /query/],
    ["an unknown filter field", { query: { titleIncludes: ["x"], jobTitle: "x" } }, /jobTitle/],
    ["limit 0", { query: ENGINEERS, limit: 0 }, /limit.*1 to 100/],
    ["limit 101", { query: ENGINEERS, limit: 101 }, /limit.*1 to 100/],
    ["a fractional limit", { query: ENGINEERS, limit: 2.5 }, /limit/],
    ["a string limit", { query: ENGINEERS, limit: "10" }, /limit/],
    ["a list field given a string", { query: { titleIncludes: "engineer" } }, /titleIncludes/],
    ["a body that is not an object", [1, 2], /JSON object/],
  ])("refuses %s", async (_name, body, message) => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/search", body);
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(message);
    expect(await balanceOf(sb)).toBe(before);
  });

  it.each([
    ["seniorityLevels", "Boss", SENIORITY_LEVELS],
    ["headcountRanges", "2-5", HEADCOUNT_RANGES],
  ])("names the field, the bad value and the allowed list for %s", async (field, bad, allowed) => {
    const r = await post(sb, "/people/search", { query: { [field]: [bad] } });
    expectError(r, "invalid_request");
    expect(r.body.error.message).toContain(field);
    expect(r.body.error.message).toContain(bad);
    expect(r.body.error.message).toContain(allowed.join(", "));
  });

  it("refuses malformed JSON with 400", async () => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/search", '{"query": {"titleIncludes": ["x"]');
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(/JSON/);
    expect(await balanceOf(sb)).toBe(before);
  });
});

describe("structured search", () => {
  it("returns a page with all four fields and charges 1 credit", async () => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/search", { query: ENGINEERS, limit: 5 });
    expect(r.status).toBe(200);
    expect(r.body.profiles).toHaveLength(5);
    expect(r.body.totalCount).toBeGreaterThan(5);
    expect(typeof r.body.nextCursor).toBe("string");
    expect(r.body.credits).toEqual({ charged: 1, balance: before - 1 });
    expect(await balanceOf(sb)).toBe(before - 1);
  });

  it("returns identical pages for identical filters", async () => {
    const a = await post(sb, "/people/search", { query: { ...ENGINEERS, locations: ["Berlin"] }, limit: 10 });
    const b = await post(sb, "/people/search", { query: { locations: ["Berlin"], ...ENGINEERS }, limit: 10 });
    expect(a.body.profiles).toEqual(b.body.profiles);
    expect(a.body.totalCount).toBe(b.body.totalCount);
    expect(a.body.nextCursor).toBe(b.body.nextCursor);
  });

  it("walks every page by cursor, one credit each, ending with nextCursor null", async () => {
    const query = { ...ENGINEERS, seniorityLevels: ["Senior" as const] };
    const before = await balanceOf(sb);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    let total = -1;
    do {
      const r: Reply = await post(sb, "/people/search", { query, limit: 40, cursor });
      expect(r.status).toBe(200);
      total = r.body.totalCount;
      for (const p of r.body.profiles) seen.add(p.id);
      cursor = r.body.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 300);
    expect(total).toBeGreaterThan(40);
    expect(seen.size).toBe(total);
    expect(pages).toBe(Math.ceil(total / 40));
    expect(await balanceOf(sb)).toBe(before - pages);
  });

  it("refuses a cursor used with other filters, another limit, or tampered with", async () => {
    const first = await post(sb, "/people/search", { query: ENGINEERS, limit: 10 });
    const cursor = first.body.nextCursor as string;
    const before = await balanceOf(sb);
    for (const body of [
      { query: { titleIncludes: ["manager"] }, limit: 10, cursor },
      { query: ENGINEERS, limit: 11, cursor },
      { query: ENGINEERS, cursor },
      { query: ENGINEERS, limit: 10, cursor: `${cursor.slice(0, -2)}xx` },
      { query: ENGINEERS, limit: 10, cursor: "garbage" },
    ]) {
      const r = await post(sb, "/people/search", body);
      expectError(r, "invalid_request");
      expect(r.body.error.message).toMatch(/cursor/);
    }
    expect(await balanceOf(sb)).toBe(before);
    const second = await post(sb, "/people/search", { query: ENGINEERS, limit: 10, cursor });
    expect(second.status).toBe(200);
    expect(second.body.profiles[0].id).not.toBe(first.body.profiles[0].id);
  });

  it("accepts an explicit null cursor as the first page", async () => {
    const a = await post(sb, "/people/search", { query: ENGINEERS, limit: 3 });
    const b = await post(sb, "/people/search", { query: ENGINEERS, limit: 3, cursor: null });
    expect(b.body.profiles).toEqual(a.body.profiles);
  });
});

describe("avatars", () => {
  it("serves avatarUrl from the sandbox's own host without a key", async () => {
    const r = await post(sb, "/people/search", { query: ENGINEERS, limit: 1 });
    const url: string = r.body.profiles[0].avatarUrl;
    expect(url.startsWith(`${sb.origin}/`)).toBe(true);
    const img = await fetch(url);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toMatch(/^image\//);
    expect((await img.text()).length).toBeGreaterThan(20);
    expectError(await call(sb, "GET", "/avatars/no-such-person", undefined, {}), "invalid_request", 404);
  });
});

describe("translate", () => {
  it("returns a filter set and charges 1 credit", async () => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/translate", { prompt: "senior backend engineers in Berlin" });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body.query).length).toBeGreaterThan(0);
    expect(r.body.credits).toEqual({ charged: 1, balance: before - 1 });
    // The result is usable as-is by structured search.
    expect((await post(sb, "/people/search", { query: r.body.query, limit: 1 })).status).toBe(200);
  });

  it("amends currentQuery instead of replacing it", async () => {
    const r = await post(sb, "/people/translate", {
      prompt: "only in Berlin",
      currentQuery: { titleIncludes: ["Designer"] },
    });
    expect(r.status).toBe(200);
    expect(r.body.query.titleIncludes).toEqual(["Designer"]);
  });

  it.each([
    ["an empty prompt", { prompt: "" }, /prompt/],
    ["a blank prompt", { prompt: "   " }, /prompt/],
    ["a missing prompt", {}, /prompt/],
    ["a currentQuery with an unknown field", { prompt: "engineers", currentQuery: { foo: 1 } }, /foo/],
  ])("refuses %s with 400 and charges nothing", async (_name, body, message) => {
    const before = await balanceOf(sb);
    const r = await post(sb, "/people/translate", body);
    expectError(r, "invalid_request");
    expect(r.body.error.message).toMatch(message);
    expect(await balanceOf(sb)).toBe(before);
  });

  it("refuses with 400, uncharged, when the prompt yields no filter at all", async () => {
    // The real translator falls back to keywords, so an empty result is forced here.
    const other = await start({ translate: () => ({ currentEmployersOnly: true }) });
    try {
      const before = await balanceOf(other);
      const r = await post(other, "/people/translate", { prompt: "hmm" });
      expectError(r, "invalid_request");
      expect(r.body.error.message).toMatch(/criterion/);
      expect(await balanceOf(other)).toBe(before);
    } finally {
      await other.close();
    }
  });
});

describe("request log", () => {
  it("records what was received with keys redacted, in memory and over GET /_sandbox/requests", async () => {
    await post(
      sb,
      "/people/search",
      { query: { keywords: "log-marker" }, limit: 2 },
      { "x-api-key": sb.key },
    );
    const last = sb.requests.at(-1)!;
    expect(last).toMatchObject({
      method: "POST",
      path: "/api/v1/people/search",
      body: { query: { keywords: "log-marker" }, limit: 2 },
      status: 200,
    });
    expect(typeof last.time).toBe("number");
    expect(last.headers["x-api-key"]).toBeDefined();
    expect(JSON.stringify(sb.requests)).not.toContain(sb.key);

    const over = await call(sb, "GET", "/_sandbox/requests");
    expect(over.status).toBe(200);
    expect(over.body.requests.at(-1)).toMatchObject({
      path: "/api/v1/people/search",
      body: { query: { keywords: "log-marker" } },
    });
    expect(JSON.stringify(over.body)).not.toContain(sb.key);
    expectError(await call(sb, "GET", "/_sandbox/requests", undefined, {}), "unauthorized");
  });
});
