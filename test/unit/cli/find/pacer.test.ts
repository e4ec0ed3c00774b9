// The walk's pacing against the sandbox's own token bucket, on a simulated clock: after the two 429s that
// measure the rate, a walk should rarely meet the limit again, and should not be much slower than the
// bucket allows.
import { describe, expect, it } from "vitest";
import { RequestPacer } from "../../../../src/cli/commands/find/pacer.js";
import { retryAfterSeconds, TokenBucket } from "../../../../src/sandbox/service/rate-limit.js";

/** Walks `pages` pages against a bucket of `rate` a second; returns the 429s met and the time taken. */
function walk(rate: number, pages: number, paced: boolean, latencyMs = 5) {
  let t = 0;
  const now = () => t;
  const bucket = new TokenBucket(rate, rate, now);
  const pacer = new RequestPacer(now);
  let limited = 0;
  for (let page = 0; page < pages; page++) {
    if (paced) {
      t += pacer.delay();
      pacer.sent();
    }
    for (;;) {
      const taken = bucket.take();
      if (taken.ok) break;
      limited++;
      const wait = retryAfterSeconds(taken.retryAfterMs) * 1000;
      pacer.rateLimited(wait);
      t += wait;
    }
    t += latencyMs;
    pacer.accepted();
  }
  return { limited, seconds: t / 1000 };
}

describe("RequestPacer", () => {
  it("does nothing until a 429", () => {
    const pacer = new RequestPacer(() => 0);
    pacer.accepted();
    expect(pacer.delay()).toBe(0);
    expect(pacer.interval).toBe(0);
  });

  it.each([1, 2, 5, 20])(
    "against a bucket of %i a second, meets the limit a few times, not on every page",
    (rate) => {
      const pages = 200;
      const unpaced = walk(rate, pages, false);
      const paced = walk(rate, pages, true);
      // Unpaced, a walk faster than the bucket meets the limit every `rate` pages or so.
      expect(unpaced.limited).toBeGreaterThan(pages / (rate + 1) - 2);
      expect(paced.limited).toBeLessThanOrEqual(4);
      // And it is not slower than the bucket by more than the margin and the pages before the pace was set.
      const ideal = pages / rate;
      expect(paced.seconds).toBeLessThan(ideal * 1.15 + 3);
    },
  );

  it("leaves a walk slower than the bucket alone", () => {
    expect(walk(20, 100, true, 200).limited).toBe(0);
  });
});
