// The agentic search stream's events (api-spec.md, "Events"). The spec names only a few fields; readers
// take the rest tolerantly (cli-contract.md, "Reading the stream tolerantly").

/** Known stream event types. Unknown types are passed through, never dropped. */
export const EVENT_TYPES = [
  "step",
  "step_done",
  "token",
  "people_partial",
  "people",
  "companies",
  "repos",
  "balance",
  "done",
  "error",
] as const;

/** One event of the agentic search stream: a JSON object with a `type`; other fields vary. */
export interface SearchEvent {
  type: string;
  [field: string]: unknown;
}
