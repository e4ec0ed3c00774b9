// Every credit an MCP session spends goes through `SessionMoney.paid`: search_people, find_people,
// translate_query, and each page of export_people's walk (through the metered client). It is the one seam
// where a paid call is checked before it is sent and counted after it answers:
// - today it enforces `people mcp --max-credits N` for the whole server session: a call whose reserve
//   (10 per agentic search, 1 per page, 1 per translation: contract/limits.ts COSTS) would pass what is left
//   is refused before anything is sent; calls in flight hold their reserve; after each call what it
//   actually charged is counted;
// - the configured budgets and the run history (budget check and reservation before, charge recording and
//   history after) plug in here too, through the Factory's money seam, so that every tool is budgeted and
//   recorded like any other command without a change to the tools: `paid` has the tool, the operation, the
//   reserve and the request body before the call, and the answer (with its credits) or the failure after.
import { PeopleError, StreamError } from "../../../api/errors.js";
import type { Credits } from "../../../contract/schemas.js";
import { count, thousands } from "../../../output/text.js";
import { MaxCreditsError } from "../../errors.js";

export type PaidTool = "search_people" | "find_people" | "translate_query" | "export_people";

export interface PaidCall {
  tool: PaidTool;
  /** What the service is asked for, as the refusal names it. */
  operation: "agentic search" | "page" | "translation";
  /** The most the call can cost (what the service reserves for it). */
  reserve: number;
  /** The request's body, as sent: what the run history records with the answer. */
  request: unknown;
}

/** Where the session's spending stands, as every paid tool's result states it. */
export interface SessionStatus {
  spent: number;
  /** --max-credits, or null without one. */
  limit: number | null;
  left: number | null;
}

export class SessionMoney {
  readonly limit: number | undefined;
  #spent = 0;
  /** Reserves of the calls in flight. */
  #held = 0;

  constructor(limit?: number) {
    this.limit = limit;
  }

  /** Credits that may still be reserved now (Infinity without --max-credits). */
  left(): number {
    return this.limit === undefined
      ? Number.POSITIVE_INFINITY
      : Math.max(0, this.limit - this.#spent - this.#held);
  }

  status(): SessionStatus {
    return {
      spent: this.#spent,
      limit: this.limit ?? null,
      left: this.limit === undefined ? null : Math.max(0, this.limit - this.#spent),
    };
  }

  /**
   * Sends one paid call: refused (MaxCreditsError, nothing sent) when its reserve is more than is left;
   * else the reserve is held while it runs and what it charged is counted when it answers. A call that
   * fails without a known outcome (cancelled, timed out, cut off: the service may still charge it) counts
   * its whole reserve; one the service refused or refunded counts nothing.
   */
  async paid<T>(
    call: PaidCall,
    send: () => Promise<T>,
    creditsOf: (value: T) => Credits | undefined,
  ): Promise<T> {
    this.check(call);
    this.#held += call.reserve;
    try {
      const value = await send();
      const charged = creditsOf(value)?.charged;
      this.#spent += typeof charged === "number" && Number.isFinite(charged) ? charged : call.reserve;
      return value;
    } catch (err) {
      this.#spent += chargedByFailure(err, call.reserve);
      throw err;
    } finally {
      this.#held -= call.reserve;
    }
  }

  /** Throws the refusal `paid` would give `call` now (MaxCreditsError), if any. */
  check(call: PaidCall): void {
    const left = this.left();
    if (call.reserve > left) throw this.#refusal(call, left);
  }

  #refusal(call: PaidCall, left: number): MaxCreditsError {
    const limit = this.limit as number;
    const busy = this.#held > 0 ? ` (${count(this.#held, "credit")} held by calls still running)` : "";
    return new MaxCreditsError(
      `${call.tool} was refused before anything was sent: its ${call.operation} reserves ${count(call.reserve, "credit")}, and ${thousands(left)} of this session's --max-credits ${thousands(limit)} ${left === 1 ? "is" : "are"} left${busy}`,
      "get_credits is free and still works; to spend more, restart `people mcp` with a higher --max-credits.",
    );
  }
}

/**
 * What a failed call counts against the session. An answer that refused the call (an HTTP error: 400, 401,
 * 402, 403, 429, or a 5xx, after which any charge is refunded) and a stream's `error` event (the run failed
 * and is refunded) cost nothing; anything else may have reached the service and be charged: its reserve.
 */
export function chargedByFailure(err: unknown, reserve: number): number {
  if (err instanceof StreamError) return 0;
  if (err instanceof PeopleError && err.status !== undefined) return 0;
  if (err instanceof MaxCreditsError) return 0;
  return reserve;
}
