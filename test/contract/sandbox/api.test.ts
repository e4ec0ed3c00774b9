// Acceptance: the sandbox as a client sees it over HTTP. Every refusal it can give, swept through one
// check of the error contract: the status that goes with the type, the closed set of types, exactly the
// fields the spec names (balance only on 402, retryAfter and a Retry-After header only on 429).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { sandbox } from "../../helpers/cli.js";

const STATUS_OF: Record<string, number> = {
  unauthorized: 401,
  invalid_request: 400,
  insufficient_credits: 402,
  rate_limited: 429,
  upstream_error: 502,
  server_error: 500,
  forbidden: 403,
};

let sb: RunningSandbox;
let poor: RunningSandbox;

beforeAll(async () => {
  [sb, poor] = await Promise.all([sandbox({ people: 500 }), sandbox({ people: 500, credits: 9 })]);
});

afterAll(async () => {
  await Promise.all([sb.close(), poor.close()]);
});

interface Call {
  method?: string;
  path: string;
  body?: unknown;
  key?: string | null;
  header?: "bearer" | "x-api-key";
}

async function call(on: RunningSandbox, c: Call) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const key = c.key === undefined ? on.key : c.key;
  if (key !== null) {
    if (c.header === "x-api-key") headers["x-api-key"] = key;
    else headers.authorization = `Bearer ${key}`;
  }
  const res = await fetch(`${on.baseUrl}${c.path}`, {
    method: c.method ?? (c.body === undefined ? "GET" : "POST"),
    headers,
    ...(c.body === undefined ? {} : { body: typeof c.body === "string" ? c.body : JSON.stringify(c.body) }),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: JSON.parse(text) as Record<string, unknown>,
  };
}

/** Checks one error response against the spec's Errors part and returns its error object. */
function expectErrorShape(r: Awaited<ReturnType<typeof call>>, type: string) {
  expect(r.status).toBe(STATUS_OF[type]);
  expect(r.headers.get("content-type")).toMatch(/^application\/json/);
  expect(Object.keys(r.json)).toEqual(["error"]);
  const e = r.json.error as Record<string, unknown>;
  expect(e.type).toBe(type);
  expect(typeof e.message).toBe("string");
  expect((e.message as string).length).toBeGreaterThan(0);
  const allowed = [
    "type",
    "message",
    ...(type === "insufficient_credits" ? ["balance"] : []),
    ...(type === "rate_limited" ? ["retryAfter"] : []),
  ];
  for (const k of Object.keys(e)) expect(allowed).toContain(k);
  if (type === "insufficient_credits") expect(e.balance).toEqual(expect.any(Number));
  if (type === "rate_limited") {
    expect(e.retryAfter).toEqual(expect.any(Number));
    expect(r.headers.get("retry-after")).toMatch(/\S/);
  } else expect(r.headers.get("retry-after")).toBeNull();
  return e;
}

const Q = { titleIncludes: ["engineer"] };

describe("every refusal has the one error shape", () => {
  it.each<[string, Call, string]>([
    ["no key", { path: "/credits", key: null }, "unauthorized"],
    ["a malformed bearer key", { path: "/credits", key: "x" }, "unauthorized"],
    [
      "an unknown X-Api-Key",
      { path: "/credits", key: "sk_sandbox_00000000000000000000000000000000", header: "x-api-key" },
      "unauthorized",
    ],
    ["an empty filter set", { path: "/people/search", body: { query: {} } }, "invalid_request"],
    [
      "an empty list as the only filter",
      { path: "/people/search", body: { query: { skills: [] } } },
      "invalid_request",
    ],
    [
      "an unknown filter field",
      { path: "/people/search", body: { query: { ...Q, salary: 1 } } },
      "invalid_request",
    ],
    [
      "an unknown translate currentQuery field",
      { path: "/people/translate", body: { prompt: "engineers in Berlin", currentQuery: { salary: 1 } } },
      "invalid_request",
    ],
    ["limit 0", { path: "/people/search", body: { query: Q, limit: 0 } }, "invalid_request"],
    ["limit 101", { path: "/people/search", body: { query: Q, limit: 101 } }, "invalid_request"],
    [
      "a seniority outside the list",
      { path: "/people/search", body: { query: { seniorityLevels: ["Boss"] } } },
      "invalid_request",
    ],
    ["a made-up cursor", { path: "/people/search", body: { query: Q, cursor: "abc" } }, "invalid_request"],
    ["malformed JSON", { path: "/people/search", body: "{" }, "invalid_request"],
    ["a search with neither query nor messages", { path: "/search", body: {} }, "invalid_request"],
    [
      "51 messages",
      {
        path: "/search",
        body: {
          messages: Array.from({ length: 51 }, (_, i) => ({
            role: i % 2 ? "assistant" : "user",
            content: "engineers",
          })),
        },
      },
      "invalid_request",
    ],
    [
      "100,001 characters",
      { path: "/search", body: { messages: [{ role: "user", content: "a".repeat(100_001) }] } },
      "invalid_request",
    ],
    ["an empty translate prompt", { path: "/people/translate", body: { prompt: "" } }, "invalid_request"],
  ])("%s", async (_name, c, type) => {
    const before = sb.balance().balance;
    expectErrorShape(await call(sb, c), type);
    // A request that never ran is not charged.
    expect(sb.balance().balance).toBe(before);
  });

  it("enum refusals name the field, the value and the list", async () => {
    const e = expectErrorShape(
      await call(sb, { path: "/people/search", body: { query: { headcountRanges: ["11-49"] } } }),
      "invalid_request",
    );
    expect(e.message).toMatch(/headcountRanges/);
    expect(e.message).toMatch(/11-49/);
    expect(e.message).toMatch(/1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000, 10001\+/);
  });

  it("403 forbidden for a restricted key", async () => {
    const key = sb.createKey("restricted");
    expectErrorShape(await call(sb, { path: "/people/search", body: { query: Q }, key }), "forbidden");
  });

  it("402 with the balance when it is under the 10-credit reserve of an agentic search", async () => {
    const e = expectErrorShape(
      await call(poor, { path: "/search", body: { query: "engineers in Berlin" } }),
      "insufficient_credits",
    );
    expect(e.balance).toBe(9);
    expect(poor.balance().balance).toBe(9);
  });

  it("429 with retryAfter and Retry-After from the token bucket", async () => {
    const tight = await sandbox({ people: 200, rateLimit: 2 });
    try {
      const rs = await Promise.all(Array.from({ length: 6 }, () => call(tight, { path: "/credits" })));
      const limited = rs.filter((r) => r.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      for (const r of limited) {
        const e = expectErrorShape(r, "rate_limited");
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(
          Math.floor(e.retryAfter as number),
        );
      }
    } finally {
      await tight.close();
    }
  });

  it("500 and 502 from faults; the 502 is not charged", async () => {
    sb.faults.set({ serverError: { route: "credits" } });
    expectErrorShape(await call(sb, { path: "/credits" }), "server_error");
    const before = sb.balance().balance;
    sb.faults.set({ upstreamError: { route: "people/translate" } });
    expectErrorShape(
      await call(sb, { path: "/people/translate", body: { prompt: "engineers in Berlin" } }),
      "upstream_error",
    );
    expect(sb.balance().balance).toBe(before);
    sb.faults.clear();
  });
});

describe("the ledger", () => {
  it("1 credit per page and per translation, /credits free, both auth headers alike", async () => {
    const start = sb.balance().balance;
    const page = await call(sb, { path: "/people/search", body: { query: Q, limit: 100 } });
    expect(page.status).toBe(200);
    expect(page.json.credits).toEqual({ charged: 1, balance: start - 1 });
    const t = await call(sb, {
      path: "/people/translate",
      body: { prompt: "senior engineers in Berlin" },
      header: "x-api-key",
    });
    expect(t.json.credits).toEqual({ charged: 1, balance: start - 2 });
    const c = await call(sb, { path: "/credits", header: "x-api-key" });
    expect(c.json.balance).toBe(start - 2);
    expect((await call(sb, { path: "/credits" })).json.balance).toBe(start - 2);
  });

  it("identical filters give identical pages, with the same cursor", async () => {
    const a = await call(sb, {
      path: "/people/search",
      body: { query: { ...Q, countries: ["Germany"] }, limit: 7 },
    });
    const b = await call(sb, {
      path: "/people/search",
      body: { query: { countries: ["Germany"], ...Q }, limit: 7 },
    });
    expect(b.json.profiles).toEqual(a.json.profiles);
    expect(b.json.nextCursor).toEqual(a.json.nextCursor);
    expect(b.json.totalCount).toEqual(a.json.totalCount);
  });

  it("an agentic search at exactly the 10-credit reserve runs and is reconciled to less", async () => {
    const ten = await sandbox({ people: 300, credits: 10 });
    try {
      const r = await call(ten, { path: "/search", body: { query: "senior engineers in Berlin" } });
      expect(r.status).toBe(200);
      const credits = r.json.credits as { charged: number; balance: number };
      expect(credits.charged).toBeGreaterThan(0);
      expect(credits.charged).toBeLessThanOrEqual(10);
      expect(credits.balance).toBe(10 - credits.charged);
      expect(ten.balance().balance).toBe(10 - credits.charged);
    } finally {
      await ten.close();
    }
  });
});
