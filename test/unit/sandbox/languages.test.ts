// People speak the languages of where they live, and a language asked as a skill finds them: over the
// sandbox's HTTP search, totals exact against a count over every person, pages stable, a person found by
// every query they match, the language listed in their profile and named in an agentic answer's reasons.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deriveLanguages } from "../../../scripts/languages.mjs";
import { planAgenticSearch } from "../../../src/sandbox/agent/planner.js";
import type { RunningSandbox } from "../../../src/sandbox/index.js";
import { LANGUAGE_ROWS } from "../../../src/sandbox/world/data/languages.js";
import { createDataset, type PersonFacts } from "../../../src/sandbox/world/data.js";
import { call, start } from "../../contract/sandbox/helpers.js";

// A small base and a narrow top-up (as topup.test.ts has it), so every person can be read for the count.
const ds = createDataset({
  seed: "languages",
  people: 4000,
  topUp: { minPopulation: 5_000_000, perBase: 1000, lightBudget: 20_000, townBudget: 3_000, townMinBase: 0 },
});
const everyone: PersonFacts[] = [];
for (let i = 0; i < ds.size; i++) everyone.push(ds.facts(i));
const speakers = (language: string, where: (f: PersonFacts) => boolean = () => true) =>
  everyone.filter((f) => f.skills.includes(language) && where(f)).map((f) => f.key);

let sb: RunningSandbox;
beforeAll(async () => {
  sb = await start({ dataset: ds, credits: 100_000 });
});
afterAll(() => sb.close());

/** Every profile a filter set's pages hold, walked by cursor. */
async function walk(query: Record<string, unknown>) {
  const profiles: {
    id: string;
    skills: string[];
    headline: string;
    location: { city: string; country: string };
  }[] = [];
  let cursor: string | null = null;
  let total = -1;
  do {
    const r = await call(sb, "POST", "/people/search", { query, limit: 100, ...(cursor ? { cursor } : {}) });
    expect(r.status).toBe(200);
    profiles.push(...r.body.profiles);
    total = r.body.totalCount;
    cursor = r.body.nextCursor;
  } while (cursor);
  return { profiles, total };
}

describe("the languages people speak", () => {
  it("commits the language table the script derives", () => {
    expect(LANGUAGE_ROWS).toBe(deriveLanguages());
  });

  it("finds a language's speakers where it is spoken and nowhere else, with exact totals", async () => {
    const catalan = await walk({ skills: ["Catalan"] });
    const expected = speakers("Catalan");
    expect(expected.length).toBeGreaterThan(10);
    expect(catalan.total).toBe(expected.length);
    expect(catalan.profiles.map((p) => p.id).sort()).toEqual([...expected].sort());
    expect(new Set(catalan.profiles.map((p) => p.location.country))).toEqual(new Set(["Spain"]));
    // Spoken in Barcelona, not in Madrid; everyone in Madrid speaks Spanish.
    expect((await walk({ skills: ["Catalan"], locations: ["Barcelona"] })).total).toBeGreaterThan(0);
    expect((await walk({ skills: ["Catalan"], locations: ["Madrid"] })).total).toBe(0);
    const madrid = everyone.filter((f) => f.city === "Madrid").length;
    expect(madrid).toBeGreaterThan(0);
    expect((await walk({ skills: ["Spanish"], locations: ["Madrid"] })).total).toBe(madrid);
  });

  it("counts a language beside other filters exactly, and finds a person by every query they match", async () => {
    const inUs = (f: PersonFacts) => f.country === "United States";
    const spanish = await walk({ skills: ["Spanish"], countries: ["United States"] });
    expect(spanish.total).toBe(speakers("Spanish", inUs).length);
    // A share, not everyone: Miami speaks it more than the country does.
    const share = (where: (f: PersonFacts) => boolean) =>
      speakers("Spanish", where).length / everyone.filter(where).length;
    expect(share(inUs)).toBeGreaterThan(0.05);
    expect(share(inUs)).toBeLessThan(0.5);
    expect(share((f) => f.city === "Miami")).toBeGreaterThan(0.5);
    const person = spanish.profiles.find((p) => p.location.city === "Miami")!;
    const miami = await walk({ skills: ["Spanish"], locations: ["Miami"] });
    expect(miami.profiles.map((p) => p.id)).toContain(person.id);
    const byBoth = await walk({ skills: ["Spanish", "English"], locations: ["Miami"] });
    expect(byBoth.total).toBe(
      speakers("Spanish", (f) => f.city === "Miami" && f.skills.includes("English")).length,
    );
  });

  it("gives identical pages for identical filters, and names a language by its other names", async () => {
    const q = { skills: ["French"], countries: ["Canada"] };
    const a = await call(sb, "POST", "/people/search", { query: q, limit: 20 });
    const b = await call(sb, "POST", "/people/search", {
      query: { countries: ["canada"], skills: ["french"] },
      limit: 20,
    });
    expect(b.body.profiles).toEqual(a.body.profiles);
    expect(b.body.totalCount).toBe(a.body.totalCount);
    const tagalog = await walk({ skills: ["Tagalog"] });
    expect(tagalog.total).toBeGreaterThan(0);
    expect((await walk({ skills: ["Filipino"] })).total).toBe(tagalog.total);
  });

  it("lists the languages a person speaks after their skills, the headline unchanged", async () => {
    const { profiles } = await walk({ skills: ["German"], countries: ["Switzerland"] });
    expect(profiles.length).toBeGreaterThan(0);
    for (const p of profiles) {
      expect(p.skills).toContain("German");
      expect(p.headline).not.toContain("German");
      const first = p.skills.findIndex((s) => LANGUAGE_ROWS.includes(`\t${s}|`));
      expect(p.skills.slice(first).every((s) => LANGUAGE_ROWS.includes(`\t${s}|`))).toBe(true);
    }
  });

  it("keeps a skill that is also a language's name the skill it is", async () => {
    const go = await walk({ skills: ["Go"] });
    expect(go.total).toBe(everyone.filter((f) => f.skills.includes("Go")).length);
    expect(go.profiles.every((p) => p.skills.includes("Go"))).toBe(true);
  });
});

describe("agentic search by language", () => {
  const world = createDataset({ seed: "languages", people: 20_000 });
  it("shortlists speakers without relaxing the language, and says so in the reasons", () => {
    const plan = planAgenticSearch(world, {
      query: "receptionists in Miami who speak Spanish",
      rerank: true,
      origin: "http://127.0.0.1",
    });
    expect(plan.people.length).toBeGreaterThan(0);
    expect(plan.answer).not.toMatch(/Without the Spanish/);
    for (const p of plan.people) {
      const f = world.facts(world.indexOfKey(p.key)!);
      expect(f.city).toBe("Miami");
      expect(f.skills).toContain("Spanish");
      expect(p.reason).toContain("Spanish");
    }
  });
});
