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
