// Agentic searches that outlive the tool call that started them. A search takes 30 to 90 seconds; several
// hosts end a tool call at about 60 whatever progress arrives. So search_people waits at most
// `wait_seconds`, then answers with a handle (the run's ID, the stages so far, what was reserved) while
// the run goes on inside this server; get_search_result (free) waits on it again, gives the result when it
// is there, and afterwards finds it in the history by the same ID (the run's uid there).
//
// A run is paid once: its one stream goes through the session's money (--max-credits) and the Factory's
// metered client (budgets, the ledger's hold settled from the stream), and its history row is written when
// it ends, whether or not a call is waiting then. A server that closes with runs going stops reading them
// (stopAll): the service runs them to their end and charges them, so the ledger counts each at its reserve,
// as the CLI counts a search it stopped waiting for, and stderr says so.

import type { PeopleClient } from "../../../api/client.js";
import { eventArray } from "../../../api/stream.js";
import { OPERATIONS } from "../../../contract/operations.js";
import type { AgenticSearchResponse, Message } from "../../../contract/schemas.js";
import { count } from "../../../output/text.js";
import { randomUUID } from "../../../store/random.js";
import type { Factory } from "../../factory.js";
import type { PeopleGate } from "../../people-gate.js";
import type { LocalRecords, RunInput } from "../../records.js";
import { initialState, reduce, type ScreenState } from "../search/render.js";
import type { SessionMoney } from "./money.js";
import { newOnlyNote } from "./seen.js";

/** What a run needs of its session (session.ts, which holds the runs). */
export interface RunHost {
  f: Factory;
  client: PeopleClient;
  money: SessionMoney;
  record(run: RunInput & { uid?: string }): Promise<void>;
  records(): Promise<LocalRecords>;
  track(work: Promise<unknown>): void;
}

export interface SearchRunInput {
  query?: string | undefined;
  messages?: Message[] | undefined;
  rerank: boolean;
  /** new_only: the people the shortlist may deliver, claimed for this run when its result is in. */
  gate?: PeopleGate | undefined;
}

export type RunStatus = "running" | "done" | "failed";

/** Why a run was stopped by this server (not by the service). */
export class RunStopped extends Error {}

export class SearchRun {
  /** The run handle: also the uid of its row in the history (and of its claims in the index of people seen). */
  readonly id: string;
  readonly started: number;
  readonly reserved = OPERATIONS.agenticSearch.reserve;
  readonly input: SearchRunInput;
  state: ScreenState = initialState();
  begun = false;
  status: RunStatus = "running";
  response: AgenticSearchResponse | undefined;
  /** What the result says of the run itself, to whichever call collects it (new_only's filtering). */
  readonly notes: string[] = [];
  error: unknown;
  /** Settles (never rejects) when the run has ended and its records are written. */
  readonly done: Promise<void>;
  readonly #controller = new AbortController();
  readonly signal: AbortSignal;
  readonly #watchers = new Set<(message: string) => void>();

  constructor(session: RunHost, input: SearchRunInput) {
    this.id = input.gate?.runUid ?? randomUUID();
    this.started = session.f.now();
    this.input = input;
    this.signal = AbortSignal.any([this.#controller.signal, session.f.signal]);
    this.done = this.#run(session);
  }

  /** Stops reading the run (the service goes on with it): a cancelled call, a closing server. */
  stop(reason: string): void {
    this.#controller.abort(new RunStopped(reason));
  }

  /** Tells `fn` each stage as it starts, until the returned function is called. */
  watch(fn: (message: string) => void): () => void {
    this.#watchers.add(fn);
    return () => this.#watchers.delete(fn);
  }

  /** The stages so far, as a handle shows them. */
  stages(): { label: string; status: string }[] {
    return this.state.stages.map((s) => ({ label: s.label, status: s.status }));
  }

  #say(message: string): void {
    for (const fn of this.#watchers) fn(message);
  }

  async #run(session: RunHost): Promise<void> {
    const { f, client, money } = session;
    const { query, messages, rerank, gate } = this.input;
    const body = { ...(messages ? { messages } : { query }), ...(rerank ? {} : { rerank: false }) };
    try {
      this.response = await money.paid(
        { tool: "search_people", operation: "agenticSearch" },
        async () => {
          // Loaded with the session's client already; a static import would load the HTTP client
          // before the server answers `initialize`.
          const { AGENTIC_TIMEOUT_S } = await import("../../../api/client.js");
          const events = await client.agenticSearchStream(body, {
            signal: this.signal,
            timeout: f.globals.timeout ?? AGENTIC_TIMEOUT_S,
          });
          this.begun = true;
          this.#say("The search has begun");
          for await (const event of events) {
            const stages = this.state.stages.length;
            this.state = reduce(this.state, event, f.now());
            if (this.state.stages.length > stages) this.#say(this.state.stages.at(-1)?.label ?? "Working");
            if (event.type === "people_partial") {
              const people = eventArray(event, "people");
              if (people?.length) this.#say(`Found ${count(people.length, "candidate")} in one source`);
            }
          }
          return this.state.response;
        },
        (r) => r.credits,
      );
      if (gate) {
        // The search cannot be told whom to skip: its shortlist is filtered once, here, where the result
        // is recorded, whichever call (or none) collects it; the people left are claimed for this run.
        this.response = { ...this.response, people: gate.pass(this.response.people) };
        this.notes.push(
          `${newOnlyNote(gate)} The search cannot be told whom to skip, so its shortlist was filtered here (the answer may still name them); it cost the same.`,
        );
      }
      const { searchRun } = await import("../../run-records.js");
      // The note goes with the run: read back from the history, the shortlist still says it was filtered.
      const leftOut = gate ? { ...gate.counts, note: this.notes.join(" ") } : undefined;
      await session.record({
        ...searchRun(messages ? { messages } : { query: query as string }, this.response, {
          rerank,
          ...(leftOut ? { leftOut } : {}),
        }),
        uid: this.id,
      });
      this.status = "done";
    } catch (err) {
      this.error = err;
      this.status = "failed";
    } finally {
      // Written now, whether or not a call is waiting: a run nobody waits for is kept all the same.
      await (await session.records()).flush();
    }
  }
}

/** The session's runs, by handle. */
export class SearchRuns {
  readonly #runs = new Map<string, SearchRun>();

  start(session: RunHost, input: SearchRunInput): SearchRun {
    const run = new SearchRun(session, input);
    this.#runs.set(run.id, run);
    session.track(run.done);
    return run;
  }

  get(id: string): SearchRun | undefined {
    return this.#runs.get(id);
  }

  /** Stops reading every run still going (the server is closing); the ones it stopped. */
  stopAll(reason: string): SearchRun[] {
    const going = [...this.#runs.values()].filter((r) => r.status === "running");
    for (const run of going) run.stop(reason);
    return going;
  }
}
