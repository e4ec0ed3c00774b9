// The sandbox's HTTP vocabulary: how a refusal is made (HttpError and its constructors), how a body is read
// and parsed, how an answer is written, and `withCharge`, the one place where charge → fault → refund is
// decided for the routes that cost credits.
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type * as z from "zod/mini";
import { ERROR_STATUS, type ErrorType } from "../contract/errors.js";
import { OPERATIONS, type PaidOperation, V1_PREFIX } from "../contract/operations.js";
import { describeZodError, safeParseReporting } from "../contract/schemas.js";
import { BOUNDS, nestingDepth } from "./service/bounds.js";
import type { FaultController } from "./service/faults.js";
import type { ChargeSlip, Ledger } from "./service/ledger.js";

/** A refusal on its way to the client: thrown anywhere in the pipeline, written once by the handler. */
export class HttpError extends Error {
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

export function invalid(message: string): HttpError {
  return new HttpError("invalid_request", message);
}

/** 404 in the Error shape (type invalid_request: the spec's set has no "not found"). */
export function notFound(message: string): HttpError {
  return new HttpError("invalid_request", message, {}, {}, 404);
}

export function rateLimited(message: string, seconds: number, retryHeader?: string): HttpError {
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

/** The answer to anything unexpected: the same message wherever it happened. */
export function unexpected(): HttpError {
  return new HttpError("server_error", "The service failed unexpectedly; retry with backoff.");
}

export interface Body {
  /** The text, at most BOUNDS.bodyBytes of it. */
  raw: string;
  /** Bytes received in all. */
  bytes: number;
  tooLarge: boolean;
  /** The body never arrived whole (the client left, or its framing was malformed). */
  broken: boolean;
}

export function readBody(req: IncomingMessage): Promise<Body> {
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

/** Parses the body as a JSON object, or says what to change. */
export function jsonObject(body: Body): Record<string, unknown> {
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

/** The value as `schema` reads it, or a 400 saying what is wrong with it. */
export function validate<T>(schema: z.ZodMiniType<T>, value: unknown): T {
  const parsed = safeParseReporting(schema, value);
  if (!parsed.success) throw invalid(sentence(describeZodError(parsed.error, "", value, schema)));
  return parsed.data;
}

/** `text` ending in a full stop (or its own ! or ?). */
export function sentence(text: string): string {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** A value quoted for a message, cut short so that a refusal never echoes a huge input back. */
export function quote(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

export interface RequestTarget {
  path: string;
  search: string;
}

/**
 * Path and query of a request target, or undefined when no URL can be read from it. An origin-form target
 * ("/a?b") is read against a fixed origin, so that "//x" stays a path instead of naming a host; an
 * absolute-form one ("http://host/a") must be a valid http URL.
 */
export function requestTarget(raw: string): RequestTarget | undefined {
  try {
    const url = raw.startsWith("/") ? new URL(`http://sandbox.invalid${raw}`) : new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return { path: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
}

/** An HTTP date `seconds` from now, for a Retry-After sent as a date. */
export function httpDateIn(seconds: number): string {
  // An HTTP date has whole-second resolution; rounding up never shortens the wait asked for.
  return new Date(Math.ceil((Date.now() + seconds * 1000) / 1000) * 1000).toUTCString();
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendJsonText(res, status, JSON.stringify(body), headers);
}

/** As `sendJson`, for a body that is JSON text already. */
export function sendJsonText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, {
    ...headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(res: ServerResponse, err: HttpError): void {
  const error: Record<string, unknown> = { type: err.type, message: err.message };
  if (err.extra.balance !== undefined) error.balance = err.extra.balance;
  if (err.extra.retryAfter !== undefined) error.retryAfter = err.extra.retryAfter;
  sendJson(res, err.status, { error }, err.headers);
}

/** What a charge touches: the ledger it is taken from and the faults that can refuse or fail it. */
interface Till {
  ledger: Ledger;
  faults: FaultController;
}

export interface Charge {
  /** What is charged for: its reserve is taken, and faults name it by its route. */
  operation: PaidOperation;
  /** The 502's message when a fault fails the call after the charge. */
  failure: string;
  /** A fault of this route that fails it after the charge, asked before `upstreamError`. */
  failsAfterCharge?: () => boolean;
}

/**
 * Charges for a call and runs `respond` with the slip, refunding whatever goes wrong in between:
 * 1. an `insufficientCredits` fault, or a balance short of `amount`: 402 with the balance, nothing taken;
 * 2. the charge;
 * 3. a fault that fails the call (`failsAfterCharge`, then `upstreamError`): refunded in full, 502;
 * 4. `respond(slip)`: when it throws, refunded in full and the error goes on.
 * Whatever `respond` leaves running (an agentic run) reconciles or refunds the slip itself when it ends.
 */
export function withCharge<T>(till: Till, charge: Charge, respond: (slip: ChargeSlip) => T): T {
  const { ledger, faults } = till;
  const { fault, reserve: amount } = OPERATIONS[charge.operation];
  if (faults.takeInsufficientCredits(fault)) throw insufficient(ledger.balance(), amount);
  const slip = ledger.take(amount);
  if (!slip) throw insufficient(ledger.balance(), amount);
  if (charge.failsAfterCharge?.() || faults.takeUpstreamError(fault)) {
    ledger.giveBack(slip, amount);
    throw new HttpError("upstream_error", charge.failure);
  }
  try {
    return respond(slip);
  } catch (err) {
    ledger.giveBack(slip, amount);
    throw err;
  }
}

/**
 * A refusal written straight to a socket that has no response object (a request the parser refused, a
 * CONNECT): a status line, the Error shape with type invalid_request, and `connection: close`.
 */
function answerOnSocket(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify({ error: { type: "invalid_request", message } });
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
  socket.end(
    `${head}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n` +
      `connection: close\r\n\r\n${text}`,
  );
}

/**
 * A request Node's parser refused before there was a request to hand over (bad request line, bad header,
 * headers too large, too slow to arrive): answered in the Error shape, as every other refusal is, instead of
 * Node's bare status line.
 */
export function answerClientError(err: NodeJS.ErrnoException & { reason?: unknown }, socket: Duplex): void {
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
  answerOnSocket(socket, status, message);
}

/**
 * A CONNECT request, which Node hands over with its socket instead of a response (and, unanswered, would
 * close without a word): a 400 in the Error shape. The socket is the sandbox's to close, and nothing else
 * would close it, so it is destroyed once the answer is written.
 */
export function answerConnect(socket: Duplex, id: string): void {
  socket.on("error", () => socket.destroy());
  socket.once("finish", () => socket.destroy());
  answerOnSocket(
    socket,
    400,
    `The sandbox is not a proxy and does not take CONNECT; send API requests to it directly, such as ${OPERATIONS.getCredits.method} ${V1_PREFIX}${OPERATIONS.getCredits.path}.`,
    { "x-request-id": id },
  );
}

/**
 * An `Expect` other than 100-continue (Node's own answer is a bare 417): 417 in the Error shape, at once,
 * without waiting for a body the client may hold back until it hears from the sandbox. The connection then
 * closes, as a body sent anyway is not read.
 */
export function expectationFailed(expect: string): HttpError {
  return new HttpError(
    "invalid_request",
    `The sandbox meets no Expect but 100-continue, and this request sent Expect: ${quote(expect)}; send it without that header.`,
    {},
    { connection: "close" },
    417,
  );
}
