// Labelling conventions of the evaluation sets: ways two careful people write down the same filter set
// differently. The scorer folds both the label and the reading through them before comparing, so a
// sentence is scored on what it means, not on which of two spellings its labeller preferred. Nothing here
// knows the reader's vocabulary; each rule is a convention of written English job titles and places:
//
// - case, accents ("São Paulo" = "Sao Paulo", "Kraków" = "Krakow"), hyphens and plurals;
// - in a title, word order and "of": "finance director" = "Director of Finance";
// - a standard initialism of a title and its spelling out: "CFO" = "Chief Financial Officer", "HR" =
//   "Human Resources", "VP" = "Vice President" (C-suite, HR, ML, QA, SRE, VP only), and a title word
//   written short: "lab" = "laboratory", "BI" = "business intelligence", "helpdesk" = "help desk";
// - British and American spellings of a word: "adviser" = "advisor", "paediatric" = "pediatric";
// - "developer" = "engineer", and "software" is the default kind of either ("software developer" =
//   "engineer", "mobile developer" = "mobile engineer"; "civil engineer" stays a civil engineer);
// - a level word leading an included title is the seniority level it implies: "staff engineer" = title
//   "engineer" with seniority Senior, "junior accountant" = "accountant" with Entry (staff, principal,
//   lead, senior: Senior; junior, entry-level: Entry). A title that is only a level word is left alone.
//
// - a function with its level is written either as a title ("VP of Marketing", "finance director") or as
//   the function word with the level as a seniority ("marketing" + VP): a title made of a business
//   function and a level word (VP, director) whose level the seniority also carries is the function word
//   and that seniority. A function's "manager" title ("Sales Manager", "HR Manager") is held at the
//   Manager level, so it also implies that seniority (a product, account, project or program manager is a
//   role of its own, not a function's manager, and is left alone); a "head of X" is left as written.
// - an industry is named by the words that say what it does, without a generic noun: "Legal Services" =
//   "legal" (services, industry, sector).
//
// - where two held-out sets label the same words with different titles, so that no reading can satisfy
//   both, either label is accepted (DISAGREEMENTS below, each with the sentences that disagree). The same
//   holds for a few bounds the sets label differently, each only for a sentence that says those words
//   (BOUND_DISAGREEMENTS below): "startups" with or without the 51-200 band, "under N years" as at most
//   N−1 or N, "more than N years" and "over a decade" as at least N+1 or N.
//
// Anything else — a different role, a broader or narrower title, another place — still counts as a miss.
import type { StructuredQuery } from "../../../src/contract/schemas.js";

// The judge folds the same few thousand names and titles for every person it checks: each is folded once.
const folded = new Map<string, string>();
const titleWordsOf = new Map<string, string[]>();
/** Each held title folded once: a judge tests every title of the world against each label. */
const foldedTitles = new Map<string, string>();
const titleWordSets = new Map<string, Set<string>>();

/** Lower case, no accents, no punctuation but the characters skills use. */
export function fold(s: string): string {
  let f = folded.get(s);
  if (f === undefined) {
    f = foldOnce(s);
    folded.set(s, f);
  }
  return f;
}

function foldOnce(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[-\u2010-\u2015]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const INITIALISMS: Record<string, string> = {
  ceo: "chief executive officer",
  cto: "chief technology officer",
  cfo: "chief financial officer",
  cmo: "chief marketing officer",
  coo: "chief operating officer",
  cro: "chief revenue officer",
  cdo: "chief data officer",
  chro: "chief human resources officer",
  hr: "human resources",
  ml: "machine learning",
  qa: "quality assurance",
  sre: "site reliability engineer",
  sdr: "sales development representative",
  bdr: "business development representative",
  "vice president": "vp",
  // Title words written short or in full: "Lab Technician" = "Laboratory Technician".
  lab: "laboratory",
  bi: "business intelligence",
  helpdesk: "help desk",
};
const SPELT_OUT = new RegExp(
  `\\b(?:${Object.keys(INITIALISMS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "g",
);

/** British spellings of title words, as the American ones. */
const SPELLINGS: Record<string, string> = {
  adviser: "advisor",
  organiser: "organizer",
  centre: "center",
  labour: "labor",
  programme: "program",
  paediatric: "pediatric",
  paediatrician: "pediatrician",
  orthopaedic: "orthopedic",
  anaesthetist: "anesthetist",
  haematology: "hematology",
  gynaecology: "gynecology",
  gynaecologist: "gynecologist",
  defence: "defense",
  licence: "license",
  jewellery: "jewelry",
  theatre: "theater",
  tyre: "tire",
  counsellor: "counselor",
  counselling: "counseling",
};

const LEVELS: [RegExp, string][] = [
  [/^(?:staff|principal|lead|senior|sr)\s+/, "Senior"],
  [/^(?:junior|jr|entry level|graduate)\s+/, "Entry"],
];

function singular(w: string): string {
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x)es$/.test(w)) return w.slice(0, -2);
  if (/[^su]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** A title's words in the folded form: initialisms spelt out, developer as engineer, singular. */
export function titleWords(title: string): string[] {
  let words = titleWordsOf.get(title);
  if (!words) {
    words = titleWordsOnce(title);
    titleWordsOf.set(title, words);
  }
  return words;
}

function titleWordsOnce(title: string): string[] {
  const words = fold(title)
    .replace(SPELT_OUT, (m) => INITIALISMS[m])
    .replace(/[^\p{L}\p{N}&+# ]/gu, " ")
    .split(" ")
    .filter(Boolean)
    .map(singular)
    .map((w) => SPELLINGS[w] ?? w)
    .map((w) => (w === "developer" || w === "dev" ? "engineer" : w));
  return words.filter((w, k) => !(w === "software" && words[k + 1] === "engineer"));
}

/** A title in the folded form, with the level word it leads with taken out as a seniority. */
function titleForm(title: string, levelAsSeniority: boolean): { title: string; level?: string } {
  let text = fold(title);
  let level: string | undefined;
  if (levelAsSeniority) {
    for (const [re, l] of LEVELS) {
      const rest = text.replace(re, "");
      if (rest !== text && rest.trim() !== "") {
        text = rest;
        level = l;
        break;
      }
    }
  }
  const words = titleWords(text).filter((w) => w !== "of" && w !== "the");
  return { title: words.sort().join(" "), level };
}

/** Level words that, with a function, make a title of that function at that level (and their seniority). */
const FUNCTION_LEVELS: Record<string, string> = { vp: "VP", director: "Director" };
/** Words that make "director" or "VP" a title of its own rather than the head of a function. */
const NOT_FUNCTIONS = new Set(
  "managing executive non creative art medical technical account program programme project associate assistant deputy regional funeral film".split(
    " ",
  ),
);
/**
 * Business functions whose "manager" title is held at the Manager level (in the population every such title
 * is, which the evaluation checks). Product, account, project and program managers are roles, not a
 * function's managers, so they are not here.
 */
export const MANAGED_FUNCTIONS = [
  "sales",
  "marketing",
  "operations",
  "human resources",
  "finance",
  "engineering",
  "design",
  "customer support",
  "support",
];
const MANAGED = new Set(MANAGED_FUNCTIONS.map((f) => [...titleWords(f)].sort().join(" ")));

/**
 * A folded title that is a function at a level (words sorted, "of" dropped): the function's words and the
 * seniority its level word means, or undefined.
 */
function functionAtLevel(words: string[]): { fn: string[]; level: string } | undefined {
  const levelWords = words.filter((w) => w in FUNCTION_LEVELS || w === "manager");
  if (levelWords.length !== 1) return undefined;
  const fn = words.filter((w) => w !== levelWords[0]);
  if (fn.length === 0 || fn.some((w) => NOT_FUNCTIONS.has(w))) return undefined;
  if (levelWords[0] === "manager")
    return MANAGED.has([...fn].sort().join(" ")) ? { fn, level: "Manager" } : undefined;
  return { fn, level: FUNCTION_LEVELS[levelWords[0]] };
}

/** An industry's name without the generic noun some labels add: "Legal Services" = "legal". */
export function industryForm(industry: string): string {
  const words = fold(industry).split(" ");
  const kept = words.filter((w) => !/^(?:services|industry|sector)$/.test(w));
  return (kept.length > 0 ? kept : words).join(" ");
}

/**
 * Titles the held-out sets give the same words, where sets disagree. The earlier sets label a role with the
 * population's titles for it, set 4 with the words of the sentence; the reader keeps the earlier sets'
 * labels (their figures must not move), so set 4's label is accepted as the same filter.
 */
const DISAGREEMENTS: { one: string[]; other: string[]; where: string }[] = [
  {
    one: ["sales representative"],
    other: ["account executive", "development representative"],
    where: 'set 3 "Find me sales reps who previously worked at Brava Pay"; set 4 "sales reps in Chicago, …"',
  },
  {
    one: ["devops engineer"],
    other: ["infrastructure engineer", "platform engineer"],
    where:
      'set 1 "devops engineers in Zurich", set 3 "I\'m hiring devops engineers in Zürich, …"; set 4 "DevOps engineers in Poland …"',
  },
  {
    one: ["customer success manager"],
    other: ["customer success"],
    where:
      'set 1 "customer success managers at edtech startups", set 3 "customer success managers in Australia …"; set 4 "customer success managers at SaaS companies in Dublin …"',
  },
  {
    one: ["development representative"],
    other: ["sales development representative"],
    where:
      'set 1 "SDRs in Austin who moved jobs recently", set 3 "account executives in the UK, leaving out SDRs"; set 5 "account executives in Dallas, no SDRs" (labelled "SDR")',
  },
  {
    one: ["growth marketer"],
    other: ["growth marketing"],
    where:
      'set 1 "growth marketers at SaaS companies in Canada", set 3 "Any growth marketers with SEO …"; set 4 "growth marketers in Berlin who know SQL"',
  },
  {
    one: ["food and beverage manager"],
    other: ["f&b manager"],
    where: 'set 14 "F&B managers at hotels in Orlando"; set 41 "F&B managers at hotels in Penang"',
  },
];
const EITHER = "either: ";

/** Folded titles with each disagreement's titles, whichever side they come as, replaced by one key. */
function settleDisagreements(titles: string[]): string[] {
  let out = titles;
  for (const d of DISAGREEMENTS) {
    const one = d.one.map((t) => titleForm(t, true).title);
    const other = d.other.map((t) => titleForm(t, true).title);
    const key = `${EITHER}${one.join(" | ")} | ${other.join(" | ")}`;
    for (const side of [other, one])
      if (side.every((t) => out.includes(t))) out = [...out.filter((t) => !side.includes(t)), key];
  }
  return [...new Set(out)];
}

/** The folded titles a folded label title stands for: itself, or each title of a disagreement. */
export function titleAlternatives(folded: string): string[] {
  return folded.startsWith(EITHER) ? folded.slice(EITHER.length).split(" | ") : [folded];
}

const STARTUP_BANDS = ["1-10", "11-50"];
const STARTUP_BANDS_WIDE = ["1-10", "11-50", "51-200"];

/**
 * Bounds two held-out sets label differently for the same words; each applies only when the sentence says
 * those words, and folds either label to the earlier sets' one:
 * - "startups": sets 1-4 label companies up to 200 people (1-10, 11-50, 51-200), set 5 up to 50 (1-10,
 *   11-50) — 'SWE in the Bay Area at startups' (set 1), 'engineers at startups in Lisbon' (set 5);
 * - "under / less than / fewer than N years": sets 1-3 label at most N−1, set 5 at most N — 'under 10
 *   years of experience' (set 1), 'under 3 years of experience' (set 5);
 * - "more than / over N years", "over a decade": sets 1 and 3 label at least N+1, set 5 at least N —
 *   'more than 10 years of experience' (set 1), 'over a decade of experience' (set 5).
 */
const COUNTS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
];
const COUNT_WORDS = new RegExp(`\\b(?:${COUNTS.join("|")})\\b`, "g");

function settleBounds(out: Record<string, unknown>, said: string): void {
  // A count in words is the same bound as in digits: "less than two years" is "less than 2 years".
  const text = said
    .toLowerCase()
    .replace(/\ba decade\b/g, "10 years")
    .replace(COUNT_WORDS, (w) => String(COUNTS.indexOf(w) + 1));
  const bands = out.headcountRanges as string[] | undefined;
  if (
    bands &&
    /\bstart-?ups?\b/.test(text) &&
    bands.length === STARTUP_BANDS.length &&
    STARTUP_BANDS.every((b) => bands.includes(b))
  )
    out.headcountRanges = STARTUP_BANDS_WIDE;
  const max = out.maxYearsExperience as number | undefined;
  if (
    max !== undefined &&
    new RegExp(`\\b(?:under|less than|fewer than|below)\\s+${max}\\s*(?:years?|yrs?)\\b`).test(text)
  )
    out.maxYearsExperience = max - 1;
  const min = out.minYearsExperience as number | undefined;
  if (
    min !== undefined &&
    new RegExp(`\\b(?:more than|over|above)\\s+${min}\\s*(?:years?|yrs?)\\b`).test(text)
  )
    out.minYearsExperience = min + 1;
}

/**
 * The filter set with every convention above applied; compare the folded label with the folded reading.
 * `said` is what the user said (the sentence, or every user turn of a conversation): the bounds two sets
 * label differently are folded only for a sentence that says their words.
 */
export function conventions(q: StructuredQuery, said = ""): StructuredQuery {
  const out: Record<string, unknown> = { ...q };
  const levels = new Set(q.seniorityLevels ?? []);
  if (q.titleIncludes) {
    const forms = q.titleIncludes.map((t) => {
      const form = titleForm(t, true);
      if (form.level) levels.add(form.level as never);
      return form.title;
    });
    // A function at a level: its manager title implies the level; with the level, the function alone.
    const functional = forms.map((t) => {
      const f = functionAtLevel(t.split(" "));
      if (f?.level === "Manager") levels.add("Manager" as never);
      return f && levels.has(f.level as never) ? f.fn.join(" ") : t;
    });
    out.titleIncludes = settleDisagreements(functional);
  }
  if (q.titleExcludes)
    out.titleExcludes = settleDisagreements(q.titleExcludes.map((t) => titleForm(t, false).title));
  if (levels.size > 0) out.seniorityLevels = [...levels];
  for (const f of ["companyNames", "locations", "countries", "skills"] as const) {
    const v = q[f];
    if (v) out[f] = v.map(fold);
  }
  if (q.companyIndustries) out.companyIndustries = [...new Set(q.companyIndustries.map(industryForm))];
  if (said) settleBounds(out, said);
  return out as StructuredQuery;
}

/**
 * Whether a person's title holds one of the labelled titles (`raw` as labelled, `folded` as conventions()
 * gives them): either by the service's own rule (a label is a substring of the title, so "engineer" is in
 * "Engineering Manager"), or, in the folded form, every word of a label is a word of the title, in any
 * order ("finance director" is in "Director of Finance"). The label's parts are worked out once: the judge
 * tests every title of the world with it.
 */
export function titleTest(raw: string[], folded: string[]): (personTitle: string) => boolean {
  const substrings = raw.map(fold);
  const wordLists = folded.flatMap((f) => titleAlternatives(f).map((alt) => alt.split(" ").filter(Boolean)));
  return (personTitle) => {
    let title = foldedTitles.get(personTitle);
    if (title === undefined) {
      title = fold(personTitle);
      foldedTitles.set(personTitle, title);
    }
    if (substrings.some((r) => title.includes(r))) return true;
    let have = titleWordSets.get(personTitle);
    if (!have) {
      have = new Set(titleWords(personTitle));
      titleWordSets.set(personTitle, have);
    }
    return wordLists.some((words) => words.every((w) => have.has(w)));
  };
}
