// The titles blind sets asked for that nobody held: research offices, newsrooms, film crews, game studios,
// clinical operations, and the in-house teams of ordinary mid-size employers (bus depots, hospital estates,
// water utilities, schools, vet groups, housing associations, ports, breweries, airside crews, brokers,
// planning departments, data centres, dental groups, paper mills, cruise lines). Each is held in the large
// metros, at employers of its own sector, with the tools of its trade; written here in other words than the
// sets that found them missing.
import { describe, expect, it } from "vitest";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import { sandboxWorld } from "../../helpers/population.js";

const ds = sandboxWorld();
const ask = (query: string) => planAgenticSearch(ds, { query, rerank: true, origin: "http://x" });
const factsOf = (key: string) => ds.facts(ds.indexOfKey(key)!);

const ASKED: [string, string, string][] = [
  ["research grants officers in Melbourne", "Research Grants Officer", "Melbourne"],
  ["data journalists working in London", "Data Journalist", "London"],
  ["steadicam operators in Los Angeles", "Steadicam Operator", "Los Angeles"],
  ["technical artists for a game studio in Tokyo", "Technical Artist", "Tokyo"],
  ["clinical data managers based in Boston", "Clinical Data Manager", "Boston"],
  ["scheduling analysts in Chicago", "Scheduling Analyst", "Chicago"],
  ["estates electricians around Birmingham", "Estates Electrician", "Birmingham"],
  ["hydraulic modellers in Sydney", "Hydraulic Modeller", "Sydney"],
  ["MYP coordinators working in Dubai", "MYP Coordinator", "Dubai"],
  ["tenancy sustainment officers in London", "Tenancy Sustainment Officer", "London"],
  ["straddle carrier drivers in Singapore", "Straddle Carrier Driver", "Singapore"],
  ["head brewers in Chicago", "Head Brewer", "Chicago"],
  ["turnaround coordinators in Madrid", "Turnaround Coordinator", "Madrid"],
  ["commercial account handlers in Manchester", "Commercial Account Handler", "Manchester"],
  ["orthodontic therapists in Manchester", "Orthodontic Therapist", "Manchester"],
  ["paper machine operators in Sao Paulo", "Paper Machine Operator", "Sao Paulo"],
];

describe("titles blind sets asked for that nobody held", () => {
  it.each(ASKED)("%s: found as asked, nothing relaxed", (query, title, city) => {
    const plan = ask(query);
    expect(plan.answer, query).toMatch(/^Found \d+ (?:person|people) matching /);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(p.currentTitle).toContain(title);
      expect(p.location?.startsWith(`${city},`)).toBe(true);
    }
  });

  it.each([
    ["vessel planners in Singapore", ["Logistics"]],
    ["grid connection engineers in London", ["Energy"]],
    ["MYP coordinators in Singapore", ["Education"]],
    ["cyber brokers in London", ["Insurance", "Banking"]],
  ])("employs %s at companies of their sector", (query, industries) => {
    const plan = ask(query);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(industries).toContain(factsOf(p.key).company.industry);
  });

  it.each([
    ["hydraulic modellers in the United Kingdom who use InfoWorks ICM", "InfoWorks ICM"],
    ["scheduling analysts in the United States who know HASTUS", "HASTUS"],
    ["vessel planners in Singapore with Navis N4", "Navis N4"],
  ])("gives them the tools of their trade: %s", (query, tool) => {
    const plan = ask(query);
    expect(plan.answer, query).toMatch(/^Found /);
    for (const p of plan.people) expect(factsOf(p.key).skills).toContain(tool);
  });
});

describe("what a search reads around the titles", () => {
  it("reads the skills listed after a place as skills, not as more places", () => {
    const plan = ask("video journalists in London, Spanish and English");
    expect(plan.answer).toMatch(/^No one matched Video Journalist in London with Spanish and English\. /);
    for (const p of plan.people) expect(p.location).toMatch(/^London,/);
  });
  it("answers a one-sentence question of which companies employ a role with the companies and their people", () => {
    const plan = ask("which hospitals in Birmingham employ estates electricians?");
    expect(plan.answer).toMatch(
      /^Found \d+ compan(?:y|ies) matching Healthcare companies based in Birmingham/,
    );
    const listed = new Set(plan.companies.map((c) => c.name));
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      const f = factsOf(p.key);
      expect(f.title).toContain("Estates Electrician");
      expect(f.city).toBe("Birmingham");
      expect(listed.has(f.company.name)).toBe(true);
    }
  });

  it("answers a conversation's question of where its people work with their employers alone", () => {
    const plan = planAgenticSearch(ds, {
      messages: [
        { role: "user", content: "estates electricians in Birmingham" },
        { role: "assistant", content: "Here are some people." },
        { role: "user", content: "which hospitals are they at?" },
      ],
      rerank: true,
      origin: "http://x",
    });
    expect(plan.companies.length).toBeGreaterThan(0);
    expect(plan.people).toEqual([]);
  });

  it("answers with the people of the place when such companies are based elsewhere", () => {
    const plan = ask("which supermarkets in Warsaw have butchers on staff?");
    expect(plan.answer).toMatch(/at companies based elsewhere\.$/);
    for (const p of plan.people) {
      const f = factsOf(p.key);
      expect(f.title).toContain("Butcher");
      expect(f.city).toBe("Warsaw");
      expect(f.company.industry).toBe("Retail");
    }
  });

  it("shows no people of a wider industry for a kind the world files under it", () => {
    expect(ask("textile mills in Tiruppur and the production managers who run them").people).toEqual([]);
  });
});

describe("the people of the titles added last", () => {
  it("come after every earlier person, the towns' among them, so that each keeps their id", () => {
    const added = ds.matchIds({ titleIncludes: ["Vessel Planner", "Head Brewer", "Data Journalist"] });
    const earlier = ds.matchIds({
      titleIncludes: ["Nurse", "Teacher"],
      titleExcludes: ["Veterinary", "Montessori", "Physics"],
    });
    expect(added.length).toBeGreaterThan(0);
    expect(earlier.length).toBeGreaterThan(0);
    expect(added.reduce((a, b) => Math.min(a, b))).toBeGreaterThan(earlier.reduce((a, b) => Math.max(a, b)));
  });
});
