// The world's top-up cells: a person found by one query is found by every query that matches them, whatever
// order the queries (and so the cells' materialization) come in; totals are exact; keys resolve before and
// after a cell is written; company counts and company searches include top-up people.
import { describe, expect, it } from "vitest";
import type { StructuredQuery } from "../../../src/contract/schemas.js";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import { createDataset, type PersonFacts } from "../../../src/sandbox/world/data.js";
import { METROS, placeCodes } from "../../../src/sandbox/world/tables.js";

const OPTS = {
  seed: "topup",
  people: 3000,
  // Towns too (a dozen of them, which a world this small would not hold), so the random filter sets reach
  // their people.
  topUp: {
    minPopulation: 5_000_000,
    perBase: 1000,
    lightBudget: 20_000,
    townBudget: 3_000,
    townMinBase: 0,
  },
};

const cities = new Map<string, Set<string>>();
/** The metro names a location filter value stands for (a metro, a state, a region). */
function citiesOf(location: string): Set<string> {
  let set = cities.get(location);
  if (!set) {
    set = new Set((placeCodes(location) ?? []).map((m) => METROS[m].city));
    cities.set(location, set);
  }
  return set;
}

/** The filter semantics read plainly over facts (as data.test.ts does), to check the matcher against. */
function satisfies(f: PersonFacts, q: StructuredQuery): boolean {
  const lc = (s: string) => s.toLowerCase();
  if (q.titleIncludes && !q.titleIncludes.some((t) => lc(f.title).includes(lc(t)))) return false;
  if (q.titleExcludes?.some((t) => lc(f.title).includes(lc(t)))) return false;
  if (q.companyNames) {
    const employers = q.currentEmployersOnly === false ? [f.company, ...f.pastCompanies] : [f.company];
    if (!q.companyNames.some((n) => employers.some((c) => lc(c.name) === lc(n)))) return false;
  }
  if (q.companyIndustries && !q.companyIndustries.some((i) => lc(i) === lc(f.company.industry))) return false;
  if (q.seniorityLevels && !q.seniorityLevels.includes(f.seniority)) return false;
  if (q.headcountRanges && !q.headcountRanges.includes(f.company.headcount)) return false;
  if (q.locations && !q.locations.some((l) => citiesOf(l).has(f.city))) return false;
  if (q.countries && !q.countries.some((c) => lc(c) === lc(f.country))) return false;
  if (q.skills && !q.skills.every((s) => f.skills.some((x) => lc(x) === lc(s)))) return false;
  if (q.minYearsExperience !== undefined && f.yearsOfExperience < q.minYearsExperience) return false;
  if (q.maxYearsExperience !== undefined && f.yearsOfExperience > q.maxYearsExperience) return false;
  if (q.recentlyChangedJobs && !f.recentlyChangedJobs) return false;
  if (q.verifiedEmailOnly && !f.emailVerified) return false;
  return true;
}

/** A small seeded stream, so a failing filter set can be replayed. */
function stream(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random filter sets built from some person's facts (so many match someone), two to four fields each. */
function randomQueries(people: PersonFacts[], count: number): StructuredQuery[] {
  const r = stream(7);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
  const out: StructuredQuery[] = [];
  while (out.length < count) {
    const f = pick(people);
    const fields: (() => StructuredQuery)[] = [
      () => ({ titleIncludes: [f.title.split(" ").pop()!] }),
      () => ({ titleIncludes: [f.title] }),
      () => ({ titleExcludes: ["Senior"] }),
      () => ({ locations: [f.city] }),
      () => ({ countries: [f.country] }),
      () => ({ seniorityLevels: [f.seniority] }),
      () => ({ minYearsExperience: Math.floor(r() * 12) }),
      () => ({ maxYearsExperience: 3 + Math.floor(r() * 15) }),
      () => ({ skills: f.skills.slice(0, 1 + Math.floor(r() * 2)) }),
      () => ({ companyIndustries: [f.company.industry] }),
      () => ({ headcountRanges: [f.company.headcount] }),
      () => ({ companyNames: [f.company.name] }),
      () => ({ companyNames: [f.pastCompanies[0]?.name ?? f.company.name], currentEmployersOnly: false }),
      () => ({ verifiedEmailOnly: true }),
      () => ({ recentlyChangedJobs: true }),
    ];
    const q: StructuredQuery = {};
    const n = 2 + Math.floor(r() * 3);
    for (let k = 0; k < n; k++) Object.assign(q, pick(fields)());
    out.push(q);
  }
  return out;
}

/** The sandbox's default world, made once for the tests that need its metros and towns. */
let wideOnce: ReturnType<typeof createDataset> | undefined;
const wide = () => {
  wideOnce ??= createDataset({ seed: "topup", people: 50_000 });
  return wideOnce;
};

describe("the top-up world", () => {
  const forward = createDataset(OPTS);
  const backward = createDataset(OPTS);
  const reference = createDataset(OPTS);
  const everyone: PersonFacts[] = [];
  for (let i = 0; i < reference.size; i++) everyone.push(reference.facts(i));
  const queries = randomQueries(everyone, 40);

  it("adds top-up people beyond the base, at ids after it", () => {
    expect(forward.baseSize).toBe(3000);
    expect(forward.size).toBeGreaterThan(forward.baseSize);
    expect(reference.size).toBe(forward.size);
  });

  it("matches exactly the people a brute force finds, whichever order the queries come in", () => {
    const a = queries.map((q) => Array.from(forward.matchIds(q)));
    const b = [...queries]
      .reverse()
      .map((q) => Array.from(backward.matchIds(q)))
      .reverse();
    let topUpMatches = 0;
    queries.forEach((q, k) => {
      const expected = everyone.filter((f) => satisfies(f, q)).map((f) => f.index);
      expect(a[k], JSON.stringify(q)).toEqual(expected);
      expect(b[k], JSON.stringify(q)).toEqual(expected);
      expect(forward.match(q).total).toBe(expected.length);
      topUpMatches += expected.filter((i) => i >= forward.baseSize).length;
    });
    // The property is about top-up people too: the random sets must reach some.
    expect(topUpMatches).toBeGreaterThan(100);
  });

  it("finds the users of a tool no slot holds exactly as their profiles list it, base and top-up people", () => {
    const queries: StructuredQuery[] = [
      { skills: ["Xero"] },
      { skills: ["Revit"], countries: ["United States"] },
      { skills: ["CDL"], titleIncludes: ["Driver"] },
      { skills: ["Figma", "Illustrator"] },
      // A slot skill another occupation uses as a tool: listed in slots, or used by the title.
      { skills: ["SAP"], titleIncludes: ["Buyer"] },
      { skills: ["Python", "Snowflake"] },
    ];
    let base = 0;
    let topUp = 0;
    for (const q of [...queries, ...[...queries].reverse()]) {
      const expected = everyone.filter((f) => satisfies(f, q)).map((f) => f.index);
      expect(Array.from(backward.matchIds(q)), JSON.stringify(q)).toEqual(expected);
      expect(forward.match(q).total, JSON.stringify(q)).toBe(expected.length);
      base += expected.filter((i) => i < forward.baseSize).length;
      topUp += expected.filter((i) => i >= forward.baseSize).length;
    }
    expect(base).toBeGreaterThan(0);
    expect(topUp).toBeGreaterThan(0);
  });

  it("gives identical pages for identical filters, and the same people as a fresh world", () => {
    const q = { titleIncludes: ["Nurse"], countries: ["Germany"] };
    const page = forward.match(q).slice(0, 25, "http://x");
    expect(forward.match({ ...q }).slice(0, 25, "http://x")).toEqual(page);
    expect(createDataset(OPTS).match(q).slice(0, 25, "http://x")).toEqual(page);
  });

  it("resolves a top-up person's key before and after their cell is written", () => {
    const fresh = createDataset(OPTS);
    const last = fresh.size - 1;
    const key = fresh.keyOf(last);
    expect(fresh.indexOfKey(key)).toBe(last);
    expect(fresh.facts(last)).toEqual(reference.facts(last));
    expect(fresh.avatar(key)?.body).toBe(reference.avatar(key)?.body);
    expect(fresh.indexOfKey(fresh.keyOf(fresh.size))).toBeUndefined();
  });

  it("counts top-up people in company headcounts, exactly", () => {
    let total = 0;
    const counts = new Map<number, number>();
    for (const f of everyone) counts.set(f.company.code, (counts.get(f.company.code) ?? 0) + 1);
    for (const c of reference.companies) {
      total += reference.companyHeadcountSample(c.code);
      expect(reference.companyHeadcountSample(c.code), c.name).toBe(counts.get(c.code) ?? 0);
    }
    expect(total).toBe(reference.size);
  });

  it("holds the commonest occupations in the metros the budget does not reach, small ones too", () => {
    for (const [title, city] of [
      ["Plumber", "Tartu"],
      ["Truck Driver", "Enschede"],
      ["Electrician", "Greeley"],
      ["Registered Nurse", "Dundee"],
    ]) {
      const ids = wide().matchIds({ titleIncludes: [title], locations: [city] });
      expect(ids.length, `${title} in ${city}`).toBeGreaterThan(0);
      for (const i of ids) expect(wide().facts(i).city).toBe(city);
    }
    // More than one of the very commonest.
    expect(wide().matchIds({ titleIncludes: ["Accountant"], locations: ["Tartu"] }).length).toBeGreaterThan(
      1,
    );
  });

  it("gives a town of 40,000 or more its commonest occupations, found by its town, state and country", () => {
    const ds = wide();
    for (const [title, town] of [
      ["Dispatcher", "Pori"],
      ["Payroll Specialist", "Villach"],
      ["Social Worker", "Mons"],
      ["Teacher", "Cáceres"],
      ["Registered Nurse", "Duluth"],
    ]) {
      const ids = [...ds.matchIds({ titleIncludes: [title], locations: [town] })];
      expect(ids.length, `${title} in ${town}`).toBeGreaterThan(0);
      for (const i of ids) expect(ds.facts(i).city).toBe(town);
      const country = ds.facts(ids[0]).country;
      const inCountry = new Set(ds.matchIds({ titleIncludes: [title], countries: [country] }));
      for (const i of ids) expect(inCountry.has(i)).toBe(true);
    }
    const duluth = [...ds.matchIds({ titleIncludes: ["Registered Nurse"], locations: ["Duluth"] })];
    expect([...ds.matchIds({ titleIncludes: ["Registered Nurse"], locations: ["Duluth, MN"] })]).toEqual(
      duluth,
    );
    const minnesota = new Set(ds.matchIds({ titleIncludes: ["Registered Nurse"], locations: ["Minnesota"] }));
    for (const i of duluth) expect(minnesota.has(i)).toBe(true);
    // A spread of levels and years, not one kind of person.
    const pori = Array.from(ds.matchIds({ locations: ["Pori"] }), (i) => ds.facts(i));
    expect(pori.length).toBeGreaterThan(100);
    expect(new Set(pori.map((f) => f.seniority)).size).toBeGreaterThan(3);
    expect(new Set(pori.map((f) => f.yearsOfExperience)).size).toBeGreaterThan(10);
    // A town below 40,000 still holds nobody: a search there widens to the metros nearest to it.
    expect(placeCodes("Kilkenny")).toBeUndefined();
  });

  it("gives sizeable metros local employers that company searches find", () => {
    // The default budget, not the small world's (a world of 3,000 tops up only its largest metros).
    const ds = createDataset({ seed: "topup", people: 3000, topUp: { perBase: 1000 } });
    const plan = planAgenticSearch(ds, {
      query: "logistics companies in Rotterdam",
      rerank: true,
      origin: "http://x",
    });
    expect(plan.companies.length).toBeGreaterThan(0);
    expect(plan.companies[0]).toMatchObject({ industry: "Logistics" });
    const warehouse = ds.matchIds({ titleIncludes: ["Warehouse Manager"], locations: ["Rotterdam"] });
    expect(warehouse.length).toBeGreaterThanOrEqual(3);
  });
});
