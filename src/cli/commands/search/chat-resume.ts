// A conversation resumed with `--messages FILE --chat` holds only the messages; the answers' shortlists
// are in the local history, where each turn was kept as it was answered. Finding them again lets /show,
// /export and /history work on a resumed chat as on the one that was left. Free: nothing is sent.
import type { AgenticSearchResponse, Message } from "../../../contract/schemas.js";
import type { Factory } from "../../factory.js";
import type { SearchDetail } from "../../run-records.js";
import { assistantContent, type Turn } from "./chat-state.js";

/** How many past searches with the same question are looked through for each answer. */
const CANDIDATES = 50;

/** The turns of `history` whose answers the local history still has, oldest first. */
export async function recallTurns(f: Factory, history: readonly Message[]): Promise<Turn[]> {
  let store: Awaited<ReturnType<Factory["store"]>>;
  try {
    store = await f.store();
  } catch {
    // No local store (or none readable): the chat goes on without the old results.
    return [];
  }
  const turns: Turn[] = [];
  for (let at = 0; at + 1 < history.length; at++) {
    const asked = history[at]!;
    const answer = history[at + 1]!;
    if (asked.role !== "user" || answer.role !== "assistant") continue;
    const found = store
      .runs({ command: "search", search: asked.content.slice(0, 200), limit: CANDIDATES })
      .map((run) => run.detail as SearchDetail | undefined)
      .find(
        (d) =>
          d?.kind === "search" &&
          (d.input.query ?? d.input.last) === asked.content &&
          assistantContent(d.response as unknown as AgenticSearchResponse) === answer.content,
      );
    if (found)
      turns.push({ at, asked: asked.content, response: found.response as unknown as AgenticSearchResponse });
  }
  return turns;
}
