// Build-time entry (bundled and run by scripts/build/): the three scripts for the real program.
import { buildProgram } from "../../program.js";
import { COMPLETION_FILES, completionScripts } from "./generate.js";

export { COMPLETION_FILES };

export function buildCompletionScripts() {
  return completionScripts(
    buildProgram(() => {
      throw new Error("completion scripts are generated without running any command");
    }),
  );
}
