// Drives the CLI through a pseudo-terminal (util-linux `script`), as a person at a terminal would:
// wait for a prompt, type an answer. stdout and stderr both arrive as one terminal transcript.
import { execa } from "execa";
import { BIN } from "./cli.js";
import { plain } from "./plain.js";

export { plain };

export interface PtyStep {
  /** Wait until the transcript (since the previous step) matches this. */
  expect: RegExp;
  /** Then type this (include "\r" for Enter). */
  send?: string;
  /** Or send a signal to the child's process group instead (e.g. "SIGINT" as Ctrl-C would). */
  signal?: "SIGINT";
}

export interface PtyResult {
  exitCode: number | undefined;
  transcript: string;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

export async function runInPty(
  args: string[],
  env: Record<string, string | undefined>,
  steps: PtyStep[] = [],
  timeoutMs = 30_000,
): Promise<PtyResult> {
  const command = ["node", BIN, ...args].map(quote).join(" ");
  const child = execa("script", ["-qefc", command, "/dev/null"], {
    env: { TERM: "xterm-256color", COLUMNS: "120", LINES: "40", ...env },
    extendEnv: false,
    reject: false,
    timeout: timeoutMs,
    stdin: "pipe",
    stripFinalNewline: false,
  });
  let transcript = "";
  let cursor = 0;
  const waiters: (() => void)[] = [];
  child.stdout?.on("data", (d: Buffer) => {
    transcript += d.toString("utf8");
    for (const w of waiters.splice(0)) w();
  });
  for (const step of steps) {
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        const rest = plain(transcript.slice(cursor));
        const m = step.expect.exec(rest);
        if (m) {
          cursor = transcript.length;
          resolve();
        } else if (child.exitCode !== null && child.exitCode !== undefined) {
          reject(new Error(`exited before ${step.expect}: ${plain(transcript)}`));
        } else waiters.push(check);
      };
      check();
    });
    if (step.send !== undefined) child.stdin?.write(step.send);
    // `script` puts the command in its own session; Ctrl-C typed at the terminal reaches it as SIGINT.
    if (step.signal) child.stdin?.write("\x03");
  }
  const result = await child;
  child.stdin?.end();
  return { exitCode: result.exitCode, transcript: plain(transcript) };
}
