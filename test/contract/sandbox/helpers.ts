// Real HTTP against an in-process sandbox: every helper goes through global fetch.
import { connect } from "node:net";
import { expect } from "vitest";
import { ERROR_STATUS, ERROR_TYPES } from "../../../src/contract/errors.js";
import type { SearchEvent } from "../../../src/contract/events.js";
import { ErrorBodySchema } from "../../../src/contract/schemas.js";
import { type RunningSandbox, type SandboxOptions, startSandbox } from "../../../src/sandbox/index.js";

/** A small population keeps start-up fast; port 0 and pace 0 keep tests independent and quick. */
export function start(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({
    port: 0,
    pace: 0,
    people: 2000,
    seed: "contract",
    rateLimit: 0,
    faults: {},
    ...opts,
  });
}

export interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: a reply is whatever JSON came back; the assertions are the types.
  body: any;
}

export async function call(
  sb: RunningSandbox,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = { authorization: `Bearer ${sb.key}` },
): Promise<Reply> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    (init.headers as Record<string, string>)["content-type"] = "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const url =
    path.startsWith("/_sandbox") || path.startsWith("/avatars") ? sb.origin + path : sb.baseUrl + path;
  const res = await fetch(url, init);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, headers: res.headers, body: parsed };
}

export const post = (sb: RunningSandbox, path: string, body: unknown, headers?: Record<string, string>) =>
  call(sb, "POST", path, body, headers);

export async function balanceOf(sb: RunningSandbox): Promise<number> {
  const r = await call(sb, "GET", "/credits");
  expect(r.status).toBe(200);
  return r.body.balance;
}

/** Asserts the spec's Error shape, the status that goes with the type, and a request id. */
export function expectError(
  r: Reply,
  type: (typeof ERROR_TYPES)[number],
  status: number = ERROR_STATUS[type],
): void {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(ErrorBodySchema.safeParse(r.body).success).toBe(true);
  expect(r.body.error.type).toBe(type);
  expect(typeof r.body.error.message).toBe("string");
  expect(r.body.error.message.length).toBeGreaterThan(10);
  expect(r.headers.get("x-request-id")).toMatch(/^req_/);
}

export interface StreamResult {
  status: number;
  contentType: string | null;
  events: SearchEvent[];
  /** False when the connection ended abnormally (a dropped stream). */
  cleanEnd: boolean;
}

/** Reads an event stream to its end, optionally aborting after `abortAfter` events. */
export async function stream(
  sb: RunningSandbox,
  body: unknown,
  opts: { abortAfter?: number; headers?: Record<string, string> } = {},
): Promise<StreamResult> {
  const controller = new AbortController();
  const res = await fetch(sb.baseUrl + "/search", {
    method: "POST",
    headers: { authorization: `Bearer ${sb.key}`, "content-type": "application/json", ...opts.headers },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const events: SearchEvent[] = [];
  const result: StreamResult = {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    cleanEnd: true,
  };
  if (!res.body) return result;
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut = buffer.indexOf("\n\n");
      while (cut >= 0) {
        const frame = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        for (const line of frame.split("\n")) {
          if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)));
        }
        if (opts.abortAfter !== undefined && events.length >= opts.abortAfter) {
          controller.abort();
          return result;
        }
        cut = buffer.indexOf("\n\n");
      }
    }
  } catch {
    result.cleanEnd = false;
  }
  return result;
}

export { ERROR_TYPES };

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: whatever JSON came back; the assertions are the types.
  body: any;
}

/**
 * Sends `request` byte for byte over a fresh TCP connection and reads the reply to the connection's end:
 * for what fetch refuses to send (malformed targets, garbage headers). End the request with
 * `Connection: close` so the server ends the connection after its answer.
 */
export function rawRequest(sb: RunningSandbox, request: string | Buffer): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const socket = connect(sb.port, "127.0.0.1", () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on("data", (d: Buffer) => chunks.push(d));
    socket.on("error", reject);
    socket.on("close", () => {
      const all = Buffer.concat(chunks).toString("utf8");
      const cut = all.indexOf("\r\n\r\n");
      const head = cut < 0 ? all : all.slice(0, cut);
      const text = cut < 0 ? "" : all.slice(cut + 4);
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, text, body });
    });
  });
}

/** Asserts a 4xx answer in the spec's Error shape with type invalid_request. */
export function expectClientError(r: RawReply | Reply, status?: number): void {
  const shown = JSON.stringify(r.body).slice(0, 300);
  if (status !== undefined) expect(r.status, shown).toBe(status);
  expect(r.status, shown).toBeGreaterThanOrEqual(400);
  expect(r.status, shown).toBeLessThan(500);
  expect(ErrorBodySchema.safeParse(r.body).success, shown).toBe(true);
  expect(r.body.error.type, shown).toBe("invalid_request");
}
