/**
 * The sandbox: a local implementation of the service's v1 interface (api-spec.md) over a deterministic
 * synthetic population, with fake credits, a rate limit, switchable faults and a log of the requests it
 * received. `people sandbox` runs it in the foreground; tests start it in-process, as stripe-mock's users do:
 *
 * ```ts
 * import { PeopleClient } from "people-search-cli";
 * import { startSandbox } from "people-search-cli/sandbox";
 *
 * const sandbox = await startSandbox({ port: 0, pace: 0, people: 2000, rateLimit: 0 });
 * const client = new PeopleClient({ baseUrl: sandbox.baseUrl, apiKey: sandbox.key });
 * sandbox.faults.set({ rateLimited: { times: 1, retryAfter: 1 } }); // the next request gets a 429
 * await client.getCredits(); // retried once, then answered
 * console.log(sandbox.requests.length); // 2
 * await client.close();
 * await sandbox.close();
 * ```
 *
 * Every export below is documented where it is declared.
 * @module
 */

// Where it may listen (loopback unless `allowRemote`).
export { isLoopbackHost, SandboxAddressError, SandboxHostError } from "./host.js";
// What `startSandbox` takes and gives back, and the defaults `people sandbox` shares.
export {
  type KeyKind,
  type PlannerFn,
  type RunningSandbox,
  SANDBOX_DEFAULTS,
  type SandboxOptions,
  type TranslateFn,
} from "./options.js";
export { startSandbox } from "./server.js";
// Faults, switched on at start (`faults`), while running (`sandbox.faults`) or by PEOPLE_SANDBOX_FAULTS.
export {
  type FaultConfig,
  FaultConfigError,
  FaultController,
  type FaultRoute,
  parseFaultConfig,
} from "./service/faults.js";
// What it reports: the balance record and the request log.
export type { BalanceRecord } from "./service/ledger.js";
export type { RecordedRequest, RequestLogOptions } from "./service/request-log.js";
// The parts a test may inject instead of the sandbox's own (`dataset`, `translate`, `planner`).
export type { AgenticInput, AgenticPlan, Dataset, MatchSet, PlannedStep, Profile } from "./types.js";
