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
  ProxyRefusedError,
  parseRetryAfter,
  RateLimitedError,
  ServerError,
  StreamError,
  StreamIncompleteError,
  TimeoutError,
  UnauthorizedError,
  UpstreamError,
} from "./api/errors.js";
export type { RetryDecision, RetryPolicy, RetryState } from "./api/retry.js";
export { backoffDelay, DEFAULT_POLICY, decideRetry } from "./api/retry.js";
export { accumulateResponse, EventStream, eventCredits, eventLabel, eventText } from "./api/stream.js";
export type { ErrorType } from "./contract/errors.js";
export type { SearchEvent } from "./contract/events.js";
export type {
  FilterDescriptor,
  HeadcountRange,
  SeniorityLevel,
  StructuredQuery,
} from "./contract/filters.js";
export { FILTER_FIELDS, HEADCOUNT_RANGES, SENIORITY_LEVELS } from "./contract/filters.js";
export { COSTS, MAX_CONVERSATION_CHARS, MAX_LIMIT, MAX_MESSAGES } from "./contract/limits.js";
export type {
  AgenticSearchRequest,
  AgenticSearchResponse,
  Balance,
  Credits,
  Message,
  PeopleSearchRequest,
  PeopleSearchResponse,
  Person,
  TranslateRequest,
  TranslateResponse,
} from "./contract/schemas.js";
export { StructuredQuerySchema } from "./contract/schemas.js";
export { redactKey } from "./contract/text.js";
