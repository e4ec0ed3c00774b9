// Ranking: the soft preferences of a request, the evidence a profile or code repository gives, the
// reason a person is on the shortlist, and the objects returned.
import type { JsonObject, Person, StructuredQuery } from "../../../contract/schemas.js";
import type { AgenticInput } from "../../types.js";
import type { Company, PersonFacts, SandboxDataset } from "../../world/data.js";
import { placeCodes, TITLES } from "../../world/tables.js";
import { titlesHolding } from "../../world/title-codes.js";
import { LANGUAGES } from "../../world/vocab.js";
import { companyIndustriesOf } from "../industries.js";
import { NOT_TITLE_WORDS } from "../lexicon/reading.js";
import { joinAnd, joinOr } from "./describe.js";
import { SAMPLE } from "./intent.js";

/** The programming languages among the skills asked for (a repository in one of them is evidence). */
export const codeLanguagesAsked = (q: StructuredQuery): string[] =>
  (q.skills ?? []).filter((s) => (LANGUAGES as readonly string[]).includes(s));

export interface Scored {
  facts: PersonFacts;
  score: number;
  source: string;
}

/** What the request prefers beyond its filters: judgement the structured filter cannot make. */
interface Preferences {
  /** The words the request used, singular, so titles that say what was asked come first ("sales reps"). */
  asked: string[];
  /** "staff", "principal", "lead" engineers: titles with that word first. */
  levelWord?: string;
  /** Engineers were asked for, not their managers: individual contributors first. */
  individualContributors: boolean;
  /** "former"/"used to work at": people who left rank above people still there. */
  leftCompanies?: string[];
}

export function preferencesOf(q: StructuredQuery, turns: string[]): Preferences {
  const levelWord = turns
    .map((t) => /\b(staff|principal|lead)\b(?!\s+(?:generation|gen)\b)/i.exec(t)?.[1].toLowerCase())
    .findLast(Boolean);
  const titles = (q.titleIncludes ?? []).map((t) => t.toLowerCase());
  const individualContributors =
    titles.some((t) => t.includes("engineer")) &&
    !titles.some((t) => t.includes("manager")) &&
    !(q.seniorityLevels ?? []).includes("Manager");
  const leftCompanies =
    q.currentEmployersOnly === false && q.companyNames?.length
      ? q.companyNames.map((n) => n.toLowerCase())
      : undefined;
  const asked = [
    ...new Set(
      turns
        .join(" ")
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((w) => w.length >= 3 && !ASKING_WORDS.has(w))
        .map((w) => w.replace(/(?<=[^s])s$/, "")),
    ),
  ];
  return { asked, levelWord, individualContributors, leftCompanies };
}

/** Words of a request that never name what a title says. */
const ASKING_WORDS = new Set(NOT_TITLE_WORDS.split(" "));

/** How many of the request's words a title says ("Sales Development Representative" says "sales", "rep"). */
function titleEcho(title: string, asked: string[]): number {
  const have = title.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  let n = 0;
  for (const w of asked) if (have.some((h) => h.startsWith(w))) n++;
  return n;
}

/**
 * Titles that hold an asked title as whole words: an engineer's title says "Engineer", a Head of
 * Engineering's only "Engineering". Undefined when no title was asked for.
 */
export function wholeWordTitles(q: StructuredQuery): Uint8Array | undefined {
  if (!q.titleIncludes?.length) return undefined;
  const asked = q.titleIncludes.map((t) => t.toLowerCase());
  const key = asked.join("\n");
  let found = wholeCache.get(key);
  if (!found) {
    lowerTitles ??= TITLES.map((t) => t.toLowerCase());
    found = new Uint8Array(lowerTitles.length);
    // Only the titles holding an asked title at all can hold it as whole words.
    for (const a of asked) for (const c of titlesHolding(a)) if (holdsWhole(lowerTitles[c], a)) found[c] = 1;
    if (wholeCache.size > 256) wholeCache.clear();
    wholeCache.set(key, found);
  }
  return found;
}

/** Read for every search of a plan and every ranking: worked out once per asked titles. */
const wholeCache = new Map<string, Uint8Array>();

/** Words of a title that leads a team ("Lead" is a level of the role itself: a Lead Game Developer). */
const LEADS = /\b(?:manager|director|head|vp|chief)\b/;

/**
 * Titles that hold an individual contributor's specialised title only inside a longer word and lead a team:
 * the substring filter finds "Machine Learning Engineering Manager" for "Machine Learning Engineer", another
 * occupation, which the planner leaves out as a title exclusion would. Undefined when there are none.
 */
export function leadsWithin(q: StructuredQuery): Uint8Array | undefined {
  // A bare head ("Engineer") asks for the whole line of work, its heads of engineering among it; a
  // specialised title ("Machine Learning Engineer") asks for that occupation.
  const asked = (q.titleIncludes ?? [])
    .map((t) => t.toLowerCase())
    .filter((t) => t.includes(" ") && !LEADS.test(t));
  if (asked.length === 0 || asked.length < (q.titleIncludes?.length ?? 0)) return undefined;
  const key = asked.join("\n");
  if (leadsCache.has(key)) return leadsCache.get(key);
  lowerTitles ??= TITLES.map((t) => t.toLowerCase());
  const titles = lowerTitles;
  leading ??= Uint8Array.from(titles, (t) => (LEADS.test(t) ? 1 : 0));
  let any = false;
  const out = new Uint8Array(titles.length);
  for (const a of asked)
    for (const c of titlesHolding(a))
      if (leading[c] === 1 && !asked.some((w) => holdsWhole(titles[c], w))) {
        out[c] = 1;
        any = true;
      }
  if (leadsCache.size > 256) leadsCache.clear();
  leadsCache.set(key, any ? out : undefined);
  return leadsCache.get(key);
}

/** Read for every search of a plan's relaxations: worked out once per asked titles. */
const leadsCache = new Map<string, Uint8Array | undefined>();

// Read for every plan over every title: a scan for the words beats a regular expression built per plan.
let lowerTitles: string[] | undefined;
/** A byte per title: 1 where it leads a team (LEADS). */
let leading: Uint8Array | undefined;
const LETTER = /[\p{L}\p{N}]/u;

function holdsWhole(title: string, words: string): boolean {
  if (words === "") return false;
  for (let at = title.indexOf(words); at >= 0; at = title.indexOf(words, at + 1))
    if (!LETTER.test(title[at - 1] ?? " ") && !LETTER.test(title[at + words.length] ?? " ")) return true;
  return false;
}

/** Soft evidence only: every candidate already meets the hard constraints. */
export function profileScore(f: PersonFacts, q: StructuredQuery, prefs: Preferences): number {
  const title = f.title.toLowerCase();
  let score = 3 * titleEcho(f.title, prefs.asked);
  if (prefs.levelWord && title.split(/[\s,]+/).includes(prefs.levelWord)) score += 2;
  if (prefs.individualContributors && title.includes("manager")) score -= 2;
  // Above a title that echoes one more asked word: "senior nurses who left the NHS" are not its senior nurses.
  if (prefs.leftCompanies && !prefs.leftCompanies.includes(f.company.name.toLowerCase())) score += 4;
  if (f.emailVerified) score += 1;
  // The asked level first: a junior ranks below a lead unless juniors were asked for.
  const juniorAsked = (q.seniorityLevels ?? []).includes("Entry") || prefs.asked.includes("junior");
  if (!juniorAsked && /^(?:Junior|Associate|Apprentice|Trainee)\b/.test(f.title)) score -= 1.5;
  if (!juniorAsked && /^(?:Staff|Principal|Lead|Senior)\b/.test(f.title)) score += 0.5;
  score += Math.min(f.yearsOfExperience, 20) / 10;
  // The skills listed beyond those asked: languages spoken are where someone lives, not breadth.
  const extra = f.skills.length - f.languages - (q.skills?.length ?? 0);
  score += Math.max(0, extra) * 0.1;
  if (f.githubUrl) score += 0.5;
  if (q.recentlyChangedJobs) score += (12 - Math.min(12, f.monthsInCurrentRole)) / 12;
  // Prefer people whose title leads with the asked-for role over those where it is incidental.
  if (q.titleIncludes?.some((t) => f.title.toLowerCase().startsWith(t.toLowerCase()))) score += 0.3;
  return score;
}

/** The person's first repository in a language asked for (any language, where none is asked). */
const repoIn = (f: PersonFacts, languages: string[]) =>
  f.repos.find((r) => languages.length === 0 || languages.includes(r.language));

export function codeScore(f: PersonFacts, languages: string[]): number {
  const repo = repoIn(f, languages);
  return repo ? 1 + Math.log10(1 + repo.stars) : 0;
}

/** A repository to name: one in a language asked for, else the first. */
const topRepo = (f: PersonFacts, languages: string[]) => repoIn(f, languages) ?? f.repos[0];

export const sampleOf = (ids: Int32Array) => ids.subarray(0, Math.min(SAMPLE, ids.length));
export const byScore = (a: Scored, b: Scored) => b.score - a.score || a.facts.index - b.facts.index;

function signalsFor(f: PersonFacts, q: StructuredQuery, languages: string[]): string[] {
  const signals = [`Current title: ${f.title} (${f.seniority})`, `Based in ${f.city}, ${f.country}`];
  signals.push(`Works at ${f.company.name}: ${f.company.industry}, ${f.company.headcount} employees`);
  const asked = (q.skills ?? []).filter((s) => lists(f, s));
  signals.push(
    asked.length > 0 ? `Lists ${joinAnd(asked)} among skills` : `Skills: ${f.skills.slice(0, 4).join(", ")}`,
  );
  signals.push(experience(f));
  if (f.recentlyChangedJobs)
    signals.push(`Joined ${f.company.name} ${plural(f.monthsInCurrentRole, "month")} ago`);
  const left = q.currentEmployersOnly === false ? pastAsked(f, q) : undefined;
  if (left) signals.push(`Previously worked at ${left.name}`);
  if (f.emailVerified) signals.push("Verified work email on file");
  const repo = topRepo(f, languages);
  if (repo) signals.push(`Maintains ${repo.fullName} (${repo.language}, ${plural(repo.stars, "star")})`);
  return signals;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const experience = (f: PersonFacts) => `${plural(f.yearsOfExperience, "year")} of experience`;
const lc = (s: string) => s.toLowerCase();
const lists = (f: PersonFacts, skill: string) => f.skills.some((x) => lc(x) === lc(skill));

/** The person's past employer the request names, if any. */
const pastAsked = (f: PersonFacts, q: StructuredQuery): Company | undefined =>
  f.pastCompanies.find((c) => q.companyNames?.some((n) => lc(n) === lc(c.name)));

/** What of the request the person meets, in the request's own terms, most defining first. */
function metConstraints(f: PersonFacts, q: StructuredQuery): string[] {
  const met: string[] = [];
  if (q.titleIncludes?.length || q.seniorityLevels?.length)
    met.push(`as ${/^[AEIOU]/.test(f.title) ? "an" : "a"} ${f.title} (${f.seniority} level)`);
  if (q.companyNames?.length) {
    const past = pastAsked(f, q);
    const here = q.companyNames.some((c) => lc(c) === lc(f.company.name));
    met.push(here ? `working at ${f.company.name}` : past ? `formerly at ${past.name}` : "");
  }
  if (q.companyIndustries?.length) met.push(`at a ${f.company.industry} company`);
  if (q.headcountRanges?.length) met.push(`at a company of ${f.company.headcount} employees`);
  if (q.locations?.length || q.countries?.length) met.push(`based in ${f.city}, ${f.country}`);
  const skills = (q.skills ?? []).filter((s) => lists(f, s));
  if (skills.length > 0) met.push(`listing ${joinAnd(skills)}`);
  if (q.minYearsExperience !== undefined || q.maxYearsExperience !== undefined)
    met.push(`with ${experience(f)}`);
  if (q.recentlyChangedJobs) met.push(`having joined ${plural(f.monthsInCurrentRole, "month")} ago`);
  if (q.verifiedEmailOnly) met.push("with a verified work email");
  return met.filter(Boolean);
}

/** The strongest evidence behind the pick: code, a move away from an asked employer, a level, a career. */
function strongestSignal(f: PersonFacts, q: StructuredQuery, languages: string[]): string {
  const repo = topRepo(f, languages);
  if (repo && repo.stars >= 10)
    return `maintains ${repo.fullName} (${repo.language}, ${plural(repo.stars, "star")})`;
  const left = q.currentEmployersOnly === false ? pastAsked(f, q) : undefined;
  if (left) return `left ${left.name} for ${f.company.name}`;
  if (q.recentlyChangedJobs) return `joined ${f.company.name} ${plural(f.monthsInCurrentRole, "month")} ago`;
  const level = /^(Staff|Principal|Lead|Senior|Head|Chief|VP|Director)\b/.exec(f.title)?.[1];
  if (level) return `a ${level.toLowerCase()}-level title with ${experience(f)}`;
  if (repo) return `maintains ${repo.fullName} (${repo.language})`;
  // A short career is no strength: the skills listed say more ("0 years of experience" never leads).
  if (f.yearsOfExperience < 2 && f.skills.length > 0)
    return `lists ${joinAnd(f.skills.slice(0, 2))}${f.emailVerified ? ", with a verified work email" : ""}`;
  return `${experience(f)}${f.emailVerified ? " and a verified work email" : ""}`;
}

/** Whether the person lives in one of the places named: a metro, a state or a country, by its codes. */
function livesIn(f: PersonFacts, places: string[]): boolean {
  const home = new Set(placeCodes(f.city) ?? []);
  return places.some((p) => lc(p) === lc(f.country) || (placeCodes(p) ?? []).some((c) => home.has(c)));
}

/** What of the request as asked, before relaxing, the person falls short of, in the request's terms. */
function shortOf(f: PersonFacts, asked: StructuredQuery): string[] {
  const out: string[] = [];
  const { titleIncludes: titles, seniorityLevels: levels, companyNames: names, skills } = asked;
  if (titles?.length && !titles.some((t) => lc(f.title).includes(lc(t))))
    out.push(`not titled ${joinOr(titles)}`);
  if (levels?.length && !levels.includes(f.seniority)) out.push(`not at the ${joinOr(levels)} level`);
  const employers = asked.currentEmployersOnly === false ? [f.company, ...f.pastCompanies] : [f.company];
  if (names?.length && !employers.some((c) => names.some((n) => lc(n) === lc(c.name))))
    out.push(`${asked.currentEmployersOnly === false ? "never" : "not"} at ${joinOr(names)}`);
  const industries = asked.companyIndustries ?? [];
  if (industries.length && !industries.flatMap(companyIndustriesOf).includes(f.company.industry))
    out.push(`not at a company in ${joinOr(industries)}`);
  if (asked.headcountRanges?.length && !asked.headcountRanges.includes(f.company.headcount))
    out.push(`at a company of ${f.company.headcount} employees, not ${joinOr(asked.headcountRanges)}`);
  const places = [...(asked.locations ?? []), ...(asked.countries ?? [])];
  if (places.length && !livesIn(f, places)) out.push(`not based in ${joinOr(places)}`);
  const missing = (skills ?? []).filter((s) => !lists(f, s));
  if (missing.length > 0) out.push(`not listing ${joinAnd(missing)}`);
  const { minYearsExperience: min, maxYearsExperience: max } = asked;
  const years = f.yearsOfExperience;
  if ((min !== undefined && years < min) || (max !== undefined && years > max)) {
    const range = max === undefined ? `${min}+` : min === undefined ? `at most ${max}` : `${min}-${max}`;
    out.push(`with ${experience(f)}, not ${range}`);
  }
  if (asked.recentlyChangedJobs && !f.recentlyChangedJobs) out.push("not a recent job change");
  if (asked.verifiedEmailOnly && !f.emailVerified) out.push("without a verified work email");
  return out;
}

/**
 * One sentence: the asked-for constraints the person meets, what of the request as asked they miss when the
 * search was relaxed, then the strongest signal behind the pick.
 */
function reasonFor(f: PersonFacts, q: StructuredQuery, languages: string[], asked?: StructuredQuery): string {
  const met = metConstraints(f, q);
  const signal = strongestSignal(f, q, languages);
  const short = asked ? shortOf(f, asked) : [];
  const lead =
    met.length === 0
      ? `${f.title} at ${f.company.name}`
      : `${short.length > 0 ? "Closest to" : "Matches"} the request ${met.join(", ")}`;
  return `${lead}${short.length > 0 ? `, but ${joinAnd(short)}` : ""}; strongest signal: ${signal}.`;
}

/**
 * What every step of one search reads alike: the data set, the filter set searched, the languages asked for
 * and the request (its origin for avatars, whether it reranks).
 */
export interface Search {
  ds: SandboxDataset;
  q: StructuredQuery;
  languages: string[];
  input: AgenticInput;
  /** The filter set as asked, when `q` relaxed it: each person's reason says what of it they miss. */
  asked?: StructuredQuery;
}

export function toPerson({ ds, q, languages, input, asked }: Search, f: PersonFacts): Person {
  const person: Person = {
    key: f.key,
    name: f.name,
    headline: f.headline,
    location: `${f.city}, ${f.country}`,
    currentTitle: f.title,
    currentCompany: f.company.name,
    currentCompanyDomain: f.company.domain,
    reason: reasonFor(f, q, languages, asked),
    signals: signalsFor(f, q, languages),
    linkedinUrl: f.linkedinUrl,
    avatarUrl: ds.avatarUrl(f.index, input.origin),
    email: f.email,
    skills: f.skills,
    yearsOfExperience: f.yearsOfExperience,
  };
  if (f.githubUrl) person.githubUrl = f.githubUrl;
  return person;
}

export function companyObject(c: Company, peopleCount: number): JsonObject {
  return {
    name: c.name,
    domain: c.domain,
    url: `https://${c.domain}`,
    industry: c.industry,
    headcount: c.headcount,
    location: `${c.city}, ${c.country}`,
    city: c.city,
    country: c.country,
    founded: c.founded,
    peopleCount,
    synthetic: true,
  };
}

/** Step durations at pace 1: fixed per kind, plus a little per result, so the same input paces the same. */
export const ms = (base: number, results: number) => base + Math.min(1500, results * 15);
