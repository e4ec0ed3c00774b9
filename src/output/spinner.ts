// One spinner for one wait (a translation, a chat turn before its first event, a rate-limit wait), drawn
// by ora on a terminal's stderr. The caller decides whether there is a terminal to draw on (the Factory's
// `spinner()`: a terminal stderr, no --quiet); here the spinner only draws. ora is loaded when a spinner is
// first asked for, never at start-up, and while it loads the wait goes on: a wait that ends first shows
// nothing at all rather than a spinner that flashes.
//
// The agentic search's stages are not drawn with this: several of them run at once, each with its own
// elapsed time, and finished ones settle into lines above the live ones while the answer streams below;
// ora draws one line (see commands/search/screen.ts for that display).
import type { Writable } from "node:stream";

export interface Spinner {
  /** Replaces the text beside the spinner. */
  update(text: string): void;
  /** Erases the spinner; safe to call more than once, and before it has appeared. */
  stop(): void;
}

interface SpinnerOptions {
  stream: Writable;
  text: string;
  /** Terminal width, for ora's line counting. */
  columns: number;
  /** Colour the spinner (not with NO_COLOR or --no-color). */
  color: boolean;
}

/** A spinner that never draws: not a terminal, or --quiet. */
export const NO_SPINNER: Spinner = { update() {}, stop() {} };

const HIDE_CURSOR = "\x1b[?25l";
const SHOW_CURSOR = "\x1b[?25h";

export function startSpinner(options: SpinnerOptions): Spinner {
  let text = options.text;
  let stopped = false;
  let ora: { text: string; stop(): unknown } | undefined;
  import("ora").then(
    ({ default: makeOra }) => {
      if (stopped) return;
      options.stream.write(HIDE_CURSOR);
      ora = makeOra({
        text,
        stream: terminalStream(options.stream, options.columns) as unknown as NodeJS.WritableStream,
        color: options.color ? "cyan" : false,
        isEnabled: true,
        // The chat reads the keyboard while a turn runs (Ctrl-C comes back to the prompt): ora must not.
        discardStdin: false,
        // ora's own cursor handling installs exit handlers on the process; the cursor is ours to show.
        hideCursor: false,
      }).start();
    },
    // No spinner is no reason to fail the command.
    () => {},
  );
  return {
    update(next) {
      text = next;
      if (ora) ora.text = next;
    },
    stop() {
      if (stopped) return;
      stopped = true;
      if (!ora) return;
      ora.stop();
      options.stream.write(SHOW_CURSOR);
    },
  };
}

/**
 * What ora needs of a stream (a terminal's cursor moves, its width) over any writable: the process's
 * stderr, or a test's buffer that says it is a terminal.
 */
function terminalStream(stream: Writable, columns: number) {
  const write = (s: string) => stream.write(s);
  return {
    isTTY: true,
    columns,
    write: (chunk: string | Uint8Array, ...rest: unknown[]) =>
      (stream.write as (...args: unknown[]) => boolean)(chunk, ...rest),
    cursorTo: (x: number) => write(`\x1b[${x + 1}G`),
    moveCursor: (dx: number, dy: number) =>
      write(
        `${dx > 0 ? `\x1b[${dx}C` : dx < 0 ? `\x1b[${-dx}D` : ""}${dy > 0 ? `\x1b[${dy}B` : dy < 0 ? `\x1b[${-dy}A` : ""}`,
      ),
    clearLine: (dir: number) => write(dir < 0 ? "\x1b[1K" : dir > 0 ? "\x1b[0K" : "\x1b[2K"),
    on: (event: string, fn: (...args: unknown[]) => void) => stream.on(event, fn),
    once: (event: string, fn: (...args: unknown[]) => void) => stream.once(event, fn),
    removeListener: (event: string, fn: (...args: unknown[]) => void) => stream.removeListener(event, fn),
  };
}
