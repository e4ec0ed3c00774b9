// Pacing a walk to a rate limit it has run into. The service's limit is a token bucket whose size and
// refill rate are not shown, but two 429s tell the rate: the bucket was empty at both, so what was
// accepted in between is what it refilled. From then on requests are spaced to that rate (with a margin),
// instead of emptying the bucket and waiting on every page. Until the first 429 nothing is slowed down,
// and a long quiet spell lets the pace creep back up in case the limit was shared for a while.

/** Spacing is this much wider than the rate measured, so that jitter does not hit the limit. */
const MARGIN = 1.1;
/** After this many pages without a 429, the spacing shrinks by a tenth. */
const QUIET_PAGES = 50;

export class RequestPacer {
  readonly #now: () => number;
  /** Milliseconds between requests; 0 while no limit has been met. */
  #interval = 0;
  #lastLimited: number | undefined;
  #acceptedSince = 0;
  #quiet = 0;
  #nextAt = 0;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** Milliseconds between requests now (0: not paced). */
  get interval(): number {
    return this.#interval;
  }

  /** The service answered 429; the request goes again (unpaced: the service said when) in `retryInMs`. */
  rateLimited(retryInMs: number): void {
    const t = this.#now();
    if (this.#lastLimited !== undefined && this.#acceptedSince > 0)
      this.#interval = ((t - this.#lastLimited) / this.#acceptedSince) * MARGIN;
    this.#lastLimited = t;
    this.#acceptedSince = 0;
    this.#quiet = 0;
    this.#nextAt = t + retryInMs + this.#interval;
  }

  /** A request was accepted (a page arrived). */
  accepted(): void {
    this.#acceptedSince++;
    if (this.#interval > 0 && ++this.#quiet >= QUIET_PAGES) {
      this.#interval *= 0.9;
      this.#quiet = 0;
    }
  }

  /** How long to wait before the next request; call `sent()` when it goes. */
  delay(): number {
    return this.#interval > 0 ? Math.max(0, this.#nextAt - this.#now()) : 0;
  }

  /** A request is being sent now. */
  sent(): void {
    this.#nextAt = this.#now() + this.#interval;
  }
}
