// `people sandbox`: runs the sandbox service in the foreground and prints its base URL and key, each on
// a line of its own on stdout (easy to read from a script); the how-to goes to stderr.
import { type Command, Option } from "commander";
import { SANDBOX_DEFAULTS } from "../../../sandbox/options.js";
import type { GetFactory } from "../../factory.js";
import { parseNumber } from "../../flags/numbers.js";
import type { SandboxCommandOptions } from "./options.js";

export function registerSandbox(program: Command, getFactory: GetFactory): void {
  program
    .command("sandbox")
    .description("run the built-in sandbox service (synthetic people, fake credits) in the foreground")
    .addOption(
      new Option("--port <n>", "port to listen on (0 picks a free one)")
        .default(SANDBOX_DEFAULTS.port)
        .argParser(parseNumber("--port", { min: 0, max: 65535, integer: true })),
    )
    .option("--host <host>", "address to listen on (loopback unless told otherwise)", SANDBOX_DEFAULTS.host)
    .option("--allow-remote", "allow a --host other machines can reach (a wildcard or network address)")
    .addOption(
      new Option(
        "--credits <n>",
        "the plan's monthly allowance, which is the starting balance (purchased: 0)",
      )
        .default(SANDBOX_DEFAULTS.credits)
        .argParser(parseNumber("--credits", { min: 0, integer: true })),
    )
    .addOption(
      new Option("--people <n>", "size of the base synthetic population (the sandbox tops it up)")
        .default(SANDBOX_DEFAULTS.people)
        .argParser(parseNumber("--people", { min: 1, max: 5_000_000, integer: true })),
    )
    .option("--seed <seed>", "data seed: the same seed gives the same people")
    .option("--key <key>", "the API key to accept (default: a random one)")
    .addOption(
      new Option("--rate-limit <n>", "token bucket of N requests refilled at N per second")
        .default(SANDBOX_DEFAULTS.rateLimit)
        .argParser(parseNumber("--rate-limit", { min: 1 })),
    )
    .addOption(
      new Option("--pace <f>", "scale of agentic search's simulated durations (0: none)")
        .default(SANDBOX_DEFAULTS.pace)
        .argParser(parseNumber("--pace", { min: 0 })),
    )
    .addHelpText(
      "after",
      `
Examples:
  $ people sandbox --port ${SANDBOX_DEFAULTS.port}
  $ people sandbox --port 0 --people 1000000 --pace 0

Then, in another terminal:
  $ export PEOPLE_BASE_URL=http://${SANDBOX_DEFAULTS.host}:${SANDBOX_DEFAULTS.port}/api/v1 PEOPLE_API_KEY=<the key it printed>
  $ people credits

Faults for testing: set PEOPLE_SANDBOX_FAULTS to a JSON fault config, or POST it to /_sandbox/faults.`,
    )
    .action(async (opts: SandboxCommandOptions, cmd: Command) => {
      const { runSandbox } = await import("./run.js");
      await runSandbox(getFactory(cmd), opts);
    });
}
