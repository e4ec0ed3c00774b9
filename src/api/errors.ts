// The client throws these and never prints. One base class carries everything the service said; the
// subclass is chosen in one place (`errorFromResponse`) so callers can branch with `instanceof` or `type`.
import { type ErrorType, STATUS_ERROR } from "../contract/errors.js";

/** Fields the service may send with an error (api-spec.md, Errors). */
export interface PeopleErrorInit {
  type: ErrorType | string;
  status?: number;
  message: string;
  retryAfter?: number;
  balance?: number;
  requestId?: string;
  headers?: Record<string, string>;
  cause?: unknown;
}

/** Base of every error the client throws. */
export class PeopleError extends Error {
  /** The service's `error.type`, or a client-side kind: `connection_error`, `timeout`, `aborted`, `stream_error`, `stream_incomplete`, `invalid_response`. */
  readonly type: string;
  /** HTTP status, when a response was received. */
  readonly status: number | undefined;
  /** Seconds the service asked to wait (`Retry-After` or `error.retryAfter`, the longer). */
  readonly retryAfter: number | undefined;
  /** Balance reported with `insufficient_credits`. */
  readonly balance: number | undefined;
  /** The service's request id, when it sent one. */
  readonly requestId: string | undefined;
  /** Response headers (lower-case names), when a response was received. */
  readonly headers: Record<string, string>;

  constructor(init: PeopleErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.type = init.type;
    this.status = init.status;
    this.retryAfter = init.retryAfter;
    this.balance = init.balance;
    this.requestId = init.requestId;
    this.headers = init.headers ?? {};
  }
}

/** 401: no key, a malformed key or a revoked key. Never retried. */
export class UnauthorizedError extends PeopleError {}
/** 403: a valid key that is not permitted for the request. Never retried. */
export class ForbiddenError extends PeopleError {}
/** 400: the body or a field is wrong. Never retried. */
export class InvalidRequestError extends PeopleError {}
/** 402: the balance is lower than what the call reserves; `balance` says how much is left. */
export class InsufficientCreditsError extends PeopleError {}
/** 429: rate limited, or a third concurrent agentic search. Retry only after `retryAfter`. */
export class RateLimitedError extends PeopleError {}
/** 502: a source the service reads failed; any charge was refunded. Retried once. */
export class UpstreamError extends PeopleError {}
/** 500: the service's own fault. Retried with backoff. */
export class ServerError extends PeopleError {}
/** The connection failed or was reset before a response arrived. Retried with backoff. */
export class ConnectionError extends PeopleError {}

/**
 * The proxy answered a CONNECT with a status other than 200 (its rules refuse the service's port, say): a
 * network failure, never retried (the proxy's rules do not change between tries), and nothing reached the
 * service. `status` is the proxy's.
 */
export class ProxyRefusedError extends PeopleError {}
/** No response (or no further stream data) within the timeout. */
export class TimeoutError extends PeopleError {}
/** The caller aborted the request (Ctrl-C, `break` out of a stream). */
export class AbortError extends PeopleError {}
/** The stream delivered an `error` event; the run failed on the service. */
export class StreamError extends PeopleError {}
/** The stream ended without `done` or `error`; the run may still finish on the service and be charged. */
export class StreamIncompleteError extends PeopleError {}
/** A 2xx response whose body is not what the spec says. */
export class InvalidResponseError extends PeopleError {}

const BY_TYPE: Record<string, new (init: PeopleErrorInit) => PeopleError> = {
  unauthorized: UnauthorizedError,
  forbidden: ForbiddenError,
  invalid_request: InvalidRequestError,
  insufficient_credits: InsufficientCreditsError,
  rate_limited: RateLimitedError,
  upstream_error: UpstreamError,
  server_error: ServerError,
};

/**
 * Builds the typed error for a non-2xx response. The body's `error.type` wins; a body that is not the
 * documented shape (a proxy's HTML page, say) falls back to the status.
 */
export function errorFromResponse(
  status: number,
  body: unknown,
  headers: Record<string, string>,
): PeopleError {
  const err =
    body && typeof body === "object" && "error" in body && body.error && typeof body.error === "object"
      ? (body.error as Record<string, unknown>)
      : undefined;
  const type =
    typeof err?.type === "string"
      ? err.type
      : (STATUS_ERROR[status] ?? (status >= 500 ? "server_error" : "http_error"));
  const message =
    typeof err?.message === "string" && err.message
      ? err.message
      : `the service answered HTTP ${status}${status >= 500 ? " (no details)" : ""}`;
  const Ctor = BY_TYPE[type] ?? (status >= 500 ? ServerError : PeopleError);
  const retryAfter = longestRetryAfter(headers["retry-after"], err?.retryAfter);
  return new Ctor({
    type,
    status,
    message,
    retryAfter,
    balance: typeof err?.balance === "number" ? err.balance : undefined,
    requestId: headers["x-request-id"] ?? headers["request-id"],
    headers,
  });
}

/**
 * Seconds to wait from a `Retry-After` header (delta-seconds or an HTTP date) and `error.retryAfter`,
 * whichever is longer. `undefined` when neither says anything usable.
 */
export function longestRetryAfter(
  header: string | undefined,
  bodyValue: unknown,
  now: number = Date.now(),
): number | undefined {
  const fromHeader = parseRetryAfter(header, now);
  const fromBody =
    typeof bodyValue === "number" && Number.isFinite(bodyValue) && bodyValue >= 0 ? bodyValue : undefined;
  if (fromHeader === undefined) return fromBody;
  if (fromBody === undefined) return fromHeader;
  return Math.max(fromHeader, fromBody);
}

/** Parses `Retry-After` as delta-seconds or an HTTP date; a date in the past means 0. */
export function parseRetryAfter(header: string | undefined, now: number = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  if (trimmed === "") return undefined;
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, (at - now) / 1000);
}
