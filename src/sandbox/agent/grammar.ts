// Clauses: what the sentence does with each value it names. One rule per move, the same for every kind of
// value and for a first sentence and a follow-up alike:
// - not     "not", "no", "without", "excluding": the values after it, and the list they start, are left out;
// - from    "instead of", "rather than", "swap": the values after it are swapped out ("for"/"with" turns
//           back to the values swapped in);
// - over    "no wait", "actually", "what about": what follows replaces what came before, field by field;
// - also    "also", "too", "add": the sentence adds to the search rather than replacing;
// - lift    "drop", "scrap", "forget": the values or fields after it are lifted; "doesn't matter", "is
//           fine": the values or fields before it in the clause are.
// A clause ends at punctuation or "but"; a list of one kind of value carries its move across commas.

import * as words from "./lexicon/grammar-words.js";
import { LISTED_FIELDS } from "./lexicon/reading.js";
import { has, type Tag, type Tagged } from "./tagger.js";
import { employerOfRole, nameValues, productOfRole, word } from "./tags.js";
import {
  type Clauses,
  clauses,
  flagsIn,
  LIST_WORDS,
  leftOutCue,
  listless,
  nationPlace,
  type Op,
  onlyReplaces,
  placeListed,
  type Said,
  sharedField,
  swapsIn,
  type ValueField,
  valuesOf,
} from "./values.js";

export { type Clauses, newPlace, type Op, type Said, type ValueField } from "./values.js";

/** The parse's state within a clause. */
interface State {
  op: Op;
  nameCue?: string;
  past: boolean;
  listField?: ValueField;
  lastField?: ValueField;
  negated: boolean;
  lifted: boolean;
  /** "not the ones still at X": said of a search's employer, its past staff only. */
  still?: boolean;
  /** The next tag was read with this one. */
  skip?: boolean;
  /** The last cue as written. */
  cueText?: string;
  /** The next value is no requirement ("another airline"). */
  skipNext?: boolean;
  /** A value was left out since the last "not". */
  notTaken?: boolean;
  /** Adding to the search since the last word for starting over ("make it Aveiro and add Kafka"). */
  adds?: boolean;
}

const LIST_FIELDS = LISTED_FIELDS.split(" ");

/** What a cue does: the move it starts, or the cue a name after it takes its field from. */
function onCue(cues: string[], st: State, out: Clauses, clauseSaid: Said[], to?: Tag): void {
  if (cues.includes("not"))
    [st.op, st.negated, st.notTaken, st.nameCue] = [
      st.op === "lift" ? "lift" : "not",
      true,
      false,
      undefined,
    ];
  if (cues.includes("from")) [st.op, st.nameCue] = ["from", undefined];
  if ((cues.includes("into") && st.op === "from") || (cues.includes("want") && st.op !== "not")) {
    [st.op, st.nameCue] = ["want", undefined];
    return;
  }
  if (cues.includes("over")) [st.op, out.over, st.adds] = ["want", true, false];
  if (cues.includes("also")) [st.op, out.also, st.adds] = ["want", true, true];
  // "no nurse managers, and only those who…": asking again ends a lift or a leaving out, not a swap.
  if (cues.includes("only")) [st.op, st.negated] = [st.op === "from" ? "from" : "want", false];
  if (cues.includes("lift")) st.op = "lift";
  // "drop that to 2 years", "relax it to 5": lowered to a number, not lifted.
  else if (st.op === "lift" && st.cueText === "to" && (to?.kind === "years" || to?.kind === "num"))
    [st.op, out.over] = ["want", true];
  if (cues.includes("lifted")) {
    st.lifted = true;
    for (const s of clauseSaid) s.op = "lift";
  }
  // "managers are fine", "Lisbon works too": let back in what was left out, or add it.
  if (cues.includes("fine")) {
    // ("any size is fine, and make it Christchurch": a field lifted so adds nothing.)
    if (clauseSaid.some((s) => s.field !== "fields")) out.also = true;
    for (const s of clauseSaid) s.fine = true;
  }
  // "formerly with X": "with" goes on with the past employer.
  for (const c of ["at", "was", "in", "knows"])
    if (cues.includes(c) && !(st.nameCue === "was" && c !== "in")) st.nameCue = c;
  if (cues.includes("was")) [st.past, out.past] = [true, true];
  if (cues.includes("other")) st.skipNext = true;
  if (cues.includes("enough")) for (const s of clauseSaid) s.op = "want";
  if (cues.includes("stillAt") && st.op === "not") [st.still, st.nameCue] = [true, "at"];
  // "only people still at EY": their current employer.
  else if (cues.includes("stillAt")) st.nameCue = "at";
  if (cues.includes("notAfter")) for (const s of clauseSaid) s.op = "not";
  // "with Amazon in their past": the names before it are past employers.
  if (cues.includes("pastAfter"))
    for (const s of clauseSaid)
      if (s.field === "unknown" || s.field === "skills" || s.field === "companyNames")
        [s.field, s.past, out.past] = ["companyNames", true, true];
}

type Value = Omit<Said, "op" | "over">;

/**
 * A tag read by its neighbours: a name before "alumni", its staff or a skill's noun; a country after a
 * verb of working; a short tenure in a job; a name before a kind of company (no employer). `null`: read
 * nothing of the tag.
 */
function inContext(
  t: Tag,
  k: number,
  clause: Tag[],
  value: Value | undefined,
  st: State,
  out: Clauses,
): Value | undefined | null {
  let v = value;
  const next = clause[k + 1];
  const alumni = words.ALUMNI.includes(next?.text.toLowerCase() ?? "-");
  // "former staff of X": the company's people, not a level.
  if (has(t, "staff") && has(t, "seniority") && ["of", "at", "from"].includes(next?.text.toLowerCase() ?? ""))
    return null;
  // "who changed schools recently": a kind of workplace after a verb of changing is the move, no industry.
  if (has(t, "industry") && words.CHANGE_VERBS.has(clause[k - 1]?.text.toLowerCase().split(" ").at(-1) ?? ""))
    return null;
  // "B2B SaaS companies", "Series A startups": a name before a kind of company is no employer (a terse
  // string's place stays its place), but a past one before a role's kind is ("ex-Huawei telecom engineers").
  const pastRole = st.nameCue === "was" && clause[k + 2]?.kind === "role";
  const kind = (has(next, "industry") && !pastRole) || has(next, "companyNoun") || has(next, "size");
  if (t.kind === "name" && !t.place && kind) return null;
  // "ex-Googlers": the company its people are named after; a company named so itself ("left Linklaters")
  // is only read so after a word for its former people.
  const people = /^(?:ex|former)$/i.test(clause[k - 1]?.text ?? "");
  if (t.kind === "name" && st.nameCue === "was" && people && /(?:ians|ers)$/.test(t.text))
    v = { field: "companyNames", values: [t.text.replace(/ians$|rs$/, "")], text: t.text };
  // "at their job less than a year": a short time in the job is a recent change, not experience.
  if (
    v?.field === "years" &&
    v.max !== undefined &&
    v.max <= 1 &&
    clause.slice(0, k).some((x) => words.JOB_WORDS.has(x.text.toLowerCase()))
  )
    v = { field: "recentlyChangedJobs", values: ["true"], text: "" };
  // "Gazebo experience": a name before what is known of it is a skill.
  if (t.kind === "name" && words.SKILL_WORDS.has(next?.text.toLowerCase() ?? "-") && v?.field !== "skills")
    v = { field: "skills", values: [t.text], text: t.text };
  // "who use Illustrator", "swap Figma for Illustrator", "Illustrator instead of Figma": a title written as a
  // name right after a verb of using, or swapped in for a skill, is the product.
  const swapped = out.said.at(-1);
  const forSkill =
    (st.op === "want" && swapped?.op === "from" && /^(?:skills|unknown)$/.test(swapped.field)) ||
    ((has(next, "cue", "from") || has(next, "cue", "not")) &&
      (has(clause[k + 2], "skill") || clause[k + 2]?.kind === "name"));
  if (
    t.kind === "role" &&
    (forSkill || (st.nameCue === "knows" && /^(?:use|uses|using)$/i.test(st.cueText ?? ""))) &&
    /^\p{Lu}\p{Ll}+$/u.test(t.text)
  )
    v = { field: "skills", values: [t.text], text: t.text };
  const nation = nationPlace(t, k, clause);
  if (nation) v = { field: "locations", values: [nation], text: t.text };
  // "working for Emirates": a country after a verb of working is the employer named after it.
  if (
    has(t, "country") &&
    !has(t, "city") &&
    (st.nameCue === "was" || (st.nameCue === "at" && /work|employ/i.test(st.cueText ?? "")))
  )
    v = { field: "companyNames", values: [t.text], text: t.text };
  if (
    (t.kind === "name" || (alumni && /^\p{Lu}/u.test(t.text))) &&
    (alumni ||
      has(next, "staff") ||
      (!st.nameCue && ((st.op === "not" && !placeListed(v)) || employerOfRole(t, next)))) &&
    v?.field !== "companyNames"
  ) {
    // ("Bosch's mechanics": the employer without its possessive.)
    v = { field: "companyNames", values: nameValues(t, t.text.replace(/'s$/, "")), text: t.text };
    if (alumni) [st.past, out.past] = [true, true];
  }
  if (!st.nameCue && st.op !== "not" && productOfRole(t, next) && v?.field !== "companyNames")
    v = { field: "skills", values: [t.text], text: t.text };
  if (t.kind === "name" && (alumni || has(next, "staff"))) st.skip = true;
  // "in Porto, Python and Go": a list that has left the places leaves the "in" behind.
  if (v?.field === "skills" && v.guessed && st.nameCue === "in") st.nameCue = undefined;
  return v;
}

type Carry = { op: Op; field: ValueField; nameCue?: string } | undefined;

/** A clause's end: the flags it speaks of by their parts, and the list it may carry past the comma. */
function endClause(clause: Tag[], tagged: Tagged, out: Clauses, st: State, start: number): Carry {
  for (const flag of flagsIn(clause, tagged))
    if (!out.said.slice(start).some((s) => s.field === flag))
      out.said.push({
        field: flag,
        values: ["true"],
        op: st.negated || st.lifted || st.op === "lift" ? "lift" : "want",
        over: out.over,
        text: "",
      });
  // A list goes on past the comma only from a clause that ends on one of its values.
  const lastSaid = out.said.at(-1);
  const endsOnValue =
    lastSaid !== undefined &&
    out.said.length > start &&
    (valuesOf(clause.at(-1)!, st.nameCue, st.listField) !== undefined || clause.at(-1)!.kind === "name");
  // ("w/ SwiftUI, 4+ yrs, Christchurch": a number ends the cue a name after it would take its field from.)
  const cue = lastSaid?.field === "years" || lastSaid?.field === "headcountRanges" ? undefined : st.nameCue;
  return endsOnValue ? { op: st.op, field: lastSaid.field, nameCue: cue } : undefined;
}

/** "whose headline mentions open source": the rest of the clause is what the headline must say. */
function keywordsAfter(rest: Tag[], out: Clauses): void {
  const words = rest
    .map((x) => x.text)
    .join(" ")
    .replace(/^(?:they're|they are|she's|he's)\s+(?:an?\s+)?/i, "");
  if (words) out.keywords = [out.keywords, words].filter(Boolean).join(" ");
}

/**
 * "any industry", "anywhere": the field itself is lifted; so is a kind of company after "any" said to be
 * fine ("any bank is fine").
 */
function liftedByAny(v: Value, clause: Tag[], k: number): boolean {
  if (v.field === "fields")
    return /^(?:any|anywhere|worldwide|globally|everywhere|all)/i.test(v.text) || word(clause[k - 1], "any");
  return (
    v.field === "companyIndustries" &&
    word(clause[k - 1], "any") &&
    clause.slice(k + 1).some((x) => has(x, "cue", "fine"))
  );
}

/** "forget the size, and they need Biesse": a clause saying what people know asks, whatever went before. */
const needs = (clause: Tag[]) => clause.some((t) => has(t, "cue", "knows"));

/** One clause: its cues set the move for the values after them; returns the list it may carry on. */
function readClause(clause: Tag[], tagged: Tagged, out: Clauses, carry: Carry, prevStart: number): Carry {
  const st: State = {
    op: "want",
    past: false,
    negated: false,
    lifted: false,
    nameCue: carry?.nameCue,
    listField: carry?.field,
  };
  // A list carried over from the last clause ("not McKinsey, BCG or Bain") ends at a word of no value.
  // A clause that opens with a cue says something new: no list, no name's cue goes on into it.
  if (clause[0].rows.some((r) => r.kind === "cue") && !LIST_WORDS.has(clause[0].text.toLowerCase())) {
    st.nameCue = undefined;
    st.listField = undefined;
  }
  let carried = carry?.op === "not" || carry?.op === "lift";
  if (carried) st.op = carry!.op;
  // ", and anyone at Nimora" after a list left out: the whole clause goes on leaving out.
  const goesOn = carried && LIST_WORDS.has(clause[0].text.toLowerCase()) && !needs(clause);
  const start = out.said.length;
  let skip = false;
  for (const [k, t] of clause.entries()) {
    if (skip) {
      skip = false;
      continue;
    }
    // A name takes the field of a list only right after the list's word or comma.
    const inList = k === 0 || LIST_WORDS.has(clause[k - 1].text.toLowerCase()) ? st.listField : undefined;
    let v = valuesOf(t, st.nameCue ?? leftOutCue(st.op, clause[k - 1], st.lastField), inList, st.cueText, !k);
    // "Spotify alumni", "the Acme people": a name before the word for its staff is their employer; a name
    // left out with no cue is an employer left out ("anyone but BMW").
    const next = clause[k + 1];
    const read = inContext(t, k, clause, v, st, out);
    if (read === null) continue;
    v = read;
    if (st.skip) [skip, st.skip] = [true, false];
    // A list goes on leaving out or lifting names; a role after "forget paralegals," is asked for.
    const listed = v && (carry?.op === "not" || t.kind === "name" || v.field === "companyNames");
    if (
      carried &&
      !goesOn &&
      (v ? v.field !== carry?.field || !listed : !LIST_WORDS.has(t.text.toLowerCase()))
    )
      [carried, st.op] = [false, "want"];
    // "not managers at Vexora": a new cue after the value left out says something new.
    const placeCue = t.rows.some((r) => r.kind === "cue" && ["at", "in", "knows"].includes(r.value));
    if (st.op === "not" && st.notTaken && !v && placeCue && !goesOn) st.op = "want";
    // "not senior lecturers": the level belongs to the title left out.
    if (st.op === "not" && has(t, "seniority") && next?.kind === "role") {
      const titles = next.titles!.map(
        (x) => `${t.text[0].toUpperCase()}${t.text.slice(1).toLowerCase()} ${x}`,
      );
      out.said.push({ field: "titleIncludes", values: titles, op: "not", over: out.over, text: next.text });
      skip = true;
      continue;
    }
    if (has(t, "cue", "keywords")) {
      keywordsAfter(clause.slice(k + 1), out);
      break;
    }
    const cues = v ? [] : t.rows.filter((r) => r.kind === "cue").map((r) => r.value);
    if (cues.length > 0) {
      st.cueText = t.text;
      // A clause that only lifts ("…, doesn't matter") lifts what the clause before it said.
      const alone = out.said.length === start && cues.includes("lifted");
      onCue(cues, st, out, out.said.slice(alone ? prevStart : start), next);
      continue;
    }
    if (!v) {
      // "no managers and anyone at X": a list word carries the leaving out on to what follows.
      if (LIST_WORDS.has(t.text.toLowerCase())) [st.listField, st.notTaken] = [st.lastField, false];
      // A word that is no value and no list word ends a list, and the cue a name takes its field from
      // ("in Milan who speak Italian").
      else if (t.kind === "word" || t.kind === "num" || words.RELATIVES.has(t.text.toLowerCase()))
        [st.listField, st.nameCue] = [undefined, undefined];
      else if (words.EMPLOYS.has(t.text.toLowerCase())) [st.listField, st.nameCue] = [undefined, "employ"];
      if (t.kind === "name")
        out.said.push({
          field: "unknown",
          values: nameValues(t),
          op: st.op,
          over: out.over,
          adds: st.adds,
          text: t.text,
          weak: t.weak,
        });
      continue;
    }
    // "the Kubernetes skill": a field's word after its value names the value's field, it lifts nothing.
    if (v.field === "fields" && out.said.length > start && v.values.includes(out.said.at(-1)!.field))
      continue;
    if (st.skipNext) {
      st.skipNext = false;
      continue;
    }
    const any = liftedByAny(v, clause, k);
    // After a swap, a value before "for" is swapped out too ("swap X for Y and plumbers for electricians").
    const swapsOut = st.op === "want" && has(next, "cue", "into") && out.said.some((s) => s.op === "from");
    if (swapsOut) st.op = "from";
    const before = out.said.at(-1);
    if (!swapsOut) sharedField(before, v, clause[k - 1]);
    out.said.push({
      ...v,
      op: any ? "lift" : st.op,
      over: out.over,
      adds: st.adds,
      past: v.field === "companyNames" ? st.past : undefined,
      still: st.still,
      replacing: carried && st.op === "not" && listless(clause) ? true : undefined,
    });
    st.lastField = v.field;
    st.listField = v.field;
    if (st.op === "not") st.notTaken = true;
    // "add Figma to the skills": a field named after a name says what it is.
    if (v.field === "fields" && before?.field === "unknown" && LIST_FIELDS.includes(v.values[0]))
      before.field = v.values[0] as ValueField;
  }
  return endClause(clause, tagged, out, st, start);
}

// "and what about Wallonia?", "and COOs instead of HR directors": starting over or swapping replaces.
const NARROWS = ["only", "instead", "not", "over", "from"];
export function parse(tagged: Tagged): Clauses {
  const out: Clauses = { said: [], also: false, over: false, past: false };
  // "and Porto", "or Lyon" opening a follow-up add to the search, unless they narrow or replace.
  const narrows = tagged.tags.some((t) => NARROWS.some((c) => has(t, "cue", c)));
  const asks = words.AND_ASKS.has(tagged.tags[1]?.text.toLowerCase() ?? "");
  if (/^(?:and|or)$/i.test(tagged.tags[0]?.text ?? "") && !asks && !narrows) out.also = true;
  let carry: Carry;
  let lastStart = 0;
  for (const clause of clauses(tagged.tags)) {
    const start = out.said.length;
    carry = readClause(clause, tagged, out, carry, lastStart);
    // "…, and Porto instead", "what about Sarajevo? also 3+ years": a place after "instead" or a word for
    // starting over replaces; values a lift carried on to are wanted ("scrap Firebase, Supabase instead").
    const instead = /^instead$/i.test(clause.at(-1)?.text ?? "");
    const cue = clause.find((t) => has(t, "cue"));
    const replaces = instead || (has(cue, "cue", "over") && !clause.some((t) => has(t, "cue", "also")));
    const swaps = instead && !clause.slice(0, -1).some((t) => has(t, "cue"));
    for (const s of replaces ? out.said.slice(start) : [])
      [s.instead, s.op] = [true, swaps && (s.op === "lift" || s.op === "not") ? "want" : s.op];
    onlyReplaces(clause, out.said.slice(start));
    swapsIn(clause, out.said.slice(start));
    lastStart = start;
  }
  return out;
}
