// The four tiers of tests (style.md, habit 8), kept: every test file sits in one of them, so that none is
// left out of `npm test` (vitest.config.ts runs the four folders), and only the end-to-end tier starts the
// built binary or a pseudo-terminal; the others test the source in this process.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../helpers/cli.js";

const TIERS = ["unit", "cli", "contract", "e2e"];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : testFiles(full);
    return e.name.endsWith(".test.ts") ? [relative(ROOT, full)] : [];
  });
}

const files = testFiles(join(ROOT, "test"));

/** What a file imports to run the CLI in a child process: execa, the pseudo-terminal, or cli() and BIN. */
function spawns(source: string): string[] {
  const found: string[] = [];
  if (/^import [^;]*from "execa";/m.test(source)) found.push("execa");
  if (/^import [^;]*from "[./]*helpers\/pty\.js";/m.test(source)) found.push("helpers/pty.js");
  for (const m of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*"[./]*helpers\/cli\.js"/g))
    for (const name of (m[1] ?? "").split(",").map((n) => n.trim()))
      if (name === "cli" || name === "BIN") found.push(`${name} from helpers/cli.js`);
  return found;
}

describe("test tiers", () => {
  it("every test file is in test/unit, test/cli, test/contract or test/e2e", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => !TIERS.some((t) => f.startsWith(join("test", t, ""))))).toEqual([]);
  });

  it("only the end-to-end tier starts a process", () => {
    const spawning = files
      .filter((f) => !f.startsWith(join("test", "e2e", "")))
      .map((f) => [f, spawns(readFileSync(join(ROOT, f), "utf8"))] as const)
      .filter(([, found]) => found.length > 0);
    expect(spawning).toEqual([]);
  });
});
