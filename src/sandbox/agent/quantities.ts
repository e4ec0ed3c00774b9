// Typed rules for numbers: years of experience and company sizes, in words or digits, with bounds before
// or after the number ("at least 5 years", "5+ yrs", "50 people or fewer", "between 200 and 1,000 staff").
// A number that is neither is a count ("find 5 welders") and stays a number.
import { HEADCOUNT_RANGES, type HeadcountRange } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Row } from "./lexicon/index.js";
import { COMPANY_NOUNS } from "./lexicon/words.js";
import { has, row, type Tag, word } from "./tags.js";

const YEARS: Row = { kind: "year", value: "year" };
const APPROXIMATELY = ["around", "about", "approximately", "roughly", "circa", "approx", "some"];

/** "twenty five" → 25: a ten and a unit after it; "two decades" → 20 years. */
export function joinNumbers(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (const t of tags) {
    const prev = out.at(-1);
    if (prev?.num !== undefined && /^decades?$/i.test(t.text) && prev.text.toLowerCase() !== "decade") {
      prev.num *= 10;
      out.push({ ...t, kind: "year", rows: [YEARS], num: undefined });
      continue;
    }
    // "half a dozen".
    if (
      t.text.toLowerCase() === "dozen" &&
      /^half a$/i.test(
        out
          .slice(-2)
          .map((x) => x.text)
          .join(" "),
      )
    ) {
      out.splice(-2, 2, { ...t, i: out.at(-2)!.i, num: 6 });
      continue;
    }
    if (
      prev?.num !== undefined &&
      t.num !== undefined &&
      prev.num % 10 === 0 &&
      prev.num >= 20 &&
      t.num < 10
    ) {
      prev.num += t.num;
      prev.j = t.j;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Each band's bounds, read from its name: "11-50" is [11, 50], "10001+" has no top. */
const BAND = Object.fromEntries(
  HEADCOUNT_RANGES.map((b) => [
    b,
    [Number.parseInt(b, 10), Number(b.split("-")[1] ?? Number.POSITIVE_INFINITY)],
  ]),
) as Record<HeadcountRange, [number, number]>;
/** Bands for "more than N employees": those with room above N, not those mostly below it. */
const bandsAtLeast = (n: number) => HEADCOUNT_RANGES.filter((b) => BAND[b][1] > n && BAND[b][0] * 2 >= n);
const bandsAtMost = (n: number) => HEADCOUNT_RANGES.filter((b) => BAND[b][0] <= n);
/** "a 200-person company", "around 300 employees": the one band that holds N. */
const bandsAround = (n: number) => HEADCOUNT_RANGES.filter((b) => BAND[b][0] <= n && n <= BAND[b][1]);
const bandsBetween = (lo: number, hi: number) =>
  HEADCOUNT_RANGES.filter((b) => BAND[b][1] > lo && BAND[b][0] <= hi);
/** The bands a size bounded one way takes: "500+", "fewer than 50 staff". */
const bandsBound = (n: number, bound: string | undefined) =>
  bound === "max"
    ? bandsAtMost(n)
    : bound === "less"
      ? bandsAtMost(n - 1)
      : bandsAtLeast(bound === "more" ? n + 1 : n);
/** "11 to 50", "201-1000": a range from one band's floor (above 1) to another's top is a company size. */
const bandEdges = (lo: number, hi: number) =>
  lo > 1 &&
  HEADCOUNT_RANGES.some((b) => BAND[b][0] === lo) &&
  HEADCOUNT_RANGES.some((b) => BAND[b][1] === hi);

/** A phrase that ends on a noun for companies, singular or plural: "accounting firms", "software company". */
const COMPANY_END = new RegExp(
  `\\b(?:${COMPANY_NOUNS.split(" ")
    .map((n) => n.replace(/y$/, "(?:y|ie)"))
    .join("|")})s?$`,
  "i",
);

/** "years", or "years of experience" read as one phrase. */
const yearTag = (t: Tag | undefined) =>
  has(t, "year") || (has(t, "field") && /^(?:years?|yrs?)\b/i.test(t?.text ?? ""));
const isNum = (t: Tag | undefined) =>
  t?.num !== undefined && (t.kind === "num" || t.rows.length === 0 || t.text.toLowerCase() === "decade");
const boundOf = (t: Tag | undefined) => row(t, "bound")?.value;

/**
 * Years and sizes: [bound] N [to M] [+|or more] (years|employees) [of experience] [or less]. A number that is
 * neither is a count ("find 5 welders") and stays a number.
 */
export function quantities(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    let n = tags[k].num;
    const start = k;
    // "less than a year", "a year or more": a year, counted by its article, when a bound says which way.
    const bounded = boundOf(out.at(-1)) || boundOf(tags[k + 2]);
    if (n === undefined && word(tags[k], "a", "an", "one") && yearTag(tags[k + 1]) && bounded) n = 1;
    if (n === undefined || (tags[k].kind !== "num" && !word(tags[k], "a", "an", "one") && !isNum(tags[k]))) {
      out.push(tags[k]);
      continue;
    }
    const adjective = sizeAdjective(tags, k, n);
    if (adjective) {
      out.push(adjective);
      k += has(tags[k + 2], "size") ? 2 : 1;
      continue;
    }
    let e = k + 1;
    let hi: number | undefined;
    if (
      word(tags[e], "to", "and", "through", "-") ||
      (tags[e]?.num !== undefined && tags[e].i === tags[k].j && isNum(tags[e]))
    ) {
      const at = tags[e]?.num !== undefined && !word(tags[e], "to", "and", "through", "-") ? e : e + 1;
      if (isNum(tags[at])) {
        hi = tags[at].num;
        e = at + 1;
      }
    }
    let after = boundOf(tags[e]);
    if (after) e++;
    const decade = tags[k].text.toLowerCase() === "decade";
    const years = yearTag(tags[e]) || decade;
    // "5 staff engineers": a level before a role, not a size.
    const staff = has(tags[e], "staff") && !(has(tags[e + 1], "head") || tags[e + 1]?.kind === "title");
    // A range whose unit came before it: "change the years to 3 to 5", "bump the years to 5+", "firms of
    // 50 to 200", "change the company size to 51-200".
    let link = 0;
    while (link < 2 && word(out.at(-1 - link), "to", "of", "at", "with", "between")) link++;
    // "bigger companies, 500+": a bound of fifty or more after companies and a comma is their size.
    const comma = link === 0 && !!after && n >= 50 && word(out.at(-1), ",");
    if (comma) link++;
    const named = out.at(-1 - link);
    // "accounting firms of 50 to 200": an industry named as a kind of company sizes it as well.
    const companyNamed =
      has(named, "companyNoun") ||
      has(named, "size") ||
      (has(named, "industry") &&
        (COMPANY_END.test(named?.text ?? "") || (comma && /s$/.test(named?.text ?? ""))));
    const sizeNamed =
      (link > 0 && companyNamed) || !!row(named, "field")?.values?.includes("headcountRanges");
    // "rather than 10+ years, 3 to 6": a bare bound after years and a comma is years too.
    // "5 years is too much, make it 2": a bare number said over the years said before it is years.
    const remade = has(out.at(-1), "cue", "over") && out.some((t) => t.kind === "years");
    const inYears = yearTag(named) || (word(out.at(-1), ",") && out.at(-2)?.kind === "years") || remade;
    if (
      !years &&
      !staff &&
      (hi !== undefined || (after && (inYears || sizeNamed)) || remade) &&
      (inYears || sizeNamed || (hi !== undefined && bandEdges(n, hi)))
    ) {
      const tag: Tag = { i: tags[k].i, j: tags[e - 1].j, kind: "years", rows: [], text: "" };
      if (!inYears)
        Object.assign(tag, {
          kind: "headcount",
          bands: hi !== undefined ? bandsBetween(n, hi) : bandsBound(n, after),
        });
      else if (hi !== undefined) [tag.min, tag.max] = [n, hi];
      else if (after === "max" || after === "less") tag.max = after === "less" ? Math.max(0, n - 1) : n;
      else tag.min = after === "more" ? n + 1 : n;
      if (word(out.at(-1), "between")) out.pop();
      out.push(tag);
      k = e - 1;
      continue;
    }
    if (!years && !staff) {
      out.push(tags[k]);
      continue;
    }
    const unit = tags[e];
    if (!decade) e++;
    while (word(tags[e], "of", "experience", "exp", "professional", "work", "relevant", "industry")) e++;
    after ??= boundOf(tags[e]);
    if (boundOf(tags[e])) e++;
    // "no more than a decade": the bound may stand before an article.
    const article = word(out.at(-1), "a", "an") ? 1 : 0;
    let before = boundOf(out.at(-1 - article));
    // "a people count" alone is a count of people wanted, not a size: a size is bounded or a range. "make
    // it 5 people" sets the count as "just 5 people" does ("make it" bounds only a size said as one).
    const madeIt = before === "min" && /^make (?:it|that)$/i.test(out.at(-1)?.text ?? "");
    if (
      staff &&
      /^(?:people|person)/.test(unit.text.toLowerCase()) &&
      (!before || madeIt) &&
      !after &&
      hi === undefined
    ) {
      out.push(tags[k]);
      continue;
    }
    let first = tags[start].i;
    // "around 300 employees": about a size is the band that holds it.
    const about = !years && !before && hi === undefined && word(out.at(-1), ...APPROXIMATELY);
    if (before || about || word(out.at(-1), "between")) {
      if (article) out.pop();
      first = out.pop()!.i;
    }
    before ??= after;
    const tag: Tag = { i: first, j: tags[e - 1].j, kind: years ? "years" : "headcount", rows: [], text: "" };
    const lo = n;
    if (years) yearBounds(tag, lo, hi, before);
    else
      tag.bands = about ? bandsAround(lo) : hi !== undefined ? bandsBetween(lo, hi) : bandsBound(lo, before);
    out.push(tag);
    k = e - 1;
  }
  return out;
}

/** "a 200-person SaaS company", "a 10 person startup": a size said as an adjective names its band. */
function sizeAdjective(tags: Tag[], k: number, n: number): Tag | undefined {
  const kind = tags[k + 2];
  if (
    tags[k].kind !== "num" ||
    !word(tags[k + 1], "person", "employee", "man", "strong") ||
    !(
      (["companyNoun", "size", "industry"] as const).some((r) => has(kind, r)) ||
      COMPANY_END.test(kind?.text ?? "") ||
      word(kind, "team", "agency", "agencies", "practice", "outfit")
    )
  )
    return undefined;
  const j = (has(kind, "size") ? kind : tags[k + 1]).j;
  return { i: tags[k].i, j, kind: "headcount", rows: [], text: "", bands: bandsAround(n) };
}

/** A years tag's bounds: a range, or one number bounded the way `before` says. */
function yearBounds(tag: Tag, lo: number, hi: number | undefined, before: string | undefined): void {
  if (hi !== undefined) [tag.min, tag.max] = [lo, hi];
  else if (before === "min") tag.min = lo;
  else if (before === "more") tag.min = lo + 1;
  else if (before === "max") tag.max = lo;
  else if (before === "less") tag.max = Math.max(0, lo - 1);
  else tag.min = lo;
}

/** What a number said alone in a follow-up stands for: the last number the conversation said. */
export type NumberSaid = "count" | "years" | "size";

/**
 * "actually 2 is fine", "make that 4" after "at least 3 years": a number said alone takes the place of the
 * last number said, in the same bound; `undefined` where that bound cannot take it (a size between two
 * bands).
 */
export function restated(q: StructuredQuery, n: number, last: NumberSaid): StructuredQuery | undefined {
  const out = { ...q };
  if (last === "years") {
    if (q.maxYearsExperience !== undefined && q.minYearsExperience === undefined) out.maxYearsExperience = n;
    else {
      out.minYearsExperience = n;
      if (q.maxYearsExperience !== undefined && q.maxYearsExperience < n) delete out.maxYearsExperience;
    }
    return out;
  }
  if (last !== "size" || !q.headcountRanges) return undefined;
  const bands = q.headcountRanges;
  if (bands.includes("10001+")) out.headcountRanges = bandsAtLeast(n);
  else if (bands.includes("1-10")) out.headcountRanges = bandsAtMost(n);
  else return undefined;
  return out;
}

/** A count is honoured up to this many. */
const MAX_COUNT = 100;

/**
 * How many people a sentence asks for: a number the typed rules did not read as years or a size ("find 5
 * welders", "a dozen", "make it 20", "5 of them"), or "one" before a role ("just one plumber").
 */
export function countOf(tags: Tag[]): number | undefined {
  for (const [k, t] of tags.entries()) {
    const n = t.kind === "num" || has(t, "filler") ? t.num : undefined;
    // "at companies with 200 people": a size the typed rules leave as a number, no count.
    const size =
      has(tags[k + 1], "staff") &&
      /^(?:with|of|than|over|under|about|around)$/i.test(tags[k - 1]?.text ?? "");
    // ("switched jobs in the last 3 months": a span of time is no count.)
    const time = /^(?:months?|weeks?|days?)$/i.test(tags[k + 1]?.text ?? "");
    if (n === undefined || n < 1 || n >= 1000 || size || time) continue;
    // "no one", "one of them": "one" is a count only before a role.
    const role = tags.slice(k + 1, k + 3).some((x) => x.kind === "role");
    if (n !== 1 || t.kind === "num" || (role && !/^no$/i.test(tags[k - 1]?.text ?? "")))
      return Math.min(MAX_COUNT, Math.round(n));
  }
  return undefined;
}
