// What `people --version` and `people --help` load (functional checks of fast start-up; the timings are
// in bench/startup.mjs). Every ES module loaded is recorded by a loader hook (fixtures/record-modules.mjs).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { BIN, cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const HEAVY = /node_modules\/(zod|undici|@inquirer|ora|cli-table3|csv-stringify|conf|eventsource-parser)\//;
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string };
const work = tempDir("people-startup-");
afterAll(() => work.remove());

async function loaded(args: string[]) {
  const record = join(work.path, `modules-${args.join("_")}.txt`);
  const r = await execa(
    "node",
    ["--import", join(ROOT, "test", "e2e", "fixtures", "record-modules.mjs"), BIN, ...args],
    {
      env: cleanEnv({ PEOPLE_RECORD_MODULES: record, PEOPLE_CONFIG_DIR: join(work.path, "config") }),
      extendEnv: false,
      reject: false,
    },
  );
  let modules: string[] = [];
  try {
    modules = readFileSync(record, "utf8").split("\n").filter(Boolean);
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

  it.each([["--help"], ["find", "--help"], ["search", "--help"], ["completion", "--help"], []])(
    "%j loads no heavy package, no sandbox and no command logic",
    async (...args) => {
      const r = await loaded(args);
      expect(r.exitCode).toBe(0);
      expect(r.stdout).toContain("Usage: people");
      expect(r.modules.length).toBeGreaterThan(1);
      expect(r.modules.filter((m) => HEAVY.test(m))).toEqual([]);
      expect(
        r.modules.filter(
          (m) => m.endsWith("/dist/sandbox.js") || /\/chunks\/(run|data|client|chat)-/.test(m),
        ),
      ).toEqual([]);
    },
  );

  it("--help lists every command", async () => {
    const r = await loaded(["--help"]);
    for (const command of [
      "login",
      "logout",
      "credits",
      "translate",
      "find",
      "search",
      "sandbox",
      "completion",
    ])
      expect(r.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
  });

  it("--version with other words still goes through the CLI", async () => {
    const r = await loaded(["credits", "--version"]);
    expect(r.stdout).toBe(pkg.version);
    expect(r.modules.some((m) => m.endsWith("/dist/cli.js"))).toBe(true);
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
