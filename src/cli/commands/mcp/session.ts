// One `people mcp` server session: the client every tool shares (built once by the Factory, so the key
// and the service follow the same precedence as every command), the session's money, and the calls in
// flight, which a closing server lets settle (an export's checkpoint) before the client goes.
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { PeopleClient } from "../../../api/client.js";
import type { Factory } from "../../factory.js";
import type { SessionMoney } from "./money.js";
import { toolError } from "./results.js";

export interface McpSessionInit {
  f: Factory;
  client: PeopleClient;
  money: SessionMoney;
  /** Longest silence between progress notifications of a long call. */
  heartbeatMs: number;
  /** The only directory export_people writes in (its real path); undefined: no export_people. */
  exportDir: string | undefined;
}

export class McpSession {
  readonly f: Factory;
  readonly client: PeopleClient;
  readonly money: SessionMoney;
  readonly heartbeatMs: number;
  readonly exportDir: string | undefined;
  readonly #inFlight = new Set<Promise<unknown>>();

  constructor(init: McpSessionInit) {
    this.f = init.f;
    this.client = init.client;
    this.money = init.money;
    this.heartbeatMs = init.heartbeatMs;
    this.exportDir = init.exportDir;
  }

  /** Aborted when the client cancels the call, or when the server is stopped (Ctrl-C, SIGTERM). */
  signalFor(request: AbortSignal): AbortSignal {
    return AbortSignal.any([request, this.f.signal]);
  }

  /**
   * Runs one tool call: whatever it throws becomes a tool error (one sentence and a hint), never a crash,
   * and the call is tracked until it settles.
   */
  run(tool: string, call: () => Promise<CallToolResult>): Promise<CallToolResult> {
    const started = this.f.now();
    const done = call()
      .catch((err: unknown) => toolError(err))
      .then((result) => {
        const outcome = result.isError ? `failed: ${firstLine(result)}` : "done";
        this.f.log.verbose(`mcp: ${tool} ${outcome} (${this.f.now() - started} ms)`);
        return result;
      });
    this.#inFlight.add(done);
    void done.finally(() => this.#inFlight.delete(done));
    return done;
  }

  /** Waits (at most `ms`) for the calls in flight to settle. */
  async settle(ms: number): Promise<void> {
    if (this.#inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.#inFlight]),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
  }
}

function firstLine(result: CallToolResult): string {
  const first = result.content?.[0];
  return first && first.type === "text" ? (first.text.split("\n")[0] ?? "") : "";
}
