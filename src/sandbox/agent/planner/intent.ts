// What a request asks for: people, companies or code repositories; and the user turns of a conversation.
// How many it asks for is read with the sentence (reader.ts).
import { BOUNDS, readablePart } from "../../service/bounds.js";
import type { AgenticInput } from "../../types.js";
import { CITY_COUNTRY } from "../../world/tables.js";
import { COUNTRIES } from "../../world/vocab.js";
import * as P from "../lexicon/planning.js";
import * as R from "../lexicon/requests.js";
import { employerNamed } from "../tagger.js";

export const CITY_COUNTRY_NAMES = CITY_COUNTRY.map((c) => COUNTRIES[c]);

/** People each source hands to the merge. */
export const SOURCE_LIMIT = 25;
/** How many matches a source reads before scoring: ids are in random order, so this is a fair sample. */
export const SAMPLE = 400;

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
 * A repository noun naming a line of work, before the role it qualifies ("library assistants", "package
 * handlers"): not code; "library maintainers" and "libraries with stars" still are.
 */
const WORK_NOUN = new RegExp(
  `\\b(?:library|package)\\s+(?!(?:${R.CODE_NOUN_NEXT})\\b|(?:${R.CODE_NOUN_VERBS})\\w*)(?=[a-z])`,
  "gi",
);

/**
 * What the user said, turn by turn, as far as the reader reads each turn: its first sentences, within an
 * equal share of the conversation's reading budget (see `readablePart`).
 */
export function userTurns(input: AgenticInput): string[] {
  if (input.query !== undefined && input.query.trim() !== "") return [readablePart(input.query)];
  const said = (input.messages ?? []).filter((m) => m.role === "user").map((m) => m.content);
  const { sentenceChars, conversationReadChars } = BOUNDS;
  const share = Math.min(sentenceChars, Math.floor(conversationReadChars / Math.max(1, said.length)));
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

const WORKED_AT = wordSet(R.WORKED_AT);
const SIZED = wordSet(R.SIZED_WORDS);
const ASKING = new RegExp(`\\b${alt(R.ASKING_WORDS)}\\b`, "i");

/** "are hiring", "is hiring right now": said of companies. */
const HIRING = /\b(?:are|is|'re|'s)\s+(?:currently\s+|still\s+|actively\s+|now\s+)?hiring\b/i;
const SWAP = new RegExp(`\\b${alt(R.SWAP_WORDS)}\\b`, "i");
const CORRECTING = new RegExp(`^\\W*${alt(R.CORRECTING_WORDS)}\\b`, "i");
/** A verb of showing right before a company noun: the companies are what is asked for. */
const SHOWN = /\b(?:show|list|give|find|get)(?:\s+(?:me|us))?(?:\s+(?:the|all|some))?\s+$/i;
const FIELD_AFTER_COMPANY = new RegExp(`^\\s+${alt(R.COMPANY_FIELDS)}\\b`, "i");
const KIND_NOUN = wordSet(R.KIND_NOUNS);
const KIND_ROLES = wordSet(R.KIND_ROLE_NOUNS);
const NOT_A_KIND = wordSet(R.NOT_A_KIND);
const NARROWING = wordSet(R.NARROWING_WORDS);
const DETERMINERS = wordSet(P.DETERMINERS);

/**
 * "fintech companies in Berlin", "which companies…", "list the startups": companies are what is asked for,
 * not where people work. In a follow-up (`followUp`), a size of company said without asking anything
 * ("startups rather than large companies", "only startups") amends the search the conversation is on.
 */
export function asksForCompanies(text: string, followUp = false, namesRole = false): boolean {
  const asking = ASKING.test(text);
  const swapping = SWAP.test(text) || (CORRECTING.test(text) && !asking);
  for (const m of text.matchAll(COMPANY_NOUN)) {
    const noun = m[0].toLowerCase();
    const said = text.slice(0, m.index);
    const after = text.slice(m.index + m[0].length);
    // "any company size works": the name of a field, not companies asked for.
    if (FIELD_AFTER_COMPANY.test(after)) continue;
    // "owner-operators": a noun hyphened to the word before it is part of that word.
    if (text[m.index - 1] === "-") continue;
    // "insurance brokers in Leeds": a kind of company that is a role too is the people, where read as them.
    if (namesRole && KIND_ROLES.has(noun)) continue;
    // "firms of 50 to 200 only": in a follow-up, companies of a size are where the people work.
    // (The size itself is gone from the text by now: "companies of 200 to 500 people" reads "companies of".)
    // ("only companies with over 1,000 employees": a bound before the number says as much.)
    if (
      followUp &&
      !asking &&
      /^\s+(?:of|with)\s*(?:\d|$|(?:over|under|more|fewer|less|at|up)\b)/.test(after)
    )
      continue;
    // "American Airlines", "Travelodge Hotels": a capitalised noun after a capitalised word ends a name.
    if (/^\p{Lu}/u.test(m[0]) && /\p{Lu}[\p{L}\p{N}&'-]*\s+$/u.test(said)) continue;
    const words = said.toLowerCase().split(/\s+/).filter(Boolean);
    const before = words.slice(-3);
    const last = before.at(-1);
    // "insurance companies instead of fintech": a follow-up swapping the kind of company amends the search
    // (but "show me hotels there instead" asks for them).
    const kindNamed = KIND_NOUN.has(noun) || (last !== undefined && !NOT_A_KIND.has(last));
    if (followUp && swapping && kindNamed && !SHOWN.test(said)) continue;
    // "only hotels", "hotels only" after a people search: the kind narrows where they work; a switch to
    // companies asks ("which hotels", "list the firms").
    const narrowed = [...before, after.trim().split(/[\s,.!?]+/)[0]].some((w) => NARROWING.has(w));
    if (followUp && !asking && kindNamed && narrowed) continue;
    // "paralegal chicago law firm 2-4 yrs": in a terse string naming a role, a company noun said once and
    // without an article or a question is the kind of employer, not what is asked for.
    if (namesRole && !asking && !/s$/i.test(m[0]) && !before.some((w) => DETERMINERS.has(w))) continue;
    // "a list of care homes", "the names of those startups": what is asked for, not where anyone works.
    // "which of those companies": the companies are what is asked about.
    const listOf = /\b(?:list|names|which|what) of\b/.test(before.join(" "));
    // ("accountants at food and beverage companies": a kind of company may take three words.)
    if (!listOf && words.slice(-5).some((w) => WORKED_AT.has(w))) continue;
    const sized = SIZED.has(noun) || (last !== undefined && SIZED.has(last));
    if (followUp && sized && !asking) continue;
    return true;
  }
  return false;
}

/** "just the ones at Aldi": the ones at a known employer are its people ("the ones in Munich" may be companies). */
const PEOPLE_AT = new RegExp(
  `\\b${alt(R.PEOPLE_AT_WORDS)}\\s+(\\p{Lu}[\\p{L}&'-]*(?:\\s+\\p{Lu}[\\p{L}&'-]*)?)`,
  "u",
);
function peopleAt(text: string): boolean {
  const name = PEOPLE_AT.exec(text)?.[1];
  return !!name && (employerNamed(name) ?? employerNamed(name.split(/\s+/)[0])) !== undefined;
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
    const text = turns[t].replace(SIZE_PHRASE, " ").replace(WORK_NOUN, " ");
    if (REPO_NOUN.test(text)) return "repos";
    if (t > 0 && peopleAt(text)) return "people";
    if (asksForCompanies(text, t > 0, roles[t])) return "companies";
    if (PERSON_NOUN.test(text) || roles[t]) return "people";
    // "Which fintechs in Berlin are hiring?": companies are what hire.
    if (HIRING.test(text)) return "companies";
    if (t === 0 && PERSON_PRONOUN.test(text)) return "people";
  }
  return "people";
}
