// A service (a misconfigured proxy, a revoked-key message) that echoes the key back, in its error messages
// and in its answers' text, its stream's text and its headers: no command, no --verbose or --events line,
// no stored run and no MCP tool result prints it whole. `auth status` shows the base URL without its
// password, query or fragment, in text and --json (other commands refuse such a base URL before sending). In-process, against a scripted
// service replaying the sandbox's own answers with the secrets put in.
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PeopleClient } from "../../src/api/client.js";
import { openSession } from "../../src/cli/commands/mcp/run.js";
import { createMcpServer } from "../../src/cli/commands/mcp/server.js";
import { createFactory } from "../../src/cli/factory.js";
import { redactKey } from "../../src/contract/text.js";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { tempDir } from "../helpers/cli.js";
import { type FakeReply, type FakeService, fakeService } from "../helpers/fake-service.js";
import { inProcessCli, testIO } from "../helpers/in-process.js";

const KEY = "sk_live_Echo0123456789abcdefSECRET";
const PASSWORD = "hunter2-PassWord-9";
let sb: RunningSandbox;
let svc: FakeService;
let dir: ReturnType<typeof tempDir>;
let baseUrl: string;
const said = `key ${KEY}`;

/** The sandbox's answers, recorded once, replayed with the secrets in their text. */
let answers: { translate: unknown; page: unknown; search: Record<string, unknown> };
let mode: "errors" | "answers" = "errors";

function reply(path: string): FakeReply {
  const headers = { "x-request-id": `req-${KEY}` };
  if (mode === "errors")
    return {
      status: path === "/credits" ? 401 : 402,
      headers,
      json: {
        error: {
          type: path === "/credits" ? "unauthorized" : "insufficient_credits",
          message: `The ${said} was refused`,
        },
      },
    };
  if (path === "/credits")
    return { headers, json: { balance: 5, purchased: 0, planCredits: 5, plan: { id: "p", name: said } } };
  if (path === "/people/translate") return { headers, json: answers.translate };
  if (path === "/people/search") return { headers, json: answers.page };
  const s = answers.search;
  return {
    headers,
    events: [
      { type: "step", id: "s1", name: `Checking ${said}` },
      { type: "step_done", id: "s1", durationMs: 5 },
      { type: "token", text: `Answer with ${said}.` },
      { type: "people", people: s.people },
      { type: "balance", credits: { charged: 3, balance: 97 } },
      { type: "done" },
    ],
  };
}

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 300 });
  const client = new PeopleClient({ baseUrl: sb.baseUrl, apiKey: sb.key });
  const translate = await client.translateQuery({ prompt: "engineers in Berlin" });
  const page = await client.structuredSearch({ query: { titleIncludes: ["engineer"] }, limit: 2 });
  const search = await client.agenticSearch({ query: "rust engineers in Berlin" });
  await client.close();
  const withSecret = (v: unknown) =>
    JSON.parse(JSON.stringify(v).replace(/"(name|title)":"/g, `"$1":"${said} `));
  answers = {
    translate: { ...withSecret(translate), explanation: said },
    page: withSecret(page),
    search: withSecret({ ...search, answer: said }) as Record<string, unknown>,
  };
  svc = await fakeService((req) => reply(req.path));
  baseUrl = svc.baseUrl.replace("http://", `http://me:${PASSWORD}@`);
  dir = tempDir();
});
afterAll(async () => {
  await svc.close();
  await sb.close();
  dir.remove();
});

const COMMANDS = [
  ["credits"],
  ["credits", "--json"],
  ["translate", "engineers in Berlin"],
  ["find", "--prompt", "engineers in Berlin", "--limit", "2"],
  ["find", "--title", "engineer", "--limit", "2"],
  ["find", "--title", "engineer", "--limit", "2", "--json"],
  ["search", "rust engineers in Berlin"],
  ["search", "rust engineers in Berlin", "--json"],
  ["search", "rust engineers in Berlin", "--events"],
  ["history", "--json"],
  ["usage", "--json"],
];

function expectClean(text: string, what: string): void {
  expect(text.includes(KEY), `${what} printed the key whole:\n${text}`).toBe(false);
  expect(text.includes(PASSWORD), `${what} printed the URL's password:\n${text}`).toBe(false);
}

describe.each(["errors", "answers"] as const)("a service echoing the secrets in its %s", (m) => {
  const run = (args: string[]) => {
    mode = m;
    const people = inProcessCli({
      configDir: dir.path,
      env: { PEOPLE_BASE_URL: svc.baseUrl, PEOPLE_API_KEY: KEY, PEOPLE_MAX_RETRIES: "0" },
    });
    return people(args);
  };

  it.each(COMMANDS.flatMap((c) => [c, [...c, "--verbose"]]))("people %s", async (...args) => {
    const r = await run(args);
    expectClean(`${r.stdout}\n${r.stderr}`, `people ${args.join(" ")}`);
    if (m === "errors" && args[0] !== "history" && args[0] !== "usage")
      // The message is still there, masked: the user sees what the service said.
      expect(r.stderr).toContain(redactKey(KEY));
  });

  it("people login --with-key", async () => {
    mode = m;
    const people = inProcessCli({ configDir: `${dir.path}/login`, env: { PEOPLE_BASE_URL: svc.baseUrl } });
    const r = await people(["login", "--with-key"], { input: `${KEY}\n` });
    expectClean(`${r.stdout}\n${r.stderr}`, "people login");
  });

  it("MCP tool results", async () => {
    mode = m;
    const f = createFactory({
      command: "mcp",
      io: testIO(),
      env: {
        PEOPLE_BASE_URL: svc.baseUrl,
        PEOPLE_API_KEY: KEY,
        PEOPLE_CONFIG_DIR: dir.path,
        PEOPLE_MAX_RETRIES: "0",
      },
      globals: {},
      signal: new AbortController().signal,
    });
    const session = await openSession(f, { heartbeat: 0.05 });
    const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer(session).connect(serverSide);
    const client = new Client({ name: "in-process", version: "1" });
    await client.connect(clientSide);
    for (const [name, args] of [
      ["get_credits", {}],
      ["translate_query", { prompt: "engineers in Berlin" }],
      ["find_people", { filters: { title: ["engineer"] }, limit: 2 }],
      ["search_people", { query: "rust engineers in Berlin" }],
      ["list_past_searches", {}],
    ] as const) {
      const result = await client.callTool({ name, arguments: args });
      expectClean(JSON.stringify(result), name);
    }
    await client.close();
    await f.cleanup();
  });
});

describe("auth status", () => {
  const run = (url: string, args: string[]) => {
    mode = "answers";
    const people = inProcessCli({
      configDir: dir.path,
      env: { PEOPLE_BASE_URL: url, PEOPLE_API_KEY: KEY },
    });
    return people(["auth", "status", ...args]);
  };

  it.each([[[]], [["--json"]]])(
    "%j shows the base URL without its password, query or fragment",
    async (args) => {
      const url = `${baseUrl}?token=${PASSWORD}#${PASSWORD}`;
      const r = await run(url, args);
      expectClean(`${r.stdout}\n${r.stderr}`, "auth status");
      expect(r.stdout).toContain("***@127.0.0.1");
    },
  );

  it.each([[[]], [["--json"]]])("%j with the key as the URL's user name does not print it", async (args) => {
    const r = await run(svc.baseUrl.replace("http://", `http://${KEY}@`), args);
    expectClean(`${r.stdout}\n${r.stderr}`, "auth status");
  });
});
