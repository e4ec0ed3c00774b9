// Generating the people: the tables the person loop reads (worked out once per data set), one person's
// columns, and the whole population from one seeded stream.

import type { SeniorityLevel } from "../../contract/filters.js";
import * as filters from "../../contract/filters.js";
import type { Columns, Company } from "./columns.js";
import * as columns from "./columns.js";
import { companyCountFor, generateCompanies } from "./generate-companies.js";
import { homeHash, KnownHome } from "./known-home.js";
import { hashOf, KnownPast } from "./known-past.js";
import type { Guided } from "./prng.js";
import * as prng from "./prng.js";
import * as tables from "./tables.js";
import { KNOWN_EMPLOYERS } from "./vocab/employers.js";
import * as vocab from "./vocab.js";

// Imported bindings read once, here: under the test runner and in the CommonJS bundle each use of an imported
// name is a getter call, and these loops draw millions of people (a full top-up write took twice as long).
const { SENIORITY_LEVELS } = filters;
const { FLAG_CODE, FLAG_RECENT, FLAG_VERIFIED, NONE8, NONE16, PAST_SLOTS, SKILL_SLOTS } = columns;
const { cumulate, guided, hashString, pickGuided, pickWeighted, Rng } = prng;
type Rng = prng.Rng;
const { CITY_COUNTRY, FIRST_NAMES, LAST_NAMES, METROS, skillCode, TITLE_CHOICES, TITLE_SENIORITY, TITLES } =
  tables;
const {
  FAMILIES,
  FOUNDER_SKILLS,
  HEADCOUNT_CAP,
  HEADCOUNT_TYPICAL,
  INDUSTRIES,
  LEADERSHIP_SKILLS,
  TAGLINES,
  YEARS_RANGE,
} = vocab;

/** Firms whose senior people are partners. */
export const PARTNER_INDUSTRIES = new Set(["Consulting", "Venture Capital", "Legal Services"]);

/** For each industry, cumulative family weights of the people its companies employ. */
function familyWeightsByIndustry(): Float64Array[] {
  return INDUSTRIES.map((ind) =>
    cumulate(FAMILIES.map((f) => (f.topUpOnly ? 0 : (f.industries?.[ind.name] ?? f.weight)))),
  );
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
export function seniorityWeights(familyCode: number, company: Company): Float64Array {
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

/**
 * Everything the person loop reads, worked out once per data set: per-company and per-title facts as flat
 * arrays (string-keyed lookups cost too much at 1M), the weights people are drawn from, and the counters
 * and scratch space the loop updates.
 */
export interface PeopleTables {
  companies: readonly Company[];
  /** Cumulative weights for picking an employer (or a past one). */
  companyCum: Guided;
  /** People placed at each company so far, against its `cap`. */
  employed: Uint32Array;
  cap: Uint32Array;
  partnerFirm: Uint8Array;
  companyIndustry: Uint8Array;
  companyBand: Uint8Array;
  companyCity: Uint16Array;
  cityCum: Guided;
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
  /** Well-known employers of a person's industry as past employers, and the base people's salt for it. */
  knownPast: KnownPast;
  pastSalt: number;
  /** Well-known employers as their home metros' big employers (known-home.ts). */
  knownHome: KnownHome;
}

/**
 * How fully a world of `n` people spreads beyond the hubs (1 from the default size up): a small world, as
 * tests start, keeps most of its people in the hubs so that a common role in one still has a handful.
 */
export function beyondHubs(n: number): number {
  return Math.min(1, Math.max(0.1, n / 50_000));
}

/** The share of people (and of past jobs) at the well-known employers, whatever the size of the world. */
const KNOWN_SHARE = 0.05;

/**
 * People are spread over companies roughly by size (sqrt keeps large firms from swallowing everyone), and
 * never beyond a company's own headcount band. The well-known employers (the last companies) share a fixed
 * part: by size alone a few dozen of them would employ most of a small world.
 */
function employerWeights(companies: readonly Company[]): number[] {
  const weights = companies.map((c) => Math.sqrt(HEADCOUNT_TYPICAL[c.headcount]));
  const synthetic = companies.length - KNOWN_EMPLOYERS.length;
  let sum = 0;
  for (let c = 0; c < synthetic; c++) sum += weights[c];
  // The employers added after the base population was fixed are never drawn here (see employer.ts).
  const current = KNOWN_EMPLOYERS.filter((k) => !k.topUpOnly).length;
  const each = (KNOWN_SHARE * sum) / ((1 - KNOWN_SHARE) * current);
  for (let c = synthetic; c < companies.length; c++)
    weights[c] = KNOWN_EMPLOYERS[c - synthetic].topUpOnly ? 0 : each;
  return weights;
}

export function peopleTables(companies: readonly Company[], n: number, seed = ""): PeopleTables {
  const codesOf = (names: readonly string[]) => names.map((s) => skillCode(s)!);
  const titleYears = TITLES.map((t, code) => yearsBounds(SENIORITY_LEVELS[TITLE_SENIORITY[code]], t));
  return {
    companies,
    companyCum: guided(cumulate(employerWeights(companies))),
    employed: new Uint32Array(companies.length),
    cap: Uint32Array.from(companies, (co) => Math.min(HEADCOUNT_CAP[co.headcount], 0xffffffff)),
    partnerFirm: Uint8Array.from(companies, (co) => (PARTNER_INDUSTRIES.has(co.industry) ? 1 : 0)),
    companyIndustry: Uint8Array.from(companies, (co) => co.industryCode),
    companyBand: Uint8Array.from(companies, (co) => co.bandCode),
    companyCity: Uint16Array.from(companies, (co) => co.cityCode),
    cityCum: guided(cumulate(METROS.map((c) => (c.hub ? c.weight : c.weight * beyondHubs(n))))),
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
    knownPast: new KnownPast(companies),
    knownHome: new KnownHome(companies, companies.length - KNOWN_EMPLOYERS.length, companies.length),
    pastSalt: hashString(`past:${seed}`),
  };
}

/** Empty columns for `n` people, skill and past-employer slots marked empty. */
export function allocateColumns(n: number): Columns {
  return {
    n,
    first: new Uint16Array(n),
    last: new Uint16Array(n),
    title: new Uint16Array(n),
    seniority: new Uint8Array(n),
    family: new Uint8Array(n),
    company: new Uint16Array(n),
    city: new Uint16Array(n),
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
  let c = pickGuided(t.companyCum, rng.next());
  for (let tries = 0; tries < 8 && t.employed[c] >= t.cap[c]; tries++)
    c = pickGuided(t.companyCum, rng.next());
  t.employed[c]++;
  return c;
}

/** Seniority odds for `familyCode` at company `c`; they depend only on family, size band and whether the firm has partners. */
export function seniorityOdds(t: PeopleTables, familyCode: number, c: number): Float64Array {
  const cacheKey = (familyCode * 16 + t.companyBand[c]) * 2 + t.partnerFirm[c];
  let senCum = t.seniorityCache[cacheKey];
  if (!senCum) {
    senCum = seniorityWeights(familyCode, t.companies[c]);
    t.seniorityCache[cacheKey] = senCum;
  }
  return senCum;
}

/** Skills: mostly from the specialisation, a little from the family, leadership for managers up; no repeats. */
export function pickSkills(
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
export function pickPastEmployers(
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
    const p = pickGuided(t.companyCum, rng.next());
    if (p !== c && past[pbase] !== p && past[pbase + 1] !== p) past[pbase + k] = p;
  }
}

/** Months in the current role never exceed the career; about a fifth moved within the last year. */
export function monthsInRole(rng: Rng, years: number): number {
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
  const city = rng.chance(0.7) ? t.companyCity[c] : pickGuided(t.cityCum, rng.next());
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

/**
 * The companies, then the people, all from one stream seeded by `seed`. `tally` is told each person's title
 * and metro as they are written, while they are still in the cache.
 */
export function generate(
  seed: string,
  n: number,
  tally?: { add(title: number, city: number): void },
): { companies: Company[]; columns: Columns } {
  const rng = new Rng(hashString(`people:${seed}`));
  const companies = generateCompanies(rng, companyCountFor(n), beyondHubs(n));
  const tables = peopleTables(companies, n, seed);
  const columns = allocateColumns(n);
  for (let i = 0; i < n; i++) {
    generatePerson(rng, tables, columns, i);
    tally?.add(columns.title[i], columns.city[i]);
  }
  atHome(tables, columns);
  // Well-known past employers in a pass of their own, from what each person already is.
  const { knownPast, pastSalt } = tables;
  const { past, company, industry, family, country } = columns;
  for (let i = 0; i < n; i++)
    knownPast.apply(past, i, company[i], industry[i], family[i], country[i], hashOf(pastSalt, i));
  return { companies, columns };
}

/** Owners, founders and partners keep their own firms; anyone else may work at a big name. */
const HOME_LEVELS = Uint8Array.from(SENIORITY_LEVELS, (l) =>
  l === "Owner" || l === "Founder" || l === "Partner" ? 0 : 1,
);

/**
 * Base people living where well-known employers are headquartered: some work at one of them (known-home.ts),
 * in a pass of its own so no draw of the population's stream moves. Never at one already among their past employers.
 */
function atHome(t: PeopleTables, cols: Columns): void {
  const { knownHome, pastSalt, companyIndustry, companyBand } = t;
  const { company, city, family, seniority, industry, band, past } = cols;
  for (let i = 0; i < cols.n; i++) {
    if (!knownHome.isHome(city[i]) || !HOME_LEVELS[seniority[i]]) continue;
    const k = knownHome.employer(company[i], city[i], family[i], homeHash(pastSalt, i));
    if (k === company[i]) continue;
    let held = false;
    for (let j = 0; j < PAST_SLOTS; j++) held ||= past[i * PAST_SLOTS + j] === k;
    if (held) continue;
    company[i] = k;
    industry[i] = companyIndustry[k];
    band[i] = companyBand[k];
  }
}
