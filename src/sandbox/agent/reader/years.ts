// Years of experience, and counts written in words.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { NUMBER_WORDS, type Sentence, words } from "./words.js";

export function parseNumber(s: string): number {
  const m = /^([\d,.]+)\s*(k)?$/i.exec(s.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1].replace(/,/g, ""));
  return m[2] ? n * 1000 : n;
}

/** Longest first, so "twenty-five" is read whole rather than as "twenty". */
const NUMBER_NAMES = Object.keys(NUMBER_WORDS)
  .toSorted((a, b) => b.length - a.length)
  .join("|");
/** A number in words before what it counts: "five years", "three engineers". */
const COUNTED_WORD = new RegExp(
  `\\b(${NUMBER_NAMES})(?=\\s*(?:\\+|plus|or more)?\\s*(?:years?|yrs?|people|candidates|engineers|profiles|employees)\\b)`,
  "gi",
);
/** The first number of a span of years in words: "two to four years", "three-5 years". */
const SPAN_START_WORD = new RegExp(
  `\\b(${NUMBER_NAMES})(?=\\s*(?:-|to|and)\\s*\\d+\\s*\\+?\\s*(?:years?|yrs?)\\b)`,
  "gi",
);

export function readNumberWords(text: string): string {
  const number = (w: string) => String(NUMBER_WORDS[w.toLowerCase()]);
  return (
    text
      .replace(/\b(?:a|one) decade\b/gi, "10 years")
      .replace(/\btwo decades\b/gi, "20 years")
      // "less than a year", "at least a year": a bound of one year.
      .replace(
        /\b(less than|under|fewer than|at most|up to|at least|more than|over|no more than)\s+a\s+year\b/gi,
        "$1 1 year",
      )
      .replace(COUNTED_WORD, number)
      .replace(SPAN_START_WORD, number)
  );
}

/** Bounds on years of experience: spans, upper bounds, lower bounds, and a plain count of years. */
export function takeYears(s: Sentence, found: StructuredQuery): void {
  const Y = "(?:years?|yrs?|yoe)";
  const N = "(\\d+(?:\\.\\d+)?)";
  for (const m of s.take(words(`(?:between\\s+)?${N}\\s*(?:-|to|and)\\s*${N}\\s*\\+?\\s*${Y}`))) {
    found.minYearsExperience = Number(m[1]);
    found.maxYearsExperience = Number(m[2]);
  }
  // Upper bounds first: "no more than 2 years" and "not over 5 years" hold "more than" and "over", which
  // alone are lower bounds.
  for (const m of s.take(
    words(
      `(?:at most|up to|no more than|not more than|not over|not above|no longer than|(?:a )?maximum(?: of)?|max\\.?|tops)\\s+${N}\\s*${Y}|${N}\\s*${Y}(?:\\s+of)?(?:\\s+(?:experience|exp))?\\s+(?:or less|or fewer|or under|max(?:imum)?|tops|at most)|${N}\\s+or\\s+(?:less|fewer)\\s+${Y}`,
    ),
  )) {
    found.maxYearsExperience = Number(m[1] ?? m[2] ?? m[3]);
  }
  for (const m of s.take(
    words(
      `(?:at least|(?:a )?minimum(?: of)?|min(?:\\.|imum)?|no less than|not less than|no fewer than|not under)\\s+${N}\\s*\\+?\\s*${Y}|${N}\\s*(?:\\+|plus|or more)\\s*${Y}|${N}\\s*${Y}\\s+or more|make it\\s+${N}\\s*\\+?\\s*${Y}`,
    ),
  )) {
    found.minYearsExperience = Number(m[1] ?? m[2] ?? m[3] ?? m[4]);
  }
  for (const m of s.take(words(`(?:more than|over|above|upwards of)\\s+${N}\\s*${Y}`))) {
    found.minYearsExperience = Number(m[1]) + 1;
  }
  for (const m of s.take(words(`(?:less than|under|fewer than|below)\\s+${N}\\s*${Y}`))) {
    found.maxYearsExperience = Math.max(0, Number(m[1]) - 1);
  }
  for (const m of s.take(
    words(`${N}\\s*${Y}(?:\\s+of)?(?:\\s+(?:experience|exp|in the industry|in industry))`),
  )) {
    found.minYearsExperience ??= Number(m[1]);
  }
}
