// In-process: `people mcp`'s tools and the money seam every command shares. Each paid call is checked
// against the configured budgets before it is sent (a refusal is a tool error, the server goes on), kept in
// the ledger once with what it was charged (`people usage`), and kept in the history as a run made via mcp
// (`people history`); list_past_searches and get_past_search read that history back for free, without a
// request. Each test has a config dir (and so a store) of its own; the sandbox's request log counts what
// was sent. The stdio process (the --no-budget flag itself) is in test/e2e/mcp.test.ts.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSession } from "../../src/cli/commands/mcp/run.js";
import { createMcpServer } from "../../src/cli/commands/mcp/server.js";
import { createFactory, type GlobalOptions } from "../../src/cli/factory.js";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { tempDir } from "../helpers/cli.js";
import { runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let work: ReturnType<typeof tempDir>;
let n = 0;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000, rateLimit: 0, credits: 100_000 });
  work = tempDir("people-mcp-ledger-");
});

afterAll(async () => {
  await sb.close();
  work.remove();
});

/** A config dir (and so a store and a ledger) of the test's own. */
function freshConfig(): string {
  const dir = join(work.path, `config-${++n}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

interface Connect {
  config: string;
  env?: Record<string, string | undefined>;
  globals?: GlobalOptions;
  maxCredits?: number;
  exportDir?: string;
}

/** A session as `people [--no-budget] mcp` builds it (openSession), with an SDK client linked in memory. */
async function connect(o: Connect) {
  const io = testIO();
  const env = sandboxEnv(sb, o.config, o.env);
  const f = createFactory({
    command: "mcp",
    io,
    env,
    globals: o.globals ?? {},
    signal: new AbortController().signal,
  });
  const session = await openSession(f, {
    ...(o.maxCredits !== undefined ? { maxCredits: o.maxCredits } : {}),
    ...(o.exportDir !== undefined ? { exportDir: o.exportDir } : {}),
    heartbeat: 0.05,
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(session).connect(serverSide);
  const client = new Client({ name: "in-process", version: "1" });
  await client.connect(clientSide);
  // biome-ignore lint/suspicious/noExplicitAny: structured content is checked by the assertions themselves
  type Out = { isError?: boolean; structuredContent?: Record<string, any>; content: { text?: string }[] };
  const call = (name: string, args: Record<string, unknown> = {}) =>
    client.callTool({ name, arguments: args }) as Promise<Out>;
  return {
    client,
    call,
    session,
    io,
    env,
    close: async () => {
      await client.close();
      await f.cleanup();
    },
  };
}

const sent = (path: string) => sb.requests.filter((r) => r.path === `/api/v1${path}`).length;
const textOf = (r: { content: { text?: string }[] }) => r.content.map((c) => c.text ?? "").join("\n");

/** `people usage --json`'s account for the sandbox this file runs against. */
async function usageOf(env: Record<string, string | undefined>) {
  const r = await runInProcess(["usage", "--json"], { env });
  expect(r.exitCode).toBe(0);
  return JSON.parse(r.stdout).accounts.find((a: { baseUrl: string }) => a.baseUrl === sb.baseUrl);
}

async function historyOf(env: Record<string, string | undefined>) {
  const r = await runInProcess(["history", "--json", "--limit", "0"], { env });
  expect(r.exitCode).toBe(0);
  return JSON.parse(r.stdout) as { id: number; command: string; via?: string; credits: number | null }[];
}

describe("budgets apply to every paid tool", () => {
  it("a call that would pass a budget is a tool error with the contract's sentence and hint, nothing is sent, and the server goes on", async () => {
    const config = freshConfig();
    const c = await connect({ config, env: { PEOPLE_BUDGET_DAILY: "1" } });
    const first = await c.call("translate_query", { sentence: "founders in Paris" });
    expect(first.isError).toBeFalsy();
    const [translations, searches, pages] = [
      sent("/people/translate"),
      sent("/search"),
      sent("/people/search"),
    ];
    const refused = await c.call("translate_query", { sentence: "founders in Lyon" });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(
      /^Stopped by budget\.daily \(1 of its 1 credit spent or held today\): this translation reserves 1 credit, so nothing was sent\.\nHint: It resets at midnight \(in .+\)\. Raise it with `people config set budget\.daily N`, or lift it for one run with --no-budget\.$/,
    );
    const search = await c.call("search_people", { query: "rust engineers in Berlin" });
    expect(search.isError).toBe(true);
    expect(textOf(search)).toMatch(
      /^Stopped by budget\.daily .*: this search reserves 10 credits, so nothing was sent\./,
    );
    const find = await c.call("find_people", { titleIncludes: ["engineer"] });
    expect(find.isError).toBe(true);
    expect(textOf(find)).toMatch(/this page reserves 1 credit, so nothing was sent/);
    // Nothing paid reached the service; the refusals cost the session nothing.
    expect([sent("/people/translate"), sent("/search"), sent("/people/search")]).toEqual([
      translations,
      searches,
      pages,
    ]);
    expect(c.session.money.status().spent).toBe(1);
    // The server is still up: free tools answer.
    expect((await c.call("get_credits")).isError).toBeFalsy();
    expect((await c.call("list_past_searches")).isError).toBeFalsy();
    await c.close();
  });

  it("--no-budget lifts the budgets for the session; its charges still count for the next one", async () => {
    const config = freshConfig();
    const env = { PEOPLE_BUDGET_DAILY: "1" };
    const spend = await connect({ config, env });
    expect((await spend.call("translate_query", { sentence: "founders in Paris" })).isError).toBeFalsy();
    await spend.close();
    const lifted = await connect({ config, env, globals: { budget: false } });
    const before = sent("/people/translate");
    const r = await lifted.call("translate_query", { sentence: "founders in Lyon" });
    expect(r.isError).toBeFalsy();
    expect(sent("/people/translate")).toBe(before + 1);
    await lifted.close();
    const again = await connect({ config, env });
    const refused = await again.call("translate_query", { sentence: "founders in Nice" });
    expect(textOf(refused)).toMatch(/^Stopped by budget\.daily \(2 of its 1 credit spent or held today\)/);
    await again.close();
  });

  it("--max-credits still bounds the session on top of a budget, and refuses first", async () => {
    const config = freshConfig();
    const c = await connect({ config, env: { PEOPLE_BUDGET_DAILY: "100" }, maxCredits: 2 });
    expect((await c.call("translate_query", { sentence: "founders in Paris" })).isError).toBeFalsy();
    expect((await c.call("translate_query", { sentence: "founders in Lyon" })).isError).toBeFalsy();
    const before = sent("/people/translate");
    const third = await c.call("translate_query", { sentence: "founders in Nice" });
    expect(textOf(third)).toMatch(/^translate_query was refused before anything was sent: .*--max-credits 2/);
    expect(sent("/people/translate")).toBe(before);
    await c.close();
    // The ledger holds the two calls, and no hold of the refused one.
    const u = await usageOf(sandboxEnv(sb, config));
    expect(u).toMatchObject({ total: 2, calls: 2, held: 0 });
  });

  it("find_people stops at the last page a budget allows, with those pages and a cursor to go on", async () => {
    const config = freshConfig();
    const c = await connect({ config, env: { PEOPLE_BUDGET_DAILY: "2" } });
    const r = await c.call("find_people", { titleIncludes: ["engineer"], limit: 10, max_results: 40 });
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ pages: 2, credits: { charged: 2 } });
    expect(r.structuredContent?.profiles).toHaveLength(20);
    expect(r.structuredContent?.nextCursor).toEqual(expect.any(String));
    expect(r.structuredContent?.notes.join("\n")).toMatch(
      /^Stopped by budget\.daily \(2 of its 2 credits spent or held today\): this page reserves 1 credit, so nothing was sent; nextCursor goes on from here\./,
    );
    await c.close();
  });

  it("export_people stops at the last page a budget allows, the file whole and resumable", async () => {
    const config = freshConfig();
    const exportDir = join(work.path, `exports-${n}`);
    mkdirSync(exportDir);
    const c = await connect({ config, env: { PEOPLE_BUDGET_DAILY: "3" }, exportDir });
    const args = { titleIncludes: ["engineer"], file: "budget.jsonl", max_results: 500 };
    const r = await c.call("export_people", args);
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({ written: 300, pages: 3, complete: false });
    expect(textOf(r)).toMatch(
      /Stopped by budget\.daily \(3 of its 3 credits spent or held today\): the next page reserves 1 credit; the file is valid up to here\. To go on, call export_people again .* resume: true once it resets at midnight \(in .+\), or restart people mcp with --no-budget\./,
    );
    await c.close();
    const lifted = await connect({
      config,
      env: { PEOPLE_BUDGET_DAILY: "3" },
      exportDir,
      globals: { budget: false },
    });
    const rest = await lifted.call("export_people", { ...args, resume: true });
    expect(rest.structuredContent).toMatchObject({ written: 500, complete: true, credits: { charged: 2 } });
    await lifted.close();
  });
});

describe("each paid call is recorded once", () => {
  it.each([
    ["without a budget (the records go through the spool)", {}],
    ["with a budget (holds settled in the store)", { PEOPLE_BUDGET_DAILY: "1000" }],
  ])(
    "%s: people usage has every charge once, under mcp, and people history every call, via mcp",
    async (_, extra) => {
      const config = freshConfig();
      const c = await connect({ config, env: extra });
      const search = await c.call("search_people", { query: "rust engineers in Berlin" });
      const charged = search.structuredContent?.credits.charged as number;
      expect(charged).toBeGreaterThan(0);
      const find = await c.call("find_people", { titleIncludes: ["engineer"], limit: 10, max_results: 30 });
      expect(find.structuredContent?.pages).toBe(3);
      await c.call("translate_query", { sentence: "founders in Paris" });
      await c.call("get_credits");
      // Written as each call ended: read while the server is still up.
      const env = sandboxEnv(sb, config);
      const u = await usageOf(env);
      expect(u).toMatchObject({ total: charged + 3 + 1, calls: 5, estimated: 0, held: 0 });
      expect(u.byCommand).toEqual([{ command: "mcp", credits: charged + 3 + 1, calls: 5 }]);
      expect(u.balance.value).toBe(sb.balance().balance);
      const runs = await historyOf(env);
      expect(runs.map((r) => [r.command, r.via, r.credits])).toEqual([
        ["translate", "mcp", 1],
        ["find", "mcp", 3],
        ["search", "mcp", charged],
      ]);
      await c.close();
      // The server's end writes nothing more: still once.
      expect(await usageOf(env)).toMatchObject({ total: charged + 3 + 1, calls: 5 });
      expect(await historyOf(env)).toHaveLength(3);
    },
  );
});

describe("past results, free", () => {
  it("get_past_search gives a search_people, find_people or translate_query result again without a request", async () => {
    const config = freshConfig();
    const c = await connect({ config });
    const search = await c.call("search_people", { query: "staff engineers in Berlin" });
    const find = await c.call("find_people", {
      titleIncludes: ["engineer"],
      locations: ["Berlin"],
      limit: 5,
    });
    const translate = await c.call("translate_query", { sentence: "senior rust engineers in Berlin" });
    const list = await c.call("list_past_searches");
    const [t, f, s] = list.structuredContent!.runs as { id: number; command: string; via: string }[];
    expect([t?.command, f?.command, s?.command]).toEqual(["translate", "find", "search"]);
    expect(s?.via).toBe("mcp");

    const requests = sb.requests.length;
    const balance = sb.balance().balance;
    const spent = c.session.money.status().spent;
    const pastSearch = await c.call("get_past_search", { id: s?.id });
    expect(pastSearch.isError).toBeFalsy();
    expect(pastSearch.structuredContent?.result).toMatchObject({
      kind: "search",
      query: "staff engineers in Berlin",
      answer: search.structuredContent?.answer,
      people: search.structuredContent?.people,
      companies: search.structuredContent?.companies,
      repos: search.structuredContent?.repos,
      credits: search.structuredContent?.credits,
    });
    expect(textOf(pastSearch)).toMatch(/nothing was sent, nothing charged/);
    expect(textOf(pastSearch)).toContain(search.structuredContent?.answer.trim());
    const pastFind = await c.call("get_past_search", { id: f?.id });
    expect(pastFind.structuredContent?.result).toMatchObject({
      kind: "find",
      filters: { titleIncludes: ["engineer"], locations: ["Berlin"] },
      profiles: find.structuredContent?.profiles,
      nextCursor: find.structuredContent?.nextCursor,
      credits: 1,
    });
    const pastTranslate = await c.call("get_past_search", { id: t?.id });
    expect(pastTranslate.structuredContent?.result).toMatchObject({
      kind: "translate",
      sentence: "senior rust engineers in Berlin",
      filters: translate.structuredContent?.filters,
    });
    // Not a request, not a credit, not a credit of the session.
    expect(sb.requests.length).toBe(requests);
    expect(sb.balance().balance).toBe(balance);
    expect(c.session.money.status().spent).toBe(spent);
    const missing = await c.call("get_past_search", { id: 9999 });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/^There is no run 9999 in the history\.\nHint: list_past_searches lists/);
    await c.close();
  });

  it("list_past_searches lists every paid run newest first, the command line's too, bounded, and searchable", async () => {
    const config = freshConfig();
    const env = sandboxEnv(sb, config);
    for (const city of ["Paris", "Lyon", "Nice"])
      expect((await runInProcess(["translate", `founders in ${city}`], { env })).exitCode).toBe(0);
    const c = await connect({ config });
    await c.call("translate_query", { sentence: "founders in Lille" });
    const requests = sb.requests.length;
    const all = await c.call("list_past_searches");
    const runs = all.structuredContent?.runs as { summary: string; via: string | null; service: string }[];
    expect(runs.map((r) => [r.summary, r.via])).toEqual([
      ["founders in Lille", "mcp"],
      ["founders in Nice", null],
      ["founders in Lyon", null],
      ["founders in Paris", null],
    ]);
    expect(runs[0]?.service).toBe(sb.baseUrl);
    const two = await c.call("list_past_searches", { limit: 2 });
    expect(two.structuredContent?.runs).toHaveLength(2);
    const lyon = await c.call("list_past_searches", { search: "lyon" });
    expect((lyon.structuredContent!.runs as { summary: string }[]).map((r) => r.summary)).toEqual([
      "founders in Lyon",
    ]);
    const none = await c.call("list_past_searches", { search: "Oslo" });
    expect(none.structuredContent).toMatchObject({
      runs: [],
      notes: ['No run in the history holds "Oslo".'],
    });
    const tooMany = await c.call("list_past_searches", { limit: 101 });
    expect(tooMany.isError).toBe(true);
    expect(sb.requests.length).toBe(requests);
    await c.close();
  });

  it("a damaged store is a tool error of the history tools only; paid tools go on, their records spooled", async () => {
    const config = freshConfig();
    writeFileSync(join(config, "people.db"), "not a database ".repeat(300));
    const c = await connect({ config });
    for (const [name, args] of [
      ["list_past_searches", {}],
      ["get_past_search", { id: 1 }],
    ] as const) {
      const r = await c.call(name, args);
      expect(r.isError, name).toBe(true);
      expect(textOf(r)).toMatch(/^The local store .*people\.db is damaged.*\nHint: Move it aside/s);
    }
    const find = await c.call("find_people", { titleIncludes: ["engineer"], limit: 5 });
    expect(find.isError).toBeFalsy();
    const search = await c.call("search_people", { query: "rust engineers in Berlin" });
    expect(search.isError).toBeFalsy();
    expect(readdirSync(join(config, "people.db-spool")).length).toBeGreaterThan(0);
    await c.close();
  });
});

describe("annotations", () => {
  it("paid tools are never read-only; the history tools and get_credits are", async () => {
    const config = freshConfig();
    const exportDir = join(work.path, `exports-${n}`);
    mkdirSync(exportDir);
    const c = await connect({ config, exportDir });
    const { tools } = await c.client.listTools();
    const readOnly = Object.fromEntries(tools.map((t) => [t.name, t.annotations?.readOnlyHint]));
    expect(readOnly).toEqual({
      search_people: false,
      find_people: false,
      translate_query: false,
      export_people: false,
      get_credits: true,
      get_search_result: true,
      list_past_searches: true,
      get_past_search: true,
      get_person: true,
    });
    for (const name of ["list_past_searches", "get_past_search", "get_person"]) {
      const t = tools.find((x) => x.name === name);
      expect(t?.description).toMatch(/^Free: it .*sends nothing to the service/m);
      expect(t?.annotations).toMatchObject({ destructiveHint: false, idempotentHint: true });
      expect(t?.outputSchema).toBeDefined();
    }
    expect(tools.find((t) => t.name === "get_past_search")?.inputSchema).toMatchObject({
      required: ["id"],
      additionalProperties: false,
    });
    await c.close();
  });
});

describe("people seen, over MCP", () => {
  const ids = (r: { structuredContent?: Record<string, unknown> }, key: "profiles" | "people") =>
    ((r.structuredContent?.[key] ?? []) as { id: string }[]).map((p) => p.id);

  it("find_people with new_only leaves out people an earlier call delivered; get_person gives one back free", async () => {
    const c = await connect({ config: freshConfig() });
    const filters = { titleIncludes: ["designer"] };
    const first = await c.call("find_people", { ...filters, limit: 5 });
    const firstIds = ids(first, "profiles");
    expect(firstIds).toHaveLength(5);
    // One page of 10 holds the 5 delivered and 5 new: the call costs its one page and delivers 5.
    const second = await c.call("find_people", { ...filters, limit: 10, new_only: true });
    const secondIds = ids(second, "profiles");
    expect(secondIds).toHaveLength(5);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(second.structuredContent?.pages).toBe(1);
    expect(second.structuredContent?.notes).toContain("Left out 5 people seen before (new_only).");
    const sent = sb.requests.length;
    const person = await c.call("get_person", { person: firstIds[0] as string });
    expect(person.isError).toBeFalsy();
    // The whole record (not the compact set), and the one run that delivered them.
    expect(person.structuredContent?.person).toMatchObject({ id: firstIds[0] });
    expect(Object.keys(person.structuredContent?.person ?? {}).length).toBeGreaterThan(7);
    expect(person.structuredContent?.runs).toHaveLength(1);
    expect(person.structuredContent?.firstSeen).toMatchObject({ at: expect.any(String) });
    const narrow = await c.call("get_person", { person: secondIds[0] as string, fields: ["name"] });
    expect(Object.keys(narrow.structuredContent?.person ?? {})).toEqual(["name"]);
    const nobody = await c.call("get_person", { person: "nobody@nowhere.example" });
    expect(nobody.isError).toBe(true);
    expect(nobody.content[0]?.text).toMatch(/^Nobody known as "nobody@nowhere\.example"/);
    expect(sb.requests.length).toBe(sent);
    await c.close();
  });

  it("search_people with new_only filters the shortlist once, where the run is recorded, whichever call collects it", async () => {
    const config = freshConfig();
    const c = await connect({ config });
    const query = "rust engineers in Berlin";
    const first = await c.call("search_people", { query });
    const firstIds = ids(first, "people");
    const total = first.structuredContent?.total_people as number;
    expect(total).toBeGreaterThan(0);
    // get_person N: the Nth of the last shortlist, free.
    const third = await c.call("get_person", { person: "1" });
    expect(third.structuredContent?.person).toMatchObject({ key: firstIds[0] });
    // The same search again, new_only, answered with a handle: the run filters its own shortlist.
    const handle = await c.call("search_people", { query, new_only: true, wait_seconds: 0 });
    expect(handle.structuredContent?.status).toBe("running");
    const runId = handle.structuredContent?.run_id as string;
    const done = await c.call("get_search_result", { run_id: runId, wait_seconds: 50 });
    expect(done.structuredContent?.status).toBe("done");
    expect(done.structuredContent?.people).toEqual([]);
    const notes = done.structuredContent?.notes as string[];
    const whom = total === 1 ? "person" : "people";
    expect(notes.join(" ")).toContain(`Left out ${total} ${whom} seen before (new_only).`);
    expect(notes.join(" ")).toMatch(/cannot be told whom to skip, so its shortlist was filtered here/);
    // Collected again: the same result, filtered once (the run's people are not left out a second time).
    const again = await c.call("get_search_result", { run_id: runId });
    expect(again.structuredContent?.people).toEqual([]);
    expect(again.structuredContent?.credits).toEqual(done.structuredContent?.credits);
    await c.close();
    // Read back from the history by another server: still said to be filtered, and of how many.
    const later = await connect({ config });
    const kept = await later.call("get_search_result", { run_id: runId });
    expect(kept.structuredContent?.people).toEqual([]);
    const keptNotes = ((kept.structuredContent?.notes ?? []) as string[]).join(" ");
    expect(keptNotes).toContain(`Left out ${total} people seen before (new_only).`);
    expect(keptNotes).toMatch(/cannot be told whom to skip, so its shortlist was filtered here/);
    expect(keptNotes).toMatch(/From the history \(run \d+\)/);
    await later.close();
  });

  it("new_only is refused while history is off, before anything is paid", async () => {
    const c = await connect({ config: freshConfig(), env: { PEOPLE_NO_HISTORY: "1" } });
    const sent = sb.requests.length;
    for (const [tool, args] of [
      ["find_people", { titleIncludes: ["designer"], new_only: true }],
      ["search_people", { query: "rust engineers in Berlin", new_only: true }],
    ] as const) {
      const r = await c.call(tool, args);
      expect(r.isError, tool).toBe(true);
      expect(r.content[0]?.text).toMatch(
        /^new_only needs the record of people already seen, and history is off/,
      );
    }
    expect(sb.requests.length).toBe(sent);
    // Without new_only, the same calls go through.
    expect((await c.call("find_people", { titleIncludes: ["designer"], limit: 1 })).isError).toBeFalsy();
    await c.close();
  });
});
