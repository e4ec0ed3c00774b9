// Role nouns in the sentence: roles from the table, function + level titles, a lone role noun, terse
// "role in place" requests, and plural nouns for people.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill, industryCode, TITLES } from "../../world/tables.js";
import { isKnownWord } from "./employers.js";
import { isFiller, isPlaceOrNumber, modifierStart, ROLE_FILLER } from "./fillers.js";
import { AMBIGUOUS_SKILLS } from "./lookups.js";
import { NOT_PLACES } from "./places.js";
import { DEPT_RE, DEPTS, functionLevel, LEVEL_WORDS, type Role } from "./roles.js";
import { add, type Sentence, singular, titleCase, words, writtenUpper } from "./words.js";

export function takeRoles(s: Sentence, found: StructuredQuery, roles: Role[]): void {
  for (const role of roles) {
    for (const m of s.take(words(role.re))) {
      add(found, "titleIncludes", typeof role.titles === "function" ? role.titles(m) : role.titles);
      if (role.seniority) add(found, "seniorityLevels", role.seniority);
    }
  }
}

export function takeFunctionLevels(s: Sentence, found: StructuredQuery): void {
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

/** A follow-up that asks for another kind of person: its role noun replaces the role, as a first sentence's would. */
export const FOLLOW_UP_ROLE =
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
export function takeRoleNoun(s: Sentence, found: StructuredQuery): void {
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
export function pluralRoleNoun(phrase: string): string | undefined {
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
