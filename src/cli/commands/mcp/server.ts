// The MCP server of one session: its name, instructions for the model, and the tools. export_people is
// offered only when the server was started with --export-dir. serveStdio may build more than one (a probe
// of the protocol era, then the one it keeps); they share the session.
import { McpServer } from "@modelcontextprotocol/server";
import { VERSION } from "../../../version.js";
import type { McpSession } from "./session.js";
import { registerExportPeople } from "./tools/export-people.js";
import { registerFindPeople } from "./tools/find-people.js";
import { registerGetCredits } from "./tools/get-credits.js";
import { registerGetPerson } from "./tools/get-person.js";
import { registerPastSearches } from "./tools/past-searches.js";
import { registerSearchPeople } from "./tools/search-people.js";
import { registerTranslateQuery } from "./tools/translate-query.js";

const INSTRUCTIONS = `People search over a commercial people-data service; every tool but get_credits, list_past_searches and get_past_search costs credits (each description says how many, and each result what it charged and the balance after). Configured budgets apply to every paid call.
- list_past_searches, get_past_search: results already paid for, read again from the local history for free; look there before searching again.
- search_people: a ranked shortlist with reasons, from plain words (10 credits reserved, usually less charged).
- find_people: exact filters, a page at a time (1 credit a page); translate_query turns a sentence into filters (1 credit).
- export_people (when offered): every matching person into a CSV or JSONL file (1 credit per 100 people).`;

export function createMcpServer(session: McpSession): McpServer {
  const server = new McpServer(
    { name: "people", title: "People search", version: VERSION },
    { instructions: INSTRUCTIONS },
  );
  registerSearchPeople(server, session);
  registerFindPeople(server, session);
  registerTranslateQuery(server, session);
  registerGetCredits(server, session);
  registerPastSearches(server, session);
  registerGetPerson(server, session);
  if (session.exportDir !== undefined) registerExportPeople(server, session);
  return server;
}
