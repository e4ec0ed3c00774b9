// The typed client for the v1 interface. It validates what it sends with the shared schemas, retries as
// the contract says, throws typed errors and never prints: logging goes through an injected callback.
import { type Dispatcher, EnvHttpProxyAgent, Agent as UndiciAgent } from "undici";
import type * as z from "zod/mini";
import { OPERATIONS, type OperationName, pathOf } from "../contract/operations.js";
import {
  type AgenticSearchRequest,
  type AgenticSearchResponse,
  AgenticSearchResponseSchema,
  type Balance,
  BalanceSchema,
  describeZodError,
  type PeopleSearchRequest,
  PeopleSearchRequestSchema,
  type PeopleSearchResponse,
  PeopleSearchResponseSchema,
  type TranslateRequest,
  type TranslateResponse,
  TranslateResponseSchema,
} from "../contract/schemas.js";
import { keyProblem, redactKey } from "../contract/text.js";
import {
  AbortError,
  errorFromResponse,
  InvalidRequestError,
  InvalidResponseError,
  PeopleError,
  UnauthorizedError,
} from "./errors.js";
import { proxyFor, wrapNetworkError } from "./network.js";
import { DEFAULT_POLICY, decideRetry, initialRetryState, nextRetryState, type RetryPolicy } from "./retry.js";
import { sleep } from "./sleep.js";
import { EventStream } from "./stream.js";

/** Default timeout for ordinary calls (seconds). */
export const DEFAULT_TIMEOUT_S = 60;
/** The spec recommends at least 3 minutes for blocking agentic search. */
export const AGENTIC_TIMEOUT_S = 180;

export interface RetryNotice {
  /** What failed. */
  error: PeopleError;
  /** How long the client will wait before trying again. */
  delayMs: number;
  /** 1 for the first retry. */
  attempt: number;
}

export interface PeopleClientOptions {
  /** The service's base URL, ending in `/api/v1` (a trailing slash is ignored). */
  baseUrl: string;
  apiKey: string;
  /** Seconds before a call (or a quiet stream) gives up. Default 60; blocking agentic search at least 180. */
  timeout?: number;
  maxRetries?: number;
  /** Longest `rate_limited` wait (seconds) the client will sit out. Default 60. */
  maxWait?: number;
  /** HTTP dispatcher. Default: a keep-alive agent honouring HTTPS_PROXY, HTTP_PROXY and NO_PROXY. */
  dispatcher?: Dispatcher;
  userAgent?: string;
  /** Injected for tests: waits `ms`, rejecting if `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  /** Called before each retry wait (the CLI shows a countdown). */
  onRetry?: (notice: RetryNotice) => void | Promise<void>;
  /** Called with one line per request and response, the key never included. */
  log?: (line: string) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's retry policy for this call. */
  retry?: Partial<RetryPolicy>;
  /** Overrides the timeout (seconds) for this call. */
  timeout?: number;
}

export interface PagesOptions extends CallOptions {
  /**
   * Asked before each further page is requested, with the page just received and how many pages have
   * been fetched. Returning false ends the walk without spending another credit.
   */
  shouldFetchNext?: (page: PeopleSearchResponse, pagesFetched: number) => boolean;
  /** Fetch page n+1 while page n is being consumed. Default true. */
  prefetch?: boolean;
  /** Awaited before each further page is requested (a caller pacing itself to a rate limit). */
  beforeRequest?: () => Promise<void>;
}

/** A request's method and its path under the base URL, parameters filled in. */
interface Target {
  method: "GET" | "POST";
  path: string;
}

/** The method and path of operation `name` (operations.ts), with `params` in its path. */
function call(name: OperationName, params?: Readonly<Record<string, string>>): Target {
  return { method: OPERATIONS[name].method, path: pathOf(name, params) };
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Dispatcher.ResponseData["body"];
}

/** Removes any trailing slash so `.../api/v1` and `.../api/v1/` are the same base. */
export function normalizeBaseUrl(url: string): string {
  return url.trim().replace(/\/+$/, "");
}

/** The typed client for the people-search service's v1 interface. */
export class PeopleClient {
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #timeout: number;
  readonly #policy: RetryPolicy;
  readonly #dispatcher: Dispatcher;
  readonly #ownsDispatcher: boolean;
  readonly #userAgent: string;
  readonly #sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly #random: () => number;
  readonly #onRetry: PeopleClientOptions["onRetry"];
  readonly #log: PeopleClientOptions["log"];

  constructor(options: PeopleClientOptions) {
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    this.#apiKey = options.apiKey;
    this.#timeout = options.timeout ?? DEFAULT_TIMEOUT_S;
    this.#policy = {
      ...DEFAULT_POLICY,
      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      ...(options.maxWait !== undefined ? { maxWait: options.maxWait } : {}),
    };
    this.#ownsDispatcher = !options.dispatcher;
    this.#dispatcher = options.dispatcher ?? new EnvHttpProxyAgent({ keepAliveTimeout: 10_000 });
    this.#userAgent = options.userAgent ?? `people-search-cli node/${process.versions.node}`;
    this.#sleep = options.sleep ?? sleep;
    this.#random = options.random ?? Math.random;
    this.#onRetry = options.onRetry;
    this.#log = options.log;
  }

  /** A dispatcher that never uses a proxy: for talking to a service on this machine. */
  static directDispatcher(): Dispatcher {
    return new UndiciAgent({ keepAliveTimeout: 10_000 });
  }

  /** The credit balance. Free. */
  async getCredits(options: CallOptions = {}): Promise<Balance> {
    return this.#json(call("getCredits"), undefined, BalanceSchema, options);
  }

  /** Turns an English sentence into a filter set (1 credit). */
  async translateQuery(body: TranslateRequest, options: CallOptions = {}): Promise<TranslateResponse> {
    if (!body.prompt || body.prompt.trim() === "")
      throw new InvalidRequestError({ type: "invalid_request", message: "prompt: the sentence is empty" });
    return this.#json(call("translateQuery"), body, TranslateResponseSchema, options);
  }

  /** One page of a structured search (1 credit). */
  async structuredSearch(
    body: PeopleSearchRequest,
    options: CallOptions = {},
  ): Promise<PeopleSearchResponse> {
    const parsed = PeopleSearchRequestSchema.safeParse(body);
    if (!parsed.success)
      throw new InvalidRequestError({
        type: "invalid_request",
        message: describeZodError(parsed.error, "", body, PeopleSearchRequestSchema),
      });
    return this.#json(call("structuredSearch"), body, PeopleSearchResponseSchema, options);
  }

  /**
   * Every page of a structured search from `body.cursor` on, passing `nextCursor` back unchanged with
   * every other parameter unchanged. Lazily fetched, one page ahead at most.
   */
  async *pages(body: PeopleSearchRequest, options: PagesOptions = {}): AsyncGenerator<PeopleSearchResponse> {
    const { shouldFetchNext, prefetch = true, beforeRequest, ...call } = options;
    const next = (cursor: string): Promise<PeopleSearchResponse> =>
      beforeRequest
        ? beforeRequest().then(() => this.structuredSearch({ ...body, cursor }, call))
        : this.structuredSearch({ ...body, cursor }, call);
    let pending: Promise<PeopleSearchResponse> | undefined = this.structuredSearch(body, call);
    let fetched = 1;
    try {
      while (pending) {
        const page: PeopleSearchResponse = await pending;
        pending = undefined;
        const more =
          page.nextCursor !== null &&
          page.nextCursor !== undefined &&
          (shouldFetchNext?.(page, fetched) ?? true);
        if (more && prefetch) {
          pending = next(page.nextCursor as string);
          // An unconsumed prefetch must not surface as an unhandled rejection.
          pending.catch(() => {});
          fetched++;
        }
        yield page;
        if (more && !prefetch) {
          pending = next(page.nextCursor as string);
          fetched++;
        }
      }
    } finally {
      pending?.catch(() => {});
    }
  }

  /** Agentic search, blocking form. Waits at least 3 minutes by default. */
  async agenticSearch(
    body: Omit<AgenticSearchRequest, "stream">,
    options: CallOptions = {},
  ): Promise<AgenticSearchResponse> {
    return this.#json(call("agenticSearch"), { ...body, stream: false }, AgenticSearchResponseSchema, {
      ...options,
      timeout: options.timeout ?? Math.max(this.#timeout, AGENTIC_TIMEOUT_S),
    });
  }

  /**
   * Agentic search, streamed form: resolves once the stream has begun (status 200). Anything that refuses
   * the search arrives before that as a typed error, retried per policy; once begun it is never re-sent.
   */
  async agenticSearchStream(
    body: Omit<AgenticSearchRequest, "stream">,
    options: CallOptions = {},
  ): Promise<EventStream> {
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    options.signal?.addEventListener("abort", onAbort, { once: true });
    const res = await this.#send(
      call("agenticSearch"),
      { ...body, stream: true },
      {
        ...options,
        signal: controller.signal,
        timeout: options.timeout ?? Math.max(this.#timeout, AGENTIC_TIMEOUT_S),
      },
    );
    const type = res.headers["content-type"] ?? "";
    if (!type.includes("text/event-stream")) {
      const text = await res.body.text().catch(() => "");
      throw new InvalidResponseError({
        type: "invalid_response",
        status: res.status,
        message: `expected an event stream, got ${type || "no content type"} (${text.slice(0, 80)})`,
      });
    }
    return new EventStream(res.body, () => {
      options.signal?.removeEventListener("abort", onAbort);
      controller.abort();
      res.body.destroy();
    });
  }

  /** Closes pooled connections (the process can then exit without waiting for keep-alive timers). */
  async close(): Promise<void> {
    if (this.#ownsDispatcher) await this.#dispatcher.close();
  }

  /** Sends, reads a JSON body and checks it against `schema`; a body that does not fit is refused in zod's words. */
  async #json<T>(target: Target, body: unknown, schema: z.ZodMiniType<T>, options: CallOptions): Promise<T> {
    const res = await this.#send(target, body, options);
    let value: unknown;
    try {
      value = await res.body.json();
    } catch (err) {
      if (options.signal?.aborted) throw aborted(err);
      throw new InvalidResponseError({
        type: "invalid_response",
        status: res.status,
        message: "the service sent a body that is not JSON",
        cause: err,
      });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      throw new InvalidResponseError({
        type: "invalid_response",
        status: res.status,
        message: `the service sent an unexpected response (${describeZodError(parsed.error, "", value, schema)})`,
      });
    return parsed.data;
  }

  /** Sends with retries; resolves with a 2xx response whose body is still unread. */
  async #send(target: Target, body: unknown, options: CallOptions): Promise<RawResponse> {
    // A key that cannot travel in a header would fail as a "network error" on every retry: refuse it here.
    const problem = keyProblem(this.#apiKey);
    if (problem)
      throw new UnauthorizedError({ type: "unauthorized", message: `${problem}; nothing was sent` });
    const policy = { ...this.#policy, ...options.retry };
    let state = initialRetryState();
    for (;;) {
      let error: PeopleError;
      try {
        return await this.#once(target, body, options);
      } catch (err) {
        if (!(err instanceof Error) || !("type" in err)) throw err;
        error = err as PeopleError;
      }
      if (options.signal?.aborted) throw error;
      const decision = decideRetry(error, state, policy, this.#random);
      if (!decision.retry) throw error;
      state = nextRetryState(state, decision.reason);
      const attempt = state.retries + state.rateLimitRetries;
      await this.#onRetry?.({ error, delayMs: decision.delayMs, attempt });
      this.#log?.(`retry ${attempt} after ${error.type} in ${(decision.delayMs / 1000).toFixed(1)}s`);
      try {
        await this.#sleep(decision.delayMs, options.signal);
      } catch (cause) {
        throw new AbortError({ type: "aborted", message: "interrupted while waiting to retry", cause });
      }
    }
  }

  async #once({ method, path }: Target, body: unknown, options: CallOptions): Promise<RawResponse> {
    const url = `${this.baseUrl}${path}`;
    const timeoutMs = (options.timeout ?? this.#timeout) * 1000;
    // Timed only for the log: the first use of `performance` loads Node's perf_hooks.
    const started = this.#log ? performance.now() : 0;
    this.#log?.(`→ ${method} ${url} (authorization: Bearer ${redactKey(this.#apiKey)})`);
    let res: Dispatcher.ResponseData;
    try {
      // The dispatcher's own request(), not undici's top-level one: the CLI bundles only the parts of undici
      // it uses (see scripts/build/), and the top-level function comes with all of them.
      const target = new URL(url);
      res = await this.#dispatcher.request({
        origin: target.origin,
        path: `${target.pathname}${target.search}`,
        method,
        headers: {
          authorization: `Bearer ${this.#apiKey}`,
          "user-agent": this.#userAgent,
          accept: "application/json, text/event-stream",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
    } catch (err) {
      // undici rejects with the signal's reason, whatever it is (the CLI's InterruptedError on Ctrl-C):
      // an aborted call is an interruption, not a network failure.
      if (options.signal?.aborted) throw aborted(err);
      throw wrapNetworkError(err, url, this.#ownsDispatcher ? proxyFor(url) : undefined);
    }
    const headers = flattenHeaders(res.headers);
    this.#log?.(
      `← ${res.statusCode} ${method} ${path} in ${Math.round(performance.now() - started)} ms${headers["x-request-id"] ? ` (request ${headers["x-request-id"]})` : ""}`,
    );
    if (res.statusCode >= 200 && res.statusCode < 300)
      return { status: res.statusCode, headers, body: res.body };
    let parsed: unknown;
    try {
      parsed = await res.body.json();
    } catch {
      parsed = undefined;
    }
    let error = errorFromResponse(res.statusCode, parsed, headers);
    // A 404 outside the error shape is some other server's page: the base URL is likely wrong.
    if (error.type === "http_error" && res.statusCode === 404)
      error = new PeopleError({
        type: "not_found",
        status: 404,
        message: `${method} ${url} answered HTTP 404, not in the service's error shape`,
        headers,
      });
    this.#log?.(`  ${error.type}: ${error.message}`);
    throw error;
  }
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(", ") : v;
  return out;
}

function aborted(cause: unknown): AbortError {
  return new AbortError({ type: "aborted", message: "the request was interrupted", cause });
}
