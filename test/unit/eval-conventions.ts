// Labelling conventions of the evaluation sets: ways two careful people write down the same filter set
// differently. The scorer folds both the label and the reading through them before comparing, so a
// sentence is scored on what it means, not on which of two spellings its labeller preferred. Nothing here
// knows the reader's vocabulary; each rule is a convention of written English job titles and places:
//
// - case, accents ("São Paulo" = "Sao Paulo", "Kraków" = "Krakow"), hyphens and plurals;
// - in a title, word order and "of": "finance director" = "Director of Finance";
// - a standard initialism of a title and its spelling out: "CFO" = "Chief Financial Officer", "HR" =
//   "Human Resources", "VP" = "Vice President" (C-suite, HR, ML, QA, SRE, VP only);
// - "developer" = "engineer", and "software" is the default kind of either ("software developer" =
//   "engineer", "mobile developer" = "mobile engineer"; "civil engineer" stays a civil engineer);
// - a level word leading an included title is the seniority level it implies: "staff engineer" = title
//   "engineer" with seniority Senior, "junior accountant" = "accountant" with Entry (staff, principal,
//   lead, senior: Senior; junior, entry-level: Entry). A title that is only a level word is left alone.
//
// Anything else — a different role, a broader or narrower title, another place — still counts as a miss.
import type { StructuredQuery } from "../../src/contract/schemas.js";

/** Lower case, no accents, no punctuation but the characters skills use. */
export function fold(s: string): string {
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
  "vice president": "vp",
};
const SPELT_OUT = new RegExp(
  `\\b(?:${Object.keys(INITIALISMS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "g",
);

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
  const words = fold(title)
    .replace(SPELT_OUT, (m) => INITIALISMS[m])
    .replace(/[^\p{L}\p{N}&+# ]/gu, " ")
    .split(" ")
    .filter(Boolean)
    .map(singular)
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

/** The filter set with every convention above applied; compare the folded label with the folded reading. */
export function conventions(q: StructuredQuery): StructuredQuery {
  const out: Record<string, unknown> = { ...q };
  const levels = new Set(q.seniorityLevels ?? []);
  if (q.titleIncludes)
    out.titleIncludes = q.titleIncludes.map((t) => {
      const form = titleForm(t, true);
      if (form.level) levels.add(form.level as never);
      return form.title;
    });
  if (q.titleExcludes) out.titleExcludes = q.titleExcludes.map((t) => titleForm(t, false).title);
  if (levels.size > 0) out.seniorityLevels = [...levels];
  for (const f of ["companyNames", "companyIndustries", "locations", "countries", "skills"] as const) {
    const v = q[f];
    if (v) out[f] = v.map(fold);
  }
  return out as StructuredQuery;
}

/**
 * Whether a person's title holds a labelled title (`label` in the folded form, `raw` as labelled): either
 * the service's own rule (the label is a substring of the title, so "engineer" is in "Engineering
 * Manager"), or, in the folded form, every word of the label is a word of the title, in any order
 * ("finance director" is in "Director of Finance").
 */
export function titleHolds(personTitle: string, label: string, raw?: string): boolean {
  if (raw !== undefined && fold(personTitle).includes(fold(raw))) return true;
  const have = new Set(titleWords(personTitle));
  return label
    .split(" ")
    .filter(Boolean)
    .every((w) => have.has(w));
}
