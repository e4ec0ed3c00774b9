// The MCP server of one session: its name, instructions for the model, the tools (one table, a tool a row:
// tool-row.ts) and the resources results link to (resources.ts). export_people is offered only when the
// server was started with --export-dir. Under --sandbox the instructions open with the sandbox's note.
// serveStdio may build more than one server (a probe of the protocol era, then the one it keeps); they
// share the session.
import { McpServer } from "@modelcontextprotocol/server";
import { VERSION } from "../../../version.js";
import { SANDBOX_INSTRUCTIONS } from "./marking.js";
import { registerResources } from "./resources.js";
import type { McpSession } from "./session.js";
import { registerTasks } from "./tasks.js";
import { registerRows, type ToolRow } from "./tool-row.js";
import { exportPeopleTool } from "./tools/export-people.js";
import { findPeopleTool } from "./tools/find-people.js";
import { getCreditsTool } from "./tools/get-credits.js";
import { getPersonTool } from "./tools/get-person.js";
import { getPastSearchTool, listPastSearchesTool } from "./tools/past-searches.js";
import { getSearchResultTool, searchPeopleTool } from "./tools/search-people.js";
import { translateQueryTool } from "./tools/translate-query.js";

/** Every tool, in the order a host lists them. */
export const TOOLS: readonly ToolRow[] = [
  searchPeopleTool,
  getSearchResultTool,
  findPeopleTool,
  translateQueryTool,
  getCreditsTool,
  listPastSearchesTool,
  getPastSearchTool,
  getPersonTool,
  exportPeopleTool,
];

const INSTRUCTIONS = `People search over a commercial people-data service; every tool but get_credits, get_search_result, list_past_searches, get_past_search and get_person costs credits (each description says how many, and each result what it charged and the balance after). Configured budgets apply to every paid call.
- list_past_searches, get_past_search: results already paid for, read again from the local history for free; look there before searching again. get_person (free): one person delivered before, by key, profile URL, email or place in the last shortlist.
- search_people: a ranked shortlist with reasons, from plain words (10 credits reserved, usually less charged). It waits up to wait_seconds; a longer search answers with a run_id: collect it with get_search_result (free), never by searching again.
- find_people: exact filters, a page at a time (1 credit a page); translate_query turns a sentence into filters (1 credit).
- new_only (find_people, search_people) leaves out people an earlier run delivered; pages of them still cost, and a search's shortlist is filtered once it is in.
- export_people (when offered): every matching person into a CSV or JSONL file (1 credit per 100 people).
People come with a compact set of fields (name, title, company, location, reason, profile URL); ask for more with fields. Long results and exports come as resource links (resources/read).`;

export function createMcpServer(session: McpSession): McpServer {
  const server = new McpServer(
    { name: "people", title: "People search", version: VERSION },
    { instructions: session.sandboxed ? `${SANDBOX_INSTRUCTIONS}\n${INSTRUCTIONS}` : INSTRUCTIONS },
  );
  registerRows(server, session, TOOLS);
  registerResources(server, session);
  registerTasks(server, session);
  // The client's code loads once the handshake is over, not before `initialize` is answered.
  server.server.oninitialized = () => session.warmUp();
  return server;
}
