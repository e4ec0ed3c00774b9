// get_person (free, read-only): one person an earlier run delivered, from the local store, as `people
// show` gives it: every field the service returned, the runs that delivered them, the reason and signals
// of the shortlists they were in.
import type { McpServer } from "@modelcontextprotocol/server";
import { lookupPerson } from "../../../people-lookup.js";
import { inputError, toolResult } from "../results.js";
import { GetPersonInput, GetPersonOutput } from "../schemas.js";
import type { McpSession } from "../session.js";

const DESCRIPTION = `Gives one person an earlier run delivered (search_people, find_people, people search or find on this machine) again, from the local history: every field the service returned, the runs that delivered them, and the reason and signals of the shortlists they were in. Find them by key or id, profile URL or email, or by place in the last shortlist.
Free: it sends nothing to the service and charges nothing.`;

export function registerGetPerson(server: McpServer, session: McpSession): void {
  server.registerTool(
    "get_person",
    {
      title: "Get a person seen before (free)",
      description: DESCRIPTION,
      inputSchema: GetPersonInput,
      outputSchema: GetPersonOutput,
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    (args) => session.run("get_person", () => getPerson(session, (args as { person: string }).person)),
  );
}

async function getPerson(session: McpSession, text: string) {
  const found = lookupPerson(await (await session.records()).store(), text);
  if (!found)
    return inputError(
      `Nobody known as ${JSON.stringify(text)} was delivered by a run in the history`,
      "Give their key, profile URL or email as a shortlist or a page gave it; list_past_searches lists the runs kept.",
    );
  const structured = { person: found.profile, firstSeen: found.firstSeen ?? null, runs: found.runs };
  return toolResult(structured, JSON.stringify(structured));
}
