// Asking before a walk spends much: a terminal shows what the walk would export and cost (the first page
// tells the total) and defaults to No; without a terminal, or with --yes, nothing is asked. A No exits 130
// as a cancelled prompt does.
import type { PeopleSearchResponse } from "../../../contract/schemas.js";
import { canPrompt } from "../../../output/io.js";
import { count, thousands } from "../../../output/text.js";
import { CancelledError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import type { FindOptions, FindPlan } from "./options.js";

/** A walk costing more than this asks first on a terminal (cli-contract.md). */
const CONFIRM_ABOVE_CREDITS = 10;
/** The page size that makes a walk cheapest. */
const CHEAPEST_LIMIT = 100;

export function pagesFor(people: number, limit: number): number {
  return Math.ceil(people / limit);
}

/** "(15 credits with --limit 100)" when a bigger page would make the walk cheaper. */
function cheaperWith(people: number, limit: number): string {
  if (limit >= CHEAPEST_LIMIT) return "";
  return ` (${count(Math.max(1, pagesFor(people, CHEAPEST_LIMIT)), "credit")} with --limit ${CHEAPEST_LIMIT})`;
}

/** Asks before a walk over the threshold; says whether anybody was asked. */
export async function confirmWalk(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  first: PeopleSearchResponse,
  maxResults: number,
  maxCredits: number,
): Promise<boolean> {
  // Leaving people out, the walk may page through every match to find --max-results new ones.
  const leavesOut = Boolean(plan.gate?.filters);
  const people = Math.min(first.totalCount, maxResults);
  const totalPages = Math.max(1, pagesFor(leavesOut ? first.totalCount : people, plan.limit));
  const credits = Math.min(totalPages, maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return false;
  const short =
    credits - 1 > first.credits.balance
      ? `; the balance pays for only ${count(first.credits.balance, "more page")}`
      : "";
  const seenCost = leavesOut
    ? "; pages of people already seen or excluded still cost 1 credit each, and the walk pages on until it has enough new people"
    : "";
  await ask(
    f,
    `Export ${leavesOut ? "up to " : ""}${count(people, "person", "people")} in ${leavesOut ? "at most " : ""}${count(totalPages, "page")} for ${leavesOut ? "at most " : ""}${count(credits, "credit")}${credits < totalPages ? " (stopping at --max-credits)" : cheaperWith(people, plan.limit)}, 1 already spent; balance ${thousands(first.credits.balance)}${short}${seenCost}. Continue?`,
    // The first page had to be bought to tell the total: a No does not get it back.
    `Cancelled: nothing was written${plan.output ? ` and ${plan.output} was not touched` : ""}. The first page was already bought (${count(first.credits.charged, "credit")}) and is not kept.`,
  );
  return true;
}

/** Asks before a resumed walk that still costs more than the threshold. */
export async function confirmResume(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  at: { totalCount: number | null; written: number },
  maxResults: number,
  maxCredits: number,
): Promise<void> {
  if (at.totalCount === null) return;
  const people = Math.max(0, Math.min(at.totalCount, maxResults) - at.written);
  const credits = Math.min(pagesFor(people, plan.limit), maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return;
  await ask(
    f,
    `Export the remaining ${count(people, "person", "people")} for about ${count(credits, "credit")}?`,
    `Cancelled: nothing more was fetched and ${plan.output} is as it was.`,
  );
}

/** A No (the default) ends the command as a cancelled prompt does: exit 130, said plainly. */
async function ask(f: Factory, question: string, declined: string): Promise<void> {
  const prompter = await f.prompter();
  let yes: boolean;
  try {
    yes = await prompter.confirm(question, { default: false });
  } catch (err) {
    if (f.signal.aborted) throw f.signal.reason;
    throw err;
  }
  if (!yes) throw new CancelledError(`${declined} Pass --yes to skip this question.`);
}
