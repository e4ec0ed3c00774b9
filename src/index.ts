// Public exports of `people-search-cli`: the typed client, its types and its errors.

export type { CallOptions, PagesOptions, PeopleClientOptions, RetryNotice } from "./api/client.js";
export { AGENTIC_TIMEOUT_S, DEFAULT_TIMEOUT_S, normalizeBaseUrl, PeopleClient } from "./api/client.js";
export {
  AbortError,
  ConnectionError,
  ForbiddenError,
  InsufficientCreditsError,
  InvalidRequestError,
  InvalidResponseError,
  PeopleError,
  parseRetryAfter,
  RateLimitedError,
  ServerError,
  StreamError,
  StreamIncompleteError,
  TimeoutError,
  UnauthorizedError,
  UpstreamError,
} from "./api/errors.js";
export { redactKey } from "./api/redact.js";
export type { RetryDecision, RetryPolicy, RetryState } from "./api/retry.js";
export { backoffDelay, DEFAULT_POLICY, decideRetry } from "./api/retry.js";
export type {
  AgenticSearchRequest,
  AgenticSearchResponse,
  Balance,
  Credits,
  ErrorType,
  HeadcountRange,
  Message,
  PeopleSearchRequest,
  PeopleSearchResponse,
  Person,
  SearchEvent,
  SeniorityLevel,
  StructuredQuery,
  TranslateRequest,
  TranslateResponse,
} from "./api/schemas.js";
export {
  HEADCOUNT_RANGES,
  MAX_CONVERSATION_CHARS,
  MAX_MESSAGES,
  SENIORITY_LEVELS,
  StructuredQuerySchema,
} from "./api/schemas.js";
export { accumulateResponse, EventStream, eventCredits, eventLabel, eventText } from "./api/stream.js";
