// The client the Factory hands the commands: the typed client with each paid call passed through the
// money seam (spend.ts). The typed client itself knows nothing of budgets or the store; this subclass
// wraps its four paid methods. `pages()` fetches each page through `structuredSearch`, so a walk reserves
// every page before it is requested (test/cli/budget.test.ts holds it to that).

import type { CallOptions, PeopleClientOptions } from "../api/client.js";
import { PeopleClient } from "../api/client.js";
import { StreamError } from "../api/errors.js";
import { type EventStream, eventCredits } from "../api/stream.js";
import type { SearchEvent } from "../contract/events.js";
import type { AgenticSearchResponse, PeopleSearchResponse, TranslateResponse } from "../contract/schemas.js";
import type { Hold, SpendGuard } from "./spend.js";

export { normalizeBaseUrl, PeopleClient } from "../api/client.js";
export { SANDBOX_LABEL } from "../store/types.js";

type SearchBody = Parameters<PeopleClient["agenticSearch"]>[0];

export class MeteredClient extends PeopleClient {
  readonly #guardFor: () => Promise<SpendGuard>;
  #guard: Promise<SpendGuard> | undefined;

  /**
   * `guard` is asked for at the first paid call, not before: a free call (`credits`, `auth status`) loads
   * nothing of the seam or the store.
   */
  constructor(options: PeopleClientOptions, guard: () => Promise<SpendGuard>) {
    super(options);
    this.#guardFor = guard;
  }

  get #seam(): Promise<SpendGuard> {
    this.#guard ??= this.#guardFor();
    return this.#guard;
  }

  override async structuredSearch(
    body: Parameters<PeopleClient["structuredSearch"]>[0],
    options?: CallOptions,
  ): Promise<PeopleSearchResponse> {
    return (await this.#seam).run(
      { operation: "structuredSearch" },
      () => super.structuredSearch(body, options),
      (r) => r.credits,
    );
  }

  override async translateQuery(
    body: Parameters<PeopleClient["translateQuery"]>[0],
    options?: CallOptions,
  ): Promise<TranslateResponse> {
    return (await this.#seam).run(
      { operation: "translateQuery" },
      () => super.translateQuery(body, options),
      (r) => r.credits,
    );
  }

  override async agenticSearch(body: SearchBody, options?: CallOptions): Promise<AgenticSearchResponse> {
    return (await this.#seam).run(
      { operation: "agenticSearch" },
      () => super.agenticSearch(body, options),
      (r) => r.credits,
    );
  }

  override async agenticSearchStream(body: SearchBody, options?: CallOptions): Promise<EventStream> {
    const hold = await (await this.#seam).reserve({ operation: "agenticSearch" });
    let stream: EventStream;
    try {
      stream = await super.agenticSearchStream(body, options);
    } catch (err) {
      hold.failed(err);
      throw err;
    }
    meter(stream, hold);
    return stream;
  }
}

/**
 * Settles `hold` from the stream as it is read: what its `balance` event says once it ends with `done`,
 * nothing when it ends with an `error` event (the service refunds it), and the reserve when it is left
 * unfinished (the run goes on, and is charged, on the service) unless a balance event said more.
 */
export function meter(stream: EventStream, hold: Hold): void {
  const read = stream[Symbol.asyncIterator].bind(stream);
  let seen: { charged: number; balance: number } | undefined;
  // Settled once, whichever way the reading ends first.
  let settled = false;
  const settleSeen = () => {
    if (settled) return;
    settled = true;
    if (seen && Number.isFinite(seen.charged))
      hold.charged(seen.charged, Number.isFinite(seen.balance) ? seen.balance : undefined);
    else hold.unknown();
  };
  // The instance's own iterator shadows the class's: the stream is still one EventStream to its reader.
  stream[Symbol.asyncIterator] = async function* metered(): AsyncGenerator<SearchEvent> {
    try {
      for await (const event of { [Symbol.asyncIterator]: read }) {
        if (event.type === "balance") seen = eventCredits(event) ?? seen;
        yield event;
      }
      settleSeen();
    } catch (err) {
      if (err instanceof StreamError && !settled) {
        settled = true;
        hold.release();
      } else settleSeen();
      throw err;
    } finally {
      // Left early (the reader broke out): the run goes on on the service.
      settleSeen();
    }
  };
}
