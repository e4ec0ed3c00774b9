// In-process command tests: `run(argv, { io, env })` against the source, with buffered streams whose
// terminal and colour flags a test switches. Milliseconds per test; no built binary, no child process.
import { PassThrough, Writable } from "node:stream";
import { run } from "../../src/cli/run.js";
import type { IOStreams } from "../../src/output/io.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";

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
}

/** Runs `people ARGS` in this process. `env` is the whole environment the command sees. */
export async function runInProcess(args: string[], options: InProcessOptions = {}): Promise<InProcessResult> {
  const io = options.io ?? testIO(options);
  const exitCode = await run(["node", "people", ...args], {
    io,
    env: options.env ?? {},
    handleSignals: false,
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
