import { describe, expect, it } from "vitest";
import { RateLimiter, retryAfterSeconds, TokenBucket } from "../../../src/sandbox/service/rate-limit.js";

describe("sandbox token bucket", () => {
  it("allows a burst of capacity, then refuses until refilled", () => {
    let t = 0;
    const bucket = new TokenBucket(3, 3, () => t);
    expect([bucket.take(), bucket.take(), bucket.take()].every((r) => r.ok)).toBe(true);
    const refused = bucket.take();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterMs).toBeCloseTo(1000 / 3, 5);
    t += 340;
    expect(bucket.take().ok).toBe(true);
    expect(bucket.take().ok).toBe(false);
  });

  it("never holds more than its capacity", () => {
    let t = 0;
    const bucket = new TokenBucket(2, 2, () => t);
    t += 60_000;
    expect(bucket.take().ok && bucket.take().ok).toBe(true);
    expect(bucket.take().ok).toBe(false);
  });

  it("keeps one bucket per key and can be turned off", () => {
    const limiter = new RateLimiter(1, () => 0);
    expect(limiter.take("a").ok).toBe(true);
    expect(limiter.take("a").ok).toBe(false);
    expect(limiter.take("b").ok).toBe(true);
    const off = new RateLimiter(0, () => 0);
    expect(Array.from({ length: 50 }, () => off.take("a").ok).every(Boolean)).toBe(true);
  });

  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [0, 1],
  ])("rounds %ims up to %is", (ms, s) => {
    expect(retryAfterSeconds(ms)).toBe(s);
  });
});
