// The synthetic population. People live in typed-array columns of small integer codes (about 40 bytes
// each), so a million of them start in well under a second; a profile object is only built for the
// people a response actually returns.
import type { DatasetOptions, Profile } from "../types.js";
import type { SandboxDataset } from "./dataset-types.js";
import { generate } from "./generate-people.js";
import { companiesByName, matchSetOf } from "./matching.js";
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
import { World } from "./topup.js";
import { addLocalCompanies } from "./topup-companies.js";
import { BaseTally, TopUpLayout } from "./topup-layout.js";
import { TopUpPeople } from "./topup-people.js";

export type { Columns, Company, PersonFacts, Repo, SandboxDataset } from "./dataset-types.js";
export { FIRST_NAMES, LAST_NAMES } from "./tables.js";

/**
 * The base population and the top-up's layout. The tally of the base (an occupation-by-metro table of a few
 * megabytes) is dropped on return, so the collections the index and the world's arrays set off can free it.
 */
function baseAndLayout(seed: string, n: number, opts: DatasetOptions) {
  const tally = new BaseTally(opts.topUp);
  const { companies, columns: base } = generate(seed, n, tally);
  return { companies, base, layout: new TopUpLayout(base, opts.topUp, tally) };
}

/**
 * The world for `opts.seed` and `opts.people`: `opts.people` base people (the same for a seed and size
 * as ever), then the top-up cells that give every occupation people in every sizeable metro (topup-layout.ts).
 */
export function createDataset(opts: DatasetOptions): SandboxDataset {
  const n = Math.max(0, Math.floor(opts.people));
  const seed = opts.seed;
  const { companies, base, layout } = baseAndLayout(seed, n, opts);
  const baseCompanies = companies.length;
  const companyByLower = companiesByName(companies);
  // Local companies for the top-up metros are made on first need: start-up does not pay for them.
  let local = false;
  const localCompanies = () => {
    if (local) return;
    local = true;
    addLocalCompanies(seed, companies, layout.metros);
    for (const [name, c] of companiesByName(companies.slice(baseCompanies)))
      if (!companyByLower.has(name)) companyByLower.set(name, c);
  };
  const people = new TopUpPeople(seed, companies, baseCompanies, layout);
  const index = new PostingIndex(base, baseCompanies);
  const world = new World(base, layout, people, index, companies, companyByLower, localCompanies);
  const size = world.size;
  const pop: Population = { seedHash: hashString(`people:${seed}`), companies, columns: world.columns };
  const facts = (i: number) => {
    world.ensurePerson(i);
    return factsOf(pop, i);
  };
  const profile = (i: number, origin: string): Profile => profileOf(facts(i), avatarUrlOf(i, origin));
  const matchIds: SandboxDataset["matchIds"] = (query, extra) => world.matchIds(query, extra);

  return {
    seed,
    size,
    baseSize: n,
    get companies() {
      localCompanies();
      return companies;
    },
    columns: world.columns,
    matchIds,
    facts,
    profile,
    keyOf: personKey,
    indexOfKey: (key) => personIndex(key, size),
    avatarUrl: avatarUrlOf,
    companyHeadcountSample: (code) => world.headcountSample(code),
    companyByName(name) {
      localCompanies();
      return companyByLower.get(name.trim().toLowerCase());
    },
    match: (query) => matchSetOf(matchIds(query), profile),
    avatar(key: string) {
      const i = personIndex(key, size);
      if (i === undefined) return undefined;
      world.ensurePerson(i);
      return avatarOf(pop, i);
    },
  };
}
