// Public entry of the sandbox: a local implementation of the service's v1 interface over synthetic data.

export { isLoopbackHost, SandboxHostError } from "./host.js";
export {
  type KeyKind,
  type PlannerFn,
  type RunningSandbox,
  SANDBOX_DEFAULTS,
  type SandboxOptions,
  type TranslateFn,
} from "./options.js";
export { startSandbox } from "./server.js";
export {
  type FaultConfig,
  FaultConfigError,
  FaultController,
  type FaultRoute,
  parseFaultConfig,
} from "./service/faults.js";
export type { BalanceRecord } from "./service/ledger.js";
export type { RecordedRequest, RequestLogOptions } from "./service/request-log.js";
