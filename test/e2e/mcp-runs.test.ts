// End-to-end: what hosts need of the built `people mcp` beyond its tools working (issue: long runs, lean
// results, the sandbox marked), driven over stdio by the official client SDK:
// - a search longer than wait_seconds answers with a handle before a short client time-out, and
//   get_search_result collects it, charged once (the ledger, `people usage` and the service agree), and
//   reads it back from the history in a later server;
// - a server closed mid-run says so on stderr and counts the run at its reserve;
// - `fields`, and resource links resolved with resources/read (a long result, an export);
// - under --sandbox: the instructions, every tool description and every result marked;
// - search_people as a task of the protocol (2025-11-25), for a client that asks for one.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { type McpSession, startMcp, textOf } from "../helpers/mcp.js";

// biome-ignore lint/suspicious/noExplicitAny: structured content is checked by the assertions themselves
type Result = { isError?: boolean; structuredContent?: Record<string, any>; content: any[] };

let slow: RunningSandbox;
let fast: RunningSandbox;
let work: ReturnType<typeof tempDir>;
let n = 0;
const sessions: McpSession[] = [];

beforeAll(async () => {
  // About three seconds per search: longer than the waits below.
  slow = await sandbox({ pace: 0.6, credits: 1000 });
  fast = await sandbox({ credits: 100_000 });
  work = tempDir("people-mcp-runs-");
});

afterAll(async () => {
  await Promise.all(sessions.map((s) => s.close().catch(() => {})));
  await slow.close();
  await fast.close();
  work.remove();
});

function configDir(): string {
  n++;
  return join(work.path, `config-${n}`);
}

async function mcp(target: RunningSandbox | "sandbox", config: string, args: string[] = []) {
  const env =
    target === "sandbox"
      ? // Unpaced: what these tests read is the labelling, not the timing.
        { PEOPLE_CONFIG_DIR: config, PEOPLE_SANDBOX_PACE: "0" }
      : { PEOPLE_BASE_URL: target.baseUrl, PEOPLE_API_KEY: target.key, PEOPLE_CONFIG_DIR: config };
  const s = await startMcp({
    args: [...(target === "sandbox" ? ["--sandbox"] : []), "mcp", ...args],
    env,
  });
  sessions.push(s);
  return s;
}

const call = (s: McpSession, name: string, args: Record<string, unknown> = {}, timeout?: number) =>
  s.client.callTool({ name, arguments: args }, timeout ? { timeout } : undefined) as Promise<Result>;
const searches = (target: RunningSandbox) => target.requests.filter((r) => r.path === "/api/v1/search");

describe("a search longer than wait_seconds", () => {
  it("answers with a handle before the client's time-out; get_search_result collects it, charged once", async () => {
    const config = configDir();
    const s = await mcp(slow, config);
    const before = slow.balance().balance;
    const sent = searches(slow).length;
    // The client gives up on a call after 4 s (a loaded machine included); the search takes longer.
    const handle = await call(
      s,
      "search_people",
      { query: "staff engineers in Berlin who maintain Rust crates", wait_seconds: 1 },
      4000,
    );
    expect(handle.isError).toBeFalsy();
    expect(handle.structuredContent).toMatchObject({
      status: "running",
      run_id: expect.any(String),
      reserved: 10,
      stages: expect.any(Array),
    });
    const id = handle.structuredContent!.run_id as string;
    expect(textOf(handle)).toContain(`call get_search_result with run_id "${id}" (free)`);
    // Progress so far, without waiting.
    const early = await call(s, "get_search_result", { run_id: id, wait_seconds: 0 });
    expect(early.structuredContent).toMatchObject({ status: "running", run_id: id });
    let done = early;
    for (let i = 0; i < 10 && done.structuredContent?.status !== "done"; i++)
      done = await call(s, "get_search_result", { run_id: id, wait_seconds: 2 }, 4000);
    expect(done.isError).toBeFalsy();
    expect(done.structuredContent).toMatchObject({ status: "done", run_id: id, answer: expect.any(String) });
    const charged = done.structuredContent!.credits.charged as number;
    expect(charged).toBeGreaterThan(0);
    expect(charged).toBeLessThanOrEqual(10);
    // Sent once; the service, the session, the ledger and the history agree on one charge.
    expect(searches(slow)).toHaveLength(sent + 1);
    expect(slow.balance().balance).toBe(before - charged);
    expect(done.structuredContent!.session.spent).toBe(charged);
    const people = cli({ sandbox: slow, configDir: config });
    const usage = JSON.parse((await people(["usage", "--json"])).stdout);
    const account = usage.accounts.find((a: { baseUrl: string }) => a.baseUrl === slow.baseUrl);
    expect(account).toMatchObject({ total: charged, calls: 1 });
    const history = JSON.parse((await people(["history", "--json"])).stdout);
    expect(history).toEqual([expect.objectContaining({ command: "search", via: "mcp", credits: charged })]);
    // Collected again: the same result, nothing sent or charged.
    const again = await call(s, "get_search_result", { run_id: id });
    expect(again.structuredContent).toMatchObject({ status: "done", answer: done.structuredContent!.answer });
    await s.close();
    // A later server reads it from the history.
    const later = await mcp(slow, config);
    const fromHistory = await call(later, "get_search_result", { run_id: id, fields: ["name", "signals"] });
    expect(fromHistory.isError).toBeFalsy();
    expect(fromHistory.structuredContent).toMatchObject({
      status: "done",
      answer: done.structuredContent!.answer,
    });
    expect(Object.keys(fromHistory.structuredContent!.people[0]).sort()).toEqual(["name", "rank", "signals"]);
    expect(textOf(fromHistory)).toMatch(
      /From the history \(run \d+\): nothing was sent, nothing charged now/,
    );
    expect(searches(slow)).toHaveLength(sent + 1);
    expect(slow.balance().balance).toBe(before - charged);
    const unknown = await call(later, "get_search_result", { run_id: "no-such-run" });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/There is no search run "no-such-run"/);
    await later.close();
  });

  it("a server closed mid-run says so on stderr and counts the run at its reserve in people usage", async () => {
    const config = configDir();
    const s = await mcp(slow, config);
    const handle = await call(s, "search_people", { query: "data engineers in Madrid", wait_seconds: 0.5 });
    expect(handle.structuredContent?.status).toBe("running");
    const id = handle.structuredContent!.run_id as string;
    await s.close();
    await expect
      .poll(() => s.stderr(), { timeout: 10_000 })
      .toMatch(
        new RegExp(
          `closing while 1 search was still running \\(${id}\\): the service finishes and charges it; counted at 10 credits reserved`,
        ),
      );
    const people = cli({ sandbox: slow, configDir: config });
    const usage = JSON.parse((await people(["usage", "--json"])).stdout);
    const account = usage.accounts.find((a: { baseUrl: string }) => a.baseUrl === slow.baseUrl);
    expect(account).toMatchObject({ total: 10, calls: 1 });
    await slow.idle();
  });
});

describe("lean results", () => {
  it("find_people: the compact set by default, exactly the fields asked for, everything with all", async () => {
    const s = await mcp(fast, configDir());
    const query = { titleIncludes: ["engineer"], limit: 25 };
    const compact = await call(s, "find_people", query);
    const person = compact.structuredContent!.profiles[0];
    // A structured search gives no reason: a field with no value is left out.
    expect(Object.keys(person)).toEqual(["id", "name", "title", "company", "location", "profile_url"]);
    expect(person).toMatchObject({ name: expect.any(String), profile_url: expect.stringMatching(/^https:/) });
    const asked = await call(s, "find_people", { ...query, fields: ["name", "skills", "email"] });
    expect(Object.keys(asked.structuredContent!.profiles[0])).toEqual(["name", "skills", "email"]);
    const all = await call(s, "find_people", { ...query, fields: ["all"] });
    expect(all.structuredContent!.profiles[0]).toMatchObject({ id: person.id, headline: expect.any(String) });
    // The text summarises: one short line a person, not the records again.
    const text = textOf(compact);
    expect(text.split("\n").filter((l) => /^\d+\. /.test(l))).toHaveLength(25);
    expect(text).not.toContain(person.profile_url);
    // (bench/mcp.mjs measures the page against the shape before fields: full records and a JSON copy.)
    expect(JSON.stringify(compact).length * 2).toBeLessThan(JSON.stringify(all).length);
    await s.close();
  });

  it("an export comes back as a resource link that resources/read resolves, never inline", async () => {
    const dir = join(work.path, "exports");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(dir);
    const s = await mcp(fast, configDir(), ["--export-dir", dir]);
    const r = await call(s, "export_people", {
      titleIncludes: ["engineer"],
      file: "eng.csv",
      max_results: 30,
    });
    expect(r.structuredContent).toMatchObject({ written: 30, complete: true });
    const link = r.content.find((c: { type: string }) => c.type === "resource_link");
    expect(link).toMatchObject({ uri: "people://exports/eng.csv", mimeType: "text/csv" });
    const read = await s.client.readResource({ uri: link.uri });
    const text = (read.contents[0] as { text: string }).text;
    expect(text.trim().split("\n")).toHaveLength(31);
    expect(textOf(r)).not.toContain(text.split("\n")[1]);
    // Nothing outside the export directory is read.
    await expect(s.client.readResource({ uri: "people://exports/..%2F..%2Fetc%2Fpasswd" })).rejects.toThrow();
    await s.close();
  });
});

describe("under --sandbox", () => {
  it("the instructions, every tool description and every result say the people are synthetic", async () => {
    const s = await mcp("sandbox", configDir());
    expect(s.client.getInstructions()).toMatch(/^SANDBOX: .*synthetic.*never present them as real/);
    const { tools } = await s.client.listTools();
    for (const t of tools) expect(t.description, t.name).toMatch(/Sandbox data: .* none is a real person/);
    const results = [
      await call(s, "get_credits"),
      await call(s, "find_people", { titleIncludes: ["engineer"], limit: 3 }),
      await call(s, "translate_query", { sentence: "rust engineers in Berlin" }),
      await call(s, "search_people", { query: "rust engineers in Berlin" }),
      await call(s, "list_past_searches"),
      await call(s, "find_people", {}),
    ];
    const past = await call(s, "get_past_search", { id: results[4]!.structuredContent!.runs[0].id });
    for (const r of [...results, past]) {
      expect(textOf(r)).toMatch(/^Sandbox data: /);
      if (!r.isError)
        expect(r.structuredContent).toMatchObject({
          synthetic: true,
          synthetic_note: expect.stringMatching(/synthetic/),
        });
    }
    expect(results[5]!.isError).toBe(true);
    await s.close();
  });

  it("outside the sandbox, nothing says so", async () => {
    const s = await mcp(fast, configDir());
    expect(s.client.getInstructions()).not.toMatch(/SANDBOX/);
    const r = await call(s, "get_credits");
    expect(r.structuredContent?.synthetic).toBeUndefined();
    expect(textOf(r)).not.toMatch(/Sandbox data/);
    await s.close();
  });
});

// biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC message, checked by the assertions themselves
type Message = Record<string, any>;

/** A raw JSON-RPC client over stdio: the client SDK has no side of the protocol's tasks to drive them. */
function rawServer(target: RunningSandbox, config: string) {
  const child = spawn(process.execPath, [BIN, "mcp"], {
    env: cleanEnv({ PEOPLE_BASE_URL: target.baseUrl, PEOPLE_API_KEY: target.key, PEOPLE_CONFIG_DIR: config }),
  });
  let buf = "";
  let id = 0;
  const waiting = new Map<number, (m: Message) => void>();
  child.stdout.on("data", (d) => {
    buf += d;
    for (let i = buf.indexOf("\n"); i >= 0; i = buf.indexOf("\n")) {
      const m = JSON.parse(buf.slice(0, i));
      buf = buf.slice(i + 1);
      waiting.get(m.id)?.(m);
      waiting.delete(m.id);
    }
  });
  const rpc = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Message>((resolve) => {
      id++;
      waiting.set(id, resolve);
      child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  const start = async () => {
    const init = await rpc("initialize", {
      protocolVersion: "2025-11-25",
      capabilities: { tasks: {} },
      clientInfo: { name: "tasks-check", version: "1" },
    });
    child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    return init.result;
  };
  const stop = () => new Promise<void>((resolve) => child.on("exit", () => resolve()).stdin.end());
  return { rpc, start, stop };
}

describe("the protocol's tasks (2025-11-25)", () => {
  it("search_people as a task: created at once, polled, its result collected, charged once", async () => {
    const server = rawServer(slow, configDir());
    const init = await server.start();
    expect(init.capabilities.tasks).toEqual({ list: {}, cancel: {}, requests: { tools: { call: {} } } });
    const { tools } = (await server.rpc("tools/list")).result;
    expect(tools.find((t: { name: string }) => t.name === "search_people").execution).toEqual({
      taskSupport: "optional",
    });
    const before = slow.balance().balance;
    const created = await server.rpc("tools/call", {
      name: "search_people",
      arguments: { query: "rust engineers in Berlin" },
      task: { ttl: 600_000 },
    });
    const task = created.result.task;
    expect(task).toMatchObject({ status: "working", ttl: 600_000, pollInterval: expect.any(Number) });
    expect((await server.rpc("tasks/get", { taskId: task.taskId })).result.status).toBe("working");
    const result = (await server.rpc("tasks/result", { taskId: task.taskId })).result;
    expect(result.structuredContent).toMatchObject({ status: "done", run_id: task.taskId });
    expect(result._meta["io.modelcontextprotocol/related-task"]).toEqual({ taskId: task.taskId });
    expect((await server.rpc("tasks/get", { taskId: task.taskId })).result.status).toBe("completed");
    // The same run as a handle: get_search_result reads it, nothing sent again.
    const again = await server.rpc("tools/call", {
      name: "get_search_result",
      arguments: { run_id: task.taskId },
    });
    expect(again.result.structuredContent.answer).toBe(result.structuredContent.answer);
    expect(slow.balance().balance).toBe(before - result.structuredContent.credits.charged);
    // A task cancelled stops being read; the service finishes it.
    const second = await server.rpc("tools/call", {
      name: "search_people",
      arguments: { query: "data engineers in Madrid" },
      task: {},
    });
    const cancelled = await server.rpc("tasks/cancel", { taskId: second.result.task.taskId });
    expect(cancelled.result.status).toBe("cancelled");
    expect((await server.rpc("tasks/list")).result.tasks.map((t: { status: string }) => t.status)).toEqual([
      "completed",
      "cancelled",
    ]);
    await server.stop();
    await slow.idle();
  });

  it("a 2026-07-28 client sees no tasks: that revision has none in its core", async () => {
    const s = await startMcp({
      args: ["mcp"],
      env: { PEOPLE_BASE_URL: fast.baseUrl, PEOPLE_API_KEY: fast.key, PEOPLE_CONFIG_DIR: configDir() },
      client: { versionNegotiation: { mode: { pin: "2026-07-28" } } },
    });
    sessions.push(s);
    expect(s.client.getServerCapabilities()?.tasks).toBeUndefined();
    const { tools } = await s.client.listTools();
    expect(tools.every((t) => !("execution" in t) || t.execution === undefined)).toBe(true);
    await s.close();
  });
});
