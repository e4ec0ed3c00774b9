// The sandbox's log of the API requests it received (`sandbox.requests`, `GET /_sandbox/requests`). It keeps
// the most recent ones only, within a count and a byte budget, and a large body only as the start of its
// text, so that a sandbox left running under load, or sent big bodies, keeps a flat memory footprint.
import type { IncomingHttpHeaders } from "node:http";
import { redactKey } from "../../contract/text.js";
import { BOUNDS, nestingDepth } from "./bounds.js";

/** One request as the sandbox received it; key headers are redacted. */
export interface RecordedRequest {
  id: string;
  method: string;
  /** Path and query string as sent, e.g. `/api/v1/people/search`. */
  path: string;
  /** Lower-case header names; `authorization` and `x-api-key` redacted to their last four characters. */
  headers: Record<string, string>;
  /**
   * Parsed JSON body, the raw text when it is not JSON (or nests too deeply to handle), undefined when
   * empty. A body over `REQUEST_LOG_DEFAULTS.bodyChars` is kept as the start of its text.
   */
  body: unknown;
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

/** The body as the log keeps it. */
export function recordedBody(
  raw: string,
  bytes: number,
): Pick<RecordedRequest, "body" | "bodyTruncated" | "bodyBytes"> {
  if (raw === "") return { body: undefined };
  if (raw.length > REQUEST_LOG_DEFAULTS.bodyChars) {
    // A copy, not a slice: V8 may keep a slice as a view that pins the whole body in memory.
    const start = Buffer.from(raw.slice(0, REQUEST_LOG_DEFAULTS.bodyChars), "utf16le").toString("utf16le");
    return { body: start, bodyTruncated: true, bodyBytes: bytes };
  }
  // A body nested past the bound stays text: serving the log would otherwise overflow the stack.
  if (nestingDepth(raw) > BOUNDS.depth) return { body: raw };
  try {
    return { body: JSON.parse(raw) };
  } catch {
    return { body: raw };
  }
}

/** The headers as the log keeps them: one string each, the key in `x-api-key` and `authorization` redacted. */
export function recordedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
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

function charsOf(r: RecordedRequest, bodyChars: number): number {
  let n = r.path.length + r.method.length + bodyChars;
  for (const [name, value] of Object.entries(r.headers)) n += name.length + value.length;
  return n;
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

  /** `bodyChars`: the length of the body's text as kept (a parsed body is counted by its source). */
  add(record: RecordedRequest, bodyChars: number): void {
    const size = charsOf(record, bodyChars);
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

  clear(): void {
    this.entries.length = 0;
    this.sizes.length = 0;
    this.chars = 0;
  }
}
