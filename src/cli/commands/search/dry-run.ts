// `search --dry-run`: the agentic search that would be sent, and its cost.
import { AGENTIC_RESERVE } from "../../../contract/limits.js";
import { printDryRun as printRequests } from "../../dry-run.js";
import type { Factory } from "../../factory.js";
import type { SearchBody } from "./execute.js";

export async function printDryRun(f: Factory, body: SearchBody, stream: boolean): Promise<void> {
  await printRequests(f, [
    {
      method: "POST",
      path: "/search",
      body: { ...body, stream },
      accept: stream ? "text/event-stream" : "application/json",
      cost: `Cost: ${AGENTIC_RESERVE} credits reserved when the search starts, then reconciled to what the run actually\ncost (usually less); a balance under ${AGENTIC_RESERVE} is refused.`,
    },
  ]);
}
