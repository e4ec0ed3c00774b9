// Company size: headcount bands, sizes in words and in numbers of staff, and sizes left out.
import { HEADCOUNT_RANGES, type HeadcountRange } from "../../../contract/filters.js";
import type { StructuredQuery } from "../../../contract/schemas.js";
import { type Sentence, words } from "./words.js";
import { parseNumber } from "./years.js";

const SMALL_BANDS: HeadcountRange[] = ["1-10", "11-50", "51-200"];
/** Mid-size: past a startup's first 50 people, short of a large company's thousand. */
const MID_BANDS: HeadcountRange[] = ["51-200", "201-500", "501-1000"];
const SCALEUP_BANDS: HeadcountRange[] = ["51-200", "201-500", "501-1000"];
const BIG_BANDS: HeadcountRange[] = ["1001-5000", "5001-10000", "10001+"];

const SMALL_WORDS =
  "start-?ups?|early[- ]stage(?: companies| startups)?|seed[- ]stage(?: companies| startups)?|small (?:companies|businesses|teams|firms|shops)|smaller companies|tiny companies";
const MID_WORDS = "mid-?sized?(?: companies| firms)?|medium[- ]sized?(?: companies| firms)?";
const SCALEUP_WORDS = "scale-?ups?|growth[- ]stage(?: companies| startups)?";
const BIG_WORDS =
  "big tech|(?:big|bigger|large|larger|huge) (?:companies|corporations|firms|enterprises|orgs|organi[sz]ations|employers)|enterprises|enterprise(?:[- ](?:size|sized|scale|grade))?(?: companies| firms| customers| orgs)|corporates|corporations|multinationals|fortune 500(?: companies)?";

/** The size of the largest technology companies: "FAANG-size", "big tech sized", "FAANG-scale". */
const LARGEST_WORDS =
  "faang(?:[- ]?(?:size|sized|scale|level|like))?(?: companies| firms| employers)?|big[- ]tech[- ]?(?:size|sized|scale)(?: companies| firms| employers)?";
const LARGEST_BANDS: HeadcountRange[] = ["10001+"];

const BAND_BOUNDS: Record<HeadcountRange, [number, number]> = {
  "1-10": [1, 10],
  "11-50": [11, 50],
  "51-200": [51, 200],
  "201-500": [201, 500],
  "501-1000": [501, 1000],
  "1001-5000": [1001, 5000],
  "5001-10000": [5001, 10000],
  "10001+": [10001, Number.POSITIVE_INFINITY],
};

/** Bands for "more than N employees": those with room above N, not those mostly below it. */
function bandsAtLeast(n: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][1] > n && BAND_BOUNDS[b][0] * 2 >= n);
}
function bandsAtMost(n: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][0] <= n);
}
function bandsBetween(lo: number, hi: number): HeadcountRange[] {
  return HEADCOUNT_RANGES.filter((b) => BAND_BOUNDS[b][1] > lo && BAND_BOUNDS[b][0] <= hi);
}

/** Company sizes a sentence leaves out or swaps out ("not at big companies", "rather than startups"). */
export function takeSizesLeftOut(s: Sentence, excludedBands: HeadcountRange[]): void {
  const DROP =
    "(?:drop|remove|clear|ignore|forget|lose|skip|delete|exclude|excluding|without|get rid of|not|no|avoid|except|filter out)";
  // A size swapped out ("large companies rather than startups", "instead of startups", "swap startups for
  // big companies") is left out as one said not to be wanted; the size named beside it replaces it.
  const SIZE_DROP = `(?:${DROP}|rather than|instead of|as opposed to|swap|replace|switch from|move away from)`;
  for (const [sizeWords, list] of [
    [BIG_WORDS, BIG_BANDS],
    [SMALL_WORDS, SMALL_BANDS],
    [MID_WORDS, MID_BANDS],
  ] as const) {
    for (const _ of s.take(
      words(
        `${SIZE_DROP}\\s+(?:(?:the|any|all)\\s+)?(?:anyone|anybody|people|those|folks|everyone|ones)?\\s*(?:who\\s+(?:are|is|work)\\s+)?(?:at|from|in)?\\s*(?:${sizeWords})`,
      ),
    ))
      excludedBands.push(...list);
  }
}
export const STAFF = "(?:people|employees|staff|folks|ones|workers|alumni|alums|team members)";

/** Company size, in numbers of staff or in words ("startups", "enterprise"); numbers win over words. */
export function takeCompanySize(s: Sentence, found: StructuredQuery): void {
  const NUM = "(\\d[\\d,.]*\\s*k?)";
  const STAFF = "(?:employees|staff|people|headcount|persons?|workers|ftes?)";
  const bands = new Set<HeadcountRange>();
  for (const m of s.take(words(`(?:between\\s+)?${NUM}\\s*(?:-|to|and)\\s*${NUM}\\s+${STAFF}`))) {
    for (const b of bandsBetween(parseNumber(m[1]), parseNumber(m[2]))) bands.add(b);
  }
  for (const m of s.take(
    words(
      `${NUM}\\s*\\+\\s*${STAFF}|(?<!\\b(?:no|not)\\s+)(?:more than|over|at least|above|upwards of|min(?:imum)?(?: of)?)\\s+${NUM}\\s+${STAFF}`,
    ),
  )) {
    const n = parseNumber(m[1] ?? m[2]);
    for (const b of bandsAtLeast(m[1] ? n : n + 1)) bands.add(b);
  }
  for (const m of s.take(
    words(
      `(?:fewer than|less than|under|below|up to|at most|no more than|max(?:imum)?(?: of)?)\\s+${NUM}\\s+${STAFF}`,
    ),
  )) {
    const n = parseNumber(m[1]);
    for (const b of bandsAtMost(/fewer|less|under|below/.test(m[0]) ? n - 1 : n)) bands.add(b);
  }
  // The bound after the number: "10 people or fewer", "50 or less staff", "200 employees max", "1,000 or more".
  const AT_MOST = "or (?:fewer|less)|(?:at )?max(?:imum)?|at most|tops";
  for (const m of s.take(
    words(
      `${NUM}\\s+${STAFF}\\s+(?:${AT_MOST})|${NUM}\\s+or\\s+(?:fewer|less)\\s+${STAFF}|${NUM}\\s+${STAFF}\\s+or\\s+more|${NUM}\\s+or\\s+more\\s+${STAFF}`,
    ),
  )) {
    const atMost = m[1] ?? m[2];
    const n = parseNumber(atMost ?? m[3] ?? m[4]);
    for (const b of atMost ? bandsAtMost(n) : bandsAtLeast(n - 1)) bands.add(b);
  }
  // A size in numbers says more than a word for it: "tiny companies (under 10 people)" is 1-10.
  const counted = bands.size > 0;
  for (const [re, list] of [
    [LARGEST_WORDS, LARGEST_BANDS],
    [SMALL_WORDS, SMALL_BANDS],
    [SCALEUP_WORDS, SCALEUP_BANDS],
    [MID_WORDS, MID_BANDS],
    [BIG_WORDS, BIG_BANDS],
  ] as const) {
    if (s.take(words(re)).length > 0 && !counted) for (const b of list) bands.add(b);
  }
  if (bands.size > 0) found.headcountRanges = HEADCOUNT_RANGES.filter((b) => bands.has(b));
}
