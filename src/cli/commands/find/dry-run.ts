// `find --dry-run`: the translation (with --prompt) and the search that would be sent, and their cost.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { count } from "../../../output/text.js";
import { type DryRunRequest, printDryRun } from "../../dry-run.js";
import type { Factory } from "../../factory.js";
import { compactQuery, mergeQueries } from "../../flags/filters.js";
import type { FindOptions } from "./options.js";

export async function printFindDryRun(
  f: Factory,
  input: {
    opts: FindOptions;
    base: StructuredQuery;
    flagsQuery: StructuredQuery;
    walk: boolean;
    /** The page size the search would ask for (--limit, or the default for one page or a walk). */
    limit: number;
  },
): Promise<void> {
  const { opts, base, flagsQuery, walk, limit } = input;
  const requests: DryRunRequest[] = [];
  if (opts.prompt !== undefined) {
    requests.push({
      operation: "translateQuery",
      body: { prompt: opts.prompt, ...(opts.query !== undefined ? { currentQuery: base } : {}) },
      cost: "Cost: 1 credit. The filter set it returns, with the filter flags merged over it, is then sent as\nthe query of the search below.",
    });
  }
  const query = compactQuery(mergeQueries(opts.prompt !== undefined ? {} : base, flagsQuery));
  const body = {
    query: opts.prompt !== undefined ? { "…": "(from the translation)", ...query } : query,
    limit: limit,
    ...(opts.cursor ? { cursor: opts.cursor } : {}),
  };
  let cost: string;
  if (!walk) cost = `Cost: 1 credit for this page of up to ${count(limit, "person", "people")}.`;
  else {
    const bounds = [
      opts.maxResults !== undefined
        ? `at most ${count(Math.ceil(opts.maxResults / limit), "page")} for --max-results ${opts.maxResults}`
        : "",
      opts.maxCredits !== undefined ? `at most ${count(opts.maxCredits, "credit")} for --max-credits` : "",
    ].filter(Boolean);
    cost = `Cost: 1 credit per page of ${count(limit, "person", "people")}, every page until nextCursor is null (the first page tells totalCount)${bounds.length ? `; ${bounds.join(", ")}` : ""}.`;
  }
  requests.push({ operation: "structuredSearch", body, cost });
  await printDryRun(f, requests);
}
