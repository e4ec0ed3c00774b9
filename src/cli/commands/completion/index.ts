// `people completion <bash|zsh|fish>`: prints the shell's completion script, the same bytes as the file
// under completions/ (both come from the command definitions at build time; see scripts/build/).
import { Argument, type Command } from "commander";
import type { GetFactory } from "../../factory.js";
import { SHELLS, type Shell } from "./options.js";

export function registerCompletion(program: Command, getFactory: GetFactory): void {
  program
    .command("completion")
    .description("print the shell completion script (bash, zsh or fish)")
    .addArgument(new Argument("<shell>", "the shell: bash, zsh or fish").choices(SHELLS))
    .addHelpText(
      "after",
      `
Examples:
  $ people completion bash > ~/.local/share/bash-completion/completions/people
  $ mkdir -p ~/.zfunc && people completion zsh > ~/.zfunc/_people
      (then in ~/.zshrc, before compinit: fpath=(~/.zfunc $fpath))
  $ people completion fish > ~/.config/fish/completions/people.fish
  $ source <(people completion bash)`,
    )
    .action(async (shell: Shell, _opts: unknown, cmd: Command) => {
      const { runCompletion } = await import("./run.js");
      await runCompletion(getFactory(cmd), shell, cmd.parent ?? cmd);
    });
}
