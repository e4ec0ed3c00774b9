// Reading one person back out of the columns: their public key, their facts, the profile a response
// returns and their avatar.
import { SENIORITY_LEVELS } from "../../contract/filters.js";
import type { Profile } from "../types.js";
import {
  type Columns,
  type Company,
  FLAG_CODE,
  FLAG_RECENT,
  FLAG_VERIFIED,
  NONE8,
  NONE16,
  PAST_SLOTS,
  SKILL_SLOTS,
} from "./columns.js";
import type { PersonFacts, Repo } from "./dataset-types.js";
import { languagesOf } from "./languages.js";
import { mix32, Rng } from "./prng.js";
import {
  FIRST_NAMES,
  LANGUAGE_SKILL_CODES,
  LAST_NAMES,
  METROS,
  SKILLS,
  skillCode,
  TITLES,
} from "./tables.js";
import { toolsOf } from "./tools.js";
import { COUNTRIES, FAMILIES, REPO_WORDS_A, REPO_WORDS_B, TAGLINES } from "./vocab.js";

const KEY_RADIX = 36;
const KEY_PREFIX = "syn-";

/** What a person's facts are read from: the companies, the columns, and the seed's hash for per-person streams. */
export interface Population {
  readonly seedHash: number;
  readonly companies: readonly Company[];
  readonly columns: Columns;
}

/** Person `i`'s public key: a prefix and the number in base 36, at least five digits. */
export function personKey(i: number): string {
  return KEY_PREFIX + i.toString(KEY_RADIX).padStart(5, "0");
}

/** The number of the person among `n` whose key is exactly `key` (one spelling per person), if any. */
export function personIndex(key: string, n: number): number | undefined {
  if (!key.startsWith(KEY_PREFIX)) return undefined;
  const body = key.slice(KEY_PREFIX.length);
  if (!/^[0-9a-z]{5,}$/.test(body)) return undefined;
  const i = Number.parseInt(body, KEY_RADIX);
  return Number.isSafeInteger(i) && i >= 0 && i < n && personKey(i) === key ? i : undefined;
}

function skillsOf(columns: Columns, i: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < SKILL_SLOTS; k++) {
    const s = columns.skills[i * SKILL_SLOTS + k];
    if (s !== NONE8) out.push(SKILLS[s]);
  }
  return out;
}

function pastCompaniesOf(pop: Population, i: number): Company[] {
  const pastCompanies: Company[] = [];
  for (let k = 0; k < PAST_SLOTS; k++) {
    const p = pop.columns.past[i * PAST_SLOTS + k];
    if (p !== NONE16) pastCompanies.push(pop.companies[p]);
  }
  return pastCompanies;
}

function headlineOf(title: string, company: string, skills: string[], tagline: number): string {
  const parts = [`${title} at ${company}`];
  if (skills.length > 0) parts.push(skills.slice(0, 2).join(", "));
  if (tagline !== NONE8) parts.push(TAGLINES[tagline]);
  return parts.join(" · ");
}

/** A code-host maintainer's repositories, in the languages among their skills, most starred first. */
function reposOf(pop: Population, i: number, handle: string, skills: string[]): Repo[] {
  const { columns } = pop;
  if (!(columns.flags[i] & FLAG_CODE)) return [];
  // Each person's repositories come from their own stream, so they are the same however they are reached.
  const rng = new Rng(mix32(pop.seedHash ^ Math.imul(i + 1, 0x9e3779b1)));
  const languages = skills.filter((s) => LANGUAGE_SKILL_CODES.includes(skillCode(s)!));
  const fallback = FAMILIES[columns.family[i]].id === "engineering" ? "TypeScript" : "Python";
  const count = 1 + rng.int(4);
  const repos: Repo[] = [];
  const names = new Set<string>();
  for (let k = 0; k < count; k++) {
    const name = `${rng.pick(REPO_WORDS_A)}-${rng.pick(REPO_WORDS_B)}`;
    if (names.has(name)) continue;
    names.add(name);
    const language = languages.length > 0 ? rng.pick(languages) : fallback;
    const u = rng.next();
    // Heavy tail: most repositories have a handful of stars, a few have thousands.
    const stars = Math.floor(Math.exp(u * u * u * 9.5)) - 1;
    repos.push({
      name,
      fullName: `${handle}/${name}`,
      url: `https://code.example/${handle}/${name}`,
      description: `A ${name.split("-")[0]} ${name.split("-")[1]} for ${language} projects`,
      language,
      stars,
    });
  }
  return repos.sort((a, b) => b.stars - a.stars || a.name.localeCompare(b.name));
}

/** Person `i` as plain values, decoded from the columns. */
export function factsOf(pop: Population, i: number): PersonFacts {
  const { columns } = pop;
  const firstName = FIRST_NAMES[columns.first[i]];
  const lastName = LAST_NAMES[columns.last[i]];
  const key = personKey(i);
  const company = pop.companies[columns.company[i]];
  const title = TITLES[columns.title[i]];
  const listed = skillsOf(columns, i);
  const spoken = languagesOf(columns, i);
  // The tools their title uses and the languages they speak come after the skills they list: the headline
  // names the first two of those.
  const skills = [...listed, ...toolsOf(i, columns.title[i], listed), ...spoken];
  const handle = `${firstName}${lastName}`.toLowerCase() + key.slice(KEY_PREFIX.length);
  const pastCompanies = pastCompaniesOf(pop, i);
  const coder = (columns.flags[i] & FLAG_CODE) !== 0;
  return {
    index: i,
    key,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    title,
    seniority: SENIORITY_LEVELS[columns.seniority[i]],
    headline: headlineOf(title, company.name, listed, columns.tagline[i]),
    company,
    city: METROS[columns.city[i]].city,
    country: COUNTRIES[columns.country[i]],
    skills,
    languages: spoken.length,
    yearsOfExperience: columns.years[i],
    monthsInCurrentRole: columns.months[i],
    recentlyChangedJobs: (columns.flags[i] & FLAG_RECENT) !== 0,
    emailVerified: (columns.flags[i] & FLAG_VERIFIED) !== 0,
    email: `${firstName}.${lastName}@${company.domain}`.toLowerCase(),
    pastCompanies,
    linkedinUrl: `https://profiles.example/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}-${key.slice(KEY_PREFIX.length)}`,
    githubUrl: coder ? `https://code.example/${handle}` : undefined,
    repos: coder ? reposOf(pop, i, handle, listed) : [],
  };
}

/** Where person `i`'s avatar is served, under `origin`. */
export function avatarUrlOf(i: number, origin: string): string {
  return `${origin.replace(/\/+$/, "")}/avatars/${personKey(i)}`;
}

/** The profile a response carries, from a person's facts; repositories only for code-host maintainers. */
export function profileOf(f: PersonFacts, avatarUrl: string): Profile {
  const out: Profile = {
    id: f.key,
    name: f.name,
    firstName: f.firstName,
    lastName: f.lastName,
    headline: f.headline,
    title: f.title,
    seniority: f.seniority,
    company: {
      name: f.company.name,
      domain: f.company.domain,
      industry: f.company.industry,
      headcount: f.company.headcount,
    },
    location: { city: f.city, country: f.country },
    skills: f.skills,
    yearsOfExperience: f.yearsOfExperience,
    monthsInCurrentRole: f.monthsInCurrentRole,
    recentlyChangedJobs: f.recentlyChangedJobs,
    email: f.email,
    emailVerified: f.emailVerified,
    pastCompanies: f.pastCompanies.map((c) => c.name),
    linkedinUrl: f.linkedinUrl,
    avatarUrl,
    synthetic: true,
  };
  if (f.githubUrl) {
    out.githubUrl = f.githubUrl;
    out.repos = f.repos.map((r) => ({ name: r.name, url: r.url, language: r.language, stars: r.stars }));
  }
  return out;
}

const AVATAR_COLOURS = [
  "#6d5dfc",
  "#e4572e",
  "#17bebb",
  "#ffc914",
  "#2e86ab",
  "#76b041",
  "#a23b72",
  "#f18f01",
  "#3b1f2b",
  "#44af69",
];

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Person `i`'s avatar: their initials on a colour of their own, as SVG. */
export function avatarOf(pop: Population, i: number): { contentType: string; body: string } {
  const initials = FIRST_NAMES[pop.columns.first[i]][0] + LAST_NAMES[pop.columns.last[i]][0];
  const colour = AVATAR_COLOURS[mix32(pop.seedHash ^ i) % AVATAR_COLOURS.length];
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)} (synthetic)">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#ffffff">${escapeXml(initials)}</text>` +
    `</svg>`;
  return { contentType: "image/svg+xml", body };
}
