// `people login [--profile NAME] [--with-key] [--base-url URL] [--insecure-storage]`: checks an API key
// with the free GET /credits and stores it with the base URL, under a profile. The key is never a flag:
// flags leak into `ps` and shell history.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { LoginOptions } from "./options.js";

export function registerLogin(program: Command, getFactory: GetFactory): void {
  program
    .command("login")
    .description("check an API key with the service (free) and store it with the base URL, under a profile")
    .option("--with-key", "read the key from standard input instead of prompting (for CI)")
    .option("--insecure-storage", "store the key in the config file (0600) even where an OS keyring answers")
    .option("--force", "replace a damaged config file without asking")
    .addHelpText(
      "after",
      `
The key goes to the OS keyring (Keychain, Credential Manager, Secret Service); where none answers, to the
config file, readable by you only. --profile NAME stores it under a name (default: the profile in use).

Examples:
  $ people login
  $ people login --profile client-a --base-url https://HOST/api/v1
  $ printf '%s\\n' "$TEAM_KEY" | people login --profile team --with-key --base-url https://HOST/api/v1

The key is never taken as a flag: flags leak into \`ps\` and shell history.`,
    )
    .action(async (opts: LoginOptions, cmd: Command) => {
      const { runLogin } = await import("./run.js");
      await runLogin(getFactory(cmd), opts);
    });
}
