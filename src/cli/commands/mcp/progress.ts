// Progress notifications for a long tool call: each step the caller reports (a search's stage, an export's
// page) and, whenever nothing was said for a heartbeat interval, a heartbeat saying what is still running.
// A host resets its request timeout on each notification (the MCP client's resetTimeoutOnProgress), so a
// 90-second search survives a 60-second timeout. Sent only when the request carried a progress token, as
// the protocol says; a notification that cannot be sent (the client has gone) is dropped.

/** The part of a tool call's context that progress needs (the SDK's ServerContext has it). */
export interface ProgressContext {
  mcpReq: {
    _meta?: { progressToken?: string | number } & Record<string, unknown>;
    notify(notification: { method: string; params?: Record<string, unknown> }): Promise<void>;
  };
}

/** Longest silence before a heartbeat; a host's request timeout is commonly 60 s, and 15 s is our promise. */
export const DEFAULT_HEARTBEAT_MS = 10_000;

export class ToolProgress {
  readonly #ctx: ProgressContext;
  readonly #token: string | number | undefined;
  readonly #heartbeatMs: number;
  readonly #heartbeat: () => string;
  #sent = 0;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  /** `heartbeat` says what is still going on, when a heartbeat is due. */
  constructor(ctx: ProgressContext, heartbeatMs: number, heartbeat: () => string) {
    this.#ctx = ctx;
    this.#token = ctx.mcpReq._meta?.progressToken;
    this.#heartbeatMs = heartbeatMs;
    this.#heartbeat = heartbeat;
    this.#arm();
  }

  /** Whether the caller asked for progress at all. */
  get wanted(): boolean {
    return this.#token !== undefined;
  }

  /** Sends one progress notification with `message` (and restarts the heartbeat's wait). */
  say(message: string): void {
    if (this.#stopped || this.#token === undefined) return;
    this.#sent++;
    this.#ctx.mcpReq
      .notify({
        method: "notifications/progress",
        params: { progressToken: this.#token, progress: this.#sent, message },
      })
      .catch(() => {});
    this.#arm();
  }

  stop(): void {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  #arm(): void {
    if (this.#token === undefined || this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.say(this.#heartbeat()), this.#heartbeatMs);
    // A heartbeat never keeps the server alive on its own.
    this.#timer.unref();
  }
}
