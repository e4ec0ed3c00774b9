// The one lexicon: rows of phrase → kind and value, from the world's own tables (titles, skills, cities,
// countries, industries) and the reader's rows in ./words.ts, kept in a trie of token keys for longest
// match. Built on first use, not at load, so the sandbox starts without it. Feeding the lexicon a new world
// table is one small function below that calls `add` for each of its phrases.
import type { HeadcountRange } from "../../../contract/filters.js";
import { OTHER_COUNTRY_ROWS } from "../../world/data/countries.js";
import { umlautSpelling } from "../../world/fold.js";
import { METROS } from "../../world/metros.js";
import { SKILLS, TITLES } from "../../world/tables.js";
import {
  CITIES,
  COUNTRIES,
  COUNTRY_ALIASES,
  INDUSTRIES,
  KNOWN_EMPLOYERS,
  OTHER_STATES,
  PLACE_EXONYMS,
  REGIONS,
  US_STATES,
} from "../../world/vocab.js";
import { tokenize } from "../tokens.js";
import {
  EMPLOYER_GROUP_ROWS,
  NOT_TITLE_INITIALS,
  PRODUCT_MODULE_ROWS,
  SHORT_TITLE_ROWS,
  SKILL_FIELD_ROWS,
  SKILL_PHRASE_ROWS,
  STATE_CODES_AFTER_IN,
} from "./abbreviations.js";
import { LOCAL_TITLE_ROWS } from "./local.js";
import { INDUSTRY_LED_TITLES, PLACE_ABBREVIATIONS } from "./reading.js";
import * as W from "./words.js";

export type Kind =
  | "title"
  | "head"
  | "dept"
  | "levelNoun"
  | "seniority"
  | "skill"
  | "industry"
  | "city"
  | "country"
  | "size"
  | "cue"
  | "field"
  | "filler"
  | "companyNoun"
  | "staff"
  | "year"
  | "bound"
  | "flag"
  | "employer";

export interface Row {
  kind: Kind;
  /** The value: a title, a skill, a place, a cue's name, a bound's direction. */
  value: string;
  /** Several values: a region's countries, a size's bands, a field word's fields, a role's titles. */
  values?: string[];
  /** The seniority a title carries ("CTO" → CXO). */
  level?: string;
  /** A US state: after a city and a comma it only says where the city is. */
  state?: boolean;
  /** A row of the reader's own: it wins over the world's row of the same kind for the same words. */
  alias?: boolean;
  /** Read only where the sentence writes it so ("Go", "US"). */
  cased?: string;
}

interface Node {
  next: Map<string, Node>;
  rows: Row[];
}

export interface Lexicon {
  /** Phrases by their tokens' keys (and their singulars), each node holding the rows of its phrase. */
  root: Node;
}

const node = (): Node => ({ next: new Map(), rows: [] });

function insert(root: Node, keys: string[], row: Row): void {
  let at = root;
  for (const k of keys) {
    let n = at.next.get(k);
    if (!n) {
      n = node();
      at.next.set(k, n);
    }
    at = n;
  }
  if (!at.rows.some((r) => r.kind === row.kind && r.value === row.value)) at.rows.push(row);
}

function adder(root: Node) {
  return (phrase: string, row: Row): void => {
    const tokens = tokenize(phrase);
    if (tokens.length === 0) return;
    insert(
      root,
      tokens.map((t) => t.key),
      row,
    );
    // A place is written as it is named: "Midland" is a town of its own, not one of "the Midlands" (a
    // group of countries is read by its singular too: "Baltic-based").
    if (row.kind !== "city")
      insert(
        root,
        tokens.map((t) => t.sing),
        row,
      );
    // "Köln" is also typed "Koeln".
    const typed = row.kind === "city" ? umlautSpelling(phrase) : undefined;
    if (typed)
      insert(
        root,
        tokenize(typed).map((t) => t.key),
        row,
      );
    // "front end" is also written "frontend" (and the tokenizer reads "front-end" as "front end").
    if (tokens.length === 2 && tokens.every((t) => /^[a-z]+$/.test(t.key)))
      insert(root, [tokens[0].key + tokens[1].key], row);
  };
}

type Add = ReturnType<typeof adder>;

/** A title's last word written short: "manager" → "mgr", "mngr" (words.ts's spellings out, turned round). */
const SHORT_HEADS = new Map<string, string[]>();
for (const [short, full] of W.TITLE_ABBREVIATIONS.split(/ (?=\S+=)/).map((r) => r.split("=")))
  if (!full.includes(" "))
    SHORT_HEADS.set(full.toLowerCase(), [...(SHORT_HEADS.get(full.toLowerCase()) ?? []), short]);

/** A title row of the reader's of two words or more, and as written with its last word short ("FOH mgrs"). */
function addTitle(add: Add, phrase: string, row: Row): void {
  add(phrase, row);
  const words = phrase.split(" ");
  if (words.length > 1)
    for (const short of SHORT_HEADS.get(words.at(-1)!.toLowerCase()) ?? [])
      add([...words.slice(0, -1), short].join(" "), row);
}

/** "a|b=X;Y" rows: each phrase, the value and its parts. */
function rows(list: readonly string[], each: (phrase: string, value: string, parts: string[]) => void): void {
  for (const line of list) {
    const [phrases, value, extra] = line.split("=");
    for (const p of phrases.split("|")) each(p, value, extra === undefined ? value.split(";") : [extra]);
  }
}

const LED = new Set(INDUSTRY_LED_TITLES.split("|"));
const LEVEL_LEAD = /^(?:senior|staff|principal|junior|lead|associate) /i;
/** A function every company has: its director ("IT Director") is at the Director level. */
const CORE = new Set(W.CORE_DEPTS.split("|"));

/** The world's titles, without a leading level word ("Senior Data Engineer" is a Data Engineer). */
function fromTitles(add: Add): void {
  for (const t of TITLES) {
    // Titles of a function's level ("Product Lead") are composed from the function and the level.
    if (/[,&]/.test(t) || / Lead$/.test(t)) continue;
    const title =
      LEVEL_LEAD.test(t) && !/^associate (?:product|consultant)/i.test(t) ? t.replace(LEVEL_LEAD, "") : t;
    const level = /^VP /.test(title)
      ? "VP"
      : /^Director /.test(title) || CORE.has(title.replace(/ Director$/, ""))
        ? "Director"
        : /^Chief .* Officer$/.test(title)
          ? "CXO"
          : undefined;
    // "insurance underwriter" is read as an Underwriter at an insurer (./reading.ts).
    if (title.split(" ").length > 1 && !LED.has(title.toLowerCase()))
      add(title, { kind: "title", value: title, values: [title], level });
    if (!/ of /.test(title)) add(title.split(" ").at(-1)!, { kind: "head", value: title.split(" ").at(-1)! });
  }
}

function fromSkills(add: Add): void {
  const cased = new Set(W.CASED_SKILLS.split("|").map((s) => s.toLowerCase()));
  for (const s of SKILLS)
    add(s, { kind: "skill", value: s, cased: cased.has(s.toLowerCase()) ? s : undefined });
  for (const s of W.CASED_SKILLS.split("|")) add(s, { kind: "skill", value: s, cased: s });
  for (const list of [W.SKILL_ROWS, SKILL_PHRASE_ROWS, PRODUCT_MODULE_ROWS])
    rows(list, (p, v) => add(p, { kind: "skill", value: v }));
}

const titleCase = (name: string) => name.replace(/(^|[\s-])([a-z])/g, (_, b, c) => b + c.toUpperCase());

function fromPlaces(add: Add): void {
  const cased = new Set(W.CASED_PLACES.split("|"));
  const place = (p: string, kind: Kind, value: string) =>
    add(p, { kind, value, cased: cased.has(p) ? p.toUpperCase() : undefined });
  for (const c of CITIES) for (const p of [c.city, ...c.aliases]) place(p, "city", c.city);
  for (const [p, v] of Object.entries(PLACE_EXONYMS)) place(p, "city", v);
  for (const c of COUNTRIES) for (const p of [c, ...COUNTRY_ALIASES[c]]) place(p, "country", c);
  rows(W.REGION_ROWS, (p, v, parts) => add(p, { kind: "country", value: v, values: parts }));
  rows(W.PLACE_ROWS, (p, v, parts) => add(p, { kind: "city", value: v, values: parts, alias: true }));
  // A region is a place the location filter reads by any of its names ("the Midlands", "SoCal").
  for (const region of Object.values(REGIONS)) {
    // "SoCal" is said as Southern California: a short name stands for the region's name in words.
    const spelt = region.names
      .filter((n) => n.includes(" ") && !/^the /.test(n))
      .reduce<string | undefined>((a, n) => (a === undefined || n.length > a.length ? n : a), undefined);
    for (const name of region.names) {
      // Only an abbreviation ("pnw"), not a word of the name in full ("kent" of "county of kent").
      const short = spelt && !name.includes(" ") && name.length <= 6 && !spelt.split(" ").includes(name);
      add(name, { kind: "city", value: titleCase((short ? spelt : name).replace(/^the /, "")) });
    }
  }
  // A state is a place a search names by itself, and a qualifier after a city ("Columbus, Ohio").
  const unread = new Set(W.UNREAD_STATE_CODES.split(" "));
  const afterIn = new Set(STATE_CODES_AFTER_IN.split(" "));
  for (const s of US_STATES) {
    const row = { kind: "city" as const, value: s.name.replace(/ State$/, ""), state: true };
    add(row.value, row);
    if (!unread.has(s.code)) add(s.code, { ...row, cased: s.code });
    // "neurologists in ME": a code that is also a word is the state only in capitals after "in".
    else if (afterIn.has(s.code)) add(`in ${s.code}`, { ...row, cased: `in ${s.code}` });
  }
  // "teachers in NSW": a province's or Australian state's code that is no word or employer, in capitals.
  const abroad = new Set(W.STATE_CODES_ABROAD.split(" "));
  for (const s of OTHER_STATES)
    if (abroad.has(s.code)) add(s.code, { kind: "city", value: s.name, state: true, cased: s.code });
}

/**
 * The other names of the world's metros of more than one word ("santa monica", "staten island"), each as
 * itself: the location filter knows which metro it names. A one-word name ("union", "delta", "paramount")
 * is too often a word or an employer to read without its capital, which the name rules already read; a
 * name the lexicon already reads otherwise keeps that reading.
 */
const SHORTENED = PLACE_ABBREVIATIONS.split(" ").map((r) => r.split("=") as [string, string]);

function fromMetroNames(add: Add, root: Node): void {
  for (const m of METROS) {
    // "Kansas City", "Grand Rapids": a metro's own name of more than one word, before a state's within it.
    const own = m.city.replace(/, .*$/, "");
    if (/ /.test(own)) add(own, { kind: "city", value: own });
    for (const a of m.aliases)
      if (/ /.test(a) && !known(root, a)) add(a, { kind: "city", value: titleCase(a) });
    // "st paul", "ft lauderdale": a name opening with Saint, Fort or Mount, written short.
    for (const name of [own, ...m.aliases.map(titleCase)]) {
      const short = SHORTENED.reduce(
        (n, [a, full]) => n.replace(new RegExp(`^${full} `, "i"), `${a} `),
        name,
      );
      if (short !== name && !known(root, short)) add(short, { kind: "city", value: name });
    }
  }
}

/**
 * Every other country of ISO 3166 by its names ("Mongolia", "Burma"), though the world holds no one there: a
 * search for it asks for that country. A name the lexicon reads otherwise ("Georgia", the state) keeps that
 * reading; one that is an English word too ("Chad") is read only capitalised.
 */
function fromOtherCountries(add: Add, root: Node): void {
  for (const line of OTHER_COUNTRY_ROWS.split("\n")) {
    const value = line.replace(/^\*?(?:The )?|\|.*$/g, "");
    for (const n of line.split("|")) {
      const name = n.replace(/^\*/, "");
      if (!known(root, name)) add(name, { kind: "country", value, cased: n !== name ? name : undefined });
    }
  }
}

/** Whether the lexicon already reads a phrase. */
function known(root: Node, phrase: string): boolean {
  let at: Node | undefined = root;
  for (const t of tokenize(phrase)) at = at?.next.get(t.key);
  return (at?.rows.length ?? 0) > 0;
}

/**
 * Well-known employers by their common names ("accenture", "ernst & young"): the tagger reads them as
 * names, so they go through the grammar's rules for names (left out, past employers) like any other.
 */
function fromEmployers(add: Add, root: Node): void {
  for (const k of KNOWN_EMPLOYERS)
    for (const p of [k.name, ...k.aliases])
      if (!known(root, p))
        add(p, { kind: "employer", value: k.name, cased: k.cased && p === k.name ? p : undefined });
}

/**
 * A title of three words or more by its initials, in capitals ("CRNA", "PTAs"), where they name one title of
 * the world's and no other phrase the lexicon reads.
 */
function fromInitials(add: Add, root: Node): void {
  const byInitials = new Map<string, Set<string>>();
  const stop = new Set(NOT_TITLE_INITIALS.split(" "));
  for (const t of TITLES) {
    const words = t.split(" ").filter((w) => !/^(?:of|and|the|for|&)$/i.test(w));
    // A level's or a rank's title ("Trainee Dental Nurse", "VP of Sales") is not what its initials stand for.
    if (words.length < 3 || words.length > 5 || LEVEL_LEAD.test(t) || RANK_LEAD.test(t) || /[,/]/.test(t))
      continue;
    const initials = words.map((w) => w[0].toUpperCase()).join("");
    if (!stop.has(initials)) byInitials.set(initials, (byInitials.get(initials) ?? new Set()).add(t));
  }
  for (const [initials, set] of byInitials) {
    const titles = [...set];
    if (titles.length === 1 && !known(root, initials))
      add(initials, { kind: "title", value: titles[0], values: [titles[0]], cased: initials });
  }
}

const RANK_LEAD = /^(?:trainee|assistant|deputy|apprentice|master|head|vp|director|graduate|chief) /i;

function fromIndustries(add: Add): void {
  rows(W.INDUSTRY_ROWS, (p, v) => add(p, { kind: "industry", value: v, alias: true }));
  // "AI startups" is an industry and a size: the alias's last word is read as a size of its own.
  for (const i of INDUSTRIES)
    for (const p of [i.name, ...i.aliases])
      if (!/ start-?ups?$/.test(p)) add(p, { kind: "industry", value: i.name });
}

/** The reader's own rows: roles, levels, sizes, cues, field words and fillers. */
function fromReaderRows(add: Add): void {
  for (const list of [W.TITLE_ROWS, SHORT_TITLE_ROWS])
    rows(list, (p, v, parts) => addTitle(add, p, { kind: "title", value: v, values: parts }));
  // A German title's feminine plural is its feminine with "-nen" ("Erzieherinnen").
  rows(LOCAL_TITLE_ROWS, (p, v) => {
    for (const q of /in$/.test(p) ? [p, `${p}nen`] : [p]) add(q, { kind: "title", value: v, values: [v] });
  });
  rows(W.LEVELLED_TITLE_ROWS, (p, v, [level]) => add(p, { kind: "title", value: v, values: [v], level }));
  rows(EMPLOYER_GROUP_ROWS, (p, v, parts) => add(p, { kind: "employer", value: v, values: parts }));
  rows(W.DEPT_ROWS, (p, v) => add(p, { kind: "dept", value: v }));
  rows(W.LEVEL_NOUN_ROWS, (p, v) => add(p, { kind: "levelNoun", value: v }));
  rows(W.SENIORITY_ROWS, (p, v) => add(p, { kind: "seniority", value: v }));
  for (const h of W.HEAD_NOUNS.split(" ")) add(h, { kind: "head", value: h });
  rows(W.SIZE_ROWS, (p, _v, parts) =>
    add(p, { kind: "size", value: parts.join(";"), values: parts as HeadcountRange[] }),
  );
  rows(W.CUE_ROWS, (p, v) => add(p, { kind: "cue", value: v }));
  for (const list of [W.FIELD_ROWS, SKILL_FIELD_ROWS])
    rows(list, (p, v, parts) => add(p, { kind: "field", value: v, values: parts }));
  rows(W.BOUND_ROWS, (p, v) => add(p, { kind: "bound", value: v }));
  for (const w of W.FILLER_WORDS.split(" ")) add(w, { kind: "filler", value: w });
  for (const w of W.STAGE_WORDS.split("|")) add(w, { kind: "filler", value: w });
  for (const w of W.STATE_OF_WORDS.split("|")) add(w, { kind: "filler", value: w });
  for (const w of W.ASKER_VERB_WORDS.split("|")) add(w, { kind: "filler", value: w });
  for (const w of W.COMPANY_NOUNS.split(" ")) add(w, { kind: "companyNoun", value: w });
  for (const w of W.STAFF_WORDS.split(" ")) add(w, { kind: "staff", value: w });
  for (const w of W.YEAR_WORDS.split(" ")) add(w, { kind: "year", value: w });
  const flag = (p: string, value: string) => add(p, { kind: "flag", value });
  for (const p of W.RECENT_ROWS.phrases.split("|")) flag(p, "recentlyChangedJobs");
  for (const p of W.VERIFIED_ROWS.phrases.split("|")) flag(p, "verifiedEmailOnly");
  for (const good of W.VERIFIED_ROWS.good.split(" ").filter((g) => !g.startsWith("un")))
    for (const email of W.VERIFIED_ROWS.email.split(" ")) {
      for (const p of [
        `${good} ${email}`,
        `${good} work ${email}`,
        `${email} ${good}`,
        `${email} is ${good}`,
      ])
        flag(p, "verifiedEmailOnly");
    }
}

let built: Lexicon | undefined;

/** Counts written as words; a ten and a unit after it ("twenty-five") are joined by the typed rules. */
export const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  W.NUMBER_ROWS.split(" ").map((r) => [r.split("=")[0], Number(r.split("=")[1])]),
);

export function lexicon(): Lexicon {
  if (built) return built;
  const root = node();
  const add = adder(root);
  fromReaderRows((p, r) => add(p, { ...r, alias: true }));
  for (const feed of [fromTitles, fromSkills, fromPlaces, fromIndustries]) feed(add);
  fromMetroNames(add, root);
  fromOtherCountries(add, root);
  fromEmployers(add, root);
  fromInitials(add, root);
  built = { root };
  return built;
}

/** Title words spelt the other way, for a title profiles only spell so. */
export const SPELLINGS: [string, string][] = W.SPELLING_ROWS.map((r) => r.split("=") as [string, string]);
