// Industries a search may name that the population has no industry of its own for, but splits into several
// of its industries. The reader keeps the industry as named (what a search of the service means); the
// sandbox reads it as the population's industries under it wherever it matches people or companies.
import type { StructuredQuery } from "../../contract/schemas.js";
import { INDUSTRY_NAMES } from "../world/tables.js";
import { INDUSTRY_ROWS } from "./lexicon/aliases.js";
import { KIND_ROLE_ROWS, UMBRELLA_ROWS } from "./lexicon/reading.js";

const UMBRELLAS: Record<string, readonly string[]> = Object.fromEntries(
  UMBRELLA_ROWS.map((r) => [r.split("=")[0].toLowerCase(), r.split("=")[1].split(";")]),
);

/** The population's industries an industry name stands for: itself, or those of an umbrella. */
export function populationIndustries(industry: string): readonly string[] {
  return UMBRELLAS[industry.trim().toLowerCase()] ?? [industry];
}

/**
 * The world's industries whose companies are of the kind an industry name says: itself, or those of an
 * industry the population splits into several; none for a kind it files under a wider one ("Printing").
 */
export function companyIndustriesOf(industry: string): readonly string[] {
  const under = UMBRELLAS[industry.trim().toLowerCase()];
  return under === undefined ? [industry] : under.length > 1 ? under : [];
}

/** The filter set as the population's matcher reads it: each umbrella industry as the industries under it. */
export function inPopulationTerms<Q extends StructuredQuery>(q: Q): Q {
  const named = q.companyIndustries;
  if (!named?.some((i) => Object.hasOwn(UMBRELLAS, i.trim().toLowerCase()))) return q;
  return { ...q, companyIndustries: [...new Set(named.flatMap(populationIndustries))] };
}

let kinds: readonly string[] | undefined;

/** Every kind of company a search can name, umbrellas too: the company directory's kinds. */
export function companyKinds(): readonly string[] {
  kinds ??= [
    ...new Set(
      [...INDUSTRY_NAMES, ...[...INDUSTRY_ROWS, ...KIND_ROLE_ROWS].map((r) => r.split("=")[1])].filter(
        (k) => k,
      ),
    ),
  ];
  return kinds;
}
