// `people auth status`: which service and key this machine would use, where each comes from, and whether
// the key works (GET /credits, free). Registration only; the logic loads when it runs.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { AuthStatusOptions } from "./options.js";

export function registerAuth(program: Command, getFactory: GetFactory): void {
  const auth = program.command("auth").description("the service and key in use, and whether the key works");
  auth
    .command("status")
    .description("show the base URL and key in use (the key masked), their sources, and check the key (free)")
    .option("--json", "print the status as JSON")
    .addHelpText(
      "after",
      `
The key is shown as its first 4 and last 4 characters. The check is GET /credits, which costs nothing.
Exit 3 when there is no key, or the service refuses it.

Examples:
  $ people auth status
  $ people auth status --json | jq .works`,
    )
    .action(async (opts: AuthStatusOptions, cmd: Command) => {
      const { runAuthStatus } = await import("./run.js");
      await runAuthStatus(getFactory(cmd), opts);
    });
}
