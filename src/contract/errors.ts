// The closed set of error types (api-spec.md, "Errors") and their HTTP statuses, both ways: the client
// reads a type from a status when a body does not say, the sandbox answers a type with its status.

export const ERROR_TYPES = [
  "unauthorized",
  "invalid_request",
  "insufficient_credits",
  "rate_limited",
  "upstream_error",
  "server_error",
  "forbidden",
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_STATUS: Readonly<Record<ErrorType, number>> = {
  unauthorized: 401,
  invalid_request: 400,
  insufficient_credits: 402,
  rate_limited: 429,
  upstream_error: 502,
  server_error: 500,
  forbidden: 403,
};

/** The error type a status stands for, when the service's body does not name one. */
export const STATUS_ERROR: Readonly<Record<number, ErrorType>> = Object.fromEntries(
  ERROR_TYPES.map((type) => [ERROR_STATUS[type], type]),
);
