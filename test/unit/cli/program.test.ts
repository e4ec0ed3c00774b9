// The program registers only the command its first word names; every command otherwise.
import { describe, expect, it } from "vitest";
import { buildProgram } from "../../../src/cli/program.js";

const names = (command?: string) =>
  buildProgram(
    () => {
      throw new Error("no command runs here");
    },
    undefined,
    command,
  ).commands.map((c) => c.name());

describe("the program's commands", () => {
  it("are all registered without a command word, for an unknown one, and for help and completion", () => {
    const all = names();
    expect(all).toContain("credits");
    expect(all).toContain("help");
    for (const word of ["credit", "help", "completion"]) expect(names(word)).toEqual(all);
  });

  it("are only the named one when the first word names a command", () => {
    expect(names("credits")).toEqual(["credits"]);
    expect(names("history")).toEqual(["history"]);
  });

  it("keep the named command's flags and the global ones", () => {
    const program = buildProgram(
      () => {
        throw new Error("no command runs here");
      },
      undefined,
      "find",
    );
    const full = buildProgram(() => {
      throw new Error("no command runs here");
    });
    const flags = (p: typeof program) =>
      p.commands.find((c) => c.name() === "find")?.options.map((o) => o.flags);
    expect(flags(program)).toEqual(flags(full));
    expect(program.options.map((o) => o.flags)).toEqual(full.options.map((o) => o.flags));
  });
});
