// `people show KEY|N`: one person seen before, from the local store: every field the service returned,
// the runs that delivered them, the reason and signals of the shortlists they were in. Free: nothing is
// sent. Registration only; the logic loads when it runs.
import type { Command } from "commander";
import type { GetFactory } from "../../factory.js";
import { addJqOption } from "../../flags/jq.js";
import type { ShowOptions } from "./run.js";

export function registerShow(program: Command, getFactory: GetFactory): void {
  const show = program
    .command("show")
    .description(
      "one person seen before, from the local store: every field, the runs that delivered them (free)",
    )
    .argument("<person>", "their key or id, profile URL or email; or N, the Nth of the last shortlist")
    .option("--json", "print the person as JSON (default in a pipe)")
    .option("--web", "open their profile URL in the browser")
    .addHelpText(
      "after",
      `
A person is found by any of their identities (key or id, profile URL, email; case does not matter).
A number from 1 to the length of the last search's shortlist is that place in it. The profile shown is
the newest one kept: from a shortlist, or a page of find (pages of up to 100 people are kept). People an
export delivered are remembered as seen (for --new-only); their profiles are in the export's file.

Examples:
  $ people search "staff engineers in Berlin" && people show 3
  $ people show ada@example.com --json | jq .runs
  $ people show P0001Z --web
  $ people show 1 --jq .name`,
    );
  addJqOption(show, getFactory).action(async (person: string, opts: ShowOptions, cmd: Command) => {
    const { runShow } = await import("./run.js");
    await runShow(getFactory(cmd), person, opts);
  });
}
