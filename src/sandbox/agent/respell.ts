// Role words written with a letter or two wrong ("pharmacits", "recuiters", "occupationl therapists"): a word
// the lexicon does not know, standing where a role's word stands, one or two edits from a word of a title the
// world holds, is read as that word. Only there, and only to such a word: a place's, an employer's or a
// tool's name is never corrected.
import { placeCodes } from "../world/metros.js";
import { TITLES } from "../world/tables.js";
import { lexicon } from "./lexicon/index.js";
import { HEAD_NOUNS } from "./lexicon/words.js";
import { type Token, tokenize } from "./tokens.js";

interface Vocabulary {
  /** A title's last word: what names the role ("therapist"). */
  heads: string[];
  /** A title's word before its last, by the last ("therapist" → occupational, physical, …). */
  before: Map<string, string[]>;
  /** Every word of five letters or more some title holds ("warehouse", "shift"). */
  all: string[];
}

let vocabulary: Vocabulary | undefined;

function words(): Vocabulary {
  if (vocabulary) return vocabulary;
  const heads = new Set(HEAD_NOUNS.split(" ").filter((h) => /^[a-z]{5,}$/.test(h)));
  const before = new Map<string, Set<string>>();
  const all = new Set<string>();
  for (const t of TITLES) {
    const w = t.toLowerCase().split(/[\s-]+/);
    for (const x of w) if (/^[a-z]{5,}$/.test(x)) all.add(x);
    const head = w.at(-1)!;
    if (/^[a-z]{5,}$/.test(head)) heads.add(head);
    if (w.length < 2 || !/^[a-z]{5,}$/.test(w.at(-2)!)) continue;
    if (!before.has(head)) before.set(head, new Set());
    before.get(head)!.add(w.at(-2)!);
  }
  vocabulary = {
    heads: [...heads],
    before: new Map([...before].map(([h, s]) => [h, [...s]])),
    all: [...all],
  };
  return vocabulary;
}

/** Vowels written together in one spelling of a word and alone in the other ("paediatric", "colour"). */
const OTHER_SPELLING = new Set(["ae", "oe", "ou"]);

/**
 * Whether `word` is `to` with one letter slipped: dropped, added or two swapped, inside the word (an added or
 * dropped first or last letter makes another word: "write", "writer"), and not a vowel of a word's other
 * spelling ("paediatric", "moulding").
 */
function slip(word: string, to: string): boolean {
  if (word === to || Math.abs(word.length - to.length) > 1) return false;
  const [long, short] = word.length > to.length ? [word, to] : [to, word];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.length === short.length) {
    // In a long word, one vowel written for another ("estimater", "phlebotimist").
    const vowels = /[aeiou]/;
    if (
      long.length >= 7 &&
      i > 0 &&
      vowels.test(long[i]) &&
      vowels.test(short[i]) &&
      long.slice(i + 1) === short.slice(i + 1)
    )
      return true;
    // Two letters swapped, and the rest the same.
    return (
      i > 0 &&
      i < long.length - 2 &&
      long[i] === short[i + 1] &&
      long[i + 1] === short[i] &&
      long.slice(i + 2) === short.slice(i + 2)
    );
  }
  // One letter more in the longer, at i: the rest the same.
  const beside = OTHER_SPELLING.has(long.slice(i - 1, i + 1)) || OTHER_SPELLING.has(long.slice(i, i + 2));
  return i > 0 && i < long.length - 1 && long.slice(i + 1) === short.slice(i) && !beside;
}

/** The one word of `among` that `word` is with a letter slipped; none where two are. */
function nearest(word: string, among: readonly string[]): string | undefined {
  const found = among.filter((w) => slip(word, w));
  return found.length === 1 ? found[0] : undefined;
}

/** Whether the lexicon reads the word by itself or as the start of a phrase. */
const known = (t: Token) => {
  const { root } = lexicon();
  return root.next.has(t.key) || root.next.has(t.sing);
};

/** A word that may be misspelt: letters only, lower case (or opening the sentence), no word or place known. */
const unknown = (t: Token, k: number) =>
  /^[a-z]{5,}$/.test(t.sing) &&
  (k === 0 ? /^\p{L}\p{Ll}+$/u : /^\p{Ll}+$/u).test(t.text) &&
  !known(t) &&
  placeCodes(t.text) === undefined;

/** Where a role's word ends its phrase: the sentence's end, punctuation or a word the lexicon knows. */
const ends = (t: Token | undefined) => !t || t.punct || t.num !== undefined || known(t);

const respelt = new Map<string, string>();

/** The sentence with its misspelt role words spelt as the titles spell them. */
export function respell(sentence: string): string {
  let out = respelt.get(sentence);
  if (out !== undefined) return out;
  const tokens = tokenize(sentence);
  out = sentence;
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k];
    if (!unknown(t, k)) continue;
    const next = tokens[k + 1];
    const { heads, before } = words();
    // "occupationl therapists": before a role's last word, a word some title of it holds before it.
    const kinds = next && !next.punct ? before.get(next.sing) : undefined;
    let fixed = kinds ? nearest(t.sing, kinds) : undefined;
    // "warehosue shift managers": a long word before another word of a title but its last, any word some
    // title holds (right before the last, only the words its titles hold: "renal nurses" are no rental ones).
    const { all } = words();
    if (!fixed && t.sing.length >= 7 && next && all.includes(next.sing) && !heads.includes(next.sing))
      fixed = nearest(t.sing, all);
    // "pharmacits in Kosice": a role's last word, in the plural, ending its phrase.
    if (!fixed && t.key !== t.sing && ends(next)) {
      const head = nearest(t.sing, heads);
      if (head) fixed = t.key.startsWith(t.sing) ? head + t.key.slice(t.sing.length) : head;
      // ("bus cleanres": the last two letters before the plural's "s" swapped.)
      else if (t.key.endsWith("s"))
        fixed = nearest(
          t.key,
          heads.map((h) => `${h}s`),
        );
    }
    if (!fixed) continue;
    const cased = /^\p{Lu}/u.test(t.text) ? fixed[0].toUpperCase() + fixed.slice(1) : fixed;
    out = out.slice(0, t.start) + cased + out.slice(t.end);
  }
  // A sandbox reads for as long as it runs: the memo forgets rather than grows without bound.
  if (respelt.size >= 4096) respelt.clear();
  respelt.set(sentence, out);
  return out;
}
