// Tables derived once from the vocabularies: every skill, title, city and country gets a small integer
// code so that a million people fit in typed arrays. Lookups are case-insensitive and accept aliases.
import { SENIORITY_LEVELS } from "../../contract/filters.js";
import { METROS } from "./metros.js";
import { headOf, type Occupation, occupationsOf } from "./occupations.js";
import {
  CITIES,
  COUNTRIES,
  COUNTRY_ALIASES,
  FAMILIES,
  FIRST_CODAS,
  FIRST_ONSETS,
  FOUNDER_SKILLS,
  INDUSTRIES,
  LANGUAGES,
  LAST_CODAS,
  LAST_ONSETS,
  LEADERSHIP_SKILLS,
} from "./vocab.js";

function uniq(items: Iterable<string>): string[] {
  return [...new Set(items)];
}

/** Every skill any person can list, in a fixed order (the order is part of the data's determinism). */
export const SKILLS: readonly string[] = uniq([
  ...FAMILIES.flatMap((f) => [...f.specSkills.flat(), ...f.commonSkills]),
  ...LEADERSHIP_SKILLS,
  ...FOUNDER_SKILLS,
  ...LANGUAGES,
]);
// People keep skills, cities, countries and industries in bytes (255 marks an empty skill slot), families
// in bytes and titles in 16 bits: a vocabulary that outgrew them would corrupt the data set silently.
for (const [what, size, room] of [
  ["skills", SKILLS.length, 255],
  ["countries", COUNTRIES.length, 255],
  ["industries", INDUSTRIES.length, 255],
  ["families", FAMILIES.length, 256],
] as const) {
  if (size > room) throw new Error(`the sandbox vocabulary has ${size} ${what}; at most ${room} fit`);
}
const skillByLower = new Map(SKILLS.map((s, i) => [s.toLowerCase(), i]));
export function skillCode(name: string): number | undefined {
  return skillByLower.get(name.trim().toLowerCase());
}

/** Canonical spelling of a skill, or undefined when no one has it. */
export function canonicalSkill(name: string): string | undefined {
  const code = skillCode(name);
  return code === undefined ? undefined : SKILLS[code];
}

function expand(template: string, spec: string): string {
  return template.replace("{spec}", spec);
}

/** Every title, and for each (family, spec, seniority) the titles a person there may hold. */
export const TITLES: string[] = [];
export const TITLE_SENIORITY: number[] = [];
/** One empty choice shared by every level a family lacks: most levels of most specs, thousands of arrays. */
const NONE: readonly number[] = Object.freeze([]);
/** titleChoices[family][spec][seniority] = title codes (empty when that family has no such level). */
export const TITLE_CHOICES: (readonly number[])[][][] = (() => {
  // Each title's code by its text and level, only while the table is built: not kept for the process's life.
  const titleIndex = new Map<string, number>();
  return FAMILIES.map((family) =>
    family.specs.map((spec) =>
      SENIORITY_LEVELS.map((level, levelCode) => {
        const templates = family.titles[level];
        if (!templates) return NONE;
        return templates.map((template) => {
          const title = expand(template, spec);
          const key = `${title}\u0000${levelCode}`;
          let code = titleIndex.get(key);
          if (code === undefined) {
            code = TITLES.length;
            TITLES.push(title);
            TITLE_SENIORITY.push(levelCode);
            titleIndex.set(key, code);
          }
          return code;
        });
      }),
    ),
  );
})();

import { foldAccents } from "./fold.js";

/**
 * METROS: every metro people live in, the hand-kept CITIES first with the same codes, then the gazetteer's
 * ({city, country, state: postal or province code or "", population, aliases: lower-case other names,
 * weight, hub}); placeCodes(name): the metro codes a location names (metro, state, code or region).
 */
export { METROS, type Metro, placeCodes, STATES } from "./metros.js";
export { foldAccents };

/** Each metro's country code (the hubs first, then the gazetteer's metros). */
export const CITY_COUNTRY: readonly number[] = METROS.map((c) => COUNTRIES.indexOf(c.country));
const cityByLower = new Map<string, number>();
CITIES.forEach((c, i) => {
  cityByLower.set(foldAccents(c.city), i);
  cityByLower.set(foldAccents(`${c.city}, ${c.country}`), i);
  for (const a of c.aliases) cityByLower.set(foldAccents(a), i);
});
/**
 * Hub or listed metro code for a location as a profile or a sentence spells it ("Bay Area" is San Francisco,
 * with or without accents). Only the hand-kept metros of vocab/places.ts: the reader reads these; a location
 * filter reads every metro, state and region (`placeCodes`).
 */
export function cityCode(name: string): number | undefined {
  return cityByLower.get(foldAccents(name.trim()));
}

const countryByLower = new Map<string, number>();
COUNTRIES.forEach((c, i) => {
  countryByLower.set(foldAccents(c), i);
  for (const a of COUNTRY_ALIASES[c]) countryByLower.set(foldAccents(a), i);
});
export function countryCode(name: string): number | undefined {
  return countryByLower.get(foldAccents(name.trim()));
}

export const INDUSTRY_NAMES: readonly string[] = INDUSTRIES.map((i) => i.name);
const industryByLower = new Map<string, number>();
INDUSTRIES.forEach((ind, i) => {
  industryByLower.set(ind.name.toLowerCase(), i);
  for (const a of ind.aliases) industryByLower.set(a, i);
});
export function industryCode(name: string): number | undefined {
  return industryByLower.get(name.trim().toLowerCase());
}

export const LANGUAGE_SKILL_CODES: readonly number[] = LANGUAGES.map((l) => skillCode(l)!);

export const FIRST_NAMES: readonly string[] = FIRST_ONSETS.flatMap((a) => FIRST_CODAS.map((b) => a + b));
export const LAST_NAMES: readonly string[] = LAST_ONSETS.flatMap((a) => LAST_CODAS.map((b) => a + b));

export type { Occupation };
/** Every title without its level word, with its head occupation ({title: "Cardiac Nurse", head: "Nurse"}). */
export const OCCUPATIONS: readonly Occupation[] = occupationsOf(TITLES);

/** The head occupation a specialised title falls back to ("cardiac nurse" → "Nurse"), if any. */
export function headOccupation(title: string): string | undefined {
  return headOf(OCCUPATIONS, title);
}
