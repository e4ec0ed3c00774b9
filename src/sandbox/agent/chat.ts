// A conversation read into one filter set: each user turn amends the last, as a follow-up; the intent
// and count come from the latest turn.
import { hasAnyFilter } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import type { AgenticInput } from "../types.js";
import { isWiderPlace, METROS, placeCodes, STATES, townWithin } from "../world/metros.js";
import { NUMBER_WORDS } from "./lexicon/index.js";
import { UNDO_WORDS, WHOLE_COUNTRY_WORDS, WHOLE_STATE_WORDS } from "./lexicon/reading.js";
import {
  asksForCompanies,
  type Intent,
  intentOf,
  repliesBefore,
  THOSE_COMPANIES,
  userTurns,
} from "./planner/intent.js";
import { type NumberSaid, restated } from "./quantities.js";
import { readSentence } from "./reader.js";
import { namesIn, type Tag, tag } from "./tagger.js";

/** A question about the employers of the people found: "which hotels do they work at?". */
const THEIR_EMPLOYERS =
  /\b(?:which|what)\s+[\w\s-]{1,40}?\s+(?:do|does|did)\s+(?:they|these|those)\b[^.?!]*\bwork/i;

const WHOLE_STATE = new RegExp(`\\b(?:${WHOLE_STATE_WORDS.replace(/ /g, "\\s+")})\\b`, "i");
const WHOLE_COUNTRY = new RegExp(`\\b(?:${WHOLE_COUNTRY_WORDS.replace(/ /g, "\\s+")})\\b`, "i");

/** "undo that, but …": the turn before is taken back, then the rest of this one read. */
const UNDO = new RegExp(
  `^[\\s\\W]*(?:(?:no wait|wait|no|ok|okay|actually|hmm|sorry|oops),?\\s+)?(?:${UNDO_WORDS.replace(/ /g, "\\s+")})\\b[\\s,.;:!-]*(?:but\\s+|and\\s+|then\\s+)?`,
  "i",
);

/**
 * The state a town lies in: a state said earlier that holds it, or (a town the world holds elsewhere too,
 * "only Charleston" after "West Virginia") the last said in the town's country; else its metro's state.
 */
function stateOf(place: string, said: string[]): string {
  if (isWiderPlace(place)) return place;
  const metros = (placeCodes(place) ?? []).map((c) => METROS[c]);
  const states = said.filter(isWiderPlace).reverse();
  const earlier =
    states.find((s) => townWithin(place, s)) ??
    states.find((s) => metros.some((m) => STATES.some((st) => st.name === s && st.country === m.country)));
  if (earlier) return earlier;
  const m = metros[0];
  return STATES.find((s) => m && s.code === m.state && s.country === m.country)?.name ?? place;
}

/**
 * "class 2 is fine instead", "level 4 will do" of a search for a credential of another class or level: the
 * credential held, of the grade said.
 */
function regraded(turn: string, skills: string[] | undefined): string[] | undefined {
  const said = /\b(class|level|grade|cat|category)\s+(\d+)\b/i.exec(turn);
  if (!said || !skills) return undefined;
  const grade = new RegExp(`\\b${said[1]}\\s+(\\d+)\\b`, "i");
  const k = skills.findIndex((s) => grade.exec(s)?.[1] !== undefined && grade.exec(s)?.[1] !== said[2]);
  if (k < 0) return undefined;
  return skills.map((s, i) => (i === k ? s.replace(grade, (m) => m.replace(/\d+/, said[2])) : s));
}

/** Words that point back at what was found: "which hotels are they at?", "those firms". */
const POINTING = /\b(?:they|them|their|themselves|those|these|ones|same)\b/i;

/**
 * "show me those agencies" after "art directors at ad agencies": the kind of company said earlier, pointed
 * at, is the companies found, no role.
 */
function pointedKind(turn: string, earlier: string[]): string {
  // ("which of those builders…" points at the companies through the reply's names: left as said.)
  const m = /(?<!\b(?:of|at|for|from|with|in|by)\s+)\b(those|these)\s+(\p{L}[\p{L}-]*)/iu.exec(turn);
  const noun = m?.[2].toLowerCase();
  const kind = (t: Tag) => t.kind === "industry" && t.text.toLowerCase().split(/\s+/).at(-1) === noun;
  return m && earlier.some((e) => tag(e).tags.some(kind)) ? turn.replace(m[0], `${m[1]} companies`) : turn;
}

/** Fields only people have, and the employers that were theirs. */
const PEOPLE_FIELDS = [
  "companyNames",
  "currentEmployersOnly",
  "titleIncludes",
  "titleExcludes",
  "seniorityLevels",
  "skills",
  "minYearsExperience",
  "maxYearsExperience",
  "recentlyChangedJobs",
  "verifiedEmailOnly",
] as const;

function withoutPeopleFields(q: StructuredQuery): StructuredQuery {
  const out = { ...q };
  for (const f of PEOPLE_FIELDS) delete out[f];
  return out;
}

/**
 * A number said of people ("5 people", "3 of them", "just 4", "cap it at 3") is a count whatever came
 * before; one said alone ("actually 2 is fine", "make that 4") restates the last number the conversation said.
 */
const COUNTED = new RegExp(
  `\\b(?:${[
    "people|persons?|results?|profiles?|of them|candidates?|names|matches|hits|ones|more",
    "show|give|find|get|list|return",
    "cap|capped|limit|limited|max|maximum|at most|up to|no more than",
    `(?:just|only|top|first)\\s+(?:the\\s+)?(?:\\d+|${Object.keys(NUMBER_WORDS).join("|")})`,
  ].join("|")})\\b`,
  "i",
);

/** The kind of number a turn said last, by what it changed; `undefined` if it said none. */
function numberSaid(turn: string, before: StructuredQuery, after: StructuredQuery, count?: number) {
  const changed = (f: keyof StructuredQuery) => JSON.stringify(before[f]) !== JSON.stringify(after[f]);
  if (changed("minYearsExperience") || changed("maxYearsExperience")) return "years";
  if (changed("headcountRanges") && /\d/.test(turn)) return "size";
  return count === undefined ? undefined : "count";
}

/** People shown when a request names no count. */
const DEFAULT_COUNT = 10;

/** What a request or conversation asks for, read before anything is searched. */
export interface Understanding {
  turns: string[];
  /** Every user turn folded into one filter set, each amending the last. */
  query: StructuredQuery;
  intent: Intent;
  count: number;
  /** Employers whose current staff the conversation rules out (the filter set cannot say so). */
  excludedCompanies: string[];
  /** Skills the conversation rules out (the filter set cannot say so either). */
  excludeSkills: string[];
}

/**
 * `isCompany` says whether a name is an employer of the population; of the companies a reply named, those
 * that are go into the filter set (all of them when none is, so that the search says it found no one there
 * rather than searching everywhere).
 */
export function understand(
  input: Pick<AgenticInput, "query" | "messages">,
  isCompany?: (name: string) => boolean,
): Understanding {
  const turns = userTurns(input as AgenticInput).map((turn, t, all) => pointedKind(turn, all.slice(0, t)));
  const replies = repliesBefore(input as AgenticInput);
  let q: StructuredQuery = {};
  const excluded: string[] = [];
  const skills: string[] = [];
  const roles: boolean[] = [];
  let count = DEFAULT_COUNT;
  let lastNumber: NumberSaid | undefined;
  let last: string[] = [];
  const places: string[] = [];
  // What was in force before each turn, for a turn that takes the one before it back.
  const history: { q: StructuredQuery; last: string[]; excluded: number; skills: number }[] = [];
  turns.forEach((turn, t) => {
    const undo = t > 1 ? UNDO.exec(turn) : null;
    if (undo) {
      const back = history[t - 1];
      [q, last] = [back.q, back.last];
      excluded.length = back.excluded;
      skills.length = back.skills;
      turn = turn.slice(undo[0].length);
    }
    history.push({ q, last, excluded: excluded.length, skills: skills.length });
    const before = q;
    const read = readSentence(turn, hasAnyFilter(q) ? q : undefined, { excludedCompanies: last });
    last = read.excludedCompanies;
    q = read.query;
    // "actually Amazon is fine" after leaving Amazon's staff out: let back in, not asked for alone.
    const back = excluded.filter((x) => read.fine.some((v) => v.toLowerCase() === x.toLowerCase()));
    if (back.length > 0) {
      excluded.splice(0, excluded.length, ...excluded.filter((x) => !back.includes(x)));
      const kept = q.companyNames?.filter((x) => !back.includes(x) || before.companyNames?.includes(x));
      q = { ...q, companyNames: kept };
      if (!kept?.length) delete q.companyNames;
    }
    excluded.push(...read.excludedCompanies);
    skills.push(...read.excludedSkills);
    roles.push(read.namesRole);
    // "actually 2 is fine" after "at least 3 years": the years, not the count (whatever else the turn
    // changes, if it names no role and the number was read as no years or size of its own). The number is
    // taken as said: a count is capped and has no thousands, a size has ("2,000 is fine").
    const graded = t > 0 ? regraded(turn, q.skills) : undefined;
    if (graded) q = { ...q, skills: graded };
    const digits = graded ? Number.NaN : Number(/\d[\d,]*/.exec(turn)?.[0].replace(/,/g, "") ?? Number.NaN);
    const said = read.count !== undefined ? digits || read.count : digits >= 1000 ? digits : undefined;
    const alone =
      t > 0 &&
      said !== undefined &&
      !read.namesRole &&
      numberSaid(turn, before, q) === undefined &&
      !COUNTED.test(turn);
    const again = alone && lastNumber && lastNumber !== "count" ? restated(q, said, lastNumber) : undefined;
    if (again) q = again;
    else {
      count = read.count ?? count;
      lastNumber = numberSaid(turn, before, q, read.count) ?? lastNumber;
    }
    // "widen it back to the whole state": each town in force gives way to the state it lies in.
    if (t > 0 && WHOLE_STATE.test(turn) && q.locations)
      q = { ...q, locations: [...new Set(q.locations.map((l) => stateOf(l, places)))] };
    // "the whole country again": the towns in force give way to their countries, though the turn lifted
    // them ("open it up to the whole country").
    const towns = q.locations ?? before.locations;
    if (t > 0 && WHOLE_COUNTRY.test(turn) && towns) {
      const countries = towns.flatMap((l) => (placeCodes(l) ?? []).slice(0, 1).map((c) => METROS[c].country));
      if (countries.length > 0) {
        const { locations: _, ...rest } = q;
        q = { ...rest, countries: [...new Set([...(q.countries ?? []), ...countries])] };
      }
    }
    // "widen it to all of Lombardy": a wider place newly said takes in the towns in force that lie within it.
    const wider =
      t > 0 ? (q.locations ?? []).filter((l) => isWiderPlace(l) && !before.locations?.includes(l)) : [];
    if (wider.length > 0) {
      const within = (l: string) => before.locations?.includes(l) && wider.some((w) => townWithin(l, w));
      q = { ...q, locations: q.locations!.filter((l) => isWiderPlace(l) || !within(l)) };
    }
    places.push(...(q.locations ?? []));
    // "which roofing companies in Tulsa have over 50 staff?" after "roofers in Tulsa": a question about a
    // kind of company of its own, pointing at no one found, leaves the people's fields behind, though the
    // people were searched for at that kind ("which banks in Bucharest…" after "analysts at banks there").
    const anew = t > 0 && !read.namesRole && !POINTING.test(turn) && asksForCompanies(turn, true);
    if (anew && q.companyIndustries) q = withoutPeopleFields(q);
    // "which hotels do they work at?": the kind asked about names the employers of the people found, no
    // industry to narrow them by.
    // ("which trusts do they work for?": nor a role, whatever the noun's ending.)
    if (t > 0 && THEIR_EMPLOYERS.test(turn)) {
      q = { ...q, companyIndustries: before.companyIndustries, titleIncludes: before.titleIncludes };
      for (const f of ["companyIndustries", "titleIncludes"] as const) if (!q[f]) delete q[f];
    }
    // "engineers at those companies": the companies the reply named are the employers. The industry, size
    // and (after a question about companies) place that only described them go; what the turn says stays.
    const named = replies[t] && THOSE_COMPANIES.test(turn) ? namesIn(replies[t]) : [];
    if (named.length > 0) {
      const known = isCompany ? named.filter(isCompany) : named;
      const wasCompanies = t > 0 && intentOf(turns.slice(0, t), roles.slice(0, t)) === "companies";
      const same = (f: keyof StructuredQuery) => JSON.stringify(q[f]) === JSON.stringify(before[f]);
      const next: StructuredQuery = { ...q, companyNames: known.length > 0 ? known : named };
      delete next.currentEmployersOnly;
      for (const f of ["companyIndustries", "headcountRanges"] as const) if (same(f)) delete next[f];
      if (wasCompanies) for (const f of ["locations", "countries"] as const) if (same(f)) delete next[f];
      q = next;
    }
  });
  return {
    turns,
    query: q,
    intent: intentOf(turns, roles),
    count,
    excludedCompanies: [...new Set(excluded)],
    excludeSkills: [...new Set(skills)],
  };
}
