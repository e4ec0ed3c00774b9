// The synthetic population. People live in typed-array columns of small integer codes (about 40 bytes
// each), so a million of them start in well under a second; a profile object is only built for the
// people a response actually returns.
import type { DatasetOptions, Profile } from "../types.js";
import type { SandboxDataset } from "./dataset-types.js";
import { generate } from "./generate-people.js";
import { cachedMatcher, companiesByName, headcountSample, matchSetOf } from "./matching.js";
import {
  avatarOf,
  avatarUrlOf,
  factsOf,
  type Population,
  personIndex,
  personKey,
  profileOf,
} from "./person.js";
import { hashString } from "./prng.js";
import { PostingIndex } from "./query-index.js";

export type { Columns, Company, PersonFacts, Repo, SandboxDataset } from "./dataset-types.js";
export { FIRST_NAMES, LAST_NAMES } from "./tables.js";

/** The population for `opts.seed` and `opts.people`, with what the service and the planner read of it. */
export function createDataset(opts: DatasetOptions): SandboxDataset {
  const n = Math.max(0, Math.floor(opts.people));
  const seed = opts.seed;
  const { companies, columns } = generate(seed, n);
  const pop: Population = { seedHash: hashString(`people:${seed}`), companies, columns };
  const companyByLower = companiesByName(companies);
  const matchIds = cachedMatcher(columns, new PostingIndex(columns, companies.length), companyByLower);
  const sampleCounts = headcountSample(companies.length, columns);
  const profile = (i: number, origin: string): Profile => profileOf(factsOf(pop, i), avatarUrlOf(i, origin));

  return {
    seed,
    size: n,
    companies,
    columns,
    matchIds,
    facts: (i) => factsOf(pop, i),
    profile,
    keyOf: personKey,
    indexOfKey: (key) => personIndex(key, n),
    avatarUrl: avatarUrlOf,
    companyHeadcountSample: (code) => sampleCounts[code] ?? 0,
    companyByName: (name) => companyByLower.get(name.trim().toLowerCase()),
    match: (query) => matchSetOf(matchIds(query), profile),
    avatar(key: string) {
      const i = personIndex(key, n);
      return i === undefined ? undefined : avatarOf(pop, i);
    },
  };
}
