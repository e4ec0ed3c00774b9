// The sandbox's one account and what is kept per key: its keys, the credit ledger every key pays from, a
// rate-limit bucket per key, the fault switches, the agentic runs in progress, and the clock they all read.
// Everything a request may change lives here, so a route reads and changes state through one object.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { HttpError } from "./http.js";
import { type KeyKind, SANDBOX_DEFAULTS, type SandboxOptions } from "./options.js";
import type { FaultController } from "./service/faults.js";
import { type ChargeSlip, Ledger } from "./service/ledger.js";
import { RateLimiter } from "./service/rate-limit.js";

const PLAN = { id: "sandbox", name: "Sandbox" };

/** An agentic run in progress, with the wall time it is expected to end. */
interface RunSlot {
  endsAt: number;
}

/** A key is kept only as its hash, which is also the id its bucket and runs are filed under. */
function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

function newKey(): string {
  return `sk_sandbox_${randomBytes(16).toString("hex")}`;
}

/** The key a request sends, from `Authorization: Bearer` or `X-Api-Key`; refuses a malformed or missing one. */
function keyOf(headers: IncomingHttpHeaders): string {
  const auth = headers.authorization;
  const apiKey = headers["x-api-key"];
  let given: string | undefined;
  if (auth !== undefined) {
    const m = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(auth);
    if (!m) {
      throw new HttpError(
        "unauthorized",
        'The Authorization header is malformed; send "Authorization: Bearer <API key>" or the key in X-Api-Key.',
      );
    }
    given = m[1];
  } else if (typeof apiKey === "string") {
    given = apiKey.trim();
  }
  if (!given) {
    throw new HttpError(
      "unauthorized",
      'No API key was sent; send "Authorization: Bearer <API key>" or the header X-Api-Key.',
    );
  }
  if (!/^[\x21-\x7e]{8,256}$/.test(given)) {
    throw new HttpError("unauthorized", "The API key is malformed; copy the whole key again and resend.");
  }
  return given;
}

export class Account {
  /** The key handed out at start (the `key` option, or a random one). */
  readonly key: string;
  readonly ledger: Ledger;
  readonly limiter: RateLimiter;
  private readonly keys = new Map<string, KeyKind>();
  /** In-flight agentic runs by key id. */
  private readonly active = new Map<string, Set<RunSlot>>();
  /** Every agentic run still going, for `idle` and `close`. */
  private readonly runs = new Set<Promise<void>>();
  private offset = 0;
  private readonly baseClock: () => number;

  constructor(
    opts: SandboxOptions,
    readonly faults: FaultController,
  ) {
    this.baseClock = opts.now ?? Date.now;
    this.ledger = new Ledger(
      { ...PLAN, monthlyCredits: Math.max(0, opts.credits ?? SANDBOX_DEFAULTS.credits) },
      this.now,
      Math.max(0, opts.purchasedCredits ?? 0),
    );
    this.limiter = new RateLimiter(opts.rateLimit ?? SANDBOX_DEFAULTS.rateLimit, this.now);
    this.key = opts.key ?? newKey();
    this.addKey(this.key, "valid");
    for (const k of opts.restrictedKeys ?? []) this.addKey(k, "restricted");
    for (const k of opts.revokedKeys ?? []) this.addKey(k, "revoked");
  }

  /** The sandbox clock: the `now` option (default Date.now) moved by `advanceClock` and `setClockOffset`. */
  readonly now = (): number => this.baseClock() + this.offset;

  /** How far the sandbox clock has been moved from the base clock, in ms. */
  get clockOffset(): number {
    return this.offset;
  }

  advanceClock(ms: number): void {
    this.offset += ms;
  }

  setClockOffset(ms: number): void {
    this.offset = ms;
  }

  /** The id and kind of the key a request sends; 401 for a missing, malformed, unknown or revoked key. */
  authenticate(headers: IncomingHttpHeaders): { keyId: string; kind: KeyKind } {
    const keyId = hashKey(keyOf(headers));
    const kind = this.keys.get(keyId);
    if (kind === undefined) {
      throw new HttpError("unauthorized", "The API key is not recognised; check it or create a new one.");
    }
    if (kind === "revoked") {
      throw new HttpError("unauthorized", "The API key has been revoked; create a new key and use that.");
    }
    return { keyId, kind };
  }

  private addKey(key: string, kind: KeyKind): void {
    this.keys.set(hashKey(key), kind);
  }

  /** A new random key of this account. */
  createKey(kind: KeyKind): string {
    const k = newKey();
    this.addKey(k, kind);
    return k;
  }

  /** Revokes a key this account knows; false for any other. */
  revoke(key: string): boolean {
    const id = hashKey(key);
    if (!this.keys.has(id)) return false;
    this.keys.set(id, "revoked");
    return true;
  }

  /** What a charge's answer reports: what the slip still holds and the balance after it. */
  receipt(slip: ChargeSlip): { charged: number; balance: number } {
    return { charged: Ledger.charged(slip), balance: this.ledger.balance() };
  }

  /** The live set of agentic runs in progress for a key: a run adds its slot when it starts and removes it. */
  runsOf(keyId: string): Set<RunSlot> {
    const mine = this.active.get(keyId) ?? new Set<RunSlot>();
    this.active.set(keyId, mine);
    return mine;
  }

  /** Keeps hold of a run until it settles, so `idle` can wait for it. */
  track(run: Promise<void>): void {
    this.runs.add(run);
    void run.finally(() => this.runs.delete(run));
  }

  /** Resolves when no agentic run is in progress, including runs started while waiting. */
  async idle(): Promise<void> {
    while (this.runs.size > 0) await Promise.allSettled([...this.runs]);
  }
}
