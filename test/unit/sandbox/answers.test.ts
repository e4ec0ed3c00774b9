// Answers that explain themselves: each reason names what was asked and the strongest signal, the ranking
// follows the asked level, a specialised title nobody holds falls back to its head occupation and says so,
// skills the reading leaves out are removed and said, and the relaxation reads as English.
import { describe, expect, it } from "vitest";
import type { Understanding } from "../../../src/sandbox/agent/chat.js";
import { peopleAnswer } from "../../../src/sandbox/agent/planner/answer.js";
import { type Excluded, findProfiles } from "../../../src/sandbox/agent/planner/steps.js";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import type { AgenticInput } from "../../../src/sandbox/types.js";
import { createDataset } from "../../../src/sandbox/world/data.js";
import { METROS, skillCode } from "../../../src/sandbox/world/tables.js";

const ds = createDataset({ seed: "people-sandbox", people: 50_000 });
const input: AgenticInput = { query: "", rerank: true, origin: "http://127.0.0.1:4010" };
const run = (query: string) => planAgenticSearch(ds, { ...input, query });
const none = (): Excluded => new Set<number>();

describe("reasons", () => {
  it("name the asked-for constraints the person meets and the strongest signal", () => {
    const plan = run("senior backend engineers in Berlin with Go");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) {
      expect(p.reason).toMatch(/^Matches the request as an? .*Backend Engineer \(Senior level\)/);
      expect(p.reason).toContain("based in Berlin, Germany");
      expect(p.reason).toContain("listing Go");
      expect(p.reason).toMatch(/; strongest signal: .+\.$/);
    }
  });

  it("say which past employer a person left when former staff were asked for", () => {
    const plan = run("people who used to work at Shopify");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.reason).toMatch(/(working|formerly) at Shopify/);
  });
});

describe("ranking", () => {
  it("puts no junior above a staff, lead, principal or senior with more years", () => {
    for (const query of ["data engineers in London", "backend engineers in Berlin", "product designers"]) {
      const people = run(query).people;
      people.forEach((p, k) => {
        if (!/^(Junior|Associate)\b/.test(p.currentTitle ?? "")) return;
        for (const later of people.slice(k + 1))
          expect(
            /^(Staff|Lead|Principal|Senior)\b/.test(later.currentTitle ?? "") &&
              (later.yearsOfExperience ?? 0) > (p.yearsOfExperience ?? 0),
            `${query}: ${p.currentTitle} above ${later.currentTitle}`,
          ).toBe(false);
      });
    }
  });
});

describe("falling back and relaxing", () => {
  it("falls back from a specialised title nobody holds to its head occupation, and says so", () => {
    const nurseTown = METROS.map((m) => m.city).find(
      (city) =>
        ds.matchIds({ titleIncludes: ["Cardiac Nurse"], locations: [city] }).length === 0 &&
        ds.matchIds({ titleIncludes: ["Nurse"], locations: [city] }).length > 0,
    )!;
    const found = findProfiles(ds, { titleIncludes: ["Cardiac Nurse"], locations: [nurseTown] }, none());
    expect(found.q.titleIncludes).toEqual(["Nurse"]);
    expect(found.relaxed).toBe("the specialisation (Cardiac Nurse), widened to Nurse");
    for (const i of found.profileIds) expect(ds.facts(i).title).toContain("Nurse");
  });

  it("says what it relaxed in grammatical English", () => {
    const plan = run("dentists in New York with Rust");
    expect(plan.answer).toMatch(
      /^No one matched .+\. Without the Rust skill, (1 person matches|\d+ people match) .+; here (is that person|they are|are \d+)\./,
    );
    expect(plan.answer).not.toMatch(/here (is|are) \d+ of \d+/);
  });

  it("widens a state nobody in it matches to its country, naming it a place", () => {
    // The world tops up every metro of 250,000 or more, so only a state of several smaller metros can lack
    // welders (a state of one metro reads as that city).
    const [state, country] = [
      ["Ohio", "United States"],
      ["Tasmania", "Australia"],
      ["Saskatchewan", "Canada"],
    ].find(([s]) => ds.matchIds({ titleIncludes: ["Welder"], locations: [s] }).length === 0)!;
    const found = findProfiles(ds, { titleIncludes: ["Welder"], locations: [state] }, none());
    expect(found.relaxed).toBe(`the place (${state}), widened to ${country}`);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds) expect(ds.facts(i).country).toBe(country);
  });
});

describe("skills left out", () => {
  it("removes the people who list a skill the reading leaves out, and says so", () => {
    const java = skillCode("Java")!;
    const excluded: Excluded = Object.assign(new Set<number>(), { skills: [java] });
    const q = { titleIncludes: ["Backend Engineer"], skills: ["Python"] };
    const all = ds.matchIds(q);
    const found = findProfiles(ds, q, excluded);
    expect(all.some((i) => ds.facts(i).skills.includes("Java"))).toBe(true);
    expect(found.profileIds.length).toBeGreaterThan(0);
    for (const i of found.profileIds) expect(ds.facts(i).skills).not.toContain("Java");
    const u = {
      turns: ["Python backend engineers but not Java"],
      query: q,
      excludedCompanies: [],
      excludeSkills: ["Java"],
    } as unknown as Understanding;
    const answer = peopleAnswer(ds, u, input, found, [], excluded, undefined);
    expect(answer).toContain("People who list Java are left out, as asked.");
  });
});
