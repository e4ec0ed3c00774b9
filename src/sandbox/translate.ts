// Sentence → filter set. A first cut: places, seniority and skills from the data set's own vocabularies.
import type { StructuredQuery } from "../api/schemas.js";
import { CITIES, COUNTRIES } from "./vocab.js";
import { SKILLS } from "./world.js";

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function translateSentence(prompt: string, current?: StructuredQuery): StructuredQuery {
  const text = ` ${prompt.toLowerCase()} `;
  const out: StructuredQuery = { ...(current ?? {}) };
  const has = (w: string) =>
    new RegExp(`(^|[^a-z0-9+#])${escapeRegExp(w.toLowerCase())}(?=$|[^a-z0-9+#])`).test(text);
  const cities = CITIES.filter((c) => has(c.city)).map((c) => c.city);
  if (cities.length > 0) out.locations = cities;
  const countries = COUNTRIES.filter((c) => has(c)).filter((c) => !cities.includes(c));
  if (countries.length > 0) out.countries = countries;
  const skills = SKILLS.filter((s) => s.length > 2 && has(s));
  if (skills.length > 0) out.skills = skills;
  if (/\b(senior|staff|principal)\b/.test(text)) out.seniorityLevels = ["Senior"];
  if (/\bengineers?\b/.test(text)) out.titleIncludes = ["Engineer"];
  const years = /(\d+)\+?\s*years/.exec(text);
  if (years) out.minYearsExperience = Number(years[1]);
  if (Object.keys(out).length === 0) out.keywords = prompt.trim();
  return out;
}
