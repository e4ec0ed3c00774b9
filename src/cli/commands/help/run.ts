// The logic of `people help`: the named command's help, or a usage error listing the commands.
import type { Command } from "commander";
import { UsageError } from "../../errors.js";

interface HelpArguments {
  /** The command to show help for; without one, the program's help. */
  command?: string;
}

export function runHelp(program: Command, { command: name }: HelpArguments): void {
  if (name === undefined) {
    program.outputHelp();
    return;
  }
  const cmd = program.commands.find((c) => c.name() === name || c.aliases().includes(name));
  if (!cmd)
    throw new UsageError(
      `unknown command '${name}'`,
      `The commands: ${program.commands
        .map((c) => c.name())
        .join(", ")}. Run \`people --help\` for what each does.`,
    );
  cmd.outputHelp();
}
