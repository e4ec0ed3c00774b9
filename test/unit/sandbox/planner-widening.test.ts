// What the planner widens a search to when nobody meets it: the role keeps its sense. A specialisation
// falls back only to a head that is an occupation of its own, and a team lead's title that merely holds an
// individual contributor's inside a longer word is not taken for it.
import { describe, expect, it } from "vitest";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import { sandboxWorld } from "../../helpers/population.js";

const run = (query: string) =>
  planAgenticSearch(sandboxWorld(), { query, rerank: true, origin: "http://127.0.0.1:4010" });

describe("widening a specialised title that finds nobody", () => {
  it.each([
    ["flight attendants based around Atlanta, nobody working for Delta", "Flight Attendant"],
    ["stock controllers around East London in South Africa", "Stock Controller"],
    ["yard marshals around Bloemfontein", "Yard Marshal"],
  ])("%s: only people holding the role, never a bare head of another sense", (query, role) => {
    const plan = run(query);
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).toContain(role);
    expect(plan.answer).not.toMatch(/widened to (?:Attendant|Controller|Marshal)\b/);
  });

  it("still widens a specialisation to a head that is a job of its own", () => {
    const plan = run("dialysis nurses in Mexicali");
    expect(plan.answer).toMatch(/widened to Nurse\b/);
    for (const p of plan.people) expect(p.currentTitle).toMatch(/Nurse/);
  });
});

describe("an individual contributor's title held inside a manager's", () => {
  it("does not shortlist machine learning engineering managers for machine learning engineers", () => {
    const plan = run("machine learning engineers based in Geneva who know Kubernetes");
    expect(plan.people.length).toBeGreaterThan(0);
    for (const p of plan.people) expect(p.currentTitle).not.toMatch(/Engineering Manager/);
  });

  it("still finds the managers when they are asked for", () => {
    const plan = run("machine learning engineering managers in Geneva");
    expect(plan.people.some((p) => /Machine Learning Engineering Manager/.test(p.currentTitle ?? ""))).toBe(
      true,
    );
  });
});
