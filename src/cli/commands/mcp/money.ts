// What an MCP session spends, against its own bound: `people mcp --max-credits N`. Every paid call of the
// tools (search_people, find_people, translate_query, and each page of export_people's walk) goes through
// `SessionMoney.paid`: a call whose reserve (10 per agentic search, 1 per page, 1 per translation:
// contract/operations.ts) would pass what is left of the session is refused before anything is sent;
// calls in flight hold their reserve; after each call what it actually charged is counted.
//
// The rules every command shares are not here but one step further in: the session's client is the
// Factory's metered client (metered-client.ts), so each call `paid` lets through then passes the money
// seam (spend.ts) — the configured budgets checked and a hold taken in the ledger before it is sent, the
// charge recorded once after — and a budget's refusal (a BudgetError, nothing sent) comes back out of
// `paid` counting nothing here. The session's cap is checked first: a call it refuses reserves nothing in
// the ledger. Each tool keeps its run in the history itself (session.record), written after the call.
import { PeopleError, StreamError } from "../../../api/errors.js";
import { OPERATIONS, type PaidOperation } from "../../../contract/operations.js";
import type { Credits } from "../../../contract/schemas.js";
import { count, thousands } from "../../../output/text.js";
import { MaxCreditsError } from "../../errors.js";

export type PaidTool = "search_people" | "find_people" | "translate_query" | "export_people";

export interface PaidCall {
  tool: PaidTool;
  /** What the service is asked for; its row gives the reserve and the word the refusal names it by. */
  operation: PaidOperation;
}

/** The most `call` can cost (what the service reserves for it). */
function reserveOf(call: PaidCall): number {
  return OPERATIONS[call.operation].reserve;
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
    const reserve = reserveOf(call);
    this.#held += reserve;
    try {
      const value = await send();
      const charged = creditsOf(value)?.charged;
      this.#spent += typeof charged === "number" && Number.isFinite(charged) ? charged : reserve;
      return value;
    } catch (err) {
      this.#spent += chargedByFailure(err, reserve);
      throw err;
    } finally {
      this.#held -= reserve;
    }
  }

  /** Throws the refusal `paid` would give `call` now (MaxCreditsError), if any. */
  check(call: PaidCall): void {
    const left = this.left();
    if (reserveOf(call) > left) throw this.#refusal(call, left);
  }

  #refusal(call: PaidCall, left: number): MaxCreditsError {
    const limit = this.limit as number;
    const busy = this.#held > 0 ? ` (${count(this.#held, "credit")} held by calls still running)` : "";
    return new MaxCreditsError(
      `${call.tool} was refused before anything was sent: its ${OPERATIONS[call.operation].fullNoun} reserves ${count(reserveOf(call), "credit")}, and ${thousands(left)} of this session's --max-credits ${thousands(limit)} ${left === 1 ? "is" : "are"} left${busy}`,
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
