// In-process command tests: `run(argv, { io, env })` against the source, with buffered streams whose
// terminal and colour flags a test switches. Milliseconds per test; no built binary, no child process.
import { PassThrough, Writable } from "node:stream";
import { run } from "../../src/cli/run.js";
import type { KeyringBackend } from "../../src/config/keyring.js";
import type { IOStreams } from "../../src/output/io.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { noKeyring } from "./keyring.js";
import { plain } from "./plain.js";

export interface TestIO extends IOStreams {
  /** Everything written to stdout so far. */
  out(): string;
  /** Everything written to stderr so far. */
  err(): string;
  /** Feeds standard input; `end()` closes it. */
  stdinFeed: PassThrough;
}

export interface TestIOOptions {
  stdoutTTY?: boolean;
  stderrTTY?: boolean;
  stdinTTY?: boolean;
  color?: boolean;
  columns?: number;
  /** Standard input's whole content (closed after it). Without it stdin stays open and empty. */
  input?: string;
}

class Collector extends Writable {
  chunks: Buffer[] = [];
  isTTY: boolean;
  columns: number;
  constructor(tty: boolean, columns: number) {
    super();
    this.isTTY = tty;
    this.columns = columns;
  }
  override _write(chunk: Buffer | string, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    cb();
  }
  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }
}

export function testIO(o: TestIOOptions = {}): TestIO {
  const columns = o.columns ?? 80;
  const stdout = new Collector(Boolean(o.stdoutTTY), columns);
  const stderr = new Collector(Boolean(o.stderrTTY), columns);
  const stdin = new PassThrough();
  Object.assign(stdin, { isTTY: Boolean(o.stdinTTY) });
  if (o.input !== undefined) stdin.end(o.input);
  return {
    stdout,
    stderr,
    stdin,
    stdinFeed: stdin,
    stdoutIsTTY: Boolean(o.stdoutTTY),
    stderrIsTTY: Boolean(o.stderrTTY),
    stdinIsTTY: Boolean(o.stdinTTY),
    colorStdout: Boolean(o.color && o.stdoutTTY),
    colorStderr: Boolean(o.color && o.stderrTTY),
    columns,
    out: () => stdout.text(),
    err: () => stderr.text(),
  };
}

export interface InProcessResult {
  exitCode: number;
  stdout: string;
  stderr: string;
  io: TestIO;
}

export interface InProcessOptions extends TestIOOptions {
  env?: Record<string, string | undefined>;
  io?: TestIO;
  /** Aborting it interrupts the command as Ctrl-C does. */
  interrupt?: AbortSignal;
  /** The OS keyring the command sees; default: none answers (as on CI), so no test touches a real one. */
  keyring?: KeyringBackend;
}

/** Runs `people ARGS` in this process. `env` is the whole environment the command sees. */
export async function runInProcess(args: string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  const io = options.io ?? testIO(options);
  const exitCode = await run(["node", "people", ...args], {
    io,
    env: options.env ?? {},
    handleSignals: false,
    keyring: options.keyring ?? noKeyring(),
    ...(options.interrupt ? { interrupt: options.interrupt } : {}),
  });
  return { exitCode, stdout: io.out(), stderr: io.err(), io };
}

/** An environment that points at `sandbox` with its key, and a config dir of the test's own. */
export function sandboxEnv(
  sandbox: RunningSandbox,
  configDir: string,
  extra: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    PEOPLE_BASE_URL: sandbox.baseUrl,
    PEOPLE_API_KEY: sandbox.key,
    PEOPLE_CONFIG_DIR: configDir,
    ...extra,
  };
}

export interface CommandOptions extends Omit<InProcessOptions, "env"> {
  /** Set in (or, as undefined, removed from) the runner's environment for this run. */
  env?: Record<string, string | undefined>;
  /** As a child process's output is usually read: one final line break cut from stdout and stderr. Default true. */
  stripFinalNewline?: boolean;
}

export interface InProcessCliResult extends InProcessResult {
  /** The run as a terminal shows it (see `transcript`), for runs on a TERMINAL. */
  transcript: string;
}

export type InProcessCli = (args: string[], options?: CommandOptions) => Promise<InProcessCliResult>;

/**
 * The in-process twin of helpers/cli.ts's `cli()`: a runner for `people ARGS` whose whole environment is a
 * config dir of its own, the sandbox's base URL and key when one is given, and `env`. Standard input is
 * empty and closed unless `input` is given, as a child's /dev/null would be.
 */
export function inProcessCli(opts: {
  sandbox?: RunningSandbox;
  configDir: string;
  env?: Record<string, string | undefined>;
}): InProcessCli {
  const base = {
    PEOPLE_CONFIG_DIR: opts.configDir,
    ...(opts.sandbox ? { PEOPLE_BASE_URL: opts.sandbox.baseUrl, PEOPLE_API_KEY: opts.sandbox.key } : {}),
    ...opts.env,
  };
  return async (args, { env, stripFinalNewline = true, ...options } = {}) => {
    const whole: Record<string, string> = {};
    for (const [k, v] of Object.entries({ ...base, ...env })) if (v !== undefined) whole[k] = v;
    const r = await runInProcess(args, { input: "", ...options, env: whole });
    const shown = { ...r, transcript: transcript(r) };
    if (!stripFinalNewline) return shown;
    return { ...shown, stdout: cutFinalNewline(r.stdout), stderr: cutFinalNewline(r.stderr) };
  };
}

const cutFinalNewline = (s: string) => s.replace(/\r?\n$/, "");

/** A person's terminal on all three streams, 120 columns wide (as helpers/pty.ts's runInPty gives). */
export const TERMINAL = { stdoutTTY: true, stderrTTY: true, stdinTTY: true, columns: 120 } as const;

/**
 * What a terminal would show of a run: stderr then stdout, with the escape sequences and carriage returns
 * taken out (helpers/pty.ts's `plain`), for assertions written against a pseudo-terminal's transcript.
 */
export function transcript(r: { stdout: string; stderr: string }): string {
  return plain(`${r.stderr}${r.stdout}`);
}

/** Types each answer once the prompt (since the last answer) shows its question. */
export function answer(io: TestIO, steps: [RegExp, string][]): void {
  let from = 0;
  const timer = setInterval(() => {
    const step = steps[0];
    if (!step) return clearInterval(timer);
    const seen = io.err().slice(from);
    if (step[0].test(seen)) {
      from = io.err().length;
      steps.shift();
      io.stdinFeed.write(step[1]);
    }
  }, 5);
}
