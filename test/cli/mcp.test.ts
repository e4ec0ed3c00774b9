// In-process: the MCP server of `people mcp` built from src (createMcpServer over an McpSession) and an
// SDK client linked to it in memory, against an in-process sandbox. Milliseconds per call; what needs a
// real process (stdio, protocol versions, signals, the built bundle) is in test/e2e/mcp.test.ts.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SessionMoney } from "../../src/cli/commands/mcp/money.js";
import { createMcpServer } from "../../src/cli/commands/mcp/server.js";
import { McpSession } from "../../src/cli/commands/mcp/session.js";
import { createFactory } from "../../src/cli/factory.js";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { tempDir } from "../helpers/cli.js";
import { sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let work: ReturnType<typeof tempDir>;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000, rateLimit: 0, credits: 100_000 });
  work = tempDir("people-mcp-in-process-");
});

afterAll(async () => {
  await sb.close();
  work.remove();
});

const searchPages = () => sb.requests.filter((r) => r.path === "/api/v1/people/search").length;

/** A server session as `people mcp [--max-credits N] --export-dir DIR` builds it, and a client linked to it. */
async function connect(maxCredits?: number, dir?: string) {
  const io = testIO();
  const controller = new AbortController();
  const f = createFactory({
    io,
    env: sandboxEnv(sb, join(work.path, "config")),
    globals: {},
    signal: controller.signal,
  });
  const exportDir = dir ?? join(work.path, `exports-${Math.random().toString(36).slice(2)}`);
  mkdirSync(exportDir, { recursive: true });
  const session = new McpSession({
    f,
    client: await f.client(),
    money: new SessionMoney(maxCredits),
    heartbeatMs: 50,
    exportDir,
  });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(session).connect(serverSide);
  const client = new Client({ name: "in-process", version: "1" });
  await client.connect(clientSide);
  return {
    client,
    session,
    io,
    exportDir,
    close: async () => {
      await client.close();
      await f.cleanup();
    },
  };
}

type Out = { isError?: boolean; structuredContent?: Record<string, unknown>; content: { text?: string }[] };

describe("export_people through the session's money", () => {
  it("pays every page of the walk through the money seam, and says what it spent", async () => {
    const c = await connect();
    const before = searchPages();
    const r = (await c.client.callTool({
      name: "export_people",
      arguments: { titleIncludes: ["engineer"], file: "all.csv", max_results: 450, max_credits: 20 },
    })) as Out;
    expect(r.isError).toBeFalsy();
    expect(r.structuredContent).toMatchObject({
      written: 450,
      pages: 5,
      complete: true,
      credits: { charged: 5 },
    });
    expect(searchPages() - before).toBe(5);
    expect(c.session.money.status().spent).toBe(5);
    expect(readFileSync(join(c.exportDir, "all.csv"), "utf8").trim().split("\n")).toHaveLength(451);
    // Nothing went to the MCP channel but protocol: the export wrote only its file.
    expect(c.io.out()).toBe("");
    await c.close();
  });

  it("stops cleanly at the session's --max-credits, resumable, and refuses once it is spent", async () => {
    const c = await connect(3);
    const args = { titleIncludes: ["engineer"], file: "bounded.jsonl", max_results: 500 };
    const first = (await c.client.callTool({ name: "export_people", arguments: args })) as Out;
    expect(first.isError).toBeFalsy();
    expect(first.structuredContent).toMatchObject({ written: 300, complete: false, pages: 3 });
    expect(first.content[0]?.text).toMatch(/this session's --max-credits \(3\) is spent/);
    expect(c.session.money.status()).toEqual({ spent: 3, limit: 3, left: 0 });
    const pages = searchPages();
    const again = (await c.client.callTool({
      name: "export_people",
      arguments: { ...args, resume: true },
    })) as Out;
    expect(again.isError).toBe(true);
    expect(again.content[0]?.text).toMatch(/^export_people was refused before anything was sent/);
    expect(searchPages()).toBe(pages);
    await c.close();
    // A new session (a fresh --max-credits) finishes what the first one left, without buying a page twice.
    const dir = c.exportDir;
    const next = await connect(10, dir);
    const rest = (await next.client.callTool({
      name: "export_people",
      arguments: { ...args, resume: true },
    })) as Out;
    expect(rest.structuredContent).toMatchObject({ written: 500, complete: true, credits: { charged: 2 } });
    const ids = readFileSync(join(dir, "bounded.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id);
    expect(new Set(ids).size).toBe(500);
    await next.close();
  });

  it("a cancelled export leaves the file whole and resumable", async () => {
    const c = await connect();
    sb.faults.set({ delayMs: 150 });
    const controller = new AbortController();
    let pagesSeen = 0;
    const call = c.client.callTool(
      {
        name: "export_people",
        arguments: { titleIncludes: ["engineer"], file: "cancel.jsonl", max_results: 400 },
      },
      {
        signal: controller.signal,
        onprogress: (p) => {
          if (String(p.message).includes("fetched of") && ++pagesSeen === 2) controller.abort();
        },
      },
    );
    await expect(call).rejects.toThrow();
    await c.session.settle(5000);
    sb.faults.clear();
    const resumed = (await c.client.callTool({
      name: "export_people",
      arguments: { titleIncludes: ["engineer"], file: "cancel.jsonl", max_results: 400, resume: true },
    })) as Out;
    expect(resumed.structuredContent).toMatchObject({ written: 400, complete: true });
    const ids = readFileSync(join(c.exportDir, "cancel.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id);
    expect(ids).toHaveLength(400);
    expect(new Set(ids).size).toBe(400);
    await c.close();
  });
});

describe("the session's client", () => {
  it("is built after the handshake, once; a build that failed is tried again by the next call", async () => {
    const f = createFactory({
      io: testIO(),
      env: sandboxEnv(sb, join(work.path, "config")),
      globals: {},
      signal: new AbortController().signal,
    });
    let builds = 0;
    const session = new McpSession({
      f,
      client: async () => {
        builds++;
        if (builds <= 2) throw new Error("the service is not reachable yet");
        return f.client();
      },
      money: new SessionMoney(undefined),
      heartbeatMs: 50,
      exportDir: undefined,
    });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(session).connect(serverSide);
    expect(builds).toBe(0);
    const client = new Client({ name: "in-process", version: "1" });
    await client.connect(clientSide);
    // The client said it is initialized: the session builds its client ahead of the first call (and fails).
    await vi.waitFor(() => expect(builds).toBe(1));
    const credits = () => client.callTool({ name: "get_credits", arguments: {} }) as Promise<Out>;
    const failed = await credits();
    expect(failed.isError).toBe(true);
    expect(failed.content[0]?.text).toMatch(/not reachable yet/);
    expect(builds).toBe(2);
    const ok = await credits();
    expect(ok.isError).toBeFalsy();
    expect(ok.structuredContent).toMatchObject({ balance: expect.any(Number) });
    await credits();
    expect(builds).toBe(3);
    await client.close();
    await f.cleanup();
  });
});
