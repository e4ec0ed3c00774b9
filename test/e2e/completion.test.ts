// `people completion SHELL` and the scripts under completions/, exercised in real shells: bash (calling
// the completion function with COMP_WORDS set), zsh (a pseudo-terminal session typing TAB, see
// fixtures/zsh-complete.zsh) and fish (`complete -C`). The README installs none of these shells, so on a
// machine without one its suite is skipped with the reason in its name (and a warning); where `.ci/run`
// installs them (CI=true) a missing shell fails the suite instead, so a broken script cannot ship green.
// What `people completion` prints and refuses is checked in-process (cli/completion.test.ts), and that the
// files match the program's flags in unit/cli/completion.test.ts.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { execa } from "execa";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPLETION_FILES } from "../../src/cli/commands/completion/generate.js";
import { ROOT } from "../helpers/cli.js";

const DIR = join(ROOT, "completions");
const file = (shell: keyof typeof COMPLETION_FILES) => join(DIR, COMPLETION_FILES[shell]);
const INSTALL = "apt-get update && apt-get install -y zsh fish";

/** CI installs every shell (`.ci/run`), so there a missing shell is a failure, not a skip. */
const SHELLS_REQUIRED = process.env.CI === "true";

function hasShell(shell: string): boolean {
  try {
    execFileSync(shell, ["-c", "exit 0"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function requireShell(shell: string): void {
  if (!hasShell(shell))
    throw new Error(
      `${shell} is not installed; the completion tests run the real shell. Install it: ${INSTALL}`,
    );
}

/** A shell's suite: run when the shell is there (or CI requires it), else skipped saying why. */
function describeShell(shell: string, suite: () => void): void {
  if (SHELLS_REQUIRED || hasShell(shell)) {
    describe(`${shell} completion`, () => {
      beforeAll(() => requireShell(shell));
      suite();
    });
    return;
  }
  const reason = `${shell} is not installed (install: ${INSTALL}; required when CI=true)`;
  console.warn(`skipping the ${shell} completion tests: ${reason}`);
  describe.skip(`${shell} completion — skipped: ${reason}`, suite);
}

const SENIORITY = ["Owner", "Founder", "CXO", "Partner", "VP", "Director", "Manager", "Senior", "Entry"];
const HEADCOUNT = ["1-10", "11-50", "51-200", "201-500", "501-1000", "1001-5000", "5001-10000", "10001+"];
const COMMANDS = ["login", "logout", "credits", "translate", "find", "search", "sandbox", "completion"];

// Each case: the words before the cursor, the word being completed, what must be offered, and what must not.
type Case = [string, string[], string[]?];
const CASES: Case[] = [
  ["people ", COMMANDS],
  ["people fi", ["find"], ["search"]],
  ["people --", ["--sandbox", "--base-url", "--quiet", "--help", "--version"], ["--seniority"]],
  ["people find --seniority ", SENIORITY, ["find"]],
  ["people find --seniority Senior,Dir", ["Senior,Director"], ["Owner"]],
  ["people find --headcount ", HEADCOUNT],
  ["people find --format ", ["table", "json", "jsonl", "csv"]],
  ["people find --format=js", ["json", "jsonl"], ["csv"]],
  ["people completion ", ["bash", "zsh", "fish"]],
  ["people search --no-", ["--no-stream", "--no-rerank", "--no-color"], ["--seniority"]],
  ["people --sandbox find --head", ["--headcount"]],
  ["people find --title x --ve", ["--verified-email", "--verbose"]],
  ["people credits --j", ["--json"]],
  ["people translate --am", ["--amend"]],
  ["people sandbox --pe", ["--people"]],
  ["people find -o completions/people.b", ["people.bash"]],
  ["people find --query completions/_p", ["_people"]],
  ["people search --messages completions/people.f", ["people.fish"]],
  ["people translate --amend completions/people.b", ["people.bash"]],
  // Setting names after `config set`, not the subcommands again (and not api_key, which login sets).
  ["people config ", ["get", "set", "unset", "list", "path"]],
  ["people config set ", ["budget.daily", "budget.monthly", "format", "history"], ["get", "set", "api_key"]],
  ["people config set bud", ["budget.daily", "budget.monthly"], ["format"]],
  ["people --sandbox config set hist", ["history", "history.retention"]],
  ["people config get ", ["api_key", "budget.daily"], ["set"]],
  ["people config set budget.daily ", [], ["budget.daily", "get"]],
  // Values match whatever their case, as the commands take them.
  ["people find --seniority senior,d", ["senior,Director"], ["senior,Owner"]],
  ["people find --seniority dir", ["Director"], ["Owner"]],
];

/**
 * Matches offered may carry the part of the word before them (a directory, `--format=`, `Senior,`), or
 * leave it out where the shell keeps it aside itself (zsh holds `Senior,` as an ignored prefix).
 */
function expectOffered(offered: string[], line: string, want: string[], notWant: string[] = []) {
  const has = (w: string) =>
    offered.some(
      (o) =>
        o === w ||
        o.endsWith(`/${w}`) ||
        o.endsWith(`=${w}`) ||
        (w.includes(",") && o === w.split(",").pop()),
    );
  for (const w of want)
    expect(has(w), `${JSON.stringify(line)} should offer ${w}; got ${offered.join(" ")}`).toBe(true);
  for (const w of notWant)
    expect(has(w), `${JSON.stringify(line)} should not offer ${w}; got ${offered.join(" ")}`).toBe(false);
}

describeShell("bash", () => {
  /** Splits like bash does with the default COMP_WORDBREAKS (on spaces, and `=` as a word of its own). */
  function words(line: string): string[] {
    const ws = line.split(" ").flatMap((w) => {
      const i = w.indexOf("=");
      return w.startsWith("--") && i > 0 ? [w.slice(0, i), "=", w.slice(i + 1)] : [w];
    });
    return ws;
  }

  async function complete(line: string, wordList = words(line)): Promise<string[]> {
    const script = `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMP_LINE="$*"; COMP_POINT=\${#COMP_LINE}; _people; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const r = await execa("bash", ["--norc", "-c", script, "bash", file("bash"), ...wordList], { cwd: ROOT });
    return r.stdout.split("\n").filter(Boolean);
  }

  it.each(CASES)("%j", async (line, want, notWant) => {
    expectOffered(await complete(line), line, want, notWant);
  });

  it("registers itself for the people command", async () => {
    const r = await execa("bash", ["--norc", "-c", `source "$1"; complete -p people`, "bash", file("bash")]);
    expect(r.stdout).toBe("complete -F _people people");
  });

  it("keeps --flag=value in one word when = does not break words", async () => {
    const offered = await complete("", ["people", "find", "--seniority=Ma"]);
    expect(offered).toEqual(["--seniority=Manager"]);
  });

  it("finds the command after a global flag's URL value split at ':'", async () => {
    const offered = await complete("", ["people", "--base-url", "http", ":", "//h/api/v1", "find", "--sen"]);
    expect(offered).toEqual(["--seniority"]);
  });
});

describeShell("zsh", () => {
  const harness = join(ROOT, "test", "e2e", "fixtures", "zsh-complete.zsh");

  async function complete(mode: "fpath" | "source", line: string): Promise<string[]> {
    const r = await execa("zsh", ["-f", harness, mode, file("zsh"), line], { cwd: ROOT, timeout: 30_000 });
    return r.stdout
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
  }

  it.each(CASES)("%j (from $fpath)", async (line, want, notWant) => {
    expectOffered(await complete("fpath", line), line, want, notWant);
  });

  it.each(CASES.slice(0, 6))("%j (sourced)", async (line, want, notWant) => {
    expectOffered(await complete("source", line), line, want, notWant);
  });
});

describeShell("fish", () => {
  async function complete(line: string): Promise<string[]> {
    const r = await execa(
      "fish",
      ["--no-config", "-c", `source $argv[1]; complete -C $argv[2]`, file("fish"), line],
      {
        cwd: ROOT,
      },
    );
    return r.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => l.split("\t")[0] as string);
  }

  it.each(CASES)("%j", async (line, want, notWant) => {
    expectOffered(await complete(line), line, want, notWant);
  });

  it("describes a flag once, not beside each of its values", async () => {
    const r = await execa("fish", [
      "--no-config",
      "-c",
      `source $argv[1]; complete -C 'people find --seniority '`,
      file("fish"),
    ]);
    const lines = r.stdout.split("\n").filter(Boolean);
    expect(lines.map((l) => l.split("\t")[0])).toContain("Director");
    expect(lines.filter((l) => l.includes("\t"))).toEqual([]);
    const flag = await execa("fish", [
      "--no-config",
      "-c",
      `source $argv[1]; complete -C 'people find --senio'`,
      file("fish"),
    ]);
    expect(flag.stdout).toMatch(/^--seniority\t\S/m);
  });

  it("describes the commands", async () => {
    const r = await execa("fish", [
      "--no-config",
      "-c",
      `source $argv[1]; complete -C 'people cr'`,
      file("fish"),
    ]);
    expect(r.stdout).toMatch(/^credits\t.*balance/);
  });
});
