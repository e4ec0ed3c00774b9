// Exclusions: the words that leave titles, employers and places out, and the titles a left-out phrase
// names.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill, cityCode, countryCode, industryCode } from "../../world/tables.js";
import { isKnownAsEmployer, isKnownWord } from "./employers.js";
import { isFiller, isPlaceOrNumber, WORKPLACE_NOUN } from "./fillers.js";
import { SKILL_ALIASES } from "./lookups.js";
import { LIST_SEP, NAME, unknownName } from "./names.js";
import { NOT_PLACES } from "./places.js";
import { GENERIC_HEADS, heldTitle, takeGenericRoles, takeProfessions } from "./professions.js";
import { pluralRoleNoun, takeFunctionLevels, takeRoles } from "./role-nouns.js";
import { SPECIFIC_ROLES } from "./roles.js";
import { STAFF } from "./size.js";
import { add, Sentence, singular, titleCase, words } from "./words.js";

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

/**
 * A character of what an exclusion names: anything but the marks that end a clause, a dot inside a name
 * included ("Booking.com", "Acme.io"), and the mark a clause ends at.
 */
const EXCLUDED_TEXT = "(?:[^,.;:!?()]|\\.(?=[\\p{L}\\p{N}]))";
/** When, said after an employer: "at Acme right now", "at Acme these days". Not part of the name. */
const STILL_NOW =
  "right now|now|today|currently|any ?more|at the moment|these days|at present|for now|presently";
const EXCLUDED_END = "(?:[,;:!?()]|\\.(?![\\p{L}\\p{N}]))";

/** Words that leave people out: "excluding", "but no", "leave out". */
export const EXCLUDE_WORDS =
  "excluding|exclude|except(?: for)?|apart from|but not|but no|without|other than|minus|leave out|leaving out|drop|remove|filter out|skip|avoid";

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
export function qualifiedRoles(phrase: string): string[] {
  const titles = rolesIn(phrase);
  return titles.length === 1 ? [qualified(phrase, titles[0])] : titles;
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
export const EXCLUSION = `${EXCLUDE_CUE}\\s+((?:(?:any|all|the|anyone|anybody|everyone|people|folks|those|ones|one)\\s+)*(?:(?:who|that)\\s+(?:currently\\s+|still\\s+|now\\s+)?(?:works?|is|are|working)\\s+)?(?:(?:currently|still|now|working|employed)\\s+)*(?:(?:at|from|for|by)\\s+)?${EXCLUDED_TEXT}+?)(?=$|${EXCLUDED_END}|\\s+(?:please|in|with|based|but|who (?:know|have|live|are based))\\b|(?<!\\b(?:anyone|anybody|everyone|people|folks|those|ones|one|nobody|none|and|or))\\s+(?:at|from)\\b)`;

/**
 * One piece of what an exclusion names, split at "and", "or" and commas: employers after "at"/"from" or
 * before "people"/"staff" ("no employers" when those words name none), a bare name ("employer"), or titles
 * (known to the lexicon, or a plural noun for people).
 */
export function readExcludedPiece(
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

/**
 * Employers left out by what is said of their people rather than by a cue before them: "Acme employees
 * are off the table", "anyone at Acme is off limits", "keep Acme people out", "keep out anyone from Acme".
 */
export function takeOffLimitsEmployers(s: Sentence, excludedCompanies: string[]): void {
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
export function takeMoreExcludedEmployers(s: Sentence, at: number, excludedCompanies: string[]): void {
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
export function takeExclusionListRest(
  s: Sentence,
  found: StructuredQuery,
  excludedCompanies: string[],
): void {
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
export function setAsideExcludedPlaces(s: Sentence): void {
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
export function takeExcludableTitles(s: Sentence, found: StructuredQuery): void {
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
