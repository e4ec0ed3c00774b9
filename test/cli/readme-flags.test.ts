// The README mentions every flag that the commands' --help lists (in-process: help is the source's). Its
// examples run end to end in e2e/readme.test.ts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";

const README = readFileSync(join(ROOT, "README.md"), "utf8");

describe("README", () => {
  it("mentions every flag that the commands' --help lists", async () => {
    const missing: string[] = [];
    for (const command of [
      "",
      "login",
      "logout",
      "credits",
      "translate",
      "find",
      "search",
      "history list",
      "history show",
      "history clear",
      "usage",
      "config",
      "config list",
      "auth status",
      "sandbox",
      "mcp",
      "completion",
    ]) {
      const args = command ? [...command.split(" "), "--help"] : ["--help"];
      const { stdout, exitCode } = await runInProcess(args);
      expect(exitCode).toBe(0);
      for (const flag of new Set(stdout.match(/(?<![\w-])--[a-z][a-z-]*/g) ?? []))
        if (!README.includes(`\`${flag}`) && !README.includes(` ${flag} `))
          missing.push(`${command || "people"} ${flag}`);
    }
    expect(missing).toEqual([]);
  });
});

describe("README's first screen", () => {
  const lines = README.split("\n");
  const quickStart = lines.indexOf("## Quick start");
  const end = lines.findIndex((l, i) => i > quickStart && l.startsWith("## "));
  const screen = lines.slice(0, end);

  it("reaches the first section after the quick start within 60 lines", () => {
    expect(quickStart).toBeGreaterThan(0);
    expect(end).toBeGreaterThan(quickStart);
    expect(end).toBeLessThanOrEqual(60);
  });

  it("holds a captured search, no wider than a terminal of 80 columns", () => {
    const open = screen.indexOf("```text");
    const close = screen.indexOf("```", open + 1);
    expect(open).toBeGreaterThan(0);
    const sample = screen.slice(open + 1, close).join("\n");
    expect(sample).toMatch(/^Sandbox: synthetic people/);
    expect(sample).toMatch(/✔ Writing the answer/);
    expect(sample).toMatch(/Shortlist \(\d+\)/);
    expect(sample).toMatch(/credits? charged · balance/);
    for (const line of sample.split("\n")) expect([...line].length).toBeLessThanOrEqual(80);
    // The command it shows runs in a clone, where `people` is not on PATH yet.
    expect(screen.join("\n")).toMatch(/npx people --sandbox search/);
    expect(screen.join("\n")).toMatch(/npm link/);
  });

  it("leaves contributor material to CONTRIBUTING.md and benchmark figures to bench/README.md", () => {
    // (Markers for the README's own tests are comments, which a reader never sees.)
    const shown = README.replace(/<!--[\s\S]*?-->/g, "");
    expect(shown).not.toMatch(/test\/unit|vitest|npm test/);
    expect(shown).not.toMatch(/callgrind|Liftoff/);
    const contributing = readFileSync(join(ROOT, "CONTRIBUTING.md"), "utf8");
    expect(contributing).toMatch(/npm run test:unit/);
    expect(readFileSync(join(ROOT, "bench", "README.md"), "utf8")).toMatch(/npm run bench/);
    expect(readFileSync(join(ROOT, "docs", "sandbox.md"), "utf8")).toMatch(/## Faults/);
  });
});
