// `--jq EXPR` on every command that prints JSON: the filter's output replaces the JSON (strings raw, other
// values one per line in a pipe), and a bad expression is one line, exit 2, before any request is sent.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let root: string;
let env: Record<string, string | undefined>;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500, credits: 5000 });
  root = mkdtempSync(join(tmpdir(), "people-jq-"));
  env = sandboxEnv(sb, root);
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

const lines = (s: string) => s.split("\n").filter((l) => l !== "");

describe("--jq", () => {
  it("find: names print raw, one per line", async () => {
    const json = JSON.parse(
      (await runInProcess(["find", "--title", "engineer", "--limit", "3", "--json"], { env })).stdout,
    );
    const r = await runInProcess(
      ["find", "--title", "engineer", "--limit", "3", "--jq", ".profiles[].name"],
      { env },
    );
    expect(r.exitCode).toBe(0);
    expect(lines(r.stdout)).toEqual(json.profiles.map((p: { name: string }) => p.name));
  });

  it("find --all: the filter sees one array of every profile", async () => {
    const r = await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "5", "--max-results", "12", "--jq", "length"],
      { env },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("12\n");
  });

  it("search: objects print as compact JSON in a pipe, indented on a terminal", async () => {
    const piped = await runInProcess(["search", "rust engineers in Berlin", "--jq", ".people[0] | {name}"], {
      env,
    });
    expect(piped.exitCode).toBe(0);
    expect(piped.stdout).toMatch(/^\{"name":"[^"]+"\}\n$/);
    const tty = await runInProcess(["search", "rust engineers in Berlin", "--jq", ".people[0] | {name}"], {
      env,
      stdoutTTY: true,
    });
    expect(tty.stdout).toMatch(/^\{\n {2}"name": "[^"]+"\n\}\n$/);
  });

  it("translate, credits, usage, history and history show", async () => {
    const t = await runInProcess(["translate", "rust engineers in Berlin", "--jq", ".locations[0]"], { env });
    expect(t.stdout).toBe("Berlin\n");
    const c = await runInProcess(["credits", "--jq", ".balance | type"], { env, stdoutTTY: true });
    expect(c.stdout).toBe("number\n");
    const u = await runInProcess(["usage", "--jq", ".accounts | length"], { env });
    expect(Number(u.stdout)).toBeGreaterThan(0);
    const h = await runInProcess(["history", "--jq", ".[0].command"], { env });
    expect(h.stdout).toBe("translate\n");
    const id = (await runInProcess(["history", "--jq", ".[0].id"], { env })).stdout.trim();
    const s = await runInProcess(["history", "show", id, "--jq", ".query.locations[0] // .locations[0]"], {
      env,
    });
    expect(s.exitCode).toBe(0);
    expect(s.stdout).toBe("Berlin\n");
  });

  it.each([
    [["find", "--title", "engineer"]],
    [["search", "rust engineers"]],
    [["translate", "rust engineers"]],
    [["credits"]],
    [["usage"]],
    [["history"]],
  ])("a bad expression: one line, exit 2, nothing sent: %j", async (args) => {
    const before = sb.requests.length;
    const r = await runInProcess([...args, "--jq", ".people["], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe("");
    expect(lines(r.stderr)[0]).toMatch(/^error: --jq: syntax error/);
    expect(lines(r.stderr).filter((l) => l.startsWith("error:"))).toHaveLength(1);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(sb.requests.length).toBe(before);
  });

  it("an undefined variable is caught before the request too", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(["credits", "--jq", "$nope"], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^error: --jq: \$nope is not defined/);
    expect(sb.requests.length).toBe(before);
  });

  it("a filter that fails on the data: one line, exit 2", async () => {
    const r = await runInProcess(["credits", "--jq", ".balance | keys"], { env });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/^error: --jq: number \(\d+\) has no keys\n/);
  });

  it.each([["--csv"], ["--jsonl"], ["-o", "x.csv"], ["--format", "table"]])(
    "refuses %s beside it (exit 2)",
    async (...flag) => {
      const r = await runInProcess(["find", "--title", "engineer", ...flag, "--jq", "."], { env });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(/^error: --jq cannot be combined with/);
    },
  );
});

describe("--jq on a run that stops early", () => {
  it("find --all stopped by --max-credits (exit 8) filters what it printed", async () => {
    const r = await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "5", "--max-credits", "2", "--jq", "length"],
      { env },
    );
    expect(r.exitCode).toBe(8);
    expect(r.stdout).toBe("10\n");
  });
});
