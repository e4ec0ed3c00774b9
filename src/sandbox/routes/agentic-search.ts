// POST /search: an agentic search, blocking or streamed (`stream: true`). The planner decides the whole run
// up front; the run plays it out in time (service/play.ts). The reserve is charged before the first byte and
// reconciled to the plan's cost at the end. A client that leaves mid-stream stops receiving, not the run:
// it goes on and is charged. A run that fails (a fault, an internal error) is refunded in full.
import type { SearchEvent } from "../../contract/events.js";
import {
  AGENTIC_RESERVE,
  codePointLength,
  MAX_CONVERSATION_CHARS,
  MAX_MESSAGES,
} from "../../contract/limits.js";
import { AgenticSearchRequestSchema, type JsonObject, type Message } from "../../contract/schemas.js";
import {
  HttpError,
  invalid,
  jsonObject,
  rateLimited,
  sendError,
  sendJson,
  validate,
  withCharge,
} from "../http.js";
import { BOUNDS, textProblem, wordProblem } from "../service/bounds.js";
import type { StreamFault } from "../service/faults.js";
import type { ChargeSlip } from "../service/ledger.js";
import { planDurationMs, playPlan, sseFrame } from "../service/play.js";
import { retryAfterSeconds } from "../service/rate-limit.js";
import type { AgenticInput, AgenticPlan } from "../types.js";
import type { RouteContext } from "./context.js";

/** Agentic searches one key may have running at once. */
const MAX_CONCURRENT_SEARCHES = 2;

export async function agenticSearch(ctx: RouteContext): Promise<void> {
  const { account, planner, dataset } = ctx.sandbox;
  const body = jsonObject(ctx.body);
  const input = agenticInput(body, ctx.sandbox.origin);
  const stream = body.stream === true;

  // Everything that can refuse the search is decided here, before the first byte: the concurrency limit
  // before the balance.
  const mine = account.runsOf(ctx.keyId);
  if (mine.size >= MAX_CONCURRENT_SEARCHES) {
    const soonest = Math.min(...[...mine].map((r) => r.endsAt));
    const seconds = retryAfterSeconds(soonest - Date.now());
    throw rateLimited(
      `This key already has ${MAX_CONCURRENT_SEARCHES} searches running; wait ${seconds}s for one to finish.`,
      seconds,
    );
  }
  const charge = {
    operation: "agenticSearch",
    failure: "A source failed before the search could start; the reserve was refunded, retry once.",
  } as const;
  // Planned once the reserve is taken: the balance refuses a search before any planning, and a planner
  // that throws has its reserve given back by withCharge, so nothing stays charged for a run never started.
  await withCharge(account, charge, (slip) => {
    const plan = planner(dataset, input);
    const slot = { endsAt: Date.now() + planDurationMs(plan, ctx.sandbox.pace) };
    mine.add(slot);
    return startRun(ctx, plan, slip, stream, () => mine.delete(slot));
  });
}

/** The request read into the planner's input: exactly one of `query` and `messages`, within the bounds. */
function agenticInput(body: Record<string, unknown>, origin: string): AgenticInput {
  const tooLong = textProblem(body.query, "query", BOUNDS.sentenceChars) ?? wordProblem(body.query, "query");
  if (tooLong) throw invalid(tooLong);
  const request = validate(AgenticSearchRequestSchema, body);
  const hasQuery = request.query !== undefined;
  const hasMessages = request.messages !== undefined;
  if (hasQuery && hasMessages) throw invalid("Send either query or messages, not both.");
  if (!hasQuery && !hasMessages) throw invalid("Send query (one sentence) or messages (a conversation).");
  const input: AgenticInput = { rerank: request.rerank ?? true, origin };
  if (hasQuery) {
    if (request.query!.trim() === "")
      throw invalid("query is empty; describe who you are looking for in one sentence.");
    input.query = request.query!;
  } else {
    input.messages = conversation(request.messages!);
  }
  return input;
}

/** A conversation within the spec's ceilings, with a user message that says something. */
function conversation(messages: Message[]): Message[] {
  if (messages.length === 0) throw invalid("messages is empty; send at least one user message.");
  if (messages.length > MAX_MESSAGES) {
    throw invalid(
      `messages holds ${messages.length} messages, over the limit of ${MAX_MESSAGES}; drop the oldest turns.`,
    );
  }
  let chars = 0;
  for (const m of messages) chars += codePointLength(m.content);
  if (chars > MAX_CONVERSATION_CHARS) {
    throw invalid(
      `messages hold ${chars} characters, over the limit of ${MAX_CONVERSATION_CHARS}; drop the oldest turns or shorten them.`,
    );
  }
  if (!messages.some((m) => m.role === "user" && m.content.trim() !== "")) {
    throw invalid("messages has no user message with content; add what you are looking for.");
  }
  return messages;
}

/** One run in progress: what it has emitted, whether its client still listens, and why it failed. */
interface Run {
  ctx: RouteContext;
  plan: AgenticPlan;
  slip: ChargeSlip;
  stream: boolean;
  /** The stream fault picked up when the run started. */
  fault: StreamFault | undefined;
  attached: boolean;
  failed: string | undefined;
  emitted: number;
}

/** Starts the run (the stream's head first, when streaming); the promise settles when the run has ended. */
function startRun(
  ctx: RouteContext,
  plan: AgenticPlan,
  slip: ChargeSlip,
  stream: boolean,
  release: () => void,
): Promise<void> {
  const { account, closing } = ctx.sandbox;
  const { res } = ctx;
  const run: Run = {
    ctx,
    plan,
    slip,
    stream,
    fault: account.faults.takeStreamFault(),
    attached: true,
    failed: undefined,
    emitted: 0,
  };
  const stop = new AbortController();
  const onClosing = (): void => stop.abort();
  closing.addEventListener("abort", onClosing, { once: true });
  if (stream) {
    res.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache",
      connection: "keep-alive",
    });
    res.flushHeaders();
  }
  // A client that leaves stops receiving, not the run: it goes on and is reconciled.
  res.on("close", () => {
    run.attached = false;
  });
  const playing = play(run, stop.signal, () => {
    release();
    closing.removeEventListener("abort", onClosing);
  });
  account.track(playing);
  return playing;
}

/** Writes one event (when streaming to a client still there), or fails or drops the stream by its fault. */
function emit(run: Run, event: SearchEvent): boolean {
  const { res } = run.ctx;
  const fault = run.fault;
  if (fault && run.emitted === fault.afterEvents && run.failed === undefined) {
    if (fault.kind === "error") {
      run.failed = fault.message;
      if (run.stream && run.attached && !res.destroyed)
        res.end(sseFrame({ type: "error", message: run.failed }));
      run.attached = false;
      return false;
    }
    // Cut the connection without the stream's end, but only after what was written has left: a
    // plain destroy would drop buffered events and the client would see fewer than E. The response
    // hands its writes to the socket a tick later on newer Nodes (24.22), so the cut waits for that too.
    const socket = res.socket;
    if (run.attached && socket) setImmediate(() => socket.end(() => socket.destroy()));
    run.attached = false;
  }
  run.emitted += 1;
  if (run.stream && run.attached && !res.destroyed) res.write(sseFrame(event));
  return true;
}

/** Plays the plan, then settles the charge: reconciled when it ran to the end, refunded when it failed. */
async function play(run: Run, signal: AbortSignal, release: () => void): Promise<void> {
  const { ctx, plan, slip, stream } = run;
  const { res } = ctx;
  const { ledger } = ctx.sandbox.account;
  try {
    await playPlan(plan, { pace: ctx.sandbox.pace, signal, emit: (event) => emit(run, event) });
    if (run.failed === undefined) finish(run);
    if (run.failed !== undefined) {
      // A failed run is refunded in full, whatever was reconciled before it failed.
      ledger.giveBack(slip, AGENTIC_RESERVE);
      if (!stream) sendError(res, new HttpError("upstream_error", run.failed));
    }
  } catch {
    ledger.giveBack(slip, AGENTIC_RESERVE);
    if (stream) {
      if (run.attached && !res.destroyed)
        res.end(
          sseFrame({
            type: "error",
            message: "The search failed on the service; the charge was refunded.",
          }),
        );
    } else
      sendError(res, new HttpError("server_error", "The search failed on the service; retry with backoff."));
  } finally {
    release();
  }
}

/** Reconciles the reserve to the plan's cost and ends with `balance` and `done`, or the blocking answer. */
function finish(run: Run): void {
  const { ctx, plan, slip, stream } = run;
  const { res } = ctx;
  const { account } = ctx.sandbox;
  const cost = Math.min(AGENTIC_RESERVE, Math.max(0, plan.cost));
  account.ledger.giveBack(slip, AGENTIC_RESERVE - cost);
  const credits = account.receipt(slip);
  if (!emit(run, { type: "balance", ...credits }) || !emit(run, { type: "done" })) return;
  if (stream) {
    if (run.attached && !res.destroyed) res.end();
  } else {
    sendJson(res, 200, {
      answer: plan.answer,
      people: plan.people,
      companies: plan.companies as JsonObject[],
      repos: plan.repos as JsonObject[],
      credits,
    });
  }
}
