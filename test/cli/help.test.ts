// Help (in-process): --help lists every command; an unknown command named to `help` is an error; subcommand
// help lists the global flags it inherits; completion's help suggests a zsh directory the user can write.
import { describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";

describe("help", () => {
  it("--help lists every command", async () => {
    const r = await runInProcess(["--help"]);
    for (const command of [
      "login",
      "logout",
      "credits",
      "translate",
      "find",
      "search",
      "sandbox",
      "mcp",
      "completion",
    ])
      expect(r.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
  });

  it("people help nope says the command is unknown (exit 2)", async () => {
    const r = await runInProcess(["help", "nope"]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/unknown command 'nope'/);
    expect(r.stdout).toBe("");
  });

  it("people help find prints find's help (exit 0)", async () => {
    const r = await runInProcess(["help", "find"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Usage: people find/);
  });

  it("people help help prints the help command's help (exit 0)", async () => {
    const r = await runInProcess(["help", "help"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Usage: people help \[options\] \[command\]/);
    expect(r.stderr).toBe("");
  });

  it.each(["find", "search", "login", "credits"])(
    "%s --help lists the inherited global flags",
    async (cmd) => {
      const r = await runInProcess([cmd, "--help"]);
      expect(r.exitCode).toBe(0);
      const globals = r.stdout.slice(r.stdout.indexOf("Inherited flags:"));
      for (const flag of [
        "--base-url",
        "--sandbox",
        "--verbose",
        "--quiet",
        "--timeout",
        "--max-retries",
        "--max-wait",
      ])
        expect(globals).toContain(flag);
    },
  );

  it("completion --help suggests a user-writable zsh directory", async () => {
    const r = await runInProcess(["completion", "--help"]);
    expect(r.stdout).toContain("~/.zfunc/_people");
    expect(r.stdout).toMatch(/fpath=\(~\/\.zfunc \$fpath\)/);
    expect(r.stdout).not.toContain("fpath[1]");
  });
});
