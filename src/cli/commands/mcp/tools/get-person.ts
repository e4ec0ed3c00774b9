// get_person (free, read-only): one person an earlier run delivered, from the local store, as `people show`
// gives it (people-lookup.ts): every field the service returned, the runs that delivered them, the reason
// and signals of the shortlists they were in. Sends nothing to the service.
import { lookupPerson } from "../../../people-lookup.js";
import { ALL_FIELDS, fieldsOf, personLine, pick } from "../fields.js";
import { inputError, toolResult } from "../results.js";
import { GetPersonInput, GetPersonOutput } from "../schemas.js";
import type { McpSession } from "../session.js";
import { READ_ONLY, type ToolRow } from "../tool-row.js";

const DESCRIPTION = `Gives one person an earlier run delivered (search_people, find_people, or people search or find on this machine) again, from the local history: every field the service returned (fields narrows it), the runs that delivered them, and the reason and signals of the shortlists they were in. Find them by key or id, profile URL or email, or by place in the last shortlist ("3").
Free: it sends nothing to the service and charges nothing.`;

export const getPersonTool: ToolRow = {
  name: "get_person",
  title: "Get a person seen before (free)",
  description: DESCRIPTION,
  input: GetPersonInput,
  output: GetPersonOutput,
  annotations: READ_ONLY,
  call: (session, args: { person: string; fields?: string[] }) => getPerson(session, args),
};

async function getPerson(session: McpSession, args: { person: string; fields?: string[] }) {
  const text = args.person.trim();
  const found = lookupPerson(await session.f.store(), text);
  if (!found)
    return inputError(
      `Nobody known as ${JSON.stringify(text)} was delivered by a run in the history`,
      "Give their key, profile URL or email as a shortlist or a page gave it, or N for the Nth of the last shortlist; list_past_searches lists the runs kept.",
    );
  // The whole record unless fields narrows it: one person is small, and every field is what this is for.
  const person = pick(found.profile, args.fields?.length ? fieldsOf(args.fields) : [ALL_FIELDS]);
  const structured = { person, firstSeen: found.firstSeen ?? null, runs: found.runs };
  const lines = [
    personLine(found.profile),
    ...(found.firstSeen
      ? [
          `First seen ${found.firstSeen.at}${found.firstSeen.run !== null ? ` (run ${found.firstSeen.run})` : ""}.`,
        ]
      : []),
    ...found.runs.map(
      (r) => `Run ${r.run} · ${r.at} · ${r.command}${typeof r.reason === "string" ? ` · ${r.reason}` : ""}`,
    ),
    "From the history: nothing was sent, nothing charged. Every field is in the structured content.",
  ];
  return toolResult(structured, lines.join("\n"));
}
