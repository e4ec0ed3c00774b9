// A find run in the history, one way for a single page and for a walk: what the plan asked for (the
// filters, the sentence, the page size, the format) with how far the run got.

import type { Factory } from "../../factory.js";
import type { RunInput } from "../../records.js";
import type { FindDetail } from "../../run-records.js";
import { filtersLine } from "./command-line.js";
import type { FindPlan } from "./options.js";

/** What the run did, as opposed to what it was asked. */
export type FindOutcome = Omit<FindDetail, "kind" | "query" | "prompt" | "limit" | "format">;

/** Keeps the run in the history (written with the command's other records). */
export async function recordFind(
  f: Factory,
  plan: FindPlan,
  outcome: FindOutcome,
  status: RunInput["status"],
): Promise<void> {
  const { findRun } = await import("../../run-records.js");
  const asked = {
    query: plan.query,
    ...(plan.prompt !== undefined ? { prompt: plan.prompt } : {}),
    limit: plan.limit,
    format: plan.format,
  };
  (await f.records()).run(findRun({ ...asked, ...outcome }, status, filtersLine(plan.query)));
}
