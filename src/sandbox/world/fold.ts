// Folding names for lookups: lower case without accents, so accents neither have to be typed nor left out.
// Letters beyond ASCII are escapes in the patterns: a bundle with one in a pattern is held two bytes a
// character, the place tables in it too (esbuild escapes such letters in strings, not in patterns).

/** Letters that carry their accent in the letter itself, not as a separable mark: one letter each way. */
const PLAIN_LETTERS: Record<string, string> = { ø: "o", ł: "l", đ: "d", ı: "i", ħ: "h", ŧ: "t" };

/**
 * Lower case without accents, letter for letter ("München" → "munchen", "København" → "kobenhavn"): the
 * same length as the input's lower case for the letters it changes, so positions read in one are
 * positions in the other. Names are looked up in this form, so accents neither have to be typed nor left out.
 */
export function foldAccents(text: string): string {
  const lower = text.toLowerCase();
  // ASCII text (nearly every sentence) has nothing to fold.
  if (!/[^\x00-\x7f]/.test(lower)) return lower;
  return lower
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u00f8\u0142\u0111\u0131\u0127\u0167]/g, (c) => PLAIN_LETTERS[c]);
}

const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };

/**
 * A name with umlauts as it is typed without them ("Köln" → "koeln", "Zürich" → "zuerich"), or undefined
 * when it has none: the other spelling a lookup also accepts.
 */
export function umlautSpelling(name: string): string | undefined {
  const lower = name.toLowerCase();
  return /[\u00e4\u00f6\u00fc\u00df]/.test(lower)
    ? foldAccents(lower.replace(/[\u00e4\u00f6\u00fc\u00df]/g, (c) => UMLAUTS[c]))
    : undefined;
}
