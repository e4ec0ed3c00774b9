// The sentence as tokens, read once: each keeps its offsets, its case as written, a folded key (lower
// case, no accents) and the key's singular. Every later step works on these tokens and never on the text.
// Inflection is one small rule set here rather than a library: the reader only ever needs the singular of
// a noun for people or things, and a dependency would cost the sandbox's start-up for six lines.
import { foldAccents } from "../world/tables.js";
import { IE_NOUNS, NOT_PLURAL_WORDS, PLACE_ABBREVIATIONS } from "./lexicon/reading.js";

export interface Token {
  /** As written. */
  text: string;
  /** Lower case without accents: what the lexicon is keyed by. */
  key: string;
  /** The key's singular ("nurses" → "nurse"; the key itself when it is no plural). */
  sing: string;
  start: number;
  end: number;
  /** A number's value (digits, "1,000", "10k", or a number word). */
  num?: number;
  /** Punctuation: a comma, a full stop, a bracket, a dash standing alone, a slash. */
  punct: boolean;
  /** Joined to the token before by a hyphen or slash with no space ("front-end", "5-10"). */
  joined: boolean;
  /** Joined so by a slash ("Figma/Sketch"). */
  slashed?: boolean;
}

/**
 * A word: letters and digits, with ".", "'" or "&" inside it and "+" or "#" after it (node.js, c++, r&d);
 * or a place's word shortened before its name, with its full stop ("St. Gallen", "st. louis" are one place).
 */
const ABBREVIATED = `(?:${PLACE_ABBREVIATIONS.replace(/=\w+/g, "")
  .split(" ")
  .map((a) => `[${a[0]}${a[0].toLowerCase()}]${a.slice(1)}`)
  .join("|")})\\.(?=\\s+\\p{L})`;
/** "5yrs", "3yrs+": a number written onto its unit of years is a token of its own. */
const GLUED_YEARS = `\\d{1,2}(?=(?:yrs?|years?|yoe)\\+?(?![\\p{L}\\p{N}]))`;
const TOKEN = new RegExp(
  `${ABBREVIATED}|${GLUED_YEARS}|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?k?\\+?|[\\p{L}\\p{N}]+(?:['.&][\\p{L}\\p{N}]+)*[+#]*|[,;:.!?()"|/+\\-–—&<>]`,
  "gu",
);

/** Short words ending in s that are no plural. */
const NOT_NOUNS = new Set(NOT_PLURAL_WORDS.split(" "));
const IE = new Set(IE_NOUNS.split(" "));
/** Endings that look plural but are not ("texas", "analysis", "status", "business", "chaos", "nestjs"). */
const NOT_PLURAL = /(?:ss|us|is|ous|js)$/;

/** A noun's singular, by the few rules English nouns for people and things need. */
export function singular(w: string, written = ""): string {
  // "LPNs", "CPAs": an initialism's plural.
  if (/^[A-Z0-9]{2,6}s$/.test(written)) return w.slice(0, -1);
  // "UPS", "AWS": a name in capitals is no plural (nor is "and UPS" the bound "and up").
  if (/^[A-Z0-9]{3,}$/.test(written)) return w;
  // "co's": a two-letter abbreviation's plural is written with an apostrophe, no possessive.
  if (/^(?!it|he)[a-z]{2}'s$/.test(w)) return w.slice(0, 2);
  if (w.length < 3 || NOT_PLURAL.test(w) || NOT_NOUNS.has(w)) return w;
  if (/[^aeiou]ies$/.test(w)) return IE.has(w.slice(0, -1)) ? w.slice(0, -1) : `${w.slice(0, -3)}y`;
  if (/wives$/.test(w)) return `${w.slice(0, -3)}fe`;
  if (/(?:ch|sh|ss|x|zz)es$/.test(w)) return w.slice(0, -2);
  if (/men$/.test(w) && w.length > 4) return `${w.slice(0, -3)}man`;
  if (/s$/.test(w) && !/'s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** "10k" → 10000, "1,000" → 1000, "2.5" → 2.5. */
function numberOf(key: string): number | undefined {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(k|m)?$/.exec(key);
  if (!m) return undefined;
  const n = Number(m[1].replace(/,/g, ""));
  return m[2] === "k" ? n * 1000 : m[2] === "m" ? n * 1_000_000 : n;
}

/** Typographic quotes and dashes as plain ones, so one spelling of each is read. */
function plain(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u2018\u2019`´]/g, "'")
    .replace(/[\u201c\u201d«»]/g, '"');
}

/** What a word is alone, whatever its place in the sentence. */
interface Word {
  key: string;
  punct: boolean;
  /** "5+", "yrs+": a number or years with its bound's "+". */
  plus: boolean;
  /** As written and keyed, without the "+". */
  text: string;
  k: string;
  num?: number;
  sing: string;
}

/** Each word as read alone, kept: the same few hundred words come back in sentence after sentence. */
const words = new Map<string, Word>();
function wordOf(raw: string): Word {
  let w = words.get(raw);
  if (w === undefined) {
    // "St." is keyed as "St", so that "St. Louis" and "St Louis" are one place.
    const key = foldAccents(raw.toLowerCase()).replace(/(?<=\p{L})\.$/u, "");
    // "5+" is a number and a bound; so is the "+" of "5 yrs+".
    const plus = /^(?:\d[\d,.]*k?|yrs?|years?)\+$/.test(key);
    const text = plus ? raw.slice(0, -1) : raw;
    const k = plus ? key.slice(0, -1) : key;
    w = { key, punct: !/[\p{L}\p{N}]/u.test(raw), plus, text, k, num: numberOf(k), sing: singular(k, text) };
    if (words.size >= 20_000) words.clear();
    words.set(raw, w);
  }
  return w;
}

export function tokenize(sentence: string, numberWords: Record<string, number> = {}): Token[] {
  const text = plain(sentence);
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const raw = m[0];
    const start = m.index;
    const { key, punct, plus, text: word, k, num: own, sing } = wordOf(raw);
    const prev = out.at(-1);
    const joined =
      prev !== undefined && prev.end === start - 1 && /[-/]/.test(text[start - 1]) && !prev.punct;
    // The dash or slash that joins two words is not a token of its own.
    if (punct && /^[-/]$/.test(raw) && prev && prev.end === start && /\S/.test(text[start + 1] ?? " "))
      continue;
    // "2 x CNC setters": the "x" of a count says "times", no word of the role.
    if (key === "x" && prev?.num !== undefined && /\s/.test(text[start + 1] ?? "")) continue;
    const num = punct ? undefined : (own ?? numberWords[k]);
    const end = start + word.length;
    out.push({
      text: word,
      key: k,
      sing: punct || num !== undefined ? k : sing,
      start,
      end,
      num,
      punct,
      joined,
      slashed: joined && text[start - 1] === "/",
    });
    if (plus)
      out.push({ text: "+", key: "+", sing: "+", start: end, end: end + 1, punct: true, joined: false });
  }
  return out;
}
