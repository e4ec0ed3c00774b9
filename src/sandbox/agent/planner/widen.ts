// Widening a title nobody holds, before any other constraint is given up: to titles that hold every word
// of it, to its head occupation, to the same role written another way, then to titles of the same
// function and kind of role. Each says what it widened to; the answer starts "No one matched …".
import type { StructuredQuery } from "../../../contract/schemas.js";
import { headOccupation, OCCUPATIONS, SKILLS, skillCode } from "../../world/tables.js";
import * as W from "../lexicon/reading.js";
import { singular } from "../tokens.js";
import { joinOr } from "./describe.js";

/** People matching a filter set, as the planner searches it (title variants, exclusions). */
type Match = (q: StructuredQuery) => Int32Array;
export interface Widened {
  q: StructuredQuery;
  ids: Int32Array;
  what: string;
}

const words = (list: string) => new Set(list.split(" "));
const LEAD = words(W.LEAD_HEADS);
const SUPPORT = words(W.SUPPORT_HEADS);
const NOT_DISTINCTIVE = new Set([...LEAD, ...SUPPORT, ...words(W.NOT_DISTINCTIVE_WORDS)]);
const BROAD_HEADS = words(W.BROAD_HEADS);
/** Titles the world holds as another title with a skill: title → [held title, skill]. */
const HELD_AS = new Map(
  W.HELD_AS_ROWS.map((r) => r.split("=")).map(([title, held]) => [title.toLowerCase(), held.split(";")]),
);

/** A chief officer's function word as the function's leaders are titled ("Head of IT", "IT Director"). */
const CHIEF_FUNCTION = new Map([["information", "it"]]);

const WORD_BREAK = /[\s,]+/;
const wordsOf = (t: string) => t.toLowerCase().split(WORD_BREAK).filter(Boolean);

/** A chief officer ("Chief Information Officer"): a function's leader, whatever its head noun says. */
const isChief = (words: string[]) => words[0] === "chief" && words.at(-1) === "officer" && words.length > 2;

/** The kind of role a title names: "lead", "support", or its head noun (a specific occupation). */
function kindOf(words: string[]): string {
  if (/^(?:head|director|vp|chief)$/.test(words[0]) && (words.includes("of") || isChief(words)))
    return "lead";
  const last = words[words.length - 1] ?? "";
  return LEAD.has(last) ? "lead" : SUPPORT.has(last) ? "support" : last;
}

/** The same role at the same level written another way: "Procurement Director", "Head of Procurement". */
function reworded(title: string): string[] {
  const fn =
    /^(?:Head|Director|VP) of (.+)$/i.exec(title)?.[1] ?? /^(.+) (?:Head|Director|VP)$/i.exec(title)?.[1];
  return fn ? [`Head of ${fn}`, `Director of ${fn}`, `${fn} Director`, `${fn} Head`] : [];
}

/**
 * A title word as its other spellings and its plural fold: "Systems", "Fibre", "Modeller", "Salesman", and
 * without its hyphen or apostrophe ("Coroners" is the "Coroner's" of "Coroner's Officer").
 */
function fold(w: string): string {
  return singular(w.replace(/[-'’]/g, ""))
    .replace(/^sales(?:wo)?man$/, "salesperson")
    .replace(/our$/, "or")
    .replace(/([^aeiou])re$/, "$1er")
    .replace(/ll(er|ing)$/, "l$1")
    .replace(/is(e|ation)$/, "iz$1");
}

let folded: Map<string, string[]> | undefined;

/** Each held title with its words and their folds: every widening walks them all, once per search step. */
let occupationWords: { title: string; words: string[]; folds: string[] }[] | undefined;
function held() {
  occupationWords ??= OCCUPATIONS.map((o) => {
    const words = wordsOf(o.title);
    return { title: o.title, words, folds: words.map(fold) };
  });
  return occupationWords;
}

/** Held titles of the same words but for plurals and spelling ("System Administrator", "Fiber Technician"). */
function sameWords(title: string): string[] {
  return spelled(title).filter((t) => t !== title);
}

/** Held titles of these words, this spelling among them. */
function spelled(title: string): string[] {
  if (!folded) {
    folded = new Map();
    for (const o of held()) {
      const key = o.folds.join(" ");
      folded.set(key, [...(folded.get(key) ?? []), o.title]);
    }
  }
  return folded.get(wordsOf(title).map(fold).join(" ")) ?? [];
}

/** Whether `part` is `whole` less some of its words, in order. */
function inOrder(part: string[], whole: string[]): boolean {
  let k = 0;
  for (const w of whole) if (w === part[k]) k++;
  return k === part.length;
}

/** Held titles holding every word of `title` in order, before the same head noun ("Wind Turbine Technician"). */
function containing(title: string): string[] {
  const want = wordsOf(title);
  if (want.length < 2) return [];
  return held().flatMap((o) => {
    const have = o.words;
    return have.length > want.length && have.at(-1) === want.at(-1) && inOrder(want, have) ? [o.title] : [];
  });
}

/**
 * The longest held titles made of some of `title`'s words in order, ending in its head noun ("HVAC Service
 * Technician" → "HVAC Technician"): the specialisation the world holds under a broad head.
 */
function within(title: string): string[] {
  // Compared as folded: "Demi Chefs de Partie" holds a "Chef de Partie".
  const want = wordsOf(title).map(fold);
  let best: string[] = [];
  let bestLength = 2;
  for (const o of held()) {
    const have = o.folds;
    if (have.length < bestLength || have.length >= want.length || have.at(-1) !== want.at(-1)) continue;
    if (!inOrder(have, want)) continue;
    if (have.length > bestLength) best = [];
    bestLength = have.length;
    best.push(o.title);
  }
  return best;
}

/**
 * Held titles of the same broad head sharing most of its other words ("Home Care Aide" → "Home Health Aide",
 * "Personal Care Aide") or the title its other words name ("Road Sweeper Driver" → "Road Sweeper"): kin in
 * the same line of work, where the bare head ("Aide", "Driver") is another job.
 */
function kin(title: string): string[] {
  const want = wordsOf(title).map(fold);
  if (want.length < 2 || !BROAD_HEADS.has(want.at(-1)!)) return [];
  // "Road Sweeper Driver": the held title its words before the head already name.
  const named = spelled(title.split(" ").slice(0, -1).join(" "));
  if (named.length > 0) return named;
  const qualifier = new Set(want.slice(0, -1).filter((w) => !NOT_DISTINCTIVE.has(w)));
  let best: string[] = [];
  let most = 1;
  for (const o of held()) {
    const have = o.folds;
    if (have.at(-1) !== want.at(-1)) continue;
    const shared = have.slice(0, -1).filter((w) => qualifier.has(w)).length;
    if (shared < most) continue;
    if (shared > most) best = [];
    most = shared;
    best.push(o.title);
  }
  return best;
}

/**
 * A title nobody holds whose words before the head are a skill the world knows ("HVAC Engineer"): the head
 * with that skill, as a filter set of its own.
 */
function headWithSkill(title: string, asked: StructuredQuery): StructuredQuery | undefined {
  // "iOS Engineer": the world's title for them with the skill, where the reader's rows say so (the skill
  // only where none is asked: "iOS developers with Swift" names the kind already).
  const heldAs = HELD_AS.get(title.toLowerCase());
  if (heldAs) return { titleIncludes: [heldAs[0]], skills: asked.skills?.length ? [] : [heldAs[1]] };
  const words = title.split(" ");
  const skill = words.slice(0, -1).join(" ");
  // A lead's or a support role's function is the function's other titles' (sameFunction), not a skill.
  const kind = kindOf(wordsOf(title));
  const code = words.length > 1 && kind !== "lead" && kind !== "support" ? skillCode(skill) : undefined;
  return code === undefined ? undefined : { titleIncludes: [words.at(-1)!], skills: [SKILLS[code]] };
}

let heads: Map<string, number> | undefined;

/**
 * The head occupation a specialised title widens to, when it is an occupation of its own: one the world holds
 * as a title by itself ("Nurse", "Surveyor") or the head of a line of work of more than one ("Therapist"), not a
 * last word one title has ("Shift Boss" is no kind of "Boss"), and not a broad head whose titles
 * are other jobs ("Flight Attendant" is no parking attendant, "Stock Controller" no financial controller).
 */
function realHead(title: string): string[] {
  if (!heads) {
    heads = new Map();
    for (const o of OCCUPATIONS) {
      const h = o.head.toLowerCase();
      // A title held by itself counts as a line of work of its own.
      heads.set(h, (heads.get(h) ?? 0) + (o.title.toLowerCase() === h ? 3 : 1));
    }
  }
  const head = headOccupation(title);
  const h = head?.toLowerCase() ?? "";
  return head && (heads.get(h) ?? 0) >= 2 && !BROAD_HEADS.has(h) ? [head] : [];
}

/**
 * Held titles of the same function ("payroll") and kind of role: a lead's first, then (for a lead) the
 * function's professional titles, never its support or trade ones; only for a title whose head is
 * generic ("Manager"), since a specific head is the head fallback's.
 */
function sameFunction(title: string): { titles: string[]; fn: string } | undefined {
  const words = wordsOf(title);
  const kind = kindOf(words);
  if (kind !== "lead" && kind !== "support") return undefined;
  // A chief officer's function is the words between ("information security"); "information" is IT's.
  const fn = (isChief(words) ? words.slice(1, -1) : words)
    .filter((w) => !NOT_DISTINCTIVE.has(w))
    .map((w) => CHIEF_FUNCTION.get(w) ?? w);
  if (fn.length === 0) return undefined;
  const byKind = new Map<string, string[]>();
  for (const o of held()) {
    const have = o.words;
    // "E-commerce" is the world's "Ecommerce": words compared as folded.
    const folded = o.folds;
    if (!fn.every((w) => folded.includes(fold(w)))) continue;
    const k = kindOf(have);
    byKind.set(k, [...(byKind.get(k) ?? []), o.title]);
  }
  const professional = [...byKind].filter(([k]) => k !== "lead" && k !== "support").flatMap(([, t]) => t);
  const titles = byKind.get(kind) ?? (kind === "lead" ? professional : []);
  return titles.length > 0 ? { titles, fn: fn.join(" ") } : undefined;
}

/**
 * Held titles sharing every word before the head, under another head ("Packaging Technician" → "Packaging
 * Operator"): the same line of work, done in another role.
 */
function sameQualifier(title: string): string[] {
  const want = wordsOf(title).map(fold);
  const qualifier = want.slice(0, -1);
  if (qualifier.every((w) => NOT_DISTINCTIVE.has(w))) return [];
  const lead = kindOf(want) === "lead";
  return held().flatMap((o) => {
    const have = o.folds;
    // Not up to the function's executives ("Data Modeler" is no "Chief Data Officer").
    if (have.at(-1) === want.at(-1) || (!lead && /^(?:chief|head|vp|director)$/.test(have[0]))) return [];
    for (let i = 0; i + qualifier.length < have.length; i++)
      if (qualifier.every((w, k) => have[i + k] === w)) return [o.title];
    return [];
  });
}

/** Titles less those another of them already matches as a substring ("Payroll Clerk" covers "Trainee Payroll Clerk"). */
function covering(titles: string[]): string[] {
  const all = [...new Set(titles)];
  return all.filter((t) => !all.some((o) => o !== t && t.toLowerCase().includes(o.toLowerCase())));
}

/** Names up to three titles, and how many more. */
const named = (titles: string[]) =>
  titles.length <= 3 ? joinOr(titles) : `${titles.slice(0, 3).join(", ")} or ${titles.length - 3} more`;

const asWritten = (from: string[], to: string[]) =>
  `the title as written (${joinOr(from)}), widened to ${named(to)}`;
const exact = (from: string[], to: string[]) => `the exact title (${joinOr(from)}), widened to ${named(to)}`;

/**
 * A title nobody in the world holds, widened: to held titles holding all its words ("Wind Technician" →
 * "Wind Turbine Technician"), else to its head occupation ("Cardiac Nurse" → "Nurse"), else to the same
 * role written another way ("Procurement Director" ↔ "Head of Procurement"), else to the titles of the same
 * function and kind ("Payroll Manager" → payroll titles). Titles someone holds are never widened: there, no
 * one matching is about the other constraints. When no widening finds anyone, the first that names held
 * titles comes back with no people, for the other constraints to be relaxed from.
 */
export function widenTitle(asked: StructuredQuery, match: Match): Widened | undefined {
  const titles = asked.titleIncludes ?? [];
  if (titles.length === 0) return undefined;
  const unheld = titles.filter((t) => match({ titleIncludes: [t] }).length === 0);
  const tries: {
    to: (t: string) => string[];
    say: (from: string[], to: string[]) => string;
    /** A held specialisation falls back to its head too, where the place lacks it. */
    held?: boolean;
  }[] = [
    { to: sameWords, say: asWritten },
    { to: containing, say: exact },
    { to: within, say: exact },
    { to: kin, say: (from, to) => `the title (${joinOr(from)}), widened to its kin ${named(to)}` },
    {
      to: realHead,
      held: true,
      say: (from, to) => `the specialisation (${joinOr(from)}), widened to ${joinOr(to)}`,
    },
    { to: (t) => reworded(t).filter((v) => match({ titleIncludes: [v] }).length > 0), say: asWritten },
    {
      to: (t) => sameFunction(t)?.titles ?? [],
      say: (from, to) =>
        `the title (${joinOr(from)}), widened to other ${joinOr(from.map((t) => sameFunction(t)?.fn ?? t))} titles (${named(to)})`,
    },
    { to: sameQualifier, say: (from, to) => `the title (${joinOr(from)}), widened to ${named(to)}` },
  ];
  // The first widening that finds someone; else the first that names titles people hold, for the caller to
  // relax the other constraints of.
  let first: Widened | undefined;
  // "HVAC Engineer" nobody holds: engineers who know HVAC, before any broader title.
  const skilled =
    unheld.length === titles.length && titles.length === 1 ? headWithSkill(titles[0], asked) : undefined;
  if (skilled) {
    const q = { ...asked, ...skilled, skills: [...new Set([...(asked.skills ?? []), ...skilled.skills!])] };
    const ids = match(q);
    const withSkill = skilled.skills!.length > 0 ? ` with ${skilled.skills![0]}` : "";
    const what = `the exact title (${titles[0]}), widened to ${skilled.titleIncludes![0]}${withSkill}`;
    if (ids.length > 0) return { q, ids, what };
    first = { q, ids, what };
  }
  // A chief officer widens to the function's leaders only, never to a clerk's "Information Officer".
  const toward = (t: string, to: string[]) =>
    isChief(wordsOf(t)) ? to.filter((x) => kindOf(wordsOf(x)) === "lead") : to;
  for (const { to, say, held } of tries) {
    const widened = new Map((held ? titles : unheld).map((t) => [t, covering(toward(t, to(t)))] as const));
    const from = [...widened.keys()].filter((t) => widened.get(t)!.length > 0);
    if (from.length === 0) continue;
    const next = covering(titles.flatMap((t) => (widened.get(t)?.length ? widened.get(t)! : [t])));
    const q = { ...asked, titleIncludes: next };
    const ids = match(q);
    const found = { q, ids, what: say(from, covering(from.flatMap((t) => widened.get(t)!))) };
    if (ids.length > 0) return found;
    // A held specialisation lacking here keeps its title for the other constraints to be relaxed from; one
    // nobody holds needs the widening whatever else is relaxed.
    if (from.some((t) => unheld.includes(t))) first ??= found;
  }
  return first;
}
