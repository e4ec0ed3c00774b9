// What `startSandbox` takes and gives back, and the defaults it shares with `people sandbox`. Only types and
// one constant live here, so the CLI can read the defaults when it registers its flags without loading the
// sandbox itself.
import type { StructuredQuery } from "../contract/schemas.js";
import type { FaultConfig, FaultController } from "./service/faults.js";
import type { BalanceRecord } from "./service/ledger.js";
import type { RecordedRequest, RequestLogOptions } from "./service/request-log.js";
import type { AgenticInput, AgenticPlan, Dataset } from "./types.js";

/**
 * Defaults of `startSandbox` and of `people sandbox`'s flags (cli-contract.md, "people sandbox"). The
 * monthly allowance is `credits`; `rateLimit` is a token bucket of N requests refilled at N per second;
 * `pace` scales the agentic search's simulated step durations.
 */
export const SANDBOX_DEFAULTS = {
  port: 4010,
  host: "127.0.0.1",
  credits: 1000,
  // Large enough that a common role in a large metro holds at least 50 people (data engineers in London).
  people: 50_000,
  seed: "people-sandbox",
  rateLimit: 20,
  pace: 1,
} as const;

/** Reads a sentence into a filter set, optionally refining `current` (what `POST /people/translate` runs). */
export type TranslateFn = (prompt: string, current?: StructuredQuery) => StructuredQuery;

/** Decides everything an agentic search will emit, up front, from the data set and the request. */
export type PlannerFn = (dataset: Dataset, input: AgenticInput) => AgenticPlan;

/** What an API key of the sandbox's account may do: everything, only `GET /credits` (403 elsewhere), or nothing (401). */
export type KeyKind = "valid" | "restricted" | "revoked";

/** Options of `startSandbox`; every one is optional. */
export interface SandboxOptions {
  /** Default 4010; 0 picks a free port. */
  port?: number;
  /**
   * Default 127.0.0.1; an IPv6 literal may be bracketed (`[::1]`). An address other than loopback is refused
   * unless `allowRemote` is set; an empty host, or a name that does not resolve, is refused always.
   */
  host?: string;
  /** Allows a `host` other machines can reach (a wildcard or a non-loopback address). Default false. */
  allowRemote?: boolean;
  /** Starting balance, all of it the monthly plan allowance (default 1000). */
  credits?: number;
  /** Purchased credits on top of the allowance at start (default 0). */
  purchasedCredits?: number;
  /** Size of the synthetic population (default 10,000). */
  people?: number;
  /** Data seed (default "people-sandbox"); the same seed gives the same people and accepts the same cursors. */
  seed?: string;
  /** The account's API key; default "sk_sandbox_" + 32 random hex digits. */
  key?: string;
  /** Keys that authenticate but are refused with 403 on everything except GET /credits. */
  restrictedKeys?: string[];
  /** Keys that were revoked: 401. */
  revokedKeys?: string[];
  /** Token bucket per key: capacity N, refilled N per second (default 20; 0 turns the limit off). */
  rateLimit?: number;
  /** Scales the agentic search's simulated step durations (default 1; 0 = no delays). */
  pace?: number;
  /** Faults switched on at start; when absent, PEOPLE_SANDBOX_FAULTS (JSON) is read. */
  faults?: FaultConfig;
  /** Clock for the ledger's monthly refill and the rate limit (default Date.now). */
  now?: () => number;
  /** Bounds of the request log (`requests`); by default the last 10,000 requests within 16 MiB of text. */
  requestLog?: RequestLogOptions;
  /** A data set to serve instead of the sandbox's own synthetic population (tests). */
  dataset?: Dataset;
  /** A sentence reader to use instead of the sandbox's own (tests). */
  translate?: TranslateFn;
  /** An agentic planner to use instead of the sandbox's own (tests). */
  planner?: PlannerFn;
}

/** A sandbox listening for requests, with the handles a test needs to steer and inspect it. */
export interface RunningSandbox {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** origin + "/api/v1" */
  baseUrl: string;
  /** The account's API key (the `key` option, or a random one). */
  key: string;
  /** The port listened on (the one picked when `port` was 0). */
  port: number;
  /** True when listening where other machines can reach it (only with `allowRemote`). */
  remote: boolean;
  /** How many people the sandbox holds: the base population (`people`) and its top-up, exactly. */
  size: number;
  /** The live fault state: `set`, `clear` and `current` while the sandbox runs. */
  faults: FaultController;
  /**
   * The requests received (except /_sandbox control calls), oldest first: the most recent ones within the
   * `requestLog` bounds.
   */
  requests: RecordedRequest[];
  /** The balance record GET /credits would return (applies a due refill). */
  balance(): BalanceRecord;
  /** Adds purchased credits. */
  addCredits(amount: number): void;
  /** Moves the sandbox clock forward (monthly refill, rate-limit refill). */
  advanceClock(ms: number): void;
  /** Creates another key of this account. */
  createKey(kind: KeyKind): string;
  /** Resolves when no agentic run is in progress (runs go on after a client disconnects). */
  idle(): Promise<void>;
  /** Stops listening: ends the agentic runs in progress, waits for them, then closes every connection. */
  close(): Promise<void>;
}
