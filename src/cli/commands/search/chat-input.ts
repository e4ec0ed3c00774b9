// The chat's own line prompt, read as a shell reads its command line: Ctrl-D on an empty line is the end
// of input (the chat leaves, exit 0), Ctrl-C cancels (exit 130), and what is typed while a turn runs is
// kept for the next prompt (a finished line is sent as soon as the turn is done, a partial one is waiting
// at the prompt). Each prompt has a readline of its own, so the confirmations asked between prompts (by
// the prompt library) never share the terminal with it.
import { createInterface } from "node:readline";
import type { IOStreams } from "../../../output/io.js";
import type { Theme } from "../../../output/theme.js";
import { CancelledError, InterruptedError } from "../../errors.js";

export interface ChatInput {
  /** The next line; null at the end of input (Ctrl-D on an empty line, or stdin closed). */
  line(question: string): Promise<string | null>;
  /**
   * While a turn runs: Ctrl-C calls `onCtrlC` instead of ending the process (the terminal is raw, so the
   * key arrives as a byte), and the rest is kept for the next prompt. Returns what ends the watch.
   */
  during(onCtrlC: () => void): () => void;
}

const CTRL_C = "\x03";
const CTRL_D = "\x04";

export function chatInput(io: IOStreams, theme: Theme, signal: AbortSignal): ChatInput {
  /** Typed while a turn ran, not yet read (line editing already applied). */
  let ahead = "";
  let history: string[] = [];
  let ended = false;

  /** A whole line typed ahead, taken from `ahead`; undefined when there is none. */
  const takeLine = (): string | null | undefined => {
    if (ahead.startsWith(CTRL_D)) {
      ahead = "";
      return null;
    }
    const end = ahead.search(/[\r\n]/);
    if (end < 0) return undefined;
    const line = ahead.slice(0, end);
    ahead = ahead.slice(end + 1).replace(/^\n/, "");
    return line;
  };

  return {
    line(question) {
      const prompt = `${theme.accent("?")} ${theme.bold(question)} `;
      if (ended) return Promise.resolve(null);
      const typed = takeLine();
      if (typed !== undefined) {
        // Shown as if typed at the prompt, so the transcript reads as usual.
        io.stderr.write(typed === null ? `${prompt}\n` : `${prompt}${typed}\n`);
        if (typed === null) ended = true;
        return Promise.resolve(typed);
      }
      return new Promise((resolve, reject) => {
        const rl = createInterface({
          input: io.stdin,
          output: io.stderr,
          terminal: io.stdinIsTTY,
          history,
          historySize: 200,
          removeHistoryDuplicates: true,
          tabSize: 2,
        });
        let settled = false;
        const settle = (then: () => void) => {
          if (settled) return;
          settled = true;
          signal.removeEventListener("abort", onAbort);
          history = [...((rl as unknown as { history?: string[] }).history ?? history)];
          rl.close();
          then();
        };
        const onAbort = () => settle(() => reject(new InterruptedError("")));
        rl.once("line", (l) => settle(() => resolve(l)));
        rl.once("close", () =>
          settle(() => {
            // Ctrl-D leaves the cursor after the prompt; the next output starts on a line of its own.
            io.stderr.write("\n");
            ended = true;
            resolve(null);
          }),
        );
        rl.on("SIGINT", () =>
          settle(() => {
            io.stderr.write("\n");
            reject(new CancelledError());
          }),
        );
        signal.addEventListener("abort", onAbort, { once: true });
        rl.setPrompt(prompt);
        rl.prompt();
        // A partial line typed during the last turn waits at the prompt, editable.
        if (ahead !== "") {
          const partial = ahead;
          ahead = "";
          rl.write(partial);
        }
      });
    },

    during(onCtrlC) {
      const stdin = io.stdin as NodeJS.ReadStream;
      if (!io.stdinIsTTY || typeof stdin.setRawMode !== "function") return () => {};
      const wasRaw = stdin.isRaw;
      const onData = (chunk: Buffer | string) => {
        for (const ch of chunk.toString()) {
          if (ch === CTRL_C) onCtrlC();
          else if (ch === "\x7f" || ch === "\b") ahead = ahead.replace(/[^\r\n\x04]$/u, "");
          else ahead += ch;
        }
        // Arrow keys and the like (escape sequences) mean nothing here.
        ahead = ahead.replace(/\x1b\[[0-9;]*[A-Za-z~]|\x1b./g, "");
      };
      stdin.setRawMode(true);
      stdin.on("data", onData);
      stdin.resume();
      return () => {
        stdin.off("data", onData);
        stdin.setRawMode(wasRaw);
        stdin.pause();
      };
    },
  };
}
