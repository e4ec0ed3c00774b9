// Terse strings ("forklift operators memphis", "cnc machinist fanuc padua 5+ yrs"): where no cue says
// what the plain words after a role are, their order does: the place, then skills beside it.
import { placeCodes, townWithin } from "../world/metros.js";
import { US_STATES } from "../world/vocab.js";
import { lexicon } from "./lexicon/index.js";
import { CASED_PLACES, NOT_ROLES as NOT_ROLE_WORDS } from "./lexicon/words.js";
import { agent } from "./roles.js";
import { has, type Tag, titleCase, word } from "./tags.js";
import type { Token } from "./tokens.js";

/**
 * "forklift operators memphis": in a terse string, the plain words after the role are its place; before
 * a number ("millwright fargo 5+ yrs", "cnc machinist grand rapids 3-6 yrs") or among known skills and
 * places ("dba oracle tulsa", "process operator middlesbrough chemicals"), the longest run of them that names a place of the world's. After the place
 * and before the number, a word the lexicon does not know is a skill ("cnc machinist wichita mastercam 5+
 * yrs", "accountant leeds sage 3+ yrs").
 */
export function tersePlace(all: Tag[], tokens: Token[]): Tag[] {
  const tags = lowerPlaces(all, tokens);
  const r = tags.findIndex((t) => t.kind === "role");
  if (r < 0) return tags;
  const rest = tags.slice(r + 1);
  // "tanker driver lübeck": a lower-case word may have letters beyond a to z.
  const lower = (t: Tag) => /^\p{Ll}+(?:[ -]\p{Ll}+)*$/u.test(t.text);
  // "teachers specifically": an adverb is no place.
  const adverb = (t: Tag) => /ly$/.test(t.text) && placeCodes(t.text) === undefined;
  const plain = (t: Tag) =>
    lower(t) && !adverb(t) && (t.kind === "word" || t.rows.every((x) => x.kind === "filler"));
  // ("iso 14001": a skill's name may carry a number.)
  const known = (t: Tag) =>
    /^[\p{Ll}\d]+(?:[ -][\p{Ll}\d]+)*$/u.test(t.text) &&
    t.rows.length > 0 &&
    t.rows.every((x) => ["skill", "city", "industry"].includes(x.kind));
  // ("depot engineers hamilton nz not from go bus": what is left out ends the place as a number does.)
  const y = rest.findIndex((t) => t.kind === "years" || has(t, "cue", "not"));
  const words = y < 0 ? rest : rest.slice(0, y);
  // "van drivers exeter, 1+ yr": a comma before the number ends the place.
  while (y >= 0 && words.at(-1)?.text === ",") words.pop();
  if (y < 0 && words.length > 0 && words.length <= 2 && words.every((t) => t.kind === "word" && plain(t)))
    return [...tags.slice(0, r + 1), ...terseTail(words)];
  const mixed = y < 0 ? words.some(known) : words.length > 0;
  if (!mixed || words.length > 4 || !words.every((t) => plain(t) || known(t)) || !words.some(plain))
    return lastPlace(tags);
  let at = words.findIndex((t) => has(t, "city"));
  let read = words;
  if (at < 0) {
    // The first run of plain words (up to three, the longest first) that names a place.
    // ("moncton nb": a state's code after the town says which town, no part of its name.)
    const coded = (k: number, e: number) =>
      e > 1 &&
      k1(words[k + e - 1]) &&
      !!townWithin(text(words.slice(k, k + e - 1)), words[k + e - 1].text.toUpperCase());
    const names = (k: number, e: number) =>
      words.slice(k, k + e).every(plain) &&
      !coded(k, e) &&
      placeCodes(text(words.slice(k, k + e))) !== undefined;
    let e = 0;
    at = words.findIndex((_, k) => {
      e = [3, 2, 1].find((n) => k + n <= words.length && names(k, n)) ?? 0;
      return e > 0;
    });
    // "fund accountant alderney ucits 5+ yrs", "electrician gas-safe exeter": where no run names a place of the
    // world's, the first plain word is where, as it is when it stands alone.
    if (at < 0) [at, e] = [words.findIndex(plain), 1];
    read = [...words.slice(0, at), placeOf(words.slice(at, at + e)), ...words.slice(at + e)];
  }
  // A plain word after the place is a skill beside it ("tanker driver tulsa hazmat"), but for the code of the
  // state the place is in ("saint john nb").
  const place = read[at]?.rows.find((x) => x.kind === "city")?.value ?? read[at]?.text ?? "";
  // ("hamilton nz": or of the country, by its code.)
  const nation = (t: Tag) =>
    lexicon()
      .root.next.get(t.text)
      ?.rows.find((x) => x.kind === "country")?.value;
  const state = (t: Tag) => k1(t) && townWithin(place, nation(t) ?? t.text.toUpperCase()) !== undefined;
  read = read.map((t, k) =>
    k > at && t.kind === "word" ? (k === at + 1 && state(t) ? filler(t) : asSkill(t)) : t,
  );
  return [...tags.slice(0, r + 1), ...read, ...rest.slice(words.length)];
}

const k1 = (t: Tag) => /^\p{Ll}{2}$/u.test(t.text);
const filler = (t: Tag): Tag => ({ ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] });

/**
 * "district manager aldi ohio": in a terse string, a known employer written in lower case right after the
 * role (or after the place after it) is the employer, as "at Aldi" would say.
 */
export function terseEmployer(tags: Tag[], tokens: Token[]): Tag[] {
  const r = tags.findIndex((t) => t.kind === "role");
  if (r < 0) return tags;
  return tags.map((t, k) => {
    const after = k === r + 1 || (k === r + 2 && has(tags[r + 1], "city"));
    const lower = /^\p{Ll}/u.test(tokens[t.i].text);
    return after && lower && t.kind === "name" && has(t, "employer") ? { ...t, kind: "employer" } : t;
  });
}

/**
 * "nurses in karachi", "teachers in stratford-upon-avon": plain lower-case words after "in", one or joined by
 * hyphens, that name a place of the world's are the place.
 */
function lowerPlaces(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  const lower = (t?: Tag) => !!t && t.j - t.i === 1 && /^\p{Ll}[\p{Ll}'-]*$/u.test(t.text);
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    let e = k + 1;
    while (lower(tags[e]) && tokens[tags[e].i].joined) e++;
    const words = tags.slice(k, e);
    // ("nurses in bremen": a place's name may look like a plural role's, "-men".)
    const plain = (t.kind === "word" || t.kind === "role") && !t.rows.length && /^.{3,}$/.test(t.text);
    if (
      lower(t) &&
      plain &&
      has(tags[k - 1], "cue", "in") &&
      placeCodes(words.map((w) => w.text).join("-"))
    ) {
      out.push(placeOf(words));
      k = e - 1;
    } else out.push(t);
  }
  return out;
}

/** "sr buyer at textile firms mersin": a last plain word no row reads that names a place of the world's. */
function lastPlace(tags: Tag[]): Tag[] {
  const [before, t] = [tags.at(-2), tags.at(-1)!];
  const place =
    t.kind === "word" && t.rows.length === 0 && /^\p{Ll}{3,}$/u.test(t.text) && placeCodes(t.text);
  // After the kind of company or the role, not after a verb ("accountants who are nice").
  const noun = before?.kind === "role" || has(before, "industry") || has(before, "companyNoun");
  return place && noun && !tags.some((x) => has(x, "city")) ? [...tags.slice(0, -1), placeOf([t])] : tags;
}

const text = (words: Tag[]) => words.map((t) => t.text).join(" ");

const CASED = new Set(CASED_PLACES.split("|"));
const STATE_CODES = new Map(US_STATES.map((s) => [s.code.toLowerCase(), s.name]));

/**
 * The last plain words of a terse string: its place, unless a town of the world's comes first and the word
 * after it is no place ("payroll clerk kigali excel": a skill beside the place). A state's code after a town
 * is its state ("pipefitter lafayette la", "short order cook wheeling wv": the town there); alone, the state.
 */
function terseTail(words: Tag[]): Tag[] {
  const state = STATE_CODES.get(words.at(-1)!.text);
  const place = placeOf(words.slice(0, 1));
  // ("nurse la": a code that names a city too, "LA", is the city.)
  if (state !== undefined && words.length === 1)
    return [CASED.has(words[0].text) ? place : { ...place, text: state.replace(/ State$/, "") }];
  if (state !== undefined)
    return [{ ...place, j: words[1].j, text: townWithin(place.text, state) ?? place.text }];
  // "cnc machinist fanuc padua": a word before the place that names none with it is a skill.
  if (words.length === 2 && placeCodes(words[0].text) === undefined && placeCodes(text(words)) === undefined)
    return placeCodes(words[1].text) !== undefined
      ? [asSkill(words[0]), placeOf(words.slice(1))]
      : [placeOf(words)];
  if (words.length < 2 || placeCodes(words[0].text) === undefined) return [placeOf(words)];
  return placeCodes(text(words)) !== undefined ? [placeOf(words)] : [place, asSkill(words[1])];
}

const asSkill = (t: Tag): Tag => ({
  ...t,
  kind: "skill",
  rows: [{ kind: "skill", value: titleCase([t.text]) }],
});

/** Plain words a terse string puts where the place is, as that place. */
const placeOf = (words: Tag[]): Tag => ({
  i: words[0].i,
  j: words.at(-1)!.j,
  kind: "name",
  rows: [],
  text: titleCase(words.map((t) => t.text)),
  place: true,
});

/**
 * A role no rule found: the first plural noun the lexicon does not know, where a role would stand (first
 * in the sentence, or after a word that leaves out: "Notaries in Seville", "no apprentices").
 */
export function roleByPlace(tags: Tag[], tokens: Token[]): Tag[] {
  const hasRole = tags.some((t) => t.kind === "role");
  // "croupier macau", "roustabout odessa": a terse string of plain words opens with its role (after its
  // level: "jr proofreader hannover"), plural or not, where the word ends as one who does something or the
  // rest is a place of the world's (a known place or skill may follow the role).
  const s = tags.findIndex((t) => !has(t, "seniority"));
  const rest = tags
    .slice(s + 1)
    .map((t) => t.text)
    .join(" ");
  const terse =
    !hasRole &&
    s >= 0 &&
    tags.length > s + 1 &&
    tags.every(
      (t, k) =>
        t.kind !== "punct" &&
        !/\p{Lu}/u.test(t.text) &&
        (k < s ||
          t.rows.length === 0 ||
          (k > s && t.rows.every((r) => ["city", "country", "skill"].includes(r.kind)))),
    ) &&
    (agent(tokens[tags[s].i].sing) || placeCodes(rest) !== undefined);
  const sized = tags.some((t) => t.kind === "headcount");
  return tags.map((t, k) => {
    const tok = tokens[t.i];
    const plural =
      (t.kind === "word" || (t.kind === "name" && t.weak)) &&
      t.j - t.i === 1 &&
      tok.sing !== tok.key &&
      /^[a-z]{4,}$/i.test(tok.text);
    if (terse && k === s && t.kind === "word" && /^[a-z]{4,}$/.test(tok.text))
      return { ...t, kind: "role", rows: [], titles: [titleCase([tok.sing])] };
    if (!plural || NOT_ROLES.has(tok.sing)) return t;
    // "Which dairies in Jutland have 51-200 employees?": a plural of no one's ending asked about by "which",
    // where the sentence sizes it or asks whom it employs, is a kind of company.
    if (word(tags[k - 1], "which", "what") && (sized || employs(tokens.slice(t.j))) && !agent(tok.sing))
      return { ...t, kind: "industry", rows: [{ kind: "industry", value: titleCase([tok.sing]) }] };
    // "a couple of bellhops", "three deckhands": what a count counts is a role.
    const counted = tags[k - (word(tags[k - 1], "of") ? 2 : 1)];
    if (!hasRole && counted && (counted.num !== undefined || word(counted, ...COUNTED_BY)))
      return { ...t, kind: "role", rows: [], titles: [titleCase([tok.sing])] };
    const prev = tags
      .slice(0, k)
      .filter((p) => !has(p, "filler") || has(p, "cue"))
      .at(-1);
    const leaving =
      ["not", "lift", "over", "from", "into", "also", "want", "ask"].some((c) => has(prev, "cue", c)) ||
      (/^(?:or|and)$/i.test(tags[k - 1]?.text ?? "") && tags[k - 2]?.kind === "role");
    if (!leaving && (hasRole || prev !== undefined)) return t;
    return { ...t, kind: "role", rows: [], titles: [titleCase([tok.sing])] };
  });
}

const employs = (rest: Token[]) => rest.some((x) => /^(?:employ|employs|hire|hires|hiring)$/.test(x.key));

/** Words that count what follows them without a number: "a few deckhands". */
const COUNTED_BY = ["few", "several", "handful", "bunch", "some"];

/** Plural nouns that name what a sentence counts or asks about, not people. */
const NOT_ROLES = new Set(NOT_ROLE_WORDS.split(" "));
