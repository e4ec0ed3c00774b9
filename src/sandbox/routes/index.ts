// The sandbox's handler of each v1 operation. Their methods and paths, and the names faults give them,
// are the operations table's (contract/operations.ts); this says only who answers each one. The compiler
// asks for a handler here when a row is added there.
import type { OperationName } from "../../contract/operations.js";
import { agenticSearch } from "./agentic-search.js";
import type { RouteContext } from "./context.js";
import { credits } from "./credits.js";
import { peopleSearch } from "./people-search.js";
import { translate } from "./translate.js";

export interface Handler {
  /** Validates, charges, responds and reconciles. */
  handle(ctx: RouteContext): void | Promise<void>;
  /** A restricted key may call it; every other endpoint refuses such a key with 403. */
  openToRestricted?: true;
}

export const HANDLERS: Record<OperationName, Handler> = {
  agenticSearch: { handle: agenticSearch },
  structuredSearch: { handle: peopleSearch },
  translateQuery: { handle: translate },
  getCredits: { handle: credits, openToRestricted: true },
};
