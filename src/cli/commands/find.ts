// Placeholder registration; the command is being built in its own issue.
import type { Command } from "commander";
import type { GetFactory } from "../program.js";

export function registerFind(program: Command, _getFactory: GetFactory): void {
  program.command("find").description("(in progress)");
}
