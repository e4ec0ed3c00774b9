// Answer text: the answer that closes a people search, the suggestion when nobody matches, and the
// description of companies found.
import type { Person, StructuredQuery } from "../../../contract/schemas.js";
import type { AgenticInput } from "../../types.js";
import type { SandboxDataset } from "../../world/data.js";
import type { Understanding } from "../chat.js";
import { describeQuery, joinOr } from "./describe.js";
import { bindingConstraint, type PeopleFound, titleVariants } from "./steps.js";

/**
 * The written answer: who was found and the strongest match; or, when nobody was, why (a title or a place
 * nobody has, else the constraint that bound); or, after relaxing, which constraint was given up.
 */
export function peopleAnswer(
  ds: SandboxDataset,
  u: Understanding,
  input: AgenticInput,
  found: PeopleFound,
  people: Person[],
  excluded: Set<number>,
  codeTotal: number | undefined,
): string {
  const asked = u.query;
  const summary = describeQuery(found.q);
  // Employers and skills the reading leaves out ("Python developers but not Java"): the filter set cannot.
  const leftOut = (who: string, names: string[]) =>
    names.length > 0 ? ` People who ${who} ${joinOr(names)} are left out, as asked.` : "";
  const left = leftOut("work at", u.excludedCompanies) + leftOut("list", u.excludeSkills);
  if (people.length === 0) {
    const titles = asked.titleIncludes;
    // A title held in another spelling ("Tax Adviser", "Tax Advisor") is held: the place is what lacks.
    if (titles?.length && ds.matchIds(titleVariants({ titleIncludes: titles })).length === 0) {
      return `No one with the title ${joinOr(titles)} was found. Try another word for the role.`;
    } else if (asked.locations?.length && ds.matchIds({ locations: asked.locations }).length === 0) {
      // A place nobody lives in is said so, not widened to everywhere.
      return `No one based in ${joinOr(asked.locations)} was found. Try a nearby city or the country.`;
    }
    const bound = bindingConstraint(ds, asked, excluded);
    return `No one matched ${summary}.${left} ${bound ? `Try without ${bound}.` : suggestion(asked)}`;
  }
  const total = found.profileIds.length;
  if (found.relaxed) {
    const some = total === 1 ? "1 person matches" : `${total} people match`;
    const all = total === 1 ? "here is that person" : "here they are";
    const here = people.length === total ? all : `here are ${people.length}`;
    return `No one matched ${describeQuery(asked)}. Without ${found.relaxed}, ${some} ${summary}; ${here}.${left}`;
  }
  const top = people[0];
  const lead = input.rerank
    ? `The strongest match is ${top.name}, ${top.currentTitle} at ${top.currentCompany} (${top.location}).`
    : `They are listed as the sources returned them, without ranking.`;
  const code =
    codeTotal !== undefined
      ? ` The code host added ${codeTotal} maintainer${codeTotal === 1 ? "" : "s"} meeting the same criteria.`
      : "";
  return `Found ${total} ${total === 1 ? "person" : "people"} matching ${summary}; here ${people.length === 1 ? "is" : "are"} ${people.length}. ${lead}${code}${left}`;
}

/** Names the filter that most likely emptied the result, so the user knows what to relax. */
function suggestion(q: StructuredQuery): string {
  if (q.companyNames?.length) return `Check the employer name (${joinOr(q.companyNames)}) or drop it.`;
  if (q.skills && q.skills.length > 1) return "Try asking for fewer skills at once.";
  if (q.keywords) return "Try without the headline keywords.";
  if (q.minYearsExperience !== undefined || q.maxYearsExperience !== undefined)
    return "Try widening the years of experience.";
  if (q.locations?.length || q.countries?.length) return "Try a wider location.";
  return "Try dropping one of the constraints.";
}

export function describeCompanies(q: StructuredQuery, people: string): string {
  const parts = [q.companyIndustries?.length ? `${joinOr(q.companyIndustries)} companies` : "companies"];
  if (q.headcountRanges?.length) parts.push(`of ${joinOr(q.headcountRanges)} employees`);
  const places = [...(q.locations ?? []), ...(q.countries ?? [])];
  if (places.length) parts.push(`based in ${joinOr(places)}`);
  if (q.companyNames?.length) parts.push(`named ${joinOr(q.companyNames)}`);
  if (people) parts.push(`employing ${people}`);
  return parts.join(" ");
}
