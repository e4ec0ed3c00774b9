// Placeholder registration; the command is being built in its own issue.
import type { Command } from "commander";
import type { GetFactory } from "../program.js";

export function registerSearch(program: Command, _getFactory: GetFactory): void {
  program.command("search").description("(in progress)");
}
