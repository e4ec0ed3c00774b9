// `people saved add|run|list|show|rm`: command lines of find or search kept under a name, so that a
// repeated job (a nightly export of new people) is one line. Registration only; the logic loads when it
// runs.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { SavedAddOptions, SavedListOptions, SavedRunOptions } from "./options.js";

/** What a command line gave after `saved run NAME`, and before `saved`: passed on to the saved command. */
function rawAround(cmd: Command): { before: string[]; after: string[] } {
  let root: Command = cmd;
  while (root.parent) root = root.parent;
  const raw = ((root as unknown as { rawArgs?: string[] }).rawArgs ?? []).slice(2);
  const at = raw.indexOf("saved");
  const runAt = raw.indexOf("run", at + 1);
  return { before: raw.slice(0, Math.max(0, at)), after: raw.slice(runAt + 2) };
}

export function registerSaved(program: Command, getFactory: GetFactory): void {
  const saved = program
    .command("saved")
    .description("saved searches: a find or search command line kept under a name, run again by that name")
    .addHelpText(
      "after",
      `
Examples:
  $ people saved add berlin-data -- find --title "data engineer" --location Berlin --seniority senior
  $ people saved run berlin-data --new-only --all -o new-people.csv     # nightly: only people not seen before
  $ people saved list
  $ people saved rm berlin-data

A saved search is checked when it is saved (as --dry-run would: nothing is sent) and never holds a
secret: the API key is not a flag, and a base URL with a password in it is refused. \`saved run\` exits 0
when nobody new turned up, having written nothing (an existing -o FILE is left as it was); with
--fail-if-empty it exits 9 instead, for scripts that act only on news. Its history row names the saved
search: find (saved:NAME).`,
    );

  saved
    .command("add")
    .description("save a find or search command line under NAME (checked, not run)")
    .argument("<name>", "letters, digits, dot, dash or underscore")
    .argument("<command...>", "after --: find or search, then its arguments")
    .option("--force", "replace a saved search of the same name")
    .allowUnknownOption()
    .action(async (name: string, argv: string[], opts: SavedAddOptions, cmd: Command) => {
      const { runSavedAdd } = await import("./run.js");
      await runSavedAdd(getFactory(cmd), name, argv, opts);
    });

  saved
    .command("run")
    .description(
      "run a saved search; any flag of its command may follow (--new-only, -o FILE, --max-credits N)",
    )
    .argument("<name>", "the saved search")
    .argument("[flags...]", "more flags for the command")
    .option("--fail-if-empty", "exit 9 when the run delivers nobody (nothing new)")
    .allowUnknownOption()
    .action(async (name: string, _flags: string[], opts: SavedRunOptions, cmd: Command) => {
      const { runSavedRun } = await import("./run.js");
      const { before, after } = rawAround(cmd);
      const extra = [...before, ...after.filter((a) => a !== "--fail-if-empty")];
      await runSavedRun(getFactory(cmd), name, extra, opts);
    });

  saved
    .command("list", { isDefault: true })
    .description("list saved searches")
    .option("--json", "print them as one JSON array (default in a pipe: one JSON object per line)")
    .action(async (opts: SavedListOptions, cmd: Command) => {
      const { runSavedList } = await import("./run.js");
      await runSavedList(getFactory(cmd), opts);
    });

  saved
    .command("show")
    .description("print a saved search's command line")
    .argument("<name>", "the saved search")
    .option("--json", "print it as JSON")
    .action(async (name: string, opts: SavedListOptions, cmd: Command) => {
      const { runSavedShow } = await import("./run.js");
      await runSavedShow(getFactory(cmd), name, opts);
    });

  saved
    .command("rm")
    .description("forget a saved search")
    .argument("<name>", "the saved search")
    .action(async (name: string, _opts: unknown, cmd: Command) => {
      const { runSavedRm } = await import("./run.js");
      await runSavedRm(getFactory(cmd), name);
    });
}
