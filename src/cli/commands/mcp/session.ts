// One `people mcp` server session: the client every tool shares (built once by the Factory, so the key
// and the service follow the same precedence as every command, and metered by its money seam: budgets
// checked before each paid call, its charge kept in the ledger), the session's money (--max-credits), the
// records (each paid call a run of the history, made `via` mcp, written after each tool call as the chat
// writes after each turn), and the calls in flight, which a closing server lets settle (an export's
// checkpoint) before the client goes.
import type { CallToolResult } from "@modelcontextprotocol/server";
import type { PeopleClient } from "../../../api/client.js";
import type { Factory } from "../../factory.js";
import type { LocalRecords, RunInput } from "../../records.js";
import { markResult } from "./marking.js";
import type { SessionMoney } from "./money.js";
import { toolError } from "./results.js";
import { SearchRuns } from "./search-runs.js";

interface McpSessionInit {
  f: Factory;
  /** The client, or what builds it when the first tool call (or `warmUp`) asks. */
  client: PeopleClient | (() => Promise<PeopleClient>);
  money: SessionMoney;
  /** Longest silence between progress notifications of a long call. */
  heartbeatMs: number;
  /** The only directory export_people writes in (its real path); undefined: no export_people. */
  exportDir: string | undefined;
}

/** What `people history` says made the runs of a session: `search (mcp)`, `find (mcp)`. */
const MCP_VIA = "mcp";

export class McpSession {
  readonly f: Factory;
  readonly money: SessionMoney;
  readonly heartbeatMs: number;
  readonly exportDir: string | undefined;
  /** Agentic searches, which may outlive the call that started them (search-runs.ts). */
  readonly runs = new SearchRuns();
  readonly #inFlight = new Set<Promise<unknown>>();
  #records: Promise<LocalRecords> | undefined;
  #client: PeopleClient | undefined;
  readonly #build: (() => Promise<PeopleClient>) | undefined;
  #building: Promise<PeopleClient> | undefined;

  constructor(init: McpSessionInit) {
    this.f = init.f;
    if (typeof init.client === "function") this.#build = init.client;
    else this.#client = init.client;
    this.money = init.money;
    this.heartbeatMs = init.heartbeatMs;
    this.exportDir = init.exportDir;
  }

  /** The session's client: built before any tool call runs (see `run`). */
  get client(): PeopleClient {
    if (!this.#client) throw new Error("the MCP session's client was used before it was built");
    return this.#client;
  }

  /**
   * Builds the client, once. `people mcp` answers `initialize` before loading the client's code (the HTTP
   * client is a good part of what a server loads), then builds it here: ahead of time once the client
   * says it is initialized (warmUp), else for the first tool call. A failed build is tried again by the
   * next call.
   */
  connect(): Promise<PeopleClient> {
    if (this.#client) return Promise.resolve(this.#client);
    const build = this.#build as () => Promise<PeopleClient>;
    this.#building ??= build().then(
      (client) => {
        this.#client = client;
        return client;
      },
      (err: unknown) => {
        this.#building = undefined;
        throw err;
      },
    );
    return this.#building;
  }

  /** Builds the client while the host is idle, after the handshake; a failure is the next call's to tell. */
  warmUp(): void {
    if (!this.#client) setImmediate(() => this.connect().catch(() => {}));
  }

  /** Aborted when the client cancels the call, or when the server is stopped (Ctrl-C, SIGTERM). */
  signalFor(request: AbortSignal): AbortSignal {
    return AbortSignal.any([request, this.f.signal]);
  }

  /** The Factory's records, every run in them made via mcp (the charges go there through the client). */
  records(): Promise<LocalRecords> {
    this.#records ??= this.f.records().then((r) => {
      r.via = MCP_VIA;
      return r;
    });
    return this.#records;
  }

  /** Under the sandbox, every description and result says its people are synthetic (marking.ts). */
  get sandboxed(): boolean {
    return this.f.sandboxed;
  }

  /** Keeps a paid call's run in the history; written, with the call's charges, when the call ends. */
  async record(run: RunInput & { uid?: string }): Promise<void> {
    (await this.records()).run(run);
  }

  /**
   * Runs one tool call: whatever it throws becomes a tool error (one sentence and a hint), never a crash,
   * and the call is tracked until it settles. What it recorded (its run, its charges) is written before its
   * answer goes: a `people history` or `people usage` run beside the server sees the call once answered.
   */
  run(tool: string, call: () => Promise<CallToolResult>): Promise<CallToolResult> {
    const started = this.f.now();
    const done = this.connect()
      .then(call)
      .catch((err: unknown) => toolError(err))
      .then(async (result) => {
        // Never throws: a store or spool that cannot be written is said once on stderr.
        await (await this.records()).flush();
        const outcome = result.isError ? `failed: ${firstLine(result)}` : "done";
        this.f.log.verbose(`mcp: ${tool} ${outcome} (${this.f.now() - started} ms)`);
        return this.sandboxed ? markResult(result) : result;
      });
    this.track(done);
    return done;
  }

  /** Tracks work a closing server lets settle: a call in flight, a search run nobody waits for. */
  track(work: Promise<unknown>): void {
    this.#inFlight.add(work);
    void work.finally(() => this.#inFlight.delete(work));
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
