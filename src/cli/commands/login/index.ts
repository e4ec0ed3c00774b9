// `people login [--with-key] [--base-url URL]`: checks an API key with the free GET /credits and stores it
// with the base URL. The key is never a flag: flags leak into `ps` and shell history.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { LoginOptions } from "./options.js";

export function registerLogin(program: Command, getFactory: GetFactory): void {
  program
    .command("login")
    .description("check an API key with the service (free) and store it with the base URL")
    .option("--with-key", "read the key from standard input instead of prompting (for CI)")
    .option("--force", "replace a damaged config file without asking")
    .addHelpText(
      "after",
      '\nExamples:\n  $ people login\n  $ echo "$PEOPLE_API_KEY" | people login --with-key --base-url https://HOST/api/v1\n\nThe key is never taken as a flag: flags leak into `ps` and shell history.',
    )
    .action(async (opts: LoginOptions, cmd: Command) => {
      const { runLogin } = await import("./run.js");
      await runLogin(getFactory(cmd), opts);
    });
}
