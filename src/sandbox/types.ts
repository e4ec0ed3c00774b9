// The seam between the sandbox's HTTP service (server, ledger, rate limit, faults, stream) and its
// "intelligence" (data set, indexes, translate, planner). Each side may change freely behind it.

import type { JsonObject, Message, Person, StructuredQuery } from "../contract/schemas.js";
import type { TopUpOptions } from "./world/topup-layout.js";

/** A structured-search profile as the sandbox serves it (the spec leaves its fields open). */
export type Profile = JsonObject & { id: string; name: string };

/** The result of applying a filter set: a stable ordered list of matches. */
export interface MatchSet {
  total: number;
  /** Profiles `offset .. offset+limit-1` in the stable order; `origin` makes `avatarUrl` absolute. */
  slice(offset: number, limit: number, origin: string): Profile[];
}

/** A deterministic synthetic population. */
export interface Dataset {
  readonly seed: string;
  readonly size: number;
  /** Applies a (validated, non-empty) filter set. Identical filters give identical order. */
  match(query: StructuredQuery): MatchSet;
  /** The avatar image for a person key, or undefined when there is no such person. */
  avatar(key: string): { contentType: string; body: string } | undefined;
}

export interface DatasetOptions {
  seed: string;
  /** The base population; the world adds its top-up cells to it (`Dataset.size` is the whole). */
  people: number;
  /** Narrows the top-up (tests); the sandbox uses the defaults. */
  topUp?: TopUpOptions;
}

/** One stage of an agentic run, as the planner describes it before the server paces and streams it. */
export interface PlannedStep {
  id: string;
  label: string;
  /** Simulated duration at pace 1 (the server scales it by `--pace`). */
  durationMs: number;
  /** Steps that may run at the same time share a `group`; groups run in order. */
  group: number;
  /** What this stage's source found, streamed as `people_partial` when the stage ends. */
  partial?: { source: string; people: Person[] };
  /** Set when this source failed (the run goes on with the others). */
  error?: string;
}

/** Everything an agentic run will emit, decided up front so blocking and streamed forms are the same search. */
export interface AgenticPlan {
  steps: PlannedStep[];
  /** The written answer, streamed as `token` events in small fragments. */
  answer: string;
  people: Person[];
  companies: JsonObject[];
  repos: JsonObject[];
  /** Actual cost in credits (<= the 10 reserved), reconciled at the end. */
  cost: number;
}

/** What the planner is asked: one sentence or a conversation, and whether to rerank the people found. */
export interface AgenticInput {
  query?: string;
  messages?: Message[];
  rerank: boolean;
  /** Absolute origin of the sandbox (for avatar URLs), e.g. `http://127.0.0.1:4010`. */
  origin: string;
}
