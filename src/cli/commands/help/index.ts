// `people help [command]`: our own, since commander's prints the program's help for an unknown name and
// exits 2 without a word.
import type { Command } from "commander";

export function registerHelp(program: Command): void {
  program
    .command("help")
    .description("show help for a command")
    .argument("[command]", "the command")
    .action(async (command: string | undefined) => {
      const { runHelp } = await import("./run.js");
      runHelp(program, { command });
    });
}
