/*
 * Fault injection, so that tests can drive every failure path of a client. A fault config is one small
 * JSON object; every part is optional. Parts with `times` fire that many times (default 1) and then switch
 * themselves off; use a large number to keep one on. `route` is one of "search", "people/search",
 * "people/translate", "credits" (the operations table's fault names); omitted means every API route. Faults never touch /_sandbox/* or avatars.
 *
 *   {
 *     "delayMs": 250,                          every API request waits this long before it is handled
 *     "failPage": { "page": 3 },               502 upstream_error on the 3rd /people/search request
 *                                              counted from when the faults were set (charge refunded)
 *     "failPage": { "offset": 200, "times": 5 } 502 on pages starting at offset 200 (5 times)
 *     "rateLimited": { "times": 3, "retryAfter": 2, "httpDate": false, "route": "people/search" }
 *                                              429 rate_limited; `httpDate: true` sends Retry-After as an
 *                                              HTTP date instead of seconds (error.retryAfter stays seconds)
 *     "serverError": { "times": 2, "route": "credits" }        500 server_error
 *     "upstreamError": { "times": 1, "route": "search" }       502 upstream_error after charging, refunded
 *     "insufficientCredits": { "times": 1, "route": "people/translate" }  402 with the real balance
 *     "streamError": { "afterEvents": 5, "message": "..." }    agentic search: an `error` event after 5
 *                                              events, the run stops and is refunded (blocking form: 502)
 *     "dropStream": { "afterEvents": 5 }       agentic search: the socket is destroyed after 5 events
 *                                              without `done`; the run goes on and is charged
 *   }
 *
 * Where they come from: `startSandbox({ faults })`, `sandbox.faults.set(...)`, `POST /_sandbox/faults`
 * (replaces the config; `{}` or DELETE clears it), or the env var PEOPLE_SANDBOX_FAULTS (JSON) when no
 * `faults` option is given.
 */
import * as z from "zod/mini";
import { FAULT_NAMES, type FaultName } from "../../contract/operations.js";
import { describeZodError } from "../../contract/schemas.js";

/** An API route as a fault config names it (`route`): each operation's `fault` in the operations table. */
export type FaultRoute = FaultName;

const atLeast = (min: number) => z.optional(z.number().check(z.int(), z.minimum(min)));
const times = atLeast(1);
const route = z.optional(z.enum(FAULT_NAMES));
const counted = z.optional(z.strictObject({ times, route }));
const afterEvents = z.number().check(z.int(), z.minimum(0));

const FaultConfigSchema = z.strictObject({
  delayMs: z.optional(z.number().check(z.minimum(0))),
  failPage: z.optional(
    z
      .strictObject({ page: atLeast(1), offset: atLeast(0), times })
      .check(
        z.refine((v) => v.page !== undefined || v.offset !== undefined, { message: "set page or offset" }),
      ),
  ),
  rateLimited: z.optional(
    z.strictObject({
      times,
      route,
      retryAfter: z.optional(z.number().check(z.minimum(0))),
      httpDate: z.optional(z.boolean()),
    }),
  ),
  serverError: counted,
  upstreamError: counted,
  insufficientCredits: counted,
  streamError: z.optional(z.strictObject({ afterEvents, message: z.optional(z.string()), times })),
  dropStream: z.optional(z.strictObject({ afterEvents, times })),
});
/** The faults to switch on; every part is optional (the comment at the top of this file lists them). */
export type FaultConfig = z.infer<typeof FaultConfigSchema>;

/** A fault config that is not valid (option, control endpoint, PEOPLE_SANDBOX_FAULTS); the message says what to change. */
export class FaultConfigError extends Error {}

/** Validates a fault config from JSON (control endpoint, env var); throws FaultConfigError saying what is wrong. */
export function parseFaultConfig(input: unknown): FaultConfig {
  const parsed = FaultConfigSchema.safeParse(input ?? {});
  if (!parsed.success)
    throw new FaultConfigError(
      `fault config: ${describeZodError(parsed.error, "", input, FaultConfigSchema)}`,
    );
  return parsed.data;
}

/** The fault config in PEOPLE_SANDBOX_FAULTS (JSON), read when `startSandbox` is given no `faults`. */
export function faultsFromEnv(env: NodeJS.ProcessEnv = process.env): FaultConfig | undefined {
  const raw = env.PEOPLE_SANDBOX_FAULTS;
  if (raw === undefined || raw.trim() === "") return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new FaultConfigError("PEOPLE_SANDBOX_FAULTS is not valid JSON; set it to a fault config object.");
  }
  return parseFaultConfig(value);
}

/** The stream fault a run picked up when it started. */
export type StreamFault =
  | { kind: "error"; afterEvents: number; message: string }
  | { kind: "drop"; afterEvents: number };

/** Live fault state of one sandbox: tests switch faults on and off while it runs. */
export class FaultController {
  private config: FaultConfig = {};
  private pageRequests = 0;

  /** Starts with `initial` switched on (validated), or with no faults. */
  constructor(initial?: FaultConfig) {
    if (initial) this.set(initial);
  }

  /** Replaces the whole config (validated) and restarts the page count. */
  set(config: FaultConfig): void {
    this.config = structuredClone(parseFaultConfig(config));
    this.pageRequests = 0;
  }

  /** Switches every fault off. */
  clear(): void {
    this.set({});
  }

  /** The config as it stands, with counts already used up removed. */
  current(): FaultConfig {
    return structuredClone(this.config);
  }

  /** How long each API request waits before it is handled (`delayMs`), 0 for no wait. */
  delayMs(): number {
    return this.config.delayMs ?? 0;
  }

  /** Consumes one use of a counted fault part; removes it when used up. */
  private use<K extends keyof FaultConfig>(key: K): void {
    const part = this.config[key] as { times?: number } | undefined;
    if (!part) return;
    const left = (part.times ?? 1) - 1;
    if (left <= 0) delete this.config[key];
    else part.times = left;
  }

  private takeCounted(key: "serverError" | "upstreamError" | "insufficientCredits", at: FaultRoute): boolean {
    const part = this.config[key];
    if (!part || (part.route !== undefined && part.route !== at)) return false;
    this.use(key);
    return true;
  }

  /** Uses one `rateLimited` fault for this route: its Retry-After, or undefined when none applies. */
  takeRateLimited(at: FaultRoute): { retryAfter: number; httpDate: boolean } | undefined {
    const part = this.config.rateLimited;
    if (!part || (part.route !== undefined && part.route !== at)) return undefined;
    const result = { retryAfter: part.retryAfter ?? 1, httpDate: part.httpDate ?? false };
    this.use("rateLimited");
    return result;
  }

  /** Uses one `serverError` fault for this route; true when the request fails with 500. */
  takeServerError(at: FaultRoute): boolean {
    return this.takeCounted("serverError", at);
  }

  /** Uses one `upstreamError` fault for this route; true when the call fails with 502 (refunded). */
  takeUpstreamError(at: FaultRoute): boolean {
    return this.takeCounted("upstreamError", at);
  }

  /** Uses one `insufficientCredits` fault for this route; true when the call is refused with 402. */
  takeInsufficientCredits(at: FaultRoute): boolean {
    return this.takeCounted("insufficientCredits", at);
  }

  /** Counts one structured-search page request and says whether this one fails. */
  takePageFailure(offset: number): boolean {
    this.pageRequests += 1;
    const part = this.config.failPage;
    if (!part) return false;
    const hit =
      (part.page !== undefined && part.page === this.pageRequests) ||
      (part.offset !== undefined && part.offset === offset);
    if (hit) this.use("failPage");
    return hit;
  }

  /** Picks up the stream fault for an agentic run starting now (an error wins over a drop). */
  takeStreamFault(): StreamFault | undefined {
    const err = this.config.streamError;
    if (err) {
      this.use("streamError");
      return {
        kind: "error",
        afterEvents: err.afterEvents,
        message:
          err.message ?? "A source failed during the search; the charge was refunded, so run it again.",
      };
    }
    const drop = this.config.dropStream;
    if (drop) {
      this.use("dropStream");
      return { kind: "drop", afterEvents: drop.afterEvents };
    }
    return undefined;
  }
}
