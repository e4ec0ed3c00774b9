// A scripted stand-in for the service, for acceptance checks the sandbox cannot stage on purpose: exact
// Retry-After/retryAfter pairs, streams whose events use the other field names the contract allows, and
// profile values that test CSV quoting. Each request is answered by the test's handler and logged with the
// time it arrived.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
  time: number;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** JSON body. */
  json?: unknown;
  /** Server-sent events: each item is written as one `data:` line (strings are written verbatim). */
  events?: unknown[];
  /** Destroy the socket after the events instead of ending the response cleanly. */
  drop?: boolean;
}

export type FakeHandler = (req: FakeRequest, n: number) => FakeReply;

export interface FakeService {
  baseUrl: string;
  requests: FakeRequest[];
  /** Requests to one path (relative to the base URL, e.g. "/credits"). */
  to(path: string): FakeRequest[];
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export const errorReply = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): FakeReply => ({ status, headers, json: { error: { type, message, ...extra } } });

export const BALANCE = { balance: 500, purchased: 0, planCredits: 500, plan: { id: "p", name: "Plan" } };

export async function fakeService(initial?: FakeHandler): Promise<FakeService> {
  let handler: FakeHandler = initial ?? (() => ({ json: BALANCE }));
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // keep the raw text
      }
      const path = (req.url ?? "").replace(/^\/api\/v1/, "");
      const entry: FakeRequest = {
        method: req.method ?? "",
        path,
        headers: req.headers,
        body,
        time: Date.now(),
      };
      requests.push(entry);
      const n = requests.filter((r) => r.path === path).length;
      const reply = handler(entry, n);
      if (reply.events) {
        res.writeHead(reply.status ?? 200, { "content-type": "text/event-stream", ...reply.headers });
        for (const e of reply.events) res.write(typeof e === "string" ? e : `data: ${JSON.stringify(e)}\n\n`);
        if (reply.drop) setTimeout(() => res.socket?.destroy(), 20);
        else res.end();
        return;
      }
      res.writeHead(reply.status ?? 200, { "content-type": "application/json", ...reply.headers });
      res.end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    to: (path) => requests.filter((r) => r.path === path),
    handle: (h) => {
      handler = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
