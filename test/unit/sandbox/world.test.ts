// The wide world: metros from the gazetteer, locations by state, postal code and region, well-known
// employers as current and past employers, and the committed metro table as the build script derives it.
import { describe, expect, it } from "vitest";
import { deriveHeldTowns, deriveMetros, deriveNeighbours, deriveTowns } from "../../../scripts/gazetteer.mjs";
import { HELD_TOWN_ROWS } from "../../../src/sandbox/world/data/held-towns.js";
import { METRO_ROWS } from "../../../src/sandbox/world/data/metros.js";
import { metroNeighbours } from "../../../src/sandbox/world/data/neighbours.js";
import { townRows } from "../../../src/sandbox/world/data/towns.js";
import { METROS, OCCUPATIONS, placeCodes } from "../../../src/sandbox/world/tables.js";
import { nearPlace } from "../../../src/sandbox/world/towns.js";
import { COUNTRIES, INDUSTRIES, KNOWN_EMPLOYERS } from "../../../src/sandbox/world/vocab.js";
import { sandboxWorld } from "../../helpers/population.js";

const ds = sandboxWorld();
const stateOf = (i: number) =>
  METROS.find((m) => m.city === ds.facts(i).city && m.country === ds.facts(i).country);

describe("the world's places", () => {
  it("commits the metro table the gazetteer script derives", () => {
    expect(METRO_ROWS).toBe(deriveMetros());
  });

  it("commits the town and neighbour tables the gazetteer script derives", () => {
    expect(townRows()).toBe(deriveTowns());
    expect(HELD_TOWN_ROWS).toBe(deriveHeldTowns());
    expect(metroNeighbours()).toBe(deriveNeighbours());
  });

  it("holds the common occupations in every country's largest metro, however small the country", () => {
    for (const [city, title] of [
      ["Vilnius", "Accountant"],
      ["Nicosia", "Nurse"],
      ["Belgrade", "Teacher"],
      ["Harare", "Sales"],
    ])
      expect(ds.matchIds({ locations: [city], titleIncludes: [title] }).length, city).toBeGreaterThan(0);
  });

  it("holds a thousand metros beyond the hand-kept hubs, each in a known country", () => {
    expect(METROS.length).toBeGreaterThan(1000);
    expect(METROS.filter((m) => m.state === "OH").map((m) => m.city)).toEqual(
      expect.arrayContaining(["Columbus", "Cleveland", "Cincinnati"]),
    );
  });

  it("knows a metro by its English name and without its qualifier", () => {
    const metro = (name: string) => placeCodes(name)?.map((i) => METROS[i].city);
    // English names of places GeoNames spells locally, and the local spelling still.
    for (const [asked, held] of [
      ["Seville", "Sevilla"],
      ["Aarhus", "Århus"],
      ["Antwerp", "Antwerpen"],
      ["Nuremberg", "Nürnberg"],
      ["Gothenburg", "Gothenburg"],
      ["Sevilla", "Sevilla"],
      ["Castellón", "Castelló de la Plana"],
    ])
      expect(metro(asked)).toEqual([held]);
    // A qualifier that tells a place from its namesakes is left out when people name it.
    expect(metro("Ludwigshafen")).toEqual(["Mannheim"]);
    expect(metro("Ludwigshafen am Rhein")).toEqual(["Mannheim"]);
    expect(metro("Halle")).toEqual(["Halle (Saale)"]);
    expect(metro("Hull")).toEqual(["Kingston upon Hull"]);
    expect(metro("Vitoria-Gasteiz")).toEqual(["Gasteiz / Vitoria"]);
    expect(metro("Xian")).toEqual(["Xi’an"]);
    // "Kingston upon Hull" is Hull, not a Kingston; an own name keeps its bare spelling.
    expect(metro("Kingston")).not.toContain("Kingston upon Hull");
    expect(ds.matchIds({ locations: ["Seville"] }).length).toBeGreaterThan(0);
    // A town below the metros' floors that holds people, by its plain name too.
    expect(metro("Klagenfurt")).toEqual(["Klagenfurt am Wörthersee"]);
    expect(placeCodes("Klagenfurt")?.map((i) => METROS[i].country)).toEqual(["Austria"]);
    // A smaller one holds nobody: the metros nearest to it.
    expect(nearPlace("Kilkenny")?.country).toBe("Ireland");
  });

  it("matches a state by name and by postal code, and the metro inside it", () => {
    const ohio = ds.matchIds({ locations: ["Ohio"] });
    expect(ohio.length).toBeGreaterThan(0);
    expect([...ds.matchIds({ locations: ["OH"] })]).toEqual([...ohio]);
    for (const i of ohio.subarray(0, 50)) expect(stateOf(i)?.state).toBe("OH");
    const texas = ds.matchIds({ locations: ["Texas"] });
    expect([...ds.matchIds({ locations: ["TX"] })]).toEqual([...texas]);
    const austin = ds.matchIds({ locations: ["Austin"] });
    expect(austin.length).toBeGreaterThan(0);
    expect(austin.every((i) => texas.includes(i))).toBe(true);
  });

  it("reads regions as lists of metros, and a metro's own name before a state's code", () => {
    const midlands = ds.matchIds({ locations: ["the Midlands"] });
    expect(midlands.length).toBeGreaterThan(0);
    for (const i of midlands.subarray(0, 50)) expect(ds.facts(i).country).toBe("United Kingdom");
    expect(ds.matchIds({ locations: ["SoCal"] }).length).toBeGreaterThan(0);
    expect(ds.matchIds({ locations: ["the Home Counties"] }).length).toBeGreaterThan(0);
    expect(placeCodes("LA")).toEqual(placeCodes("Los Angeles"));
    expect(placeCodes("Brooklyn")).toEqual(placeCodes("New York"));
    // A name with umlauts, as typed without them.
    expect(placeCodes("Duesseldorf")).toEqual(placeCodes("Düsseldorf"));
    expect(placeCodes("Zuerich")).toEqual(placeCodes("Zürich"));
    expect(placeCodes("Duesseldorf")).toBeDefined();
  });

  it("holds at least 50 data engineers in London at the default size", () => {
    expect(
      ds.matchIds({ titleIncludes: ["Data Engineer"], locations: ["London"] }).length,
    ).toBeGreaterThanOrEqual(50);
  });

  it("holds at least 50 nurses in a large US metro at the default size, beside the wider occupations", () => {
    const nurses = ["New York", "Los Angeles", "Chicago", "San Francisco"].map(
      (metro) => ds.matchIds({ titleIncludes: ["Nurse"], locations: [metro] }).length,
    );
    expect(Math.max(...nurses)).toBeGreaterThanOrEqual(50);
  });
});

describe("the world's employers and occupations", () => {
  it("employs people at well-known employers, now and in the past, all synthetic", () => {
    for (const name of ["Accenture", "Shopify"]) {
      const now = ds.matchIds({ companyNames: [name] });
      const ever = ds.matchIds({ companyNames: [name], currentEmployersOnly: false });
      expect(now.length).toBeGreaterThan(0);
      expect(ever.length).toBeGreaterThan(now.length);
      const [p] = ds.match({ companyNames: [name] }).slice(0, 1, "http://127.0.0.1:1");
      expect(p).toMatchObject({ synthetic: true, company: { name } });
      expect(String(p.email)).toMatch(/\.example$/);
    }
    expect(KNOWN_EMPLOYERS.length).toBeGreaterThan(40);
  });

  it("holds the large employers of every sector and main country, each a company of its own", () => {
    expect(KNOWN_EMPLOYERS.length).toBeGreaterThan(200);
    const names = new Set(ds.companies.map((c) => c.name));
    for (const k of KNOWN_EMPLOYERS) {
      // A synthetic company of the same name would rename it: the name must be the employer's own.
      expect(names.has(k.name), k.name).toBe(true);
      expect(
        METROS.some((m) => m.city === k.city),
        `${k.name}: ${k.city}`,
      ).toBe(true);
      expect(
        INDUSTRIES.some((i) => i.name === k.industry),
        `${k.name}: ${k.industry}`,
      ).toBe(true);
      for (const country of k.where ?? []) expect(COUNTRIES, `${k.name}: ${country}`).toContain(country);
      for (const alias of k.aliases) {
        expect(alias, k.name).toBe(alias.toLowerCase());
        expect(ds.companyByName(alias)?.name, alias).toBe(k.name);
      }
    }
    const lower = KNOWN_EMPLOYERS.flatMap((k) => [k.name.toLowerCase(), ...k.aliases]);
    expect(new Set(lower).size).toBe(lower.length);
  });

  it.each([
    ["Engineer", "Airbus", "Toulouse"],
    ["Consultant", "Capgemini", "Paris"],
    ["Underwriter", "Allianz", "Munich"],
    ["Engineer", "Tata Consultancy Services", "Mumbai"],
    ["Engineer", "Toyota", "Tokyo"],
    ["Nurse", "HSE", "Dublin"],
  ])(
    "finds %ss at %s where it is headquartered (%s), each found by every query matching them",
    (title, name, city) => {
      const at = ds.matchIds({ titleIncludes: [title], companyNames: [name], locations: [city] });
      expect(at.length).toBeGreaterThan(0);
      expect(ds.matchIds({ titleIncludes: [title], companyNames: [name], locations: [city] })).toEqual(at);
      const inCity = new Set(ds.matchIds({ titleIncludes: [title], locations: [city] }));
      const atName = new Set(ds.matchIds({ companyNames: [name] }));
      for (const i of at) {
        expect(ds.facts(i)).toMatchObject({ city, company: { name } });
        expect(inCity.has(i) && atName.has(i)).toBe(true);
      }
      // A giant is its headquarters' big employer, not its only one.
      expect(at.length).toBeLessThan(inCity.size);
    },
  );

  it("names each title's head occupation, and a head occupation matches its specialists", () => {
    const nurse = OCCUPATIONS.find((o) => o.title === "Cardiac Nurse");
    expect(nurse).toEqual({ title: "Cardiac Nurse", head: "Nurse" });
    const cardiac = ds.matchIds({ titleIncludes: ["Cardiac Nurse"] });
    expect(cardiac.length).toBeGreaterThan(0);
    const nurses = ds.matchIds({ titleIncludes: ["Nurse"] });
    expect(cardiac.every((i) => nurses.includes(i))).toBe(true);
    for (const title of [
      "Welder",
      "Warehouse Manager",
      "Store Manager",
      "Truck Driver",
      "Electrician",
      "Police Officer",
    ])
      expect(ds.matchIds({ titleIncludes: [title] }).length, title).toBeGreaterThan(0);
  });
});
