// Draws the reducer's state on a terminal (stderr): lines that are settled (finished stages, what each
// source found, whole lines of the answer) are printed once and scroll away naturally; the live region
// under them (open stages with spinners, the answer's unfinished line) is redrawn in place, log-update
// style. Drawing is throttled to the spinner's frame rate, so a fast stream costs a reducer step per
// event and a redraw per frame, not a redraw per event. Off a terminal nothing of this runs.
//
// Not ora: ora draws one spinner on one line, and an agentic run needs more. Its stages overlap (several
// spin at once, each with its own elapsed time), each one settles into a ticked or crossed line above
// the live ones when it ends, in the order they end, and the answer streams in between, word-wrapped. One
// spinner per stage would be several ora instances fighting over the same lines; one region drawn from
// the reducer's state keeps them in order. ora is used where one spinner fits (output/spinner.ts).
import type { Writable } from "node:stream";
import { wrapAnswer } from "../../../output/answer.js";
import {
  initialState,
  logLine,
  openStageLines,
  type Paint,
  type ScreenState,
  truncateLine,
} from "./render.js";

const FRAME_MS = 80;
const HIDE_CURSOR = "\x1b[?25l";
const SHOW_CURSOR = "\x1b[?25h";

interface LiveScreenOptions {
  stream: Writable;
  paint: Paint;
  /** Terminal width. */
  columns: number;
  now: () => number;
}

export class LiveScreen {
  #o: LiveScreenOptions;
  #state: ScreenState = initialState();
  #printedLog = 0;
  #printedAnswer = 0;
  #answerStarted = false;
  #liveLines = 0;
  #frame = 0;
  #dirty = false;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: LiveScreenOptions) {
    this.#o = options;
  }

  start(): void {
    this.#o.stream.write(HIDE_CURSOR);
    this.#timer = setInterval(() => this.#tick(), FRAME_MS);
    // The interval must never keep the process alive on its own.
    this.#timer.unref();
  }

  update(state: ScreenState): void {
    this.#state = state;
    this.#dirty = true;
  }

  /** Whether any of the answer has been shown (so the caller need not print it again). */
  get answerShown(): boolean {
    return this.#answerStarted;
  }

  /** Draws the final state (the live region settles into ordinary lines) and gives the cursor back. */
  stop(state: ScreenState = this.#state): void {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    this.#state = state;
    this.#draw(true);
    this.#o.stream.write(SHOW_CURSOR);
  }

  #tick(): void {
    this.#frame++;
    const spinning = this.#state.stages.some((s) => s.status === "running");
    if (this.#dirty || spinning) this.#draw(false);
  }

  #draw(final: boolean): void {
    this.#dirty = false;
    const { paint, columns } = this.#o;
    const now = this.#o.now();
    const state = this.#state;
    let out = "";
    // Back to the top of the live region and clear it.
    if (this.#liveLines > 0) out += `\r${this.#liveLines > 1 ? `\x1b[${this.#liveLines - 1}A` : ""}\x1b[0J`;
    for (; this.#printedLog < state.log.length; this.#printedLog++)
      out += `${logLine(state.log[this.#printedLog]!, { now, paint, width: columns - 1 })}\n`;
    const pending = state.response.answer.slice(this.#printedAnswer);
    const { lines, rest } = wrapAnswer(pending, columns - 1, final);
    if ((lines.length > 0 || rest !== "") && !this.#answerStarted) {
      this.#answerStarted = true;
      out += "\n";
    }
    if (lines.length > 0) {
      out += `${lines.join("\n")}\n`;
      this.#printedAnswer = state.response.answer.length - rest.length;
    }
    if (final && this.#answerStarted) out += "\n";
    const live = final ? [] : openStageLines(state, { now, frame: this.#frame, width: columns, paint });
    if (!final && rest !== "") live.unshift(truncateLine(rest, columns - 1));
    out += live.join("\n");
    this.#liveLines = live.length;
    if (out) this.#o.stream.write(out);
  }
}
