// Places by the other names their own people write (GeoNames' alternate names, derived at build time by
// scripts/gazetteer.mjs): the search finds the same people by them, the reader labels them with the world's
// name, and names that would misread a sentence are left out of the table.
import { describe, expect, it } from "vitest";
import { otherNames } from "../../../scripts/gazetteer.mjs";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import { createDataset } from "../../../src/sandbox/world/data.js";
import { knownPlaceCodes, METROS, placeCodes, worldName } from "../../../src/sandbox/world/metros.js";
import { otherNameRows } from "../../../src/sandbox/world/other-names.js";

const cityOf = (name: string) => placeCodes(name)?.map((c) => METROS[c].city);

describe("places by their other names", () => {
  it("commits the other-names table the gazetteer script derives", () => {
    expect(otherNameRows()).toBe(otherNames().rows);
  });

  it("finds a place by its name in its country's other languages or by an exonym", () => {
    for (const [name, city] of [
      ["Bozen", "Bolzano"],
      ["Pozsony", "Bratislava"],
      ["Pressburg", "Bratislava"],
      ["Danzig", "Gdańsk"],
      ["Krakau", "Krakow"],
      ["Lemberg", "Lviv"],
      ["Iruña", "Pamplona"],
      ["Iruna", "Pamplona"],
      ["Laibach", "Ljubljana"],
      ["Reval", "Tallinn"],
      ["Christiania", "Oslo"],
      ["Kaschau", "Košice"],
      ["Lissabon", "Lisbon"],
    ])
      expect(cityOf(name), name).toEqual([city]);
  });

  it("reads a place by another name as the world's place", () => {
    expect(translateSentence("welders in Danzig").locations).toEqual(["Gdańsk"]);
    expect(translateSentence("nurses in Pressburg or Laibach").locations).toEqual([
      "Bratislava",
      "Ljubljana",
    ]);
    const q = translateSentence("teachers in Lemberg, Ukraine");
    expect([q.locations, q.countries]).toEqual([["Lviv"], ["Ukraine"]]);
    // The world's own names are labelled as they were; so is the name in English letters of a place the world
    // spells with its own ("Herakleion" for Irákleion).
    expect(translateSentence("welders in Lviv").locations).toEqual(["Lviv"]);
    expect(translateSentence("nurses in Herakleion").locations).toEqual(["Herakleion"]);
    expect(cityOf("Herakleion")).toEqual(["Irákleion"]);
  });

  it("finds the same people by another name as by the world's name", () => {
    const ds = createDataset({ seed: "places", people: 50_000 });
    for (const [other, name] of [
      ["Christiania", "Oslo"],
      ["Danzig", "Gdańsk"],
      ["Lemberg", "Lviv"],
    ]) {
      const ids = ds.matchIds({ locations: [other] });
      expect(ids.length, other).toBeGreaterThan(0);
      expect(ids, other).toEqual(ds.matchIds({ locations: [name] }));
    }
  });

  it("leaves out names that would misread a sentence", () => {
    // A common English word ("Deli" for Delhi, "Soul" for Seoul, "Lime" for Lima), a code or short name ("Bom",
    // "Mex", "Bèn" for Bern), a name two metros of a like size share ("Barselona"), a name a place in another
    // country answers to ("Sion" is Jerusalem's and the Swiss town's, "Breslau" Wrocław's and a US town's).
    // A name the world's employers have ("Vexio", a company's, is another language's name for a place).
    for (const name of ["Deli", "Soul", "Lime", "Bom", "Mex", "Bèn", "Barselona", "Sion", "Breslau", "Vexio"])
      expect(placeCodes(name), name).toBeUndefined();
    expect(translateSentence("cashiers in Sion").locations).toEqual(["Sion"]);
    // Another place's name keeps naming that place ("Victoria" is not Lagos's, "Canton" not Guangzhou).
    for (const name of ["Victoria", "Canton"]) {
      expect(placeCodes(name), name).toEqual(knownPlaceCodes(name));
      expect(worldName(name), name).toBeUndefined();
    }
  });

  it("keeps every name in the table folded, Latin, longer than three letters and nobody else's", () => {
    const rows = otherNameRows().split("\n");
    expect(rows.length).toBeGreaterThan(2000);
    for (const row of rows) {
      const [at, ...names] = row.split("|").slice(0, -1);
      expect(Number.parseInt(at, 36)).toBeLessThan(METROS.length);
      for (const name of names.map((n) => n.replace(/^=/, ""))) {
        expect(name).toMatch(/^[a-z]+(?: [a-z]+)?$/);
        if (name !== "abo") expect(name.replace(/ /g, "").length, name).toBeGreaterThan(3);
        expect(knownPlaceCodes(name), name).toBeUndefined();
      }
    }
  });

  it("reads a district or a port area its metro's people are asked by as the metro", () => {
    expect(translateSentence("sound editors working in Soho").locations).toEqual(["London"]);
    expect(translateSentence("reefer technicians at Jebel Ali").locations).toEqual(["Dubai"]);
    expect(cityOf("Jebel Ali")).toEqual(["Dubai"]);
  });
});
