// End-to-end: the built `people mcp`, driven over stdio by the official MCP client SDK, against sandboxes
// started in this process (PEOPLE_BASE_URL / PEOPLE_API_KEY, as a logged-in user's environment would be):
// the tools and their schemas, every tool called, protocol versions, progress during a streamed search,
// a cancelled search, --max-credits, tool errors for 401/402/403/429, exports inside --export-dir only,
// and the key in no message.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIELDS } from "../../src/contract/filters.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { type McpSession, startMcp, textOf } from "../helpers/mcp.js";

const PAID = ["search_people", "find_people", "translate_query", "export_people"];

let sb: RunningSandbox;
let work: ReturnType<typeof tempDir>;
const sessions: McpSession[] = [];

beforeAll(async () => {
  sb = await sandbox({ credits: 100_000 });
  work = tempDir("people-mcp-");
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close().catch(() => {})));
  await sb.close();
  work.remove();
});

afterEach(() => {
  sb.faults.clear();
});

function env(target: RunningSandbox = sb, key = target.key) {
  return {
    PEOPLE_BASE_URL: target.baseUrl,
    PEOPLE_API_KEY: key,
    PEOPLE_CONFIG_DIR: join(work.path, "config"),
  };
}

async function mcp(args: string[] = [], target: RunningSandbox = sb, key?: string, client = {}) {
  const s = await startMcp({ args: ["mcp", ...args], env: env(target, key), client });
  sessions.push(s);
  return s;
}

// biome-ignore lint/suspicious/noExplicitAny: structured content is checked by the assertions themselves
type Result = { isError?: boolean; structuredContent?: Record<string, any>; content: unknown[] };
const call = (s: McpSession, name: string, args: Record<string, unknown> = {}) =>
  s.client.callTool({ name, arguments: args }) as Promise<Result>;
const pathsOf = (target: RunningSandbox, path: string) =>
  target.requests.filter((r) => r.path === `/api/v1${path}`);

describe("tools and their schemas", () => {
  let s: McpSession;
  beforeAll(async () => {
    s = await mcp(["--export-dir", work.path]);
  });

  it("lists the nine tools, each described with its cost", async () => {
    const { tools } = await s.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      "export_people",
      "find_people",
      "get_credits",
      "get_past_search",
      "get_person",
      "get_search_result",
      "list_past_searches",
      "search_people",
      "translate_query",
    ]);
    for (const t of tools) {
      expect(t.description).toMatch(/credit|Free/);
      expect(t.outputSchema).toBeDefined();
    }
    // Paid tools are never read-only (a host may approve read-only tools without asking).
    for (const t of tools.filter((t) => PAID.includes(t.name)))
      expect(t.annotations?.readOnlyHint).toBe(false);
    for (const name of [
      "get_credits",
      "get_search_result",
      "list_past_searches",
      "get_past_search",
      "get_person",
    ])
      expect(tools.find((t) => t.name === name)?.annotations?.readOnlyHint, name).toBe(true);
  });

  it("find_people and export_people take every filter of the contract, typed, with enums as enums", async () => {
    const { tools } = await s.client.listTools();
    for (const name of ["find_people", "export_people"]) {
      const schema = tools.find((t) => t.name === name)?.inputSchema as {
        properties: Record<string, Record<string, unknown>>;
        additionalProperties?: boolean;
      };
      expect(schema.additionalProperties).toBe(false);
      for (const d of FILTER_FIELDS) {
        const p = schema.properties[d.field];
        expect(p, `${name}.${d.field}`).toBeDefined();
        expect(p?.description).toEqual(expect.any(String));
        const type = { text: "string", list: "array", number: "number", flag: "boolean" }[d.kind];
        expect(p?.type).toBe(type);
        if ("values" in d) expect((p?.items as { enum?: unknown } | undefined)?.enum).toEqual([...d.values]);
      }
    }
    const find = tools.find((t) => t.name === "find_people")?.inputSchema.properties as Record<
      string,
      { maximum?: number }
    >;
    expect(find.limit?.maximum).toBe(100);
    expect(find.max_results?.maximum).toBe(100);
  });

  it("export_people is not offered without --export-dir", async () => {
    const plain = await mcp();
    const { tools } = await plain.client.listTools();
    expect(tools.map((t) => t.name)).not.toContain("export_people");
    await plain.close();
  });
});

describe("protocol versions", () => {
  it.each(["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"])(
    "a host speaking %s negotiates it and calls a tool",
    async (version) => {
      const s = await mcp([], sb, undefined, { supportedProtocolVersions: [version] });
      expect(s.client.getNegotiatedProtocolVersion()).toBe(version);
      const r = await call(s, "get_credits");
      expect(r.isError).toBeFalsy();
      await s.close();
    },
  );

  it("a host on the 2026-07-28 revision is served through server/discover", async () => {
    const s = await mcp([], sb, undefined, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
    expect(s.client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expect((await s.client.listTools()).tools.length).toBe(8);
    const r = await call(s, "find_people", { titleIncludes: ["engineer"], limit: 2 });
    expect(r.isError).toBeFalsy();
    expect((r.structuredContent!.profiles as unknown[]).length).toBe(2);
    await s.close();
  });

  it("stdout carries nothing but protocol messages; the rest goes to stderr", async () => {
    const child = spawn(process.execPath, [BIN, "mcp"], { env: cleanEnv(env()) });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    const init = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
    };
    child.stdin.write(`${JSON.stringify(init)}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" })}\n`);
    await new Promise<void>((resolve) => {
      const check = () => (out.split("\n").filter(Boolean).length >= 2 ? resolve() : setTimeout(check, 20));
      check();
    });
    child.stdin.end();
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    const lines = out.split("\n").filter(Boolean);
    for (const line of lines) expect(JSON.parse(line).jsonrpc).toBe("2.0");
    expect(lines.map((l) => JSON.parse(l).id)).toEqual([1, 2]);
    expect(err).toMatch(/people mcp: serving MCP on stdio/);
    // Closing stdin ends the server.
    expect(code).toBe(0);
  });
});

describe("calling each tool", () => {
  let s: McpSession;
  beforeAll(async () => {
    s = await mcp(["--export-dir", work.path]);
  });

  it("get_credits is free and says the balance", async () => {
    const before = pathsOf(sb, "/credits").length;
    const r = await call(s, "get_credits");
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ balance: sb.balance().balance, session: { spent: 0 } });
    expect(textOf(r)).toMatch(/Balance: [\d,]+ credits/);
    expect(pathsOf(sb, "/credits").length).toBe(before + 1);
  });

  it("translate_query turns a sentence into filters for 1 credit, and amends a filter set", async () => {
    const balance = sb.balance().balance;
    const r = await call(s, "translate_query", { sentence: "senior rust engineers in Berlin" });
    expect(r.isError).toBeFalsy();
    const filters = r.structuredContent?.filters as Record<string, unknown>;
    expect(filters).toMatchObject({ locations: ["Berlin"], skills: ["Rust"] });
    expect(r.structuredContent?.credits).toEqual({ charged: 1, balance: balance - 1 });
    expect(textOf(r)).toMatch(/1 credit charged · balance/);
    const amended = await call(s, "translate_query", {
      sentence: "only those with a verified email",
      current: filters,
    });
    expect(amended.structuredContent?.filters).toMatchObject({ ...filters, verifiedEmailOnly: true });
    expect(pathsOf(sb, "/people/translate").at(-1)?.body).toMatchObject({ currentQuery: filters });
  });

  it("find_people returns one page of profiles with the total, the next cursor and the charge", async () => {
    const r = await call(s, "find_people", { titleIncludes: ["engineer"], locations: ["Berlin"], limit: 5 });
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent as {
      profiles: { id: string }[];
      totalCount: number;
      nextCursor: string;
      pages: number;
    };
    expect(out.profiles).toHaveLength(5);
    expect(out.totalCount).toBeGreaterThan(5);
    expect(out.nextCursor).toEqual(expect.any(String));
    expect(r.structuredContent?.credits).toMatchObject({ charged: 1 });
    expect(textOf(r)).toMatch(/5 of [\d,]+ people matching, in 1 page/);
    // The cursor goes on where the page ended.
    const next = await call(s, "find_people", {
      titleIncludes: ["engineer"],
      locations: ["Berlin"],
      limit: 5,
      cursor: out.nextCursor,
    });
    const ids = (next.structuredContent!.profiles as { id: string }[]).map((p) => p.id);
    expect(ids).toHaveLength(5);
    expect(ids.some((id) => out.profiles.some((p) => p.id === id))).toBe(false);
  });

  it("find_people fetches whole pages up to max_results, and refuses bad input before paying", async () => {
    const sent = pathsOf(sb, "/people/search").length;
    const r = await call(s, "find_people", { titleIncludes: ["engineer"], limit: 10, max_results: 35 });
    expect(r.structuredContent).toMatchObject({ pages: 3, credits: { charged: 3 } });
    // A long result: the first 25 inline, all 30 through the run's resource link.
    expect((r.structuredContent!.profiles as unknown[]).length).toBe(25);
    expect(textOf(r)).toMatch(/The first 25 of the 30 people fetched are here/);
    const link = (r.content as { type: string; uri?: string }[]).find((c) => c.type === "resource_link");
    expect(link?.uri).toBe(`people://runs/${r.structuredContent!.run_id}`);
    const read = await s.client.readResource({ uri: link!.uri! });
    const whole = JSON.parse((read.contents[0] as { text: string }).text);
    expect(whole.detail.profiles).toHaveLength(30);
    expect(whole.detail.profiles[0]).toMatchObject({
      id: r.structuredContent!.profiles[0].id,
      skills: expect.any(Array),
    });
    expect(pathsOf(sb, "/people/search").length).toBe(sent + 3);
    const refusals = [
      [{}, /^No filter is set/],
      [{ titleIncludes: [" "], currentEmployersOnly: false }, /^No filter is set/],
      [{ titleIncludes: ["engineer"], limit: 50, max_results: 20 }, /limit 50 is above max_results 20/],
      [
        { titleIncludes: ["engineer"], minYearsExperience: 9, maxYearsExperience: 2 },
        /minYearsExperience 9 is above/,
      ],
      [{ seniorityLevels: ["Wizard"] }, /seniorityLevels/],
      [{ titleIncludes: ["engineer"], minYearsExperience: -5 }, /minYearsExperience/],
      [{ titleIncludes: ["engineer"], maxYearsExperience: -1 }, /maxYearsExperience/],
      [{ title: ["engineer"] }, /title/],
      [{ titleIncludes: ["engineer"], max_results: 500 }, /max_results/],
    ] as const;
    for (const [args, message] of refusals) {
      const bad = await call(s, "find_people", args);
      expect(bad.isError, JSON.stringify(args)).toBe(true);
      expect(textOf(bad)).toMatch(message);
    }
    expect(pathsOf(sb, "/people/search").length).toBe(sent + 3);
  });

  it("search_people returns the answer and the shortlist as structured content and text", async () => {
    const r = await call(s, "search_people", { query: "rust engineers in Berlin" });
    expect(r.isError).toBeFalsy();
    const out = r.structuredContent as {
      answer: string;
      people: Record<string, unknown>[];
      credits: { charged: number; balance: number };
    };
    expect(out.answer.length).toBeGreaterThan(0);
    expect(out.people.length).toBeGreaterThan(0);
    // The compact set by default, and nothing else.
    expect(Object.keys(out.people[0]!).sort()).toEqual(
      ["company", "id", "location", "name", "profile_url", "rank", "reason", "title"].sort(),
    );
    expect(out.people[0]).toMatchObject({
      name: expect.any(String),
      title: expect.any(String),
      company: expect.any(String),
      location: expect.any(String),
      reason: expect.any(String),
      profile_url: expect.stringMatching(/^https:/),
    });
    expect(r.structuredContent).toMatchObject({ status: "done", run_id: expect.any(String) });
    expect(out.credits.charged).toBeGreaterThan(0);
    expect(out.credits.charged).toBeLessThanOrEqual(10);
    expect(out.credits.balance).toBe(sb.balance().balance);
    const text = textOf(r);
    expect(text).toContain(out.answer);
    expect(text).toMatch(/^1\. .+ — .+ at .+/m);
    // The text summarises: no reasons or links repeated from the structured content.
    expect(text).not.toContain(out.people[0]!.reason as string);
    expect(text).toMatch(/credits? charged · balance/);
    expect(pathsOf(sb, "/search").at(-1)?.body).toEqual({ query: "rust engineers in Berlin", stream: true });
  });

  it("search_people takes a conversation and rerank: false", async () => {
    const messages = [
      { role: "user", content: "backend engineers in Berlin" },
      { role: "assistant", content: "Here are 10 backend engineers in Berlin." },
      { role: "user", content: "only those who know Rust" },
    ];
    const r = await call(s, "search_people", { messages, rerank: false });
    expect(r.isError).toBeFalsy();
    expect(pathsOf(sb, "/search").at(-1)?.body).toEqual({ messages, rerank: false, stream: true });
    const both = await call(s, "search_people", { query: "x", messages });
    expect(both.isError).toBe(true);
    expect(textOf(both)).toMatch(/Give query or messages, not both/);
  });
});

describe("progress and cancellation", () => {
  let slow: RunningSandbox;
  beforeAll(async () => {
    // A few seconds per search.
    slow = await sandbox({ pace: 1, credits: 1000 });
  });
  afterAll(async () => {
    await slow.close();
  });

  it("every stage is a progress notification, with heartbeats, so a short request timeout keeps waiting", async () => {
    const s = await mcp(["--heartbeat", "0.2"], slow);
    const notes: string[] = [];
    const started = Date.now();
    const r = (await s.client.callTool(
      { name: "search_people", arguments: { query: "staff engineers in Berlin who maintain Rust crates" } },
      { onprogress: (p) => notes.push(String(p.message)), timeout: 1000, resetTimeoutOnProgress: true },
    )) as Result;
    const took = Date.now() - started;
    expect(r.isError).toBeFalsy();
    // Longer than the request timeout: the notifications kept the request alive.
    expect(took).toBeGreaterThan(1000);
    // Every stage the service played, by its label, in order, between heartbeats.
    const stages = ["Understanding the request", "Merging and ranking", "Writing the answer"];
    const at = stages.map((label) => notes.indexOf(label));
    expect(
      at.every((i) => i >= 0),
      notes.join(" | "),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(notes.some((n) => n.startsWith("Searching profiles: "))).toBe(true);
    expect(notes[0]).toMatch(/^(Waiting for the search to start|The search has begun)/);
    expect(notes.filter((n) => n.startsWith("Still searching")).length).toBeGreaterThan(0);
    await s.close();
  });

  it("a cancelled search stops waiting, says the run continues and will be charged, and counts its reserve", async () => {
    const s = await mcp(["--heartbeat", "0.2"], slow);
    const before = slow.balance().balance;
    const sent = pathsOf(slow, "/search").length;
    const controller = new AbortController();
    const call = s.client.callTool(
      { name: "search_people", arguments: { query: "data engineers in Madrid" } },
      {
        signal: controller.signal,
        onprogress: (p) => {
          if (p.message === "The search has begun") controller.abort();
        },
      },
    );
    await expect(call).rejects.toThrow();
    await expect
      .poll(() => s.stderr(), { timeout: 5000 })
      .toMatch(
        /search_people cancelled: stopped waiting: the search continues on the service and will be charged/,
      );
    // The server goes on; the cancelled run's reserve counts against the session until known.
    const credits = await s.client.callTool({ name: "get_credits", arguments: {} });
    expect((credits.structuredContent as { session: { spent: number } }).session.spent).toBe(10);
    // The run finished on the service and was charged.
    await slow.idle();
    expect(slow.balance().balance).toBeLessThan(before);
    // Sent once, never again.
    expect(pathsOf(slow, "/search")).toHaveLength(sent + 1);
    await s.close();
  });
});

describe("money", () => {
  it("--max-credits bounds the session: a call whose reserve would pass it is a tool error, and nothing is sent", async () => {
    const s = await mcp(["--max-credits", "12"]);
    const searches = pathsOf(sb, "/search").length;
    const first = await call(s, "search_people", { query: "rust engineers in Berlin" });
    expect(first.isError).toBeFalsy();
    const spent = (first.structuredContent!.session as { spent: number }).spent;
    expect(spent).toBeGreaterThan(2); // so that 10 more cannot fit in 12
    const second = await call(s, "search_people", { query: "rust engineers in Berlin" });
    expect(second.isError).toBe(true);
    expect(textOf(second)).toMatch(
      /^search_people was refused before anything was sent: its agentic search reserves 10 credits, and \d+ of this session's --max-credits 12 (is|are) left\.\nHint: .*--max-credits/,
    );
    expect(pathsOf(sb, "/search")).toHaveLength(searches + 1);
    // Pages go on until the bound, then are refused too.
    let pages = 0;
    for (;;) {
      const r = await call(s, "find_people", { titleIncludes: ["engineer"], limit: 1 });
      if (r.isError) {
        expect(textOf(r)).toMatch(
          /^find_people was refused before anything was sent: its page reserves 1 credit, and 0 of this session's --max-credits 12 are left/,
        );
        break;
      }
      pages++;
    }
    expect(spent + pages).toBe(12);
    // Free tools still work.
    const credits = await call(s, "get_credits");
    expect(credits.isError).toBeFalsy();
    expect(credits.structuredContent?.session).toEqual({ spent: 12, limit: 12, left: 0 });
    await s.close();
  });

  it("402 is a tool error with the balance and the contract's hint", async () => {
    const s = await mcp();
    sb.faults.set({ insufficientCredits: { route: "people/search" } });
    const r = await call(s, "find_people", { titleIncludes: ["engineer"] });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/\(balance: [\d,]+ credits\)\.\nHint: Top up the account's credits/);
    expect(r.structuredContent).toBeUndefined();
    // The session counted nothing for a refused call.
    const credits = await call(s, "get_credits");
    expect((credits.structuredContent!.session as { spent: number }).spent).toBe(0);
    await s.close();
  });
});

describe("budgets and the history, as for every command", () => {
  /** `people mcp ARGS` with a config dir (a store, a ledger) of the test's own. */
  async function mcpWith(config: string, args: string[], extra: Record<string, string> = {}) {
    const s = await startMcp({
      args: ["mcp", ...args],
      env: { ...env(), PEOPLE_CONFIG_DIR: config, ...extra },
    });
    sessions.push(s);
    return s;
  }

  it("a budget refuses a call as a tool error with nothing sent; `people mcp --no-budget` lifts it", async () => {
    const config = join(work.path, "budget-config");
    const budget = { PEOPLE_BUDGET_DAILY: "1" };
    const s = await mcpWith(config, [], budget);
    expect((await call(s, "translate_query", { sentence: "founders in Paris" })).isError).toBeFalsy();
    const translations = pathsOf(sb, "/people/translate").length;
    const refused = await call(s, "translate_query", { sentence: "founders in Lyon" });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /^Stopped by budget\.daily \(1 of its 1 credit spent or held today\): this translation reserves 1 credit, so nothing was sent\.\nHint: .*--no-budget\.$/,
    );
    expect(pathsOf(sb, "/people/translate")).toHaveLength(translations);
    // The server goes on serving.
    expect((await call(s, "get_credits")).isError).toBeFalsy();
    await s.close();
    const lifted = await mcpWith(config, ["--no-budget"], budget);
    const r = await call(lifted, "translate_query", { sentence: "founders in Lyon" });
    expect(r.isError).toBeFalsy();
    expect(pathsOf(sb, "/people/translate")).toHaveLength(translations + 1);
    expect(lifted.stderr()).toContain("budgets lifted (--no-budget)");
    await lifted.close();
  });

  it("a search is in people usage once and in people history, and get_past_search reads it back for free", async () => {
    const config = join(work.path, "history-config");
    const s = await mcpWith(config, []);
    const search = await call(s, "search_people", { query: "rust engineers in Berlin" });
    const charged = search.structuredContent!.credits.charged as number;
    const people = cli({ sandbox: sb, configDir: config });
    const usage = JSON.parse((await people(["usage", "--json"])).stdout);
    const account = usage.accounts.find((a: { baseUrl: string }) => a.baseUrl === sb.baseUrl);
    expect(account).toMatchObject({ total: charged, calls: 1 });
    expect(account.byCommand).toEqual([{ command: "mcp", credits: charged, calls: 1 }]);
    const history = JSON.parse((await people(["history", "--json"])).stdout);
    expect(history).toEqual([expect.objectContaining({ command: "search", via: "mcp", credits: charged })]);
    const requests = sb.requests.length;
    const past = await call(s, "get_past_search", { id: history[0].id });
    expect(past.isError).toBeFalsy();
    expect(past.structuredContent!.result).toMatchObject({
      kind: "search",
      answer: search.structuredContent!.answer,
      people: search.structuredContent!.people,
    });
    expect(sb.requests.length).toBe(requests);
    await s.close();
  });
});

describe("service errors are tool errors", () => {
  it("401: a revoked key", async () => {
    const revoked = sb.createKey("revoked");
    const s = await mcp([], sb, revoked);
    const r = await call(s, "get_credits");
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(
      /\nHint: The service refused the API key\. Run `people login`, set PEOPLE_API_KEY/,
    );
    await s.close();
  });

  it("403: a restricted key reads the balance but cannot search", async () => {
    const restricted = sb.createKey("restricted");
    const s = await mcp([], sb, restricted);
    expect((await call(s, "get_credits")).isError).toBeFalsy();
    const r = await call(s, "find_people", { titleIncludes: ["engineer"] });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/Hint: This key is not allowed to do that/);
    await s.close();
  });

  it("429: waited out within --max-wait, else a tool error saying when to retry", async () => {
    const s = await mcp(["--max-wait", "5"]);
    sb.faults.set({ rateLimited: { times: 1, retryAfter: 1, route: "people/search" } });
    const waited = await call(s, "find_people", { titleIncludes: ["engineer"], limit: 1 });
    expect(waited.isError).toBeFalsy();
    sb.faults.set({ rateLimited: { times: 3, retryAfter: 300, route: "people/search" } });
    const r = await call(s, "find_people", { titleIncludes: ["engineer"], limit: 1 });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/\nHint: Retry in 5m 00s/);
    await s.close();
  });

  it("a stream's error event and a 502 are tool errors; the server keeps serving", async () => {
    const s = await mcp();
    sb.faults.set({ streamError: { afterEvents: 3, message: "a source failed" } });
    const r = await call(s, "search_people", { query: "rust engineers in Berlin" });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/^A source failed\.\nHint: The run failed on the service/);
    sb.faults.set({ upstreamError: { times: 2, route: "people/translate" } });
    const t = await call(s, "translate_query", { sentence: "rust engineers" });
    expect(t.isError).toBe(true);
    expect(textOf(t)).toMatch(/Hint: A source the service reads failed; any charge was refunded/);
    expect((await call(s, "get_credits")).isError).toBeFalsy();
    await s.close();
  });

  it("with no key the command exits 3 before serving, naming what to do", async () => {
    const people = cli({ configDir: join(work.path, "empty-config") });
    const r = await people(["mcp"], { input: "" });
    expect(r.exitCode).toBe(3);
    expect(String(r.stderr)).toMatch(/people login.*PEOPLE_API_KEY.*--sandbox/s);
    expect(String(r.stdout)).toBe("");
  });
});

describe("export_people", () => {
  let s: McpSession;
  let dir: string;
  beforeAll(async () => {
    dir = join(work.path, "exports");
    mkdirSync(dir);
    s = await mcp(["--export-dir", dir]);
  });
  const lines = (file: string) => readFileSync(join(dir, file), "utf8").trim().split("\n");

  it("stops at max_credits with the file whole, and resume: true finishes it, each person once", async () => {
    const args = { titleIncludes: ["engineer"], file: "engineers.jsonl", max_results: 250 };
    const first = await call(s, "export_people", { ...args, max_credits: 2 });
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent).toMatchObject({
      written: 200,
      complete: false,
      pages: 2,
      credits: { charged: 2 },
    });
    expect(textOf(first)).toMatch(/resume: true/);
    expect(lines("engineers.jsonl")).toHaveLength(200);
    // Not over an unfinished export unless asked.
    const again = await call(s, "export_people", { ...args, max_credits: 2 });
    expect(again.isError).toBe(true);
    expect(textOf(again)).toMatch(/holds an unfinished export \(200 people so far\)/);
    const rest = await call(s, "export_people", { ...args, resume: true });
    expect(rest.structuredContent).toMatchObject({ written: 250, complete: true, credits: { charged: 1 } });
    const ids = lines("engineers.jsonl").map((l) => JSON.parse(l).id);
    expect(ids).toHaveLength(250);
    expect(new Set(ids).size).toBe(250);
    expect(String(rest.structuredContent?.file)).toBe(join(dir, "engineers.jsonl"));
  });

  it("writes CSV, and refuses formats that are not resumable or readable at every stop", async () => {
    const r = await call(s, "export_people", {
      titleIncludes: ["engineer"],
      file: "eng.csv",
      max_results: 120,
    });
    expect(r.structuredContent).toMatchObject({ format: "csv", written: 120, complete: true });
    expect(lines("eng.csv")[0]).toMatch(/^id,name,/);
    expect(lines("eng.csv")).toHaveLength(121);
    const json = await call(s, "export_people", { titleIncludes: ["engineer"], file: "eng.json" });
    expect(json.isError).toBe(true);
    expect(textOf(json)).toMatch(/CSV or JSONL/);
    const existing = await call(s, "export_people", { titleIncludes: ["engineer"], file: "eng.csv" });
    expect(existing.isError).toBe(true);
    expect(textOf(existing)).toMatch(/already exists/);
  });

  it("refuses every path that leaves the export directory, before anything is paid", async () => {
    const outside = join(work.path, "outside");
    mkdirSync(outside);
    symlinkSync(join(outside, "target.csv"), join(dir, "link.csv"));
    symlinkSync(outside, join(dir, "linked-dir"));
    writeFileSync(join(outside, "keep.csv"), "keep\n");
    const sent = pathsOf(sb, "/people/search").length;
    for (const file of [
      "../escape.csv",
      join(outside, "abs.csv"),
      "link.csv",
      "linked-dir/x.csv",
      "missing/x.csv",
      "",
    ]) {
      const r = await call(s, "export_people", { titleIncludes: ["engineer"], file });
      expect(r.isError, file).toBe(true);
      expect(textOf(r), file).toMatch(
        /export directory|does not exist|symbolic link|empty|Invalid|too small/i,
      );
    }
    expect(pathsOf(sb, "/people/search")).toHaveLength(sent);
    expect(readFileSync(join(outside, "keep.csv"), "utf8")).toBe("keep\n");
  });
});

describe("the key", () => {
  it("appears in no message, no log and no error, even with --verbose", async () => {
    const key = sb.createKey("valid");
    const s = await mcp(["--verbose", "--export-dir", work.path], sb, key);
    await call(s, "get_credits");
    await call(s, "find_people", { titleIncludes: ["engineer"], limit: 2 });
    await call(s, "translate_query", { sentence: "rust engineers in Berlin" });
    await call(s, "search_people", { query: "rust engineers in Berlin" });
    await call(s, "export_people", { titleIncludes: ["engineer"], file: "key-check.csv", max_results: 10 });
    sb.faults.set({ serverError: { times: 5, route: "credits" } });
    await call(s, "get_credits");
    const revoked = sb.createKey("revoked");
    const bad = await mcp(["--verbose"], sb, revoked);
    await call(bad, "find_people", { titleIncludes: ["engineer"] });
    const everything = [...s.messages, s.stderr(), ...bad.messages, bad.stderr()].join("\n");
    expect(s.messages.length).toBeGreaterThan(10);
    expect(s.stderr()).toMatch(/→ POST/);
    for (const secret of [key, revoked]) {
      expect(everything).not.toContain(secret);
      // Not even the part between the first and last four characters a redaction may show.
      expect(everything).not.toContain(secret.slice(4, -4));
    }
    await s.close();
    await bad.close();
  });
});
