// What a route is handed: the sandbox's shared parts and the request it answers.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Account } from "../account.js";
import type { Body } from "../http.js";
import type { PlannerFn, TranslateFn } from "../options.js";
import type { RequestLog } from "../service/request-log.js";
import type { Dataset } from "../types.js";

/** The parts of one running sandbox, built once by `startSandbox` and shared by every request. */
export interface SandboxParts {
  account: Account;
  dataset: Dataset;
  translate: TranslateFn;
  planner: PlannerFn;
  /** Scale of the agentic search's simulated durations. */
  pace: number;
  /** Signs and checks pagination cursors; derived from the seed, so cursors survive a restart. */
  cursorSecret: Buffer;
  log: RequestLog;
  /** Where clients reach the sandbox (for the avatar URLs it hands out); set once it listens. */
  origin: string;
  /** Aborts when the sandbox closes: waits end early and agentic runs stop. */
  closing: AbortSignal;
}

/** One request as the pipeline has read it. */
export interface RequestContext {
  sandbox: SandboxParts;
  req: IncomingMessage;
  res: ServerResponse;
  /** The request id, also sent as `x-request-id`. */
  id: string;
  /** The target's path ("" when none could be read). */
  path: string;
  body: Body;
}

/** An API request that passed authentication, the rate limit and the faults: what a route receives. */
export interface RouteContext extends RequestContext {
  /** The id (hash) of the key that authenticated the request. */
  keyId: string;
  /** The values of the `{name}` segments of the operation's path, decoded. */
  params: Readonly<Record<string, string>>;
}
