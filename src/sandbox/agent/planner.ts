// Agentic search over the synthetic population. The conversation is folded into one filter set (each user
// turn amends the last), the filter set is run against the sources that can answer it (profiles, and the
// code host when the request is about code), and the merged people are ranked by soft evidence. Every hard
// constraint of the request is a filter, so nobody on the shortlist fails one; ranking only orders them.
import { hasAnyFilter } from "../../contract/filters.js";
import type { JsonObject, Person, StructuredQuery } from "../../contract/schemas.js";
import { BOUNDS, readablePart } from "../service/bounds.js";
import type { AgenticInput, AgenticPlan, Dataset, PlannedStep } from "../types.js";
import type { Company, PersonFacts, SandboxDataset } from "../world/data.js";
import { CITY_COUNTRY, cityCode, countryCode, industryCode, TITLES } from "../world/tables.js";
import { COUNTRIES, LANGUAGES } from "../world/vocab.js";
import { inPopulationTerms, populationIndustries } from "./industries.js";
import { NUMBER_WORDS, namesIn, readSentence } from "./translate.js";

const CITY_COUNTRY_NAMES = CITY_COUNTRY.map((c) => COUNTRIES[c]);

const DEFAULT_COUNT = 10;
/** A count named in the request is honoured up to this many. */
const MAX_COUNT = 100;
/** People each source hands to the merge. */
const SOURCE_LIMIT = 25;
/** How many matches a source reads before scoring: ids are in random order, so this is a fair sample. */
const SAMPLE = 400;

const COUNT_WORDS: Record<string, number> = {
  ...NUMBER_WORDS,
  "a dozen": 12,
  "half a dozen": 6,
  "a couple": 2,
};

export type Intent = "people" | "companies" | "repos";

const PERSON_NOUN =
  /\b(people|persons?|candidates?|someone|anyone|engineers?|developers?|devs?|designers?|managers?|founders?|co-?founders?|ctos?|ceos?|cfos?|vps?|directors?|recruiters?|marketers?|analysts?|scientists?|executives?|leaders?|hires?|talent|profiles?|sellers|salespeople|reps?|consultants?|partners?|owners?|heads?|swes?|sres?|aes|sdrs?|bdrs?|pms|maintainers?|contributors?|researchers?|accountants?)\b/i;
const COMPANY_NOUN =
  /\b(compan(?:y|ies)|firms?|startups?|start-ups|employers|organi[sz]ations|businesses|scale-?ups|schools|hospitals|clinics|universities|banks|agencies|fintechs|insurtechs|telcos|insurers|retailers|consultancies)\b/i;
const REPO_NOUN = /\b(repos|repositor(?:y|ies)|projects|librar(?:y|ies)|packages|codebases)\b/i;
const CODE_CUE =
  /\b(open[- ]source|maintain(?:s|ers?|ing)?|repos|repositor(?:y|ies)|code host|contribut(?:or|ors|es|ing)|github|stars?)\b/i;

/**
 * What the user said, turn by turn, as far as the reader reads each turn: its first sentences, within an
 * equal share of the conversation's reading budget (see `readablePart`).
 */
function userTurns(input: AgenticInput): string[] {
  if (input.query !== undefined && input.query.trim() !== "") return [readablePart(input.query)];
  const said = (input.messages ?? []).filter((m) => m.role === "user").map((m) => m.content);
  const share = Math.min(
    BOUNDS.sentenceChars,
    Math.floor(BOUNDS.conversationReadChars / Math.max(1, said.length)),
  );
  return said.map((text) => readablePart(text, share));
}

/**
 * For each user turn, the assistant's reply just before it (as far as the reader reads a reply), or "":
 * a follow-up may point at what the reply named ("engineers at those companies").
 */
function repliesBefore(input: AgenticInput): string[] {
  if (input.query !== undefined && input.query.trim() !== "") return [""];
  const out: string[] = [];
  let reply = "";
  for (const m of input.messages ?? []) {
    if (m.role === "user") {
      out.push(reply);
      reply = "";
    } else if (m.role === "assistant") reply = m.content;
  }
  return out.map((text) => (text ? readablePart(text) : ""));
}

/**
 * A follow-up pointing at the companies a reply named: "at those companies", "at them", "from these firms"
 * ("10 of them" counts people, not companies).
 */
const THOSE_COMPANIES =
  /\b(?:(?:at|for)\s+them\b|(?:at|for|from|with|of|in|by)\s+(?:(?:those|these|the same|said|the above|the listed|the named|the mentioned)\s+(?:companies|firms|employers|businesses|startups|start-ups|scale-?ups|organi[sz]ations|places|shops|agencies|banks|hospitals|schools|clinics|studios|labs)\b|the (?:companies|firms|employers|ones) you (?:listed|named|mentioned|found|gave)))/i;

/** "find 5 ...", "top 3", "a dozen engineers": the latest turn that names a count wins. */
/** Plural nouns a number may count that are not people. */
const NOT_PEOPLE =
  "(?:years?|yrs|months?|weeks?|days?|hours?|employees|companies|firms|startups|businesses|offices|countries|cities|skills|languages|stars|repos|projects|people\\s+compan\\w*|k)";

export function requestedCount(turns: string[]): number {
  const words = Object.keys(COUNT_WORDS)
    .toSorted((a, b) => b.length - a.length)
    .join("|");
  const num = `(\\d{1,3}|${words})`;
  const patterns = [
    new RegExp(
      `\\b(?:find|show|get|give|list|top|need|want|source|recommend|suggest|pull|fetch|shortlist|return|pick)\\s+(?:me\\s+|us\\s+)?(?:the\\s+)?(?:top\\s+|best\\s+)?${num}\\b(?!\\s*(?:\\+|years?|yrs|employees|staff|k\\b))`,
      "i",
    ),
    new RegExp(
      `\\b(?:cap|limit|keep|trim|cut)\\s+(?:it|them|that|this|the list|the results)\\s+(?:at|to)\\s+${num}\\b`,
      "i",
    ),
    // "can you bump it up to 60", "raise that to forty", "increase the list to 30".
    new RegExp(
      `\\b(?:bump|raise|increase|push|take|bring|up|grow|extend|expand)\\s+(?:it|them|that|this|the (?:list|results|number|count|shortlist))\\s+(?:up\\s+)?to\\s+${num}\\b(?!\\s*(?:\\+|%|years?|yrs|months?|employees|staff|k\\b))`,
      "i",
    ),
    new RegExp(
      `\\bmake it\\s+${num}\\b(?!\\s*(?:\\+|years?|yrs|employees|staff|people\\s+compan|k\\b))`,
      "i",
    ),
    // A turn that is only a count: "twenty more", "a dozen", "thirty please".
    new RegExp(
      `^\\W*(?:(?:ok(?:ay)?|and|now|maybe)\\W+)?${num}(?:\\s+more)?(?:\\s+(?:please|then|instead))?\\W*$`,
      "i",
    ),
    // "can I see forty instead", "let me see 40", "could we have twenty".
    new RegExp(
      `\\b(?:(?:can|could|may)\\s+(?:i|we)|let\\s+(?:me|us))\\s+(?:see|have|get|view)\\s+(?:the\\s+)?(?:top\\s+|first\\s+)?${num}\\b(?!\\s*(?:\\+|%|years?|yrs|months?|employees|staff|k\\b|people\\s+compan))`,
      "i",
    ),
    // "5 of them", "just 3 of those", "only the first 4".
    new RegExp(`\\b${num}\\s+of\\s+(?:them|those|these|the\\s+(?:people|candidates|results))\\b`, "i"),
    new RegExp(
      `\\b(?:just|only)\\s+(?:the\\s+)?(?:first\\s+|top\\s+)?${num}\\b(?!\\s*(?:\\+|%|years?|yrs|months?|employees|staff|k\\b|people\\s+compan))`,
      "i",
    ),
    // A number before a plural noun for people ("12 AEs", "a couple of data engineers"), not a size, a span
    // of years or a bound ("with 200 people", "5 years", "between 2 and 5").
    new RegExp(
      `(?<!\\b(?:with|than|over|under|least|most|between|and|to|of|from|about|around)\\s+|[-,.])\\b${num}\\b(?!\\s*[+%])\\s+(?:more\\s+|of\\s+)?(?:(?!${NOT_PEOPLE}\\b)[\\w-]+\\s+){0,3}?(?:people|persons|(?!${NOT_PEOPLE}\\b)[a-z][a-z-]*s)\\b`,
      "i",
    ),
  ];
  for (let t = turns.length - 1; t >= 0; t--) {
    for (const re of patterns) {
      const m = re.exec(turns[t]);
      if (m) {
        const raw = m[1].toLowerCase();
        const n = COUNT_WORDS[raw] ?? Number(raw);
        if (Number.isFinite(n) && n > 0) return Math.min(MAX_COUNT, n);
      }
    }
  }
  return DEFAULT_COUNT;
}

/** Words that size a company: "startups", "large companies", "mid-size firms". */
const SIZED =
  /^(?:start-?ups?|scale-?ups?|big|bigger|large|larger|huge|small|smaller|tiny|mid-?size[d]?|medium(?:-size[d]?)?|enterprise|early-stage|growth-stage)$/;
/** Words that ask for something: a follow-up with none of them only amends what it follows. */
const ASKING =
  /\b(?:which|what|list|show|find|give|get|name|how many|are there|who|search|look for|looking for|want|need)\b/i;

/** "are hiring", "is hiring right now": said of companies. */
const HIRING = /\b(?:are|is|'re|'s)\s+(?:currently\s+|still\s+|actively\s+|now\s+)?hiring\b/i;
/** A follow-up that swaps one value for another: "instead of", "rather than", "not fintech any more - gaming". */
const SWAP =
  /\b(?:instead|rather than|in place of|swap|replace|any ?more|no longer|switch to|change (?:it |that )?to)\b/i;
/** Words after "company" that make it the name of a field: "company size", "company headcount". */
const FIELD_AFTER_COMPANY = /^\s+(?:sizes?|headcounts?|names?|types?|stages?)\b/i;
/** Company nouns that are a kind of company themselves: "insurers", "fintechs", "banks". */
const KIND_NOUN =
  /^(?:fintechs|insurtechs|telcos|insurers|retailers|consultancies|banks|hospitals|clinics|schools|universities|agencies)$/i;
/** Words before a company noun that name no kind of company: "the companies instead". */
const NOT_A_KIND =
  /^(?:the|those|these|some|any|other|me|us|all|of|which|what|about|list|show|find|get|give|just|only|to)$/;

/**
 * "fintech companies in Berlin", "which companies…", "list the startups": companies are what is asked for,
 * not where people work. In a follow-up (`followUp`), a size of company said without asking anything
 * ("startups rather than large companies", "only startups") amends the search the conversation is on.
 */
function asksForCompanies(text: string, followUp = false, namesRole = false): boolean {
  const re = new RegExp(COMPANY_NOUN.source, "gi");
  const asking = ASKING.test(text);
  const swapping = SWAP.test(text);
  for (const m of text.matchAll(re)) {
    // "any company size works": the name of a field, not companies asked for.
    if (FIELD_AFTER_COMPANY.test(text.slice(m.index + m[0].length))) continue;
    const before = text.slice(0, m.index).toLowerCase().split(/\s+/).filter(Boolean).slice(-3);
    // "insurance companies instead of fintech": a follow-up swapping the kind of company amends the search.
    const kindNamed =
      KIND_NOUN.test(m[0]) || (before.length > 0 && !NOT_A_KIND.test(before[before.length - 1]));
    if (followUp && swapping && kindNamed) continue;
    // "paralegal chicago law firm 2-4 yrs": in a terse string naming a role, a company noun said once and
    // without an article or a question is the kind of employer, not what is asked for.
    const bare =
      !/s$/i.test(m[0]) && !before.some((w) => /^(?:a|an|the|one|which|what|any|each|every)$/.test(w));
    if (namesRole && !asking && bare) continue;
    if (
      before.some((w) =>
        /^(?:at|for|from|of|in|with|by|to|across|among|hiring|joined|join|left|moved|changed|switched|between)$/.test(
          w,
        ),
      )
    )
      continue;
    const sized =
      SIZED.test(m[0].toLowerCase()) || (before.length > 0 && SIZED.test(before[before.length - 1]));
    if (followUp && sized && !asking) continue;
    return true;
  }
  return false;
}

const PERSON_PRONOUN = /\b(?:those|them|they|ones|who|whom|their)\b/i;

/** "1000+ people", "under 200 employees": a company's size, which says nothing about wanting people. */
const SIZE_PHRASE =
  /(?:\b(?:more than|over|at least|above|under|below|fewer than|less than|up to|at most|between)\s+)?\d[\d,.]*\s*k?\s*(?:\+|plus)?\s*(?:(?:-|to|and)\s*\d[\d,.]*\s*k?\s*)?(?:people|persons|employees|staff|headcount)\b/gi;

/**
 * `roles[t]`: whether turn t names a role (any occupation the reader read, "nurses" as well as "engineers"),
 * which asks for people.
 */
function intentOf(turns: string[], roles: boolean[] = []): Intent {
  // The latest turn that says what kind of thing it wants decides; a follow-up that only narrows ("only those
  // at fintech companies", "now the ones in Munich") keeps what the conversation was about.
  for (let t = turns.length - 1; t >= 0; t--) {
    const text = turns[t].replace(SIZE_PHRASE, " ");
    if (REPO_NOUN.test(text)) return "repos";
    if (asksForCompanies(text, t > 0, roles[t])) return "companies";
    if (PERSON_NOUN.test(text) || roles[t]) return "people";
    // "Which fintechs in Berlin are hiring?": companies are what hire.
    if (HIRING.test(text)) return "companies";
    if (t === 0 && PERSON_PRONOUN.test(text)) return "people";
  }
  return "people";
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
function joinOr(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/** A filter set in words, for step labels and the answer. */
export function describeQuery(q: StructuredQuery): string {
  const parts: string[] = [];
  const levels = q.seniorityLevels?.length ? joinOr(q.seniorityLevels) : "";
  const titles = q.titleIncludes?.length ? joinOr(q.titleIncludes) : "";
  parts.push(
    titles && levels ? `${titles} (${levels})` : titles || (levels ? `${levels}-level people` : "people"),
  );
  if (q.titleExcludes?.length) parts.push(`(not ${joinOr(q.titleExcludes)})`);
  if (q.companyNames?.length) {
    parts.push(
      `${q.currentEmployersOnly === false ? "who work or worked at" : "at"} ${joinOr(q.companyNames)}`,
    );
  }
  if (q.companyIndustries?.length) parts.push(`in ${joinOr(q.companyIndustries)}`);
  if (q.headcountRanges?.length) parts.push(`at companies of ${joinOr(q.headcountRanges)} employees`);
  const places = [...(q.locations ?? []), ...(q.countries ?? [])];
  if (places.length) parts.push(`in ${joinOr(places)}`);
  if (q.skills?.length) parts.push(`with ${joinAnd(q.skills)}`);
  if (q.minYearsExperience !== undefined && q.maxYearsExperience !== undefined) {
    parts.push(`with ${q.minYearsExperience}-${q.maxYearsExperience} years of experience`);
  } else if (q.minYearsExperience !== undefined) {
    parts.push(`with ${q.minYearsExperience}+ years of experience`);
  } else if (q.maxYearsExperience !== undefined) {
    parts.push(
      `with at most ${q.maxYearsExperience} year${q.maxYearsExperience === 1 ? "" : "s"} of experience`,
    );
  }
  if (q.recentlyChangedJobs) parts.push("who recently changed jobs");
  if (q.verifiedEmailOnly) parts.push("with a verified email");
  if (q.keywords) parts.push(`whose headline mentions "${q.keywords}"`);
  return parts.join(" ");
}

function languagesOf(q: StructuredQuery): string[] {
  return (q.skills ?? []).filter((s) => (LANGUAGES as readonly string[]).includes(s));
}

interface Scored {
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

function preferencesOf(q: StructuredQuery, turns: string[]): Preferences {
  let levelWord: string | undefined;
  for (const t of turns) {
    const m = /\b(staff|principal|lead)\b(?!\s+(?:generation|gen)\b)/i.exec(t);
    if (m) levelWord = m[1].toLowerCase();
  }
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
const ASKING_WORDS = new Set(
  "the and who with for from that are any all find show get give list want need some people those them they their only also who's what about how just more most based work works working worked".split(
    " ",
  ),
);

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
function wholeWordTitles(q: StructuredQuery): Uint8Array | undefined {
  if (!q.titleIncludes?.length) return undefined;
  const res = q.titleIncludes.map(
    (t) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu"),
  );
  return Uint8Array.from(TITLES, (t) => (res.some((re) => re.test(t)) ? 1 : 0));
}

/** Soft evidence only: every candidate already meets the hard constraints. */
function profileScore(f: PersonFacts, q: StructuredQuery, prefs?: Preferences): number {
  let score = 0;
  if (prefs) {
    const title = f.title.toLowerCase();
    score += 3 * titleEcho(f.title, prefs.asked);
    if (prefs.levelWord && title.split(/[\s,]+/).includes(prefs.levelWord)) score += 2;
    if (prefs.individualContributors && title.includes("manager")) score -= 2;
    if (prefs.leftCompanies && !prefs.leftCompanies.includes(f.company.name.toLowerCase())) score += 2;
  }
  if (f.emailVerified) score += 1;
  score += Math.min(f.yearsOfExperience, 20) / 10;
  const extra = f.skills.length - (q.skills?.length ?? 0);
  score += Math.max(0, extra) * 0.1;
  if (f.githubUrl) score += 0.5;
  if (q.recentlyChangedJobs) score += (12 - Math.min(12, f.monthsInCurrentRole)) / 12;
  // Prefer people whose title leads with the asked-for role over those where it is incidental.
  if (q.titleIncludes?.some((t) => f.title.toLowerCase().startsWith(t.toLowerCase()))) score += 0.3;
  return score;
}

function codeScore(f: PersonFacts, languages: string[]): number {
  const repos = f.repos.filter((r) => languages.length === 0 || languages.includes(r.language));
  const best = repos[0]?.stars ?? 0;
  return repos.length === 0 ? 0 : 1 + Math.log10(1 + best);
}

function topRepo(f: PersonFacts, languages: string[]) {
  return f.repos.find((r) => languages.length === 0 || languages.includes(r.language)) ?? f.repos[0];
}

function sampleOf(ids: Int32Array): Int32Array {
  return ids.subarray(0, Math.min(SAMPLE, ids.length));
}

function byScore(a: Scored, b: Scored): number {
  return b.score - a.score || a.facts.index - b.facts.index;
}

function signalsFor(f: PersonFacts, q: StructuredQuery, languages: string[]): string[] {
  const signals = [`Current title: ${f.title} (${f.seniority})`, `Based in ${f.city}, ${f.country}`];
  signals.push(`Works at ${f.company.name}: ${f.company.industry}, ${f.company.headcount} employees`);
  const asked = (q.skills ?? []).filter((s) => f.skills.some((x) => x.toLowerCase() === s.toLowerCase()));
  signals.push(
    asked.length > 0 ? `Lists ${joinAnd(asked)} among skills` : `Skills: ${f.skills.slice(0, 4).join(", ")}`,
  );
  signals.push(`${f.yearsOfExperience} year${f.yearsOfExperience === 1 ? "" : "s"} of experience`);
  if (f.recentlyChangedJobs)
    signals.push(
      `Joined ${f.company.name} ${f.monthsInCurrentRole} month${f.monthsInCurrentRole === 1 ? "" : "s"} ago`,
    );
  if (q.currentEmployersOnly === false && q.companyNames?.length) {
    const pastHit = f.pastCompanies.find((c) =>
      q.companyNames!.some((n) => n.toLowerCase() === c.name.toLowerCase()),
    );
    if (pastHit) signals.push(`Previously worked at ${pastHit.name}`);
  }
  if (f.emailVerified) signals.push("Verified work email on file");
  const repo = f.repos.length > 0 ? topRepo(f, languages) : undefined;
  if (repo)
    signals.push(
      `Maintains ${repo.fullName} (${repo.language}, ${repo.stars} star${repo.stars === 1 ? "" : "s"})`,
    );
  return signals;
}

function reasonFor(f: PersonFacts, q: StructuredQuery, languages: string[]): string {
  const bits = [`${f.title} at ${f.company.name} in ${f.city}`];
  const asked = (q.skills ?? []).filter((s) => f.skills.some((x) => x.toLowerCase() === s.toLowerCase()));
  if (asked.length > 0) bits.push(`lists ${joinAnd(asked)}`);
  bits.push(`has ${f.yearsOfExperience} year${f.yearsOfExperience === 1 ? "" : "s"} of experience`);
  if (q.recentlyChangedJobs)
    bits.push(`joined ${f.monthsInCurrentRole} month${f.monthsInCurrentRole === 1 ? "" : "s"} ago`);
  if (q.currentEmployersOnly === false && q.companyNames?.length) {
    const pastHit = f.pastCompanies.find((c) =>
      q.companyNames!.some((n) => n.toLowerCase() === c.name.toLowerCase()),
    );
    if (pastHit) bits.push(`previously worked at ${pastHit.name}`);
  }
  const repo = f.repos.length > 0 ? topRepo(f, languages) : undefined;
  if (repo && (languages.length > 0 || q.skills?.length))
    bits.push(`maintains ${repo.name} (${repo.stars} stars)`);
  if (q.verifiedEmailOnly) bits.push("has a verified email");
  return `${bits[0]}; ${joinAnd(bits.slice(1))}.`;
}

function toPerson(
  ds: SandboxDataset,
  f: PersonFacts,
  q: StructuredQuery,
  languages: string[],
  origin: string,
): Person {
  const person: Person = {
    key: f.key,
    name: f.name,
    headline: f.headline,
    location: `${f.city}, ${f.country}`,
    currentTitle: f.title,
    currentCompany: f.company.name,
    currentCompanyDomain: f.company.domain,
    reason: reasonFor(f, q, languages),
    signals: signalsFor(f, q, languages),
    linkedinUrl: f.linkedinUrl,
    avatarUrl: ds.avatarUrl(f.index, origin),
    email: f.email,
    skills: f.skills,
    yearsOfExperience: f.yearsOfExperience,
  };
  if (f.githubUrl) person.githubUrl = f.githubUrl;
  return person;
}

function companyObject(c: Company, peopleCount: number): JsonObject {
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
function ms(base: number, results: number): number {
  return base + Math.min(1500, results * 15);
}

/** Spellings of a function in titles: profiles say "Head of HR" but "Director of Human Resources". */
function functionSpellings(fn: string): string[] {
  return /^(?:hr|human resources)$/i.test(fn) ? ["HR", "Human Resources"] : [fn];
}

/** Words that make "director" or "VP" a title of its own rather than a function's ("Managing Director"). */
const NOT_A_FUNCTION =
  /^(?:managing|executive|non-executive|associate|assistant|deputy|regional|creative|art|medical|technical|account|program|programme|project|funeral|film)$/i;

/**
 * The titles a function at a level goes by: "Director of Design" is also "Design Director" and "Director,
 * Design", and, where the search keeps the Director level, the "Head of Design" who holds it; "Head of HR"
 * is also "Head of Human Resources". Judgement the substring filter cannot make, so the planner searches
 * every way profiles write the same title.
 */
export function titleVariants(q: StructuredQuery): StructuredQuery {
  if (!q.titleIncludes?.length) return q;
  const levels = q.seniorityLevels ?? [];
  const out: string[] = [];
  for (const t of q.titleIncludes) {
    out.push(t);
    const at = /^(VP|Director) of (.+)$/i.exec(t) ?? /^(.+) (VP|Director)$/i.exec(t);
    if (at) {
      const [level, fn] = /^(VP|Director)$/i.test(at[1]) ? [at[1], at[2]] : [at[2], at[1]];
      if (NOT_A_FUNCTION.test(fn)) continue;
      const lv = /^vp$/i.test(level) ? "VP" : "Director";
      for (const f of functionSpellings(fn)) {
        out.push(`${lv} of ${f}`, `${f} ${lv}`, `${lv}, ${f}`);
        if (levels.includes(lv)) out.push(`Head of ${f}`);
      }
      continue;
    }
    const head = /^Head of (.+)$/i.exec(t)?.[1] ?? /^(.+) Manager$/i.exec(t)?.[1];
    if (head && /^(?:hr|human resources)$/i.test(head))
      for (const f of functionSpellings(head)) out.push(t.replace(head, f));
  }
  const titles = [...new Set(out)];
  return titles.length === q.titleIncludes.length ? q : { ...q, titleIncludes: titles };
}

/** People matching `q` (its titles as every way profiles write them), less the current staff of employers the request ruled out. */
function matching(
  ds: SandboxDataset,
  q: StructuredQuery,
  excluded: Set<number>,
  codeHost = false,
): Int32Array {
  const ids = ds.matchIds(inPopulationTerms(titleVariants(q)), codeHost ? { codeHost: true } : {});
  if (excluded.size === 0) return ids;
  return ids.filter((i) => !excluded.has(ds.columns.company[i]));
}

/**
 * When nothing matches: the constraints to give up, least important first, each as what to say about it
 * and how to give it up. The role, employer and exclusions are never given up: people with another title
 * are not what was asked for.
 */
function relaxations(q: StructuredQuery): { what: string; apply: (r: StructuredQuery) => StructuredQuery }[] {
  const out: { what: string; apply: (r: StructuredQuery) => StructuredQuery }[] = [];
  const without =
    (...fields: (keyof StructuredQuery)[]) =>
    (r: StructuredQuery) => {
      const w = { ...r };
      for (const f of fields) delete w[f];
      return w;
    };
  if (q.recentlyChangedJobs)
    out.push({ what: "the recent job change", apply: without("recentlyChangedJobs") });
  if (q.verifiedEmailOnly) out.push({ what: "the verified email", apply: without("verifiedEmailOnly") });
  if (q.keywords) out.push({ what: "the headline keywords", apply: without("keywords") });
  if (q.headcountRanges) out.push({ what: "the company size", apply: without("headcountRanges") });
  if (q.companyIndustries)
    out.push({ what: `the ${joinOr(q.companyIndustries)} industry`, apply: without("companyIndustries") });
  if (q.minYearsExperience !== undefined || q.maxYearsExperience !== undefined)
    out.push({ what: "the years of experience", apply: without("minYearsExperience", "maxYearsExperience") });
  if (q.skills)
    out.push({
      what: `the ${joinAnd(q.skills)} skill${q.skills.length > 1 ? "s" : ""}`,
      apply: without("skills"),
    });
  if (q.locations) {
    const countries = [
      ...new Set(
        q.locations
          .map((l) => cityCode(l))
          .filter((c) => c !== undefined)
          .map((c) => CITY_COUNTRY_NAMES[c!]),
      ),
    ];
    if (countries.length > 0)
      out.push({
        what: `the city (${joinOr(q.locations)}), widened to ${joinOr(countries)}`,
        apply: (r) => ({
          ...without("locations")(r),
          countries: [...new Set([...(r.countries ?? []), ...countries])],
        }),
      });
  }
  if (q.seniorityLevels && (q.titleIncludes || q.companyNames))
    out.push({ what: `the ${joinOr(q.seniorityLevels)} level`, apply: without("seniorityLevels") });
  return out;
}

/**
 * The least that has to be given up for someone to match: one constraint, the least important that
 * alone finds someone; else the least important ones together, as few as find someone.
 */
function relax(
  ds: SandboxDataset,
  asked: StructuredQuery,
  excluded: Set<number>,
): { query: StructuredQuery; ids: Int32Array; what: string } | undefined {
  const steps = relaxations(asked);
  for (const r of steps) {
    const query = r.apply(asked);
    const ids = matching(ds, query, excluded);
    if (ids.length > 0) return { query, ids, what: r.what };
  }
  let query = asked;
  for (let k = 0; k < steps.length; k++) {
    query = steps[k].apply(query);
    if (k === 0) continue;
    const ids = matching(ds, query, excluded);
    if (ids.length > 0) return { query, ids, what: joinAnd(steps.slice(0, k + 1).map((r) => r.what)) };
  }
  return undefined;
}

/** The one constraint whose removal alone would find the most people: the one that actually bound. */
function bindingConstraint(
  ds: SandboxDataset,
  q: StructuredQuery,
  excluded: Set<number>,
): string | undefined {
  const names: [keyof StructuredQuery, string][] = [
    ["titleIncludes", "the title"],
    ["companyNames", "the employer"],
    ["companyIndustries", "the industry"],
    ["headcountRanges", "the company size"],
    ["seniorityLevels", "the seniority"],
    ["locations", "the city"],
    ["countries", "the country"],
    ["skills", "the skills"],
    ["minYearsExperience", "the years of experience"],
    ["maxYearsExperience", "the years of experience"],
    ["recentlyChangedJobs", "the recent job change"],
    ["verifiedEmailOnly", "the verified email"],
    ["keywords", "the headline keywords"],
  ];
  let best: { what: string; n: number } | undefined;
  for (const [field, what] of names) {
    if (q[field] === undefined) continue;
    const r = { ...q };
    delete r[field];
    if (!hasAnyFilter(r)) continue;
    const n = matching(ds, r, excluded).length;
    if (n > 0 && (!best || n > best.n)) best = { what, n };
  }
  return best?.what;
}

/** What a people search found in its sources, before the answer is written. */
interface PeopleFound {
  /** The filter set searched: the one asked, or the one left after relaxing. */
  q: StructuredQuery;
  /** Everyone the profile source matched (after the whole-word preference). */
  profileIds: Int32Array;
  /** The constraint given up when nothing met them all. */
  relaxed?: string;
  /** Keeps the people whose title names the role as a whole word, when there are any. */
  byWord: (ids: Int32Array) => Int32Array;
}

/**
 * The profile source's matches. Nothing meets every constraint: give up the least important one that then
 * finds someone, and say so. Judgement the substring filter cannot make: people whose title names the
 * role itself, when there are any, not those whose title only contains it inside a longer word ("Head of
 * Engineering").
 */
function findProfiles(ds: SandboxDataset, asked: StructuredQuery, excluded: Set<number>): PeopleFound {
  let q = asked;
  let profileIds = matching(ds, q, excluded);
  let relaxed: string | undefined;
  if (profileIds.length === 0) {
    const r = relax(ds, asked, excluded);
    if (r) {
      q = r.query;
      profileIds = r.ids;
      relaxed = r.what;
    }
  }
  const whole = wholeWordTitles(titleVariants(q));
  const byWord = (ids: Int32Array) => {
    if (!whole) return ids;
    const kept = ids.filter((i) => whole[ds.columns.title[i]] === 1);
    return kept.length > 0 ? kept : ids;
  };
  return { q, profileIds: byWord(profileIds), relaxed, byWord };
}

/** The code host's maintainers meeting the same filter set, scored on the languages asked for. */
function searchCodeHost(
  ds: SandboxDataset,
  found: PeopleFound,
  excluded: Set<number>,
  languages: string[],
  sourceLimit: number,
): { codeTop: Scored[]; codeTotal: number } {
  const codeIds = found.byWord(matching(ds, found.q, excluded, true));
  const codeTop = [...sampleOf(codeIds)]
    .map((i) => {
      const facts = ds.facts(i);
      return { facts, score: codeScore(facts, languages), source: "code host" };
    })
    .filter((s) => s.score > 0)
    .sort(byScore)
    .slice(0, sourceLimit);
  return { codeTop, codeTotal: codeIds.length };
}

/** The steps of reading the sources, each with what its source found before the merge. */
function sourceSteps(
  ds: SandboxDataset,
  q: StructuredQuery,
  input: AgenticInput,
  languages: string[],
  profileTop: Scored[],
  code: { codeTop: Scored[] } | undefined,
): PlannedStep[] {
  const steps: PlannedStep[] = [
    { id: "understand", label: "Understanding the request", durationMs: 700, group: 0 },
    {
      id: "profiles",
      label: `Searching profiles: ${describeQuery(q)}`,
      durationMs: ms(1800, profileTop.length),
      group: 1,
      partial: {
        source: "profiles",
        people: profileTop.map((s) => toPerson(ds, s.facts, q, languages, input.origin)),
      },
    },
  ];
  if (code) {
    const what =
      languages.length > 0 ? `${joinOr(languages)} maintainers` : "maintainers with public repositories";
    steps.push({
      id: "code-host",
      label: `Searching code host: ${what}`,
      durationMs: ms(2400, code.codeTop.length),
      group: 1,
      partial: {
        source: "code host",
        people: code.codeTop.map((s) => toPerson(ds, s.facts, q, languages, input.origin)),
      },
    });
  }
  return steps;
}

/**
 * Merge: one entry per person, scored on everything any source knew about them; then ranked and trimmed
 * to the count, or listed as found when reranking is off.
 */
function mergeSources(
  ds: SandboxDataset,
  q: StructuredQuery,
  input: AgenticInput,
  languages: string[],
  prefs: ReturnType<typeof preferencesOf>,
  sources: Scored[],
  count: number,
): { people: Person[]; step: PlannedStep } {
  const merged = new Map<string, Scored>();
  for (const s of sources) {
    const seen = merged.get(s.facts.key);
    if (!seen)
      merged.set(s.facts.key, {
        ...s,
        score: profileScore(s.facts, q, prefs) + codeScore(s.facts, languages),
      });
  }
  if (input.rerank) {
    const ranked = [...merged.values()].sort(byScore).slice(0, count);
    return {
      people: ranked.map((s, k) => ({ ...toPerson(ds, s.facts, q, languages, input.origin), rank: k + 1 })),
      step: { id: "rank", label: "Merging and ranking", durationMs: ms(900, merged.size), group: 2 },
    };
  }
  return {
    people: [...merged.values()].map((s) => toPerson(ds, s.facts, q, languages, input.origin)),
    step: {
      id: "merge",
      label: "Merging results (no reranking)",
      durationMs: ms(400, merged.size),
      group: 2,
    },
  };
}

/**
 * The written answer: who was found and the strongest match; or, when nobody was, why (a title or a place
 * nobody has, else the constraint that bound); or, after relaxing, which constraint was given up.
 */
function peopleAnswer(
  ds: SandboxDataset,
  u: Understanding,
  input: AgenticInput,
  found: PeopleFound,
  people: Person[],
  excluded: Set<number>,
  codeTotal: number | undefined,
): string {
  const asked = u.query;
  const excludedNames = u.excludedCompanies;
  const summary = describeQuery(found.q);
  const relaxed = found.relaxed;
  const left =
    excludedNames.length > 0 ? ` People who work at ${joinOr(excludedNames)} are left out, as asked.` : "";
  if (people.length === 0) {
    const titles = asked.titleIncludes;
    if (titles?.length && ds.matchIds({ titleIncludes: titles }).length === 0) {
      return `No one with the title ${joinOr(titles)} was found. Try another word for the role.`;
    } else if (asked.locations?.length && ds.matchIds({ locations: asked.locations }).length === 0) {
      // A place nobody lives in is said so, not widened to everywhere.
      return `No one based in ${joinOr(asked.locations)} was found. Try a nearby city or the country.`;
    }
    const bound = bindingConstraint(ds, asked, excluded);
    return `No one matched ${summary}.${left} ${bound ? `Try without ${bound}.` : suggestion(asked)}`;
  }
  const total = found.profileIds.length;
  if (relaxed) {
    return `No one matched ${describeQuery(asked)}. Without ${relaxed}, here ${people.length === 1 ? "is" : "are"} ${people.length} of ${total} ${summary}.${left} Try without ${relaxed} to see them all.`;
  }
  const top = people[0];
  const lead = input.rerank
    ? `The strongest match is ${top.name}, ${top.currentTitle} at ${top.currentCompany} (${top.location}).`
    : `They are listed as the sources returned them, without ranking.`;
  const code =
    codeTotal !== undefined
      ? ` The code host added ${codeTotal} maintainer${codeTotal === 1 ? "" : "s"} meeting the same criteria.`
      : "";
  return `Found ${total} ${total === 1 ? "person" : "people"} matching ${summary}; here ${people.length === 1 ? "is" : "are"} ${people.length}. ${lead}${code}${left}`;
}

/**
 * A people search: the profile source (relaxed when nothing meets every constraint), the code host when
 * the request is about code, the merge and ranking, and the answer.
 */
function planPeople(ds: SandboxDataset, u: Understanding, input: AgenticInput): AgenticPlan {
  const { turns, count } = u;
  const languages = languagesOf(u.query);
  const wantsCode = languages.length > 0 || turns.some((t) => CODE_CUE.test(t));
  const excluded = new Set(
    u.excludedCompanies.map((n) => ds.companyByName(n)?.code).filter((c): c is number => c !== undefined),
  );
  const sourceLimit = Math.max(SOURCE_LIMIT, count);

  const found = findProfiles(ds, u.query, excluded);
  const { q } = found;
  const prefs = preferencesOf(q, turns);
  const profileTop: Scored[] = [...sampleOf(found.profileIds)].map((i) => {
    const facts = ds.facts(i);
    return { facts, score: profileScore(facts, q, prefs), source: "profiles" };
  });
  profileTop.sort(byScore);
  profileTop.splice(sourceLimit);
  const code = wantsCode ? searchCodeHost(ds, found, excluded, languages, sourceLimit) : undefined;

  const steps = sourceSteps(ds, q, input, languages, profileTop, code);
  const sources = [...profileTop, ...(code?.codeTop ?? [])];
  const { people, step } = mergeSources(ds, q, input, languages, prefs, sources, count);
  steps.push(step, { id: "answer", label: "Writing the answer", durationMs: 600, group: 3 });
  return {
    steps,
    answer: peopleAnswer(ds, u, input, found, people, excluded, code?.codeTotal),
    people,
    companies: [],
    repos: [],
    cost: 2 + (wantsCode ? 2 : 1),
  };
}

/** Names the filter that most likely emptied the result, so the user knows what to relax. */
function suggestion(q: StructuredQuery): string {
  if (q.companyNames?.length) return `Check the employer name (${joinOr(q.companyNames)}) or drop it.`;
  if (q.skills && q.skills.length > 1) return "Try asking for fewer skills at once.";
  if (q.keywords) return "Try without the headline keywords.";
  if (q.minYearsExperience !== undefined || q.maxYearsExperience !== undefined)
    return "Try widening the years of experience.";
  if (q.locations?.length || q.countries?.length) return "Try a wider location.";
  return "Try dropping one of the constraints.";
}

function companyMatches(c: Company, q: StructuredQuery): boolean {
  const industries = q.companyIndustries?.flatMap(populationIndustries);
  if (industries?.length && !industries.some((i) => industryCode(i) === c.industryCode)) return false;
  if (q.headcountRanges?.length && !q.headcountRanges.includes(c.headcount)) return false;
  if (q.locations?.length && !q.locations.some((l) => cityCode(l) === c.cityCode)) return false;
  if (q.countries?.length && !q.countries.some((n) => countryCode(n) === countryCode(c.country)))
    return false;
  if (
    q.companyNames?.length &&
    !q.companyNames.some((n) => n.toLowerCase() === c.name.toLowerCase() || n.toLowerCase() === c.domain)
  ) {
    return false;
  }
  return true;
}

function planCompanies(ds: SandboxDataset, q: StructuredQuery, turns: string[]): AgenticPlan {
  const count = requestedCount(turns);
  // Place, industry and size describe the company (its headquarters); the rest describe its people.
  const {
    locations,
    countries,
    companyIndustries,
    headcountRanges,
    companyNames,
    currentEmployersOnly,
    ...peopleQ
  } = q;
  void currentEmployersOnly;
  const companyQ: StructuredQuery = {
    locations,
    countries,
    companyIndustries,
    headcountRanges,
    companyNames,
  };
  const peopleFilter = hasAnyFilter(peopleQ);
  const counts = new Map<number, number>();
  if (peopleFilter) {
    const ids = ds.matchIds(
      inPopulationTerms({ ...peopleQ, companyIndustries, headcountRanges, companyNames }),
    );
    for (const i of ids) counts.set(ds.columns.company[i], (counts.get(ds.columns.company[i]) ?? 0) + 1);
  }
  const found = ds.companies
    .filter((c) => companyMatches(c, companyQ))
    .map((c) => ({ c, n: peopleFilter ? (counts.get(c.code) ?? 0) : ds.companyHeadcountSample(c.code) }))
    .filter((x) => !peopleFilter || x.n > 0)
    .sort((a, b) => b.n - a.n || a.c.name.localeCompare(b.c.name));
  const companies = found.slice(0, count).map((x) => companyObject(x.c, x.n));
  const what = describeCompanies(companyQ, peopleFilter ? describeQuery(peopleQ) : "");
  const steps: PlannedStep[] = [
    { id: "understand", label: "Understanding the request", durationMs: 700, group: 0 },
    {
      id: "companies",
      label: `Searching company records: ${what}`,
      durationMs: ms(1600, companies.length),
      group: 1,
    },
    {
      id: "profiles",
      label: "Counting people at matching companies",
      durationMs: ms(1400, companies.length),
      group: 1,
    },
    { id: "rank", label: "Ranking companies", durationMs: 700, group: 2 },
    { id: "answer", label: "Writing the answer", durationMs: 500, group: 3 },
  ];
  const answer =
    companies.length === 0
      ? `No companies matched ${what}.`
      : `Found ${found.length} compan${found.length === 1 ? "y" : "ies"} matching ${what}; listing ${companies.length}, largest presence first, starting with ${companies[0].name} (${companies[0].location}).`;
  return { steps, answer, people: [], companies, repos: [], cost: 3 };
}

function describeCompanies(q: StructuredQuery, people: string): string {
  const parts = [q.companyIndustries?.length ? `${joinOr(q.companyIndustries)} companies` : "companies"];
  if (q.headcountRanges?.length) parts.push(`of ${joinOr(q.headcountRanges)} employees`);
  const places = [...(q.locations ?? []), ...(q.countries ?? [])];
  if (places.length) parts.push(`based in ${joinOr(places)}`);
  if (q.companyNames?.length) parts.push(`named ${joinOr(q.companyNames)}`);
  if (people) parts.push(`employing ${people}`);
  return parts.join(" ");
}

function planRepos(
  ds: SandboxDataset,
  q: StructuredQuery,
  turns: string[],
  input: AgenticInput,
): AgenticPlan {
  const count = requestedCount(turns);
  const languages = languagesOf(q);
  // The language picks repositories; every other filter describes their maintainers.
  const otherSkills = (q.skills ?? []).filter((s) => !languages.includes(s));
  const maintainerQ: StructuredQuery = { ...q, skills: [...languages, ...otherSkills] };
  if (maintainerQ.skills?.length === 0) delete maintainerQ.skills;
  const ids = hasAnyFilter(maintainerQ)
    ? ds.matchIds(maintainerQ, { codeHost: true })
    : ds.matchIds({ minYearsExperience: 0 }, { codeHost: true });
  const scan = ids.subarray(0, Math.min(ids.length, 5000));
  const repos: { repo: PersonFacts["repos"][number]; owner: PersonFacts }[] = [];
  for (const i of scan) {
    const f = ds.facts(i);
    for (const repo of f.repos)
      if (languages.length === 0 || languages.includes(repo.language)) repos.push({ repo, owner: f });
  }
  repos.sort((a, b) => b.repo.stars - a.repo.stars || a.repo.fullName.localeCompare(b.repo.fullName));
  const top = repos.slice(0, count);
  const out: JsonObject[] = top.map(({ repo, owner }) => ({
    name: repo.fullName,
    url: repo.url,
    description: repo.description,
    language: repo.language,
    stars: repo.stars,
    maintainers: [
      {
        key: owner.key,
        name: owner.name,
        githubUrl: owner.githubUrl,
        avatarUrl: ds.avatarUrl(owner.index, input.origin),
      },
    ],
    synthetic: true,
  }));
  const people = top
    .map((x) => x.owner)
    .filter((f, k, all) => all.findIndex((g) => g.key === f.key) === k)
    .map((f, k) => {
      const p = toPerson(ds, f, q, languages, input.origin);
      return input.rerank ? { ...p, rank: k + 1 } : p;
    });
  const what = `${languages.length > 0 ? `${joinOr(languages)} ` : ""}repositories`;
  const maintainersDesc = describeQuery({
    ...maintainerQ,
    skills: otherSkills.length ? otherSkills : undefined,
  });
  const steps: PlannedStep[] = [
    { id: "understand", label: "Understanding the request", durationMs: 700, group: 0 },
    {
      id: "code-host",
      label: `Searching code host: ${what}`,
      durationMs: ms(2200, out.length),
      group: 1,
      partial: { source: "code host", people },
    },
    {
      id: "profiles",
      label: `Checking maintainers' profiles: ${maintainersDesc}`,
      durationMs: ms(1200, people.length),
      group: 1,
    },
    { id: "rank", label: "Ranking repositories by stars", durationMs: 600, group: 2 },
    { id: "answer", label: "Writing the answer", durationMs: 500, group: 3 },
  ];
  const answer =
    out.length === 0
      ? `No repositories matched: no one maintaining ${what} fits ${maintainersDesc}.`
      : `Found ${repos.length} ${what} maintained by ${maintainersDesc}; the most starred is ${out[0].name} (${out[0].stars} stars).`;
  return { steps, answer, people, companies: [], repos: out, cost: 3 };
}

/** What a request or conversation asks for, read before anything is searched. */
export interface Understanding {
  turns: string[];
  /** Every user turn folded into one filter set, each amending the last. */
  query: StructuredQuery;
  intent: Intent;
  count: number;
  /** Employers whose current staff the conversation rules out (the filter set cannot say so). */
  excludedCompanies: string[];
}

/**
 * `isCompany` says whether a name is an employer of the population; of the companies a reply named, those
 * that are go into the filter set (all of them when none is, so that the search says it found no one there
 * rather than searching everywhere).
 */
export function understand(
  input: Pick<AgenticInput, "query" | "messages">,
  isCompany?: (name: string) => boolean,
): Understanding {
  const turns = userTurns(input as AgenticInput);
  const replies = repliesBefore(input as AgenticInput);
  let q: StructuredQuery = {};
  const excluded: string[] = [];
  const roles: boolean[] = [];
  // The employers the previous turn left out: "and Meta too" goes on with them.
  let last: string[] = [];
  turns.forEach((turn, t) => {
    const before = q;
    const read = readSentence(turn, hasAnyFilter(q) ? q : undefined, { excludedCompanies: last });
    q = read.query;
    excluded.push(...read.excludedCompanies);
    last = read.excludedCompanies;
    roles.push(read.namesRole);
    // "engineers at those companies": the companies the reply named are the employers. The industry, size
    // and (after a question about companies) place that only described them go; what the turn says stays.
    const named = replies[t] && THOSE_COMPANIES.test(turn) ? namesIn(replies[t]) : [];
    if (named.length > 0) {
      const known = isCompany ? named.filter(isCompany) : named;
      const wasCompanies = t > 0 && intentOf(turns.slice(0, t), roles.slice(0, t)) === "companies";
      const same = (f: keyof StructuredQuery) => JSON.stringify(q[f]) === JSON.stringify(before[f]);
      const next: StructuredQuery = { ...q, companyNames: known.length > 0 ? known : named };
      delete next.currentEmployersOnly;
      for (const f of ["companyIndustries", "headcountRanges"] as const) if (same(f)) delete next[f];
      if (wasCompanies) for (const f of ["locations", "countries"] as const) if (same(f)) delete next[f];
      q = next;
    }
  });
  const excludedCompanies = [...new Set(excluded)];
  return {
    turns,
    query: q,
    intent: intentOf(turns, roles),
    count: requestedCount(turns),
    excludedCompanies,
  };
}

/** Plans an agentic run. Deterministic: the same data set and input give the same plan. */
export function planAgenticSearch(dataset: Dataset, input: AgenticInput): AgenticPlan {
  const ds = dataset as SandboxDataset;
  const u = understand(input, (name) => ds.companyByName(name) !== undefined);
  const { turns, query: q } = u;

  if (!hasAnyFilter(q) && !turns.some((t) => REPO_NOUN.test(t))) {
    return {
      steps: [
        { id: "understand", label: "Understanding the request", durationMs: 700, group: 0 },
        { id: "answer", label: "Writing the answer", durationMs: 400, group: 1 },
      ],
      answer:
        'No one matched: the request names no role, seniority, place, employer, industry or skill to search for. Try something like "senior backend engineers in Berlin".',
      people: [],
      companies: [],
      repos: [],
      cost: 1,
    };
  }
  switch (u.intent) {
    case "companies":
      return planCompanies(ds, q, turns);
    case "repos":
      return planRepos(ds, q, turns, input);
    default:
      return planPeople(ds, u, input);
  }
}
