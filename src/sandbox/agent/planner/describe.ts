// A filter set described in words, and the lists ("a, b and c", "a, b or c") the answers write.
import type { StructuredQuery } from "../../../contract/schemas.js";

const joinWith = (word: string) => (items: string[]) =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;
export const joinAnd = joinWith("and");
export const joinOr = joinWith("or");

/** A filter set in words, for step labels and the answer. */
export function describeQuery(q: StructuredQuery): string {
  const levels = q.seniorityLevels?.length ? joinOr(q.seniorityLevels) : "";
  const titles = q.titleIncludes?.length ? joinOr(q.titleIncludes) : "";
  const who =
    titles && levels ? `${titles} (${levels})` : titles || (levels ? `${levels}-level people` : "people");
  const parts = [who];
  if (q.titleExcludes?.length) parts.push(`(not ${joinOr(q.titleExcludes)})`);
  const at = q.currentEmployersOnly === false ? "who work or worked at" : "at";
  if (q.companyNames?.length) parts.push(`${at} ${joinOr(q.companyNames)}`);
  if (q.companyIndustries?.length) parts.push(`in ${joinOr(q.companyIndustries)}`);
  if (q.headcountRanges?.length) parts.push(`at companies of ${joinOr(q.headcountRanges)} employees`);
  const places = [...(q.locations ?? []), ...(q.countries ?? [])];
  if (places.length) parts.push(`in ${joinOr(places)}`);
  if (q.skills?.length) parts.push(`with ${joinAnd(q.skills)}`);
  const { minYearsExperience: min, maxYearsExperience: max } = q;
  if (min !== undefined && max !== undefined) parts.push(`with ${min}-${max} years of experience`);
  else if (min !== undefined) parts.push(`with ${min}+ years of experience`);
  else if (max !== undefined) parts.push(`with at most ${max} year${max === 1 ? "" : "s"} of experience`);
  if (q.recentlyChangedJobs) parts.push("who recently changed jobs");
  if (q.verifiedEmailOnly) parts.push("with a verified email");
  if (q.keywords) parts.push(`whose headline mentions "${q.keywords}"`);
  return parts.join(" ");
}
