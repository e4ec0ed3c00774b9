// `people translate`: an English sentence → a filter set, printed as JSON on stdout (and nothing else),
// ready for `people find --query -`. 1 credit.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import type { TranslateOptions } from "./run.js";

export function registerTranslate(program: Command, getFactory: GetFactory): void {
  const cmd = program.command("translate");
  cmd
    .description("turn a sentence into a filter set for `people find --query -` (1 credit)")
    .argument("<sentence...>", "who you are looking for, in English")
    .option("--amend <file>", "amend this filter set (FILE, or - for stdin) instead of starting afresh")
    .option("--dry-run", "print the request that would be sent and what it would cost; send nothing")
    .addHelpText(
      "after",
      `
Prints only the filter set on stdout: pretty JSON on a terminal, one compact line in a pipe.

Examples:
  $ people translate "senior rust engineers in Berlin"
  $ people translate "senior rust engineers in Berlin" | people find --query - --all --jsonl
  $ people translate "only those with a verified email" --amend filters.json > filters2.json`,
    );
  addJqOption(cmd, getFactory).action(async (words: string[], opts: TranslateOptions, command: Command) => {
    const { runTranslate } = await import("./run.js");
    await runTranslate(getFactory(command), words.join(" "), opts);
  });
}
