// `--jq EXPR`, shared by every command that prints JSON: a command opts in with one line,
// `addJqOption(cmd, getFactory)`. The expression is checked before the command's action runs (so a bad
// one costs no request), the command prints JSON into a buffer, and the filter's output replaces it.
// jq itself (a WebAssembly build) loads only when the flag is given.
import type { Command } from "commander";
import type { GetFactory } from "../factory.js";

/** Adds `--jq <expression>` to `cmd`. */
export function addJqOption(cmd: Command, getFactory: GetFactory): Command {
  return cmd
    .option("--jq <expression>", "Filter the JSON output with a jq expression (implies --json)")
    .hook("preAction", async (_self, action) => {
      const expression = action.opts().jq as string | undefined;
      if (expression === undefined) return;
      const { startJq } = await import("../jq/filter.js");
      await startJq(getFactory(action), action, expression);
    })
    .hook("postAction", async (_self, action) => {
      if (action.opts().jq === undefined) return;
      const { finishJq } = await import("../jq/filter.js");
      await finishJq(getFactory(action));
    });
}
