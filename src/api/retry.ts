// Retry timing as a pure function of the error, what has been retried so far and the policy, with the
// random source injected, so every rule of the contract ("Errors and retries") has a fast unit test.
import { ConnectionError, type PeopleError } from "./errors.js";

export interface RetryPolicy {
  /** Bounds retries of `server_error`, connection failures and the one retry of `upstream_error`. */
  maxRetries: number;
  /** Longest wait (seconds) a `rate_limited` answer may ask for and still be waited out. */
  maxWait: number;
  /** `search` turns this off unless `--wait`: a 429 there may mean a third concurrent search. */
  retryRateLimited: boolean;
}

export interface RetryState {
  /** Retries of server errors, connection failures and upstream errors so far. */
  retries: number;
  /** Retries of `upstream_error` so far (the contract allows one). */
  upstreamRetries: number;
  /** Retries of `rate_limited` so far. */
  rateLimitRetries: number;
}

export const DEFAULT_POLICY: RetryPolicy = { maxRetries: 2, maxWait: 60, retryRateLimited: true };

/** Backoff for server and connection errors: 0.5 s doubling, capped at 8 s, with jitter. */
const BACKOFF_BASE_MS = 500;
export const BACKOFF_CAP_MS = 8_000;
/** A 429 that names no wait is retried after this long (the service asked for nothing shorter). */
const DEFAULT_RATE_LIMIT_WAIT_S = 1;
/** A safety net against a service that keeps answering 429 with tiny waits. */
const MAX_RATE_LIMIT_RETRIES = 10;

export type RetryDecision =
  | {
      retry: true;
      delayMs: number;
      reason: "rate_limited" | "upstream_error" | "server_error" | "connection_error";
    }
  | { retry: false; reason: string };

export function initialRetryState(): RetryState {
  return { retries: 0, upstreamRetries: 0, rateLimitRetries: 0 };
}

/**
 * Exponential backoff with jitter for the n-th retry (0-based): half the capped exponential delay is
 * fixed and half is random, so a retry is never immediate and clients that failed together spread out.
 */
export function backoffDelay(n: number, random: () => number): number {
  const exp = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** n);
  return Math.round(exp / 2 + (exp / 2) * random());
}

/** Decides whether (and after how long) to retry a request that failed with `error`. */
export function decideRetry(
  error: PeopleError,
  state: RetryState,
  policy: RetryPolicy,
  random: () => number = Math.random,
): RetryDecision {
  switch (error.type) {
    case "unauthorized":
    case "forbidden":
    case "invalid_request":
    case "insufficient_credits":
      return { retry: false, reason: `${error.type} is never retried` };
    case "rate_limited": {
      if (!policy.retryRateLimited) return { retry: false, reason: "rate_limited is not retried here" };
      const wait = error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S;
      if (wait > policy.maxWait)
        return {
          retry: false,
          reason: `the service asked to wait ${wait}s, over the ${policy.maxWait}s allowed`,
        };
      if (state.rateLimitRetries >= MAX_RATE_LIMIT_RETRIES)
        return { retry: false, reason: "still rate limited after waiting" };
      // Never earlier than asked: round up to the millisecond.
      return { retry: true, delayMs: Math.ceil(wait * 1000), reason: "rate_limited" };
    }
    case "upstream_error":
      if (state.upstreamRetries >= 1 || state.retries >= policy.maxRetries)
        return { retry: false, reason: "upstream_error is retried once" };
      return { retry: true, delayMs: backoffDelay(state.retries, random), reason: "upstream_error" };
    case "server_error":
      if (state.retries >= policy.maxRetries) return { retry: false, reason: "out of retries" };
      return { retry: true, delayMs: backoffDelay(state.retries, random), reason: "server_error" };
    default:
      if (error instanceof ConnectionError) {
        if (state.retries >= policy.maxRetries) return { retry: false, reason: "out of retries" };
        return { retry: true, delayMs: backoffDelay(state.retries, random), reason: "connection_error" };
      }
      return { retry: false, reason: `${error.type} is not retried` };
  }
}

/** The state after retrying for `reason`. */
export function nextRetryState(state: RetryState, reason: string): RetryState {
  if (reason === "rate_limited") return { ...state, rateLimitRetries: state.rateLimitRetries + 1 };
  if (reason === "upstream_error")
    return { ...state, retries: state.retries + 1, upstreamRetries: state.upstreamRetries + 1 };
  return { ...state, retries: state.retries + 1 };
}
