// The sandbox's one way to wait (an agentic run's simulated steps, the `delayMs` fault). The timer is the
// client's sleep; only what an abort means differs: a closing sandbox ends its waits early rather than
// failing them, so a run winds down through its normal path.
import { sleep } from "../../api/sleep.js";

/** Resolves after `ms`, or as soon as `signal` aborts; at once when `ms` is not positive. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0 || signal?.aborted) return Promise.resolve();
  return sleep(ms, signal).catch((err: unknown) => {
    if (!signal?.aborted) throw err;
  });
}
