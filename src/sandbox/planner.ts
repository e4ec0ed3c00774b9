// Agentic search over the synthetic data: a first cut that searches profiles only.
import type { Person } from "../api/schemas.js";
import type { SandboxDataset } from "./data.js";
import { translateSentence } from "./translate.js";
import type { AgenticInput, AgenticPlan, Dataset } from "./types.js";

export function planAgenticSearch(dataset: Dataset, input: AgenticInput): AgenticPlan {
  const ds = dataset as SandboxDataset;
  const turns =
    input.query !== undefined
      ? [input.query]
      : (input.messages ?? []).filter((m) => m.role === "user").map((m) => m.content);
  let query = {};
  for (const t of turns) query = translateSentence(t, query);
  const ids = ds.matchIds(query);
  const people: Person[] = [];
  for (let k = 0; k < Math.min(10, ids.length); k++) {
    const f = ds.facts(ids[k]);
    people.push({
      key: f.key,
      name: f.name,
      headline: f.headline,
      location: `${f.city}, ${f.country}`,
      currentTitle: f.title,
      currentCompany: f.company.name,
      currentCompanyDomain: f.company.domain,
      reason: `${f.title} at ${f.company.name} in ${f.city}.`,
      signals: [f.title, f.city],
      linkedinUrl: f.linkedinUrl,
      githubUrl: f.githubUrl,
      avatarUrl: ds.avatarUrl(f.index, input.origin),
      email: f.email,
      skills: f.skills,
      yearsOfExperience: f.yearsOfExperience,
      ...(input.rerank ? { rank: k + 1 } : {}),
    });
  }
  return {
    steps: [
      { id: "understand", label: "Understanding the request", durationMs: 400, group: 0 },
      {
        id: "profiles",
        label: "Searching profiles",
        durationMs: 1200,
        group: 1,
        partial: { source: "profiles", people },
      },
      { id: "rank", label: "Merging and ranking", durationMs: 500, group: 2 },
    ],
    answer:
      people.length > 0
        ? `Found ${ids.length} matching people; here are ${people.length}.`
        : "No one matched the request.",
    people,
    companies: [],
    repos: [],
    cost: 3,
  };
}
