// Help as a gh user reads it: find's flags in groups, the inherited flags as one short block, text
// wrapped to the width between words, descriptions capitalised, `history --help` listing what `history`
// takes, one way to ask for help, and `config set` offering only the keys it sets.
import { describe, expect, it } from "vitest";
import { wrapHelp } from "../../src/cli/help-format.js";
import { runInProcess } from "../helpers/in-process.js";

const COMMANDS = [
  [],
  ["login"],
  ["logout"],
  ["credits"],
  ["translate"],
  ["find"],
  ["search"],
  ["history"],
  ["history", "show"],
  ["history", "clear"],
  ["usage"],
  ["config"],
  ["config", "set"],
  ["auth"],
  ["auth", "status"],
  ["sandbox"],
  ["mcp"],
  ["completion"],
];

const help = async (args: string[]) => (await runInProcess([...args, "--help"])).stdout;

/** The description column of each item line (`  --flag <v>   Description`). */
const descriptions = (text: string) =>
  [...text.matchAll(/^ {2}(?:-\S+|\S+ ?\[?[^ ]*\]?)(?:, --\S+)?(?: <[^>]+>| \[[^\]]+\])? {2,}(\S)/gm)].map(
    (m) => m[1],
  );

describe("help", () => {
  it("find --help groups its flags (Filters, Paging and money, Output) and inherits the rest in a short block", async () => {
    const text = await help(["find"]);
    const headings = text.split("\n").filter((l) => /^[A-Z][\w ]*:$/.test(l));
    expect(headings).toEqual(["Filters:", "Paging and money:", "Output:", "Inherited flags:", "Examples:"]);
    const section = (name: string) => text.slice(text.indexOf(`${name}:`)).split("\n\n")[0]!;
    expect(section("Filters")).toMatch(/--seniority/);
    expect(section("Filters")).toMatch(/--prompt/);
    expect(section("Paging and money")).toMatch(/--max-credits/);
    expect(section("Output")).toMatch(/--csv[\s\S]*--jq/);
    const inherited = section("Inherited flags").split("\n").slice(1);
    expect(inherited.length).toBeLessThanOrEqual(4);
    expect(inherited.join(" ")).toMatch(/--sandbox[\s\S]*--max-wait <seconds>[\s\S]*-h\/--help/);
    expect(text).not.toMatch(/Global Options/);
  });

  it.each(COMMANDS)(
    "%s --help: at most 80 columns, descriptions capitalised, one help line",
    async (...args) => {
      const text = await help(args);
      for (const line of text.split("\n")) expect(line.length, line).toBeLessThanOrEqual(80);
      for (const d of descriptions(text)) expect(d, text).toMatch(/[A-Z0-9`(-]/);
      expect(text).not.toMatch(/display help for command/);
      expect(text.match(/-h\/--help|-h, --help/g)?.length).toBe(1);
    },
  );

  it("history --help lists the options `people history` takes (those of `history list`)", async () => {
    const text = await help(["history"]);
    for (const flag of ["--limit <n>", "--search <text>", "--json", "--jq <expression>"])
      expect(text).toContain(flag);
  });

  it("config set does not offer api_key, and refuses it pointing at login", async () => {
    const text = await help(["config", "set"]);
    expect(text).toMatch(/budget\.daily/);
    expect(text).not.toMatch(/api_key/);
    const r = await runInProcess(["config", "set", "api_key", "x"], {
      env: { PEOPLE_CONFIG_DIR: "/nonexistent" },
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/people login/);
  });
});

describe("wrapHelp", () => {
  const text = [
    "A paragraph hard-wrapped at a hundred and four columns, as the registrations write their notes, goes",
    "on here and ends.",
    "",
    "Examples:",
    '  $ people find --prompt "founders of fintech startups in Paris" --all -o leads.csv --max-credits 50',
    "  --company <names>   Employer names, by common name (repeat or comma-separate them as you like)",
  ].join("\n");

  it.each([40, 60, 80])("fills paragraphs to %i columns and never breaks a word", (width) => {
    const out = wrapHelp(text, width);
    for (const line of out.split("\n")) expect(line.length).toBeLessThanOrEqual(width);
    const words = (s: string) => s.split(/\s+/).filter(Boolean);
    expect(words(out)).toEqual(words(text));
    // A heading stays on its own line; a continued example hangs under its command.
    expect(out).toMatch(/\nExamples:\n {2}\$ people/);
    expect(out).toMatch(/\n {6}\S/);
  });
});
