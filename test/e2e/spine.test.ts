// End-to-end: the built binary against an in-process sandbox, for what needs the real process: a key
// typed at a real terminal (never echoed), colour decided from the real terminal and NO_COLOR, and what is
// read from the process's own environment rather than the CLI's: proxies (by the HTTP client) and
// PEOPLE_SANDBOX_FAULTS (by the sandbox that --sandbox starts). Credits, login/logout, configuration
// precedence, the exit codes, the retry rules and redaction run in-process (cli/spine.test.ts).
import { readFile } from "node:fs/promises";
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { runInPty } from "../helpers/pty.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: ReturnType<typeof cli>;

beforeAll(async () => {
  sb = await sandbox();
  dir = tempDir();
  run = cli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

describe("login and logout", () => {
  it("asks for the base URL and a masked key on a terminal", async () => {
    const cfg = tempDir();
    try {
      const env = cleanEnv({ PEOPLE_CONFIG_DIR: cfg.path });
      const r = await runInPty(["login"], env, [
        { expect: /Base URL/, send: `${sb.baseUrl}\r` },
        { expect: /API key/, send: `${sb.key}\r` },
        { expect: /Logged in/ },
      ]);
      expect(r.exitCode).toBe(0);
      // The key was typed but never echoed.
      expect(r.transcript).not.toContain(sb.key);
      const stored = JSON.parse(await readFile(join(cfg.path, "config.json"), "utf8"));
      expect(stored.apiKey).toBe(sb.key);
      expect(stored.baseUrl).toBe(sb.baseUrl);
    } finally {
      cfg.remove();
    }
  });
});

describe("--sandbox", () => {
  it.each([
    ['{"bogus":1}', /unknown field "bogus"; allowed fields: delayMs, failPage/],
    ["not json", /not valid JSON/],
  ])("a bad PEOPLE_SANDBOX_FAULTS (%s) is a usage error, exit 2", async (faults, message) => {
    const r = await run(["--sandbox", "credits"], {
      env: { PEOPLE_API_KEY: undefined, PEOPLE_SANDBOX_FAULTS: faults },
    });
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(message);
    expect(String(r.stderr)).not.toMatch(/unexpected/);
  });
});

describe("--verbose, --quiet, colour", () => {
  it("colours errors on a terminal unless NO_COLOR or --no-color", async () => {
    const env = cleanEnv({ PEOPLE_CONFIG_DIR: dir.path });
    const raw = async (args: string[], extra: Record<string, string> = {}) => {
      const { execa } = await import("execa");
      const { BIN } = await import("../helpers/cli.js");
      const r = await execa("script", ["-qefc", `node ${BIN} ${args.join(" ")}`, "/dev/null"], {
        env: { ...env, TERM: "xterm", ...extra },
        extendEnv: false,
        reject: false,
      });
      return String(r.stdout);
    };
    expect(await raw(["credits"])).toContain("\x1b[31m");
    expect(await raw(["credits"], { NO_COLOR: "1" })).not.toContain("\x1b[");
    expect(await raw(["credits", "--no-color"])).not.toContain("\x1b[");
  });
});

describe("proxies", () => {
  let proxy: Server;
  let proxied = 0;
  beforeAll(async () => {
    proxy = createServer((req, res) => {
      // Absolute-form requests (plain HTTP through a proxy).
      proxied++;
      const target = new URL(req.url ?? "");
      const up = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: req.method,
          headers: req.headers,
        },
        (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        },
      );
      req.pipe(up);
    });
    proxy.on("connect", (req, client: Socket, head) => {
      proxied++;
      const [host, port] = (req.url ?? "").split(":");
      const upstream = connect(Number(port), host, () => {
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        upstream.write(head);
        upstream.pipe(client);
        client.pipe(upstream);
      });
      upstream.on("error", () => client.destroy());
      client.on("error", () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  });
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

  it("HTTP_PROXY routes requests through the proxy", async () => {
    const port = (proxy.address() as { port: number }).port;
    proxied = 0;
    const r = await run(["credits"], { env: { HTTP_PROXY: `http://127.0.0.1:${port}` } });
    expect(r.exitCode).toBe(0);
    expect(proxied).toBeGreaterThan(0);
  });

  it("NO_PROXY bypasses it", async () => {
    const port = (proxy.address() as { port: number }).port;
    proxied = 0;
    const r = await run(["credits"], {
      env: { HTTP_PROXY: `http://127.0.0.1:${port}`, NO_PROXY: "127.0.0.1" },
    });
    expect(r.exitCode).toBe(0);
    expect(proxied).toBe(0);
  });
});
