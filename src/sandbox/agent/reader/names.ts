// Names no table knows: capitalised names and the lists they stand in, skills named after cue words,
// amended and unknown places, and products written before developers as skills.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { isKnownWord, startsWithIndustry } from "./employers.js";
import { NOT_MODIFIERS, ROLE_FILLER } from "./fillers.js";
import { NOT_PLACES, placeName } from "./places.js";
import { DEPTS, ENG } from "./roles.js";
import { add, type Sentence, words } from "./words.js";

/** A name as written: capitalised words (at most three), or an initialism, with the marks names carry. */
export const NAME = "\\p{Lu}[\\p{L}\\p{N}+#.&'-]*(?:[ \\t]\\p{Lu}[\\p{L}\\p{N}+#.&'-]*){0,2}";
/** What joins the members of a list: commas, "and", "or", "plus", "&", slashes. */
export const LIST_SEP = "(?:\\s*,\\s*(?:(?:and|or)\\s+)?|\\s+(?:and|or|plus|&)\\s+|\\s*\\/\\s*)";
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
export function unknownName(name: string): boolean {
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
export function takeListMembers(s: Sentence, found: StructuredQuery): void {
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
export const SKILL_CUES =
  "(?:experience|expertise|background|skills?|proficiency|knowledge|fluency|grounding)\\s+(?:in|with|of|using)|(?:skilled|proficient|experienced|fluent|versed|certified|expert|strong)\\s+(?:in|with|at|on)|(?:who|that)?\\s*(?:know|knows|knowing|use|uses|using|code in|codes in|program in|programs in)";

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
export function takeSkillsNamedAsSuch(s: Sentence, found: StructuredQuery): void {
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
export function takeMoreNames(s: Sentence): string[] {
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
export function takeAmendedPlaces(
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
export function takeUnknownPlaces(s: Sentence, found: StructuredQuery): void {
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

/**
 * A product written in its own mixed case before engineers or developers ("WordPress developers", "PyTorch
 * engineers") is what they work with, a skill, as "Python developers" is: no table need know it.
 */
export function takeProductSkills(s: Sentence, found: StructuredQuery): void {
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
