// Values read by the data set"s own names: industries and skills (aliases, ambiguous and case-sensitive
// words), looked up longest first.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { foldAccents, SKILLS } from "../../world/tables.js";
import { INDUSTRIES } from "../../world/vocab.js";
import { SOFTWARE_INDUSTRY } from "../industries.js";
import { add, escapeRegExp, type ListField, type Sentence, words } from "./words.js";

/** Aliases of places and skills short enough to be ordinary words in lower case: read only as written. */
const CASE_SENSITIVE_ALIASES = new Set(["us", "la", "sf", "ai", "go", "nz", "dc", "d.c."]);

export const SKILL_ALIASES: Record<string, string> = {
  js: "JavaScript",
  javascript: "JavaScript",
  ts: "TypeScript",
  golang: "Go",
  k8s: "Kubernetes",
  postgres: "PostgreSQL",
  node: "Node.js",
  nodejs: "Node.js",
  "react.js": "React",
  reactjs: "React",
  "vue.js": "Vue",
  ml: "Machine Learning",
  llm: "LLMs",
  "large language models": "LLMs",
  iac: "Infrastructure as Code",
  "ci/cd": "CI/CD",
  "ab testing": "A/B Testing",
  "a/b tests": "A/B Testing",
  "natural language processing": "NLP",
  "deep learning": "Deep Learning",
  "computer vision": "Computer Vision",
  "system design": "System Design",
};

/** Skills that are also everyday words: only read when written with a capital ("Go", not "go"). */
export const AMBIGUOUS_SKILLS = new Set(
  [
    "Go",
    "Swift",
    "Spark",
    "Excel",
    "Git",
    "Testing",
    "Strategy",
    "Leadership",
    "Hiring",
    "Mentoring",
    "Communication",
    "Networking",
    "Recruiting",
    "Onboarding",
    "Sourcing",
    "Budgeting",
    "Interviewing",
    "Compensation",
    "Prioritization",
    "Positioning",
    "Renewals",
    "Forecasting",
    "Accounting",
    "Negotiation",
    "Prospecting",
    "Troubleshooting",
    "Fundraising",
    "Statistics",
    "Accessibility",
    "Presentations",
    "Customer Success",
    "Machine Learning",
    "Triage",
    "Diagnosis",
    "Surgery",
    "Litigation",
    "Payroll",
    "Procurement",
    "Compounding",
    "Rehabilitation",
    "Compensation",
    "Lending",
    "Underwriting",
    "Genomics",
    "Customer Service",
    "Food Safety",
    "Animal Care",
    "Quality Control",
    "Risk Management",
    "Risk Assessment",
    "Project Planning",
    "Program Management",
    "Event Planning",
    "Grant Writing",
    "Public Policy",
    "Policy Analysis",
    "Claims Management",
    "Kitchen Management",
    "Menu Development",
    "Health and Safety",
    "Construction Management",
    "Relationship Management",
    "Credit Analysis",
    "Lean Manufacturing",
    "Clinical Trials",
    "Clinical Research",
    "Case Management",
    "Structural Analysis",
    "Regulatory Affairs",
    "Molecular Biology",
    "Cell Culture",
    "Test Automation",
  ].map((s) => s.toLowerCase()),
);

/** Products that are also employers' names: after "at" or "from" they are the employer ("AEs at Salesforce"). */
export const EMPLOYER_SKILLS = new Set(["salesforce", "sap", "hubspot", "tableau"]);

/** A name to look for, longest first so "new york city" wins over "new york". */
export interface Lookup {
  re: RegExp;
  caseSensitive: boolean;
  value: string;
  /** The alias's first word in lower case: a sentence with no word starting so cannot hold it. */
  first: string;
  /** Read in the sentence without accents (the alias is written without them too). */
  unaccented: boolean;
}

/** `unaccented`: names read without accents, as places are ("Zurich" and "Zürich" alike). */
export function lookups(
  pairs: (readonly [string, string])[],
  spaced = "[- ]?",
  plural = "",
  unaccented = false,
): Lookup[] {
  const seen = new Set<string>();
  return pairs
    .map(([alias, value]) => [unaccented ? foldAccents(alias) : alias, value] as const)
    .filter(([alias]) => !seen.has(alias) && seen.add(alias) !== undefined)
    .sort((x, y) => y[0].length - x[0].length)
    .map(([alias, value]) => {
      const caseSensitive = CASE_SENSITIVE_ALIASES.has(alias) || AMBIGUOUS_SKILLS.has(alias);
      const text = AMBIGUOUS_SKILLS.has(alias) ? value : caseSensitive ? alias.toUpperCase() : alias;
      return {
        re: words(`${escapeRegExp(text).replace(/ /g, spaced)}${plural}`, caseSensitive ? "gu" : "giu"),
        caseSensitive,
        value,
        first: text.toLowerCase().split(WORD_SPLIT)[0],
        unaccented: unaccented && !caseSensitive,
      };
    });
}

let industryLookups: Lookup[] | undefined;
let skillLookups: Lookup[] | undefined;

/** What separates words, as `words()` sees them. */
const WORD_SPLIT = /[^\p{L}\p{N}+#]+/u;

/** For a list of lookups, their positions grouped by the first letter of their first word. */
const byInitial = new WeakMap<Lookup[], Map<string, number[]>>();

/**
 * The lookups a sentence may hold, in their order: those whose first word starts one of the sentence's
 * words (hundreds of aliases, a handful of candidates; each candidate is then matched as before).
 */
function candidates(s: Sentence, list: Lookup[]): Lookup[] {
  let index = byInitial.get(list);
  if (!index) {
    index = new Map();
    list.forEach((l, k) => {
      const key = l.first.slice(0, 1);
      const at = index!.get(key);
      if (at) at.push(k);
      else index!.set(key, [k]);
    });
    byInitial.set(list, index);
  }
  const picked = new Set<number>(index.get("") ?? []);
  const text = list[0]?.unaccented ? s.folded : s.lower;
  for (const token of new Set(text.split(WORD_SPLIT))) {
    if (token === "") continue;
    for (const k of index.get(token[0]) ?? []) if (token.startsWith(list[k].first)) picked.add(k);
  }
  return [...picked].sort((a, b) => a - b).map((k) => list[k]);
}

export function takeAll(
  s: Sentence,
  q: StructuredQuery,
  field: ListField,
  list: Lookup[],
  only?: (l: Lookup) => boolean,
): void {
  for (const l of candidates(s, list)) {
    if (only && !only(l)) continue;
    const hits = s.take(l.re, l.caseSensitive, l.unaccented);
    if (hits.length > 0) add(q, field, [l.value]);
    for (const m of hits) s.marks.push({ field, start: m.index, end: m.index + m[0].length });
  }
}

export function takeIndustries(s: Sentence, q: StructuredQuery): void {
  // "telcos", "consultancies" as well as "telco": an industry named in the plural is the same industry.
  industryLookups ??= lookups(
    [
      ...INDUSTRIES.flatMap((ind) => ind.aliases.map((a) => [a, NAMED_TRADES[a] ?? ind.name] as const)),
      ...Object.entries(NAMED_TRADES),
      ...Object.entries(TRADE_WORDS),
    ],
    "[- ]?",
    "(?:s|es)?",
  );
  takeAll(s, q, "companyIndustries", industryLookups);
  // "software companies": the kind of company, not a role; the industry as named, which the sandbox reads
  // as the population's industries that sell software.
  if (s.take(words(`software(?=\\s+${COMPANY_NOUN})`)).length > 0)
    add(q, "companyIndustries", [SOFTWARE_INDUSTRY]);
}

/** Nouns for a company, after the word that says what kind it is. */
const COMPANY_NOUN =
  "(?:compan(?:y|ies)|firms?|vendors?|houses?|businesses|business|startups?|shops?|makers?)";

/**
 * One rule for an industry the population names otherwise: another name for the same industry (a short or
 * full form, a kind of it: "telco", "biotechnology", "financial technology", "insurtech", "devtools") is
 * read as the population's industry; a trade of its own, wider than or beside the population's industry,
 * is kept as named, which is what a search of the service means. The sandbox's matcher reads the name
 * through the world's aliases where the world files that trade under a neighbour (retail under
 * e-commerce, restaurants under hospitality, life sciences under biotech) and finds nobody where it has no
 * such companies (energy: the world's climate tech is not the energy trade).
 */
const NAMED_TRADES: Record<string, string> = {
  retail: "Retail",
  restaurants: "Restaurants",
  "restaurant groups": "Restaurants",
  "life sciences": "Life Sciences",
  energy: "Energy",
};
/** Other words for those trades: the trade's people ("retailers") and the noun before another ("restaurant owners"). */
const TRADE_WORDS: Record<string, string> = { retailer: "Retail", restaurant: "Restaurants" };

export function takeSkills(s: Sentence, q: StructuredQuery, multiWordOnly: boolean): void {
  skillLookups ??= lookups(
    [...SKILLS.map((sk) => [sk.toLowerCase(), sk] as const), ...Object.entries(SKILL_ALIASES)],
    "[- ]",
  );
  takeAll(s, q, "skills", skillLookups, multiWordOnly ? (l) => / |-/.test(l.re.source) : undefined);
  if (!multiWordOnly && s.take(LETTER_SKILL, true).length > 0) add(q, "skills", ["R"]);
}

/** R, the statistics language: a capital R standing alone, not the R of "R&D" or an initial ("R. Smith"). */
const LETTER_SKILL = /(?<![\p{L}\p{N}+#&.'’-])R(?![\p{L}\p{N}+#]|\s*[&.'’-]\s*\p{L})/gu;
