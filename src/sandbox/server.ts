// The sandbox's HTTP service: the v1 interface of api-spec.md over a synthetic data set. Every request goes
// through one linear pipeline (PIPELINE below: read, authenticate, rate-limit, faults, route; then inside
// the route: validate, charge, respond, reconcile), so the order in which refusals are decided is the same
// everywhere and visible in one place. Per-key state lives in account.ts, the HTTP helpers and the one
// charge → fault → refund sequence in http.ts, each endpoint in routes/.
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
//   /_sandbox are not counted, not logged in `requests`, and not subject to faults; avatars are logged,
//   but neither counted nor subject to faults.
// - When listening on a wildcard address, URLs the sandbox hands out use 127.0.0.1. A host other machines
//   can reach is refused unless `allowRemote` is set; an empty host or one that does not resolve is refused
//   always (host.ts).
// - One request cannot hold the others up: bodies, filter sets, sentences and cursors are bounded
//   (bounds.ts) and refused past a bound with 400 invalid_request before anything is charged.
// - A request that cannot be read (a target no URL comes from, anything Node's parser refuses) gets a 4xx
//   in the Error shape, never a 500; a body cut short is never routed, so it is never charged. So do the
//   requests Node would answer itself: HTTP/1.1 without Host (400), an Expect other than 100-continue
//   (417, at once), CONNECT (400; the sandbox is no proxy). Those three and parser refusals are not logged.
// - The request log keeps the most recent requests within a count and a character budget (request-log.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { OPERATIONS, V1_PREFIX } from "../contract/operations.js";
import { Account } from "./account.js";
import { resolveListenAddress, SandboxHostError } from "./host.js";
import {
  answerClientError,
  answerConnect,
  type Body,
  expectationFailed,
  HttpError,
  httpDateIn,
  invalid,
  notFound,
  quote,
  type RequestTarget,
  rateLimited,
  readBody,
  requestTarget,
  sendError,
  unexpected,
} from "./http.js";
import { type KeyKind, type RunningSandbox, SANDBOX_DEFAULTS, type SandboxOptions } from "./options.js";
import { type ApiRoute, matchRoute } from "./router.js";
import { AVATAR_PATH, serveAvatar } from "./routes/avatars.js";
import type { RequestContext, SandboxParts } from "./routes/context.js";
import { sandboxControl } from "./routes/control.js";
import { cursorSecret } from "./service/cursor.js";
import { FaultController, faultsFromEnv } from "./service/faults.js";
import { retryAfterSeconds } from "./service/rate-limit.js";
import { RequestLog } from "./service/request-log.js";
import { wait } from "./service/wait.js";

const API_PREFIX = V1_PREFIX;

/** A request on its way through the pipeline: each stage fills in what later ones read. */
interface Exchange {
  readonly sandbox: SandboxParts;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly id: string;
  /** From `readRequest` on: the target (undefined when no URL can be read from it), its path, the body. */
  target?: RequestTarget;
  path: string;
  body?: Body;
  /** From `authenticate` on. */
  keyId?: string;
  kind?: KeyKind;
  /** From `resolveRoute` on: the endpoint (routes/index.ts) and the parameters its path took. */
  route?: ApiRoute;
  params?: Record<string, string>;
}

/** "done": the exchange is answered (or abandoned) and ends here; undefined: on to the next stage. */
type Step = "done" | undefined;

/**
 * What every request goes through, in this order. A stage refuses by throwing an HttpError, which is
 * answered once, in the Error shape; control calls and avatars leave the pipeline early.
 */
const PIPELINE: ReadonlyArray<(x: Exchange) => Step | Promise<Step>> = [
  readRequest, // the target and the whole body; a body cut short is never routed
  checkHost, // 400 for HTTP/1.1 without Host (Node's own check answers with an empty body)
  control, // /_sandbox/*: its own key check; not logged, rate limited or faulted
  logRequest, // the request log, and the status once answered
  checkTarget, // 400 for a target no URL comes from
  avatar, // GET|HEAD /avatars/<key>: no key needed, not rate limited or faulted
  checkApiPath, // 404 outside /api/v1, before authentication
  authenticate, // 401
  rateLimit, // 429: every API request of a key counts, GET /credits too
  resolveRoute, // 404 unknown path, 405 wrong method, 403 restricted key
  injectFaults, // delayMs, then a 429 or a 500 fault of this route
  route, // the route's own file: validate, charge, respond, reconcile
];

/** Runs one request through the pipeline; anything unexpected is a 500 in the Error shape. */
async function runPipeline(x: Exchange): Promise<void> {
  try {
    for (const stage of PIPELINE) {
      const step = stage(x);
      if ((step instanceof Promise ? await step : step) === "done") return;
    }
  } catch (err) {
    sendError(x.res, err instanceof HttpError ? err : unexpected());
  }
}

async function readRequest(x: Exchange): Promise<Step> {
  x.target = requestTarget(x.req.url ?? "/");
  x.path = x.target?.path ?? "";
  x.body = await readBody(x.req);
  // Nobody is left to answer, or the parser already answered: acting on part of a body could charge
  // for a request that was never whole.
  if (x.body.broken) {
    x.res.destroy();
    return "done";
  }
  return undefined;
}

function checkHost(x: Exchange): Step {
  const { req } = x;
  if (req.httpVersion !== "1.1" || req.headers.host !== undefined) return undefined;
  throw invalid("An HTTP/1.1 request needs a Host header; send one, such as Host: 127.0.0.1.");
}

function contextOf(x: Exchange): RequestContext {
  return { sandbox: x.sandbox, req: x.req, res: x.res, id: x.id, path: x.path, body: x.body! };
}

function control(x: Exchange): Step {
  if (!x.path.startsWith("/_sandbox/") && !x.path.startsWith(`${API_PREFIX}/_sandbox/`)) return undefined;
  sandboxControl(contextOf(x));
  return "done";
}

function logRequest(x: Exchange): Step {
  const { req, res, target } = x;
  const body = x.body!;
  const record = x.sandbox.log.add({
    id: x.id,
    method: req.method ?? "GET",
    path: target ? target.path + target.search : (req.url ?? ""),
    headers: req.headers,
    raw: body.raw,
    bytes: body.bytes,
    cut: body.tooLarge,
    time: x.sandbox.account.now(),
  });
  // A stream the client leaves never "finishes", so "close" records its status too.
  const noteStatus = (): void => {
    if (res.headersSent) record.status = res.statusCode;
  };
  res.on("finish", noteStatus);
  res.on("close", noteStatus);
  return undefined;
}

function checkTarget(x: Exchange): Step {
  if (x.target) return undefined;
  throw invalid(
    `The request target ${quote(x.req.url ?? "")} is not a path or URL; send a path such as ${API_PREFIX}${OPERATIONS.getCredits.path}.`,
  );
}

function avatar(x: Exchange): Step {
  if (!AVATAR_PATH.test(x.path) || (x.req.method !== "GET" && x.req.method !== "HEAD")) return undefined;
  serveAvatar(contextOf(x));
  return "done";
}

function checkApiPath(x: Exchange): Step {
  if (x.path.startsWith(`${API_PREFIX}/`)) return undefined;
  throw notFound(`No such endpoint ${x.path}; API paths start with ${API_PREFIX}/.`);
}

function authenticate(x: Exchange): Step {
  const { keyId, kind } = x.sandbox.account.authenticate(x.req.headers);
  x.keyId = keyId;
  x.kind = kind;
  return undefined;
}

function rateLimit(x: Exchange): Step {
  const limit = x.sandbox.account.limiter.take(x.keyId!);
  if (limit.ok) return undefined;
  const seconds = retryAfterSeconds(limit.retryAfterMs);
  throw rateLimited(`Too many requests for this key; wait ${seconds}s before the next one.`, seconds);
}

function resolveRoute(x: Exchange): Step {
  const sub = x.path.slice(API_PREFIX.length);
  const match = matchRoute(x.req.method ?? "", sub);
  if (!match) throw notFound(`No such endpoint ${sub}; see the API reference for the paths.`);
  if (!match.found) {
    const allow = match.allow.join(", ");
    throw new HttpError(
      "invalid_request",
      `${sub} takes ${match.allow.join(" or ")}, not ${x.req.method}; resend as ${match.allow[0]}.`,
      {},
      { allow },
      405,
    );
  }
  const def = match.route;
  if (x.kind === "restricted" && !def.openToRestricted) {
    throw new HttpError(
      "forbidden",
      "This API key is not permitted to call this endpoint; use a key with search access.",
    );
  }
  x.route = def;
  x.params = match.params;
  return undefined;
}

async function injectFaults(x: Exchange): Promise<Step> {
  const { faults } = x.sandbox.account;
  const name = x.route!.fault;
  const delay = faults.delayMs();
  if (delay > 0) await wait(delay, x.sandbox.closing);
  const burst = faults.takeRateLimited(name);
  if (burst) {
    const header = burst.httpDate ? httpDateIn(burst.retryAfter) : String(Math.ceil(burst.retryAfter));
    throw rateLimited(
      `Too many requests for this key; wait ${burst.retryAfter}s before the next one.`,
      burst.retryAfter,
      header,
    );
  }
  if (faults.takeServerError(name)) throw unexpected();
  return undefined;
}

async function route(x: Exchange): Promise<Step> {
  // Awaited, so that a refusal thrown inside an async route still lands in the pipeline's catch.
  await x.route!.handle({ ...contextOf(x), keyId: x.keyId!, params: x.params ?? {} });
  return "done";
}

/**
 * Starts a sandbox and resolves once it listens. Rejects with SandboxHostError for a `host` other machines
 * can reach without `allowRemote`, with SandboxAddressError for a `host` that is empty or does not resolve
 * (whatever `allowRemote` says), with FaultConfigError for a fault config that is not valid (the option
 * or PEOPLE_SANDBOX_FAULTS), or with the error `listen` gave (a port in use).
 */
export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = opts.host ?? SANDBOX_DEFAULTS.host;
  // Decided before any work, so that a refused host costs nothing; what is checked is what `listen` gets.
  const address = await resolveListenAddress(host);
  const remote = !address.loopback;
  if (remote && opts.allowRemote !== true) throw new SandboxHostError(host);
  const seed = opts.seed ?? SANDBOX_DEFAULTS.seed;
  const faults = new FaultController(opts.faults ?? faultsFromEnv());
  const closing = new AbortController();
  const sandbox: SandboxParts = {
    dataset:
      opts.dataset ??
      (await import("./world/data.js")).createDataset({
        seed,
        people: opts.people ?? SANDBOX_DEFAULTS.people,
      }),
    translate: opts.translate ?? (await import("./agent/translate.js")).translateSentence,
    planner: opts.planner ?? (await import("./agent/planner.js")).planAgenticSearch,
    account: new Account(opts, faults),
    pace: Math.max(0, opts.pace ?? SANDBOX_DEFAULTS.pace),
    cursorSecret: cursorSecret(seed),
    log: new RequestLog(opts.requestLog),
    origin: "",
    closing: closing.signal,
  };

  let seq = 0;
  const nextId = (): string => {
    seq += 1;
    return `req_${seq.toString(16).padStart(8, "0")}`;
  };
  // Node would answer an HTTP/1.1 request without Host with an empty 400 before the pipeline sees it.
  const server: Server = createServer({ requireHostHeader: false }, (req, res) => {
    const id = nextId();
    res.setHeader("x-request-id", id);
    runPipeline({ sandbox, req, res, id, path: "" }).catch(() => sendError(res, unexpected()));
  });
  // A client may send its request and close its side (`printf ... | nc -N`, a raw socket's end()): Node
  // would then abort a request it has read whole whenever the close arrives before the request's end has
  // been read, and the sandbox would close without an answer. Half-open, the request is answered and the
  // connection closed after it; a close mid-request is still a parse error, answered below.
  (server as Server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;
  // What Node answers without the pipeline, each in the Error shape instead: a request it cannot parse, an
  // Expect it does not know (a bare 417), and CONNECT (closed without a word). None of them is logged.
  server.on("clientError", answerClientError);
  server.on("checkExpectation", (req, res) => {
    res.setHeader("x-request-id", nextId());
    sendError(res, expectationFailed(req.headers.expect ?? ""));
  });
  server.on("connect", (_req, socket) => answerConnect(socket, nextId()));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? SANDBOX_DEFAULTS.port, address.listen, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // A wildcard address is not somewhere a client can fetch an avatar from; loopback is.
  const wildcard = address.listen === "0.0.0.0" || address.listen === "::";
  const origin = originFor(wildcard ? "127.0.0.1" : address.name, port);
  sandbox.origin = origin;

  const { account } = sandbox;
  return {
    origin,
    baseUrl: origin + API_PREFIX,
    key: account.key,
    port,
    remote,
    size: sandbox.dataset.size,
    faults,
    requests: sandbox.log.entries,
    balance: () => account.ledger.snapshot(),
    addCredits: (amount) => account.ledger.addPurchased(amount),
    advanceClock: (ms) => account.advanceClock(ms),
    createKey: (kind) => account.createKey(kind),
    idle: () => account.idle(),
    close: async () => {
      closing.abort();
      await account.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

function originFor(host: string, port: number): string {
  const h = host.includes(":") ? `[${host}]` : host;
  return `http://${h}:${port}`;
}
