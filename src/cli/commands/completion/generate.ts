// One entry point for the three scripts; scripts/build/ writes them to completions/ and embeds them
// in the bundle, so `people completion SHELL` prints exactly the shipped files.
import type { Command } from "commander";
import { bashScript } from "./bash.js";
import { fishScript } from "./fish.js";
import { completionModel } from "./model.js";
import type { Shell } from "./options.js";
import { zshScript } from "./zsh.js";

/** File name of each shell's script under completions/. */
export const COMPLETION_FILES: Record<Shell, string> = {
  bash: "people.bash",
  zsh: "_people",
  fish: "people.fish",
};

export function completionScripts(program: Command): Record<Shell, string> {
  const model = completionModel(program);
  return { bash: bashScript(model), zsh: zshScript(model), fish: fishScript(model) };
}
