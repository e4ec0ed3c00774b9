// The streams a command talks to, and what they are connected to. Commands never touch `process.stdout`
// or `console`; tests hand them buffers with switchable terminal and colour flags.
import { fstatSync, writeSync } from "node:fs";
import { type Readable, Writable } from "node:stream";
import { isatty } from "node:tty";

export interface IOStreams {
  stdout: Writable;
  stderr: Writable;
  stdin: Readable;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  stdinIsTTY: boolean;
  /** Colour on stdout (a terminal, and neither NO_COLOR nor --no-color). */
  colorStdout: boolean;
  /** Colour and spinners on stderr. */
  colorStderr: boolean;
  /** Terminal width for tables; 80 off a terminal. */
  columns: number;
}

interface TerminalInfo {
  env: Record<string, string | undefined>;
  noColorFlag: boolean;
}

/**
 * The real process streams. Colour follows the terminal, `NO_COLOR` (any value) and `--no-color`. Each
 * stream is made on first use, and whether it is a terminal is known without it: building `process.stdin`
 * sets up a stream over fd 0 that most commands never read, and building `process.stdout` or
 * `process.stderr` over a pipe costs a command that makes one request a tenth of what it adds to Node's
 * start, when `credits --json` never writes to stderr. `onMade` hears of each output stream when it is made.
 */
export function systemIO(
  info: TerminalInfo,
  onMade?: (stream: Writable, name: "standard output" | "standard error") => void,
): IOStreams {
  const stdoutIsTTY = isatty(1);
  const stderrIsTTY = isatty(2);
  const colorAllowed =
    !info.noColorFlag && !("NO_COLOR" in info.env && info.env.NO_COLOR !== "") && info.env.TERM !== "dumb";
  let stdout: Writable | undefined;
  let stderr: Writable | undefined;
  return {
    get stdout() {
      if (!stdout) {
        stdout = (!stdoutIsTTY && fileWritable(1)) || process.stdout;
        onMade?.(stdout, "standard output");
      }
      return stdout;
    },
    get stderr() {
      if (!stderr) {
        stderr = (!stderrIsTTY && fileWritable(2)) || process.stderr;
        onMade?.(stderr, "standard error");
      }
      return stderr;
    },
    get stdin() {
      return process.stdin;
    },
    stdoutIsTTY,
    stderrIsTTY,
    stdinIsTTY: isatty(0),
    colorStdout: colorAllowed && stdoutIsTTY,
    colorStderr: colorAllowed && stderrIsTTY,
    columns: (stdoutIsTTY && process.stdout.columns) || (stderrIsTTY && process.stderr.columns) || 80,
  };
}

/**
 * A stream over `fd` when it is a file or a device that is not a terminal (`> out.jsonl`, `> /dev/null`),
 * else undefined. Node's own stream for a file ignores a short write, so a full disk cut the output
 * mid-record and the command still succeeded; this one writes every byte or fails with the write's error
 * (a full disk, EIO, EFBIG…), which then reaches the error printer.
 */
function fileWritable(fd: number): Writable | undefined {
  try {
    const st = fstatSync(fd);
    if (!st.isFile() && !st.isCharacterDevice()) return undefined;
  } catch {
    return undefined;
  }
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      try {
        let rest = chunk;
        while (rest.length > 0) rest = rest.subarray(writeSync(fd, rest));
        callback();
      } catch (err) {
        callback(err as Error);
      }
    },
  });
}

/** Prompts need a person at both ends: stdin to read and stderr to ask on. */
export function canPrompt(io: IOStreams): boolean {
  return io.stdinIsTTY && io.stderrIsTTY;
}

/**
 * Resolves when a full stream has drained; rejects with EPIPE when the reader goes away, or with the
 * stream's error.
 */
export function waitForDrain(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      cleanup();
      resolve();
    };
    const onError = (err: Error) => {
      cleanup();
      reject(err);
    };
    const onClose = () => {
      cleanup();
      reject(Object.assign(new Error("stream closed"), { code: "EPIPE" }));
    };
    const cleanup = () => {
      stream.off("drain", onDrain);
      stream.off("error", onError);
      stream.off("close", onClose);
    };
    stream.once("drain", onDrain);
    stream.once("error", onError);
    stream.once("close", onClose);
  });
}

/**
 * Writes to a stream and waits when it is full, so that a slow reader (a pager, a pipe) holds back the
 * writer instead of growing memory. Rejects with EPIPE when the reader has gone away.
 */
export function writeAsync(stream: Writable, chunk: string | Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed || stream.writableEnded)
      return reject(Object.assign(new Error("write after end"), { code: "EPIPE" }));
    const ok = stream.write(chunk, (err) => {
      if (err) reject(err);
      else if (ok) resolve();
    });
    if (!ok) waitForDrain(stream).then(resolve, reject);
  });
}
