// What `people --version` and `people --help` load (functional checks of fast start-up; the timings are
// in bench/startup.mjs). Every module loaded is recorded by fixtures/record-modules.mjs. Help comes from
// one CommonJS file, dist/cli.cjs; each command's logic lives in CommonJS chunks (dist/chunks/cli-*)
// that load when the command runs (see scripts/build/). What help says is checked in-process
// (cli/help.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const HEAVY =
  /node_modules\/(zod|undici|@inquirer|ora|csv-stringify|conf|eventsource-parser|@modelcontextprotocol)\//;
const CLI_CJS = pathToFileURL(join(ROOT, "dist", "cli.cjs")).href;
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
const work = tempDir("people-startup-");
afterAll(() => work.remove());

async function loaded(args: string[], env: Record<string, string> = {}, input?: string) {
  const record = join(work.path, `modules-${args.join("_")}.txt`);
  const r = await execa(
    "node",
    ["--import", join(ROOT, "test", "e2e", "fixtures", "record-modules.mjs"), BIN, ...args],
    {
      env: cleanEnv({ PEOPLE_RECORD_MODULES: record, PEOPLE_CONFIG_DIR: join(work.path, "config"), ...env }),
      extendEnv: false,
      reject: false,
      ...(input !== undefined ? { input } : {}),
    },
  );
  let modules: string[] = [];
  try {
    modules = [...new Set(readFileSync(record, "utf8").split("\n").filter(Boolean))];
  } catch {
    // Nothing loaded as an ES module.
  }
  return { ...r, modules };
}

describe("start-up", () => {
  it("--version answers from the launcher alone", async () => {
    const r = await loaded(["--version"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe(pkg.version);
    expect(r.modules.filter((m) => m.includes("/dist/"))).toEqual([]);
  });

  it.each([
    ["--help"],
    ["find", "--help"],
    ["search", "--help"],
    ["mcp", "--help"],
    ["completion", "--help"],
    [],
  ])(
    "%j loads one file of the bundle, no heavy package, no sandbox and no command logic",
    async (...args) => {
      const r = await loaded(args);
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toContain("Usage: people");
      expect(r.modules.filter((m) => m.includes("/dist/"))).toEqual([CLI_CJS]);
      expect(r.modules.filter((m) => HEAVY.test(m))).toEqual([]);
    },
  );

  it("a command loads its logic from the chunks, which share the start-up bundle's classes", async () => {
    // A usage error thrown by find's logic (a chunk) is classified by run() (in dist/cli.cjs): exit 2.
    const r = await loaded(["find", "--seniority", "bogus", "--sandbox"]);
    expect(r.stderr).toMatch(/^error: --seniority/m);
    expect(r.exitCode).toBe(2);
    expect(r.modules.some((m) => /\/dist\/chunks\/cli-commands-find-run\.cjs$/.test(m))).toBe(true);
    // All of it CommonJS: a command never starts the ES module loader.
    expect(r.modules.filter((m) => m.includes("/dist/") && !m.endsWith(".cjs"))).toEqual([]);
    // The CLI's own files only, not the library's entries or chunks (nor chalk.cjs: stderr is a pipe here,
    // so the error has no colour).
    expect(r.modules.filter((m) => m.includes("/dist/") && !m.includes("/dist/chunks/cli-")).sort()).toEqual([
      CLI_CJS,
    ]);
  });

  it.each([
    [["credits", "--json"], '{"balance":5}', 0],
    [
      ["translate", "engineers"],
      '{"query":{"titleIncludes":["engineer"]},"credits":{"charged":1,"balance":4}}',
      0,
    ],
    [
      ["find", "--title", "engineer", "--json"],
      '{"profiles":[{"id":1}],"totalCount":1,"nextCursor":null,"credits":{"charged":1,"balance":4}}',
      0,
    ],
    // A response that does not fit is refused in zod's words, from the bundled zod/mini too.
    [["credits", "--json"], '{"balance":"lots"}', 1],
  ])(
    "%j, answered %s, loads no package from node_modules: the HTTP client and zod/mini are bundled",
    async (args, body, exitCode) => {
      const { createServer } = await import("node:http");
      const server = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(body);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      try {
        const { port } = server.address() as import("node:net").AddressInfo;
        const r = await loaded(args, {
          PEOPLE_BASE_URL: `http://127.0.0.1:${port}/api/v1`,
          PEOPLE_API_KEY: "sk_test_0123456789",
        });
        if (exitCode === 0) expect(r.stderr).not.toMatch(/error/);
        else expect(r.stderr).toMatch(/unexpected response \(balance: Invalid input: expected number/);
        expect(r.exitCode).toBe(exitCode);
        expect(r.modules.filter((m) => m.includes("/node_modules/"))).toEqual([]);
      } finally {
        server.close();
      }
    },
  );

  it("mcp answers initialize from one file of the SDK, without loading the HTTP client", async () => {
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
    };
    // Standard input ends after `initialize`, so the server answers and closes, never asked for a tool.
    const r = await loaded(
      ["mcp"],
      { PEOPLE_BASE_URL: "http://127.0.0.1:9/api/v1", PEOPLE_API_KEY: "sk_test_0123456789" },
      `${JSON.stringify(initialize)}\n`,
    );
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(r.stdout.split("\n")[0] ?? "").result.serverInfo.name).toBe("people");
    expect(r.modules.filter((m) => m.includes("/node_modules/"))).toEqual([]);
    expect(r.modules.filter((m) => m.endsWith("/dist/chunks/cli-mcp-sdk.cjs"))).toHaveLength(1);
    // The HTTP client (its HTTP/1 parser) is in none of the files loaded.
    const ours = r.modules.filter((m) => m.includes("/dist/"));
    expect(ours.filter((m) => readFileSync(new URL(m), "utf8").includes("llhttp"))).toEqual([]);
  });

  it("a key stored in the config file (or given by the environment) loads no keyring binding", async () => {
    const { createServer } = await import("node:http");
    const { mkdirSync, writeFileSync } = await import("node:fs");
    const server = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end('{"balance":5}');
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as import("node:net").AddressInfo;
      const dir = join(work.path, "stored-key");
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      writeFileSync(
        join(dir, "config.json"),
        JSON.stringify({ baseUrl: `http://127.0.0.1:${port}/api/v1`, apiKey: "sk_test_0123456789" }),
        { mode: 0o600 },
      );
      const r = await loaded(["credits", "--json"], { PEOPLE_CONFIG_DIR: dir });
      expect(r.stdout).toBe('{"balance":5}');
      expect(r.modules.filter((m) => m.includes("/node_modules/"))).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("--version with other words still goes through the CLI", async () => {
    const r = await loaded(["credits", "--version"]);
    expect(r.stdout).toBe(pkg.version);
    expect(r.modules.some((m) => m.endsWith("/dist/cli.cjs"))).toBe(true);
  });

  it("says what to do when the bundle is missing", async () => {
    const copy = join(work.path, "bin");
    const { cpSync } = await import("node:fs");
    cpSync(join(ROOT, "bin"), copy, { recursive: true });
    const r = await execa("node", [join(copy, "people.js"), "--help"], { reject: false, env: cleanEnv() });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/could not be loaded[\s\S]*npm run build/);
  });
});
