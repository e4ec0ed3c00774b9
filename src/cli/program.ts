// The commander program: global flags, and each command's registration (flags, help, examples). The
// registrations are light; each command's logic is imported only when that command runs.
import { Command, Option, type OutputConfiguration } from "commander";
import { flagHelp, settingRows } from "../config/settings.js";
import { VERSION } from "../version.js";
import { registerAuth } from "./commands/auth/index.js";
import { registerCompletion } from "./commands/completion/index.js";
import { registerConfig } from "./commands/config/index.js";
import { registerCredits } from "./commands/credits/index.js";
import { registerFind } from "./commands/find/index.js";
import { registerHelp } from "./commands/help/index.js";
import { registerHistory } from "./commands/history/index.js";
import { registerLogin } from "./commands/login/index.js";
import { registerLogout } from "./commands/logout/index.js";
import { registerMcp } from "./commands/mcp/index.js";
import { registerSandbox } from "./commands/sandbox/index.js";
import { registerSaved } from "./commands/saved/index.js";
import { registerSearch } from "./commands/search/index.js";
import { registerShow } from "./commands/show/index.js";
import { registerTranslate } from "./commands/translate/index.js";
import { registerUsage } from "./commands/usage/index.js";
import type { GetFactory } from "./factory.js";
import { parseNumber } from "./flags/numbers.js";
import { configureHelpFormat, wrapHelp } from "./help-format.js";

/** Where help and errors go; the launcher also says when an output is known not to be a terminal. */
type ProgramOutput = Pick<
  OutputConfiguration,
  "writeOut" | "writeErr" | "getOutHelpWidth" | "getErrHelpWidth" | "getOutHasColors" | "getErrHasColors"
>;

/** Each command's name and registration, in the order help lists them. */
const COMMANDS: readonly (readonly [string, (program: Command, getFactory: GetFactory) => void])[] = [
  ["login", registerLogin],
  ["logout", registerLogout],
  ["credits", registerCredits],
  ["translate", registerTranslate],
  ["find", registerFind],
  ["search", registerSearch],
  ["saved", registerSaved],
  ["show", registerShow],
  ["history", registerHistory],
  ["usage", registerUsage],
  ["config", registerConfig],
  ["auth", registerAuth],
  ["sandbox", registerSandbox],
  ["mcp", registerMcp],
  ["completion", registerCompletion],
  ["help", (program) => registerHelp(program)],
];

/** The commands that read the others' registrations: help lists them, completion describes them all. */
const READ_THE_OTHERS = new Set(["help", "completion"]);

/**
 * The program. `command`, the first word of the command line when it is not a flag, is the command that
 * will run when it names one: the others are not registered then, since commander dispatches on that word
 * alone and a command's help, errors and suggestions name only its own flags and the global ones.
 * Anything else (a flag first, an unknown word, no word, help, completion) registers every command.
 */
export function buildProgram(getFactory: GetFactory, output?: ProgramOutput, command?: string): Command {
  const program = new Command("people");
  // Set before any subcommand exists: commands copy these settings when they are created.
  program.exitOverride();
  if (output)
    program.configureOutput({
      ...output,
      // Help (and the text after it) wrapped to the terminal's width, between words.
      writeOut: (s) => output.writeOut?.(wrapHelp(s, output.getOutHelpWidth?.() ?? terminalWidth("stdout"))),
      // Errors are one line as written (a terminal wraps them); help shown after one is wrapped.
      writeErr: (s) =>
        output.writeErr?.(
          s.startsWith("error:") ? s : wrapHelp(s, output.getErrHelpWidth?.() ?? terminalWidth("stderr")),
        ),
      outputError: (s, write) => write(s),
    });
  configureHelpFormat(program);
  // Our own `help [command]`: commander's prints the program's help for an unknown name, and exits 2 silently.
  program.helpCommand(false);
  program
    .description("Search for people from the terminal: agentic search, structured search and exports.")
    .version(VERSION, "--version", "print the version")
    .helpOption("-h, --help", "show help");
  // The settings a flag sets for one run (config/settings.ts).
  for (const [, setting] of settingRows())
    if (setting.flag?.global)
      program.option(`${setting.flag.name} <${setting.flag.value}>`, flagHelp(setting));
  program
    .option("--sandbox", "use the built-in sandbox: synthetic data, no account needed (env PEOPLE_SANDBOX=1)")
    .option("--verbose", "log each request and response to stderr (the key redacted)")
    .option("--quiet", "print nothing on stderr but errors")
    .option("--no-color", "no colour (NO_COLOR is honoured too)")
    .option(
      "--no-budget",
      "do not check budget.daily or budget.monthly in this run (charges are still recorded)",
    )
    .addOption(
      new Option(
        "--timeout <seconds>",
        "give up on a call after this long (agentic search waits at least 180)",
      ).argParser(parseNumber("--timeout", { min: 1 })),
    )
    .addOption(
      new Option("--max-retries <n>", "retries of server and connection errors (default 2)").argParser(
        parseNumber("--max-retries", { min: 0, integer: true }),
      ),
    )
    .addOption(
      new Option("--max-wait <seconds>", "longest rate-limit wait to sit out (default 60)").argParser(
        parseNumber("--max-wait", { min: 0 }),
      ),
    )
    .showSuggestionAfterError(true)
    .addHelpText(
      "after",
      `
Examples:
  $ people --sandbox search "staff engineers in Berlin who maintain Rust crates"
  $ people --sandbox find --title engineer --location Berlin --seniority senior
  $ people translate "rust engineers in Berlin" | people find --query - -o leads.csv
  $ printf '%s\\n' "$TEAM_KEY" | people login --profile team --with-key --base-url https://HOST/api/v1

Exit codes: 0 ok, 1 network or unexpected, 2 usage or invalid request, 3 no/bad key, 4 forbidden,
5 out of credits, 6 rate limited, 7 service error, 8 stopped by --max-credits or a budget, 9 nothing new (saved run --fail-if-empty),
130 interrupted.`,
    );

  const only =
    command !== undefined && !READ_THE_OTHERS.has(command) && COMMANDS.some(([n]) => n === command);
  for (const [name, register] of COMMANDS) if (!only || name === command) register(program, getFactory);
  return program;
}

/** A terminal's width, as commander reads it (80 off a terminal). */
function terminalWidth(stream: "stdout" | "stderr"): number {
  const s = process[stream];
  return (s.isTTY && s.columns) || 80;
}
