// The synthetic population: deterministic per seed, internally consistent, clearly synthetic, and the
// filter semantics of the structured search (AND across fields, OR within a list, ALL listed skills).
import { describe, expect, it } from "vitest";
import { HEADCOUNT_RANGES } from "../../../src/contract/filters.js";
import type { StructuredQuery } from "../../../src/contract/schemas.js";
import { createDataset, type PersonFacts } from "../../../src/sandbox/world/data.js";
import { METROS } from "../../../src/sandbox/world/tables.js";
import { CITIES, INDUSTRIES } from "../../../src/sandbox/world/vocab.js";
import { sandboxWorld } from "../../helpers/population.js";

// Top-up cells in the largest metros only, and light metros (one of each common occupation) and towns up to
// small budgets, so the brute-force checks below stay quick over base, top-up, light metros and towns alike.
const ds = createDataset({
  seed: "unit",
  people: 20_000,
  topUp: { minPopulation: 5_000_000, perBase: 1000, lightBudget: 100_000, townBudget: 20_000 },
});
const ORIGIN = "http://127.0.0.1:4010";

/** An independent reading of the filter semantics over plain facts, to check the indexed matcher against. */
function satisfies(f: PersonFacts, q: StructuredQuery): boolean {
  const lc = (s: string) => s.toLowerCase();
  if (q.keywords && !q.keywords.split(/\s+/).every((w) => lc(f.headline).includes(lc(w)))) return false;
  if (q.titleIncludes && !q.titleIncludes.some((t) => lc(f.title).includes(lc(t)))) return false;
  if (q.titleExcludes?.some((t) => lc(f.title).includes(lc(t)))) return false;
  if (q.companyNames) {
    const employers = q.currentEmployersOnly === false ? [f.company, ...f.pastCompanies] : [f.company];
    if (!q.companyNames.some((n) => employers.some((c) => lc(c.name) === lc(n)))) return false;
  }
  if (q.companyIndustries && !q.companyIndustries.some((i) => lc(i) === lc(f.company.industry))) return false;
  if (q.seniorityLevels && !q.seniorityLevels.includes(f.seniority)) return false;
  if (q.headcountRanges && !q.headcountRanges.includes(f.company.headcount)) return false;
  if (q.locations && !q.locations.some((l) => lc(l) === lc(f.city))) return false;
  if (q.countries && !q.countries.some((c) => lc(c) === lc(f.country))) return false;
  if (q.skills && !q.skills.every((s) => f.skills.some((x) => lc(x) === lc(s)))) return false;
  if (q.minYearsExperience !== undefined && f.yearsOfExperience < q.minYearsExperience) return false;
  if (q.maxYearsExperience !== undefined && f.yearsOfExperience > q.maxYearsExperience) return false;
  if (q.recentlyChangedJobs && !f.recentlyChangedJobs) return false;
  if (q.verifiedEmailOnly && !f.emailVerified) return false;
  return true;
}

function bruteForce(q: StructuredQuery): number[] {
  return bruteForceAll([q])[0];
}

/** Every query's brute-force matches in one walk over the people: their facts are the cost, built once. */
function bruteForceAll(qs: StructuredQuery[]): number[][] {
  const out = qs.map((): number[] => []);
  for (let i = 0; i < ds.size; i++) {
    const f = ds.facts(i);
    for (let k = 0; k < qs.length; k++) if (satisfies(f, qs[k])) out[k].push(i);
  }
  return out;
}

describe("createDataset", () => {
  it("is deterministic per seed and differs across seeds", () => {
    const a = createDataset({ seed: "same", people: 2000 });
    const b = createDataset({ seed: "same", people: 2000 });
    const c = createDataset({ seed: "other", people: 2000 });
    const page = (d: typeof a) => d.match({ countries: ["United States"] }).slice(0, 20, ORIGIN);
    expect(page(a)).toEqual(page(b));
    expect(a.facts(1234)).toEqual(b.facts(1234));
    expect(page(c)).not.toEqual(page(a));
  });

  it("serves profiles with nested objects, arrays and an absolute avatar URL on the given origin", () => {
    const [p] = ds.match({ skills: ["Rust"] }).slice(0, 1, ORIGIN);
    expect(p).toMatchObject({
      id: expect.stringMatching(/^syn-/),
      name: expect.any(String),
      company: { name: expect.any(String), domain: expect.stringMatching(/\.example$/) },
      location: { city: expect.any(String), country: expect.any(String) },
      skills: expect.arrayContaining(["Rust"]),
      synthetic: true,
    });
    expect(p.avatarUrl).toBe(`${ORIGIN}/avatars/${p.id}`);
    expect(String(p.email)).toMatch(/@[a-z0-9]+\.example$/);
    expect(String(p.linkedinUrl)).toMatch(/^https:\/\/[a-z]+\.example\//);
  });

  it("keeps people internally consistent", () => {
    for (let i = 0; i < ds.size; i += 37) {
      const f = ds.facts(i);
      expect(METROS.find((c) => c.city === f.city && c.country === f.country)).toBeDefined();
      if (f.seniority === "Entry") expect(f.yearsOfExperience).toBeLessThanOrEqual(3);
      if (/^(Staff|Principal)/.test(f.title)) expect(f.seniority).toBe("Senior");
      if (/^Principal/.test(f.title)) expect(f.yearsOfExperience).toBeGreaterThanOrEqual(11);
      if (f.seniority === "Founder" || f.seniority === "Owner") {
        expect(HEADCOUNT_RANGES.indexOf(f.company.headcount)).toBeLessThanOrEqual(2);
      }
      expect(f.monthsInCurrentRole).toBeLessThanOrEqual(f.yearsOfExperience * 12 + 6);
      expect(f.recentlyChangedJobs).toBe(f.monthsInCurrentRole <= 12);
      expect(f.pastCompanies.map((c) => c.name)).not.toContain(f.company.name);
      expect(f.email.endsWith(`@${f.company.domain}`)).toBe(true);
      expect(new Set(f.skills).size).toBe(f.skills.length);
      if (f.githubUrl) {
        expect(f.repos.length).toBeGreaterThan(0);
        for (const r of f.repos) expect(r.stars).toBeGreaterThanOrEqual(0);
      } else {
        expect(f.repos).toEqual([]);
      }
    }
  });

  it("never puts more sampled people in a small company than it employs", () => {
    for (const c of ds.companies) {
      if (c.headcount === "1-10") expect(ds.companyHeadcountSample(c.code)).toBeLessThanOrEqual(10);
    }
  });

  it("holds the ordinary professions recruiters hire for, with employers that fit them", () => {
    const share = (titles: string[]) => ds.matchIds({ titleIncludes: titles }).length / ds.size;
    expect(share(["Nurse", "Physician", "Dentist", "Pharmacist", "Therapist"])).toBeGreaterThan(0.02);
    expect(share(["Teacher", "Lecturer", "Professor", "Tutor"])).toBeGreaterThan(0.002);
    expect(share(["Lawyer", "Attorney", "Paralegal", "Legal Counsel"])).toBeGreaterThan(0.005);
    expect(share(["HR "])).toBeGreaterThan(0.005);
    expect(share(["Operations"])).toBeGreaterThan(0.01);
    // Software engineers remain the largest group of the base population, as on the service (the top-up
    // gives every occupation a floor in every metro, so its mix is flatter).
    const engineers = ds.matchIds({ titleIncludes: ["Engineer"] }).filter((i) => i < ds.baseSize);
    expect(engineers.length / ds.baseSize).toBeGreaterThan(0.2);
    for (const i of ds.matchIds({ titleIncludes: ["Dentist", "Nurse"] }).slice(0, 200))
      expect(ds.facts(i).company.industry).toBe("Healthcare");
    for (const i of ds.matchIds({ titleIncludes: ["Teacher"] }).slice(0, 200))
      expect(ds.facts(i).company.industry).toBe("Education");
  });

  it("has residents in every metro and employers in every industry the reader knows, at the default size", () => {
    const small = sandboxWorld();
    for (const c of CITIES) expect(small.matchIds({ locations: [c.city] }).length, c.city).toBeGreaterThan(0);
    // The base people's employers, read directly: a search by industry alone would write every top-up cell
    // (some 3 million people) to find them, and the industry filter is checked against brute force below.
    const industries = new Set<string>();
    for (let i = 0; i < small.baseSize; i++) industries.add(small.facts(i).company.industry);
    for (const i of INDUSTRIES) expect(industries.has(i.name), i.name).toBe(true);
  });

  it("has invented company names, each unique", () => {
    const names = ds.companies.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ds.companies.every((c) => c.domain.endsWith(".example"))).toBe(true);
  });

  const semantics: [string, StructuredQuery][] = [
    ["one list field, OR within", { locations: ["Berlin", "Paris"] }],
    ["AND across fields", { countries: ["Germany"], seniorityLevels: ["Senior", "Manager"] }],
    ["all listed skills", { skills: ["Python", "SQL"] }],
    ["title substring, case-insensitive", { titleIncludes: ["backend engineer"], titleExcludes: ["Staff"] }],
    ["industry and size", { companyIndustries: ["fintech"], headcountRanges: ["1-10", "11-50", "51-200"] }],
    ["years range", { minYearsExperience: 5, maxYearsExperience: 7, countries: ["India"] }],
    ["flags", { recentlyChangedJobs: true, verifiedEmailOnly: true, locations: ["London"] }],
    ["keywords over the headline", { keywords: "open source" }],
    ["metro alias and country alias", { locations: ["Bay Area"], countries: ["USA"] }],
  ];
  /** The brute force's reading: the aliases spelled out. */
  const normalized = (q: StructuredQuery): StructuredQuery => {
    const norm = { ...q, locations: q.locations?.map((l) => (l === "Bay Area" ? "San Francisco" : l)) };
    if (!norm.locations) delete norm.locations;
    if (norm.countries) norm.countries = norm.countries.map((c) => (c === "USA" ? "United States" : c));
    return norm;
  };
  let expected: number[][] | undefined;
  it.each(semantics.map(([label, q], k) => [label, q, k] as const))(
    "matches exactly what the semantics say: %s",
    (_label, q, k) => {
      expected ??= bruteForceAll(semantics.map(([, each]) => normalized(each)));
      const got = [...ds.matchIds(q)];
      expect(got).toEqual(expected[k]);
      expect(got.length).toBeGreaterThan(0);
    },
  );

  it("matches past employers only with currentEmployersOnly false", () => {
    const someone = ds.facts(ds.matchIds({ minYearsExperience: 12 })[0]);
    const past = someone.pastCompanies[0].name;
    const current = [...ds.matchIds({ companyNames: [past] })];
    const either = [...ds.matchIds({ companyNames: [past], currentEmployersOnly: false })];
    expect(current).toEqual(bruteForce({ companyNames: [past] }));
    expect(either).toEqual(bruteForce({ companyNames: [past], currentEmployersOnly: false }));
    expect(either).toContain(someone.index);
    expect(current).not.toContain(someone.index);
  });

  it("returns nothing for values no one has, and pages in a stable order", () => {
    expect(ds.match({ skills: ["Underwater Basket Weaving"] }).total).toBe(0);
    expect(ds.match({ locations: ["Atlantis"] }).total).toBe(0);
    const m = ds.match({ countries: ["United States"] });
    const ids = [...m.slice(0, 50, ORIGIN), ...m.slice(50, 50, ORIGIN)].map((p) => p.id);
    expect(ids).toEqual(m.slice(0, 100, ORIGIN).map((p) => p.id));
    expect([...ids].sort()).toEqual(ids);
    expect(m.slice(m.total, 10, ORIGIN)).toEqual([]);
  });

  it("caches match sets by canonical query", () => {
    const a = ds.matchIds({ skills: ["Go", "Kubernetes"], locations: ["berlin"] });
    const b = ds.matchIds({ locations: ["Berlin "], skills: ["kubernetes", "Go"] });
    expect(b).toBe(a);
  });

  it("generates an SVG avatar for a known key only", () => {
    const key = ds.keyOf(42);
    const img = ds.avatar(key);
    expect(img?.contentType).toBe("image/svg+xml");
    expect(img?.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(ds.avatar("syn-zzzzzzzz")).toBeUndefined();
    expect(ds.avatar("nobody")).toBeUndefined();
    expect(ds.indexOfKey(key)).toBe(42);
  });
});
