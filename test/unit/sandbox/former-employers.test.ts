// Former employers: a real population holds ex-Shell engineers and nurses who once worked at HCA, so the
// well-known employers of a person's industry are likely past employers, mostly in the person's own country,
// for base and top-up people alike, and a search for their former staff finds them.
import { describe, expect, it } from "vitest";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import { KnownHome } from "../../../src/sandbox/world/known-home.js";
import { hashOf } from "../../../src/sandbox/world/known-past.js";
import { METROS } from "../../../src/sandbox/world/tables.js";
import { FAMILIES, KNOWN_EMPLOYERS } from "../../../src/sandbox/world/vocab.js";
import { sandboxWorld } from "../../helpers/population.js";

const ds = sandboxWorld();
const formerly = (name: string, more: object = {}) =>
  ds.matchIds({ companyNames: [name], currentEmployersOnly: false, ...more });
/**
 * Up to `n` of the people `ids` lists, spread evenly over them: the top-up's ids run occupation by
 * occupation, so the first few hundred would be a few occupations' people.
 */
const facts = (ids: Int32Array, n = 400) =>
  Array.from({ length: Math.min(n, ids.length) }, (_, k) =>
    ds.facts(ids[Math.floor((k * ids.length) / Math.min(n, ids.length))]),
  );

describe("well-known employers as past employers", () => {
  it.each([
    ["Shell", "Energy", undefined],
    ["Royal Mail", "Logistics", ["United Kingdom"]],
    ["HCA Healthcare", "Healthcare", ["United States", "United Kingdom"]],
    ["Linklaters", "Legal Services", undefined],
    ["Aldi", "Retail", undefined],
    ["Qatar Airways", "Airlines", undefined],
    // The large employers recruiters name across sectors and countries.
    ["Sodexo", "Hospitality", undefined],
    ["Balfour Beatty", "Construction", ["United Kingdom", "United States"]],
    ["Honda", "Automotive", undefined],
    ["Boots", "Retail", ["United Kingdom", "Ireland"]],
    ["Ryanair", "Airlines", ["Ireland", "United Kingdom", "Spain", "Italy"]],
    ["Unilever", "Manufacturing", undefined],
    ["Deutsche Bank", "Banking", undefined],
    ["Telstra", "Telecommunications", ["Australia"]],
    // Where the lists were thin: the Gulf, Asia, Latin America and Africa, devices, oilfield services, staffing.
    ["Etihad", "Airlines", undefined],
    ["Medtronic", "Manufacturing", undefined],
    ["Baker Hughes", "Energy", undefined],
    ["DBS Bank", "Banking", ["Singapore", "Hong Kong", "India"]],
    ["Itaú Unibanco", "Banking", ["Brazil", "Chile"]],
    ["Emirates NBD", "Banking", ["United Arab Emirates", "Saudi Arabia"]],
    ["Saudi Aramco", "Energy", ["Saudi Arabia"]],
    ["MTN", "Telecommunications", undefined],
    ["DPD", "Logistics", undefined],
    ["Randstad", "Consulting", undefined],
    ["Wesfarmers", "Retail", ["Australia", "New Zealand"]],
    ["Radisson Hotel Group", "Hospitality", undefined],
  ])("finds former staff of %s, most of them now in %s", (name, industry, country) => {
    const people = facts(formerly(name)).filter((f) => f.company.name !== name);
    expect(people.length, name).toBeGreaterThan(10);
    for (const f of people) expect(f.pastCompanies.map((c) => c.name)).toContain(name);
    const share = (ok: (f: (typeof people)[number]) => boolean) => people.filter(ok).length / people.length;
    expect(share((f) => f.company.industry === industry)).toBeGreaterThan(0.4);
    // A national employer's former staff mostly still live in the countries it employs in.
    if (country) expect(share((f) => country.includes(f.country))).toBeGreaterThan(0.6);
  });

  it("makes a country's own big names its people's likeliest former employers", () => {
    const pastOf = (country: string) => {
      const counts = new Map<string, number>();
      for (const f of facts(ds.matchIds({ titleIncludes: ["Nurse"], countries: [country] }), 2000))
        for (const c of f.pastCompanies) counts.set(c.name, (counts.get(c.name) ?? 0) + 1);
      return counts;
    };
    const uk = pastOf("United Kingdom");
    const us = pastOf("United States");
    expect(uk.get("NHS") ?? 0).toBeGreaterThan(5 * (uk.get("Kaiser Permanente") ?? 0));
    expect(us.get("HCA Healthcare") ?? 0).toBeGreaterThan(5 * (us.get("NHS") ?? 0));
  });

  it("finds nurses who worked at HCA where HCA hires, by place and former employer together", () => {
    const ids = formerly("HCA", { titleIncludes: ["Nurse"], locations: ["Nashville"] });
    expect(ids.length).toBeGreaterThan(0);
    for (const f of facts(ids)) {
      expect(f.city).toBe("Nashville");
      expect([f.company.name, ...f.pastCompanies.map((c) => c.name)]).toContain("HCA Healthcare");
    }
  });

  it("never lists the current employer or one employer twice among the past ones", () => {
    // Base people first, then top-up people (whose ids come after the base).
    const sample = [...facts(ds.matchIds({ countries: ["United Kingdom"] }), 3000)];
    for (const f of sample) {
      const names = f.pastCompanies.map((c) => c.name);
      expect(names).not.toContain(f.company.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it("gives base and top-up people alike their industry's big names", () => {
    // The country's health systems (HCA, Kaiser Permanente, Mayo Clinic, Ascension...), not one of them.
    const known = new Set(
      KNOWN_EMPLOYERS.filter((k) => k.industry === "Healthcare" && k.where?.includes("United States")).map(
        (k) => k.name,
      ),
    );
    expect(known).toContain("HCA Healthcare");
    const nurses = ds.matchIds({ titleIncludes: ["Nurse"], countries: ["United States"] });
    for (const topUp of [false, true]) {
      const people = facts(
        nurses.filter((i) => i >= 50_000 === topUp),
        1000,
      ).filter((f) => f.pastCompanies.length);
      expect(people.length).toBeGreaterThan(50);
      const share =
        people.filter((f) => f.pastCompanies.some((c) => known.has(c.name))).length / people.length;
      expect(share, topUp ? "top-up" : "base").toBeGreaterThan(0.25);
    }
  });

  it.each([
    ["cabin crew who used to work at Wizz Air", "Wizz Air"],
    ["ex-Gulf Air pilots", "Gulf Air"],
    ["engineers who left Farfetch", "Farfetch"],
    ["quality engineers formerly at Medtronic", "Medtronic"],
    ["field engineers who worked at Baker Hughes", "Baker Hughes"],
    ["logistics managers who left Aramex", "Aramex"],
    ["analysts formerly at Itaú", "Itaú Unibanco"],
  ])("reads %s as its employer and finds its former staff", (prompt, name) => {
    const q = translateSentence(prompt);
    expect(q.currentEmployersOnly).toBe(false);
    expect(q.companyNames?.map((n) => ds.companyByName(n)?.name)).toEqual([name]);
    const ids = formerly(name);
    expect(ids.length).toBeGreaterThan(0);
    for (const f of facts(ids))
      expect([f.company.name, ...f.pastCompanies.map((c) => c.name)]).toContain(name);
  });

  it("reads an employer whose name is also a word only as written", () => {
    for (const prompt of [
      "Pull up nurses in Leeds",
      "Orange county nurses",
      "Could you look up 5 bakers in Lyon?",
      "Grab me 5 nurses in Leeds",
      "sky high salaries for nurses",
    ])
      expect(translateSentence(prompt).companyNames, prompt).toBeUndefined();
    expect(translateSentence("warehouse managers who previously worked at UPS")).toMatchObject({
      companyNames: ["UPS"],
      currentEmployersOnly: false,
    });
    expect(translateSentence("engineers who left Orange").companyNames).toEqual(["Orange"]);
    expect(translateSentence("drivers who left Grab").companyNames).toEqual(["Grab"]);
  });
});

describe("well-known employers beyond their headquarters", () => {
  const staff = (name: string, more: object = {}) =>
    facts(ds.matchIds({ companyNames: [name], ...more }), 2000).filter((f) => f.company.name === name);

  it.each([
    ["Lidl", ["Milan", "Lyon"]],
    ["Tesco", ["Birmingham", "Glasgow"]],
    ["Walmart", ["Houston", "Phoenix"]],
    ["Siemens", ["Berlin", "Hamburg"]],
  ])("has %s staff in the large metros of the countries it employs in", (name, cities) => {
    for (const city of cities) {
      const found = staff(name, { locations: [city] });
      expect(found.length, city).toBeGreaterThan(0);
      for (const f of found) expect(f.city).toBe(city);
    }
  });

  it("has none where it does not employ people, and a branch is not its head office", () => {
    // Lidl employs in Europe: its current staff never live in the United States.
    expect(staff("Lidl", { countries: ["United States"] })).toHaveLength(0);
    const lidl = ds.companyByName("Lidl");
    expect(lidl?.city).toBe("Stuttgart");
    // Its staff in Milan work at the one company headquartered in Stuttgart.
    expect(staff("Lidl", { locations: ["Milan"] })[0]?.company.city).toBe("Stuttgart");
  });

  it("finds the staff of employers added late at their head offices", () => {
    expect(staff("BNSF", { locations: ["Fort Worth"] }).length).toBeGreaterThan(0);
    expect(staff("Wayfair", { locations: ["Boston"] }).length).toBeGreaterThan(0);
  });

  it("finds the staff of employers added later, at their head offices and branches, and moves no one else", () => {
    expect(staff("Carlsberg", { locations: ["Copenhagen"] }).length).toBeGreaterThan(0);
    expect(staff("Wolt", { locations: ["Helsinki"] }).length).toBeGreaterThan(0);
    // Intuit is headquartered in the Bay Area and has a branch in San Diego.
    expect(staff("Intuit", { locations: ["San Diego"] }).length).toBeGreaterThan(0);
    expect(staff("Barilla", { locations: ["Milan"] }).length).toBeGreaterThan(0);
    // A draw that found an employer before the later ones came finds the same one; the later ones take
    // only draws that found none.
    const first = ds.companies.findIndex((c) => c.name === KNOWN_EMPLOYERS[0].name);
    const end = first + KNOWN_EMPLOYERS.length;
    const before = first + KNOWN_EMPLOYERS.findIndex((k) => k.later);
    expect(before).toBeGreaterThan(first);
    const withLater = new KnownHome(ds.companies, first, end);
    const without = new KnownHome(ds.companies, first, before);
    const metros = ["Milan", "Copenhagen", "San Diego", "Glasgow", "Helsinki", "Vienna", "Bangalore"];
    let taken = 0;
    for (const city of metros) {
      const m = METROS.findIndex((x) => x.city === city);
      for (let family = 0; family < FAMILIES.length; family += 7)
        for (let i = 0; i < 200; i++) {
          const h = hashOf(family, i);
          const was = without.employer(0, m, family, h, true);
          const is = withLater.employer(0, m, family, h, true);
          if (was !== 0) expect(is, `${city} ${family} ${i}`).toBe(was);
          else if (is !== 0) taken++;
        }
    }
    expect(taken).toBeGreaterThan(0);
  });

  it("reads the employers added later by their common names", () => {
    for (const [sentence, name] of [
      ["engineers at Danfoss", "Danfoss"],
      ["ex-Zomato PMs", "Zomato"],
      ["Employment lawyers who used to work at Pinsent Masons", "Pinsent Masons"],
      ["former Strabag site engineers in Graz", "Strabag"],
    ]) {
      const read = translateSentence(sentence);
      expect(
        read.companyNames?.map((n) => ds.companyByName(n)?.name),
        sentence,
      ).toEqual([name]);
    }
  });

  it("answers to a short name that is also a place only as written", () => {
    expect(ds.companyByName("Delta")?.name).toBe("Delta Air Lines");
    expect(ds.companyByName("Southwest")?.name).toBe("Southwest Airlines");
    const left = translateSentence("Gate agents in Atlanta who left Delta");
    expect(left.companyNames?.map((n) => ds.companyByName(n)?.name)).toEqual(["Delta Air Lines"]);
    const place = translateSentence("Nurses in Delta, BC");
    expect(place.companyNames).toBeUndefined();
    expect(place.locations).toBeDefined();
  });
});

describe("a brand of a group that is an employer of its own", () => {
  it("finds the grocer's own staff, past and present, and not the department stores' of its group", () => {
    const ids = formerly("Waitrose", { titleIncludes: ["Buyer"] });
    expect(ids.length).toBeGreaterThan(0);
    for (const f of facts(ids))
      expect([f.company.name, ...f.pastCompanies.map((c) => c.name)]).toContain("Waitrose");
    for (const f of facts(ds.matchIds({ companyNames: ["Waitrose"] })))
      expect(f.company.name).toBe("Waitrose");
  });
});
