// `people completion SHELL` in-process: it prints exactly the shipped script of each shell, refuses other
// shells (exit 2) and says how to install each. The scripts are exercised in the real shells end to end
// (e2e/completion.test.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPLETION_FILES } from "../../src/cli/commands/completion/generate.js";
import { ROOT, tempDir } from "../helpers/cli.js";
import { inProcessCli } from "../helpers/in-process.js";

const DIR = join(ROOT, "completions");
const file = (shell: keyof typeof COMPLETION_FILES) => join(DIR, COMPLETION_FILES[shell]);

describe("people completion", () => {
  const config = tempDir();
  const people = inProcessCli({ configDir: config.path });
  afterAll(() => config.remove());

  it.each(["bash", "zsh", "fish"] as const)("prints exactly completions/%s's file", async (shell) => {
    const r = await people(["completion", shell]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout + "\n").toBe(readFileSync(file(shell), "utf8"));
    expect(r.stderr).toBe("");
  });

  it.each([
    [["completion", "tcsh"], /'tcsh' is invalid.*bash, zsh, fish/],
    [["completion"], /missing required argument 'shell'/],
  ])("refuses %j with exit 2", async (args, message) => {
    const r = await people(args);
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(message);
  });

  it("documents how to install each script", async () => {
    const r = await people(["completion", "--help"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain("people completion fish > ~/.config/fish/completions/people.fish");
  });
});
