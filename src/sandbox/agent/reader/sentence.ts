// The sentence pass orchestration: the passes in order, the passes that read part of the sentence again,
// and the entry points translateSentence and readSentence.
import { FILTER_FIELD_NAMES as STRUCTURED_QUERY_FIELDS } from "../../../contract/filters.js";
import type { StructuredQuery } from "../../../contract/schemas.js";
import { readablePart } from "../../service/bounds.js";
import {
  type Amended,
  amendLevels,
  dropFromCurrent,
  mergeFound,
  populationSpelling,
  settleLeftOut,
  settlePlaces,
  settleYearBounds,
} from "./amend.js";
import { takeEmployers, takeRoleHeldNow } from "./employers.js";
import {
  EXCLUSION,
  readExcludedPiece,
  setAsideExcludedPlaces,
  takeExcludableTitles,
  takeExclusionListRest,
  takeMoreExcludedEmployers,
  takeOffLimitsEmployers,
} from "./exclusions.js";
import { RECENT_WORDS, VERIFIED_WORDS } from "./flags.js";
import {
  isAdditive,
  takeClearedFields,
  takeDroppedValues,
  takeKeywords,
  takeLiftedExclusions,
  takeLiftedFlags,
  takeTitleWords,
} from "./followups.js";
import { takeIndustries, takeSkills } from "./lookups.js";
import {
  LIST_SEP,
  NAME,
  SKILL_CUES,
  takeAmendedPlaces,
  takeListMembers,
  takeMoreNames,
  takeProductSkills,
  takeSkillsNamedAsSuch,
  takeUnknownPlaces,
  unknownName,
} from "./names.js";
import { takePlaces } from "./places.js";
import { takeGenericRoles, takeProfessions } from "./professions.js";
import { FOLLOW_UP_ROLE, takeFunctionLevels, takeRoleNoun, takeRoles } from "./role-nouns.js";
import { SENIORITY_WORDS, SPECIFIC_ROLES } from "./roles.js";
import { takeCompanySize, takeSizesLeftOut } from "./size.js";
import { add, type Field, type Reading, Sentence, setWrittenUpper, splitPieces, words } from "./words.js";
import { readNumberWords, takeYears } from "./years.js";

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
  setWrittenUpper(
    new Set(
      [...s.orig.matchAll(/(?<![\p{L}\p{N}])[A-Z]{2,6}(?![\p{L}\p{N}])/gu)].map((m) => m[0].toLowerCase()),
    ),
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

/**
 * Turns an English sentence into a filter set. With `current`, amends it: fields the sentence names are
 * replaced (or extended when it says "also"/"add"), fields it drops are removed, the rest are kept.
 */
export function translateSentence(prompt: string, current?: StructuredQuery): StructuredQuery {
  return readSentence(prompt, current).query;
}

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
