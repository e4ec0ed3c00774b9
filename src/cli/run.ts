// Entry point of the CLI: parses argv, runs one command, prints any error as one line plus a hint, and
// returns the exit code. The launcher (bin/people.js) is the only place that sets the process's exit code.
import { fstatSync, writeSync } from "node:fs";
import type { Writable } from "node:stream";
import { type Command, CommanderError } from "commander";
import type { KeyringBackend } from "../config/keyring.js";
import { type IOStreams, systemIO } from "../output/io.js";
import { FileError, InterruptedError } from "./errors.js";
import { EXIT, errorText, systemErrorMessage } from "./exit-codes.js";
import { createFactory, type Factory, type GlobalOptions } from "./factory.js";
import { buildProgram } from "./program.js";

interface RunDeps {
  io?: IOStreams;
  env?: Record<string, string | undefined>;
  /** Installs Ctrl-C handling on the process (the launcher does; in-process tests do not). */
  handleSignals?: boolean;
  /** Aborting it acts as Ctrl-C does (in-process tests interrupt a command with it). */
  interrupt?: AbortSignal;
  /**
   * The caller ends the process as soon as run() returns (the launcher does): connections still open are
   * left for the exit to close (see FactoryInit.closeConnections).
   */
  exitsAfterRun?: boolean;
  /** The keyring backend (in-process tests inject a fake one); default: the OS keyring. */
  keyring?: KeyringBackend;
}

export async function run(argv: string[], deps: RunDeps = {}): Promise<number> {
  const env = deps.env ?? process.env;
  const args = argv.slice(2);
  // The full IO (which opens standard input) is built when a command runs; help and usage errors only
  // need the two output streams. Each output stream gets its error listener when it is made (the system's
  // are made on first use: see systemIO).
  let io = deps.io;
  let listening = false;
  const getIO = (): IOStreams => {
    if (!io) io = systemIO({ env, noColorFlag: args.includes("--no-color") }, listen);
    else if (!listening) {
      listen(io.stdout, "standard output");
      listen(io.stderr, "standard error");
    }
    listening = true;
    return io;
  };
  const controller = new AbortController();
  let factory: Factory | undefined;
  let interrupts = 0;
  const onSigint = () => {
    interrupts++;
    // A second Ctrl-C means "now": leave without waiting for cleanup.
    if (interrupts > 1) process.exit(EXIT.interrupted);
    controller.abort(new InterruptedError());
  };
  deps.interrupt?.addEventListener("abort", onSigint, { once: true });
  const handleSignals = deps.handleSignals ?? !deps.io;
  if (handleSignals) {
    process.on("SIGINT", onSigint);
    process.on("SIGTERM", onSigint);
  }
  // A reader that goes away (`| head -3`) is normal: stop quietly. Any other write error (a full disk) stops
  // the command and is reported as the run's outcome, even when the command has already returned. The
  // listeners stay for the life of the process, since the error can arrive after the command has returned.
  let outputError: Error | undefined;
  const onStreamError = (name: string) => (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") {
      controller.abort(Object.assign(new Error("EPIPE"), { code: "EPIPE" }));
      return;
    }
    outputError ??= new FileError(systemErrorMessage(err, name) ?? `cannot write ${name}: ${err.message}`);
    controller.abort(outputError);
  };
  const listen = (stream: Writable, name: string) => stream.on("error", onStreamError(name));
  const stdout = (): Writable => (io ? getIO().stdout : process.stdout);
  const stderr = (): Writable => io?.stderr ?? deps.io?.stderr ?? process.stderr;
  // Help, version and usage text: straight to a pipe or a file (see textWriter).
  const direct = { out: !deps.io && notTerminal(1), err: !deps.io && notTerminal(2) };
  const writeOut = textWriter(1, stdout, direct.out);
  const writeErr = textWriter(2, stderr, direct.err);

  const getFactory = (command: Command): Factory => {
    factory ??= createFactory({
      command: commandPath(command),
      io: getIO(),
      env,
      globals: command.optsWithGlobals() as GlobalOptions,
      signal: controller.signal,
      closeConnections: !deps.exitsAfterRun,
      ...(deps.keyring ? { keyring: deps.keyring } : {}),
    });
    return factory;
  };
  const program = buildProgram(
    getFactory,
    {
      writeOut,
      writeErr,
      // Not a terminal: commander's defaults (80 columns, no colour), known without making the stream.
      ...(direct.out ? { getOutHelpWidth: () => 80, getOutHasColors: () => false } : {}),
      ...(direct.err ? { getErrHelpWidth: () => 80, getErrHasColors: () => false } : {}),
    },
    args[0]?.startsWith("-") ? undefined : args[0],
  );

  try {
    if (args.length === 0) {
      writeOut(program.helpInformation());
      return EXIT.ok;
    }
    await program.parseAsync(argv);
    if (!outputError) return EXIT.ok;
    throw outputError;
  } catch (caught) {
    // A failed write to stdout or stderr is what went wrong, whatever the command made of it.
    const err = outputError ?? caught;
    if (err instanceof CommanderError) {
      if (
        err.code === "commander.helpDisplayed" ||
        err.code === "commander.version" ||
        err.code === "commander.help"
      )
        return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
      // commander has already printed "error: ..."; add where to look.
      writeErr("hint: run `people --help` or `people <command> --help` for usage.\n");
      return EXIT.usage;
    }
    const { code, text } = errorText(err, {
      ...(factory ? { theme: factory.theme } : {}),
      verbose: Boolean(factory?.globals.verbose),
    });
    if (text) writeErr(text);
    return code;
  } finally {
    await factory?.cleanup();
    if (handleSignals) {
      process.off("SIGINT", onSigint);
      process.off("SIGTERM", onSigint);
    }
  }
}

/** A command's name under the program, with its parents': `find`, `history show`. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name());
  return names.join(" ");
}

/** Whether `fd` is a pipe, a file or a socket: never a terminal (a character device may be one). */
function notTerminal(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    return st.isFIFO() || st.isFile() || st.isSocket();
  } catch {
    return false;
  }
}

/**
 * Writes text to `fd`, through its stream unless `direct`. Direct writes skip making process.stdout or
 * process.stderr, which for a pipe loads Node's net and stream modules: more time than the rest of
 * `people --help`. Node writes pipes and files synchronously too, so the order of output is the same.
 */
function textWriter(fd: number, stream: () => Writable, direct: boolean): (s: string) => void {
  return (s) => {
    if (!direct) {
      stream().write(s);
      return;
    }
    let rest = Buffer.from(s);
    try {
      while (rest.length > 0) rest = rest.subarray(writeSync(fd, rest));
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // A full non-blocking pipe: the stream waits for the reader.
      if (code === "EAGAIN") stream().write(rest);
      // EPIPE: the reader has gone (`| head`), which is not an error.
      else if (code !== "EPIPE") throw err;
    }
  };
}
