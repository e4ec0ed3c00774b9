// `people auth status|list|switch`: which profile, service and key this machine would use, where each
// comes from, and whether the key works (GET /credits, free); the stored profiles; which one is the
// default. Registration only; the logic loads when it runs.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { AuthStatusOptions } from "./options.js";

export function registerAuth(program: Command, getFactory: GetFactory): void {
  const auth = program
    .command("auth")
    .description("the profiles (stored accounts), the one in use, and whether its key works");
  auth
    .command("status")
    .description(
      "show the profile, base URL and key in use (the key masked), their sources, and check the key (free)",
    )
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
  auth
    .command("list")
    .description(
      "list every profile: base URL, key (masked), where the key is stored, which is in use (no request)",
    )
    .option("--json", "print them as JSON (the default in a pipe)")
    .addHelpText(
      "after",
      `
The profile "default" is the account \`people login\` stores without --profile; "sandbox" is the built-in
sandbox, always there.

Examples:
  $ people auth list
  $ people auth list --json | jq -r '.[] | select(.active) | .name'`,
    )
    .action(async (opts: AuthStatusOptions, cmd: Command) => {
      const { runAuthList } = await import("./profiles.js");
      await runAuthList(getFactory(cmd), opts);
    });
  auth
    .command("switch")
    .description("make a profile the one runs use (--profile and PEOPLE_PROFILE still win for one run)")
    .argument("<name>", "the profile: default, sandbox, or one `people login --profile NAME` stored")
    .addHelpText("after", "\nExamples:\n  $ people auth switch client-a\n  $ people auth switch default")
    .action(async (name: string, _opts: object, cmd: Command) => {
      const { runAuthSwitch } = await import("./profiles.js");
      await runAuthSwitch(getFactory(cmd), name);
    });
}
