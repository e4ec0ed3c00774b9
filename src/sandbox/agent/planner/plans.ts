// The plans: people, companies and code repositories, and planAgenticSearch, which picks one for the
// request the conversation makes.
import { hasAnyFilter } from "../../../contract/filters.js";
import type { JsonObject, Person, StructuredQuery } from "../../../contract/schemas.js";
import type { AgenticInput, AgenticPlan, Dataset, PlannedStep } from "../../types.js";
import type { Company, PersonFacts, SandboxDataset } from "../../world/data.js";
import { type DirectoryMatch, directoryCompanies } from "../../world/directory.js";
import { countryCode, INDUSTRY_NAMES, placeCodes, skillCode } from "../../world/tables.js";
import { toolCode } from "../../world/tools.js";
import { type Understanding, understand } from "../chat.js";
import { companyIndustriesOf, companyKinds, inPopulationTerms } from "../industries.js";
import { describeCompanies, peopleAnswer } from "./answer.js";
import { describeQuery, joinOr } from "./describe.js";
import { CODE_CUE, EMPLOYERS_ASKED, REPO_NOUN, SOURCE_LIMIT } from "./intent.js";
import {
  byScore,
  codeLanguagesAsked,
  codeScore,
  companyObject,
  ms,
  preferencesOf,
  profileScore,
  type Scored,
  type Search,
  sampleOf,
  toPerson,
} from "./ranking.js";
import { type Excluded, findProfiles, matching, step } from "./steps.js";

/**
 * A people search: the profile source (relaxed when nothing meets every constraint), the code host when
 * the request is about code, the merge and ranking, and the answer.
 */
function planPeople(ds: SandboxDataset, u: Understanding, input: AgenticInput): AgenticPlan {
  const { turns, count } = u;
  const languages = codeLanguagesAsked(u.query);
  const wantsCode = languages.length > 0 || turns.some((t) => CODE_CUE.test(t));
  const excluded: Excluded = Object.assign(
    new Set(
      u.excludedCompanies.map((n) => ds.companyByName(n)?.code).filter((c): c is number => c !== undefined),
    ),
    {
      skills: u.excludeSkills.flatMap((s) => skillCode(s) ?? []),
      tools: u.excludeSkills.flatMap((s) => toolCode(s) ?? []),
    },
  );
  const found = findProfiles(ds, u.query, excluded);
  const { q } = found;
  const prefs = preferencesOf(q, turns);
  const search: Search = { ds, q, languages, input, ...(found.relaxed ? { asked: u.query } : {}) };
  // Each source hands on its best; the code host only maintainers of the languages asked for.
  const best = (ids: Int32Array, source: string, score: (f: PersonFacts) => number): Scored[] =>
    [...sampleOf(ids)]
      .map((i) => ds.facts(i))
      .map((facts) => ({ facts, score: score(facts), source }))
      .filter((x) => source === "profiles" || x.score > 0)
      .sort(byScore)
      .slice(0, Math.max(SOURCE_LIMIT, count));
  const profileTop = best(found.profileIds, "profiles", (f) => profileScore(f, q, prefs));
  const codeIds = wantsCode ? found.byWord(matching(ds, q, excluded, true)) : undefined;
  const codeTop = codeIds ? best(codeIds, "code host", (f) => codeScore(f, languages)) : [];
  const listed = (xs: Scored[]) => xs.map((x) => toPerson(search, x.facts));
  const steps = [
    step("understand", "Understanding the request", 700, 0),
    step("profiles", `Searching profiles: ${describeQuery(q)}`, ms(1800, profileTop.length), 1, {
      source: "profiles",
      people: listed(profileTop),
    }),
  ];
  if (codeIds) {
    const what =
      languages.length > 0 ? `${joinOr(languages)} maintainers` : "maintainers with public repositories";
    steps.push(
      step("code-host", `Searching code host: ${what}`, ms(2400, codeTop.length), 1, {
        source: "code host",
        people: listed(codeTop),
      }),
    );
  }
  // One entry per person, scored on everything any source knew; ranked and trimmed to the count, or listed
  // as found when reranking is off.
  const merged = new Map<string, Scored>();
  for (const x of [...profileTop, ...codeTop])
    if (!merged.has(x.facts.key))
      merged.set(x.facts.key, {
        ...x,
        score: profileScore(x.facts, q, prefs) + codeScore(x.facts, languages),
      });
  const people = input.rerank
    ? [...merged.values()]
        .sort(byScore)
        .slice(0, count)
        .map((x, k) => ({ ...toPerson(search, x.facts), rank: k + 1 }))
    : [...merged.values()].map((x) => toPerson(search, x.facts));
  steps.push(
    input.rerank
      ? step("rank", "Merging and ranking", ms(900, merged.size), 2)
      : step("merge", "Merging results (no reranking)", ms(400, merged.size), 2),
    step("answer", "Writing the answer", 600, 3),
  );
  const answer = peopleAnswer(ds, u, input, found, people, excluded, codeIds?.length);
  return { steps, answer, people, companies: [], repos: [], cost: 2 + (wantsCode ? 2 : 1) };
}

/** The companies a filter set describes, its lookups done once rather than once a company. */
function companyTest(q: StructuredQuery): (c: Company) => boolean {
  // A company is of a kind by its industry's name: "restaurants" are not every hospitality company, nor is a
  // printer any manufacturer (the directory lists those kinds); an industry the population splits into
  // several ("software") is each of them.
  const industries = q.companyIndustries?.length
    ? new Set(q.companyIndustries.flatMap(companyIndustriesOf))
    : undefined;
  const places = q.locations?.length ? new Set(q.locations.flatMap((l) => placeCodes(l) ?? [])) : undefined;
  const countries = q.countries?.length ? new Set(q.countries.map(countryCode)) : undefined;
  const names = q.companyNames?.length ? new Set(q.companyNames.map((n) => n.toLowerCase())) : undefined;
  return (c) =>
    (!industries || industries.has(c.industry)) &&
    (!q.headcountRanges?.length || q.headcountRanges.includes(c.headcount)) &&
    (!places || places.has(c.cityCode)) &&
    (!countries || countries.has(countryCode(c.country))) &&
    (!names || names.has(c.name.toLowerCase()) || names.has(c.domain));
}

/** The company directory's matches for a company question (world/directory.ts). */
function directoryOf(ds: SandboxDataset, q: StructuredQuery, limit: number): DirectoryMatch {
  // The directory keeps a kind as named ("Plumbing" companies), umbrellas too: it files nothing under another.
  const kinds = q.companyIndustries?.length ? q.companyIndustries : companyKinds();
  const { locations, countries, headcountRanges: bands } = q;
  return directoryCompanies(ds.seed, { locations, countries, kinds, bands }, Math.max(0, limit));
}

/**
 * The people of a company question asked in one sentence ("which schools in Nairobi employ IB
 * coordinators?"): those meeting the whole question at the companies listed, so the answer shows who they
 * employ; with none listed, those of the place who work for such companies based elsewhere. A
 * conversation's "which companies are they at?" has shown its people already.
 */
function staffOf(
  ds: SandboxDataset,
  q: StructuredQuery,
  listed: ReadonlySet<number> | undefined,
  count: number,
  input: AgenticInput,
  turns: string[],
): Person[] {
  const all = matching(ds, q, new Set<number>());
  const ids = listed ? all.filter((i) => listed.has(ds.columns.company[i])) : all;
  const prefs = preferencesOf(q, turns);
  const search: Search = { ds, q, languages: [], input };
  return [...sampleOf(ids)]
    .map((i) => ds.facts(i))
    .map((facts) => ({ facts, score: profileScore(facts, q, prefs), source: "profiles" }))
    .sort(byScore)
    .slice(0, count)
    .map((x, k) => ({ ...toPerson(search, x.facts), rank: k + 1 }));
}

function planCompanies(
  ds: SandboxDataset,
  q: StructuredQuery,
  count: number,
  input: AgenticInput,
  turns: string[],
): AgenticPlan {
  // Place, industry, size and name describe a company (its headquarters); the rest describe its people.
  const { locations, countries, companyIndustries, headcountRanges, companyNames, ...rest } = q;
  const companyQ = { locations, countries, companyIndustries, headcountRanges, companyNames };
  const { currentEmployersOnly: _, ...peopleQ } = rest;
  const peopleFilter = hasAnyFilter(peopleQ);
  const counts = new Map<number, number>();
  if (peopleFilter) {
    const ids = ds.matchIds(
      inPopulationTerms({ ...peopleQ, companyIndustries, headcountRanges, companyNames }),
    );
    for (const i of ids) counts.set(ds.columns.company[i], (counts.get(ds.columns.company[i]) ?? 0) + 1);
  }
  const found = ds.companies
    .filter(companyTest(companyQ))
    .map((c) => ({ c, n: peopleFilter ? (counts.get(c.code) ?? 0) : ds.companyHeadcountSample(c.code) }))
    .filter((x) => !peopleFilter || x.n > 0)
    .sort((a, b) => b.n - a.n || a.c.name.localeCompare(b.c.name));
  const companies = found.slice(0, count).map((x) => companyObject(x.c, x.n));
  // The directory's companies of the kind and place (whose people the sandbox does not hold) are listed after
  // the world's, where no people are asked for, or where no company of the world has the people asked for.
  const listed =
    companyNames?.length || (peopleFilter && found.length > 0)
      ? undefined
      : directoryOf(ds, q, count - companies.length);
  if (listed) companies.push(...listed.companies.map((c) => companyObject(c, 0)));
  const total = found.length + (listed?.total ?? 0);
  const some = `${total} compan${total === 1 ? "y" : "ies"}`;
  const what = describeCompanies(companyQ, peopleFilter ? describeQuery(peopleQ) : "");
  const steps: PlannedStep[] = [
    step("understand", "Understanding the request", 700, 0),
    step("companies", `Searching company records: ${what}`, ms(1600, companies.length), 1),
    step("profiles", "Counting people at matching companies", ms(1400, companies.length), 1),
    step("rank", "Ranking companies", 700, 2),
    step("answer", "Writing the answer", 500, 3),
  ];
  const listedCodes = found.length > 0 ? new Set(found.slice(0, count).map((x) => x.c.code)) : undefined;
  // Not for a kind the world files under a wider industry ("textile mills" as manufacturers): its people
  // would be the wider industry's, not the kind's.
  const ownKinds = (companyIndustries ?? []).every((i) => INDUSTRY_NAMES.includes(i));
  const people =
    peopleFilter && ownKinds && input.query !== undefined && companies.length > 0
      ? staffOf(ds, q, listedCodes, count, input, turns)
      : [];
  const here = `Here ${people.length === 1 ? "is 1" : `are ${people.length}`}`;
  const staff =
    people.length === 0
      ? ""
      : listedCodes
        ? ` ${here} of the people they employ.`
        : ` ${here} of the people matching ${describeQuery(peopleQ)} there, at companies based elsewhere.`;
  const answer =
    companies.length === 0
      ? `No companies matched ${what}.`
      : peopleFilter && found.length === 0
        ? `No companies matched ${what}. Found ${some} matching ${describeCompanies(companyQ, "")}, whose people the sandbox does not hold; listing ${companies.length}, starting with ${companies[0].name} (${companies[0].location}).${staff}`
        : `Found ${some} matching ${what}; listing ${companies.length}, largest presence first, starting with ${companies[0].name} (${companies[0].location}).${staff}`;
  return { steps, answer, people, companies, repos: [], cost: 3 };
}

function planRepos(ds: SandboxDataset, q: StructuredQuery, count: number, input: AgenticInput): AgenticPlan {
  const languages = codeLanguagesAsked(q);
  // The language picks repositories; every other filter describes their maintainers.
  const otherSkills = (q.skills ?? []).filter((s) => !languages.includes(s));
  const maintainerQ: StructuredQuery = { ...q, skills: [...languages, ...otherSkills] };
  if (maintainerQ.skills?.length === 0) delete maintainerQ.skills;
  const ids = ds.matchIds(hasAnyFilter(maintainerQ) ? maintainerQ : { minYearsExperience: 0 }, {
    codeHost: true,
  });
  const repos = [...ids.subarray(0, 5000)].flatMap((i) => {
    const owner = ds.facts(i);
    return owner.repos.flatMap((repo) =>
      languages.length === 0 || languages.includes(repo.language) ? [{ repo, owner }] : [],
    );
  });
  repos.sort((a, b) => b.repo.stars - a.repo.stars || a.repo.fullName.localeCompare(b.repo.fullName));
  const top = repos.slice(0, count);
  const out: JsonObject[] = top.map(({ repo, owner: { key, name, githubUrl, index } }) => ({
    name: repo.fullName,
    url: repo.url,
    description: repo.description,
    language: repo.language,
    stars: repo.stars,
    maintainers: [{ key, name, githubUrl, avatarUrl: ds.avatarUrl(index, input.origin) }],
    synthetic: true,
  }));
  const people = top
    .map((x) => x.owner)
    .filter((f, k, all) => all.findIndex((g) => g.key === f.key) === k)
    .map((f, k) => {
      const p = toPerson({ ds, q, languages, input }, f);
      return input.rerank ? { ...p, rank: k + 1 } : p;
    });
  const what = `${languages.length > 0 ? `${joinOr(languages)} ` : ""}repositories`;
  const maintainersDesc = describeQuery({
    ...maintainerQ,
    skills: otherSkills.length ? otherSkills : undefined,
  });
  const steps: PlannedStep[] = [
    step("understand", "Understanding the request", 700, 0),
    step("code-host", `Searching code host: ${what}`, ms(2200, out.length), 1, {
      source: "code host",
      people,
    }),
    step("profiles", `Checking maintainers' profiles: ${maintainersDesc}`, ms(1200, people.length), 1),
    step("rank", "Ranking repositories by stars", 600, 2),
    step("answer", "Writing the answer", 500, 3),
  ];
  const answer =
    out.length === 0
      ? `No repositories matched: no one maintaining ${what} fits ${maintainersDesc}.`
      : `Found ${repos.length} ${what} maintained by ${maintainersDesc}; the most starred is ${out[0].name} (${out[0].stars} stars).`;
  return { steps, answer, people, companies: [], repos: out, cost: 3 };
}

/** Plans an agentic run. Deterministic: the same data set and input give the same plan. */
export function planAgenticSearch(dataset: Dataset, input: AgenticInput): AgenticPlan {
  const ds = dataset as SandboxDataset;
  const u = understand(input, (name) => ds.companyByName(name) !== undefined);
  const { turns, query: q } = u;

  if (!hasAnyFilter(q) && !turns.some((t) => REPO_NOUN.test(t))) {
    const steps = [
      step("understand", "Understanding the request", 700, 0),
      step("answer", "Writing the answer", 400, 1),
    ];
    const answer =
      'No one matched: the request names no role, seniority, place, employer, industry or skill to search for. Try something like "senior backend engineers in Berlin".';
    return { steps, answer, people: [], companies: [], repos: [], cost: 1 };
  }
  // The last turn asks where the people found work: their employers are the answer.
  const intent =
    u.intent === "people" && EMPLOYERS_ASKED.test(turns[turns.length - 1] ?? "") ? "companies" : u.intent;
  if (intent === "companies") return planCompanies(ds, q, u.count, input, turns);
  return intent === "repos" ? planRepos(ds, q, u.count, input) : planPeople(ds, u, input);
}
