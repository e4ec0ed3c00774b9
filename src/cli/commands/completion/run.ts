// Prints a completion script. The built CLI carries the scripts that the build wrote to completions/;
// run from the sources (tests), it generates them from the live program, which gives the same text.
import type { Command } from "commander";
import { writeAsync } from "../../../output/io.js";
import type { Factory } from "../../factory.js";
import type { Shell } from "./options.js";

declare const __PEOPLE_COMPLETIONS__: Record<Shell, string> | undefined;

const INSTALL_HINTS: Record<Shell, string> = {
  bash: "people completion bash > ~/.local/share/bash-completion/completions/people",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a zsh expansion for the user to run, not ours.
  zsh: 'people completion zsh > "${fpath[1]}/_people"',
  fish: "people completion fish > ~/.config/fish/completions/people.fish",
};

export async function runCompletion(f: Factory, shell: Shell, program: Command): Promise<void> {
  const scripts =
    typeof __PEOPLE_COMPLETIONS__ === "object"
      ? __PEOPLE_COMPLETIONS__
      : (await import("./generate.js")).completionScripts(program);
  await writeAsync(f.io.stdout, scripts[shell]);
  // On a terminal the script itself is of little use: say where it goes.
  if (f.io.stdoutIsTTY) f.log.info(f.theme.dim(`To install it: ${INSTALL_HINTS[shell]}`));
}
