// Sentence → filter set, by rules over the data set's own vocabularies (so every value it produces is one
// some synthetic person has). The sentence is read in passes, most specific first; each pass blanks the
// words it used so that later, vaguer passes cannot read them again ("security engineer" is a role, so its
// "security" is not also an industry).
import {
  HEADCOUNT_RANGES,
  type HeadcountRange,
  type LIST_FIELDS,
  FILTER_FIELD_NAMES as STRUCTURED_QUERY_FIELDS,
} from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import { readablePart } from "../service/bounds.js";
import {
  canonicalSkill,
  cityCode,
  countryCode,
  foldAccents,
  industryCode,
  SKILLS,
  TITLES,
} from "../world/tables.js";
import { CITIES, COUNTRIES, COUNTRY_ALIASES, INDUSTRIES, PLACE_EXONYMS } from "../world/vocab.js";
import { SOFTWARE_INDUSTRY } from "./industries.js";

type ListField = (typeof LIST_FIELDS)[number];
type Field = keyof StructuredQuery;

/** Letters and digits that make a word continue (so "go" is not found inside "good"). */
const WORD = "[\\p{L}\\p{N}+#]";

const compiled = new Map<string, Map<string, RegExp>>();

/** `pattern` as whole words; compiled once, since the same few hundred patterns are read per sentence. */
function words(pattern: string, flags = "giu"): RegExp {
  let byPattern = compiled.get(flags);
  if (!byPattern) {
    byPattern = new Map();
    compiled.set(flags, byPattern);
  }
  let re = byPattern.get(pattern);
  if (!re) {
    re = new RegExp(`(?<!${WORD})(?:${pattern})(?!${WORD})`, flags);
    byPattern.set(pattern, re);
  }
  return re;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The sentence being read: an original-case copy and a lower-case copy kept the same length. */
class Sentence {
  orig: string;
  lower: string;
  /** The lower-case copy without accents ("münchen" → "munchen"), the same length; places are read here. */
  folded: string;
  /** Where the gazetteer and skill table read a value, and into which field: its list neighbours share it. */
  marks: { field: ListField; start: number; end: number }[] = [];

  constructor(text: string) {
    const cleaned = text
      .normalize("NFC")
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[\u2013\u2014]/g, "-")
      // "I'm after vets", "we're hiring": the pronoun's verb spelt out, so its letters are not read as a word.
      .replace(/\b(i|we|you|they|he|she)'(m|re|ve|d|ll)\b/gi, (_, who: string, verb: string) => {
        const full: Record<string, string> = { m: "am", re: "are", ve: "have", d: "would", ll: "will" };
        return `${who} ${full[verb.toLowerCase()]}`;
      });
    const lower = cleaned.toLowerCase();
    // A few characters change length when lower-cased; then case-sensitive reading is given up.
    this.orig = lower.length === cleaned.length ? cleaned : lower;
    this.lower = lower;
    const folded = foldAccents(lower);
    // Where folding changes the length (a letter that is two without its accent), places are read as written.
    this.folded = folded.length === lower.length ? folded : lower;
  }

  private blank(start: number, end: number): void {
    this.blankAll([[start, end]]);
  }

  /** Blanks spans given in order and not overlapping, copying the text once rather than once a span. */
  private blankAll(spans: [number, number][]): void {
    if (spans.length === 0) return;
    const orig: string[] = [];
    const lower: string[] = [];
    const folded: string[] = [];
    const same = this.folded === this.lower;
    let from = 0;
    for (const [start, end] of spans) {
      const pad = " ".repeat(end - start);
      orig.push(this.orig.slice(from, start), pad);
      lower.push(this.lower.slice(from, start), pad);
      if (!same) folded.push(this.folded.slice(from, start), pad);
      from = end;
    }
    orig.push(this.orig.slice(from));
    lower.push(this.lower.slice(from));
    this.orig = orig.join("");
    this.lower = lower.join("");
    if (same) this.folded = this.lower;
    else {
      folded.push(this.folded.slice(from));
      this.folded = folded.join("");
    }
  }

  /**
   * Every match of `re` (case-insensitive unless `caseSensitive`; without accents when `unaccented`), each
   * blanked once read.
   */
  take(re: RegExp, caseSensitive = false, unaccented = false): RegExpExecArray[] {
    const src = caseSensitive ? this.orig : unaccented ? this.folded : this.lower;
    const found = [...src.matchAll(re.flags.includes("g") ? re : new RegExp(re.source, `${re.flags}g`))];
    this.blankAll(found.map((m) => [m.index, m.index + m[0].length]));
    return found;
  }

  has(re: RegExp): boolean {
    re.lastIndex = 0;
    const hit = re.test(this.lower);
    re.lastIndex = 0;
    return hit;
  }

  /** Original-case text of a span of the lower-case copy. */
  original(start: number, end: number): string {
    return this.orig.slice(start, end);
  }

  blankSpan(start: number, end: number): void {
    this.blank(start, end);
  }
}

// ---------------------------------------------------------------------------------------------------
// Vocabularies of the reader

/** Counts written as words, shared with the planner's reading of "find five ...". */
export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  // "twenty-five", "forty two": the tens with a unit after them.
  ...Object.fromEntries(
    (["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"] as const).flatMap(
      (ten, t) =>
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"].flatMap((unit, u) => [
          [`${ten}-${unit}`, 20 + 10 * t + u + 1],
          [`${ten} ${unit}`, 20 + 10 * t + u + 1],
        ]),
    ),
  ),
};

const DEPTS: Record<string, string> = {
  engineering: "Engineering",
  sales: "Sales",
  product: "Product",
  marketing: "Marketing",
  design: "Design",
  data: "Data",
  people: "People",
  finance: "Finance",
  "customer success": "Customer Success",
  analytics: "Analytics",
  ai: "AI",
  "machine learning": "Machine Learning",
  ml: "Machine Learning",
  operations: "Operations",
  ops: "Operations",
  legal: "Legal",
  hr: "Human Resources",
  "human resources": "Human Resources",
  eng: "Engineering",
  it: "IT",
};
const DEPT_RE = Object.keys(DEPTS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");

/** A way of naming a role: the titles it means and, for some, the seniority it implies. */
interface Role {
  re: string;
  titles: string[] | ((m: RegExpExecArray) => string[]);
  seniority?: string[];
}

const ENG = "(?:engineers?|developers?|devs?|programmers?|coders?)";
/** After a specialty, a plain word for its practitioners: "machine learning folks", "infra people". */
const ENG_OR_FOLKS = "(?:engineers?|developers?|devs?|programmers?|coders?|folks|people|types|talent)";

const SPECIFIC_ROLES: Role[] = [
  { re: "(?:engineering|eng) managers?|ems", titles: ["Engineering Manager"] },
  { re: `heads? of (${DEPT_RE})`, titles: (m) => [`Head of ${DEPTS[m[1]]}`] },
  // "heads of talent", "head of procurement": any function a head runs is the title.
  {
    re: "heads? of (?!(?:the|a|an|our|their|my|his|her|its|state|department)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`Head of ${titleCase(m[1])}`],
  },
  {
    re: `(?:[sea]?vps?|(?:senior |executive |assistant )?vice presidents?) (?:of )?(${DEPT_RE})`,
    titles: (m) => [`VP of ${DEPTS[m[1]]}`],
    seniority: ["VP"],
  },
  {
    re: `directors? of (${DEPT_RE})`,
    titles: (m) => [`Director of ${DEPTS[m[1]]}`],
    seniority: ["Director"],
  },
  // "directors of nursing", "VPs of research": any function a director or VP runs is the title.
  {
    re: "directors? of (?!(?:the|a|an|our|their|my|his|her|its|company|companies)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`Director of ${titleCase(m[1])}`],
    seniority: ["Director"],
  },
  {
    re: "(?:[sea]?vps?|(?:senior |executive |assistant )?vice presidents?) of (?!(?:the|a|an|our|their|my|his|her|its|company|companies)\\b)([a-z][a-z-]{2,})",
    titles: (m) => [`VP of ${titleCase(m[1])}`],
    seniority: ["VP"],
  },
  // "people partners", "talent partners": a function's partner is a title, not the Partner level.
  { re: "(people|talent|finance) partners?", titles: (m) => [`${titleCase(m[1])} Partner`] },
  { re: "ctos?|chief technology officers?", titles: ["Chief Technology Officer"], seniority: ["CXO"] },
  { re: "ceos?|chief executive officers?", titles: ["Chief Executive Officer"], seniority: ["CXO"] },
  { re: "cfos?|chief financial officers?", titles: ["Chief Financial Officer"], seniority: ["CXO"] },
  { re: "cmos?|chief marketing officers?", titles: ["Chief Marketing Officer"], seniority: ["CXO"] },
  { re: "cros?|chief revenue officers?", titles: ["Chief Revenue Officer"], seniority: ["CXO"] },
  { re: "cpos?|chief product officers?", titles: ["Chief Product Officer"], seniority: ["CXO"] },
  { re: "cdos?|chief data officers?", titles: ["Chief Data Officer"], seniority: ["CXO"] },
  { re: `back[- ]?end(?: ${ENG}| people| folks)?`, titles: ["Backend Engineer"] },
  { re: `front[- ]?end(?: ${ENG}| people| folks)?`, titles: ["Frontend Engineer"] },
  { re: `full[- ]?stack(?: ${ENG}| people| folks)?`, titles: ["Full Stack Engineer"] },
  { re: `(?:mobile|ios|android|app) ${ENG_OR_FOLKS}`, titles: ["Mobile Engineer"] },
  { re: `platform ${ENG_OR_FOLKS}`, titles: ["Platform Engineer"] },
  { re: `(?:infra|infrastructure) ${ENG_OR_FOLKS}`, titles: ["Infrastructure Engineer"] },
  { re: `devops(?: ${ENG})?`, titles: ["Infrastructure Engineer", "Platform Engineer"] },
  { re: `sres?|site reliability(?: ${ENG})?`, titles: ["Site Reliability Engineer"] },
  { re: `(?:security|appsec|cyber ?security|infosec) ${ENG_OR_FOLKS}`, titles: ["Security Engineer"] },
  {
    re: `(?:ml|machine learning|ai|applied ai|mle) ${ENG_OR_FOLKS}|mles`,
    titles: ["Machine Learning Engineer"],
  },
  { re: "(?:ml|ai) researchers?|research scientists?", titles: ["Research Scientist"] },
  { re: "data scientists?", titles: ["Data Scientist"] },
  { re: `data ${ENG}`, titles: ["Data Engineer"] },
  { re: "data analysts?", titles: ["Data Analyst"] },
  { re: "analytics engineers?", titles: ["Analytics Engineer"] },
  { re: "support engineers?", titles: ["Support Engineer"] },
  { re: "associate product managers?|apms?", titles: ["Associate Product Manager"] },
  { re: "product managers?|pms", titles: ["Product Manager"] },
  { re: "product designers?", titles: ["Product Designer"] },
  { re: "ux designers?", titles: ["UX Designer"] },
  { re: "ux researchers?|user researchers?", titles: ["UX Researcher"] },
  { re: "account executives?|aes", titles: ["Account Executive"] },
  { re: "account managers?", titles: ["Account Manager"] },
  {
    re: "sdrs?|bdrs?|(?:sales|business) development rep(?:resentative)?s?",
    titles: ["Development Representative"],
  },
  { re: "sales managers?", titles: ["Sales Manager"] },
  {
    re: "sales ?(?:people|persons?|reps?)|salespeople|sellers",
    titles: ["Account Executive", "Development Representative"],
  },
  {
    re: "(?:(?:who|that)\\s+(?:are|is|work|works|working)\\s+|working\\s+)in\\s+sales",
    titles: ["Account Executive", "Development Representative"],
  },
  { re: "technical recruiters?|tech recruiters?", titles: ["Technical Recruiter"] },
  // "talent acquisition" is recruiting; "talent acquisition specialists" is a title of its own.
  {
    re: "talent acquisition (specialist|partner|coordinator|advisor|consultant|lead|manager|director|associate|business partner)s?",
    titles: (m) => [titleCase(`talent acquisition ${m[1]}`)],
  },
  {
    re: "talent acquisition(?!\\s+(?:specialist|partner|coordinator|advisor|consultant|lead|manager|director|associate|business partner)s?\\b)",
    titles: ["Recruiter"],
  },
  { re: "growth marketers?", titles: ["Growth Marketing"] },
  {
    re: "product marketers?|pmms?|product marketing(?: managers?| people| folks)?",
    titles: ["Product Marketing"],
  },
  { re: "content marketers?", titles: ["Content Marketing"] },
  { re: "marketers?|marketing (?:people|folks)", titles: ["Marketing"] },
  { re: "customer success(?: managers?| people| folks| reps?| team)?|csms?", titles: ["Customer Success"] },
  { re: "financial analysts?", titles: ["Financial Analyst"] },
  { re: "(?:hr )?business partners?|hrbps?", titles: ["HR Business Partner"] },
  { re: "coos?|chief operating officers?", titles: ["Chief Operating Officer"], seniority: ["CXO"] },
  {
    re: "chros?|chief human resources officers?",
    titles: ["Chief Human Resources Officer"],
    seniority: ["CXO"],
  },
  { re: "gcs?|general counsels?", titles: ["General Counsel"] },
  { re: "gps", titles: ["General Practitioner"] },
  { re: "managing partners?", titles: ["Managing Partner"], seniority: ["Partner"] },
  // Titles made of a level's own words: a product owner owns a product, a chief of staff is no executive.
  { re: "product owners?", titles: ["Product Owner"] },
  { re: "chiefs? of staff", titles: ["Chief of Staff"] },
  { re: "tech(?:nical)? leads?", titles: ["Tech Lead"] },
  { re: "team leads?", titles: ["Team Lead"] },
  {
    re: "chief ([a-z]+) officers?",
    titles: (m) => [`Chief ${titleCase(m[1])} Officer`],
    seniority: ["CXO"],
  },
];

const UPPER_WORDS = new Set([
  "hr",
  "ux",
  "ui",
  "it",
  "qa",
  "seo",
  "ml",
  "ai",
  "vp",
  "gp",
  "crm",
  "b2b",
  "sdr",
]);

/** Words the sentence being read writes in capitals ("ICU", "HVAC"): a title keeps them so. */
let writtenUpper = new Set<string>();

/** "employment lawyer" → "Employment Lawyer", keeping initialisms upper-case. */
function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((w) =>
      UPPER_WORDS.has(w) || writtenUpper.has(w) ? w.toUpperCase() : w[0].toUpperCase() + w.slice(1),
    )
    .join(" ");
}

/** A role noun in the singular: "attorneys" → "attorney", "coaches" → "coach", "secretaries" → "secretary". */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(word)) return word.slice(0, -2);
  if (/wives$/.test(word)) return `${word.slice(0, -3)}fe`;
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Function + level: "marketing VPs", "finance directors", "sales leaders", "HR managers", "content marketing leads". */
const LEVEL_WORDS = "vps?|vice presidents?|directors?|heads?|managers?|leads?|leaders?|leadership";
function functionLevel(dept: string, level: string): { titles: string[]; seniority?: string[] } {
  if (/^(?:vps?|vice)/.test(level)) return { titles: [`VP of ${dept}`], seniority: ["VP"] };
  if (/^director/.test(level)) return { titles: [`Director of ${dept}`], seniority: ["Director"] };
  if (/^head/.test(level)) return { titles: [`Head of ${dept}`] };
  if (/^manager/.test(level))
    return {
      titles: [
        `${dept === "Human Resources" ? "HR" : dept === "Machine Learning" ? "Machine Learning Engineering" : dept} Manager`,
      ],
    };
  if (/^leader/.test(level))
    return {
      titles: [`VP of ${dept}`, `Director of ${dept}`, `Head of ${dept}`],
      seniority: ["VP", "Director"],
    };
  return { titles: [dept], seniority: ["Senior"] };
}

/** Nouns that name an occupation; with the words before them ("employment lawyers") they are a title. */
const PROFESSION_HEADS = [
  "lawyer",
  "attorney",
  "counsel",
  "paralegal",
  "solicitor",
  "barrister",
  "accountant",
  "bookkeeper",
  "auditor",
  "consultant",
  "nurse",
  "dentist",
  "orthodontist",
  "hygienist",
  "physician",
  "doctor",
  "surgeon",
  "pharmacist",
  "therapist",
  "physiotherapist",
  "psychologist",
  "psychiatrist",
  "pediatrician",
  "veterinarian",
  "midwife",
  "paramedic",
  "teacher",
  "lecturer",
  "professor",
  "tutor",
  "copywriter",
  "writer",
  "editor",
  "journalist",
  "architect",
  "analyst",
  "coordinator",
  "administrator",
  "assistant",
  "associate",
  "specialist",
  "representative",
  "technician",
  "clerk",
  "cashier",
  "driver",
  "chef",
  "cook",
  "electrician",
  "plumber",
  "mechanic",
  "pilot",
  "photographer",
  "translator",
  "planner",
  "buyer",
  "practitioner",
  "counselor",
  "counsellor",
  "receptionist",
  "secretary",
  "librarian",
  "economist",
  "actuary",
  "underwriter",
  "broker",
  "agent",
  "advisor",
  "adviser",
  "strategist",
  "producer",
  "officer",
  "generalist",
  "scientist",
  "researcher",
  "instructor",
  "caregiver",
  "worker",
  "inspector",
  "estimator",
  "surveyor",
  "foreman",
  "superintendent",
  "dietitian",
  "optometrist",
  "radiographer",
  "sonographer",
  "phlebotomist",
  "attendant",
  "controller",
  "banker",
  "recruiter",
];
/** Words before an occupation noun that say where, how many or how good, not what: not part of the title. */
const NOT_MODIFIERS = new Set([
  // Verbs and courtesies that ask to be shown someone: "could I please see mortgage advisors".
  "see",
  "meet",
  "view",
  "browse",
  "locate",
  "identify",
  "spot",
  "discover",
  "kindly",
  "a",
  "an",
  "the",
  "some",
  "any",
  "all",
  "few",
  "several",
  "many",
  "more",
  "other",
  "find",
  "me",
  "us",
  "need",
  "needs",
  "want",
  "hire",
  "hiring",
  "looking",
  "for",
  "get",
  "show",
  "list",
  "top",
  "best",
  "good",
  "great",
  "experienced",
  "seasoned",
  "strong",
  "remote",
  "local",
  "school",
  "schools",
  "university",
  "college",
  "hospital",
  "clinic",
  "company",
  "startup",
  "only",
  "just",
  "also",
  "and",
  "or",
  "of",
  "with",
  "in",
  "at",
  "from",
  "who",
  "that",
  "to",
  "our",
  "my",
  "their",
  "senior",
  "junior",
  "lead",
  "staff",
  "principal",
  "entry",
  "level",
  "entry-level",
  "staff-level",
  "senior-level",
  "junior-level",
  "mid-level",
  "mid",
  "qualified",
  "licensed",
  "certified",
  "freelance",
  "independent",
  "new",
  "recent",
  "former",
  "ex",
  "current",
  "people",
  "folks",
  "not",
  "no",
  "but",
  "than",
  "instead",
  "rather",
  "include",
  "add",
  "plus",
  "some",
  "few",
  "hmm",
  "actually",
  "now",
  "then",
  // How they are employed, not what they do.
  "self-employed",
  "graduate",
  "bilingual",
  "multilingual",
  "most",
  "fewest",
  "in-house",
  "inhouse",
  "contract",
  "permanent",
  "full-time",
  "part-time",
  "hybrid",
  "onsite",
  "on-site",
  // "I am after vets", "we are chasing paralegals": asking, not a kind of occupant.
  "am",
  "after",
  "chasing",
  "wanted",
  "needed",
  "require",
  "requires",
  "talented",
  "excellent",
  "solid",
  // "would you mind pulling up", "dig up", "round up", "could you track down": phrasal verbs that ask.
  "mind",
  "pull",
  "pulling",
  "dig",
  "digging",
  "round",
  "rounding",
  "rustle",
  "rustling",
  "track",
  "tracking",
  "hunt",
  "hunting",
  "bring",
  "bringing",
  "fetch",
  "fetching",
  "up",
  "down",
  "out",
]);
/** Occupation nouns sentences shorten: "GPs", "vets", "physios". */
const PROFESSION_ALIASES: Record<string, string> = {
  vet: "Veterinarian",
  physio: "Physiotherapist",
  gp: "General Practitioner",
  rn: "Registered Nurse",
  cpa: "Accountant",
  np: "Nurse Practitioner",
};

/** Words before "level" that make it a level ("entry level", "every level"), not a game's levels. */
const LEVEL_SAYERS =
  /^(?:entry|mid|middle|senior|junior|staff|principal|top|high|higher|low|lower|c|exec|executive|every|each|all|whatever|same)$/;

/** Nouns for people who build software, or design, that a word before them may say the kind of. */
const GENERIC_HEADS = "engineers?|developers?|devs?|programmers?|coders?|designers?";
/** Words before a generic role noun that say how good, how many or what they use, not what kind. */
const NOT_KINDS = new Set([
  "software",
  "swe",
  "sde",
  "additional",
  "extra",
  "potential",
  "promising",
  "young",
]);

/**
 * Engineers, developers and designers, with the word or two before them that say what kind ("QA
 * engineers", "civil engineers", "graphic designers"): a kind the lexicon does not know is part of the
 * title, as the service would search it. A skill ("Java developers"), an industry, a place, a level or an
 * asking word is not a kind; "software" is the default kind (plain "Engineer").
 */
function takeGenericRoles(s: Sentence, found: StructuredQuery): void {
  if (s.take(words("swes|sdes|swe|sde")).length > 0) add(found, "titleIncludes", ["Engineer"]);
  for (const m of [...s.lower.matchAll(words(`((?:[a-z][a-z-]* ){0,2}?)(${GENERIC_HEADS})`))]) {
    const before = m[1].trim().split(" ").filter(Boolean);
    let at = m.index + m[1].length;
    let k = before.length;
    while (k > 0) {
      const w = before[k - 1];
      const from = at - w.length - 1;
      // A capitalised word inside the sentence is a name ("Stripe engineers"), unless it is an initialism.
      const written = s.original(from, from + w.length);
      const named = from > 0 && /^[A-Z][a-z]/.test(written);
      // "embedded software engineers": "software" says nothing of the kind, but the word before it may.
      if (w === "software" && k > 1) {
        at = from;
        k--;
        continue;
      }
      // "level designers" design a game's levels; "entry level designers" are designers at a level.
      const levelKind = w === "level" && (k === 1 || !LEVEL_SAYERS.test(before[k - 2]));
      if (
        !levelKind &&
        (isFiller(w) ||
          isPlaceOrNumber(w) ||
          NOT_KINDS.has(w) ||
          named ||
          /-based$/.test(w) ||
          canonicalSkill(w) !== undefined ||
          Object.hasOwn(SKILL_ALIASES, w) ||
          industryCode(w) !== undefined)
      )
        break;
      at = from;
      k--;
    }
    const head = m[2];
    const noun = /^design/.test(head) ? "designer" : /^dev/.test(head) ? "developer" : singular(head);
    const mods = before.slice(k).filter((w) => w !== "software");
    const generic = /^design/.test(head) ? "Designer" : "Engineer";
    add(found, "titleIncludes", [mods.length > 0 ? titleCase([...mods, noun].join(" ")) : generic]);
    s.blankSpan(mods.length > 0 ? at : m.index + m[1].length, m.index + m[0].length);
  }
}
const SENIORITY_WORDS: [string, string][] = [
  // Before "senior": a senior vice president is a VP.
  ["(?:senior |executive |assistant )vice presidents?|[sea]vps?", "VP"],
  ["senior|seniors|sr\\.?|staff|principal|staff-level|senior-level|lead", "Senior"],
  [
    "junior|juniors|jr\\.?|entry[- ]level|entry|graduates?|new grads?|grads|early[- ]career|interns?",
    "Entry",
  ],
  ["[sea]?vps?|(?:senior |executive |assistant )?vice presidents?", "VP"],
  ["directors?", "Director"],
  ["managers?|people managers?", "Manager"],
  ["business owners?|owners?", "Owner"],
  ["co-?founders?|founders?|founding team", "Founder"],
  ["managing partners?|partners?", "Partner"],
  ["c-level|c-suite|cxos?|chiefs?|executives?|execs?", "CXO"],
];

/** Nouns that, after "not"/"excluding", name titles to leave out. */
const EXCLUDABLE: [string, string][] = [
  ["managers?", "Manager"],
  ["directors?", "Director"],
  ["juniors?|junior people", "Junior"],
  ["seniors|senior people", "Senior"],
  ["leads", "Lead"],
  ["interns?", "Intern"],
  ["recruiters?", "Recruiter"],
  ["founders?|co-?founders?", "Founder"],
  ["consultants?", "Consultant"],
  ["vps?", "VP"],
  ["designers?", "Designer"],
  ["analysts?", "Analyst"],
  ["contractors?", "Contractor"],
  ["partners?", "Partner"],
  ["owners?", "Owner"],
];

const SMALL_BANDS: HeadcountRange[] = ["1-10", "11-50", "51-200"];
/** Mid-size: past a startup's first 50 people, short of a large company's thousand. */
const MID_BANDS: HeadcountRange[] = ["51-200", "201-500", "501-1000"];
const SCALEUP_BANDS: HeadcountRange[] = ["51-200", "201-500", "501-1000"];
const BIG_BANDS: HeadcountRange[] = ["1001-5000", "5001-10000", "10001+"];

const SMALL_WORDS =
  "start-?ups?|early[- ]stage(?: companies| startups)?|seed[- ]stage(?: companies| startups)?|small (?:companies|businesses|teams|firms|shops)|smaller companies|tiny companies";
const MID_WORDS = "mid-?sized?(?: companies| firms)?|medium[- ]sized?(?: companies| firms)?";
const SCALEUP_WORDS = "scale-?ups?|growth[- ]stage(?: companies| startups)?";
const BIG_WORDS =
  "big tech|(?:big|bigger|large|larger|huge) (?:companies|corporations|firms|enterprises|orgs|organi[sz]ations|employers)|enterprises|enterprise(?:[- ](?:size|sized|scale|grade))?(?: companies| firms| customers| orgs)|corporates|corporations|multinationals|fortune 500(?: companies)?";

/** The size of the largest technology companies: "FAANG-size", "big tech sized", "FAANG-scale". */
const LARGEST_WORDS =
  "faang(?:[- ]?(?:size|sized|scale|level|like))?(?: companies| firms| employers)?|big[- ]tech[- ]?(?:size|sized|scale)(?: companies| firms| employers)?";
const LARGEST_BANDS: HeadcountRange[] = ["10001+"];

const BAND_BOUNDS: Record<HeadcountRange, [number, number]> = {
  "1-10": [1, 10],
  "11-50": [11, 50],
  "51-200": [51, 200],
  "201-500": [201, 500],
  "501-1000": [501, 1000],
  "1001-5000": [1001, 5000],
  "5001-10000": [5001, 10000],
  "10001+": [10001, Number.POSITIVE_INFINITY],
};

/** Bands for "more than N employees": those with room above N, not those mostly below it. */
function bandsAtLeast(n: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][1] > n && BAND_BOUNDS[b][0] * 2 >= n);
}
function bandsAtMost(n: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][0] <= n);
}
function bandsBetween(lo: number, hi: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][1] > lo && BAND_BOUNDS[b][0] <= hi);
}

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

/** Aliases of places and skills short enough to be ordinary words in lower case: read only as written. */
const CASE_SENSITIVE_ALIASES = new Set(["us", "la", "sf", "ai", "go", "nz", "dc", "d.c."]);

const SKILL_ALIASES: Record<string, string> = {
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
const AMBIGUOUS_SKILLS = new Set(
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
const EMPLOYER_SKILLS = new Set(["salesforce", "sap", "hubspot", "tableau"]);

// ---------------------------------------------------------------------------------------------------
// Passes

interface Reading {
  found: StructuredQuery;
  /** Fields the sentence asks to drop. */
  cleared: Set<Field>;
  /** Employers the sentence rules out: the filter set cannot say so, so only agentic search applies them. */
  excludedCompanies: string[];
  /** Values the sentence asks to drop from a list field of the current filter set. */
  dropped: Partial<Record<ListField, string[]>>;
  /** Headcount bands the sentence rules out ("not at big companies"). */
  excludedBands: HeadcountRange[];
  additive: boolean;
}

function add(q: StructuredQuery, field: ListField, values: readonly string[]): void {
  if (values.length === 0) return;
  const list = (q[field] as string[] | undefined) ?? [];
  for (const v of values) if (!list.some((x) => x.toLowerCase() === v.toLowerCase())) list.push(v);
  (q as Record<string, unknown>)[field] = list;
}

function parseNumber(s: string): number {
  const m = /^([\d,.]+)\s*(k)?$/i.exec(s.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1].replace(/,/g, ""));
  return m[2] ? n * 1000 : n;
}

/** Longest first, so "twenty-five" is read whole rather than as "twenty". */
const NUMBER_NAMES = Object.keys(NUMBER_WORDS)
  .toSorted((a, b) => b.length - a.length)
  .join("|");
/** A number in words before what it counts: "five years", "three engineers". */
const COUNTED_WORD = new RegExp(
  `\\b(${NUMBER_NAMES})(?=\\s*(?:\\+|plus|or more)?\\s*(?:years?|yrs?|people|candidates|engineers|profiles|employees)\\b)`,
  "gi",
);
/** The first number of a span of years in words: "two to four years", "three-5 years". */
const SPAN_START_WORD = new RegExp(
  `\\b(${NUMBER_NAMES})(?=\\s*(?:-|to|and)\\s*\\d+\\s*\\+?\\s*(?:years?|yrs?)\\b)`,
  "gi",
);

function readNumberWords(text: string): string {
  const number = (w: string) => String(NUMBER_WORDS[w.toLowerCase()]);
  return (
    text
      .replace(/\b(?:a|one) decade\b/gi, "10 years")
      .replace(/\btwo decades\b/gi, "20 years")
      // "less than a year", "at least a year": a bound of one year.
      .replace(
        /\b(less than|under|fewer than|at most|up to|at least|more than|over|no more than)\s+a\s+year\b/gi,
        "$1 1 year",
      )
      .replace(COUNTED_WORD, number)
      .replace(SPAN_START_WORD, number)
  );
}

const COMPANY_NAME = /\p{Lu}[\p{L}\p{N}&'.-]*(?:[ \t]+(?:[\p{Lu}\p{N}][\p{L}\p{N}&'.-]*|&))*/uy;
const NOT_COMPANIES = new Set([
  "i",
  "a",
  "an",
  "the",
  "least",
  "most",
  "it",
  "any",
  "all",
  "some",
  "remote",
  "home",
]);

let industryStart: RegExp | undefined;
/** Whether the text opens with an industry's name ("B2B software companies"): a kind, not an employer. */
function startsWithIndustry(text: string): boolean {
  industryStart ??= new RegExp(
    `^(?:${INDUSTRIES.flatMap((i) => i.aliases)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?:s|es)?(?!${WORD})`,
    "u",
  );
  return industryStart.test(text);
}

function isKnownWord(name: string, asEmployer = false): boolean {
  const lower = name.toLowerCase();
  return (
    cityCode(lower) !== undefined ||
    countryCode(lower) !== undefined ||
    industryCode(lower) !== undefined ||
    NOT_COMPANIES.has(lower) ||
    (canonicalSkill(lower) !== undefined && !(asEmployer && EMPLOYER_SKILLS.has(lower))) ||
    /^(senior|junior|staff|principal|lead|big|large|small|series)\b/i.test(name)
  );
}

/**
 * Whether a name is a known word even in employer position. After a verb of working ("works for", "employed
 * by", "former") a country's name alone is the employer named after it ("who don't work for Emirates").
 */
function isKnownAsEmployer(name: string, afterWorkVerb: boolean): boolean {
  const lower = name.toLowerCase();
  if (afterWorkVerb && countryCode(lower) !== undefined && cityCode(lower) === undefined) return false;
  return isKnownWord(name, true);
}

const KIND_OF_COMPANY =
  /^\s*(?:compan(?:y|ies)|firms?|startups?|start-ups?|businesses|vendors|shops|scale-?ups|agencies|orgs|organi[sz]ations|corporations|labs)\b/;

/**
 * Company names after a cue ("at", "used to work at", "ex-"), read from the original case: a name is a
 * run of capitalised words, so "at Quilora Health in Berlin" gives "Quilora Health". Lists ("at A or B") too.
 */
function takeCompanies(s: Sentence, cue: string | RegExp): string[] {
  const names: string[] = [];
  const cueRe = typeof cue === "string" ? words(cue) : cue;
  for (const m of [...s.lower.matchAll(cueRe)]) {
    let pos = m.index + m[0].length;
    const start = m.index;
    const afterWorkVerb = /\b(?:work(?:s|ed|ing)?|employed|former)\b/.test(m[0]);
    let end = -1;
    for (;;) {
      while (pos < s.orig.length && /\s/.test(s.orig[pos])) pos++;
      if (s.lower.startsWith("the ", pos)) pos += 4;
      COMPANY_NAME.lastIndex = pos;
      const c = COMPANY_NAME.exec(s.orig);
      if (!c) break;
      const name = c[0].replace(/[.'-]+$/, "").trim();
      if (name === "" || isKnownAsEmployer(name, afterWorkVerb) || startsWithIndustry(s.lower.slice(pos)))
        break;
      // "at B2B SaaS companies", "at Series B startups": a kind of company, not an employer.
      if (KIND_OF_COMPANY.test(s.lower.slice(pos + c[0].length, pos + c[0].length + 40))) break;
      names.push(name);
      end = pos + c[0].length;
      const sep = /^\s*(?:,\s*(?:or|and)?|or|and|\/)\s*/.exec(s.orig.slice(end));
      if (!sep) break;
      pos = end + sep[0].length;
    }
    if (end > 0) s.blankSpan(start, end);
  }
  return names;
}

/** The parts of a span of the sentence, split at commas, "and", "or" and slashes, in both cases. */
function splitPieces(s: Sentence, start: number, end: number): { lower: string; orig: string }[] {
  const out: { lower: string; orig: string }[] = [];
  const lower = s.lower.slice(start, end);
  const orig = s.original(start, end);
  const sep = /\s*(?:,|\bor\b|\band\b|\/)\s*/g;
  let from = 0;
  for (const m of lower.matchAll(sep)) {
    out.push({ lower: lower.slice(from, m.index).trim(), orig: orig.slice(from, m.index).trim() });
    from = m.index + m[0].length;
  }
  out.push({ lower: lower.slice(from).trim(), orig: orig.slice(from).trim() });
  return out.filter((p) => p.lower !== "");
}

function takeRoles(s: Sentence, found: StructuredQuery, roles: Role[]): void {
  for (const role of roles) {
    for (const m of s.take(words(role.re))) {
      add(found, "titleIncludes", typeof role.titles === "function" ? role.titles(m) : role.titles);
      if (role.seniority) add(found, "seniorityLevels", role.seniority);
    }
  }
}

function takeFunctionLevels(s: Sentence, found: StructuredQuery): void {
  const depts = `${DEPT_RE}|content marketing|growth marketing|product marketing|customer success`;
  for (const m of s.take(words(`(${depts}) (${LEVEL_WORDS})`))) {
    const dept = DEPTS[m[1]] ?? titleCase(m[1]);
    // "people managers" are managers of people, a level.
    if (dept === "Customer Success" && /^manager/.test(m[2])) {
      add(found, "titleIncludes", ["Customer Success"]);
      continue;
    }
    if (dept === "People" && /^manager/.test(m[2])) {
      add(found, "seniorityLevels", ["Manager"]);
      continue;
    }
    const { titles, seniority } = functionLevel(dept, m[2]);
    add(found, "titleIncludes", titles);
    if (seniority) add(found, "seniorityLevels", seniority);
  }
  // "product people", "HR folks", "ops people": a department's people are titled by its function.
  for (const m of [
    ...s.lower.matchAll(words(`(${DEPT_RE}|ux|design) (?:people|folks|types|crowd|team members|talent)`)),
  ]) {
    const dept = m[1];
    if (/^(?:sales|marketing|customer success|people|machine learning|ml|ai)$/.test(dept)) continue;
    if (dept === "it" && !writtenUpper.has("it")) continue;
    const title = /^(?:engineering|eng)$/.test(dept)
      ? "Engineer"
      : /^(?:hr|ux|it|ai|ml)$/.test(dept)
        ? dept.toUpperCase()
        : (DEPTS[dept] ?? titleCase(dept));
    add(found, "titleIncludes", [title]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
  // "procurement directors", "risk VPs", "compliance heads", "supply chain directors": a function the
  // department table does not know is the title all the same, spelt as profiles spell it when they do.
  for (const m of [
    ...s.lower.matchAll(
      words("((?:[a-z][a-z-]* ){0,1}[a-z][a-z-]*) (directors?|vps|vp|vice presidents?|heads?)(?! of\\b)"),
    ),
  ]) {
    const before = m[1].split(" ");
    const level = /^dir/.test(m[2]) ? "Director" : /^head/.test(m[2]) ? "Head" : "VP";
    const last = before[before.length - 1];
    // "managing directors", "creative directors": the kind of director is the title itself.
    if (level === "Director" && DIRECTOR_KINDS.test(last)) {
      add(found, "titleIncludes", [`${titleCase(last)} Director`]);
      add(found, "seniorityLevels", ["Director"]);
      s.blankSpan(m.index + m[0].length - last.length - 1 - m[2].length, m.index + m[0].length);
      continue;
    }
    let k = before.length;
    while (k > 0 && isFunctionWord(before[k - 1], before.slice(k - 1).join(" "))) k--;
    const fn = before.slice(k);
    if (fn.length === 0) continue;
    const name = titleCase(fn.join(" "));
    const forms =
      level === "Head" ? [`Head of ${name}`] : [`${level} of ${name}`, `${name} ${level}`].reverse();
    const held = forms.find((f) => TITLES.some((t) => t.toLowerCase().includes(f.toLowerCase())));
    add(found, "titleIncludes", [held ?? (level === "VP" ? `VP of ${name}` : forms[0])]);
    if (level !== "Head") add(found, "seniorityLevels", [level]);
    const start = m.index + before.slice(0, k).join(" ").length + (k > 0 ? 1 : 0);
    s.blankSpan(start, m.index + m[0].length);
  }
  // "store managers", "supply chain managers": a manager of something is that title.
  for (const m of [...s.lower.matchAll(words("((?:[a-z]+ ){0,2}?[a-z]+) managers?"))]) {
    const before = m[1].split(" ");
    const k = modifierStart(before);
    const mods = before.slice(k);
    // "only managers" names a level, read later; "store managers" is a title.
    if (mods.length === 0) continue;
    add(found, "titleIncludes", [`${titleCase(mods.join(" "))} Manager`]);
    s.blankSpan(m.index + before.slice(0, k).join(" ").length + (k > 0 ? 1 : 0), m.index + m[0].length);
  }
}

/** Industries that are also a department's work: "supply chain directors" run supply chains. */
const FUNCTION_INDUSTRIES = new Set(["supply chain", "logistics", "education", "security", "real estate"]);

/** Words that make "director" a title of its own rather than the head of a function. */
const DIRECTOR_KINDS =
  /^(?:managing|executive|non-executive|associate|assistant|deputy|regional|creative|art|medical|technical|account|program|programme|project|funeral|film)$/;

/** Whether a word before "directors"/"VPs"/"heads" names what they run (not a count, place, skill or kind of employer). */
function isFunctionWord(w: string, phrase: string): boolean {
  return (
    !isFiller(w) &&
    !isPlaceOrNumber(w) &&
    !DIRECTOR_KINDS.test(w) &&
    !/^(?:company|board|department|team)$/.test(w) &&
    (canonicalSkill(w) === undefined || AMBIGUOUS_SKILLS.has(w)) &&
    (industryCode(w) === undefined || FUNCTION_INDUSTRIES.has(w) || FUNCTION_INDUSTRIES.has(phrase))
  );
}

let professionRe: RegExp | undefined;

let heldTitles: Set<string> | undefined;
/** Whether some person of the population holds this title, in any case. */
function heldTitle(title: string): boolean {
  heldTitles ??= new Set(TITLES.map((t) => t.toLowerCase()));
  return heldTitles.has(title.toLowerCase());
}

/**
 * Where the kind of occupant begins, one word further back when that word asks elsewhere ("we are
 * recruiting nurses") but here names the function of a title the population holds ("recruiting
 * coordinators", "sourcing specialists").
 */
function askingQualifier(before: string[], k: number, head: string): number {
  if (k === 0 || !/ing$/.test(before[k - 1])) return k;
  return heldTitle([...before.slice(k - 1), head].join(" ")) ? k - 1 : k;
}

/** Occupations the role table does not know: "dentists", "employment lawyers", "insurance brokers". */
function takeProfessions(s: Sentence, found: StructuredQuery, anyNoun: boolean): void {
  // "secretary" is "secretaries" in the plural: a head that ends in a consonant and "y" takes "ie" before "s".
  const heads = [...PROFESSION_HEADS, ...Object.keys(PROFESSION_ALIASES)].map((h) =>
    /[^aeiou]y$/.test(h) ? `${h.slice(0, -1)}(?:y|ie)` : h,
  );
  // A head noun right before another is that one's kind: "nurse practitioners", "teacher assistants".
  professionRe ??= words(
    `((?:[a-z][a-z-]* ){0,3}?)(${heads.join("|")})(?:s|es)?(?! (?:${heads.join("|")})(?:s|es)?(?![a-z]))|((?:[a-z][a-z-]* ){0,1}?)(midwives)`,
  );
  const take = (re: RegExp) => {
    for (const m of [...s.lower.matchAll(re)]) {
      const head = (m[2] ?? m[4]).replace(/([^aeiou])ie$/, "$1y");
      const before = (m[1] ?? m[3] ?? "").trim().split(" ").filter(Boolean);
      // Keep the words right before the noun that say what kind ("employment"), not where or how many.
      const k = askingQualifier(before, modifierStart(before), singular(head));
      const mods = before.slice(k);
      // "remote workers" work somewhere, not as something: no title (and the filter set has no field for remote).
      if (mods.length === 0 && singular(head) === "worker") {
        s.blankSpan(m.index, m.index + m[0].length);
        continue;
      }
      const alias = PROFESSION_ALIASES[singular(head)];
      const title = alias ?? titleCase([...mods, singular(head)].join(" "));
      const start = m.index + (m[0].length - m[0].trimStart().length) + before.slice(0, k).join(" ").length;
      add(found, "titleIncludes", [title]);
      s.blankSpan(start + (k > 0 ? 1 : 0), m.index + m[0].length);
    }
  };
  take(professionRe);
  // Any other occupation-looking noun ("veterinarians", "sommeliers") is a title word too, when no role was read.
  if (anyNoun && !found.titleIncludes) {
    take(words("((?:[a-z][a-z-]* ){0,2}?)([a-z]{3,}(?:ist|ian|ician|eer|ier|ographer|ologist))s"));
  }
}

/** Words that, where a role noun would stand, ask or count rather than name an occupation. */
const ROLE_FILLER = new Set([
  ...NOT_MODIFIERS,
  "i",
  "we",
  "you",
  "can",
  "could",
  "would",
  "please",
  "give",
  "pull",
  "search",
  "searching",
  "seeking",
  "source",
  "sourcing",
  "recruit",
  "recruiting",
  "are",
  "is",
  "there",
  "where",
  "which",
  "what",
  "whos",
  "who's",
  "every",
  "each",
  "ok",
  "okay",
  "so",
  "hey",
  "hi",
  "ideally",
  "maybe",
  "like",
  "into",
  "named",
  "called",
  "someone",
  "somebody",
  "anyone",
  "anybody",
  "everyone",
  "person",
  "persons",
  "candidates",
  "candidate",
  "profiles",
  "profile",
  "contacts",
  "leads",
  "talent",
  "individuals",
  "professionals",
  "employees",
  "staff",
  "ones",
  "those",
  "these",
  "them",
  "they",
  "list",
  "companies",
  "company",
  "firms",
  "firm",
  "businesses",
  "employers",
  "organisations",
  "organizations",
  "startups",
  "agencies",
  "banks",
  "hospitals",
  "schools",
  "clinics",
  "universities",
  "studios",
  "teams",
  "team",
  "lot",
  "lots",
  "bunch",
  "couple",
  "handful",
  "dozen",
  "works",
  "lives",
  "knows",
  "has",
  "does",
  "uses",
  "speaks",
  // Follow-ups: "what about zookeepers?", "how about nurses instead", "show me fewer results".
  "about",
  "how",
  "instead",
  "rather",
  "try",
  "switch",
  "fewer",
  "others",
  "results",
  "matches",
  "options",
  "names",
  "emails",
  "details",
  "themselves",
]);

/** A follow-up that asks for another kind of person: its role noun replaces the role, as a first sentence's would. */
const FOLLOW_UP_ROLE =
  "(?:what|how) about|instead|rather than|(?:find|show|get|give|search for|look for|looking for|switch to|try|pull|source)(?: me| us)?";

/**
 * Where a role noun ends: a preposition, a relative word, punctuation, a dash, slash or bar set apart by
 * spaces (terse strings: "warehouse supervisors - rotterdam"), or a span already read.
 */
const ROLE_END =
  /\s{2,}|[,.;:!?()"|]|\s[-/]+\s|\b(?:instead|rather|too|please|in|at|with|who|whom|from|based|near|around|across|within|outside|that|which|whose|for|on|of|to|and|or|but|than|having|knowing|using|working|living|located|speaking|under|over|between|without|not|no|only|if|like|plus)\b/u;

/**
 * A noun phrase in role position the lexicon does not know ("astronauts in Berlin", "find me underwater
 * welders") is a title word all the same: the service would search it, and a place alone is not the
 * question. The phrase is the first run of unread words, before a preposition or the end, once the
 * words that ask ("find me", "looking for", "who are the") are set aside.
 */
function takeRoleNoun(s: Sentence, found: StructuredQuery): void {
  let from = 0;
  while (from < s.lower.length) {
    const rest = s.lower.slice(from);
    const lead = /^\s*/.exec(rest)![0].length;
    const end = ROLE_END.exec(rest.slice(lead));
    const len = end ? end.index : rest.length - lead;
    const phrase = rest.slice(lead, lead + len);
    const next = from + lead + len + (end ? Math.max(1, end[0].length) : 0);
    const ws = phrase.split(/\s+/).filter(Boolean);
    let k = 0;
    while (k < ws.length && ROLE_FILLER.has(ws[k])) k++;
    const noun = ws.slice(k);
    if (noun.length > 0 && terseRoleAndPlace(s, found, noun, end, from + lead + phrase.indexOf(noun[0])))
      return;
    if (noun.length > 0) {
      const last = noun[noun.length - 1];
      // One to three plain words, the last a plural noun or one counted ("an astronaut"); else no role.
      const countable = /[^s'u]s$/.test(last) || (k > 0 && /^(?:a|an|one|every|each|any)$/.test(ws[k - 1]));
      if (
        noun.length <= 3 &&
        noun.every((w) => /^[a-z][a-z'-]+$/.test(w) && !ROLE_FILLER.has(w) && !isPlaceOrNumber(w)) &&
        // A department may say what kind ("legal secretaries"), but is not the role itself ("sales").
        !(last in DEPTS) &&
        !NOT_ROLE_PLURALS.has(last) &&
        countable
      ) {
        add(found, "titleIncludes", [titleCase([...noun.slice(0, -1), singular(last)].join(" "))]);
        const at = from + lead + phrase.indexOf(noun[0]);
        s.blankSpan(at, from + lead + len);
      }
      return;
    }
    // Past asking words ("looking for", "a list of", "hey,", "who are the") the role may still come; past
    // "in"/"at" it cannot.
    if (!end || (/^[a-z]/.test(end[0]) && !/^(?:for|of|to|instead|rather|please|who|like)$/.test(end[0])))
      return;
    from = next;
  }
}

/** The plural of a noun for someone who does something: operators, reporters, dentists, technicians. */
const AGENT_PLURAL =
  /(?:er|or|ist|ian|ant|ent|ee|ive|eon|ic|ar|ard|nurse|chef|aide?|guard|clerk|pilot)s$|men$/;

/**
 * A terse string that names a role and then a place without a word between them ("forklift operators
 * memphis", "court reporters sacramento"): the words after the role's plural noun, up to the end of the
 * string or a separator, are the place, whether or not the world holds it, as the shape says so.
 */
function terseRoleAndPlace(
  s: Sentence,
  found: StructuredQuery,
  noun: string[],
  end: RegExpExecArray | null,
  at: number,
): boolean {
  if (end && /^[a-z]/.test(end[0])) return false;
  const j = noun.findLastIndex((w, i) => i < noun.length - 1 && AGENT_PLURAL.test(w));
  const role = noun.slice(0, j + 1);
  const place = noun.slice(j + 1);
  if (j < 0 || role.length > 3 || place.length > 2) return false;
  const plain = (w: string) => /^[a-z][a-z'-]+$/.test(w) && !ROLE_FILLER.has(w) && !isPlaceOrNumber(w);
  if (!noun.every(plain) || place.some((w) => AGENT_PLURAL.test(w) || w in DEPTS || NOT_ROLE_PLURALS.has(w)))
    return false;
  if (isKnownWord(place.join(" ")) || NOT_PLACES.test(place[0])) return false;
  const last = role[role.length - 1];
  add(found, "titleIncludes", [titleCase([...role.slice(0, -1), singular(last)].join(" "))]);
  add(found, "locations", [titleCase(place.join(" "))]);
  const phrase = noun.join(" ");
  s.blankSpan(at, at + phrase.length);
  return true;
}

/** Plural nouns that name things a sentence counts or asks about, not people. */
const NOT_ROLE_PLURALS = new Set([
  "emails",
  "years",
  "yrs",
  "months",
  "weeks",
  "days",
  "skills",
  "titles",
  "roles",
  "jobs",
  "positions",
  "locations",
  "cities",
  "countries",
  "places",
  "industries",
  "sectors",
  "requirements",
  "filters",
  "duplicates",
  "agencies",
  "seniors",
  "juniors",
  "ones",
  "others",
  "results",
  "numbers",
  "phones",
  "links",
  "profiles",
]);

/**
 * A plain noun phrase for people the lexicon does not know, as an exclusion names it ("freelancers",
 * "agency nurses"): one to three lower-case words, the last a plural; its singular is the title.
 */
function pluralRoleNoun(phrase: string): string | undefined {
  const ws = phrase.split(/\s+/).filter(Boolean);
  let k = 0;
  while (k < ws.length && isFiller(ws[k])) k++;
  const noun = ws.slice(k);
  if (noun.length === 0 || noun.length > 3) return undefined;
  const last = noun[noun.length - 1];
  if (!/^[a-z][a-z'-]+[^su's]s$/.test(last) || NOT_ROLE_PLURALS.has(last)) return undefined;
  const plain = (w: string) =>
    /^[a-z][a-z'-]+$/.test(w) &&
    !isFiller(w) &&
    !isPlaceOrNumber(w) &&
    !(w in DEPTS) &&
    canonicalSkill(w) === undefined &&
    industryCode(w) === undefined;
  if (!noun.every(plain)) return undefined;
  return titleCase([...noun.slice(0, -1), singular(last)].join(" "));
}

/** Capitalised words after "in" that name a time, a language or a team rather than a place. */
const NOT_PLACES =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|q[1-4]|english|french|german|spanish|italian|portuguese|dutch|chinese|japanese|mandarin|arabic|hindi|russian|polish|office|person|house|total|general|particular|short|brief|charge|tech|the|a|an|my|our|their|his|her|any|all|some|this|that|these|those|it|i)$/i;

/** A name as written: capitalised words (at most three), or an initialism, with the marks names carry. */
const NAME = "\\p{Lu}[\\p{L}\\p{N}+#.&'-]*(?:[ \\t]\\p{Lu}[\\p{L}\\p{N}+#.&'-]*){0,2}";
/** What joins the members of a list: commas, "and", "or", "plus", "&", slashes. */
const LIST_SEP = "(?:\\s*,\\s*(?:(?:and|or)\\s+)?|\\s+(?:and|or|plus|&)\\s+|\\s*\\/\\s*)";
/** Words that start a follow-up and are capitalised for that reason only. */
const NOT_NAME_WORDS = new Set([
  ...NOT_MODIFIERS,
  ...ROLE_FILLER,
  "swap",
  "replace",
  "make",
  "add",
  "include",
  "drop",
  "what",
  "how",
  "not",
  "no",
  "yes",
  "sorry",
  "please",
  "thanks",
  "great",
  "nice",
  "cool",
  "perfect",
  "fine",
  "well",
  "oh",
  "and",
  "or",
  "but",
  // How many a follow-up finds there were: "Too few.", "Too many", "Way too narrow".
  "too",
  "way",
  "much",
  "many",
  "narrow",
  "broad",
  "wide",
  "less",
  "bigger",
  "smaller",
  // How a follow-up opens: "Let's try Belfast instead", "Change the experience to 2-4 years".
  "let's",
  "lets",
  "let",
  "change",
  "set",
  "update",
  "bump",
]);

/** The name with the asking words a sentence may open with taken off ("Add Liechtenstein" is Liechtenstein). */
function nameProper(name: string): string {
  const ws = name.split(/[ \t]+/);
  let k = 0;
  while (k < ws.length && NOT_NAME_WORDS.has(ws[k].toLowerCase())) k++;
  return ws
    .slice(k)
    .join(" ")
    .replace(/[.'-]+$/, "");
}

/** A name no table of the reader knows: not a place, industry, skill, filler, month or language. */
function unknownName(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    name !== "" &&
    !isKnownWord(name) &&
    !NOT_PLACES.test(name.split(" ")[0]) &&
    !Object.hasOwn(DEPTS, lower) &&
    !name.split(" ").some((w) => NOT_NAME_WORDS.has(w.toLowerCase()))
  );
}

const A_NAME = new RegExp(`(?<![\\p{L}\\p{N}])(${NAME})(?![\\p{L}\\p{N}])`, "gu");
/** Another capitalised name follows in a list: "Franka Emika, Agile…". */
const LISTED_NEXT = new RegExp(`^${LIST_SEP}\\p{Lu}`, "u");

/**
 * The names a reply gives, as a list or one by one ("Franka Emika, Agile Robots and Magazino are robotics
 * companies in Munich", "…such as Wise, Deliveroo and Ocado"): capitalised names no table of the reader
 * knows. A capitalised word opening a sentence is a name only as a member of a list ("Franka Emika, …"),
 * not when it is only the sentence's first word ("Here are…").
 */
export function namesIn(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(A_NAME)) {
    const name = m[1].replace(/[.'-]+$/, "");
    const opens = /(?:^|[.!?:]\s*|\n\s*)$/.test(text.slice(Math.max(0, m.index - 3), m.index));
    const listed = LISTED_NEXT.test(text.slice(m.index + m[1].length, m.index + m[1].length + 20));
    if (opens && !listed) continue;
    if (!unknownName(name) || names.includes(name)) continue;
    names.push(name);
  }
  return names;
}

/**
 * The members of a list share a field: "Kubernetes and Pulumi" are both skills, "Berlin or Leipzig" both
 * places, "Liechtenstein and Switzerland" both countries, though the tables know only one of each.
 */
function takeListMembers(s: Sentence, found: StructuredQuery): void {
  const after = new RegExp(`^${LIST_SEP}(${NAME})(?![\\p{L}\\p{N}])`, "u");
  const before = new RegExp(`(?<![\\p{L}\\p{N}])(${NAME})${LIST_SEP}$`, "u");
  const seen = s.marks.length;
  for (let k = 0; k < seen; k++) {
    const { field, start, end } = s.marks[k];
    for (let at = end; ; ) {
      const m = after.exec(s.orig.slice(at, at + 200));
      if (!m) break;
      const name = nameProper(m[1]);
      if (name !== m[1].replace(/[.'-]+$/, "") || !unknownName(name)) break;
      add(found, field, [field === "locations" ? placeName(name) : name]);
      const from = at + m[0].length - m[1].length;
      s.blankSpan(from, from + name.length);
      at = from + name.length;
    }
    for (let to = start; ; ) {
      const m = before.exec(s.orig.slice(Math.max(0, to - 200), to));
      if (!m) break;
      const name = nameProper(m[1]);
      if (!unknownName(name)) break;
      add(found, field, [field === "locations" ? placeName(name) : name]);
      const from = to - m[0].length + m[1].length - name.length;
      s.blankSpan(from, from + name.length);
      if (name !== m[1].replace(/[.'-]+$/, "")) break;
      to = to - m[0].length;
    }
  }
}

/** Words after which a name is a skill: "experience with Elixir", "skilled in Looker", "who know Figma". */
const SKILL_CUES =
  "(?:experience|expertise|background|skills?|proficiency|knowledge|fluency|grounding)\\s+(?:in|with|of|using)|(?:skilled|proficient|experienced|fluent|versed|certified|expert|strong)\\s+(?:in|with|at|on)|(?:who|that)?\\s*(?:know|knows|knowing|use|uses|using|code in|codes in|program in|programs in)";

/**
 * A skill the table does not know, in skill position, is a skill all the same ("with Gong experience",
 * "a background in CRISPR", "who know Elixir", "with AWS"): the service would search it.
 */
function takeUnknownSkills(s: Sentence, found: StructuredQuery): void {
  const list = new RegExp(`(${NAME})((?:${LIST_SEP}${NAME})*)`, "uy");
  const read = (at: number): number => {
    list.lastIndex = at;
    const m = list.exec(s.orig);
    if (!m) return 0;
    const names = m[0].split(new RegExp(LIST_SEP, "u")).map((n) => n.replace(/[.'-]+$/, ""));
    if (!names.every(unknownName)) return 0;
    add(found, "skills", names);
    s.blankSpan(at, at + m[0].length);
    return m[0].length;
  };
  for (const m of [...s.lower.matchAll(words(SKILL_CUES))]) {
    const at = m.index + m[0].length;
    if (s.lower[at] === " ") read(at + 1);
  }
  // "with Gong experience", "they need ROS experience": the noun after the name says what it is.
  for (const m of [
    ...s.orig.matchAll(
      new RegExp(
        `(?<![\\p{L}\\p{N}])(?:with|need|needs|require|requires|must have|should have|have|has|having) (?:(?:some|solid|strong|deep|hands-on|good|real) )?(${NAME}) (?:experience|skills?|expertise|background|knowledge|chops)(?![\\p{L}\\p{N}])`,
        "gu",
      ),
    ),
  ]) {
    const name = m[1];
    if (!unknownName(name)) continue;
    add(found, "skills", [name]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
  // An initialism or a product-shaped name right after "with" at the end of a clause: "with AWS",
  // "with SwiftUI", "with Next.js".
  for (const m of [
    ...s.orig.matchAll(
      /(?<![\p{L}\p{N}])with ([A-Z][A-Z0-9+#]{1,5}|[a-zA-Z][a-z]+[A-Z][\p{L}\p{N}]*|[A-Za-z]+(?:\.js|\+\+|#)|[A-Z][a-z]{2,})(?=\s*(?:$|[,.;!?)]|\s(?:and|or|in|at|who|please)\b))/gu,
    ),
  ]) {
    if (!unknownName(m[1])) continue;
    add(found, "skills", [m[1]]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
  takeSkillsNamedAsSuch(s, found);
}

/** The skills field named after the names that go into it. */
const INTO_SKILLS = [
  // "add Figma to the skills", "put Sketch into the skills list"
  "\\s+(?:to|in|into|on)\\s+(?:the|their|his|her|our|your)\\s+(?:required\\s+)?skills?(?:\\s+(?:list|field|filter))?",
  // "Sketch as a skill too", "Figma as a required skill"
  "\\s+as\\s+(?:a|an)\\s+(?:(?:required|must-have|extra|further|needed)\\s+)?skill",
].join("|");

/**
 * Names a follow-up puts into the skills by naming the field ("add Figma to the skills", "Sketch as a skill
 * too"): skills, though the table does not know them and a place could otherwise be read.
 */
function takeSkillsNamedAsSuch(s: Sentence, found: StructuredQuery): void {
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(${NAME}(?:${LIST_SEP}${NAME})*)(?:${INTO_SKILLS})(?![\\p{L}\\p{N}])`,
    "gu",
  );
  for (const m of [...s.orig.matchAll(re)]) {
    const names = m[1]
      .split(new RegExp(LIST_SEP, "u"))
      // "Put Sketch ...": the verb that opens a sentence is capitalised, not part of the name.
      .map((n) =>
        nameProper(n.replace(/^(?:add|put|include|also|plus|and|please)\s+/i, "").replace(/[.'-]+$/, "")),
      )
      .filter(unknownName);
    if (names.length === 0) continue;
    add(found, "skills", names);
    s.blankSpan(m.index, m.index + m[0].length);
  }
}

/**
 * The names a follow-up adds to the list the conversation was on ("and Meta too", "also Globex"): unknown
 * capitalised names in a sentence that only adds.
 */
function takeMoreNames(s: Sentence): string[] {
  if (!s.has(words("and|also|too|as well|plus|or"))) return [];
  const names: string[] = [];
  for (const m of [...s.orig.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${NAME}`, "gu"))]) {
    const name = nameProper(m[0]);
    if (!unknownName(name) && !(isKnownWord(name) && !isKnownWord(name, true))) continue;
    names.push(name);
    const from = m.index + m[0].length - name.length;
    s.blankSpan(from, from + name.length);
  }
  return names;
}

/** Words that make a follow-up an amendment of the place: "Leipzig instead", "Galway as well". */
const PLACE_AMEND =
  "instead|rather|too|as well|also|add|include|plus|what about|how about|switch to|move to|try|swap|replace|any ?more|not";

/**
 * In a follow-up to a search with a place, a name nothing else reads, in an amendment ("swap Seattle for
 * Bergen", "not Boston any more, Tampere", "what about Sharjah instead", "Galway as well"), is a place
 * of the same kind, as the service would read it.
 */
function takeAmendedPlaces(
  s: Sentence,
  found: StructuredQuery,
  current: StructuredQuery,
  swapped: boolean,
): void {
  const field = current.locations ? "locations" : current.countries ? "countries" : undefined;
  const amends = swapped || /^\s*(?:and|or)\s/.test(s.lower) || s.has(words(PLACE_AMEND));
  if (!field || found.locations || found.countries || !amends) return;
  for (const m of [...s.orig.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${NAME}`, "gu"))]) {
    const before = s.lower.slice(Math.max(0, m.index - 12), m.index);
    if (/(?:\bat|\bfrom|\bex-|\bwith|\bby|\bfor)\s*$/.test(before) && !/\bfor\s*$/.test(before)) continue;
    if (/\bfor\s*$/.test(before) && !swapped && !s.has(words("swap|replace|switch"))) continue;
    const name = nameProper(m[0]);
    if (!unknownName(name)) continue;
    add(found, field, [field === "locations" ? placeName(name) : name]);
    const from = m.index + m[0].length - name.length;
    s.blankSpan(from, from + name.length);
  }
}

/**
 * A place the gazetteer does not know, in place position ("in Atlantis", "based in Gotham City", "near
 * Springfield", "in The Hague"), is a place all the same: the service would search it. Only capitalised names
 * are read, so "in general" or "in person" stay words.
 */
function takeUnknownPlaces(s: Sentence, found: StructuredQuery): void {
  const re =
    /\b(?:(?:based|located|living|who live|who are|that are)\s+)?(?:in|near|around|outside(?: of)?)\s+((?:\p{Lu}[\p{L}'.-]*)(?:[ \t]+\p{Lu}[\p{L}'.-]*){0,2})/gu;
  for (const m of [...s.orig.matchAll(re)]) {
    const name = m[1].replace(/[.'-]+$/, "");
    const lower = name.toLowerCase();
    // "The Hague", "The Woodlands": an article written capitalised is part of the place's name.
    const bare = name.replace(/^The[ \t]+(?=\p{Lu})/u, "");
    if (NOT_PLACES.test(bare.split(" ")[0]) || isKnownWord(bare) || DEPTS[lower] !== undefined) continue;
    if (startsWithIndustry(lower)) continue;
    add(found, "locations", [placeName(name)]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
}

/** A place as a search names it: its English name for one written in its own language ("Firenze"). */
function placeName(name: string): string {
  return PLACE_EXONYMS[foldAccents(name)] ?? name;
}

/**
 * A character of what an exclusion names: anything but the marks that end a clause, a dot inside a name
 * included ("Booking.com", "Acme.io"), and the mark a clause ends at.
 */
const EXCLUDED_TEXT = "(?:[^,.;:!?()]|\\.(?=[\\p{L}\\p{N}]))";
/** When, said after an employer: "at Acme right now", "at Acme these days". Not part of the name. */
const STILL_NOW =
  "right now|now|today|currently|any ?more|at the moment|these days|at present|for now|presently";
const EXCLUDED_END = "(?:[,;:!?()]|\\.(?![\\p{L}\\p{N}]))";

/** A while ago that is still recent: "recently", "this year", "in the last few months", "in recent weeks". */
const LATELY =
  "(?:recently|lately|this year|in (?:the )?(?:last|past|recent) (?:(?:few|couple of|several|\\d+|one|two|three|six|twelve) )?(?:year|months|weeks))";
/** Jobs and the places they are held, as a job change names them. */
const JOB_NOUNS = "(?:jobs?|roles?|companies|employers?|positions?|posts?)";
/** The one job someone holds, as "new in their role" names it. */
const JOB_NOUN = "(?:job|role|company|position|employer|post|team)";
/** Ways of saying someone started somewhere new recently: the recentlyChangedJobs flag. */
const RECENT_WORDS = [
  `(?:recently|just|newly)\\s+(?:changed|switched|moved|started|joined|hired)(?:\\s+${JOB_NOUNS})?`,
  `(?:changed|switched|moved|started|changing|switching)\\s+(?:to\\s+)?(?:a\\s+)?(?:new\\s+)?${JOB_NOUNS}(?:\\s+${LATELY})?`,
  `(?:started|joined)\\s+(?:a\\s+)?(?:new\\s+)?${JOB_NOUNS}?\\s*${LATELY}`,
  // "joined a new company", "started at a new firm", "took new roles": a new place of work, said of it.
  // "have just taken up a new position", "landed a new role", "stepped into a new job".
  `(?:started|joined|moved|went|took|taken|taking|take|starting|joining|landed|landing|begun|began|beginning|stepped|stepping|accepted|accepting)\\s+(?:up\\s+|into\\s+|on\\s+)?(?:at\\s+|with\\s+|to\\s+)?(?:an?\\s+)?new\\s+(?:${JOB_NOUN}s?|companies|firms?)`,
  // "at their job less than a year", "in their current role for under 6 months".
  "(?:at|in)\\s+(?:their|the(?:ir)?)\\s+(?:current\\s+)?(?:job|role|company|position|employer)\\s+(?:for\\s+)?(?:less than|under|fewer than)\\s+(?:a|one|1|12|6|six|three|3)\\s+(?:years?|months)",
  // "new in their role", "new to the job", "new at their company": the job is what is new.
  `new\\s+(?:in|to|at)\\s+(?:their|the|his|her|a)\\s+(?:current\\s+)?${JOB_NOUN}s?`,
  // "in their first months at a new employer".
  `in\\s+(?:their|the)\\s+first\\s+(?:few\\s+)?(?:weeks|months|year)\\s+(?:at|in)\\s+(?:a|the|their)\\s+(?:new\\s+)?${JOB_NOUN}`,
  "(?:started|joined|moved|went|starting|begun|began)\\s+(?:(?:out|off|work|working)\\s+)?(?:at\\s+)?(?:somewhere|someplace|some place)\\s+(?:new|else)(?:\\s+(?:recently|lately|this year))?|(?:moved|switched|changed) (?:schools|firms|practices|hospitals)(?: recently| lately| this year)?|new (?:jobs?|roles?|hires?|joiners?)|job (?:changers?|movers?|switchers?|hoppers?)|recent (?:job )?(?:changes?|moves?|movers?|joiners?|hires?)",
].join("|");

/** Words that say an email address can be used: valid, working, confirmed. */
const EMAIL_GOOD = "(?:verified|confirmed|validated|valid|working|deliverable|checked|usable|useable)";
/** An email address, or the work address that stands for one: "work email", "business address". */
const EMAIL =
  "(?:(?:(?:work|business|company|professional|corporate)\\s+)?(?:e-?mails?)(?:\\s+address(?:es)?)?|(?:work|business|company|corporate)\\s+address(?:es)?)";
/** Ways of asking for people whose email works: the verifiedEmailOnly flag. */
const VERIFIED_WORDS = [
  `${EMAIL_GOOD}\\s+${EMAIL}`,
  `(?:with|having|has|have)\\s+(?:an?\\s+)?(?:${EMAIL_GOOD}\\s+|work\\s+|business\\s+)*${EMAIL}(?:\\s+on file)?`,
  `(?:whose\\s+)?${EMAIL}\\s+(?:(?:that|which)\\s+)?(?:(?:is|are|has been|have been|'s|'re)\\s+)?(?:(?:already|actually|properly|been)\\s+)?(?:${EMAIL_GOOD}|on file)`,
  // "contactable by work email", "reachable at a verified work address", "can be reached via their email".
  `(?:reachable|contactable|contactible|reached|contacted|contact|e-?mailed|e-?mail)\\s+(?:by|via|through|over|at|on)\\s+(?:(?:a|an|the|their|his|her)\\s+)?(?:${EMAIL_GOOD}\\s+)?${EMAIL}`,
  // "people I can actually email", "who we can reach by email".
  "(?:i|we)\\s+(?:can|could)\\s+(?:actually\\s+|really\\s+)?(?:e-?mail|reach\\s+(?:by|via)\\s+e-?mail|contact\\s+(?:by|via)\\s+e-?mail)",
].join("|");

/** Words that leave people out: "excluding", "but no", "leave out". */
const EXCLUDE_WORDS =
  "excluding|exclude|except(?: for)?|apart from|but not|but no|without|other than|minus|leave out|leaving out|drop|remove|filter out|skip|avoid";

/** A place of work named by its own kind, a title word before a role though a filler word elsewhere. */
const WORKPLACE_NOUN = /^(?:school|hospital|clinic|college)$/;

/** Where the words that say what kind of occupant begin, walking back from the occupation noun. */
function modifierStart(before: string[]): number {
  let k = before.length;
  for (;;) {
    while (k > 0 && !isFiller(before[k - 1]) && !isPlaceOrNumber(before[k - 1])) k--;
    // "primary school teachers", "children's hospital nurses": a place of work named by its own kind is a title.
    if (k >= 2 && WORKPLACE_NOUN.test(before[k - 1]) && !isFiller(before[k - 2])) {
      k--;
      continue;
    }
    return k;
  }
}

function isFiller(w: string): boolean {
  return (
    NOT_MODIFIERS.has(w) ||
    ROLE_FILLER.has(w) ||
    Object.hasOwn(NUMBER_WORDS, w) ||
    // "French-speaking accountants", "Berlin-based engineers": what they speak or where, not what they do.
    /-(?:speaking|based|born|educated|trained)$/.test(w)
  );
}

function isPlaceOrNumber(w: string): boolean {
  return /\d/.test(w) || cityCode(w) !== undefined || countryCode(w) !== undefined;
}

const rolesRead = new Map<string, string[]>();

/** The titles a short phrase names ("engineering managers", "tech leads", "partners"), for exclusions. */
function rolesIn(phrase: string): string[] {
  // A phrase is compared with every title of the current filter set: read it once.
  let titles = rolesRead.get(phrase);
  if (!titles) {
    if (rolesRead.size >= 512) rolesRead.clear();
    titles = readRoles(phrase);
    rolesRead.set(phrase, titles);
  }
  return titles;
}

function readRoles(phrase: string): string[] {
  const s = new Sentence(phrase);
  const q: StructuredQuery = {};
  takeRoles(s, q, SPECIFIC_ROLES);
  takeFunctionLevels(s, q);
  takeProfessions(s, q, false);
  // Before the bare nouns, so "graphic designers" stays graphic designers, not all designers.
  takeGenericRoles(s, q);
  // "junior recruiters": the level of the title read, not a title of its own (`qualified` keeps it).
  const titled = q.titleIncludes !== undefined;
  for (const [nouns, title] of EXCLUDABLE) {
    if (titled && LEVEL_QUALIFIERS.test(title.toLowerCase())) continue;
    if (s.take(words(nouns)).length > 0) add(q, "titleExcludes", [title]);
  }
  return [...(q.titleIncludes ?? []), ...(q.titleExcludes ?? [])];
}

/** Level words that, before a role left out, leave out that level's titles: "no senior engineers". */
const LEVEL_QUALIFIERS = /^(?:senior|junior|lead|staff|principal)$/;

/**
 * A title to leave out, with the words the phrase puts before it that the role table did not read: "no
 * group product managers" leaves out Group Product Managers, not every Product Manager (an exclusion is
 * as narrow as it is said). A level before it leaves out that level's word ("no senior engineers" →
 * "Senior") or, before a title the world does not grade by specialty, the rank whole; a skill, place or
 * industry before it is not a title word, and the title stays as read.
 */
const GENERIC_HEAD = new RegExp(`^(?:${GENERIC_HEADS})$`);
function qualified(phrase: string, title: string): string {
  const ws = phrase.split(/\s+/).filter(Boolean);
  if (ws.length === 0) return title;
  ws[ws.length - 1] = singular(ws[ws.length - 1]);
  const tw = title.toLowerCase().split(/\s+/);
  const k = ws.length - tw.length;
  if (k <= 0 || tw.some((w, i) => ws[k + i] !== w)) return title;
  const before = ws.slice(0, k);
  // A level before an engineer, developer or designer leaves out that level's word, for the world's titles
  // put a specialty between them ("Senior Backend Engineer"); before any other title it names a rank of
  // its own, left out whole ("lecturers who aren't senior lecturers": "Senior Lecturer").
  if (before.every((w) => LEVEL_QUALIFIERS.test(w)))
    return GENERIC_HEAD.test(ws[ws.length - 1])
      ? titleCase(before[before.length - 1])
      : titleCase([...before.slice(-1), ...tw].join(" "));
  // A title the world holds is left out whole with the qualifier words nearest it, though a word asks
  // elsewhere or names an industry ("recruiting managers", "dental practice managers").
  for (let i = 0; i < before.length; i++) {
    const whole = [...before.slice(i), ...tw].join(" ");
    if (heldTitle(whole)) return titleCase(whole);
  }
  // Otherwise plain words, a place of work among them ("clinic managers"), are kept as said.
  const plain = (w: string) =>
    WORKPLACE_NOUN.test(w) ||
    (/^[a-z][a-z'-]*$/.test(w) &&
      !isFiller(w) &&
      !isPlaceOrNumber(w) &&
      canonicalSkill(w) === undefined &&
      !Object.hasOwn(SKILL_ALIASES, w) &&
      industryCode(w) === undefined);
  return before.every(plain) ? titleCase([...before, ...tw].join(" ")) : title;
}

/** The titles a phrase names, a single one with the qualifier words before it ("group product managers"). */
function qualifiedRoles(phrase: string): string[] {
  const titles = rolesIn(phrase);
  return titles.length === 1 ? [qualified(phrase, titles[0])] : titles;
}

/** Whether a follow-up adds to the search rather than replacing: "also", "too", "add", or an opening "and"/"or". */
function isAdditive(s: Sentence, current: StructuredQuery | undefined): boolean {
  // "and Porto", "or Lyon" opening a follow-up add to the search, unless they say "only" or "instead".
  return (
    s.has(
      words(
        "also|add|plus|as well|too|in addition|additionally|and more|(?:is|are|would be) fine|works too|count",
      ),
    ) ||
    // "And in Porto?", "and at Vexora?": a question about another place or employer, asked instead.
    (current !== undefined &&
      /^\s*(?:and|or)\s(?!\s*(?:in|at|near|around|for|what|how)\b)/.test(s.lower) &&
      !s.has(words("only|just|instead|rather|not")))
  );
}

/** Headline words: quoted text, and what a headline or bio is said to say or mention. */
function takeKeywords(s: Sentence, found: StructuredQuery): void {
  // Quoted text is what the headline must say.
  for (const m of s.take(/"([^"]+)"/g))
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  // "says they're a speaker and mentor" first: the whole rest is what it says.
  for (const m of s.take(
    words(
      "(?:headline|bio)s?\\s+(?:says|saying)\\s+(?:they(?:'re| are)|she's|he's)\\s+(?:an?\\s+)?([\\p{L}\\p{N} .+#-]{1,200}?)\\s*$",
    ),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
  for (const m of s.take(
    words(
      "(?:headline|bio)s?\\s+(?:that\\s+)?(?:mentions?|mentioning|contains?|containing|says|saying|with|including|includes?)\\s+([\\p{L}\\p{N} .+#-]{1,200}?)(?=$|[,;!?]|\\s+(?:and|who|in|at|with)\\s)",
    ),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
  for (const m of s.take(
    words("mention(?:s|ing)?\\s+([\\p{L}\\p{N} .+#-]{1,200}?)\\s+in\\s+(?:their|the|a)\\s+headlines?"),
  )) {
    found.keywords = [found.keywords, m[1].trim()].filter(Boolean).join(" ");
  }
}

/** Company sizes a sentence leaves out or swaps out ("not at big companies", "rather than startups"). */
function takeSizesLeftOut(s: Sentence, excludedBands: HeadcountRange[]): void {
  const DROP =
    "(?:drop|remove|clear|ignore|forget|lose|skip|delete|exclude|excluding|without|get rid of|not|no|avoid|except|filter out)";
  // A size swapped out ("large companies rather than startups", "instead of startups", "swap startups for
  // big companies") is left out as one said not to be wanted; the size named beside it replaces it.
  const SIZE_DROP = `(?:${DROP}|rather than|instead of|as opposed to|swap|replace|switch from|move away from)`;
  for (const [sizeWords, list] of [
    [BIG_WORDS, BIG_BANDS],
    [SMALL_WORDS, SMALL_BANDS],
    [MID_WORDS, MID_BANDS],
  ] as const) {
    for (const _ of s.take(
      words(
        `${SIZE_DROP}\\s+(?:(?:the|any|all)\\s+)?(?:anyone|anybody|people|those|folks|everyone|ones)?\\s*(?:who\\s+(?:are|is|work)\\s+)?(?:at|from|in)?\\s*(?:${sizeWords})`,
      ),
    ))
      excludedBands.push(...list);
  }
}

/** Whole fields a sentence asks to drop: "drop the location filter", "any industry", "anywhere". */
function takeClearedFields(s: Sentence, cleared: Set<Field>): void {
  const FIELD_WORDS: [string, Field[]][] = [
    [
      "company sizes?|size|sizes|headcounts?(?: ranges?)?|employee counts?|company headcounts?|(?:big|large|small) or (?:big|large|small)(?: (?:employers?|compan(?:y|ies)|firms?))?",
      ["headcountRanges"],
    ],
    ["seniority(?: levels?)?|seniorities|levels?", ["seniorityLevels"]],
    [
      "locations?|cit(?:y|ies)|places?|geograph(?:y|ies)|countr(?:y|ies)|regions?|metros?",
      ["locations", "countries"],
    ],
    ["skills?(?: requirements?)?|tech(?:nology)? stacks?|stacks?|technologies", ["skills"]],
    ["past employers?|previous employers?", ["companyNames", "currentEmployersOnly"]],
    ["compan(?:y|ies)(?: names?)?|employers?", ["companyNames", "currentEmployersOnly"]],
    ["industr(?:y|ies)|sectors?|verticals?", ["companyIndustries"]],
    [
      "years(?: of experience)?|experience(?: requirements?| levels?)?|tenure|how (?:many years|long|much experience)(?: (?:they've|they have|they) (?:worked|been working|had))?|how experienced they are",
      ["minYearsExperience", "maxYearsExperience"],
    ],
    ["job titles?|titles?|roles?", ["titleIncludes", "titleExcludes"]],
    ["(?:verified[- ])?emails?(?: requirements?)?|email verification", ["verifiedEmailOnly"]],
    [
      "(?:recent )?job (?:changes?|moves?)(?: requirements?)?|recently changed(?: jobs)?|job changers?",
      ["recentlyChangedJobs"],
    ],
    ["keywords?|headline", ["keywords"]],
  ];
  const CLEAR =
    "(?:drop|remove|clear|ignore|forget|lose|skip|delete|get rid of|no need for|(?:i )?(?:don't|do not) (?:need|care about|require)|no longer (?:need|require|filter (?:by|on))|stop filtering (?:by|on)|without|never mind|regardless of)";
  const FILTER_NOUN =
    "(?:\\s+(?:filters?|requirements?|constraints?|criteri(?:a|on)|limits?|restrictions?|conditions?))?";
  for (const [fieldWords, fields] of FIELD_WORDS) {
    const re = words(
      `${CLEAR}\\s+(?:the\\s+|any\\s+|a\\s+|that\\s+|their\\s+|this\\s+)?(?:${fieldWords})${FILTER_NOUN}`,
    );
    if (s.take(re).length > 0) for (const f of fields) cleared.add(f);
    if (
      s.take(
        words(
          `any\\s+(?:${fieldWords})|(?:${fieldWords})(?:\\s*[,:;—–-])?\\s+(?:(?:doesn't|does not|don't|do not)\\s+(?:really\\s+)?matter|(?:is|are|isn't|aren't)\\s+(?:not\\s+)?(?:important|a concern|an issue|a factor|relevant|flexible))`,
        ),
      ).length > 0
    ) {
      for (const f of fields) cleared.add(f);
    }
  }
  if (s.take(words("anywhere|any location|worldwide|globally|all locations|everywhere")).length > 0) {
    cleared.add("locations");
    cleared.add("countries");
  }
}

/** Words that lift a requirement rather than state it: "doesn't need to be", "no need for", "forget about". */
const LIFT_CUE =
  "isn't|is not|aren't|are not|doesn't|does not|don't|do not|needn't|need not|no need|not (?:needed|necessary|required|important|essential|a must)|(?:fine|ok|okay|alright|all right) if|forget|never mind|drop|ignore|skip|lose|remove|get rid of|regardless|whether or not|un(?:verified|confirmed|validated|checked)";
/** The yes/no fields, by the words that name them in a clause that lifts them. */
const FLAG_NAMES: [string, Field][] = [
  ["e-?mails?|(?:work|business) address(?:es)?", "verifiedEmailOnly"],
  [
    `${RECENT_WORDS}|job[- ](?:changes?|moves?|switch(?:es)?)|recent[- ](?:job[- ])?(?:changes?|moves?|movers?|switch(?:es)?)|(?:changed|switched|moved|changing|switching)\\s+(?:${JOB_NOUNS})`,
    "recentlyChangedJobs",
  ],
];

/**
 * A yes/no field a clause lifts by negation or dismissal, however said: "it's fine if their email isn't
 * verified", "the email doesn't need to be verified", "forget about the recent job change bit", "job
 * changes don't matter". The whole clause is what lifts it, so it is read as nothing else.
 */
function takeLiftedFlags(s: Sentence, cleared: Set<Field>): void {
  const cue = words(LIFT_CUE);
  for (const clause of [...s.lower.matchAll(/[^,.;:!?()]+/g)]) {
    const parts = clause[0].split(/(?=\s+(?:and|but|also|plus)\s)/);
    let at = clause.index;
    for (const part of parts) {
      const start = at;
      at += part.length;
      if (part.search(cue) < 0) continue;
      for (const [names, field] of FLAG_NAMES) {
        if (part.search(words(names)) < 0) continue;
        cleared.add(field);
        s.blankSpan(start, start + part.length);
        break;
      }
    }
  }
}

/** Said of people a search left out, to let them back in: "managers are fine actually", "managers welcome". */
const LIFT_AFTER =
  "(?:are|is|'re)\\s+(?:(?:actually|also|now|all|totally|perfectly|fine)\\s+)?(?:fine|ok|okay|acceptable|welcome|allowed|alright|all right|good|in)|welcome|allowed|(?:can|could)\\s+stay";
/** Said before them: "we can include managers now", "it's fine if they're managers", "happy to have managers". */
const LIFT_BEFORE =
  "(?:(?:we|i|you)\\s+(?:can|could)\\s+(?:now\\s+|also\\s+)?)?(?:include|allow|let in|bring back|add back)|(?:happy|ok|okay|fine)\\s+(?:to\\s+(?:have|include|see)|with)|(?:it's|it is|that's)\\s+(?:fine|ok|okay)\\s+if\\s+(?:they're|they are)|(?:don't|do not)\\s+mind";

/**
 * Titles the current filter set leaves out that a follow-up lets back in ("managers are fine actually", "we
 * can include managers now"): dropped from its exclusions, and read as no title or level of their own.
 */
function takeLiftedExclusions(
  s: Sentence,
  current: StructuredQuery,
  dropped: Partial<Record<ListField, string[]>>,
): void {
  const excluded = current.titleExcludes ?? [];
  if (excluded.length === 0) return;
  const phrase = "((?:\\p{L}+\\s+){0,2}?\\p{L}+)";
  const shapes = [
    `${phrase}\\s+(?:${LIFT_AFTER})`,
    `(?:${LIFT_BEFORE})\\s+(?:the\\s+)?${phrase}(?=\\s*$|\\s*[,.;!?]|\\s+(?:too|now|again|as well|after all|actually|back|in)\\b)`,
  ];
  for (const shape of shapes) {
    for (const m of [...s.lower.matchAll(words(shape))]) {
      const lifted = excluded.filter((t) =>
        new RegExp(`(?<!${WORD})${escapeRegExp(t.toLowerCase())}s?(?!${WORD})`, "u").test(m[1]),
      );
      if (lifted.length === 0) continue;
      dropped.titleExcludes = [...(dropped.titleExcludes ?? []), ...lifted];
      s.blankSpan(m.index, m.index + m[0].length);
    }
  }
}

/**
 * Values of the current filter set a follow-up drops: "drop Python", "remove Berlin", "Seattle's not
 * right", and an employer swapped out for the bare name beside it.
 */
function takeDroppedValues(
  s: Sentence,
  current: StructuredQuery,
  found: StructuredQuery,
  dropped: Partial<Record<ListField, string[]>>,
): void {
  const VALUE_DROP =
    "(?:drop|remove|without|minus|exclude|excluding|except|take out|no longer|no more|not|no|forget(?: about)?|never mind|instead of|rather than|swap|replace|switch from|skip|leave out|ditch|lose|get rid of|scratch|cross out|strike out|(?:it|they|he|she|the (?:company|employer|firm))\\s+(?:doesn't|does not|don't|do not|needn't|need not)\\s+(?:have to|need to|got to)\\s+be(?:\\s+(?:an?|in|at|based in))?)";
  // The noun a value is named by as a filter: "the Terraform requirement", "the Munich filter", "the gaming
  // industry".
  const AS_FILTER =
    "requirements?|filters?|criteri(?:on|a)|constraints?|conditions?|restrictions?|part|bit|piece|skills?|locations?|cit(?:y|ies)|industr(?:y|ies)|sectors?|titles?|roles?|one|compan(?:y|ies)|firms?|employers?";
  for (const m of [
    ...s.lower.matchAll(
      words(
        `${VALUE_DROP}\\s+([^,.;!?]+?)(?=$|[,.;!?]|\\s+(?:and|but|from|instead|please|for|with|any ?more|i|we|they|let's|give|show)\\b)`,
      ),
    ),
  ]) {
    const pieces = m[1].split(/\s*(?:,|\bor\b|\band\b|\/)\s*/).map((p) =>
      p
        .replace(/^(?:(?:the|any|in|at|from|just|only)\s+)+/, "")
        .replace(new RegExp(`\\s+(?:people|ones|folks|employees|any ?more|${AS_FILTER})$`), "")
        .trim(),
    );
    let used = false;
    for (const piece of pieces) {
      // "not the ones still at X" keeps X as a past employer; it rules out its current staff (read below).
      if (/^(?:ones\s+)?(?:still|currently|now)\s+(?:at|with)\s/.test(piece)) continue;
      for (const field of [
        "skills",
        "locations",
        "countries",
        "companyIndustries",
        "companyNames",
        "titleIncludes",
        "seniorityLevels",
      ] as const) {
        const have = current[field] as string[] | undefined;
        const hit = have?.find((v) => sameValue(field, v, piece));
        if (hit) {
          dropped[field] = [...(dropped[field] ?? []), hit];
          used = true;
        }
      }
      // "forget Java" when Java was never asked for: still not a skill to ask for.
      if (canonicalSkill(piece) !== undefined || Object.hasOwn(SKILL_ALIASES, piece)) used = true;
    }
    if (used) {
      let end = m.index + m[0].length;
      const more = /^\s+any ?more\b/.exec(s.lower.slice(end));
      if (more) end += more[0].length;
      s.blankSpan(m.index, end);
    }
  }
  // "Seattle's not right", "Python is wrong", "Terraform isn't needed any more": the value named first is dropped.
  for (const m of [
    ...s.lower.matchAll(
      words(
        "([\\p{L}\\p{N} .+#-]{1,60}?)(?:'s|\\s+is|\\s+are)\\s+(?:not right|wrong|not it|no good|not what i (?:meant|want(?:ed)?)|a mistake)|([\\p{L}\\p{N} .+#-]{1,60}?)(?:\\s+(?:isn't|is not|aren't|are not|is no longer|are no longer|'s not|'s no longer))\\s+(?:needed|required|necessary|essential|a must|wanted|important)(?:\\s+any ?more)?|([\\p{L}\\p{N} .+#-]{1,60}?)\\s+(?:doesn't|does not|don't|do not)\\s+(?:really\\s+)?matter(?:\\s+any ?more)?|(?:take|cross|strike|knock)\\s+([\\p{L}\\p{N} .+#-]{1,60}?)\\s+off(?:\\s+(?:the|my|our|your)\\s+(?:list|filters?|search|shortlist))?",
      ),
    ),
  ]) {
    // "the fintech part doesn't matter": the value, not the words naming it as a filter.
    const piece = (m[1] ?? m[2] ?? m[3] ?? m[4])
      .trim()
      .replace(/^the\s+/, "")
      .replace(new RegExp(`\\s+(?:${AS_FILTER})$`), "");
    let used = false;
    for (const field of [
      "skills",
      "locations",
      "countries",
      "companyIndustries",
      "companyNames",
      "titleIncludes",
      "seniorityLevels",
    ] as const) {
      const hit = (current[field] as string[] | undefined)?.find((v) => sameValue(field, v, piece));
      if (hit) {
        dropped[field] = [...(dropped[field] ?? []), hit];
        used = true;
      }
    }
    if (used) s.blankSpan(m.index, m.index + m[0].length);
  }
  // "Nimora rather than Vexora": once an employer is swapped out, a bare name is its replacement.
  if (dropped.companyNames) {
    const names = takeCompanies(s, /(?:^|,)/gu);
    if (names.length > 0) add(found, "companyNames", names);
  }
}

/**
 * Title words named as such: "anyone with contractor in their title", "whose title says Staff or Principal".
 */
function takeTitleWords(s: Sentence, found: StructuredQuery): void {
  const TITLE_WORDS = "([\\p{L}\\p{N} &/+#-]{1,100}?)";
  const leftOut = words(EXCLUDE_WORDS);
  for (const m of s.take(
    words(
      `(?:(${EXCLUDE_WORDS}|nobody|no one|no|not)\\s+)?(?:(?:anyone|anybody|everyone|people|those|folks|ones)\\s+)?(?:(?:with|having)\\s+${TITLE_WORDS}\\s+in\\s+(?:their|the|a|his|her)\\s+(?:job\\s+)?titles?|(?:whose|with\\s+(?:a|the))\\s+(?:job\\s+)?titles?\\s+(?:says?|contains?|includes?|has|mentions?|with|reads?)\\s+${TITLE_WORDS}(?=$|[,.;!?()]|\\s+(?:in|at|with|who|and\\s+(?:anyone|who|with)|but)\\b)|(?:titled|with\\s+the\\s+(?:job\\s+)?title(?:\\s+of)?|whose\\s+(?:job\\s+)?title\\s+is)\\s+${TITLE_WORDS}(?=$|[,.;!?()]|\\s+(?:in|at|with|who|and\\s+(?:anyone|who|with)|but)\\b))`,
    ),
  )) {
    const said = (m[2] ?? m[3] ?? m[4])
      .split(/\s*(?:,|\bor\b|\band\b|\/)\s*/)
      .map((w) => w.replace(/^["']|["']$/g, "").trim())
      .filter(Boolean)
      .map(titleCase);
    // The cue may come earlier: "excluding X staff and anyone with contractor in their title"; one after the
    // title words leaves out something else ("anyone with Designer in their title, but skip the interns").
    const excluding = m[1] !== undefined || s.lower.slice(0, m.index).search(leftOut) >= 0;
    add(found, excluding ? "titleExcludes" : "titleIncludes", said);
  }
}

/**
 * "bar" leaving out what follows ("engineers bar Dell", "bar the Equinor ones"), not the place of work a
 * noun names ("a bar", "bar staff", "bar none").
 */
const BAR =
  "(?<!\\b(?:a|the|at|in|of|no|any|every|wine|sports|cocktail|salad|snack|tool|space|search|menu|status|progress|nav|navigation|side|title|task|scroll)\\s)bar(?!\\s+(?:none|staff|managers?|tenders?|work(?:ers)?|and|or|association|exam|council|chart|graph|code|mitzvah|team|owners?|supervisors?|backs?|men|maids?|ista))";

/** Words that leave out what follows them, employers or titles. */
const EXCLUDE_CUE = `(?:(?:we|i)\\s+(?:don't|do not|won't|wouldn't)\\s+(?:want|need)(?:\\s+to\\s+see)?|(?:don't|do not|never)\\s+(?:show|give|list|send|bring up|include|return)(?:\\s+(?:me|us))?|(?:i'd|i would|we'd|we would)\\s+rather\\s+not\\s+(?:see|have|include)|hide|(?:anyone|anybody|everyone|everybody)\\s+but|excluding|exclude|except(?: for)?|apart from|${BAR}|but not|but no|not|no|nobody|no one|none|without|other than|minus|leave out|leaving out|leave aside|leaving aside|set aside|setting aside|rule out|ruling out|drop|remove|filter out|filtering out|skip|skipping|avoid|avoiding|lose|ditch|get rid of|take out|weed out|weeding out|aren't|are not|isn't|is not|(?:do|does|did)(?:n't| not)\\s+(?:currently\\s+|still\\s+)?(?:work|works)|never\\s+worked)`;

/**
 * What an exclusion cue leaves out: the words after "excluding", "but no", "nobody from", "anyone but",
 * up to the end of the clause or a new constraint ("in", "with", "based", a second "at"/"from").
 */
const EXCLUSION = `${EXCLUDE_CUE}\\s+((?:(?:any|all|the|anyone|anybody|everyone|people|folks|those|ones|one)\\s+)*(?:(?:who|that)\\s+(?:currently\\s+|still\\s+|now\\s+)?(?:works?|is|are|working)\\s+)?(?:(?:currently|still|now|working|employed)\\s+)*(?:(?:at|from|for|by)\\s+)?${EXCLUDED_TEXT}+?)(?=$|${EXCLUDED_END}|\\s+(?:please|in|with|based|but|who (?:know|have|live|are based))\\b|(?<!\\b(?:anyone|anybody|everyone|people|folks|those|ones|one|nobody|none|and|or))\\s+(?:at|from)\\b)`;

/**
 * People to leave out: "but no tech leads", "excluding anyone at Acme", "not the ones at agencies". A title
 * goes to titleExcludes; an employer cannot be excluded by the filter set, so it is only noted.
 */
function takeExclusions(s: Sentence, found: StructuredQuery, excludedCompanies: string[]): void {
  for (const m of [...s.lower.matchAll(words(EXCLUSION))]) {
    const start = m.index + m[0].length - m[1].length;
    const read = splitPieces(s, start, start + m[1].length).map((piece) =>
      readExcludedPiece(piece, found, excludedCompanies),
    );
    if (read.some((r) => r !== "nothing" && r !== "no employers"))
      s.blankSpan(m.index, m.index + m[0].length);
    // "not from McKinsey, BCG or Bain", "excluding Deloitte, KPMG and PwC": a list of employers goes on past
    // the comma that ended the phrase.
    const named = read.filter((r) => r === "employers" || r === "employer" || r === "no employers");
    const employerList = named.length > 0 && named.at(-1) !== "no employers";
    if (employerList) takeMoreExcludedEmployers(s, m.index + m[0].length, excludedCompanies);
  }
}

/**
 * One piece of what an exclusion names, split at "and", "or" and commas: employers after "at"/"from" or
 * before "people"/"staff" ("no employers" when those words name none), a bare name ("employer"), or titles
 * (known to the lexicon, or a plural noun for people).
 */
function readExcludedPiece(
  piece: { lower: string; orig: string },
  found: StructuredQuery,
  excludedCompanies: string[],
): "employers" | "no employers" | "employer" | "titles" | "nothing" {
  const p = piece.lower
    .replace(
      /^(?:(?:and|or|no|not|nobody|none|any|all|the|anyone|anybody|everyone|people|folks|those|ones|one)\s+)*/,
      "",
    )
    .replace(/^(?:who|that)\s+(?:currently\s+|now\s+|still\s+)?(?:works?|is|are|working)\s+/, "")
    .replace(/^(?:currently\s+|still\s+)?(?:working|employed)\s+/, "")
    .trim();
  const atCompany = /^(?:(?:still|currently|now)\s+)?(at|from|for|by)\s+(.+)$/.exec(p);
  const named = /^(?:the\s+)?(.+?)\s+(?:people|ones|folks|employees|staff|alumni)$/.exec(p);
  const target = atCompany?.[2] ?? named?.[1];
  // "nobody who works for Emirates": a country's name after "at", "for" or "by" is the employer's.
  const employerPlace = atCompany !== null && atCompany[1] !== "from";
  if (target !== undefined) {
    const offset = piece.lower.lastIndexOf(target);
    const orig = piece.orig.slice(offset, offset + target.length);
    const names = orig
      .split(/\s*(?:,|\bor\b|\band\b|\/)\s*/)
      .map((n) =>
        n
          .trim()
          .replace(/^(?:(?:the|current|currently|present|existing)\s+)+/i, "")
          // "not the ones at X now": when, not part of the name.
          .replace(new RegExp(`\\s+(?:${STILL_NOW})$`, "i"), ""),
      )
      .filter((n) => /^[A-Z0-9]/.test(n) && !isKnownAsEmployer(n, employerPlace));
    excludedCompanies.push(...names);
    // "not just the current ones" names no employer: it is read as something else below.
    return names.length > 0 ? "employers" : "no employers";
  }
  const titles = qualifiedRoles(p);
  // "excluding Stripe and Plaid", "not at Acme or Globex": a name, not a kind of person, is an employer.
  const name = piece.orig
    .replace(/^(?:(?:and|or|no|not|the)\s+)+/i, "")
    .replace(new RegExp(`\\s+(?:${STILL_NOW})$`, "i"), "");
  if (
    titles.length === 0 &&
    /^[A-Z0-9][\p{L}\p{N}&'.-]*(?:\s+[A-Z0-9&][\p{L}\p{N}&'.-]*)*$/u.test(name) &&
    !isKnownWord(name, true) &&
    !NOT_PLACES.test(name)
  ) {
    excludedCompanies.push(name);
    return "employer";
  }
  // "no contractors, no freelancers", "the interns and trainees": a plural noun the lexicon does not
  // know is a title word to leave out all the same.
  const noun = titles.length === 0 ? pluralRoleNoun(p) : undefined;
  if (titles.length > 0 || noun) {
    add(found, "titleExcludes", noun ? [noun] : titles);
    return "titles";
  }
  return "nothing";
}

/** What is said of people who are left out: "X staff are off the table", "anyone at X is off limits". */
const OFF_LIMITS =
  "off the table|off[- ]limits|out of (?:the question|scope|bounds)|a no-go|no-go|excluded|not wanted|not an option|not welcome|out";
const STAFF = "(?:people|employees|staff|folks|ones|workers|alumni|alums|team members)";

/**
 * Employers left out by what is said of their people rather than by a cue before them: "Acme employees
 * are off the table", "anyone at Acme is off limits", "keep Acme people out", "keep out anyone from Acme".
 */
function takeOffLimitsEmployers(s: Sentence, excludedCompanies: string[]): void {
  const names = `(${NAME}(?:${LIST_SEP}${NAME})*)`;
  // Case-sensitive, for names are capitalised: the words around them are read as written in lower case.
  const who = `(?:(?:[Aa]nyone|[Aa]nybody|[Ee]veryone|[Pp]eople|[Ff]olks|[Tt]hose)\\s+(?:(?:who|that)\\s+(?:works?|is|are)\\s+)?(?:(?:currently|still|now|working|employed)\\s+)*(?:at|from|for|by)\\s+)`;
  const shapes = [
    `${who}?${names}(?:\\s+${STAFF})?\\s+(?:is|are)\\s+(?:(?:all|also|now)\\s+)?(?:${OFF_LIMITS})\\b`,
    `\\b[Kk]eep\\s+${who}?${names}(?:\\s+${STAFF})?\\s+out\\b`,
    `\\b[Kk]eep\\s+out\\s+${who}?${names}(?:\\s+${STAFF})?`,
  ];
  for (const shape of shapes) {
    for (const m of [...s.orig.matchAll(new RegExp(shape, "gu"))]) {
      const listed = m[1].split(new RegExp(LIST_SEP, "u")).map((n) => n.trim());
      if (!listed.every((n) => /^\p{Lu}/u.test(n) && !isKnownAsEmployer(n, true))) continue;
      excludedCompanies.push(...listed);
      s.blankSpan(m.index, m.index + m[0].length);
    }
  }
}

/** Names listed after the comma that ended an exclusion of employers, from `at` on: employers left out too. */
function takeMoreExcludedEmployers(s: Sentence, at: number, excludedCompanies: string[]): void {
  const more = new RegExp(
    `^\\s*,\\s*((?:${NAME})(?:${LIST_SEP}(?:${NAME}))*)(?=\\s*(?:$|[,.;!?]))`,
    "u",
  ).exec(s.orig.slice(at, at + 300));
  const names = more?.[1].split(new RegExp(LIST_SEP, "u")).map((n) => n.trim());
  if (more && names?.every((n) => unknownName(n) || (isKnownWord(n) && !isKnownWord(n, true)))) {
    excludedCompanies.push(...names);
    s.blankSpan(at, at + more[0].length);
  }
}

/** An exclusion list that goes on past a comma: "exclude engineering managers, and anyone at Nimora". */
function takeExclusionListRest(s: Sentence, found: StructuredQuery, excludedCompanies: string[]): void {
  if (excludedCompanies.length > 0 || found.titleExcludes) {
    for (const m of [
      ...s.orig.matchAll(
        /(?:^|,|\band\b|\bor\b)\s*(?:(?:and|or|also|plus)\s+)?(?:anyone|anybody|everyone|people|those|folks)\s+(?:who\s+(?:works?|is|are)\s+)?(?:at|from)\s+([A-Z][\p{L}\p{N}&'.-]*(?:[ \t]+[A-Z][\p{L}\p{N}&'.-]*)*)/gu,
      ),
    ]) {
      if (isKnownWord(m[1], true)) continue;
      excludedCompanies.push(m[1]);
      s.blankSpan(m.index, m.index + m[0].length);
    }
  }
}

/**
 * A place or industry to leave out ("engineers in Berlin, not in Munich", "not at fintech companies"): the
 * filter set cannot exclude either, and reading it as one to include would invert it, so it is set aside.
 */
function setAsideExcludedPlaces(s: Sentence): void {
  for (const m of [
    ...s.lower.matchAll(
      words(
        `(?:${EXCLUDE_WORDS}|not|but not|no one|nobody)\\s+(?:(?:anyone|anybody|people|those|folks)\\s+)?(?:(?:who|that)\\s+(?:are|is|live|lives)\\s+)?(?:(?:based|located|living|working)\\s+)?(?:in|from|at)\\s+([\\p{L} .-]{1,60}?)(?=$|[,;!?()]|\\s+(?:and|but|or|with|who|please)\\b)`,
      ),
    ),
  ]) {
    const place = m[1].trim();
    const kind = place.replace(/\s+(?:compan(?:y|ies)|firms?|startups?)$/, "");
    if (cityCode(place) === undefined && countryCode(place) === undefined && industryCode(kind) === undefined)
      continue;
    s.blankSpan(m.index, m.index + m[0].length);
  }
}

/** Titles to leave out: "engineers, but no managers". */
function takeExcludableTitles(s: Sentence, found: StructuredQuery): void {
  for (const [nouns, title] of EXCLUDABLE) {
    if (
      s.take(
        words(
          `(?:excluding|except(?: for)?|but not|not|no|without|other than|exclude|minus|aren't|are not|isn't)\\s+(?:any\\s+|the\\s+)?(?:${nouns})`,
        ),
      ).length > 0
    ) {
      add(found, "titleExcludes", [title]);
    }
  }
}

/** Bounds on years of experience: spans, upper bounds, lower bounds, and a plain count of years. */
function takeYears(s: Sentence, found: StructuredQuery): void {
  const Y = "(?:years?|yrs?|yoe)";
  const N = "(\\d+(?:\\.\\d+)?)";
  for (const m of s.take(words(`(?:between\\s+)?${N}\\s*(?:-|to|and)\\s*${N}\\s*\\+?\\s*${Y}`))) {
    found.minYearsExperience = Number(m[1]);
    found.maxYearsExperience = Number(m[2]);
  }
  // Upper bounds first: "no more than 2 years" and "not over 5 years" hold "more than" and "over", which
  // alone are lower bounds.
  for (const m of s.take(
    words(
      `(?:at most|up to|no more than|not more than|not over|not above|no longer than|(?:a )?maximum(?: of)?|max\\.?|tops)\\s+${N}\\s*${Y}|${N}\\s*${Y}(?:\\s+of)?(?:\\s+(?:experience|exp))?\\s+(?:or less|or fewer|or under|max(?:imum)?|tops|at most)|${N}\\s+or\\s+(?:less|fewer)\\s+${Y}`,
    ),
  )) {
    found.maxYearsExperience = Number(m[1] ?? m[2] ?? m[3]);
  }
  for (const m of s.take(
    words(
      `(?:at least|(?:a )?minimum(?: of)?|min(?:\\.|imum)?|no less than|not less than|no fewer than|not under)\\s+${N}\\s*\\+?\\s*${Y}|${N}\\s*(?:\\+|plus|or more)\\s*${Y}|${N}\\s*${Y}\\s+or more|make it\\s+${N}\\s*\\+?\\s*${Y}`,
    ),
  )) {
    found.minYearsExperience = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  }
  for (const m of s.take(words(`(?:more than|over|above|upwards of)\\s+${N}\\s*${Y}`))) {
    found.minYearsExperience = Number(m[1]) + 1;
  }
  for (const m of s.take(words(`(?:less than|under|fewer than|below)\\s+${N}\\s*${Y}`))) {
    found.maxYearsExperience = Math.max(0, Number(m[1]) - 1);
  }
  for (const m of s.take(
    words(`${N}\\s*${Y}(?:\\s+of)?(?:\\s+(?:experience|exp|in the industry|in industry))`),
  )) {
    found.minYearsExperience ??= Number(m[1]);
  }
}

/** Company size, in numbers of staff or in words ("startups", "enterprise"); numbers win over words. */
function takeCompanySize(s: Sentence, found: StructuredQuery): void {
  const NUM = "(\\d[\\d,.]*\\s*k?)";
  const STAFF = "(?:employees|staff|people|headcount|persons?|workers|ftes?)";
  const bands = new Set<HeadcountRange>();
  for (const m of s.take(words(`(?:between\\s+)?${NUM}\\s*(?:-|to|and)\\s*${NUM}\\s+${STAFF}`))) {
    for (const b of bandsBetween(parseNumber(m[1]), parseNumber(m[2]))) bands.add(b);
  }
  for (const m of s.take(
    words(
      `${NUM}\\s*\\+\\s*${STAFF}|(?<!\\b(?:no|not)\\s+)(?:more than|over|at least|above|upwards of|min(?:imum)?(?: of)?)\\s+${NUM}\\s+${STAFF}`,
    ),
  )) {
    const n = parseNumber(m[1] ?? m[2]);
    for (const b of bandsAtLeast(m[1] ? n : n + 1)) bands.add(b);
  }
  for (const m of s.take(
    words(
      `(?:fewer than|less than|under|below|up to|at most|no more than|max(?:imum)?(?: of)?)\\s+${NUM}\\s+${STAFF}`,
    ),
  )) {
    const n = parseNumber(m[1]);
    for (const b of bandsAtMost(/fewer|less|under|below/.test(m[0]) ? n - 1 : n)) bands.add(b);
  }
  // The bound after the number: "10 people or fewer", "50 or less staff", "200 employees max", "1,000 or more".
  const AT_MOST = "or (?:fewer|less)|(?:at )?max(?:imum)?|at most|tops";
  for (const m of s.take(
    words(
      `${NUM}\\s+${STAFF}\\s+(?:${AT_MOST})|${NUM}\\s+or\\s+(?:fewer|less)\\s+${STAFF}|${NUM}\\s+${STAFF}\\s+or\\s+more|${NUM}\\s+or\\s+more\\s+${STAFF}`,
    ),
  )) {
    const atMost = m[1] ?? m[2];
    const n = parseNumber(atMost ?? m[3] ?? m[4]);
    for (const b of atMost ? bandsAtMost(n) : bandsAtLeast(n - 1)) bands.add(b);
  }
  // A size in numbers says more than a word for it: "tiny companies (under 10 people)" is 1-10.
  const counted = bands.size > 0;
  for (const [re, list] of [
    [LARGEST_WORDS, LARGEST_BANDS],
    [SMALL_WORDS, SMALL_BANDS],
    [SCALEUP_WORDS, SCALEUP_BANDS],
    [MID_WORDS, MID_BANDS],
    [BIG_WORDS, BIG_BANDS],
  ] as const) {
    if (s.take(words(re)).length > 0 && !counted) for (const b of list) bands.add(b);
  }
  if (bands.size > 0) found.headcountRanges = HEADCOUNT_RANGES.filter((b) => bands.has(b));
}

/** Where a past employer is named as being: "in their past", "on their CV", "in their background". */
const IN_THEIR_PAST =
  "(?:in|on|from)\\s+(?:their|his|her|the)\\s+(past|(?:work |employment |job )?history|background|cv|resume|résumé|career|track record)";
const NAMED_IN_PAST = new RegExp(
  `(?<![\\p{L}\\p{N}])with\\s+(\\p{Lu}[\\p{L}\\p{N}&'.-]*(?:[ \\t]+\\p{Lu}[\\p{L}\\p{N}&'.-]*)*)\\s+${IN_THEIR_PAST}(?![\\p{L}\\p{N}])`,
  "giu",
);

/**
 * Employers named before where they are in someone's career: "with Brimco in their past", "with Brimco on
 * their CV". A past or a work history holds employers only; a CV or background may hold a skill instead.
 */
function takeEmployersInPast(s: Sentence): string[] {
  const names: string[] = [];
  for (const m of [...s.orig.matchAll(NAMED_IN_PAST)]) {
    const employersOnly = /past|history/i.test(m[2]);
    if (!employersOnly && isKnownWord(m[1], true)) continue;
    if (cityCode(m[1].toLowerCase()) !== undefined || countryCode(m[1].toLowerCase()) !== undefined) continue;
    names.push(m[1]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
  return names;
}

/**
 * Employers: past ones ("used to work at", "ex-", "alumni") with currentEmployersOnly false, current ones
 * ("at", "from", "working for"), less those the sentence leaves out, and employers named by domain.
 */
function takeEmployers(s: Sentence, found: StructuredQuery, excludedCompanies: string[]): void {
  const past = takeCompanies(
    s,
    "(?:past|former|previous|old)\\s+(?:employees|staff|people|colleagues|workers|team members|engineers|hires)\\s+(?:of|from|at)(?=\\s)|(?:used to work|(?:previously|formerly|once|who|that|have|has|had|who have|who've|who had)?\\s*worked)\\s+(?:at|for)(?=\\s)|(?:previously|formerly|once|were|was)\\s+(?:at|with|of)(?=\\s)|(?:previously|formerly|once|used to be|had been|were|was)\\s+employed\\s+(?:by|at|with)(?=\\s)|(?:with|after|had|has|have)\\s+an?\\s+(?:(?:past|previous|earlier|former)\\s+)?(?:stint|spell|tenure|period)\\s+(?:at|with)(?=\\s)|(?:spent\\s+(?:some\\s+)?(?:time|years)|(?:did|had|has|have)\\s+(?:done\\s+)?an?\\s+stint)\\s+at(?=\\s)|used to be\\s+(?:at|with)(?=\\s)|former(?=\\s)|alumni\\s+(?:of|from)|alums\\s+(?:of|from)|past employers?\\s*(?:is|was|were|of|includes?|including|like|such as|:)?|previous employers?\\s*(?:is|was|were|of|includes?|including|like|such as|:)?|came from|(?:who|that|who've|who'd)\\s+(?:have\\s+|has\\s+|had\\s+)?(?:since\\s+|recently\\s+|already\\s+)?(?:left|quit|moved on from)|(?:have|has|had)\\s+(?:since\\s+)?(?:left|quit|moved on from)",
  );
  past.push(...takeEmployersInPast(s));
  // "ex-Googlers", "ex-Amazonians", "ex-Microsofties": the people named after the company are its alumni.
  past.push(
    ...takeCompanies(s, new RegExp(`(?<!${WORD})ex-`, "giu")).map((n) =>
      n.replace(/^([A-Z][a-z]+e)rs$/, "$1").replace(/^([A-Z][a-z]+)(?:ians|ies)$/, "$1"),
    ),
  );
  // "Zenora Health alumni", "Zenora veterans": the name comes first.
  for (const m of [
    ...s.orig.matchAll(
      /([A-Z][\p{L}\p{N}&'.-]*(?:[ \t]+[A-Z][\p{L}\p{N}&'.-]*)*)\s+(?:alumni|alums|veterans)\b/gu,
    ),
  ]) {
    if (isKnownWord(m[1], true)) continue;
    past.push(m[1]);
    s.blankSpan(m.index, m.index + m[0].length);
  }
  if (past.length > 0) {
    add(found, "companyNames", past);
    found.currentEmployersOnly = false;
    // "with a stint at X behind them": where the stint is in their career, not a word of the role.
    s.take(words("(?:behind|under)\\s+(?:them|him|her|their belts?|his belt|her belt)"));
    // "used to be at X but aren't any more": not its current staff.
    if (
      s.take(
        words(
          "(?:but\\s+)?(?:aren't|are not|isn't|is not|no longer)(?:\\s+there)?(?:\\s+any ?more)?|who left",
        ),
      ).length > 0
    )
      excludedCompanies.push(...past);
  }
  // Widening an employer filter already set: "people who used to work there count too".
  const PAST_TOO =
    "(?:used to work|(?:have |who )?worked) there|past (?:employers?|roles?|jobs?) (?:count|too|as well|also)|(?:including|include|plus) (?:past|former|previous) (?:employers?|employees|roles?|jobs?)|former employees (?:too|count|as well)|current or (?:past|former|previous)|(?:past|former|previous) or current|not just (?:the\\s+)?current (?:employees|staff|people|ones)|current and (?:past|former|previous)";
  if (s.take(words(PAST_TOO)).length > 0) found.currentEmployersOnly = false;
  const currentCos = takeCompanies(
    s,
    "(?:currently|now)?\\s*(?:working|employed|works?)\\s+(?:at|for)(?=\\s)|(?:currently|now)\\s+at(?=\\s)|(?:employees|staff|people|folks|team members)\\s+(?:of|from|at)(?=\\s)|at(?=\\s)|from(?=\\s)",
  );
  // An employer the sentence leaves out is never one to search, however its name was read twice ("nobody
  // from X" beside "at X"); only its former staff, asked for above, keep it as a past employer.
  const leftOutCos = new Set(excludedCompanies.map((n) => n.toLowerCase()));
  const wantedCos = currentCos.filter((n) => !leftOutCos.has(n.toLowerCase()));
  if (wantedCos.length > 0) add(found, "companyNames", wantedCos);
  // Employers named by domain are unambiguous wherever they appear.
  for (const m of s.take(/\b[a-z0-9-]+\.example\b/g)) add(found, "companyNames", [m[0]]);
}

/** What says the role after it is held now: "who are now", "now working as", "working as a". */
const NOW_CUE =
  "(?:(?:and\\s+)?(?:(?:who|that)\\s+)?(?:are|is|'re)\\s+now|now|currently)(?:\\s+(?:working|employed|serving)\\s+as)?(?:\\s+an?)?|(?:working|employed|serving)\\s+as(?:\\s+an?)?";
/** What says a role before it was held in the past: "former", "ex-", "used to be". */
const PAST_ROLE_CUE =
  /(?<![\p{L}\p{N}])(?:(?:former|formerly|used to be|previously|once|who were)(?![\p{L}\p{N}])|ex-)/gu;

/**
 * The role held now, when a sentence names a past one too: "former consultants who are now product
 * directors" and "used to be nurses and are now working as consultants" ask for the second only; "alumni
 * working as designers" for designers. The cue and the past role are set aside; employers were read before
 * (`asSaid`: the sentence as said, where the past cue may since have been read with its employer).
 */
function takeRoleHeldNow(s: Sentence, asSaid: string): void {
  const cueRe = words(`(?:${NOW_CUE})(?=\\s+(?!(?:in|at|based|with|living|located|on|for)\\b)\\p{L})`);
  cueRe.lastIndex = 0;
  const cue = cueRe.exec(s.lower);
  if (!cue) return;
  const said = asSaid.slice(0, cue.index);
  const past = [...said.matchAll(PAST_ROLE_CUE)].at(-1);
  let from = cue.index;
  if (past && (/\bnow\b/.test(cue[0]) || /\b(?:working|employed|serving)\b/.test(cue[0]))) {
    // The past role runs from its cue to the "now", short of any place, employer or skill said between.
    const between = s.lower.slice(past.index, cue.index);
    const stop = /\s(?:in|at|with|from|based|who know|,)\s/.exec(between);
    if (!stop) from = past.index;
  }
  s.blankSpan(from, cue.index + cue[0].length);
}

/**
 * A product written in its own mixed case before engineers or developers ("WordPress developers", "PyTorch
 * engineers") is what they work with, a skill, as "Python developers" is: no table need know it.
 */
function takeProductSkills(s: Sentence, found: StructuredQuery): void {
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(\\p{Lu}\\p{Ll}+\\p{Lu}[\\p{L}\\p{N}]*)(?=\\s+${ENG}(?![\\p{L}\\p{N}]))`,
    "gu",
  );
  for (const m of [...s.orig.matchAll(re)]) {
    if (!unknownName(m[1])) continue;
    add(found, "skills", [m[1]]);
    s.blankSpan(m.index, m.index + m[1].length);
  }
}

/**
 * Roles, skills, industries, seniority and places, from the most specific pass to the vaguest, and for a
 * follow-up the places it amends and the role noun it swaps in.
 */
function takeKinds(
  s: Sentence,
  r: Reading,
  current: StructuredQuery | undefined,
  listGoesOn?: "excludedCompanies",
): void {
  const { found, dropped, excludedCompanies } = r;
  takeFunctionLevels(s, found);
  takeRoles(s, found, SPECIFIC_ROLES);
  takeProductSkills(s, found);
  takeProfessions(s, found, false);
  // Multi-word skills before industries: "Application Security" is a skill, not the security industry.
  takeSkills(s, found, true);
  takeIndustries(s, found);
  takeGenericRoles(s, found);
  for (const [re, level] of SENIORITY_WORDS)
    if (s.take(words(re)).length > 0) add(found, "seniorityLevels", [level]);
  takePlaces(s, found);
  takeSkills(s, found, false);
  takeListMembers(s, found);
  takeUnknownSkills(s, found);
  takeUnknownPlaces(s, found);
  if (listGoesOn === "excludedCompanies") excludedCompanies.push(...takeMoreNames(s));
  if (current) takeAmendedPlaces(s, found, current, !!(dropped.locations || dropped.countries));
  takeProfessions(s, found, true);
  // A role noun replaces the role a follow-up swaps out ("not paralegals any more, conveyancers"), or one it
  // asks about ("what about glassblowers?").
  if (!found.titleIncludes && (!current || dropped.titleIncludes || s.has(words(FOLLOW_UP_ROLE))))
    takeRoleNoun(s, found);
}

/**
 * `listGoesOn` names the list the previous turn of a conversation ended on, so a follow-up of bare names
 * ("and Meta too" after "exclude anyone at Google") goes on with it.
 */
function read(
  prompt: string,
  current: StructuredQuery | undefined,
  listGoesOn?: "excludedCompanies",
): Reading {
  const s = new Sentence(readNumberWords(readablePart(prompt)));
  // The sentence before any pass set words aside, for the passes that look back at what was said.
  const asSaid = s.lower;
  writtenUpper = new Set(
    [...s.orig.matchAll(/(?<![\p{L}\p{N}])[A-Z]{2,6}(?![\p{L}\p{N}])/gu)].map((m) => m[0].toLowerCase()),
  );
  const r: Reading = {
    found: {},
    cleared: new Set<Field>(),
    dropped: {},
    excludedBands: [],
    excludedCompanies: [],
    additive: isAdditive(s, current),
  };
  const { found, excludedCompanies } = r;
  takeKeywords(s, found);
  // "Stripe-like payments companies": the comparison names no employer; the industry words still count.
  s.take(/(?<![\p{L}\p{N}.&])[\p{L}\p{N}.&]+-(?:like|style|esque)\b/gu);

  // --- What to drop and what to leave out ------------------------------------------------------------
  takeSizesLeftOut(s, r.excludedBands);
  takeClearedFields(s, r.cleared);
  takeLiftedFlags(s, r.cleared);
  // Dropping a value the current filter set holds ("drop Python", "remove Berlin").
  if (current) takeLiftedExclusions(s, current, r.dropped);
  if (current) takeDroppedValues(s, current, found, r.dropped);
  takeTitleWords(s, found);
  takeOffLimitsEmployers(s, excludedCompanies);
  takeExclusions(s, found, excludedCompanies);
  takeExclusionListRest(s, found, excludedCompanies);
  setAsideExcludedPlaces(s);
  takeExcludableTitles(s, found);

  // --- Flags --------------------------------------------------------------------------------------
  if (s.take(words(RECENT_WORDS)).length > 0) found.recentlyChangedJobs = true;
  if (s.take(words(VERIFIED_WORDS)).length > 0) found.verifiedEmailOnly = true;

  takeYears(s, found);
  takeCompanySize(s, found);
  takeEmployers(s, found, excludedCompanies);
  takeRoleHeldNow(s, asSaid);
  takeKinds(s, r, current, listGoesOn);

  for (const f of ["titleIncludes", "titleExcludes"] as const)
    if (found[f]) found[f] = [...new Set(found[f].map(populationSpelling))];
  return r;
}

/** Two spellings of the same words in titles: profiles say "Head of HR" but "Director of Human Resources". */
const SPELLINGS: [RegExp, string][] = [
  [/\bHuman Resources\b/, "HR"],
  [/\bHR\b/, "Human Resources"],
];
const spelled = new Map<string, string>();

/** A title as profiles spell it, when they spell it only the other way. */
function populationSpelling(title: string): string {
  let out = spelled.get(title);
  if (out === undefined) {
    const held = (t: string) => TITLES.some((x) => x.toLowerCase().includes(t.toLowerCase()));
    out = title;
    if (!held(title)) {
      const variants = SPELLINGS.map(([re, other]) => title.replace(re, other));
      out = variants.find((v) => v !== title && held(v)) ?? title;
    }
    if (spelled.size < 512) spelled.set(title, out);
  }
  return out;
}

/** Words for people a level holds that name a narrower kind of title than the level itself. */
const NARROWER_THAN_LEVEL = /^(?:the\s+)?(?:interns?|trainees?|apprentices?)$/;

function sameValue(field: ListField, have: string, said: string): boolean {
  const a = have.toLowerCase();
  const b = said.toLowerCase();
  if (a === b) return true;
  switch (field) {
    case "skills":
      return canonicalSkill(said)?.toLowerCase() === a || SKILL_ALIASES[b]?.toLowerCase() === a;
    case "locations":
      return cityCode(said) !== undefined && cityCode(said) === cityCode(have);
    case "countries":
      return countryCode(said) !== undefined && countryCode(said) === countryCode(have);
    case "companyIndustries":
      return industryCode(said) !== undefined && industryCode(said) === industryCode(have);
    case "seniorityLevels":
      // "remove the interns" leaves out a kind of entry-level title, not the level the search asks for.
      if (NARROWER_THAN_LEVEL.test(b)) return false;
      return (
        b.replace(/s$/, "") === a ||
        SENIORITY_WORDS.some(
          ([re, level]) => level.toLowerCase() === a && new RegExp(`^(?:${re})$`, "iu").test(b),
        )
      );
    case "titleIncludes":
      // "instead of designers" after "product designers": the broader word names the title held.
      return (
        singular(b) === a ||
        qualifiedRoles(b).some((t) => t.toLowerCase() === a || ` ${a} `.includes(` ${t.toLowerCase()} `))
      );
    case "companyNames":
      return b.replace(/^(?:the\s+)?(?:ones\s+)?(?:at\s+)?/, "") === a;
    default:
      return false;
  }
}

/** A name to look for, longest first so "new york city" wins over "new york". */
interface Lookup {
  re: RegExp;
  caseSensitive: boolean;
  value: string;
  /** The alias's first word in lower case: a sentence with no word starting so cannot hold it. */
  first: string;
  /** Read in the sentence without accents (the alias is written without them too). */
  unaccented: boolean;
}

/** `unaccented`: names read without accents, as places are ("Zurich" and "Zürich" alike). */
function lookups(
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
let cityLookups: Lookup[] | undefined;
let countryLookups: Lookup[] | undefined;
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

function takeAll(
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

function takeIndustries(s: Sentence, q: StructuredQuery): void {
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

function takePlaces(s: Sentence, q: StructuredQuery): void {
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

function takeSkills(s: Sentence, q: StructuredQuery, multiWordOnly: boolean): void {
  skillLookups ??= lookups(
    [...SKILLS.map((sk) => [sk.toLowerCase(), sk] as const), ...Object.entries(SKILL_ALIASES)],
    "[- ]",
  );
  takeAll(s, q, "skills", skillLookups, multiWordOnly ? (l) => / |-/.test(l.re.source) : undefined);
  if (!multiWordOnly && s.take(LETTER_SKILL, true).length > 0) add(q, "skills", ["R"]);
}

/** R, the statistics language: a capital R standing alone, not the R of "R&D" or an initial ("R. Smith"). */
const LETTER_SKILL = /(?<![\p{L}\p{N}+#&.'’-])R(?![\p{L}\p{N}+#]|\s*[&.'’-]\s*\p{L})/gu;

// ---------------------------------------------------------------------------------------------------

const LOCATION_FIELDS: Field[] = ["locations", "countries"];

/**
 * Turns an English sentence into a filter set. With `current`, amends it: fields the sentence names are
 * replaced (or extended when it says "also"/"add"), fields it drops are removed, the rest are kept.
 */
export function translateSentence(prompt: string, current?: StructuredQuery): StructuredQuery {
  return readSentence(prompt, current).query;
}

/** "Director of X" ↔ "VP of X": the level a function title carries, so a level swap can rewrite it. */
const LEVEL_PREFIX: Record<string, string> = { VP: "VP of ", Director: "Director of ", CXO: "Chief " };

/** What the current filter set keeps of the fields and values a follow-up drops. */
function dropFromCurrent(out: Amended, { cleared, dropped }: Reading): void {
  for (const f of cleared) delete out[f];
  for (const [field, values] of Object.entries(dropped) as [ListField, string[]][]) {
    const left = ((out[field] as string[] | undefined) ?? []).filter((v) => !values.includes(v));
    if (left.length > 0) out[field] = left;
    else delete out[field];
  }
}

/**
 * A level swapped or added with no title of its own moves the function titles along ("VPs rather than
 * directors", "include directors too" after "marketing VPs"): each function title at the new level.
 */
function moveFunctionTitles(
  out: Amended,
  { found, additive }: Reading,
  current: StructuredQuery & { titleIncludes: string[] },
  levels: string[],
): void {
  const depts = new Set(Object.values(DEPTS));
  const functionTitles = (titles: string[], level: string) =>
    titles.flatMap((t) => {
      for (const [from, prefix] of Object.entries(LEVEL_PREFIX))
        if (from !== level && LEVEL_PREFIX[level] && from !== "CXO" && t.startsWith(prefix))
          return [LEVEL_PREFIX[level] + t.slice(prefix.length)];
      // "marketing people" then "just the VPs": the function at that level.
      if (depts.has(t) && level !== "CXO" && LEVEL_PREFIX[level]) return [LEVEL_PREFIX[level] + t];
      // "HR managers" then "directors too": the manager's function at that level.
      const managed = /^(.+) Manager$/.exec(t)?.[1];
      const dept = managed && (DEPTS[managed.toLowerCase()] ?? (depts.has(managed) ? managed : undefined));
      if (dept && level !== "CXO" && LEVEL_PREFIX[level])
        return [populationSpelling(LEVEL_PREFIX[level] + dept)];
      return [];
    });
  const moved = levels.flatMap((l) => functionTitles(current.titleIncludes, l));
  const movedFrom = current.titleIncludes.filter((t) =>
    levels.some((l) => functionTitles([t], l).length > 0),
  );
  // Adding a level beside a title that had none widens the search to it, not down to it.
  if (moved.length > 0 && additive && !current.seniorityLevels) delete found.seniorityLevels;
  if (moved.length > 0) {
    const kept = (out.titleIncludes as string[] | undefined) ?? [];
    const base = additive
      ? current.titleIncludes
      : kept.filter(
          (t) =>
            !Object.values(LEVEL_PREFIX).some((p) => t.startsWith(p)) &&
            !depts.has(t) &&
            !movedFrom.includes(t),
        );
    out.titleIncludes = [...new Set([...base, ...moved])];
  }
}

/** How a follow-up's level and titles amend the level and titles of the current filter set. */
function amendLevels(out: Amended, r: Reading, current: StructuredQuery): void {
  const { found, additive } = r;
  const newTitles = found.titleIncludes !== undefined;
  const levels = found.seniorityLevels ?? [];
  if (!newTitles && levels.length > 0 && current.titleIncludes)
    moveFunctionTitles(out, r, { ...current, titleIncludes: current.titleIncludes }, levels);
  // A new title that carries its own level ("heads of design instead") replaces the old level too.
  const levelled = /^(?:head of|vp of|director of|chief)\b/i;
  if (
    newTitles &&
    !additive &&
    !found.seniorityLevels &&
    current.seniorityLevels &&
    found.titleIncludes!.every((t) => levelled.test(t))
  )
    delete out.seniorityLevels;
  // Adding a title to a search with no level does not narrow it to that title's level.
  if (additive && newTitles && current.titleIncludes && !current.seniorityLevels)
    delete found.seniorityLevels;
}

/**
 * Places: a new one replaces the old unless added or swapped, and a city that is also a country named
 * beside countries is the country. Returns whether the sentence swapped a place out.
 */
function settlePlaces(
  out: Amended,
  { found, dropped, additive }: Reading,
  current?: StructuredQuery,
): boolean {
  const foundPlace = LOCATION_FIELDS.some((f) => found[f] !== undefined);
  const swappedPlace = LOCATION_FIELDS.some((f) => dropped[f as ListField] !== undefined);
  if (current && foundPlace && !additive && !swappedPlace) for (const f of LOCATION_FIELDS) delete out[f];
  // A city that is also a country, named beside countries, is the country ("India, Singapore or Japan").
  if (found.locations && (found.countries || (current?.countries && !current.locations))) {
    const both = found.locations.filter((l) => countryCode(l) !== undefined);
    if (both.length > 0) {
      found.locations = found.locations.filter((l) => !both.includes(l));
      if (found.locations.length === 0) delete found.locations;
      found.countries = [...(found.countries ?? []), ...both.map((l) => COUNTRIES[countryCode(l)!])];
    }
  }
  if (current && found.companyNames && !additive) delete out.currentEmployersOnly;
  return swappedPlace;
}

/** The values read into the filter set: list fields replaced, or extended when added to or swapped. */
function mergeFound(
  out: Amended,
  { found, dropped, additive }: Reading,
  current: StructuredQuery | undefined,
  swappedPlace: boolean,
): void {
  for (const [field, value] of Object.entries(found)) {
    if (Array.isArray(value)) {
      const had = (out[field] as string[] | undefined) ?? [];
      const extend =
        current &&
        (additive ||
          dropped[field as ListField] !== undefined ||
          (field in dropped === false && LOCATION_FIELDS.includes(field as Field) && swappedPlace));
      out[field] = extend ? [...new Set([...had, ...value])] : [...value];
    } else {
      out[field] = value;
    }
  }
}

/** A new bound the old opposite bound contradicts replaces it: "juniors with under 3 years" after "8+ years". */
function settleYearBounds(out: Amended, found: StructuredQuery): void {
  const lo = out.minYearsExperience as number | undefined;
  const hi = out.maxYearsExperience as number | undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) {
    if (found.maxYearsExperience !== undefined && found.minYearsExperience === undefined)
      delete out.minYearsExperience;
    else if (found.minYearsExperience !== undefined && found.maxYearsExperience === undefined)
      delete out.maxYearsExperience;
  }
}

/** Exclusions the filter set cannot say or that leave nobody set aside, and employer flags without employers. */
function settleLeftOut(out: Amended, { found, excludedBands }: Reading): void {
  // A title left out that is also asked for would leave nobody ("backend engineers, no Go backend engineers":
  // the filter set cannot leave out a skill): the exclusion the filter set cannot say is set aside.
  if (Array.isArray(out.titleExcludes) && Array.isArray(out.titleIncludes)) {
    const asked = new Set((out.titleIncludes as string[]).map((t) => t.toLowerCase()));
    out.titleExcludes = (out.titleExcludes as string[]).filter((t) => !asked.has(t.toLowerCase()));
  }
  if (excludedBands.length > 0) {
    // The bands a size named beside it asks for stay: "mid-size rather than startups" keeps 51-200.
    const asked = found.headcountRanges ?? [];
    const base = (out.headcountRanges as HeadcountRange[] | undefined) ?? [...HEADCOUNT_RANGES];
    out.headcountRanges = base.filter((b) => !excludedBands.includes(b) || asked.includes(b));
  }
  // A sentence that names the size it wants as well as the size it does not ("startups, not big companies").
  if (Array.isArray(out.headcountRanges) && out.headcountRanges.length === 0) delete out.headcountRanges;
  if (out.currentEmployersOnly !== undefined && !out.companyNames) delete out.currentEmployersOnly;
  if (out.currentEmployersOnly === true) delete out.currentEmployersOnly;
}

/** A filter set being amended, field by field. */
type Amended = Record<string, unknown>;

/**
 * Translate's reading plus what the filter set cannot carry: the employers the sentence rules out. With
 * `current`, amends it: fields the sentence names are replaced (or extended when it says "also"/"too"), a
 * value it swaps out ("instead of X", "not X any more") is dropped and the new one added to the rest.
 */
export function readSentence(
  prompt: string,
  current?: StructuredQuery,
  previous?: { excludedCompanies: string[] },
): { query: StructuredQuery; excludedCompanies: string[]; namesRole: boolean } {
  const r = read(prompt, current, previous?.excludedCompanies.length ? "excludedCompanies" : undefined);
  const out: Amended = { ...(current ?? {}) };
  dropFromCurrent(out, r);
  if (current) amendLevels(out, r, current);
  const swappedPlace = settlePlaces(out, r, current);
  mergeFound(out, r, current, swappedPlace);
  if (current) settleYearBounds(out, r.found);
  settleLeftOut(out, r);
  return {
    query: tidy(out as StructuredQuery),
    excludedCompanies: r.excludedCompanies,
    namesRole: r.found.titleIncludes !== undefined,
  };
}

/** Drops empty values and orders fields as the schema does, so equal readings serialise equally. */
function tidy(q: StructuredQuery): StructuredQuery {
  const out: Record<string, unknown> = {};
  for (const f of STRUCTURED_QUERY_FIELDS) {
    const v = q[f];
    if (v === undefined || v === null || v === "") continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[f] = v;
  }
  return out as StructuredQuery;
}
