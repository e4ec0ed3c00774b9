// Entry point of the CLI: parses argv, runs one command, prints any error as one line plus a hint, and
// returns the exit code. The launcher (bin/people.js) is the only place that sets the process's exit code.
import { type Command, CommanderError } from "commander";
import { type IOStreams, systemIO } from "../output/io.js";
import { InterruptedError } from "./errors.js";
import { EXIT, reportFor } from "./exit-codes.js";
import { createFactory, type Factory, type GlobalOptions } from "./factory.js";
import { buildProgram } from "./program.js";

export interface RunDeps {
  io?: IOStreams;
  env?: Record<string, string | undefined>;
  /** Installs Ctrl-C handling on the process (the launcher does; in-process tests do not). */
  handleSignals?: boolean;
}

export async function run(argv: string[], deps: RunDeps = {}): Promise<number> {
  const env = deps.env ?? process.env;
  const args = argv.slice(2);
  // The full IO (which opens standard input) is built when a command runs; help and usage errors only
  // need the two output streams.
  let io = deps.io;
  const getIO = (): IOStreams => {
    io ??= systemIO({ env, noColorFlag: args.includes("--no-color") });
    return io;
  };
  const out = deps.io ?? { stdout: process.stdout, stderr: process.stderr };
  const controller = new AbortController();
  let factory: Factory | undefined;
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    // A second Ctrl-C means "now": leave without waiting for cleanup.
    if (interrupts > 1) process.exit(EXIT.interrupted);
    controller.abort(new InterruptedError());
  };
  const handleSignals = deps.handleSignals ?? !deps.io;
  if (handleSignals) {
    process.on("SIGINT", onSigint);
    process.on("SIGTERM", onSigint);
  }
  // A reader that goes away (`| head -3`) is normal: stop quietly. The listener stays for the life of
  // the process, since the error can arrive after the command has returned.
  const onPipeError = (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") controller.abort(Object.assign(new Error("EPIPE"), { code: "EPIPE" }));
    else throw err;
  };
  out.stdout.on("error", onPipeError);

  const getFactory = (command: Command): Factory => {
    factory ??= createFactory({
      io: getIO(),
      env,
      globals: command.optsWithGlobals() as GlobalOptions,
      signal: controller.signal,
    });
    return factory;
  };
  const program = buildProgram(getFactory, {
    writeOut: (s) => out.stdout.write(s),
    writeErr: (s) => out.stderr.write(s),
  });

  try {
    if (args.length === 0) {
      out.stdout.write(program.helpInformation());
      return EXIT.ok;
    }
    await program.parseAsync(argv);
    return EXIT.ok;
  } catch (err) {
    if (err instanceof CommanderError) {
      if (
        err.code === "commander.helpDisplayed" ||
        err.code === "commander.version" ||
        err.code === "commander.help"
      )
        return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
      // commander has already printed "error: ..."; add where to look.
      out.stderr.write("hint: run `people --help` or `people <command> --help` for usage.\n");
      return EXIT.usage;
    }
    const report = reportFor(err);
    if (report.message) {
      const theme = factory?.theme;
      const red = (s: string) => (theme ? theme.fail(s) : s);
      out.stderr.write(`${red("error:")} ${report.message}\n`);
      if (report.hint) out.stderr.write(`${theme ? theme.dim("hint:") : "hint:"} ${report.hint}\n`);
      if (factory?.globals.verbose && err instanceof Error && report.code === EXIT.failure && err.stack)
        out.stderr.write(`${err.stack}\n`);
    }
    return report.code;
  } finally {
    await factory?.cleanup();
    if (handleSignals) {
      process.off("SIGINT", onSigint);
      process.off("SIGTERM", onSigint);
    }
  }
}
