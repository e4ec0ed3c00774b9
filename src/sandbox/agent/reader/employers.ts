// Employers: company names after "at"/"from", names that are known as something else, past employers,
// and roles held now rather than formerly.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill, cityCode, countryCode, industryCode } from "../../world/tables.js";
import { INDUSTRIES } from "../../world/vocab.js";
import { EMPLOYER_SKILLS } from "./lookups.js";
import { add, escapeRegExp, type Sentence, WORD, words } from "./words.js";

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
export function startsWithIndustry(text: string): boolean {
  industryStart ??= new RegExp(
    `^(?:${INDUSTRIES.flatMap((i) => i.aliases)
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?:s|es)?(?!${WORD})`,
    "u",
  );
  return industryStart.test(text);
}

export function isKnownWord(name: string, asEmployer = false): boolean {
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
export function isKnownAsEmployer(name: string, afterWorkVerb: boolean): boolean {
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
export function takeCompanies(s: Sentence, cue: string | RegExp): string[] {
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
export function takeEmployers(s: Sentence, found: StructuredQuery, excludedCompanies: string[]): void {
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
export function takeRoleHeldNow(s: Sentence, asSaid: string): void {
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
