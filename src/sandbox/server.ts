// The sandbox's HTTP service: the v1 interface of api-spec.md over a synthetic data set. Every request goes
// through one linear pipeline (authenticate, rate-limit, route, validate, charge, respond, reconcile) so
// the order in which refusals are decided is the same everywhere and visible in one place.
//
// Choices where the spec is silent (keep README's sandbox section in step with these):
// - Unknown path: 404, known path with the wrong method: 405 (with Allow); both use the Error shape with
//   type invalid_request. Paths outside /api/v1 are 404 before authentication; inside it, auth comes first.
// - The `credits` option is the monthly plan allowance; purchased credits start at 0. The allowance is spent
//   before purchased credits; the monthly refill happens at each UTC calendar month boundary and is applied
//   whenever the ledger is read, not only by GET /credits.
// - Agentic search checks the 2-per-key concurrency limit before the balance, and both before anything is
//   written. Sending both `query` and `messages`, or neither, is a 400. A conversation needs a user message
//   with content. Unknown top-level fields of request bodies are ignored; only the filter set is strict.
// - Translate runs before it charges; a sentence that yields no filter at all is a 400 (uncharged) rather
//   than an empty filter set that structured search would refuse anyway.
// - A cursor is bound to the filter set and limit (an omitted limit is the default 25); `cursor: null` is
//   the first page. Cursors are signed with a secret derived from the seed, so they survive a restart.
// - `GET /avatars/<key>` needs no key, as an image URL must work in any viewer.
// - A stream that fails through a fault or an internal error is refunded in full; a dropped stream is not.
// - Rate limiting counts every API request of a key (GET /credits included); control endpoints under
//   /_sandbox and avatars are not counted, not logged in `requests`, and not subject to faults.
// - When listening on a wildcard address, URLs the sandbox hands out use 127.0.0.1. A host other machines
//   can reach is refused unless `allowRemote` is set (host.ts).
// - One request cannot hold the others up: bodies, filter sets, sentences and cursors are bounded
//   (bounds.ts) and refused past a bound with 400 invalid_request before anything is charged.
// - A request that cannot be read (a target no URL comes from, anything Node's parser refuses) gets a 4xx
//   in the Error shape, never a 500; a body cut short is never routed, so it is never charged.
// - The request log keeps the most recent requests within a count and a character budget (request-log.ts).
import { createHash, randomBytes } from "node:crypto";
import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import type * as z from "zod/mini";
import { ERROR_STATUS, type ErrorType } from "../contract/errors.js";
import type { SearchEvent } from "../contract/events.js";
import { hasAnyFilter } from "../contract/filters.js";
import {
  AGENTIC_RESERVE,
  codePointLength,
  DEFAULT_LIMIT,
  MAX_CONVERSATION_CHARS,
  MAX_LIMIT,
  MAX_MESSAGES,
  MIN_LIMIT,
} from "../contract/limits.js";
import {
  AgenticSearchRequestSchema,
  describeZodError,
  type JsonObject,
  type Message,
  PeopleSearchRequestSchema,
  StructuredQuerySchema,
  safeParseReporting,
  TranslateRequestSchema,
} from "../contract/schemas.js";
import { redactKey } from "../contract/text.js";
import { planDurationMs, playPlan, sseFrame } from "./agent/play.js";
import { isLoopbackHost, SandboxHostError } from "./host.js";
import { type KeyKind, type RunningSandbox, SANDBOX_DEFAULTS, type SandboxOptions } from "./options.js";
import { BOUNDS, filterSetProblem, nestingDepth, textProblem, wordProblem } from "./service/bounds.js";
import { cursorSecret, decodeCursor, encodeCursor, queryFingerprint } from "./service/cursor.js";
import {
  type FaultConfig,
  FaultConfigError,
  FaultController,
  type FaultRoute,
  parseFaultConfig,
} from "./service/faults.js";
import { type ChargeSlip, Ledger } from "./service/ledger.js";
import { RateLimiter, retryAfterSeconds } from "./service/rate-limit.js";
import { type RecordedRequest, RequestLog, recordedBody } from "./service/request-log.js";
import { wait } from "./service/wait.js";
import type { AgenticInput } from "./types.js";

const API_PREFIX = "/api/v1";
const MAX_CONCURRENT_SEARCHES = 2;
const PLAN = { id: "sandbox", name: "Sandbox" };

interface RouteDef {
  method: "GET" | "POST";
  route: FaultRoute;
}
const ROUTES: Record<string, RouteDef> = {
  "/search": { method: "POST", route: "search" },
  "/people/search": { method: "POST", route: "people/search" },
  "/people/translate": { method: "POST", route: "people/translate" },
  "/credits": { method: "GET", route: "credits" },
};

/** A refusal on its way to the client: thrown anywhere in the pipeline, written once by the handler. */
class HttpError extends Error {
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly extra: { balance?: number; retryAfter?: number } = {},
    readonly headers: Record<string, string> = {},
    readonly status: number = ERROR_STATUS[type],
  ) {
    super(message);
  }
}

interface Body {
  /** The text, at most BOUNDS.bodyBytes of it. */
  raw: string;
  /** Bytes received in all. */
  bytes: number;
  tooLarge: boolean;
  /** The body never arrived whole (the client left, or its framing was malformed). */
  broken: boolean;
}

interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  id: string;
  body: Body;
  keyId: string;
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function redactHeaders(headers: IncomingMessage["headers"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(", ") : value;
    if (name === "x-api-key") out[name] = redactKey(text.trim());
    else if (name === "authorization") {
      const m = /^(\S+)\s+(.*)$/.exec(text.trim());
      out[name] = m ? `${m[1]} ${redactKey(m[2]!)}` : "(redacted)";
    } else out[name] = text;
  }
  return out;
}

function readBody(req: IncomingMessage): Promise<Body> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      // Keep draining an oversized body so the 400 can still be answered on this connection.
      if (size > BOUNDS.bodyBytes) tooLarge = true;
      else chunks.push(chunk);
    });
    const done = (broken: boolean) => () =>
      resolve({ raw: Buffer.concat(chunks).toString("utf8"), bytes: size, tooLarge, broken });
    req.on("end", done(false));
    req.on("error", done(true));
  });
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function sendError(res: ServerResponse, err: HttpError): void {
  const error: Record<string, unknown> = { type: err.type, message: err.message };
  if (err.extra.balance !== undefined) error.balance = err.extra.balance;
  if (err.extra.retryAfter !== undefined) error.retryAfter = err.extra.retryAfter;
  sendJson(res, err.status, { error }, err.headers);
}

function rateLimited(message: string, seconds: number, retryHeader?: string): HttpError {
  return new HttpError(
    "rate_limited",
    message,
    { retryAfter: seconds },
    { "retry-after": retryHeader ?? String(seconds) },
  );
}

function insufficient(balance: number, cost: number): HttpError {
  return new HttpError(
    "insufficient_credits",
    `This call needs ${cost} credit${cost === 1 ? "" : "s"} and the balance is ${balance}; buy credits or wait for the monthly refill.`,
    { balance },
  );
}

function invalid(message: string): HttpError {
  return new HttpError("invalid_request", message);
}

/** Parses the body as a JSON object, or says what to change. */
function jsonObject(body: Body): Record<string, unknown> {
  if (body.tooLarge) {
    throw invalid(
      `The request body is larger than the sandbox's limit of ${BOUNDS.bodyBytes / 1024 / 1024} MiB; send a smaller body.`,
    );
  }
  if (body.raw.trim() === "") throw invalid("The request body is empty; send a JSON object.");
  // Parsing, validating and logging all walk the value recursively: a deep enough body overflows the stack.
  const depth = nestingDepth(body.raw);
  if (depth > BOUNDS.depth) {
    throw invalid(
      `The request body nests ${depth} levels deep, over the sandbox's limit of ${BOUNDS.depth}; send a flatter body.`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(body.raw);
  } catch {
    throw invalid("The request body is not valid JSON; send a JSON object.");
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw invalid("The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}

function validate<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = safeParseReporting(schema, value);
  if (!parsed.success) throw invalid(sentence(describeZodError(parsed.error, "", value, schema)));
  return parsed.data;
}

function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

const NO_FILTER =
  "query sets no filter; set at least one field such as titleIncludes, locations or companyNames (a search for everybody is refused).";

/** A value quoted for a message, cut short so that a refusal never echoes a huge input back. */
function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Path and query of a request target, or undefined when no URL can be read from it. An origin-form target
 * ("/a?b") is read against a fixed origin, so that "//x" stays a path instead of naming a host; an
 * absolute-form one ("http://host/a") must be a valid http URL.
 */
function requestTarget(raw: string): { path: string; search: string } | undefined {
  try {
    const url = raw.startsWith("/") ? new URL(`http://sandbox.invalid${raw}`) : new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return { path: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}

function originFor(host: string, port: number): string {
  const h = host.includes(":") ? `[${host}]` : host;
  return `http://${h}:${port}`;
}

function httpDateIn(seconds: number): string {
  // An HTTP date has whole-second resolution; rounding up never shortens the wait asked for.
  return new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000).toUTCString();
}

export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? SANDBOX_DEFAULTS.host;
  // Decided before any work, so that a refused host costs nothing.
  const remote = !(await isLoopbackHost(host));
  if (remote && opts.allowRemote !== true) throw new SandboxHostError(host);
  const seed = opts.seed ?? SANDBOX_DEFAULTS.seed;
  const pace = Math.max(0, opts.pace ?? SANDBOX_DEFAULTS.pace);
  const baseClock = opts.now ?? Date.now;
  let clockOffset = 0;
  const now = (): number => baseClock() + clockOffset;

  const faults = new FaultController(opts.faults ?? faultsFromEnv());
  const dataset =
    opts.dataset ??
    (await import("./world/data.js")).createDataset({ seed, people: opts.people ?? SANDBOX_DEFAULTS.people });
  const translate = opts.translate ?? (await import("./agent/translate.js")).translateSentence;
  const planner = opts.planner ?? (await import("./agent/planner.js")).planAgenticSearch;

  const ledger = new Ledger(
    { ...PLAN, monthlyCredits: Math.max(0, opts.credits ?? SANDBOX_DEFAULTS.credits) },
    now,
    Math.max(0, opts.purchasedCredits ?? 0),
  );
  const limiter = new RateLimiter(opts.rateLimit ?? SANDBOX_DEFAULTS.rateLimit, now);
  const secret = cursorSecret(seed);
  const key = opts.key ?? `sk_sandbox_${randomBytes(16).toString("hex")}`;
  const keys = new Map<string, KeyKind>();
  const addKey = (k: string, kind: KeyKind): void => void keys.set(hashKey(k), kind);
  addKey(key, "valid");
  for (const k of opts.restrictedKeys ?? []) addKey(k, "restricted");
  for (const k of opts.revokedKeys ?? []) addKey(k, "revoked");

  const log = new RequestLog(opts.requestLog);
  const requests = log.entries;
  /** In-flight agentic runs by key id, each with the wall time it is expected to end. */
  const active = new Map<string, Set<{ endsAt: number }>>();
  const runs = new Set<Promise<void>>();
  const closing = new AbortController();
  let seq = 0;
  let origin = "";

  function authenticate(req: IncomingMessage): { keyId: string; kind: KeyKind } {
    const auth = req.headers.authorization;
    const apiKey = req.headers["x-api-key"];
    let given: string | undefined;
    if (auth !== undefined) {
      const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
      if (!m) {
        throw new HttpError(
          "unauthorized",
          'The Authorization header is malformed; send "Authorization: Bearer <API key>" or the key in X-Api-Key.',
        );
      }
      given = m[1];
    } else if (typeof apiKey === "string") {
      given = apiKey.trim();
    }
    if (!given) {
      throw new HttpError(
        "unauthorized",
        'No API key was sent; send "Authorization: Bearer <API key>" or the header X-Api-Key.',
      );
    }
    if (!/^[\x21-\x7e]{8,256}$/.test(given)) {
      throw new HttpError("unauthorized", "The API key is malformed; copy the whole key again and resend.");
    }
    const keyId = hashKey(given);
    const kind = keys.get(keyId);
    if (kind === undefined) {
      throw new HttpError("unauthorized", "The API key is not recognised; check it or create a new one.");
    }
    if (kind === "revoked") {
      throw new HttpError("unauthorized", "The API key has been revoked; create a new key and use that.");
    }
    return { keyId, kind };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    seq += 1;
    const id = `req_${seq.toString(16).padStart(8, "0")}`;
    res.setHeader("x-request-id", id);
    const target = requestTarget(req.url ?? "/");
    const path = target?.path ?? "";
    const body = await readBody(req);

    // Nobody is left to answer, or the parser already answered: acting on part of a body could charge
    // for a request that was never whole.
    if (body.broken) {
      res.destroy();
      return;
    }

    if (path.startsWith("/_sandbox/") || path.startsWith(`${API_PREFIX}/_sandbox/`)) {
      return control(req, res, path.slice(path.indexOf("/_sandbox/") + "/_sandbox".length), body);
    }

    const kept = recordedBody(body.raw, body.bytes);
    const record: RecordedRequest = {
      id,
      method: req.method ?? "GET",
      path: target ? target.path + target.search : (req.url ?? ""),
      headers: redactHeaders(req.headers),
      ...kept,
      time: now(),
    };
    log.add(record, typeof kept.body === "string" ? kept.body.length : body.raw.length);
    // A stream the client leaves never "finishes", so "close" records its status too.
    const noteStatus = (): void => {
      if (res.headersSent) record.status = res.statusCode;
    };
    res.on("finish", noteStatus);
    res.on("close", noteStatus);

    if (!target) {
      return sendError(
        res,
        invalid(
          `The request target ${quote(req.url ?? "")} is not a path or URL; send a path such as ${API_PREFIX}/credits.`,
        ),
      );
    }

    const avatar = /^(?:\/api\/v1)?\/avatars\/([^/]+)$/.exec(path);
    if (avatar && (req.method === "GET" || req.method === "HEAD")) return serveAvatar(res, avatar[1]!);

    try {
      if (!path.startsWith(`${API_PREFIX}/`)) {
        throw new HttpError(
          "invalid_request",
          `No such endpoint ${path}; API paths start with ${API_PREFIX}/.`,
          {},
          {},
          404,
        );
      }
      const { keyId, kind } = authenticate(req);
      const limit = limiter.take(keyId);
      if (!limit.ok) {
        const seconds = retryAfterSeconds(limit.retryAfterMs);
        throw rateLimited(`Too many requests for this key; wait ${seconds}s before the next one.`, seconds);
      }
      const sub = path.slice(API_PREFIX.length);
      const def = ROUTES[sub];
      if (!def)
        throw new HttpError(
          "invalid_request",
          `No such endpoint ${sub}; see the API reference for the paths.`,
          {},
          {},
          404,
        );
      if (req.method !== def.method) {
        throw new HttpError(
          "invalid_request",
          `${sub} takes ${def.method}, not ${req.method}; resend as ${def.method}.`,
          {},
          { allow: def.method },
          405,
        );
      }
      if (kind === "restricted" && sub !== "/credits") {
        throw new HttpError(
          "forbidden",
          "This API key is not permitted to call this endpoint; use a key with search access.",
        );
      }
      const delay = faults.delayMs();
      if (delay > 0) await wait(delay, closing.signal);
      const burst = faults.takeRateLimited(def.route);
      if (burst) {
        const header = burst.httpDate ? httpDateIn(burst.retryAfter) : String(Math.ceil(burst.retryAfter));
        throw rateLimited(
          `Too many requests for this key; wait ${burst.retryAfter}s before the next one.`,
          burst.retryAfter,
          header,
        );
      }
      if (faults.takeServerError(def.route)) {
        throw new HttpError("server_error", "The service failed unexpectedly; retry with backoff.");
      }
      const ctx: Ctx = { req, res, id, body, keyId };
      switch (def.route) {
        case "credits":
          return credits(ctx);
        case "people/search":
          return structuredSearch(ctx);
        case "people/translate":
          return translateQuery(ctx);
        case "search":
          // Awaited so that a refusal thrown inside the async handler still lands in the catch below.
          return await agenticSearch(ctx);
      }
    } catch (err) {
      if (err instanceof HttpError) return sendError(res, err);
      sendError(res, new HttpError("server_error", "The service failed unexpectedly; retry with backoff."));
    }
  }

  function serveAvatar(res: ServerResponse, rawKey: string): void {
    let personKey: string;
    try {
      personKey = decodeURIComponent(rawKey);
    } catch {
      personKey = rawKey;
    }
    const image = dataset.avatar(personKey);
    if (!image) {
      const message = "No avatar for that person key; use an avatarUrl the service returned.";
      sendError(res, new HttpError("invalid_request", message, {}, {}, 404));
      return;
    }
    const bytes = Buffer.from(image.body);
    res.writeHead(200, {
      "content-type": image.contentType,
      "content-length": bytes.length,
      "cache-control": "public, max-age=86400",
    });
    res.end(res.req.method === "HEAD" ? undefined : bytes);
  }

  function credits(ctx: Ctx): void {
    if (faults.takeUpstreamError("credits")) {
      throw new HttpError("upstream_error", "The balance could not be read just now; retry once.");
    }
    sendJson(ctx.res, 200, ledger.snapshot());
  }

  function charge(amount: number): ChargeSlip {
    const slip = ledger.take(amount);
    if (!slip) throw insufficient(ledger.balance(), amount);
    return slip;
  }

  function structuredSearch(ctx: Ctx): void {
    const body = jsonObject(ctx.body);
    // Checked before the schema so the message names the range instead of zod's wording.
    if (body.limit !== undefined) {
      const l = body.limit;
      if (typeof l !== "number" || !Number.isInteger(l) || l < MIN_LIMIT || l > MAX_LIMIT) {
        throw invalid(`limit must be an integer from ${MIN_LIMIT} to ${MAX_LIMIT}; got ${quote(l)}.`);
      }
    }
    const tooMuch =
      filterSetProblem(body.query, "query") ?? textProblem(body.cursor, "cursor", BOUNDS.cursorChars);
    if (tooMuch) throw invalid(tooMuch);
    if (body.query === undefined) throw invalid(`query is required; ${NO_FILTER}`);
    const request = validate(PeopleSearchRequestSchema, body);
    if (!hasAnyFilter(request.query)) throw invalid(NO_FILTER);
    const limit = request.limit ?? DEFAULT_LIMIT;
    const fingerprint = queryFingerprint(request.query, limit);
    let offset = 0;
    if (request.cursor !== undefined && request.cursor !== null) {
      const decoded = decodeCursor(secret, request.cursor);
      if (!decoded)
        throw invalid(
          "cursor is not one this service issued; pass back nextCursor unchanged, or omit it to start over.",
        );
      if (decoded.fingerprint !== fingerprint) {
        throw invalid(
          "cursor belongs to a different query or limit; resend the same query and limit that returned it, or omit the cursor to start over.",
        );
      }
      offset = decoded.offset;
    }
    if (faults.takeInsufficientCredits("people/search")) throw insufficient(ledger.balance(), 1);
    const slip = charge(1);
    if (faults.takePageFailure(offset) || faults.takeUpstreamError("people/search")) {
      ledger.giveBack(slip, 1);
      throw new HttpError(
        "upstream_error",
        "A source failed while reading this page; the charge was refunded, retry once.",
      );
    }
    try {
      const matches = dataset.match(request.query);
      const profiles = matches.slice(offset, limit, origin);
      const next = offset + limit;
      sendJson(ctx.res, 200, {
        profiles,
        totalCount: matches.total,
        nextCursor: next < matches.total ? encodeCursor(secret, next, fingerprint) : null,
        credits: { charged: Ledger.charged(slip), balance: ledger.balance() },
      });
    } catch (err) {
      ledger.giveBack(slip, 1);
      throw err;
    }
  }

  function translateQuery(ctx: Ctx): void {
    const body = jsonObject(ctx.body);
    if (typeof body.prompt === "string" && body.prompt.trim() === "") {
      throw invalid("prompt is empty; describe who you are looking for in one sentence.");
    }
    const tooMuch =
      textProblem(body.prompt, "prompt", BOUNDS.sentenceChars) ??
      wordProblem(body.prompt, "prompt") ??
      filterSetProblem(body.currentQuery, "currentQuery");
    if (tooMuch) throw invalid(tooMuch);
    const request = validate(TranslateRequestSchema, body);
    // Translating is pure and cheap, so it runs before the charge: a refusal below never costs anything.
    const query = StructuredQuerySchema.parse(translate(request.prompt, request.currentQuery));
    if (!hasAnyFilter(query)) {
      throw invalid(
        "prompt names no criterion the service understands; mention a role, seniority, place, company, industry, skill or years of experience.",
      );
    }
    if (faults.takeInsufficientCredits("people/translate")) throw insufficient(ledger.balance(), 1);
    const slip = charge(1);
    if (faults.takeUpstreamError("people/translate")) {
      ledger.giveBack(slip, 1);
      throw new HttpError(
        "upstream_error",
        "Translation failed on the service; the charge was refunded, retry once.",
      );
    }
    sendJson(ctx.res, 200, { query, credits: { charged: Ledger.charged(slip), balance: ledger.balance() } });
  }

  function agenticInput(body: Record<string, unknown>): AgenticInput {
    const tooLong =
      textProblem(body.query, "query", BOUNDS.sentenceChars) ?? wordProblem(body.query, "query");
    if (tooLong) throw invalid(tooLong);
    const request = validate(AgenticSearchRequestSchema, body);
    const hasQuery = request.query !== undefined;
    const hasMessages = request.messages !== undefined;
    if (hasQuery && hasMessages) throw invalid("Send either query or messages, not both.");
    if (!hasQuery && !hasMessages) throw invalid("Send query (one sentence) or messages (a conversation).");
    const input: AgenticInput = { rerank: request.rerank ?? true, origin };
    if (hasQuery) {
      if (request.query!.trim() === "")
        throw invalid("query is empty; describe who you are looking for in one sentence.");
      input.query = request.query!;
    } else {
      const messages: Message[] = request.messages!;
      if (messages.length === 0) throw invalid("messages is empty; send at least one user message.");
      if (messages.length > MAX_MESSAGES) {
        throw invalid(
          `messages holds ${messages.length} messages, over the limit of ${MAX_MESSAGES}; drop the oldest turns.`,
        );
      }
      let chars = 0;
      for (const m of messages) chars += codePointLength(m.content);
      if (chars > MAX_CONVERSATION_CHARS) {
        throw invalid(
          `messages hold ${chars} characters, over the limit of ${MAX_CONVERSATION_CHARS}; drop the oldest turns or shorten them.`,
        );
      }
      if (!messages.some((m) => m.role === "user" && m.content.trim() !== "")) {
        throw invalid("messages has no user message with content; add what you are looking for.");
      }
      input.messages = messages;
    }
    return input;
  }

  async function agenticSearch(ctx: Ctx): Promise<void> {
    const { res } = ctx;
    const body = jsonObject(ctx.body);
    const input = agenticInput(body);
    const stream = body.stream === true;

    // Everything that can refuse the search is decided here, before the first byte.
    const mine = active.get(ctx.keyId) ?? new Set<{ endsAt: number }>();
    active.set(ctx.keyId, mine);
    if (mine.size >= MAX_CONCURRENT_SEARCHES) {
      const soonest = Math.min(...[...mine].map((r) => r.endsAt));
      const seconds = retryAfterSeconds(soonest - Date.now());
      throw rateLimited(
        `This key already has ${MAX_CONCURRENT_SEARCHES} searches running; wait ${seconds}s for one to finish.`,
        seconds,
      );
    }
    if (faults.takeInsufficientCredits("search")) throw insufficient(ledger.balance(), AGENTIC_RESERVE);
    if (ledger.balance() < AGENTIC_RESERVE) throw insufficient(ledger.balance(), AGENTIC_RESERVE);
    const plan = planner(dataset, input);
    const cost = Math.min(AGENTIC_RESERVE, Math.max(0, plan.cost));
    const slip = charge(AGENTIC_RESERVE);
    if (faults.takeUpstreamError("search")) {
      ledger.giveBack(slip, AGENTIC_RESERVE);
      throw new HttpError(
        "upstream_error",
        "A source failed before the search could start; the reserve was refunded, retry once.",
      );
    }

    const slot = { endsAt: Date.now() + planDurationMs(plan, pace) };
    mine.add(slot);
    const streamFault = faults.takeStreamFault();
    const stop = new AbortController();
    const onClosing = (): void => stop.abort();
    closing.signal.addEventListener("abort", onClosing, { once: true });

    let attached = true;
    let failed: string | undefined;
    let emitted = 0;
    if (stream) {
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-cache",
        connection: "keep-alive",
      });
      res.flushHeaders();
    }
    // A client that leaves mid-stream stops receiving, not the run: it goes on and is reconciled.
    res.on("close", () => {
      attached = false;
    });

    const emit = (event: SearchEvent): boolean => {
      if (streamFault && emitted === streamFault.afterEvents && failed === undefined) {
        if (streamFault.kind === "error") {
          failed = streamFault.message;
          if (stream && attached && !res.destroyed) res.end(sseFrame({ type: "error", message: failed }));
          attached = false;
          return false;
        }
        // Cut the connection without the stream's end, but only after what was written has left: a
        // plain destroy would drop buffered events and the client would see fewer than E.
        const socket = res.socket;
        if (attached && socket) socket.end(() => socket.destroy());
        attached = false;
      }
      emitted += 1;
      if (stream && attached && !res.destroyed) res.write(sseFrame(event));
      return true;
    };

    const run = (async (): Promise<void> => {
      try {
        await playPlan(plan, { pace, signal: stop.signal, emit });
        if (failed === undefined) {
          ledger.giveBack(slip, AGENTIC_RESERVE - cost);
          const credits = { charged: Ledger.charged(slip), balance: ledger.balance() };
          if (emit({ type: "balance", ...credits }) && emit({ type: "done" })) {
            if (stream) {
              if (attached && !res.destroyed) res.end();
            } else {
              sendJson(res, 200, {
                answer: plan.answer,
                people: plan.people,
                companies: plan.companies as JsonObject[],
                repos: plan.repos as JsonObject[],
                credits,
              });
            }
          }
        }
        if (failed !== undefined) {
          // A failed run is refunded in full, whatever was reconciled before it failed.
          ledger.giveBack(slip, AGENTIC_RESERVE);
          if (!stream) sendError(res, new HttpError("upstream_error", failed));
        }
      } catch {
        ledger.giveBack(slip, AGENTIC_RESERVE);
        if (stream) {
          if (attached && !res.destroyed)
            res.end(
              sseFrame({
                type: "error",
                message: "The search failed on the service; the charge was refunded.",
              }),
            );
        } else
          sendError(
            res,
            new HttpError("server_error", "The search failed on the service; retry with backoff."),
          );
      } finally {
        mine.delete(slot);
        closing.signal.removeEventListener("abort", onClosing);
      }
    })();
    runs.add(run);
    void run.finally(() => runs.delete(run));
    await run;
  }

  async function control(req: IncomingMessage, res: ServerResponse, sub: string, body: Body): Promise<void> {
    try {
      const { kind } = authenticate(req);
      if (kind === "restricted")
        throw new HttpError("forbidden", "This API key is not permitted to control the sandbox.");
      const method = req.method ?? "GET";
      const input = (): Record<string, unknown> => (body.raw.trim() === "" ? {} : jsonObject(body));
      if (sub === "/faults") {
        if (method === "POST" || method === "PUT") {
          try {
            faults.set(parseFaultConfig(input()));
          } catch (err) {
            if (err instanceof FaultConfigError) throw invalid(sentence(err.message));
            throw err;
          }
        } else if (method === "DELETE") faults.clear();
        return sendJson(res, 200, { faults: faults.current() });
      }
      if (sub === "/requests") {
        if (method === "DELETE") log.clear();
        return sendJson(res, 200, { requests });
      }
      if (sub === "/credits" && method === "POST") {
        const b = input();
        if (b.purchase !== undefined) {
          if (typeof b.purchase !== "number" || !Number.isFinite(b.purchase))
            throw invalid("purchase must be a number.");
          ledger.addPurchased(b.purchase);
        }
        if (b.planCredits !== undefined) {
          if (typeof b.planCredits !== "number" || !Number.isFinite(b.planCredits))
            throw invalid("planCredits must be a number.");
          ledger.setPlanCredits(b.planCredits);
        }
        return sendJson(res, 200, ledger.snapshot());
      }
      if (sub === "/clock" && (method === "POST" || method === "GET")) {
        const b = method === "POST" ? input() : {};
        if (b.advanceMs !== undefined) {
          if (typeof b.advanceMs !== "number" || !Number.isFinite(b.advanceMs))
            throw invalid("advanceMs must be a number.");
          clockOffset += b.advanceMs;
        }
        if (b.offsetMs !== undefined) {
          if (typeof b.offsetMs !== "number" || !Number.isFinite(b.offsetMs))
            throw invalid("offsetMs must be a number.");
          clockOffset = b.offsetMs;
        }
        return sendJson(res, 200, { now: now(), offsetMs: clockOffset });
      }
      if (sub === "/keys" && method === "POST") {
        const b = input();
        if (typeof b.revoke === "string") {
          const id = hashKey(b.revoke);
          if (!keys.has(id)) throw invalid("revoke names a key this sandbox does not know.");
          keys.set(id, "revoked");
          return sendJson(res, 200, { revoked: true });
        }
        const k = b.kind ?? "valid";
        if (k !== "valid" && k !== "restricted" && k !== "revoked") {
          throw invalid(`kind ${quote(k)} is not allowed; use one of: valid, restricted, revoked.`);
        }
        return sendJson(res, 200, { key: createKey(k), kind: k });
      }
      throw new HttpError(
        "invalid_request",
        `No such sandbox control ${method} /_sandbox${sub}.`,
        {},
        {},
        404,
      );
    } catch (err) {
      if (err instanceof HttpError) return sendError(res, err);
      sendError(res, new HttpError("server_error", "The sandbox failed unexpectedly."));
    }
  }

  function createKey(kind: KeyKind): string {
    const k = `sk_sandbox_${randomBytes(16).toString("hex")}`;
    addKey(k, kind);
    return k;
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      sendError(res, new HttpError("server_error", "The service failed unexpectedly; retry with backoff."));
    });
  });

  server.on("clientError", answerClientError);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? SANDBOX_DEFAULTS.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const listenOrigin = originFor(host, port);
  // A wildcard address is not somewhere a client can fetch an avatar from; loopback is.
  origin = host === "0.0.0.0" || host === "::" ? originFor("127.0.0.1", port) : listenOrigin;

  async function idle(): Promise<void> {
    while (runs.size > 0) await Promise.allSettled([...runs]);
  }

  return {
    origin,
    baseUrl: origin + API_PREFIX,
    key,
    port,
    remote,
    faults,
    requests,
    balance: () => ledger.snapshot(),
    addCredits: (amount) => ledger.addPurchased(amount),
    advanceClock: (ms) => {
      clockOffset += ms;
    },
    createKey,
    idle,
    close: async () => {
      closing.abort();
      await idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * A request Node's parser refused before there was a request to hand over (bad request line, bad header,
 * headers too large, too slow to arrive): answered in the Error shape, as every other refusal is, instead of
 * Node's bare status line.
 */
function answerClientError(err: NodeJS.ErrnoException & { reason?: unknown }, socket: Duplex): void {
  // As Node's own handler: answer only when no response has started on this connection (a body that turns
  // out malformed arrives after its request was handed over, but before anything was answered).
  const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  let status = 400;
  let message = `The request is not valid HTTP${typeof err.reason === "string" ? ` (${err.reason.toLowerCase()})` : ""}; check its request line and headers.`;
  if (err.code === "HPE_HEADER_OVERFLOW") {
    status = 431;
    message = "The request headers are larger than the sandbox accepts; send fewer or shorter headers.";
  } else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") {
    status = 408;
    message = "The request took too long to arrive; send it again.";
  }
  const text = JSON.stringify({ error: { type: "invalid_request", message } });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
}

function faultsFromEnv(): FaultConfig | undefined {
  const raw = process.env.PEOPLE_SANDBOX_FAULTS;
  if (raw === undefined || raw.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FaultConfigError("PEOPLE_SANDBOX_FAULTS is not valid JSON; set it to a fault config object.");
  }
  return parseFaultConfig(value);
}
