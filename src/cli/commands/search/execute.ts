// Runs one agentic search, streamed or blocking, and shows it: a live display on a terminal's stderr,
// raw events with --events, nothing off a terminal. Shared by the one-shot command and each chat turn.

import type { Writable } from "node:stream";
import type { CallOptions, PeopleClient } from "../../../api/client.js";
import { AGENTIC_TIMEOUT_S } from "../../../api/client.js";
import { RateLimitedError, StreamError, TimeoutError } from "../../../api/errors.js";
import type { AgenticSearchRequest, AgenticSearchResponse } from "../../../contract/schemas.js";
import { waitForDrain } from "../../../output/io.js";
import type { Spinner } from "../../../output/spinner.js";
import { formatSeconds } from "../../../output/text.js";
import { InterruptedError, SilentExit, withHint } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { closeOpenStages, initialState, reduce, type ScreenState } from "./render.js";
import { LiveScreen } from "./screen.js";

export type SearchBody = Omit<AgenticSearchRequest, "stream">;

interface ExecuteOptions {
  stream: boolean;
  /** Print every event as JSONL on stdout instead of rendering. */
  events?: boolean;
  /** Sit out a `rate_limited` answer (Retry-After, bounded by --max-wait) instead of exiting 6. */
  wait?: boolean;
  /** Aborts this search (Ctrl-C); defaults to the factory's. */
  signal?: AbortSignal;
  /** Shown with a spinner between sending and the first event, on a terminal (the chat's turns). */
  waiting?: string;
}

interface SearchOutcome {
  response: AgenticSearchResponse;
  state: ScreenState;
  /** The answer was already shown live on stderr; table output need not repeat it. */
  answerShown: boolean;
}

/** Said whenever we stop waiting for a run that the service will finish (and charge) anyway. */
export const RUN_CONTINUES =
  "the search continues on the service and will be charged; `people credits` shows the balance";

/** Whether a live display belongs on stderr. */
function wantsScreen(f: Factory, events?: boolean): boolean {
  return f.io.stderrIsTTY && !f.globals.quiet && !events;
}

export async function executeSearch(
  f: Factory,
  client: PeopleClient,
  body: SearchBody,
  options: ExecuteOptions,
): Promise<SearchOutcome> {
  const signal = options.signal ?? f.signal;
  const call: CallOptions = {
    signal,
    // A 429 on search may be a third concurrent run: wait it out only when asked to (--wait).
    retry: { retryRateLimited: Boolean(options.wait) },
    // The spec recommends at least 3 minutes for a blocking search; --timeout still wins when given.
    timeout: f.globals.timeout ?? AGENTIC_TIMEOUT_S,
  };
  const screen = wantsScreen(f, options.events)
    ? new LiveScreen({ stream: f.io.stderr, paint: f.theme, columns: f.io.columns, now: f.now })
    : undefined;
  const run: Run = { state: initialState(), begun: false, screen };
  try {
    return options.stream
      ? await streamed(f, client, body, call, options, run)
      : await blocking(f, client, body, call, run);
  } catch (err) {
    run.waiting?.stop();
    throw stopped(f, err, run, signal, options);
  }
}

/** What a search has shown so far, for the error path to close. */
interface Run {
  state: ScreenState;
  /** The stream has begun: the service has the run (and will charge it). */
  begun: boolean;
  screen: LiveScreen | undefined;
  /** The spinner shown until the first event (the chat's waiting state). */
  waiting?: Spinner;
}

async function blocking(
  f: Factory,
  client: PeopleClient,
  body: SearchBody,
  call: CallOptions,
  run: Run,
): Promise<SearchOutcome> {
  const { screen } = run;
  screen?.start();
  // One synthetic stage stands for the whole blocking call.
  run.state = reduce(
    run.state,
    { type: "step", id: "blocking", label: "Searching (usually 30–90 s)" },
    f.now(),
  );
  screen?.update(run.state);
  const response = await client.agenticSearch(body, call);
  run.state = reduce(run.state, { type: "step_done", id: "blocking" }, f.now());
  run.state = { ...run.state, response, finished: "done" };
  screen?.stop(run.state);
  return { response, state: run.state, answerShown: Boolean(screen?.answerShown) };
}

async function streamed(
  f: Factory,
  client: PeopleClient,
  body: SearchBody,
  call: CallOptions,
  options: ExecuteOptions,
  run: Run,
): Promise<SearchOutcome> {
  const { screen } = run;
  // Until the first event there are no stages to show: the chat shows that it is waiting.
  if (screen && options.waiting) run.waiting = f.spinner(options.waiting);
  else screen?.start();
  const events = await client.agenticSearchStream(body, call);
  run.begun = true;
  for await (const event of events) {
    if (run.waiting) {
      run.waiting.stop();
      run.waiting = undefined;
      screen?.start();
    }
    if (options.events) await writeLine(f.io.stdout, `${JSON.stringify(event)}\n`);
    run.state = reduce(run.state, event, f.now());
    screen?.update(run.state);
  }
  screen?.stop(run.state);
  return { response: run.state.response, state: run.state, answerShown: Boolean(screen?.answerShown) };
}

/** What to throw when a search stops early: said so on the screen, and in words the user can act on. */
function stopped(f: Factory, err: unknown, run: Run, signal: AbortSignal, options: ExecuteOptions): unknown {
  const interrupted = signal.aborted;
  if (run.screen) {
    const why = interrupted ? "interrupted" : err instanceof StreamError ? "failed" : "unfinished";
    run.screen.stop(closeOpenStages(run.state, f.now(), why));
  }
  if (interrupted && !(err instanceof SilentExit)) {
    // A reader that went away (`| head`) aborts too, and keeps its own (quiet) report.
    if ((signal.reason as { code?: string } | undefined)?.code === "EPIPE") return signal.reason;
    return new InterruptedError(
      run.begun || options.stream === false
        ? `stopped waiting: ${RUN_CONTINUES}`
        : "interrupted before the search began; if the service had already received it, it runs on and will be charged",
    );
  }
  if (err instanceof RateLimitedError && !options.wait) return rateLimitedHint(err);
  if (err instanceof TimeoutError && !connectTimeout(err))
    // The request reached the service, which runs the search to its end whether or not we wait.
    return withHint(
      err,
      `Stopped waiting, but ${RUN_CONTINUES}. Raise --timeout SECONDS to wait longer next time.`,
    );
  return err;
}

/**
 * Without --wait a 429 ends the command (exit 6) saying when to retry, and that --wait would have waited.
 * The generic hint talks about --max-wait, which does nothing for search without --wait.
 */
function rateLimitedHint(err: RateLimitedError): RateLimitedError {
  const when =
    err.retryAfter !== undefined
      ? `Retry in ${formatSeconds(err.retryAfter, { roundUp: true })}`
      : "Retry in a moment";
  return withHint(err, `${when}, or add --wait to wait for a free slot (at most --max-wait seconds).`);
}

/** A timeout while connecting: the request never reached the service, so nothing runs there. */
function connectTimeout(err: TimeoutError): boolean {
  return (err.cause as { code?: string } | undefined)?.code === "UND_ERR_CONNECT_TIMEOUT";
}

/**
 * Writes one line, waiting only when the reader is behind. Awaiting every write's callback instead costs
 * an event-loop turn per event, which on a 10,000-event stream is most of the time spent.
 */
function writeLine(stream: Writable, line: string): Promise<void> | undefined {
  if (stream.destroyed || stream.writableEnded)
    return Promise.reject(Object.assign(new Error("stream closed"), { code: "EPIPE" }));
  if (stream.write(line)) return undefined;
  return waitForDrain(stream);
}
