// Token-bucket rate limit, one bucket per key: `capacity` requests at once, refilled at `capacity` per
// second. Time comes from the injected clock so tests can refill a bucket without sleeping.

type TakeResult = { ok: true } | { ok: false; retryAfterMs: number };

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly refillPerSecond: number,
    private readonly now: () => number,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): TakeResult {
    const t = this.now();
    // A clock moved backwards (a test resetting its offset) must not drain the bucket.
    const elapsed = Math.max(0, t - this.last);
    this.last = t;
    this.tokens = Math.min(this.capacity, this.tokens + (elapsed / 1000) * this.refillPerSecond);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: ((1 - this.tokens) / this.refillPerSecond) * 1000 };
  }
}

/** Buckets by key id. A rate of 0 (or less, or not finite) turns the limit off. */
export class RateLimiter {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly rate: number,
    private readonly now: () => number,
  ) {}

  get enabled(): boolean {
    return Number.isFinite(this.rate) && this.rate > 0;
  }

  take(keyId: string): TakeResult {
    if (!this.enabled) return { ok: true };
    let bucket = this.buckets.get(keyId);
    if (!bucket) {
      bucket = new TokenBucket(this.rate, this.rate, this.now);
      this.buckets.set(keyId, bucket);
    }
    return bucket.take();
  }
}

/** `Retry-After` wants whole seconds; rounding up never invites a retry that would be refused again. */
export function retryAfterSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}
