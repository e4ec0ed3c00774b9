// The sandbox's log of the API requests it received (`sandbox.requests`, `GET /_sandbox/requests`). It keeps
// the most recent ones only, within a count and a character budget, and a large body only as the start of
// its text, so that a sandbox left running under load, or sent big bodies, keeps a flat memory footprint.
// Bodies and headers are kept as text and parsed only when read: parsed, 64 KB of `{}` is some 20,000
// objects and 40 times its text, and 1,000 tiny headers an object 15 times theirs, which would make the
// budget's characters no measure of memory.
import type { IncomingHttpHeaders } from "node:http";
import { redactKey } from "../../contract/text.js";
import { BOUNDS, nestingDepth } from "./bounds.js";

/** One request as the sandbox received it; key headers are redacted. */
export interface RecordedRequest {
  id: string;
  method: string;
  /** Path and query string as sent, e.g. `/api/v1/people/search`. */
  path: string;
  /**
   * Lower-case header names; `authorization` and `x-api-key` redacted to their last four characters. Kept
   * as text and parsed each time it is read, as `body` is.
   */
  readonly headers: Record<string, string>;
  /**
   * Parsed JSON body, the raw text when it is not JSON (or nests too deeply to handle), undefined when
   * empty. A body over `REQUEST_LOG_DEFAULTS.bodyChars` is kept as the start of its text. The log keeps
   * the text and parses it each time `body` is read, so each read gives a fresh value.
   */
  readonly body: unknown;
  /** Set when `body` holds only the start of the body. */
  bodyTruncated?: true;
  /** The body's size in bytes, when it was truncated. */
  bodyBytes?: number;
  /** When it arrived, by the sandbox clock (ms). */
  time: number;
  /** Status answered, once the response has started. */
  status?: number;
}

/** Bounds of the request log; older requests are dropped first when either is passed. */
export interface RequestLogOptions {
  /** Most requests kept (default 10,000); older ones are dropped first. */
  maxEntries?: number;
  /** Most characters of path, headers and bodies kept in all (default 16 MiB). */
  maxChars?: number;
}

export const REQUEST_LOG_DEFAULTS = {
  maxEntries: 10_000,
  maxChars: 16 * 1024 * 1024,
  /** Characters of one body kept in the log. */
  bodyChars: 64 * 1024,
} as const;

/** A request as it arrived, before the log decides what of it to keep. */
interface Arrival {
  id: string;
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body's text as read (at most BOUNDS.bodyBytes of it). */
  raw: string;
  /** Bytes received in all. */
  bytes: number;
  /** The body was larger than BOUNDS.bodyBytes, so `raw` holds only part of it. */
  cut: boolean;
  time: number;
}

/** The body's text as the log keeps it: whole up to `bodyChars`, else its start. */
function keptText(raw: string): string {
  if (raw.length <= REQUEST_LOG_DEFAULTS.bodyChars) return raw;
  // A copy, not a slice: V8 may keep a slice as a view that pins the whole body in memory.
  return Buffer.from(raw.slice(0, REQUEST_LOG_DEFAULTS.bodyChars), "utf16le").toString("utf16le");
}

/** What `parseKept` gives for a body that is kept, and read, as text. */
const AS_TEXT = Symbol("asText");

/** The text kept, parsed, when it reads as JSON: whole, not nested past the bound, and valid. */
function parseKept(text: string, truncated: boolean): unknown {
  // A body nested past the bound stays text: serving the log would otherwise overflow the stack.
  if (truncated || nestingDepth(text) > BOUNDS.depth) return AS_TEXT;
  try {
    return JSON.parse(text);
  } catch {
    return AS_TEXT;
  }
}

/** What `body` reads as, from the text kept: undefined when empty, else JSON or the text. */
function bodyValue(text: string, truncated: boolean): unknown {
  if (text === "") return undefined;
  const value = parseKept(text, truncated);
  return value === AS_TEXT ? text : value;
}

/** What the log keeps on each record out of sight of JSON.stringify and of equality checks. */
const BODY_TEXT = Symbol("bodyText");
const HEADERS_TEXT = Symbol("headersText");
/** Whether the body's text reads as JSON, once `json()` has found out. */
const BODY_IS_JSON = Symbol("bodyIsJson");

interface LoggedRequest extends RecordedRequest {
  readonly [BODY_TEXT]: string;
  readonly [HEADERS_TEXT]: string;
  [BODY_IS_JSON]?: boolean;
}

/** Getters shared by every record: each parses the record's text when its field is read. */
function readBody(this: LoggedRequest): unknown {
  return bodyValue(this[BODY_TEXT], this.bodyTruncated === true);
}
function readHeaders(this: LoggedRequest): Record<string, string> {
  return JSON.parse(this[HEADERS_TEXT]) as Record<string, string>;
}

/** The headers as the log keeps them: one string each, the key in `x-api-key` and `authorization` redacted. */
function recordedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
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

/** Oldest first. `entries` is the one array handed out as `sandbox.requests`, so it is never replaced. */
export class RequestLog {
  readonly entries: RecordedRequest[] = [];
  private readonly sizes: number[] = [];
  private chars = 0;
  private readonly maxEntries: number;
  private readonly maxChars: number;

  constructor(opts: RequestLogOptions = {}) {
    this.maxEntries = Math.max(1, opts.maxEntries ?? REQUEST_LOG_DEFAULTS.maxEntries);
    this.maxChars = Math.max(1, opts.maxChars ?? REQUEST_LOG_DEFAULTS.maxChars);
  }

  /** Logs a request, dropping the oldest ones past the bounds; the record is returned for its status. */
  add(arrival: Arrival): RecordedRequest {
    const text = keptText(arrival.raw);
    // JSON.stringify makes one flat string: no piece of it keeps the request's own strings alive.
    const headers = JSON.stringify(recordedHeaders(arrival.headers));
    const record = { id: arrival.id, method: arrival.method, path: arrival.path } as LoggedRequest;
    Object.defineProperty(record, "headers", { get: readHeaders, enumerable: true });
    Object.defineProperty(record, "body", { get: readBody, enumerable: true });
    Object.defineProperty(record, HEADERS_TEXT, { value: headers });
    Object.defineProperty(record, BODY_TEXT, { value: text });
    Object.defineProperty(record, BODY_IS_JSON, { value: undefined, writable: true });
    if (arrival.cut || text.length < arrival.raw.length) {
      record.bodyTruncated = true;
      record.bodyBytes = arrival.bytes;
    }
    record.time = arrival.time;
    this.keep(record, record.path.length + record.method.length + headers.length + text.length);
    return record;
  }

  private keep(record: RecordedRequest, size: number): void {
    this.entries.push(record);
    this.sizes.push(size);
    this.chars += size;
    // The newest entry is always kept, even alone over the budget: its body is already truncated.
    let drop = 0;
    while (
      this.entries.length - drop > 1 &&
      (this.entries.length - drop > this.maxEntries || this.chars > this.maxChars)
    ) {
      this.chars -= this.sizes[drop]!;
      drop++;
    }
    if (drop > 0) {
      this.entries.splice(0, drop);
      this.sizes.splice(0, drop);
    }
  }

  /**
   * The log as the JSON text of `{ "requests": [...] }`, what GET /_sandbox/requests answers: the records
   * as `entries` reads them, but with each JSON body as the text received (checked, not rebuilt). Whether a
   * body's text is JSON is found out once, so a log of bodies that are costly to parse costs one parse
   * of each however often it is read.
   */
  json(): string {
    const parts: string[] = [];
    for (const r of this.entries as LoggedRequest[]) {
      const text = r[BODY_TEXT];
      const truncated = r.bodyTruncated === true;
      let part = `{"id":${JSON.stringify(r.id)},"method":${JSON.stringify(r.method)},"path":${JSON.stringify(r.path)},"headers":${r[HEADERS_TEXT]}`;
      if (text !== "") {
        r[BODY_IS_JSON] ??= parseKept(text, truncated) !== AS_TEXT;
        part += `,"body":${r[BODY_IS_JSON] ? text : JSON.stringify(text)}`;
      }
      if (truncated) part += `,"bodyTruncated":true,"bodyBytes":${JSON.stringify(r.bodyBytes)}`;
      part += `,"time":${JSON.stringify(r.time)}`;
      if (r.status !== undefined) part += `,"status":${JSON.stringify(r.status)}`;
      parts.push(`${part}}`);
    }
    return `{"requests":[${parts.join(",")}]}`;
  }

  clear(): void {
    this.entries.length = 0;
    this.sizes.length = 0;
    this.chars = 0;
  }
}
