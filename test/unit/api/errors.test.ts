import { describe, expect, it } from "vitest";
import {
  errorFromResponse,
  InsufficientCreditsError,
  longestRetryAfter,
  PeopleError,
  parseRetryAfter,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  UpstreamError,
} from "../../../src/api/errors.js";

const NOW = Date.parse("2026-11-22T10:00:00Z");

describe("parseRetryAfter", () => {
  it.each([
    ["5", 5],
    [" 2 ", 2],
    ["0", 0],
    ["1.5", 1.5],
    ["Sun, 22 Nov 2026 10:00:30 GMT", 30],
    ["Sun, 22 Nov 2026 09:59:00 GMT", 0],
    ["soon", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %j seconds", (header, seconds) => {
    expect(parseRetryAfter(header, NOW)).toBe(seconds);
  });
});

describe("longestRetryAfter", () => {
  it.each([
    ["3", 7, 7],
    ["9", 7, 9],
    [undefined, 4, 4],
    ["Sun, 22 Nov 2026 10:00:10 GMT", 2, 10],
    [undefined, undefined, undefined],
    [undefined, -1, undefined],
  ])("header %j and body %j → %j", (header, body, expected) => {
    expect(longestRetryAfter(header, body, NOW)).toBe(expected);
  });
});

describe("errorFromResponse", () => {
  it("chooses the class by error.type", () => {
    const e = errorFromResponse(
      402,
      { error: { type: "insufficient_credits", message: "low", balance: 3 } },
      {},
    );
    expect(e).toBeInstanceOf(InsufficientCreditsError);
    expect(e.balance).toBe(3);
    expect(e.status).toBe(402);
    expect(e.message).toBe("low");
  });

  it("takes the longer of Retry-After and error.retryAfter", () => {
    const e = errorFromResponse(
      429,
      { error: { type: "rate_limited", message: "slow down", retryAfter: 2 } },
      { "retry-after": "5" },
    );
    expect(e).toBeInstanceOf(RateLimitedError);
    expect(e.retryAfter).toBe(5);
  });

  it.each([
    [401, UnauthorizedError],
    [429, RateLimitedError],
    [502, UpstreamError],
    [500, ServerError],
    [503, ServerError],
  ])("falls back to the status %i when the body is not the error shape", (status, Ctor) => {
    const e = errorFromResponse(status, "<html>bad gateway</html>", {});
    expect(e).toBeInstanceOf(Ctor);
    expect(e.message).toContain(String(status));
  });

  it("keeps an unknown type as a plain PeopleError", () => {
    const e = errorFromResponse(418, { error: { type: "teapot", message: "short and stout" } }, {});
    expect(e.constructor).toBe(PeopleError);
    expect(e.type).toBe("teapot");
  });

  it("records the request id", () => {
    const e = errorFromResponse(
      500,
      { error: { type: "server_error", message: "x" } },
      { "x-request-id": "req_1" },
    );
    expect(e.requestId).toBe("req_1");
  });
});
