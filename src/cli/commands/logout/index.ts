// `people logout [--profile NAME]`: forgets a profile's stored key (the base URL, not a secret, stays).
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import type { LogoutOptions } from "./run.js";

export function registerLogout(program: Command, getFactory: GetFactory): void {
  program
    .command("logout")
    .description("forget the stored API key of the profile in use (or --profile NAME), in the keyring too")
    .option("--force", "replace a damaged config file without asking")
    .action(async (opts: LogoutOptions, cmd: Command) => {
      const { runLogout } = await import("./run.js");
      await runLogout(getFactory(cmd), opts);
    });
}
