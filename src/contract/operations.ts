// The operations of the v1 interface (api-spec.md, "What the service does"), one row each. Everything that
// names an operation reads it from here: the client's paths and its metering, the ledger's word, the
// wording of a budget's or a session's refusal, and in the sandbox the routes and the names faults give
// them. Adding an endpoint is a row here plus its client method and its sandbox handler.
// No zod here, so that `--help` and the request path can read it for nothing.

/** The service's paths start here, under the origin (the sandbox serves it; a base URL ends in it). */
export const V1_PREFIX = "/api/v1";

interface OperationRow {
  method: "GET" | "POST";
  /** Under the base URL; a `{name}` segment is a parameter (`/people/{key}`). */
  path: string;
  /** Credits charged at most (an agentic search is reconciled down from its reserve). */
  cost: number;
  /** Credits held before it is sent (budgets, an MCP session's cap) and counted when its outcome is unknown. */
  reserve: number;
  /** Whether it spends credits: paid calls pass the money seam and are written in the ledger. */
  paid: boolean;
  /** What the ledger stores it as (`people usage` groups by it); paid operations only. */
  ledger?: string;
  /** "this search reserves 10 credits": how a budget's refusal names it. */
  noun: string;
  /** "its agentic search reserves 10 credits": how an MCP session's refusal names it. */
  fullNoun: string;
  /** The name a sandbox fault config gives its route (`route` in PEOPLE_SANDBOX_FAULTS). */
  fault: string;
}

/** The v1 operations by the spec's names for them (the client's method names). */
export const OPERATIONS = {
  agenticSearch: {
    method: "POST",
    path: "/search",
    cost: 10,
    reserve: 10,
    paid: true,
    ledger: "agentic",
    noun: "search",
    fullNoun: "agentic search",
    fault: "search",
  },
  structuredSearch: {
    method: "POST",
    path: "/people/search",
    cost: 1,
    reserve: 1,
    paid: true,
    ledger: "page",
    noun: "page",
    fullNoun: "page",
    fault: "people/search",
  },
  translateQuery: {
    method: "POST",
    path: "/people/translate",
    cost: 1,
    reserve: 1,
    paid: true,
    ledger: "translate",
    noun: "translation",
    fullNoun: "translation",
    fault: "people/translate",
  },
  getCredits: {
    method: "GET",
    path: "/credits",
    cost: 0,
    reserve: 0,
    paid: false,
    noun: "balance",
    fullNoun: "credit balance",
    fault: "credits",
  },
} as const satisfies Record<string, OperationRow>;

export type OperationName = keyof typeof OPERATIONS;
type Rows = typeof OPERATIONS;

/** The operations that spend credits. */
export type PaidOperation = { [K in OperationName]: Rows[K]["paid"] extends true ? K : never }[OperationName];
/** What the ledger stores a paid operation as. */
export type LedgerWord = Rows[PaidOperation]["ledger"];
/** An operation's route as a sandbox fault config names it. */
export type FaultName = Rows[OperationName]["fault"];

export const OPERATION_NAMES = Object.keys(OPERATIONS) as OperationName[];

/** Every fault-route name, in the table's order. */
export const FAULT_NAMES = OPERATION_NAMES.map((n) => OPERATIONS[n].fault) as [FaultName, ...FaultName[]];

/**
 * The operation's path with its parameters filled in (each one URI-encoded):
 * `pathOf("getPerson", { key: "a/b" })` → `/people/a%2Fb`.
 */
export function pathOf(name: OperationName, params: Readonly<Record<string, string>> = {}): string {
  return OPERATIONS[name].path.replace(/\{(\w+)\}/g, (_, p: string) => {
    const value = params[p];
    if (value === undefined) throw new Error(`${name}: no value for the path parameter ${p}`);
    return encodeURIComponent(value);
  });
}
