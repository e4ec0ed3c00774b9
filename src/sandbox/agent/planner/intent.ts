// What a request asks for and how many: people, companies or code repositories, the count asked for,
// and the user turns of a conversation.
import { BOUNDS, readablePart } from "../../service/bounds.js";
import type { AgenticInput } from "../../types.js";
import { CITY_COUNTRY } from "../../world/tables.js";
import { COUNTRIES } from "../../world/vocab.js";
import * as R from "../lexicon/requests.js";
import { NUMBER_WORDS } from "../translate.js";

export const CITY_COUNTRY_NAMES = CITY_COUNTRY.map((c) => COUNTRIES[c]);

const DEFAULT_COUNT = 10;
/** A count named in the request is honoured up to this many. */
const MAX_COUNT = 100;
/** People each source hands to the merge. */
export const SOURCE_LIMIT = 25;
/** How many matches a source reads before scoring: ids are in random order, so this is a fair sample. */
export const SAMPLE = 400;

const COUNT_WORDS: Record<string, number> = {
  ...NUMBER_WORDS,
  "a dozen": 12,
  "half a dozen": 6,
  "a couple": 2,
};

export type Intent = "people" | "companies" | "repos";

/** A list of phrases ("a|b c") as one alternation, longest first; a space stands for any run of spaces. */
function alt(list: string): string {
  const phrases = list.split("|").toSorted((a, b) => b.length - a.length);
  return `(?:${phrases.map((p) => p.replace(/[.*+?^${}()[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|")})`;
}
const wordSet = (list: string) => new Set(list.split("|"));

const PERSON_NOUN = new RegExp(`\\b${alt(R.PERSON_NOUNS)}\\b`, "i");
const COMPANY_NOUN = new RegExp(`\\b${alt(R.ASKED_COMPANY_NOUNS)}\\b`, "gi");
/** A follow-up that turns a people search into a question about their employers ("where do they work?"). */
export const EMPLOYERS_ASKED =
  /\b(?:list of (?:the )?(?:companies|employers)|companies,? not people|where do (?:these|those|they)\b[^.?]*\bwork)\b/i;
export const REPO_NOUN = new RegExp(`\\b${alt(R.REPO_NOUNS)}\\b`, "i");
export const CODE_CUE = new RegExp(`\\b${alt(R.CODE_CUES)}\\b`, "i");

/**
 * What the user said, turn by turn, as far as the reader reads each turn: its first sentences, within an
 * equal share of the conversation's reading budget (see `readablePart`).
 */
export function userTurns(input: AgenticInput): string[] {
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
export function repliesBefore(input: AgenticInput): string[] {
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
const POINTED = `${alt(R.POINTING_WORDS)}\\s+${alt(R.POINTED_NOUNS)}\\b`;
const LISTED = `the ${alt(R.LISTED_NOUNS)} you ${alt(R.LISTED_VERBS)}`;
export const THOSE_COMPANIES = new RegExp(
  `\\b(?:(?:at|for)\\s+them\\b|(?:at|for|from|with|of|in|by)\\s+(?:${POINTED}|${LISTED}))`,
  "i",
);

/** A count in digits or words: "5", "twenty-five", "a dozen". */
const NUM = `(\\d{1,3}|${alt(Object.keys(COUNT_WORDS).join("|"))})`;
/** After a number: what makes it no count of people ("5 years", "200 employees", "10%"). */
const COUNTED = `\\b(?!\\s*(?:\\+|%|${alt(R.NOT_COUNTED)}\\b))`;
const LIST = alt(R.LIST_OBJECTS);
/** "the top 5", "the first 3". */
const FIRST = "(?:the\\s+)?(?:top\\s+|first\\s+|best\\s+)?";
const NOT_PEOPLE = `(?!${alt(R.NOT_PEOPLE)}\\b)`;
const COUNT_PATTERNS = [
  `\\b${alt(R.COUNT_VERBS)}\\s+(?:me\\s+|us\\s+)?${FIRST}${NUM}${COUNTED}`,
  `\\b${alt(R.CAP_VERBS)}\\s+${LIST}\\s+(?:at|to)\\s+${NUM}\\b`,
  // "can you bump it up to 60", "raise that to forty", "increase the list to 30".
  `\\b${alt(R.RAISE_VERBS)}\\s+${LIST}\\s+(?:up\\s+)?to\\s+${NUM}${COUNTED}`,
  `\\bmake it\\s+${NUM}${COUNTED}`,
  // A turn that is only a count: "twenty more", "a dozen", "thirty please".
  `^\\W*(?:(?:ok(?:ay)?|and|now|maybe)\\W+)?${NUM}(?:\\s+more)?(?:\\s+(?:please|then|instead))?\\W*$`,
  // "can I see forty instead", "let me see 40", "could we have twenty".
  `\\b(?:(?:can|could|may)\\s+(?:i|we)|let\\s+(?:me|us))\\s+(?:see|have|get|view)\\s+${FIRST}${NUM}${COUNTED}`,
  // "5 of them", "just 3 of those", "only the first 4".
  `\\b${NUM}\\s+of\\s+(?:them|those|these|the\\s+(?:people|candidates|results))\\b`,
  `\\b(?:just|only)\\s+${FIRST}${NUM}${COUNTED}`,
  // A number before a plural noun for people ("12 AEs", "a couple of data engineers"), not a size, a span
  // of years or a bound ("with 200 people", "5 years", "between 2 and 5").
  `(?<!\\b${alt(R.BOUND_BEFORE)}\\s+|[-,.])\\b${NUM}\\b(?!\\s*[+%])\\s+(?:more\\s+|of\\s+)?` +
    `(?:${NOT_PEOPLE}[\\w-]+\\s+){0,3}?(?:people|persons|${NOT_PEOPLE}[a-z][a-z-]*s)\\b`,
].map((p) => new RegExp(p, "i"));

/** "find 5 ...", "top 3", "a dozen engineers": the latest turn that names a count wins. */
export function requestedCount(turns: string[]): number {
  for (let t = turns.length - 1; t >= 0; t--) {
    for (const re of COUNT_PATTERNS) {
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

const WORKED_AT = wordSet(R.WORKED_AT);
const SIZED = wordSet(R.SIZED_WORDS);
const ASKING = new RegExp(`\\b${alt(R.ASKING_WORDS)}\\b`, "i");

/** "are hiring", "is hiring right now": said of companies. */
const HIRING = /\b(?:are|is|'re|'s)\s+(?:currently\s+|still\s+|actively\s+|now\s+)?hiring\b/i;
const SWAP = new RegExp(`\\b${alt(R.SWAP_WORDS)}\\b`, "i");
const FIELD_AFTER_COMPANY = new RegExp(`^\\s+${alt(R.COMPANY_FIELDS)}\\b`, "i");
const KIND_NOUN = wordSet(R.KIND_NOUNS);
const NOT_A_KIND = wordSet(R.NOT_A_KIND);

/**
 * "fintech companies in Berlin", "which companies…", "list the startups": companies are what is asked for,
 * not where people work. In a follow-up (`followUp`), a size of company said without asking anything
 * ("startups rather than large companies", "only startups") amends the search the conversation is on.
 */
function asksForCompanies(text: string, followUp = false, namesRole = false): boolean {
  const asking = ASKING.test(text);
  const swapping = SWAP.test(text);
  for (const m of text.matchAll(COMPANY_NOUN)) {
    // "any company size works": the name of a field, not companies asked for.
    if (FIELD_AFTER_COMPANY.test(text.slice(m.index + m[0].length))) continue;
    const before = text.slice(0, m.index).toLowerCase().split(/\s+/).filter(Boolean).slice(-3);
    // "insurance companies instead of fintech": a follow-up swapping the kind of company amends the search.
    const kindNamed =
      KIND_NOUN.has(m[0].toLowerCase()) || (before.length > 0 && !NOT_A_KIND.has(before[before.length - 1]));
    if (followUp && swapping && kindNamed) continue;
    // "paralegal chicago law firm 2-4 yrs": in a terse string naming a role, a company noun said once and
    // without an article or a question is the kind of employer, not what is asked for.
    const bare =
      !/s$/i.test(m[0]) && !before.some((w) => /^(?:a|an|the|one|which|what|any|each|every)$/.test(w));
    if (namesRole && !asking && bare) continue;
    if (before.some((w) => WORKED_AT.has(w))) continue;
    const sized =
      SIZED.has(m[0].toLowerCase()) || (before.length > 0 && SIZED.has(before[before.length - 1]));
    if (followUp && sized && !asking) continue;
    return true;
  }
  return false;
}

const PERSON_PRONOUN = new RegExp(`\\b${alt(R.PERSON_PRONOUNS)}\\b`, "i");

/** "1000+ people", "under 200 employees": a company's size, which says nothing about wanting people. */
const NUMBER_SIZED = "\\d[\\d,.]*\\s*k?\\s*";
const SIZE_RANGE = `${NUMBER_SIZED}(?:\\+|plus)?\\s*(?:(?:-|to|and)\\s*${NUMBER_SIZED})?`;
const SIZE_PHRASE = new RegExp(
  `(?:\\b${alt(R.SIZE_BOUNDS)}\\s+)?${SIZE_RANGE}${alt(R.STAFF_NOUNS)}\\b`,
  "gi",
);

/**
 * `roles[t]`: whether turn t names a role (any occupation the reader read, "nurses" as well as "engineers"),
 * which asks for people.
 */
export function intentOf(turns: string[], roles: boolean[] = []): Intent {
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
