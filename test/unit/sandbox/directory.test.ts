// The company directory, as an agentic search's company answers show it: companies of every kind in every
// metro and town, the same for the same question, within every constraint asked, and honest that the
// sandbox holds none of their people.
import { describe, expect, it } from "vitest";
import { HEADCOUNT_RANGES } from "../../../src/contract/filters.js";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import { createDataset } from "../../../src/sandbox/world/data.js";
import { directoryCompanies } from "../../../src/sandbox/world/directory.js";

const ds = createDataset({ seed: "directory", people: 20_000 });
const ask = (query: string) =>
  planAgenticSearch(ds, { query, rerank: true, origin: "http://127.0.0.1:4010" });

describe("the company directory", () => {
  it("lists companies of the kind asked in a city the world holds few companies in", () => {
    const plan = ask("Which insurance companies are there in Konya?");
    expect(plan.people).toEqual([]);
    expect(plan.companies.length).toBeGreaterThan(0);
    for (const c of plan.companies)
      expect(c).toMatchObject({ industry: "Insurance", city: "Konya", country: "Turkey", synthetic: true });
    expect(plan.answer).toMatch(/^Found \d+ compan/);
  });

  it("lists the same companies for the same question, in a new world of the same seed too", () => {
    const names = (p: ReturnType<typeof ask>) =>
      p.companies.map((c) => `${c.name}|${c.domain}|${c.headcount}`);
    const first = names(ask("breweries in Pilsen"));
    expect(first.length).toBeGreaterThan(0);
    expect(names(ask("breweries in Pilsen"))).toEqual(first);
    const again = createDataset({ seed: "directory", people: 5_000 });
    const plan = planAgenticSearch(again, { query: "breweries in Pilsen", rerank: true, origin: "http://x" });
    expect(names(plan)).toEqual(first);
  });

  it("holds towns below the metros' floors, and a town folded into a metro under its own name", () => {
    for (const c of ask("What breweries are there in Oshkosh?").companies)
      expect(c).toMatchObject({ industry: "Brewing", city: "Oshkosh", country: "United States" });
    const duisburg = ask("Which freight companies in Duisburg have 201 to 500 staff?").companies;
    expect(duisburg.some((c) => c.city === "Duisburg")).toBe(true);
  });

  it("keeps every company within the sizes asked", () => {
    const plan = ask("Which staffing agencies in Örebro have more than 200 employees?");
    expect(plan.companies.length).toBeGreaterThan(0);
    const asked = HEADCOUNT_RANGES.slice(3);
    for (const c of plan.companies) expect(asked).toContain(c.headcount);
  });

  it("holds a company of a common kind of every size up to its place's largest, and none larger", () => {
    // Leeds (under a million) has a hospital of 5,001-10,000 staff; a town (Oshkosh) is too small for one.
    const plan = ask("Which hospitals in Leeds have more than 5,000 employees?");
    expect(plan.companies.length).toBeGreaterThan(0);
    for (const c of plan.companies) {
      expect(["5001-10000", "10001+"]).toContain(c.headcount);
      expect(c.city).toBe("Leeds");
    }
    const sizes = (where: string) =>
      new Set(
        directoryCompanies("s", { locations: [where], kinds: ["Logistics"] }, 100).companies.map(
          (c) => c.headcount,
        ),
      );
    expect([...sizes("Oshkosh")].sort()).toEqual(HEADCOUNT_RANGES.slice(0, 5).toSorted());
    expect(sizes("Leipzig")).toEqual(new Set(HEADCOUNT_RANGES.slice(0, 7)));
  });

  it("lists a town's companies for its state's question too", () => {
    const state = directoryCompanies("s", { locations: ["Wisconsin"], kinds: ["Brewing"] }, 100_000);
    const town = directoryCompanies("s", { locations: ["Oshkosh"], kinds: ["Brewing"] }, 100);
    expect(town.total).toBeGreaterThan(0);
    const inState = new Set(state.companies.map((c) => `${c.name}|${c.domain}`));
    for (const c of town.companies) expect(inState.has(`${c.name}|${c.domain}`)).toBe(true);
    expect(state.total).toBe(state.companies.length);
  });

  it("counts exactly, and lists the largest first", () => {
    const all = directoryCompanies("s", { countries: ["Ireland"], kinds: ["Bakery"] }, 1_000_000);
    const some = directoryCompanies("s", { countries: ["Ireland"], kinds: ["Bakery"] }, 7);
    expect(some.total).toBe(all.total);
    expect(some.companies).toHaveLength(7);
    const bands = all.companies.map((c) => c.bandCode);
    expect([...bands].sort((a, b) => b - a)).toEqual(bands);
    expect(some.companies.map((c) => c.bandCode)).toEqual(bands.slice(0, 7));
  });

  it("says so when no company of the world has the people asked for, and lists the directory's", () => {
    const plan = ask("Bakeries in Kielce and their owners");
    expect(plan.people).toEqual([]);
    expect(plan.answer).toMatch(/^No companies matched .*Kielce.*whose people the sandbox does not hold/);
    for (const c of plan.companies)
      expect(c).toMatchObject({ industry: "Bakery", city: "Kielce", peopleCount: 0 });
  });

  it("finds nothing in a place the world does not know", () => {
    const plan = ask("insurance companies in Zqxville");
    expect(plan.companies).toEqual([]);
  });
});
