// What a tag is worth to the grammar: the field and values it names (a name's field is said by the cue
// before it or the list it is in), the clauses of a sentence, and the flags a clause speaks of by its parts.

import { worldName } from "../world/metros.js";
import { placeCodes } from "../world/tables.js";
import { NATION } from "./lexicon/grammar-words.js";
import { NEW_CLAUSE_VERB_WORDS } from "./lexicon/reading.js";
import { EMPLOYER_SKILLS, RECENT_ROWS, VERIFIED_ROWS } from "./lexicon/words.js";
import { row, type Tag, type Tagged } from "./tagger.js";
import { has, nameValues, productCased, word } from "./tags.js";

const EMPLOYERS = new Set(EMPLOYER_SKILLS.split(" "));

export type Op = "want" | "not" | "from" | "lift";

export type ValueField =
  | "titleIncludes"
  | "seniorityLevels"
  | "skills"
  | "companyIndustries"
  | "locations"
  | "countries"
  | "headcountRanges"
  | "companyNames"
  | "years"
  | "recentlyChangedJobs"
  | "verifiedEmailOnly"
  | "fields"
  | "unknown";

export interface Said {
  field: ValueField;
  values: string[];
  op: Op;
  /** Said after "no wait", "actually": replaces what came before in the same field. */
  over: boolean;
  /** A name said after a word for adding since the last for starting over ("make it X and add Kafka"). */
  adds?: boolean;
  /** An employer named as a past one ("ex-Google"). */
  past?: boolean;
  min?: number;
  max?: number;
  /** The level a title carries ("CTO" → CXO). */
  level?: string;
  /** Its field was found by the names around it. */
  guessed?: boolean;
  /** Left out as "still at X". */
  still?: boolean;
  /** A capitalised word opening a clause: a name only if something else says so. */
  weak?: boolean;
  /** Said to be fine: let back in if left out, else added. */
  fine?: boolean;
  /** Said before "instead" ("…, and Porto instead"): it replaces, whatever else the sentence adds. */
  instead?: boolean;
  /** Left out after "not X," with no list word ("not Lidl, Aldi"): where the search holds X, it replaces X. */
  replacing?: boolean;
  /** The tag as written, for a value the grammar only guessed at. */
  text: string;
}

export interface Clauses {
  said: Said[];
  also: boolean;
  over: boolean;
  /** A past employer was spoken of ("used to work there"). */
  past: boolean;
  /** What the headline must say. */
  keywords?: string;
}

export const LIST_WORDS = new Set([
  "and",
  "or",
  "nor",
  "&",
  "plus",
  "as well as",
  "either",
  "neither",
  "also",
  "additionally",
]);
/** "not Lidl, Aldi": a clause going on from one leaving out, with no list word, may say what is wanted instead. */
export const listless = (clause: Tag[]) => !clause.some((t) => LIST_WORDS.has(t.text.toLowerCase()));
/** "not Valencia, Alicante": a name placed by the list of places it is in, no employer left out. */
export const placeListed = (v: Pick<Said, "field" | "guessed"> | undefined) =>
  !!v?.guessed && (v.field === "locations" || v.field === "countries");
const BREAKS = new Set([",", ";", ".", "!", "?", ":", '"', "|", "-", "–", "—"]);
const CLAUSE_WORDS = new Set(["but", "though", "although", "however", "whereas"]);

/**
 * "excluding oracle and sap": right after a word that leaves out, or listed after an employer so left out, a
 * product that is a company too is the company, as after "at".
 */
export const leftOutCue = (op: Op, before: Tag | undefined, last: string | undefined) =>
  op === "not" &&
  (/^(?:excluding|except)$/i.test(before?.text ?? "") ||
    ((LIST_WORDS.has(before?.text.toLowerCase() ?? "") || before?.text === ",") && last === "companyNames"))
    ? "at"
    : undefined;

/** An Arabic article opening a place's name ("Al Jubayl"). */
const ARTICLE = /^(?:al|el|ad|an|ar|as|at|az|ash)[ -]/i;
/**
 * A place by another of its names ("Helsingfors") is labelled with the world's name ("Helsinki"); one written
 * without the article the world's name opens with ("Jubail" for Al Jubayl) is the name people use: as written.
 */
function placeLabel(text: string): string {
  const world = worldName(text);
  return world && !(ARTICLE.test(world) && !ARTICLE.test(text)) ? world : text;
}

/** The values a tag names, and the field they go to (a name's field is said by the cue before it). */
export function valuesOf(
  t: Tag,
  nameCue: string | undefined,
  listField: ValueField | undefined,
  cueText?: string,
  comma = false,
): Omit<Said, "op" | "over"> | undefined {
  const text = t.text;
  if (t.kind === "role") return { field: "titleIncludes", values: t.titles!, level: t.level, text };
  if (t.kind === "years") return { field: "years", values: [], min: t.min, max: t.max, text };
  // "#": a size in numbers, which says more than a word for one.
  if (t.kind === "headcount") return { field: "headcountRanges", values: t.bands!, text: "#" };
  if (t.kind === "name") {
    // A list says more of a name's field than the cue before the list: "in France, Andorra or Spain".
    // ("welders, Hull", "unis, Dunedin": a place of the world's after a role's or a kind's comma is where.)
    // ("surveyors in Leeds, MRICS": a name in capitals the world holds no place by is no place of the list.)
    // ("Paris, Adobe Lightroom", "Guildford, C++": nor is a name of more words, or written as a product, that
    // the world holds no place by, after a comma; one plain word there may be a suburb: "Melbourne, Fitzroy".)
    const product = comma && !/^\p{Lu}\p{Ll}+$/u.test(text);
    const caps = (/^[A-Z]{3,6}$/.test(text) || product) && placeCodes(text) === undefined;
    const listed =
      listField === "countries" || listField === "locations"
        ? caps
          ? "skills"
          : listField
        : (listField === "titleIncludes" || listField === "companyIndustries") &&
            placeCodes(text) !== undefined
          ? "locations"
          : undefined;
    // "audiologists from Tucson": a metro of the world's, and no employer it knows, is where they are ("reps
    // at Komatsu": after "at" itself, the employer).
    const metro =
      nameCue === "at" &&
      !/^at$/i.test(cueText ?? "") &&
      t.rows[0]?.kind !== "employer" &&
      !EMPLOYERS.has(text.toLowerCase()) &&
      placeCodes(text) !== undefined;
    const field: ValueField | undefined =
      t.place || metro
        ? "locations"
        : listed
          ? listed
          : nameCue === "at" || nameCue === "was"
            ? "companyNames"
            : nameCue === "in"
              ? "locations"
              : nameCue === "knows" || (nameCue === "employ" && EMPLOYERS.has(text.toLowerCase()))
                ? "skills"
                : // "make it Hobart and 2+ yrs": a name is no number, whatever list it is in.
                  ((listField === "years" || listField === "headcountRanges" ? undefined : listField) ??
                  (productCased(text) || /^[A-Z]{2,6}$/.test(text)
                    ? "skills"
                    : // ("4+ yrs, Christchurch": a place of the world's listed after a number is where.)
                      (listField === "years" || listField === "headcountRanges") &&
                        placeCodes(text) !== undefined
                      ? "locations"
                      : undefined));
    // A name placed only by the list it is in comes after the values the lexicon knows.
    const value = field === "locations" ? placeLabel(text) : text;
    return field
      ? {
          field,
          values: value === text ? nameValues(t) : [value],
          text,
          guessed: !t.place && (!nameCue || listField !== undefined),
        }
      : undefined;
  }
  // A skill after "at" that is a company too: "AEs at Salesforce".
  if (EMPLOYERS.has(text.toLowerCase()) && (nameCue === "at" || nameCue === "was"))
    return { field: "companyNames", values: [text], text };
  const kinds: [Parameters<typeof has>[1], ValueField][] = [
    ["flag", "recentlyChangedJobs"],
    ["employer", "companyNames"],
    ["skill", "skills"],
    ["industry", "companyIndustries"],
    ["city", "locations"],
    ["country", "countries"],
    ["size", "headcountRanges"],
    ["seniority", "seniorityLevels"],
    ["field", "fields"],
  ];
  for (const [kind, field] of kinds) {
    const r = row(t, kind);
    if (!r) continue;
    // "in VT and NH": after "in" or among places, a place that an employer is also called is the place.
    if (kind === "employer" && row(t, "city") && (nameCue === "in" || listField === "locations")) continue;
    if (kind === "flag") return { field: r.value as ValueField, values: ["true"], text };
    // "in" before a city that is also a country ("Singapore") reads it as the city.
    return { field, values: r.values ?? [r.value], text };
  }
  return undefined;
}

/**
 * "swap tellers for bankers and make it Tucson": a place of the world's is the new place, where the search
 * has a place and the sentence asks for none, whatever else it swaps.
 */
export function newPlace(
  c: Clauses,
  current: { locations?: string[]; countries?: string[] } | undefined,
  name: string,
) {
  const asked = c.said.some((x) => x.field === "locations" && x.op === "want");
  return !!(current?.locations || current?.countries) && !asked && placeCodes(name) !== undefined;
}

/** Verbs after "and" that start a clause of their own: "scrap the email and look in Cape Town too". */
const NEW_CLAUSE_VERBS = new Set(NEW_CLAUSE_VERB_WORDS.split(" "));

/** A clause's tags, split at punctuation, "but" and "and" before a verb of searching. */
export function clauses(tags: Tag[]): Tag[][] {
  const out: Tag[][] = [[]];
  for (const [k, t] of tags.entries()) {
    const andThen =
      t.text.toLowerCase() === "and" && NEW_CLAUSE_VERBS.has(tags[k + 1]?.text.toLowerCase() ?? "");
    if ((t.kind === "punct" && BREAKS.has(t.text)) || CLAUSE_WORDS.has(t.text.toLowerCase()) || andThen) {
      out.push([]);
      if (CLAUSE_WORDS.has(t.text.toLowerCase())) out.at(-1)!.push(t);
      continue;
    }
    out.at(-1)!.push(t);
  }
  return out.filter((c) => c.length > 0);
}

/** The flags a clause speaks of by their parts: a time and a job word, or an email and a word that it works. */
export function flagsIn(clause: Tag[], tagged: Tagged): ("recentlyChangedJobs" | "verifiedEmailOnly")[] {
  const keys = new Set(clause.flatMap((t) => tagged.tokens.slice(t.i, t.j).map((k) => k.sing)));
  const any = (list: string) => list.split(" ").some((w) => keys.has(w));
  const flags: ("recentlyChangedJobs" | "verifiedEmailOnly")[] = [];
  if (any(VERIFIED_ROWS.email) && any(VERIFIED_ROWS.good)) flags.push("verifiedEmailOnly");
  // "new in their role", "new to their current company": new, then the job it is new in.
  const toks = clause.flatMap((t) => tagged.tokens.slice(t.i, t.j));
  const newIn = toks.some(
    (t, k) =>
      t.text === "new" && toks.slice(k + 1, k + 5).some((n) => RECENT_ROWS.job.split(" ").includes(n.sing)),
  );
  const time = any(RECENT_ROWS.time);
  const verb = any(RECENT_ROWS.verb);
  const job = any(RECENT_ROWS.job);
  // "in their current role for under 6 months": a short time in the job.
  if (newIn || (time && (verb || job)) || (verb && job) || (job && any("month week") && any("current")))
    flags.push("recentlyChangedJobs");
  return flags;
}

/**
 * "Novartis and Roche people": an unknown name listed before a value shares its field. A name is no number,
 * no level, no flag and no field's name: "make it Hobart and 2+ yrs" lists a place and the years, "make it
 * Lausanne and senior ones" a place and the level, "make it Salto, and verified emails only" a place and a flag.
 */
export function sharedField(
  before: Said | undefined,
  v: Omit<Said, "op" | "over">,
  joiner: Tag | undefined,
): void {
  // Nor a field's own name: "actually Kumasi, and size doesn't matter"; nor is a place of the world's a
  // skill: "actually Bergen, and Swift instead of Kotlin" makes two changes.
  const named =
    ![
      "years",
      "headcountRanges",
      "seniorityLevels",
      "fields",
      "verifiedEmailOnly",
      "recentlyChangedJobs",
    ].includes(v.field) &&
    !(
      v.field === "skills" &&
      before?.field === "unknown" &&
      placeCodes(before.values[0] ?? "") !== undefined
    );
  if (named && before?.field === "unknown" && LIST_WORDS.has(joiner?.text.toLowerCase() ?? ""))
    [before.field, before.weak, before.guessed] = [v.field, false, true];
}

/** "plant operators, roller drivers only": the roles of a clause ending on "only" replace those before it. */
export function onlyReplaces(clause: Tag[], said: Said[]): void {
  if (/^only$/i.test(clause.at(-1)?.text ?? "")) for (const s of said) s.over ||= s.field === "titleIncludes";
}

/** "swap them for orthodontic therapists": a swap naming nothing it swaps out replaces with what it names. */
export function swapsIn(clause: Tag[], said: Said[]): void {
  const cue = (t: Tag, value: string) => t.rows.some((r) => r.kind === "cue" && r.value === value);
  const into = clause.findIndex((t) => cue(t, "into"));
  const first = said.find((s) => s.op === "want");
  const from = clause.slice(0, Math.max(into, 0)).some((t) => cue(t, "from"));
  if (from && first && !said.some((s) => s.op === "from")) first.instead = true;
}

/**
 * "anywhere in England except London", "make it anywhere in England": a nation with one of its places left
 * out, or said as the whole of where, is that nation, a place (not its country).
 */
export function nationPlace(t: Tag, k: number, clause: Tag[]): string | undefined {
  const nation = NATION.get(t.text.toLowerCase());
  if (!nation || !has(t, "country")) return undefined;
  const [next, left] = [clause[k + 1], clause[word(clause[k + 2], "in") ? k + 3 : k + 2]];
  const whole = word(clause[k - 2], "anywhere", "all") && word(clause[k - 1], "in", "of");
  const except =
    has(next, "cue", "not") && (has(left, "city") || (left?.kind === "name" && !has(left, "employer")));
  return whole || except ? nation : undefined;
}
