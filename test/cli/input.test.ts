// Input from stdin and the command line (in-process): `-` with a terminal on stdin is refused at once,
// `search -` and a piped query read stdin, a sentence given to `find` points at the right commands, and
// list values may hold commas.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
let env: Record<string, string | undefined>;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500 });
  dir = mkdtempSync(join(tmpdir(), "people-input-"));
  env = sandboxEnv(sb, dir);
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

const lastBody = () => sb.requests.at(-1)?.body as Record<string, unknown> | undefined;

describe("- with a terminal on stdin", () => {
  it.each([
    [
      ["find", "--query", "-"],
      /--query - reads standard input, and standard input is a terminal/,
      /\| people find --query -/,
    ],
    [["translate", "x", "--amend", "-"], /--amend - reads standard input/, /--amend -/],
    [["search", "--messages", "-"], /--messages - reads standard input/, /\| people search --messages -/],
    [["search", "-"], /search - reads standard input/, /\| people search -/],
  ])("%j refuses at once (exit 2), saying what to pipe in", async (args, message, hint) => {
    const before = sb.requests.length;
    const r = await runInProcess(args, { env, stdinTTY: true, stderrTTY: true });
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(hint);
    expect(r.exitCode).toBe(2);
    expect(sb.requests.length).toBe(before);
  });
});

describe("search reads its query from stdin", () => {
  it("people search - reads the query; it never searches for a literal -", async () => {
    const r = await runInProcess(["search", "-", "--no-stream", "--json"], {
      env,
      input: "staff engineers in Berlin\n",
    });
    expect(r.exitCode).toBe(0);
    expect(lastBody()?.query).toBe("staff engineers in Berlin");
  });

  it("people search with a query piped in and no argument reads it", async () => {
    const r = await runInProcess(["search", "--no-stream", "--json"], {
      env,
      input: "data engineers in Madrid",
    });
    expect(r.exitCode).toBe(0);
    expect(lastBody()?.query).toBe("data engineers in Madrid");
  });

  it.each([[["-", "Madrid"]], [["data", "engineers", "-"]]])(
    "search %j: - with other words is a usage error (exit 2), nothing read or sent",
    async (words) => {
      const before = sb.requests.length;
      const r = await runInProcess(["search", ...words, "--no-stream", "--json"], { env, input: "x\n" });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(/- \(read the query from stdin\) cannot be combined with other words/);
      expect(r.stderr).toMatch(/hint: .*\| people search -/);
      expect(sb.requests.length).toBe(before);
    },
  );

  it("an empty pipe is the usual 'say who you are looking for' (exit 2)", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(["search", "-"], { env, input: "  \n" });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/say who you are looking for/);
    expect(sb.requests.length).toBe(before);
  });
});

describe("a sentence given to find", () => {
  it("says find takes filter flags and shows --prompt and search (exit 2, no request)", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(["find", "engineers in Berlin"], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/find takes filter flags/);
    expect(r.stderr).toContain(`people find --prompt 'engineers in Berlin'`);
    expect(r.stderr).toMatch(/1 credit/);
    expect(r.stderr).toContain(`people search 'engineers in Berlin'`);
    expect(sb.requests.length).toBe(before);
  });
});

describe("list values with commas", () => {
  it("a quoted value keeps its comma; repeated flags add values", async () => {
    const r = await runInProcess(
      [
        "find",
        "--company",
        '"Acme, Inc.",Globex',
        "--company",
        "Initech",
        "--title",
        "engineer",
        "--dry-run",
      ],
      { env },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(
      JSON.stringify(["Acme, Inc.", "Globex", "Initech"], null, 2).replace(/\n/g, "\n    "),
    );
  });

  it("an unclosed quote is refused naming the flag (exit 2)", async () => {
    const r = await runInProcess(["find", "--company", '"Acme, Inc.', "--dry-run"], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--company: the quote in .* is not closed/);
  });

  it("the Next page command carries such a value so that it parses back the same", async () => {
    const query = join(dir, "q.json");
    writeFileSync(query, JSON.stringify({ titleIncludes: ["engineer", 'VP, "the" Sales'] }));
    const r = await runInProcess(["find", "--query", query, "--limit", "1"], { env });
    expect(r.exitCode).toBe(0);
    const sent = lastBody()?.query;
    const next = r.stderr.match(/Next page: (.*)/)?.[1];
    expect(next).toContain(`--title 'engineer,"VP, ""the"" Sales"'`);
    // Run the hint's filters again (the shell's quoting undone): the same filter set is sent.
    const again = await runInProcess(["find", "--title", 'engineer,"VP, ""the"" Sales"', "--limit", "1"], {
      env,
    });
    expect(again.exitCode).toBe(0);
    expect(lastBody()?.query).toEqual(sent);
  });
});

describe("people sandbox on a busy port", () => {
  it("says the port is in use and what to pass (exit 2)", async () => {
    const port = new URL(sb.baseUrl).port;
    const r = await runInProcess(["sandbox", "--port", port, "--people", "10"], { env: {} });
    expect(r.stderr).toContain(`port ${port} is in use; pass --port N or --port 0`);
    expect(r.stderr).not.toMatch(/unexpected/);
    expect(r.exitCode).toBe(2);
  });
});

describe("input is bounded", () => {
  /** A standard input that never ends (as `cat /dev/zero |`), counting what was read from it. */
  function endlessStdin() {
    const chunk = Buffer.alloc(64 * 1024);
    let pulled = 0;
    const stream = new Readable({
      read() {
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }

  it.each([
    [["find", "--query", "-"], /--query - is over the limit of 1 MiB for a filter set/],
    [["translate", "x", "--amend", "-"], /--amend - is over the limit of 1 MiB for a filter set/],
    [["search", "--messages", "-"], /--messages - is over the limit of 4 MiB for a conversation/],
    [["search", "-"], /search - is over the limit of 1 MiB for a query/],
    [
      ["login", "--with-key", "--base-url", "http://127.0.0.1:1/api/v1"],
      /login --with-key is over the limit of 64 KiB for a key/,
    ],
  ])("%j from an endless stdin stops at the bound (exit 2), sending nothing", async (args, message) => {
    const io = testIO();
    const endless = endlessStdin();
    Object.assign(io, { stdin: endless.stream });
    const before = sb.requests.length;
    // login gets an environment of its own: its key comes from stdin, not PEOPLE_API_KEY.
    const r = await runInProcess(args, {
      io,
      env: args[0] === "login" ? { PEOPLE_CONFIG_DIR: join(dir, "bounded") } : env,
    });
    expect(r.stderr).toMatch(message);
    expect(r.exitCode).toBe(2);
    expect(sb.requests.length).toBe(before);
    // It read a little past the bound, not on and on.
    expect(endless.pulled()).toBeLessThan(5 * 1024 * 1024 + 256 * 1024);
  });

  it.each([
    [["find", "--query", "/dev/zero"], /--query \/dev\/zero is over the limit of 1 MiB for a filter set/],
    [
      ["search", "--messages", "/dev/zero"],
      /--messages \/dev\/zero is over the limit of 4 MiB for a conversation/,
    ],
  ])("%j (a file that never ends) stops at the bound (exit 2)", async (args, message) => {
    const r = await runInProcess(args, { env });
    expect(r.stderr).toMatch(message);
    expect(r.exitCode).toBe(2);
  });

  it("a file just over the bound is refused naming it; one under it is read", async () => {
    const big = join(dir, "big.json");
    writeFileSync(big, `{"keywords": "${"x".repeat(1024 * 1024)}"}`);
    const r = await runInProcess(["find", "--query", big, "--dry-run"], { env });
    expect(r.stderr).toMatch(/--query .*big\.json is over the limit of 1 MiB for a filter set/);
    expect(r.exitCode).toBe(2);
  });
});
