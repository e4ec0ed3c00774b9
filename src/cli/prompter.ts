// Questions at the terminal, asked on stderr and read from stdin through the prompt library. Loaded when
// a command first asks something (the Factory's `prompter()`), never at start-up. The library is imported
// as an ES module, as it always was: the command chunks are CommonJS, where a static import would
// require() its CommonJS build instead.
import { Writable } from "node:stream";
import type { IOStreams } from "../output/io.js";
import { CancelledError, isPromptClosed } from "./errors.js";

/**
 * Questions at the terminal. Ctrl-C (or the interrupt signal) at any prompt rejects with CancelledError
 * (exit 130, "Cancelled."), whoever asked.
 */
export interface Prompter {
  /** `validate` returns true, or what is wrong (shown under the answer; the question is asked again). */
  input(
    message: string,
    options?: { default?: string; validate?: (value: string) => true | string },
  ): Promise<string>;
  password(message: string, options?: { validate?: (value: string) => true | string }): Promise<string>;
  confirm(message: string, options?: { default?: boolean }): Promise<boolean>;
}

export async function createPrompter(io: IOStreams, signal: AbortSignal): Promise<Prompter> {
  const { input, password, confirm } = await import("@inquirer/prompts");
  // The prompt library ends its output stream when a prompt is done; stderr must outlive every prompt,
  // so each prompt writes through a stream of its own.
  // Each prompt's own signal: the run's interrupt, or Ctrl-D (see endOfInput).
  let ended: AbortController | undefined;
  const context = () => {
    ended = new AbortController();
    return {
      input: io.stdin,
      output: Object.assign(
        new Writable({ write: (chunk, encoding, cb) => io.stderr.write(chunk, encoding, cb) }),
        { isTTY: io.stderrIsTTY, columns: io.columns },
      ),
      signal: AbortSignal.any([signal, ended.signal]),
      clearPromptOnDone: false,
    };
  };
  // The prompt library says "User force closed the prompt" on Ctrl-C: the user cancelled, not a fault.
  const cancellable = <T>(asked: Promise<T>): Promise<T> => {
    const stop = endOfInput(io, ended);
    return asked
      .catch((err: unknown) => {
        throw isPromptClosed(err) ? new CancelledError() : err;
      })
      .finally(stop);
  };
  return {
    input: (message, o) =>
      cancellable(
        input(
          {
            message,
            ...(o?.default ? { default: o.default } : {}),
            ...(o?.validate ? { validate: o.validate } : {}),
          },
          context(),
        ),
      ),
    password: (message, o) =>
      cancellable(
        password({ message, mask: "*", ...(o?.validate ? { validate: o.validate } : {}) }, context()),
      ),
    confirm: (message, o) => cancellable(confirm({ message, default: o?.default ?? false }, context())),
  };
}

/**
 * Ctrl-D on an empty line closes the prompt library's readline without settling its prompt, which then
 * waits for ever (what is typed shows, and nothing reads it). When the key closes it, the prompt is
 * cancelled instead, as Ctrl-C cancels it.
 */
function endOfInput(io: IOStreams, ended: AbortController | undefined): () => void {
  const stdin = io.stdin;
  const onKey = (_s: string, key?: { ctrl?: boolean; name?: string }) => {
    if (!key?.ctrl || key.name !== "d") return;
    // The readline drops its keypress listener as it closes (before this one hears the key).
    setImmediate(() => {
      if (stdin.listenerCount("keypress") < listening) ended?.abort();
    });
  };
  stdin.on("keypress", onKey);
  // The prompt's readline is listening by now: it was made when the prompt was asked.
  const listening = stdin.listenerCount("keypress");
  return () => {
    stdin.off("keypress", onKey);
  };
}
