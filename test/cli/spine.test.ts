// In-process against a sandbox: credits, login/logout, configuration precedence, every exit code the spine
// decides, the retry rules and redaction. What needs a real process (a key typed at a real terminal, colour
// from the terminal and NO_COLOR, proxies and PEOPLE_SANDBOX_FAULTS read from the process's environment)
// is in e2e/spine.test.ts.
import { statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type CommandOptions, type InProcessCli, inProcessCli, TERMINAL } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;
const outputs: string[] = [];

/** Every run's output is kept so the last test can check that no whole key was ever printed. */
async function run(args: string[], options: CommandOptions = {}) {
  const r = await people(args, options);
  outputs.push(String(r.stdout), String(r.stderr));
  return r;
}

beforeAll(async () => {
  sb = await sandbox();
  dir = tempDir();
  people = inProcessCli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

afterEach(() => {
  sb.faults.clear();
});

const apiRequests = (path: string) => sb.requests.filter((r) => r.path === `/api/v1${path}`).length;

describe("credits", () => {
  it("prints the balance record as JSON when piped", async () => {
    const r = await run(["credits"]);
    expect(r.exitCode).toBe(0);
    const body = JSON.parse(String(r.stdout));
    expect(body).toMatchObject({
      balance: expect.any(Number),
      purchased: expect.any(Number),
      planCredits: expect.any(Number),
    });
    expect(body.plan).toMatchObject({ id: expect.any(String), name: expect.any(String) });
    expect(String(r.stdout).trim().split("\n")).toHaveLength(1);
  });

  it("--json prints the same record", async () => {
    const r = await run(["credits", "--json"]);
    expect(JSON.parse(String(r.stdout)).balance).toBe(sb.balance().balance);
  });

  it("shows a table on a terminal", async () => {
    const r = await run(["credits"], TERMINAL);
    expect(r.exitCode).toBe(0);
    expect(r.transcript).toMatch(/Balance\s+[\d,]+/);
    expect(r.transcript).toMatch(/Plan allowance/);
    expect(r.transcript).toMatch(/Purchased/);
  });

  it("--format table prints the table even into a pipe; --format json the record", async () => {
    const t = await run(["credits", "--format", "table"]);
    expect(t.exitCode).toBe(0);
    expect(String(t.stdout)).toMatch(/Balance\s+[\d,]+/);
    const j = await run(["credits", "--format", "json"]);
    expect(JSON.parse(String(j.stdout)).balance).toBe(sb.balance().balance);
    const bad = await run(["credits", "--format", "csv"]);
    expect(bad.exitCode).toBe(2);
  });

  it.each([
    [["credits", "--base-url", "not a url"], /is not a URL/],
    [["credits", "--base-url", "ftp://127.0.0.1/api/v1"], /must start with http/],
  ])("a bad base URL is refused before any request: %j", async (args, message) => {
    const before = sb.requests.length;
    const r = await run(args, { env: { PEOPLE_BASE_URL: undefined } });
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(message);
    expect(sb.requests.length).toBe(before);
  });

  it("a key without a base URL exits 2 naming the three ways to give one", async () => {
    const r = await run(["credits"], { env: { PEOPLE_BASE_URL: undefined } });
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toMatch(/no base URL/);
    expect(String(r.stderr)).toContain("--base-url");
    expect(String(r.stderr)).toContain("PEOPLE_BASE_URL");
    expect(String(r.stderr)).toContain("people login");
  });

  it("login refuses a bad base URL and stores nothing", async () => {
    const cfg = tempDir();
    try {
      const r = await run(["login", "--with-key", "--base-url", "ftp://example/api/v1"], {
        env: { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined, PEOPLE_CONFIG_DIR: cfg.path },
        input: `${sb.key}\n`,
      });
      expect(r.exitCode).toBe(2);
      await expect(readFile(join(cfg.path, "config.json"), "utf8")).rejects.toThrow();
    } finally {
      cfg.remove();
    }
  });

  it("a trailing slash on the base URL changes nothing", async () => {
    const r = await run(["credits", "--base-url", `${sb.baseUrl}/`], { env: { PEOPLE_BASE_URL: undefined } });
    expect(r.exitCode).toBe(0);
  });
});

describe("no key, bad keys", () => {
  it("exits 3 before any request, naming the three ways to fix it", async () => {
    const before = sb.requests.length;
    const r = await run(["credits"], { env: { PEOPLE_API_KEY: undefined } });
    expect(r.exitCode).toBe(3);
    expect(String(r.stderr)).toContain("people login");
    expect(String(r.stderr)).toContain("PEOPLE_API_KEY");
    expect(String(r.stderr)).toContain("--sandbox");
    expect(String(r.stderr).trim().split("\n").length).toBeLessThanOrEqual(2);
    expect(sb.requests.length).toBe(before);
  });

  it("a revoked key exits 3 and is not retried", async () => {
    const revoked = sb.createKey("revoked");
    const before = apiRequests("/credits");
    const r = await run(["credits"], { env: { PEOPLE_API_KEY: revoked } });
    expect(r.exitCode).toBe(3);
    expect(apiRequests("/credits")).toBe(before + 1);
    expect(String(r.stderr)).not.toContain("at ");
  });

  it("a key the service does not know exits 3", async () => {
    const r = await run(["credits"], { env: { PEOPLE_API_KEY: "sk_unknown_0000000000000000" } });
    expect(r.exitCode).toBe(3);
    expect(String(r.stderr)).toMatch(/^error: /);
    expect(String(r.stderr)).toMatch(/hint: /);
  });
});

describe("exit codes for each error type", () => {
  it("403 exits 4: a restricted key may read the balance but not search", async () => {
    const restricted = sb.createKey("restricted");
    const ok = await run(["credits"], { env: { PEOPLE_API_KEY: restricted } });
    expect(ok.exitCode).toBe(0);
    const r = await run(["translate", "engineers in Berlin"], { env: { PEOPLE_API_KEY: restricted } });
    expect(r.exitCode).toBe(4);
    expect(String(r.stderr)).not.toContain(restricted);
  });

  it("402 exits 5 and shows the balance", async () => {
    sb.faults.set({ insufficientCredits: { route: "people/translate" } });
    const r = await run(["translate", "engineers in Berlin"]);
    expect(r.exitCode).toBe(5);
    expect(String(r.stderr)).toMatch(/balance: \d+/);
  });

  it("429 longer than --max-wait exits 6 at once, saying when to retry", async () => {
    sb.faults.set({ rateLimited: { times: 1, retryAfter: 30, route: "credits" } });
    const before = apiRequests("/credits");
    const r = await run(["credits", "--max-wait", "5"]);
    expect(r.exitCode).toBe(6);
    expect(String(r.stderr)).toMatch(/Retry in 30s/);
    expect(apiRequests("/credits")).toBe(before + 1);
  });

  it("429 is waited out (Retry-After in seconds) and then succeeds", async () => {
    sb.faults.set({ rateLimited: { times: 2, retryAfter: 1, route: "credits" } });
    const before = apiRequests("/credits");
    const r = await run(["credits"]);
    expect(r.exitCode).toBe(0);
    expect(apiRequests("/credits")).toBe(before + 3);
    const times = sb.requests
      .filter((q) => q.path === "/api/v1/credits")
      .slice(-3)
      .map((q) => q.time);
    // Never earlier than asked.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1000);
  });

  it("429 with Retry-After as an HTTP date is waited out too", async () => {
    sb.faults.set({ rateLimited: { times: 1, retryAfter: 1, httpDate: true, route: "credits" } });
    const r = await run(["credits"]);
    expect(r.exitCode).toBe(0);
  });

  it("500 is retried with backoff up to --max-retries", async () => {
    sb.faults.set({ serverError: { times: 2, route: "credits" } });
    let before = apiRequests("/credits");
    let r = await run(["credits"]);
    expect(r.exitCode).toBe(0);
    expect(apiRequests("/credits")).toBe(before + 3);

    sb.faults.set({ serverError: { times: 5, route: "credits" } });
    before = apiRequests("/credits");
    r = await run(["credits", "--max-retries", "1"]);
    expect(r.exitCode).toBe(7);
    expect(apiRequests("/credits")).toBe(before + 2);
  });

  it("502 is retried once", async () => {
    sb.faults.set({ upstreamError: { times: 1, route: "credits" } });
    let before = apiRequests("/credits");
    let r = await run(["credits"]);
    expect(r.exitCode).toBe(0);
    expect(apiRequests("/credits")).toBe(before + 2);

    sb.faults.set({ upstreamError: { times: 5, route: "credits" } });
    before = apiRequests("/credits");
    r = await run(["credits", "--max-retries", "5"]);
    expect(r.exitCode).toBe(7);
    expect(apiRequests("/credits")).toBe(before + 2);
  });

  it("a connection failure exits 1 after retries", async () => {
    const closed = await freePort();
    const r = await run(
      ["credits", "--base-url", `http://127.0.0.1:${closed}/api/v1`, "--max-retries", "1"],
      {
        env: { PEOPLE_BASE_URL: undefined },
      },
    );
    expect(r.exitCode).toBe(1);
    expect(String(r.stderr)).toContain("could not reach");
    expect(String(r.stderr)).toMatch(/retry 1/);
  });

  it("a slow service times out with --timeout", async () => {
    sb.faults.set({ delayMs: 3000 });
    const r = await run(["credits", "--timeout", "1", "--max-retries", "0"]);
    expect(r.exitCode).toBe(1);
    expect(String(r.stderr)).toMatch(/timeout/i);
  });

  it.each([
    [["nonsense"], 2],
    [["credits", "--bogus"], 2],
    [["credits", "--timeout", "soon"], 2],
    [["credits", "--max-retries", "-1"], 2],
  ])("usage errors exit 2: %j", async (args, code) => {
    const r = await run(args);
    expect(r.exitCode).toBe(code);
    expect(String(r.stderr)).toMatch(/error/);
  });

  it("--version and --help exit 0 without a key", async () => {
    const v = await run(["--version"], { env: { PEOPLE_API_KEY: undefined } });
    expect(v.exitCode).toBe(0);
    expect(String(v.stdout).trim()).toMatch(/^\d+\.\d+\.\d+/);
    const h = await run(["--help"], { env: { PEOPLE_API_KEY: undefined } });
    expect(h.exitCode).toBe(0);
    expect(String(h.stdout)).toContain("Examples:");
  });
});

describe("login and logout", () => {
  it("--with-key checks the key, stores it owner-only, and later commands use it", async () => {
    const cfg = tempDir();
    try {
      const env = { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined, PEOPLE_CONFIG_DIR: cfg.path };
      const r = await run(["login", "--with-key", "--base-url", sb.baseUrl], { env, input: `${sb.key}\n` });
      expect(r.exitCode).toBe(0);
      expect(String(r.stderr)).toContain(sb.key.slice(-4));
      expect(String(r.stderr)).not.toContain(sb.key);
      const file = join(cfg.path, "config.json");
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ baseUrl: sb.baseUrl, apiKey: sb.key });

      const c = await run(["credits"], { env });
      expect(c.exitCode).toBe(0);

      const out = await run(["logout"], { env });
      expect(out.exitCode).toBe(0);
      expect(JSON.parse(await readFile(file, "utf8")).apiKey).toBeUndefined();
      const after = await run(["credits"], { env });
      expect(after.exitCode).toBe(3);
    } finally {
      cfg.remove();
    }
  });

  it("a rejected key is not stored", async () => {
    const cfg = tempDir();
    try {
      const env = { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined, PEOPLE_CONFIG_DIR: cfg.path };
      const r = await run(["login", "--with-key", "--base-url", sb.baseUrl], {
        env,
        input: "sk_wrong_key_000000000000\n",
      });
      expect(r.exitCode).toBe(3);
      let stored: Record<string, unknown> = {};
      try {
        stored = JSON.parse(await readFile(join(cfg.path, "config.json"), "utf8"));
      } catch {
        // No file at all is fine too.
      }
      expect(stored.apiKey).toBeUndefined();
    } finally {
      cfg.remove();
    }
  });

  it("stores the key it was given and says the environment key wins while it is set", async () => {
    const cfg = tempDir();
    try {
      const r = await run(["login", "--with-key", "--base-url", sb.baseUrl], {
        env: { PEOPLE_CONFIG_DIR: cfg.path },
        input: `${sb.key}\n`,
      });
      expect(r.exitCode).toBe(0);
      expect(String(r.stderr)).toMatch(
        /PEOPLE_API_KEY is set \(\S+\) and wins over the stored key while it is set/,
      );
      expect(String(r.stderr)).not.toContain(sb.key);
      expect(JSON.parse(await readFile(join(cfg.path, "config.json"), "utf8")).apiKey).toBe(sb.key);
    } finally {
      cfg.remove();
    }
  });

  it("without a terminal and without --with-key exits 2 naming --with-key", async () => {
    const r = await run(["login"], { env: { PEOPLE_API_KEY: undefined } });
    expect(r.exitCode).toBe(2);
    expect(String(r.stderr)).toContain("--with-key");
  });

  it("empty stdin with --with-key exits 2", async () => {
    const r = await run(["login", "--with-key"], { env: { PEOPLE_API_KEY: undefined }, input: "" });
    expect(r.exitCode).toBe(2);
  });
});

describe("configuration precedence: flag > environment > stored", () => {
  it("the environment base URL beats the stored one, and the flag beats both", async () => {
    const cfg = tempDir();
    try {
      const dead = `http://127.0.0.1:${await freePort()}/api/v1`;
      const env = { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined, PEOPLE_CONFIG_DIR: cfg.path };
      expect(
        (await run(["login", "--with-key", "--base-url", sb.baseUrl], { env, input: sb.key })).exitCode,
      ).toBe(0);
      // Stored: the sandbox. Environment: a dead port → the environment wins and fails.
      const viaEnv = await run(["credits", "--max-retries", "0"], { env: { ...env, PEOPLE_BASE_URL: dead } });
      expect(viaEnv.exitCode).toBe(1);
      // Flag: the sandbox again → the flag wins over the dead environment value.
      const viaFlag = await run(["credits", "--base-url", sb.baseUrl], {
        env: { ...env, PEOPLE_BASE_URL: dead },
      });
      expect(viaFlag.exitCode).toBe(0);
      // The environment key beats the stored one: a wrong one fails.
      const badKey = await run(["credits"], { env: { ...env, PEOPLE_API_KEY: "sk_env_wrong_00000000000" } });
      expect(badKey.exitCode).toBe(3);
    } finally {
      cfg.remove();
    }
  });
});

describe("--sandbox", () => {
  it("works with no account and says so once on stderr", async () => {
    const r = await run(["--sandbox", "credits", "--json"], {
      env: { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined },
    });
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(String(r.stdout)).balance).toBeGreaterThan(0);
    expect(String(r.stderr).match(/[Ss]andbox/g)?.length).toBe(1);
  });

  it("PEOPLE_SANDBOX=1 does the same", async () => {
    const r = await run(["credits"], {
      env: { PEOPLE_API_KEY: undefined, PEOPLE_BASE_URL: undefined, PEOPLE_SANDBOX: "1" },
    });
    expect(r.exitCode).toBe(0);
  });
});

describe("--verbose, --quiet, colour", () => {
  it("--verbose logs requests and responses with the key redacted", async () => {
    const r = await run(["credits", "--verbose"]);
    expect(r.exitCode).toBe(0);
    expect(String(r.stderr)).toMatch(/→ GET .*\/credits/);
    expect(String(r.stderr)).toMatch(/← 200/);
    expect(String(r.stderr)).toContain(`${sb.key.slice(0, 4)}…${sb.key.slice(-4)}`);
    expect(String(r.stderr)).not.toContain(sb.key);
  });

  it("--quiet keeps errors but drops the rest", async () => {
    const q = await run(["--sandbox", "credits", "--quiet"], { env: { PEOPLE_API_KEY: undefined } });
    expect(String(q.stderr)).toBe("");
    const e = await run(["credits", "--quiet"], { env: { PEOPLE_API_KEY: undefined } });
    expect(String(e.stderr)).toContain("error:");
  });
});

describe("redaction", () => {
  it("no run printed a whole key", () => {
    expect(outputs.length).toBeGreaterThan(10);
    for (const o of outputs) expect(o).not.toContain(sb.key);
  });
});

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}
