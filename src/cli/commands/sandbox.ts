// `people sandbox`: runs the sandbox service in the foreground and prints its base URL and key, each on
// a line of its own on stdout (easy to read from a script); the how-to goes to stderr.
import { type Command, Option } from "commander";
import { count } from "../../output/text.js";
import { SANDBOX_DEFAULTS } from "../../sandbox/options.js";
import { InterruptedError, UsageError } from "../errors.js";
import type { Factory, GetFactory } from "../factory.js";
import { parseNumber } from "../flags/numbers.js";

export interface SandboxCommandOptions {
  port: number;
  host: string;
  allowRemote?: boolean;
  credits: number;
  people: number;
  seed?: string;
  key?: string;
  rateLimit: number;
  pace: number;
}

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
      new Option("--people <n>", "size of the synthetic population")
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
    .action(async (opts: SandboxCommandOptions, cmd: Command) => runSandbox(getFactory(cmd), opts));
}

export async function runSandbox(f: Factory, opts: SandboxCommandOptions): Promise<void> {
  const { startSandbox, SandboxHostError } = await import("../../sandbox/index.js");
  const started = performance.now();
  const sandbox = await startSandbox({
    port: opts.port,
    host: opts.host,
    allowRemote: opts.allowRemote === true,
    credits: opts.credits,
    people: opts.people,
    ...(opts.seed !== undefined ? { seed: opts.seed } : {}),
    ...(opts.key !== undefined ? { key: opts.key } : {}),
    rateLimit: opts.rateLimit,
    pace: opts.pace,
  }).catch((err: unknown) => {
    if (err instanceof SandboxHostError) {
      throw new UsageError(
        err.message,
        "Use --host 127.0.0.1 (the default), or add --allow-remote to listen there anyway.",
      );
    }
    throw listenError(err, opts) ?? err;
  });
  f.io.stdout.write(`${sandbox.baseUrl}\n${sandbox.key}\n`);
  f.log.info(
    f.theme.warn(
      `Sandbox ready in ${Math.round(performance.now() - started)} ms: ${count(opts.people, "synthetic person", "synthetic people")} (not real), ${count(opts.credits, "credit")}.`,
    ),
  );
  f.log.info(
    `Use it with:\n  export PEOPLE_BASE_URL=${sandbox.baseUrl} PEOPLE_API_KEY=${sandbox.key}\nCtrl-C to stop.`,
  );
  // Not silenced by --quiet: a service other machines can use with the printed key is worth a line.
  if (sandbox.remote) {
    f.io.stderr.write(
      `${f.theme.warn("warning:")} listening on ${opts.host}: other machines can reach this sandbox and use its key.\n`,
    );
  }
  // Serve until interrupted.
  await new Promise<void>((resolve) => {
    if (f.signal.aborted) resolve();
    f.signal.addEventListener("abort", () => resolve(), { once: true });
  });
  await sandbox.close();
  const reason = f.signal.reason;
  if (reason instanceof InterruptedError) f.log.info("Sandbox stopped.");
}

/** Why the sandbox could not listen, as a usage error (exit 2) when the flags can fix it. */
function listenError(err: unknown, opts: SandboxCommandOptions): UsageError | undefined {
  switch ((err as NodeJS.ErrnoException)?.code) {
    case "EADDRINUSE":
      return new UsageError(
        `port ${opts.port} is in use; pass --port N or --port 0`,
        "--port 0 picks a free port and prints the base URL with it.",
      );
    case "EACCES":
      return new UsageError(
        `port ${opts.port} needs privileges this user does not have; pass --port N (above 1023) or --port 0`,
      );
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return new UsageError(
        `cannot listen on ${opts.host}: no such address on this machine`,
        "Leave --host out for 127.0.0.1 (this machine only).",
      );
    default:
      return undefined;
  }
}
