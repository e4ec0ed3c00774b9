import { describe, expect, it } from "vitest";
import {
  ConnectionError,
  ForbiddenError,
  InsufficientCreditsError,
  InvalidRequestError,
  type PeopleError,
  RateLimitedError,
  ServerError,
  TimeoutError,
  UnauthorizedError,
  UpstreamError,
} from "../../../src/api/errors.js";
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  DEFAULT_POLICY,
  decideRetry,
  initialRetryState,
  nextRetryState,
  type RetryState,
} from "../../../src/api/retry.js";

const err = (
  Ctor: new (i: { type: string; message: string; retryAfter?: number }) => PeopleError,
  type: string,
  retryAfter?: number,
) => new Ctor({ type, message: type, retryAfter });

describe("decideRetry", () => {
  it.each([
    ["unauthorized", err(UnauthorizedError, "unauthorized")],
    ["forbidden", err(ForbiddenError, "forbidden")],
    ["invalid_request", err(InvalidRequestError, "invalid_request")],
    ["insufficient_credits", err(InsufficientCreditsError, "insufficient_credits")],
    ["timeout", err(TimeoutError, "timeout")],
  ])("never retries %s", (_name, e) => {
    expect(decideRetry(e, initialRetryState(), DEFAULT_POLICY, () => 0.5).retry).toBe(false);
  });

  it("waits exactly what a 429 asked for, never less", () => {
    const d = decideRetry(
      err(RateLimitedError, "rate_limited", 2.5),
      initialRetryState(),
      DEFAULT_POLICY,
      () => 0,
    );
    expect(d).toEqual({ retry: true, delayMs: 2500, reason: "rate_limited" });
  });

  it("refuses a 429 wait longer than --max-wait", () => {
    const d = decideRetry(err(RateLimitedError, "rate_limited", 61), initialRetryState(), DEFAULT_POLICY);
    expect(d.retry).toBe(false);
    const ok = decideRetry(err(RateLimitedError, "rate_limited", 60), initialRetryState(), DEFAULT_POLICY);
    expect(ok.retry).toBe(true);
  });

  it("does not retry 429 when the policy says so (search without --wait)", () => {
    const d = decideRetry(err(RateLimitedError, "rate_limited", 1), initialRetryState(), {
      ...DEFAULT_POLICY,
      retryRateLimited: false,
    });
    expect(d.retry).toBe(false);
  });

  it("a 429 retry is not bounded by --max-retries (only by the wait)", () => {
    const state: RetryState = { retries: 0, upstreamRetries: 0, rateLimitRetries: 3 };
    const d = decideRetry(err(RateLimitedError, "rate_limited", 1), state, {
      ...DEFAULT_POLICY,
      maxRetries: 0,
    });
    expect(d.retry).toBe(true);
  });

  it("retries upstream_error once", () => {
    const e = err(UpstreamError, "upstream_error");
    const first = decideRetry(e, initialRetryState(), DEFAULT_POLICY, () => 0.5);
    expect(first.retry).toBe(true);
    const after = nextRetryState(initialRetryState(), "upstream_error");
    expect(decideRetry(e, after, DEFAULT_POLICY).retry).toBe(false);
  });

  it("upstream_error is not retried with --max-retries 0", () => {
    expect(
      decideRetry(err(UpstreamError, "upstream_error"), initialRetryState(), {
        ...DEFAULT_POLICY,
        maxRetries: 0,
      }).retry,
    ).toBe(false);
  });

  it.each([
    ["server_error", err(ServerError, "server_error")],
    ["connection_error", err(ConnectionError, "connection_error")],
  ])("retries %s up to --max-retries with growing delays", (_n, e) => {
    const policy = { ...DEFAULT_POLICY, maxRetries: 3 };
    let state = initialRetryState();
    const delays: number[] = [];
    for (;;) {
      const d = decideRetry(e, state, policy, () => 1);
      if (!d.retry) break;
      delays.push(d.delayMs);
      state = nextRetryState(state, d.reason);
    }
    expect(delays).toEqual([500, 1000, 2000]);
  });
});

describe("backoffDelay", () => {
  it.each([
    [0, 0, 250],
    [0, 1, 500],
    [1, 0, 500],
    [3, 1, 4000],
    [10, 1, BACKOFF_CAP_MS],
    [10, 0, BACKOFF_CAP_MS / 2],
  ])("attempt %i with random %f waits %i ms", (n, r, ms) => {
    expect(backoffDelay(n, () => r)).toBe(ms);
  });

  it("jitter spreads clients out", () => {
    expect(backoffDelay(2, () => 0.1)).not.toBe(backoffDelay(2, () => 0.9));
  });
});
