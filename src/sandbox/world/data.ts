// The synthetic population. People live in typed-array columns of small integer codes (about 40 bytes
// each), so a million of them start in well under a second; a profile object is only built for the
// people a response actually returns.
import { HEADCOUNT_RANGES, SENIORITY_LEVELS, type SeniorityLevel } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Dataset, DatasetOptions, MatchSet, Profile } from "../types.js";
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
import { cumulate, hashString, mix32, pickWeighted, Rng } from "./prng.js";
import { compileQuery, type ExtraFilters, PostingIndex } from "./query-index.js";
import {
  CITY_COUNTRY,
  LANGUAGE_SKILL_CODES,
  SKILLS,
  skillCode,
  TITLE_CHOICES,
  TITLE_SENIORITY,
  TITLES,
} from "./tables.js";
import {
  CITIES,
  COMPANY_CODAS,
  COMPANY_ONSETS,
  COUNTRIES,
  FAMILIES,
  FIRST_CODAS,
  FIRST_ONSETS,
  FOUNDER_SKILLS,
  HEADCOUNT_CAP,
  HEADCOUNT_SHARE,
  HEADCOUNT_TYPICAL,
  INDUSTRIES,
  LAST_CODAS,
  LAST_ONSETS,
  LEADERSHIP_SKILLS,
  REPO_WORDS_A,
  REPO_WORDS_B,
  TAGLINES,
  YEARS_RANGE,
} from "./vocab.js";

export const FIRST_NAMES: readonly string[] = FIRST_ONSETS.flatMap((a) => FIRST_CODAS.map((b) => a + b));
export const LAST_NAMES: readonly string[] = LAST_ONSETS.flatMap((a) => LAST_CODAS.map((b) => a + b));

const KEY_RADIX = 36;
const KEY_PREFIX = "syn-";

export interface Repo {
  name: string;
  fullName: string;
  url: string;
  description: string;
  language: string;
  stars: number;
}

/** Everything known about one person, as plain values (the planner reasons over these). */
export interface PersonFacts {
  index: number;
  key: string;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  seniority: SeniorityLevel;
  headline: string;
  company: Company;
  city: string;
  country: string;
  skills: string[];
  yearsOfExperience: number;
  monthsInCurrentRole: number;
  recentlyChangedJobs: boolean;
  emailVerified: boolean;
  email: string;
  pastCompanies: Company[];
  linkedinUrl: string;
  githubUrl?: string;
  repos: Repo[];
}

/** The dataset plus the extras the planner uses (raw ids, facts, companies, repositories). */
export type { Columns, Company };

export interface SandboxDataset extends Dataset {
  readonly companies: readonly Company[];
  readonly columns: Columns;
  /** Matching person numbers in stable (ascending) order; `extra` narrows to code-host maintainers. */
  matchIds(query: StructuredQuery, extra?: ExtraFilters): Int32Array;
  facts(index: number): PersonFacts;
  profile(index: number, origin: string): Profile;
  keyOf(index: number): string;
  indexOfKey(key: string): number | undefined;
  avatarUrl(index: number, origin: string): string;
  /** Number of people in the data set currently employed by each company. */
  companyHeadcountSample(code: number): number;
  companyByName(name: string): Company | undefined;
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** Companies headquartered beyond the hubs, as a share of the hubs' companies. */
const REGIONAL_COMPANIES = 0.12;

function generateCompanies(rng: Rng, count: number): Company[] {
  const bandCum = cumulate(HEADCOUNT_RANGES.map((b) => HEADCOUNT_SHARE[b]));
  const industryCum = cumulate(INDUSTRIES.map((i) => i.weight));
  // Headquarters: the hubs' companies first, placed among the hubs alone, then a few beyond them.
  const hubs = CITIES.flatMap((c, i) => (c.regional ? [] : [i]));
  const regional = CITIES.flatMap((c, i) => (c.regional ? [i] : []));
  const hubCum = cumulate(hubs.map((i) => CITIES[i].weight));
  const regionalCum = cumulate(regional.map((i) => CITIES[i].weight));
  const total = count + (regional.length > 0 ? Math.round(count * REGIONAL_COMPANIES) : 0);
  const used = new Set<string>();
  const companies: Company[] = [];
  for (let code = 0; code < total; code++) {
    const bandCode = pickWeighted(bandCum, rng.next());
    // The first companies cover every industry once, so even a small data set has employers of each kind.
    const drawn = pickWeighted(industryCum, rng.next());
    const industryCode = code < INDUSTRIES.length ? code : drawn;
    const u = rng.next();
    const cityCode = code < count ? hubs[pickWeighted(hubCum, u)] : regional[pickWeighted(regionalCum, u)];
    const industry = INDUSTRIES[industryCode];
    let name = "";
    for (let attempt = 0; attempt < 50 && (name === "" || used.has(name)); attempt++) {
      const stem = rng.pick(COMPANY_ONSETS) + rng.pick(COMPANY_CODAS);
      name = rng.chance(0.6) ? `${stem} ${rng.pick(industry.suffixes)}` : stem;
      if (attempt > 20) name = `${name} ${rng.pick(industry.suffixes)}`;
    }
    // Past the table's combinations a numbered suffix keeps names unique; still clearly invented.
    if (used.has(name)) name = `${name} ${code}`;
    used.add(name);
    const headcount = HEADCOUNT_RANGES[bandCode];
    // Small companies are young; big ones have been around.
    const founded =
      bandCode <= 2 ? rng.range(2012, 2024) : bandCode <= 5 ? rng.range(1998, 2018) : rng.range(1960, 2010);
    companies.push({
      code,
      name,
      domain: `${slug(name)}.example`,
      industry: industry.name,
      industryCode,
      headcount,
      bandCode,
      city: CITIES[cityCode].city,
      country: CITIES[cityCode].country,
      cityCode,
      founded,
    });
  }
  return companies;
}

/** Firms whose senior people are partners. */
const PARTNER_INDUSTRIES = new Set(["Consulting", "Venture Capital", "Legal Services"]);

/** For each industry, cumulative family weights of the people its companies employ. */
function familyWeightsByIndustry(): Float64Array[] {
  return INDUSTRIES.map((ind) => cumulate(FAMILIES.map((f) => f.industries?.[ind.name] ?? f.weight)));
}

const SENIORITY_BASE: Record<SeniorityLevel, number> = {
  Entry: 24,
  Senior: 38,
  Manager: 13,
  Director: 7,
  VP: 3.5,
  CXO: 1.5,
  Founder: 3,
  Owner: 1.2,
  Partner: 4,
};

/** Seniority weights for a person of `family` at `company`: founders and owners only at small firms, partners only where firms have partners, few executives at big ones. */
function seniorityWeights(familyCode: number, company: Company): Float64Array {
  const family = FAMILIES[familyCode];
  const band = company.bandCode;
  const partnerFirm = PARTNER_INDUSTRIES.has(company.industry);
  const weights = SENIORITY_LEVELS.map((level) => {
    if (!family.titles[level]) return 0;
    const base = SENIORITY_BASE[level];
    switch (level) {
      case "Founder":
        return band <= 1 ? base * 4 : band === 2 ? base : 0;
      case "Owner":
        return band === 0 ? base * 4 : band === 1 ? base : 0;
      case "Partner":
        return partnerFirm ? base : 0;
      case "CXO":
      case "VP":
        return band <= 2 ? base * 1.5 : band <= 4 ? base * 0.6 : base * 0.15;
      default:
        return base;
    }
  });
  return cumulate(weights);
}

/** Years-of-experience bounds for a title: the level's band, narrowed by words like "Junior" or "Principal". */
function yearsBounds(level: SeniorityLevel, title: string): [number, number] {
  let [lo, hi] = YEARS_RANGE[level];
  if (/^(Junior|Associate)\b/.test(title)) hi = Math.min(hi, 2);
  if (/^(Staff|Lead)\b/.test(title)) lo = Math.max(lo, 8);
  if (/^Principal\b/.test(title)) lo = Math.max(lo, 11);
  if (/^Managing Partner/.test(title)) lo = Math.max(lo, 18);
  return [lo, hi];
}

/** How many companies a population of `n` people works for: one per fifty people, within bounds. */
function companyCountFor(n: number): number {
  return Math.max(300, Math.min(25_000, Math.round(n / 50)));
}

/**
 * Everything the person loop reads, worked out once per data set: per-company and per-title facts as flat
 * arrays (string-keyed lookups cost too much at 1M), the weights people are drawn from, and the counters
 * and scratch space the loop updates.
 */
interface PeopleTables {
  companies: readonly Company[];
  /** Cumulative weights for picking an employer (or a past one). */
  companyCum: Float64Array;
  /** People placed at each company so far, against its `cap`. */
  employed: Uint32Array;
  cap: Uint32Array;
  partnerFirm: Uint8Array;
  companyIndustry: Uint8Array;
  companyBand: Uint8Array;
  companyCity: Uint8Array;
  cityCum: Float64Array;
  familyCum: Float64Array[];
  /** Seniority weights by family, size band and partner firm, filled in as they are first needed. */
  seniorityCache: (Float64Array | undefined)[];
  specCum: Float64Array[];
  /** 1 for the families whose people may maintain repositories on the code host. */
  familyCodes: Uint8Array;
  titleLo: Uint8Array;
  titleSpan: Uint8Array;
  specSkillCodes: number[][][];
  commonSkillCodes: number[][];
  leadershipCodes: number[];
  founderCodes: number[];
  founderCode: number;
  /** Scratch space for one person's candidate skills. */
  chosen: Uint8Array;
}

function peopleTables(companies: readonly Company[]): PeopleTables {
  const codesOf = (names: readonly string[]) => names.map((s) => skillCode(s)!);
  const titleYears = TITLES.map((t, code) => yearsBounds(SENIORITY_LEVELS[TITLE_SENIORITY[code]], t));
  return {
    companies,
    // People are spread over companies roughly by size (sqrt keeps large firms from swallowing everyone),
    // and never beyond a company's own headcount band.
    companyCum: cumulate(companies.map((c) => Math.sqrt(HEADCOUNT_TYPICAL[c.headcount]))),
    employed: new Uint32Array(companies.length),
    cap: Uint32Array.from(companies, (co) => Math.min(HEADCOUNT_CAP[co.headcount], 0xffffffff)),
    partnerFirm: Uint8Array.from(companies, (co) => (PARTNER_INDUSTRIES.has(co.industry) ? 1 : 0)),
    companyIndustry: Uint8Array.from(companies, (co) => co.industryCode),
    companyBand: Uint8Array.from(companies, (co) => co.bandCode),
    companyCity: Uint8Array.from(companies, (co) => co.cityCode),
    cityCum: cumulate(CITIES.map((c) => c.weight)),
    familyCum: familyWeightsByIndustry(),
    seniorityCache: new Array(FAMILIES.length * 32),
    specCum: FAMILIES.map((f) => cumulate(f.specWeights ?? f.specs.map(() => 1))),
    familyCodes: Uint8Array.from(FAMILIES, (f) => (f.codes ? 1 : 0)),
    titleLo: Uint8Array.from(titleYears, (b) => b[0]),
    titleSpan: Uint8Array.from(titleYears, (b) => b[1] - b[0] + 1),
    specSkillCodes: FAMILIES.map((f) => f.specSkills.map(codesOf)),
    commonSkillCodes: FAMILIES.map((f) => codesOf(f.commonSkills)),
    leadershipCodes: codesOf(LEADERSHIP_SKILLS),
    founderCodes: codesOf(FOUNDER_SKILLS),
    founderCode: SENIORITY_LEVELS.indexOf("Founder"),
    chosen: new Uint8Array(16),
  };
}

/** Empty columns for `n` people, skill and past-employer slots marked empty. */
function allocateColumns(n: number): Columns {
  return {
    n,
    first: new Uint16Array(n),
    last: new Uint16Array(n),
    title: new Uint16Array(n),
    seniority: new Uint8Array(n),
    family: new Uint8Array(n),
    company: new Uint16Array(n),
    city: new Uint8Array(n),
    country: new Uint8Array(n),
    industry: new Uint8Array(n),
    band: new Uint8Array(n),
    years: new Uint8Array(n),
    months: new Uint8Array(n),
    flags: new Uint8Array(n),
    tagline: new Uint8Array(n),
    skills: new Uint8Array(n * SKILL_SLOTS).fill(NONE8),
    past: new Uint16Array(n * PAST_SLOTS).fill(NONE16),
  };
}

/** A company with room left, by size; after a few full ones drawn in a row the last draw stands. */
function pickEmployer(rng: Rng, t: PeopleTables): number {
  let c = pickWeighted(t.companyCum, rng.next());
  for (let tries = 0; tries < 8 && t.employed[c] >= t.cap[c]; tries++)
    c = pickWeighted(t.companyCum, rng.next());
  t.employed[c]++;
  return c;
}

/** Seniority odds for `familyCode` at company `c`; they depend only on family, size band and whether the firm has partners. */
function seniorityOdds(t: PeopleTables, familyCode: number, c: number): Float64Array {
  const cacheKey = (familyCode * 16 + t.companyBand[c]) * 2 + t.partnerFirm[c];
  let senCum = t.seniorityCache[cacheKey];
  if (!senCum) {
    senCum = seniorityWeights(familyCode, t.companies[c]);
    t.seniorityCache[cacheKey] = senCum;
  }
  return senCum;
}

/** Skills: mostly from the specialisation, a little from the family, leadership for managers up; no repeats. */
function pickSkills(
  rng: Rng,
  t: PeopleTables,
  skills: Uint8Array,
  i: number,
  person: { familyCode: number; specCode: number; seniorityCode: number },
): void {
  const { familyCode, specCode, seniorityCode } = person;
  const chosen = t.chosen;
  const specPool = t.specSkillCodes[familyCode][specCode];
  const common = t.commonSkillCodes[familyCode];
  const specCount = 2 + rng.int(Math.min(4, specPool.length - 1));
  let count = 0;
  for (let k = 0; k < specCount; k++) chosen[count++] = rng.pick(specPool);
  chosen[count++] = rng.pick(common);
  if (rng.chance(0.4)) chosen[count++] = rng.pick(common);
  if (seniorityCode <= 6) chosen[count++] = rng.pick(t.leadershipCodes);
  if (seniorityCode === t.founderCode) chosen[count++] = rng.pick(t.founderCodes);
  const sbase = i * SKILL_SLOTS;
  let slot = 0;
  for (let k = 0; k < count && slot < SKILL_SLOTS; k++) {
    const sk = chosen[k];
    let dup = false;
    for (let j = 0; j < slot; j++) if (skills[sbase + j] === sk) dup = true;
    if (!dup) skills[sbase + slot++] = sk;
  }
}

/** Past employers: roughly one per four years of career, never the current one `c`, never twice. */
function pickPastEmployers(
  rng: Rng,
  t: PeopleTables,
  past: Uint16Array,
  i: number,
  c: number,
  years: number,
): void {
  const pastCount = Math.min(PAST_SLOTS, Math.floor((years + rng.int(4)) / 4));
  const pbase = i * PAST_SLOTS;
  for (let k = 0; k < pastCount; k++) {
    const p = pickWeighted(t.companyCum, rng.next());
    if (p !== c && past[pbase] !== p && past[pbase + 1] !== p) past[pbase + k] = p;
  }
}

/** Months in the current role never exceed the career; about a fifth moved within the last year. */
function monthsInRole(rng: Rng, years: number): number {
  const careerMonths = Math.max(1, years * 12 + 6);
  const um = rng.next();
  return Math.max(1, Math.min(careerMonths, Math.floor(1 + um * um * 96), 250));
}

/** Person `i`, drawn from `rng` and written into `cols`. The order of the draws is the population: keep it. */
function generatePerson(rng: Rng, t: PeopleTables, cols: Columns, i: number): void {
  const c = pickEmployer(rng, t);
  const industryCode = t.companyIndustry[c];
  // What people do depends on where they work: hospitals employ clinicians, law firms lawyers.
  const familyCode = pickWeighted(t.familyCum[industryCode], rng.next());
  const seniorityCode = pickWeighted(seniorityOdds(t, familyCode, c), rng.next());
  const specCode = pickWeighted(t.specCum[familyCode], rng.next());
  const titleCode = rng.pick(TITLE_CHOICES[familyCode][specCode][seniorityCode]);
  // Skewed towards the low end of the band: there are more people early in each band than late.
  const uy = rng.next();
  const years = t.titleLo[titleCode] + Math.floor(uy * uy * t.titleSpan[titleCode]);
  // Most people live where their employer is based; the rest work remotely or from another office.
  const city = rng.chance(0.7) ? t.companyCity[c] : pickWeighted(t.cityCum, rng.next());
  pickSkills(rng, t, cols.skills, i, { familyCode, specCode, seniorityCode });
  pickPastEmployers(rng, t, cols.past, i, c, years);
  const months = monthsInRole(rng, years);

  let flags = 0;
  if (rng.chance(0.62)) flags |= FLAG_VERIFIED;
  if (months <= 12) flags |= FLAG_RECENT;
  if (t.familyCodes[familyCode] && rng.chance(familyCode === 0 ? 0.4 : 0.3)) flags |= FLAG_CODE;

  cols.first[i] = rng.int(FIRST_NAMES.length);
  cols.last[i] = rng.int(LAST_NAMES.length);
  cols.title[i] = titleCode;
  cols.seniority[i] = seniorityCode;
  cols.family[i] = familyCode;
  cols.company[i] = c;
  cols.city[i] = city;
  cols.country[i] = CITY_COUNTRY[city];
  cols.industry[i] = industryCode;
  cols.band[i] = t.companyBand[c];
  cols.years[i] = years;
  cols.months[i] = months;
  cols.flags[i] = flags;
  cols.tagline[i] = rng.chance(0.45) ? rng.int(TAGLINES.length) : NONE8;
}

/** The companies, then the people, all from one stream seeded by `seed`. */
function generate(seed: string, n: number): { companies: Company[]; columns: Columns } {
  const rng = new Rng(hashString(`people:${seed}`));
  const companies = generateCompanies(rng, companyCountFor(n));
  const tables = peopleTables(companies);
  const columns = allocateColumns(n);
  for (let i = 0; i < n; i++) generatePerson(rng, tables, columns, i);
  return { companies, columns };
}

/** What a person's facts are read from: the companies, the columns, and the seed's hash for per-person streams. */
interface Population {
  readonly seedHash: number;
  readonly companies: readonly Company[];
  readonly columns: Columns;
}

/** Person `i`'s public key: a prefix and the number in base 36, at least five digits. */
function personKey(i: number): string {
  return KEY_PREFIX + i.toString(KEY_RADIX).padStart(5, "0");
}

/** The number of the person among `n` whose key is exactly `key` (one spelling per person), if any. */
function personIndex(key: string, n: number): number | undefined {
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
function factsOf(pop: Population, i: number): PersonFacts {
  const { columns } = pop;
  const firstName = FIRST_NAMES[columns.first[i]];
  const lastName = LAST_NAMES[columns.last[i]];
  const key = personKey(i);
  const company = pop.companies[columns.company[i]];
  const title = TITLES[columns.title[i]];
  const skills = skillsOf(columns, i);
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
    headline: headlineOf(title, company.name, skills, columns.tagline[i]),
    company,
    city: CITIES[columns.city[i]].city,
    country: COUNTRIES[columns.country[i]],
    skills,
    yearsOfExperience: columns.years[i],
    monthsInCurrentRole: columns.months[i],
    recentlyChangedJobs: (columns.flags[i] & FLAG_RECENT) !== 0,
    emailVerified: (columns.flags[i] & FLAG_VERIFIED) !== 0,
    email: `${firstName}.${lastName}@${company.domain}`.toLowerCase(),
    pastCompanies,
    linkedinUrl: `https://profiles.example/in/${firstName.toLowerCase()}-${lastName.toLowerCase()}-${key.slice(KEY_PREFIX.length)}`,
    githubUrl: coder ? `https://code.example/${handle}` : undefined,
    repos: coder ? reposOf(pop, i, handle, skills) : [],
  };
}

/** Where person `i`'s avatar is served, under `origin`. */
function avatarUrlOf(i: number, origin: string): string {
  return `${origin.replace(/\/+$/, "")}/avatars/${personKey(i)}`;
}

/** The profile a response carries, from a person's facts; repositories only for code-host maintainers. */
function profileOf(f: PersonFacts, avatarUrl: string): Profile {
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
function avatarOf(pop: Population, i: number): { contentType: string; body: string } {
  const initials = FIRST_NAMES[pop.columns.first[i]][0] + LAST_NAMES[pop.columns.last[i]][0];
  const colour = AVATAR_COLOURS[mix32(pop.seedHash ^ i) % AVATAR_COLOURS.length];
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(initials)} (synthetic)">` +
    `<rect width="128" height="128" rx="64" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="52" fill="#ffffff">${escapeXml(initials)}</text>` +
    `</svg>`;
  return { contentType: "image/svg+xml", body };
}

/** Companies by lower-case name and by domain. */
function companiesByName(companies: readonly Company[]): Map<string, Company> {
  const companyByLower = new Map<string, Company>();
  for (const c of companies) {
    companyByLower.set(c.name.toLowerCase(), c);
    companyByLower.set(c.domain, c);
  }
  return companyByLower;
}

/** People currently employed by each company, by company code. */
function headcountSample(companyCount: number, columns: Columns): Uint32Array {
  const sampleCounts = new Uint32Array(companyCount);
  for (let i = 0; i < columns.n; i++) sampleCounts[columns.company[i]]++;
  return sampleCounts;
}

/** Matching person numbers for a query, the last few result sets kept by the query's canonical key. */
function cachedMatcher(
  columns: Columns,
  index: PostingIndex,
  companyByLower: Map<string, Company>,
): SandboxDataset["matchIds"] {
  const cache = new Map<string, Int32Array>();
  const CACHE_SIZE = 16;
  return (query: StructuredQuery, extra: ExtraFilters = {}): Int32Array => {
    const compiled = compileQuery(query, extra, columns, index, companyByLower);
    const hit = cache.get(compiled.key);
    if (hit) {
      // Refresh recency so a page walk keeps its set while other queries come and go.
      cache.delete(compiled.key);
      cache.set(compiled.key, hit);
      return hit;
    }
    const ids = compiled.run();
    cache.set(compiled.key, ids);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return ids;
  };
}

/** A match set over `ids`, building profiles only for the slice asked for. */
function matchSetOf(ids: Int32Array, profile: (i: number, origin: string) => Profile): MatchSet {
  return {
    total: ids.length,
    slice(offset: number, limit: number, origin: string): Profile[] {
      const start = Math.max(0, Math.floor(offset));
      const end = Math.min(ids.length, start + Math.max(0, Math.floor(limit)));
      const out: Profile[] = [];
      for (let k = start; k < end; k++) out.push(profile(ids[k], origin));
      return out;
    },
  };
}

/** The population for `opts.seed` and `opts.people`, with what the service and the planner read of it. */
export function createDataset(opts: DatasetOptions): SandboxDataset {
  const n = Math.max(0, Math.floor(opts.people));
  const seed = opts.seed;
  const { companies, columns } = generate(seed, n);
  const pop: Population = { seedHash: hashString(`people:${seed}`), companies, columns };
  const companyByLower = companiesByName(companies);
  const matchIds = cachedMatcher(columns, new PostingIndex(columns, companies.length), companyByLower);
  const sampleCounts = headcountSample(companies.length, columns);
  const profile = (i: number, origin: string): Profile => profileOf(factsOf(pop, i), avatarUrlOf(i, origin));

  return {
    seed,
    size: n,
    companies,
    columns,
    matchIds,
    facts: (i) => factsOf(pop, i),
    profile,
    keyOf: personKey,
    indexOfKey: (key) => personIndex(key, n),
    avatarUrl: avatarUrlOf,
    companyHeadcountSample: (code) => sampleCounts[code] ?? 0,
    companyByName: (name) => companyByLower.get(name.trim().toLowerCase()),
    match: (query) => matchSetOf(matchIds(query), profile),
    avatar(key: string) {
      const i = personIndex(key, n);
      return i === undefined ? undefined : avatarOf(pop, i);
    },
  };
}
