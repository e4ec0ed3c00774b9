// Tags: the sentence's tokens matched against the lexicon, longest match first; then typed rules for
// numbers (years of experience and company sizes, with bounds before or after the number, in words or
// digits); then roles composed from a head noun and the words before it that say what kind; then, last and
// weakest, guesses for words the lexicon does not know (a noun for someone by its ending, a capitalised
// name). Nothing here decides what a value means for the search: grammar.ts and reader.ts do.
import { HEADCOUNT_RANGES, type HeadcountRange } from "../../contract/filters.js";
import { type Kind, lexicon, NUMBER_WORDS, type Row } from "./lexicon/index.js";
import { TITLES } from "../world/tables.js";
import { AGENT_SUFFIXES, WORKPLACES } from "./lexicon/words.js";
import { type Token, tokenize } from "./tokens.js";

export type TagKind = Kind | "word" | "punct" | "num" | "years" | "headcount" | "role" | "name";

export interface Tag {
  /** The tokens it spans: [i, j). */
  i: number;
  j: number;
  kind: TagKind;
  /** Every lexicon row of the span: a word may be a cue and a filler, or a level and a head. */
  rows: Row[];
  text: string;
  num?: number;
  min?: number;
  max?: number;
  bands?: HeadcountRange[];
  titles?: string[];
  level?: string;
  /** Written with a capital (or in capitals) where a sentence would not begin. */
  capital?: boolean;
  /** A name that stands where a terse string puts the place. */
  place?: boolean;
  /** A name that only opens a clause: its capital may be the sentence's. */
  weak?: boolean;
}

export const has = (t: Tag | undefined, kind: Kind, value?: string): boolean =>
  !!t && t.rows.some((r) => r.kind === kind && (value === undefined || r.value === value));
export const row = (t: Tag | undefined, kind: Kind): Row | undefined => t?.rows.find((r) => r.kind === kind);

/** The lexicon's longest match at each point, left to right. */
function match(tokens: Token[], text: string): Tag[] {
  const { root } = lexicon();
  const out: Tag[] = [];
  for (let i = 0; i < tokens.length; ) {
    let nodes = [root];
    let best: { j: number; rows: Row[] } | undefined;
    for (let j = i; j < tokens.length && nodes.length > 0; j++) {
      const t = tokens[j];
      const next = new Set(
        nodes.flatMap((n) => [n.next.get(t.key), n.next.get(t.sing)].filter((x) => x !== undefined)),
      );
      nodes = [...next];
      const written = text.slice(tokens[i].start, t.end);
      const rows = nodes
        .flatMap((n) => n.rows)
        .filter((r) => r.cased === undefined || r.cased === written)
        .sort((a, b) => Number(!!b.alias) - Number(!!a.alias));
      if (rows.length > 0) best = { j: j + 1, rows: [...new Set(rows)] };
    }
    const t = tokens[i];
    if (best) {
      out.push({
        i,
        j: best.j,
        kind: best.rows[0].kind,
        rows: best.rows,
        text: text.slice(t.start, tokens[best.j - 1].end),
      });
      i = best.j;
    } else {
      const kind = t.num !== undefined ? "num" : t.punct ? "punct" : "word";
      out.push({ i, j: i + 1, kind, rows: [], text: t.text, num: t.num });
      i++;
    }
  }
  for (const t of out)
    if (t.num === undefined && tokens[t.i].num !== undefined && t.j === t.i + 1) t.num = tokens[t.i].num;
  return out;
}

const YEARS: Row = { kind: "year", value: "year" };

/** "twenty five" → 25: a ten and a unit after it; "two decades" → 20 years. */
function joinNumbers(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (const t of tags) {
    const prev = out.at(-1);
    if (prev?.num !== undefined && /^decades?$/i.test(t.text) && prev.text.toLowerCase() !== "decade") {
      prev.num *= 10;
      out.push({ ...t, kind: "year", rows: [YEARS], num: undefined });
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

const BAND: Record<HeadcountRange, [number, number]> = {
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
const bandsAtLeast = (n: number) => HEADCOUNT_RANGES.filter((b) => BAND[b][1] > n && BAND[b][0] * 2 >= n);
const bandsAtMost = (n: number) => HEADCOUNT_RANGES.filter((b) => BAND[b][0] <= n);
const bandsBetween = (lo: number, hi: number) =>
  HEADCOUNT_RANGES.filter((b) => BAND[b][1] > lo && BAND[b][0] <= hi);

/** "years", or "years of experience" read as one phrase. */
const yearTag = (t: Tag | undefined) => has(t, "year") || (has(t, "field") && /^(?:years?|yrs?)\b/i.test(t?.text ?? ""));
const isNum = (t: Tag | undefined) =>
  t?.num !== undefined && (t.kind === "num" || t.rows.length === 0 || t.text.toLowerCase() === "decade");
const boundOf = (t: Tag | undefined) => row(t, "bound")?.value;
const word = (t: Tag | undefined, ...ws: string[]) => !!t && ws.includes(t.text.toLowerCase());

/**
 * Years and sizes: [bound] N [to M] [+|or more] (years|employees) [of experience] [or less]. A number that is
 * neither is a count ("find 5 welders") and stays a number.
 */
function quantities(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    let n = tags[k].num;
    const start = k;
    // "less than a year": a year, counted by its article.
        if (n === undefined && word(tags[k], "a", "an", "one") && yearTag(tags[k + 1]) && boundOf(out.at(-1))) n = 1;
    if (n === undefined || (tags[k].kind !== "num" && !word(tags[k], "a", "an", "one") && !isNum(tags[k]))) {
      out.push(tags[k]);
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
    // "a people count" alone is a count of people wanted, not a size: a size is bounded or a range.
    if (
      staff &&
      /^(?:people|person)/.test(unit.text.toLowerCase()) &&
      !before &&
      !after &&
      hi === undefined
    ) {
      out.push(tags[k]);
      continue;
    }
    let first = tags[start].i;
    if (before || word(out.at(-1), "between")) {
      if (article) out.pop();
      first = out.pop()!.i;
    }
    before ??= after;
    const tag: Tag = { i: first, j: tags[e - 1].j, kind: years ? "years" : "headcount", rows: [], text: "" };
    const lo = n;
    if (years) {
      if (hi !== undefined) [tag.min, tag.max] = [lo, hi];
      else if (before === "min") tag.min = lo;
      else if (before === "more") tag.min = lo + 1;
      else if (before === "max") tag.max = lo;
      else if (before === "less") tag.max = Math.max(0, lo - 1);
      else tag.min = lo;
    } else {
      tag.bands =
        hi !== undefined
          ? bandsBetween(lo, hi)
          : before === "max"
            ? bandsAtMost(lo)
            : before === "less"
              ? bandsAtMost(lo - 1)
              : bandsAtLeast(before === "more" ? lo + 1 : lo);
    }
    out.push(tag);
    k = e - 1;
  }
  return out;
}

const SUFFIXES = AGENT_SUFFIXES.split(" ");
const INITIALISMS = new Set(
  "hr ux ui it qa seo ml ai vp gp crm b2b b2c sdr bdr icu hvac cnc er nhs".split(" "),
);

/** "employment lawyer" → "Employment Lawyer", keeping initialisms and words written in capitals. */
export function titleCase(words: string[]): string {
  return words
    .map((w) =>
      INITIALISMS.has(w.toLowerCase()) || (/^[A-Z0-9&]{2,5}$/.test(w) && w !== "A")
        ? w.toUpperCase()
        : w[0].toUpperCase() + w.slice(1).toLowerCase(),
    )
    .join(" ");
}

/** A word the lexicon does not know that names someone: a plural, or an ending for one who does. */
function guessedHead(t: Tag, tokens: Token[]): boolean {
  if (t.kind !== "word") return false;
  const tok = tokens[t.i];
  // Capitalised inside a sentence it is a name ("Linklaters", "ex-Googlers").
  if (t.i > 0 && /^\p{Lu}\p{Ll}/u.test(tok.text) && !/[.!?]/.test(tokens[t.i - 1].text)) return false;
  if (/^[A-Z]{2,5}s$/.test(tok.text)) return true;
  if (!/^[a-z][a-z'-]{2,}$/i.test(tok.text)) return false;
  return tok.sing !== tok.key && SUFFIXES.some((s) => tok.sing.endsWith(s));
}

/** A word that may say what kind of role follows it: a word the lexicon does not know, a department, another head. */
function modifier(t: Tag, tokens: Token[], k: number, generic: boolean, prev?: Tag): boolean {
  if (t.kind === "word") {
    const tok = tokens[t.i];
    // "Former IKEA merchandisers": a capitalised word after a cue of employers is the employer.
    if (/^\p{Lu}/u.test(tok.text) && (has(prev, "cue", "was") || has(prev, "cue", "at"))) return false;
    // A capitalised word inside the sentence is a name ("Stripe engineers"), unless an initialism.
    if ((k > 0 && /^\p{Lu}\p{Ll}/u.test(tok.text)) || /\p{Ll}\p{Lu}/u.test(tok.text)) return false;
    return /^[\p{L}][\p{L}-]*$/u.test(tok.text);
  }
  if (t.kind !== "title" && t.kind !== "role" && t.rows.length === 0) return false;
  if (
    ["filler", "cue", "seniority", "city", "country", "size", "flag", "bound", "staff", "year"].some((kind) =>
      has(t, kind as Kind),
    )
  )
    return false;
  // A skill or an industry says what a profession's people do ("tax accountants", "insurance brokers"),
  // but of a software engineer or designer only what they use or where they work ("Java developers").
  if (has(t, "skill") || has(t, "industry")) return !generic || has(t, "dept");
  return has(t, "dept") || has(t, "head") || has(t, "companyNoun") || (t.kind === "title" && t.j - t.i === 1);
}

const WORKPLACE = new Set(WORKPLACES.split(" "));
/** Heads that alone say how someone works, not what as: "remote workers". */
const BARE_NOT_ROLES = new Set(["worker", "person", "professional"]);
const GENERIC = /^(?:engineer|developer|dev|programmer|coder|designer|swe|sde)s?$/;

/** The functions every company has: their director is always "Director of X". */
const CORE_DEPTS = new Set(["Engineering", "Sales", "Product", "Marketing", "Design", "Data", "People", "Finance", "Customer Success", "Analytics", "Operations", "Legal", "Human Resources", "IT", "AI", "Machine Learning"]);
const DIRECTOR_KINDS =
  /^(?:managing|executive|non|associate|assistant|deputy|regional|creative|art|medical|technical|account|program|programme|project|funeral|film)$/;

/** A level noun with the function before it: "marketing VPs", "finance directors", "store managers". */
function functionTitle(mods: string[], depts: boolean, level: string): { titles: string[]; level?: string } {
  const fn = mods.join(" ");
  switch (level) {
    case "VP":
      return { titles: [`VP of ${fn}`], level: "VP" };
    case "Director": {
      // Spelt as profiles spell it: "Director of Finance", but "Procurement Director".
      const of = `Director of ${fn}`;
      const held = TITLES.some((t) => t.toLowerCase() === of.toLowerCase());
      return DIRECTOR_KINDS.test(mods[0].toLowerCase()) || (!held && !CORE_DEPTS.has(fn))
        ? { titles: [`${fn} Director`], level: "Director" }
        : { titles: [of], level: "Director" };
    }
    case "Head":
      return { titles: [`Head of ${fn}`] };
    case "Leader":
      return { titles: [`VP of ${fn}`, `Director of ${fn}`, `Head of ${fn}`], level: "VP;Director" };
    case "Lead":
      return depts ? { titles: [fn], level: "Senior" } : { titles: [`${fn} Lead`] };
    default:
      return {
        titles: [
          `${fn === "Human Resources" ? "HR" : fn === "Machine Learning" ? "Machine Learning Engineering" : fn} Manager`,
        ],
      };
  }
}

/** Roles: a head noun (known, or guessed by its ending) with up to three words before it saying what kind. */
function roles(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let h = 0; h < tags.length; h++) {
    const t = tags[h];
    const head = t.kind === "title" || has(t, "head") || has(t, "levelNoun") || guessedHead(t, tokens);
    const next = tags[h + 1];
    const headNext = !!next && (has(next, "head") || next.kind === "title" || guessedHead(next, tokens));
    // A level word before a role is the level ("principal engineers"), not a role of its own.
    if (!head || (has(t, "filler") && !has(t, "head")) || (has(t, "seniority") && headNext)) {
      out.push(t);
      continue;
    }
    // A run of heads is one role: "nurse practitioners", "teacher assistants".
    let last = h;
    while (
      tags[last + 1] &&
      (has(tags[last + 1], "head") || tags[last + 1].kind === "title") &&
      !has(tags[last + 1], "filler") &&
      !has(tags[last], "seniority")
    )
      last++;
    const generic =
      GENERIC.test(tokens[tags[last].j - 1].key) ||
      // A manager of anything ("store managers"), but a director of a function, not of an industry.
      (row(tags[last], "levelNoun") !== undefined && row(tags[last], "levelNoun")!.value !== "Manager");
    let k = out.length;
    // A named title ("CFO", "data scientist") takes only plain words before it, not an industry or a skill.
    const named = tags[last].kind === "title" && !GENERIC.test(tokens[tags[last].j - 1].key);
    while (
      k > 0 &&
      out.length - k < 3 &&
      modifier(out[k - 1], tokens, out[k - 1].i, generic, out[k - 2]) &&
      (!named || out[k - 1].kind === "word" || has(out[k - 1], "dept"))
    )
      k--;
    const mods = out.slice(k);
    const heads = tags.slice(h, last + 1);
    const lastHead = heads.at(-1)!;
    // Mods begin past a place of work that says where ("university lecturers").
    const leftOut = has(out[k - 1], "cue", "not");
    // Only as the sole word before the role: "school bus drivers" drive school buses.
    while (mods.length === 1 && WORKPLACE.has(mods[0].text.toLowerCase()) && !row(tags[last], "levelNoun") && !leftOut) {
      out[k] = { ...out[k], kind: "filler", rows: [{ kind: "filler", value: out[k].text }] };
      k++;
      mods.shift();
    }
    const words = [...mods, ...heads]
      .flatMap((m) => m.text.split(/[\s-]+/))
      .filter((w) => !(generic && w.toLowerCase() === "software" && mods.length > 0));
    const levelRow = row(lastHead, "levelNoun");
    const titleRow = lastHead.kind === "title" ? row(lastHead, "title") : undefined;
    let made: { titles: string[]; level?: string } | undefined;
    if (mods.length === 0 && heads.length === 1) {
      if (titleRow) made = { titles: titleRow.values ?? [titleRow.value], level: titleRow.level };
      else if (levelRow || has(t, "seniority")) made = undefined;
            else if ((has(t, "head") || guessedHead(t, tokens)) && !BARE_NOT_ROLES.has(tokens[t.i].sing))
        made = { titles: [titleCase([singularText(t, tokens)])] };
    } else if (levelRow && mods.length > 0 && heads.length === 1) {
      const depts = mods.every((m) => has(m, "dept"));
      const fn = depts
        ? mods.map((m) => row(m, "dept")!.value).join(" ")
        : titleCase(mods.map((m) => m.text));
      made = functionTitle(fn.split(" "), depts, levelRow.value);
    } else {
      const headWords =
        titleRow && titleRow.value !== "Engineer" && mods.length === 0
          ? [titleRow.value]
          : words.slice(0, -1).concat(singularText(lastHead, tokens));
      made = { titles: [titleCase(headWords.flatMap((w) => w.split(" ")))], level: titleRow?.level };
    }
    if (!made) {
      out.push(...heads);
      h = last;
      continue;
    }
    out.splice(k);
    const first = mods[0] ?? t;
    out.push({
      i: first.i,
      j: lastHead.j,
      kind: "role",
      rows: lastHead.rows,
      text: words.join(" "),
      titles: made.titles,
      level: made.level,
    });
    h = last;
  }
  return out;
}

/** The last word of a tag in the singular, as written ("LPNs" → "LPN", "nurses" → "nurse"). */
function singularText(t: Tag, tokens: Token[]): string {
  const tok = tokens[t.j - 1];
  if (/^[A-Z]{2,5}s$/.test(tok.text)) return tok.text.slice(0, -1);
  return tok.sing;
}

/** "heads of talent", "directors of nursing": a level noun and the function after "of". */
function levelOf(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    const level = row(t, "levelNoun")?.value;
    const fn = tags[k + 2];
    // "VP Finance": the function may follow without "of".
    const bare =
      !!level &&
      has(tags[k + 1], "dept") &&
      !has(tags[k + 1], "filler") &&
      level !== "Manager" &&
      level !== "Lead";
    if (bare) {
      const made = functionTitle([row(tags[k + 1], "dept")!.value], true, level!);
      out.push({
        i: t.i,
        j: tags[k + 1].j,
        kind: "role",
        rows: [],
        text: `${t.text} ${tags[k + 1].text}`,
        titles: made.titles,
        level: made.level,
      });
      k += 1;
      continue;
    }
    if (
      level &&
      level !== "Manager" &&
      level !== "Lead" &&
      word(tags[k + 1], "of") &&
      fn &&
      (fn.kind === "word" || has(fn, "dept") || has(fn, "industry") || has(fn, "skill")) &&
      !has(fn, "filler")
    ) {
      const name = row(fn, "dept")?.value ?? titleCase(fn.text.split(" "));
      const made = functionTitle([name], has(fn, "dept"), level === "Leader" ? "Leader" : level);
      out.push({
        i: t.i,
        j: fn.j,
        kind: "role",
        rows: [],
        text: `${t.text} of ${fn.text}`,
        titles: made.titles,
        level: made.level,
      });
      k += 2;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Words that open a place's name ("New Orleans", "The Hague") though alone they are fillers. */
const NAME_OPENERS = new Set([
  "the",
  "new",
  "san",
  "los",
  "las",
  "st",
  "saint",
  "el",
  "le",
  "la",
  "de",
  "des",
]);
const capitalised = (t: Tag, tokens: Token[], first = true) =>
  (!first && (t.text === "&" || (has(t, "seniority") && /^\p{Lu}/u.test(t.text))) && t.j - t.i === 1) ||
  // "Four Seasons": a number word may open a name.
  (t.num !== undefined && /^\p{Lu}\p{Ll}+$/u.test(t.text)) ||
  !t.rows.some(
    (r) =>
      r.kind === "cue" ||
      r.kind === "seniority" ||
      (r.kind === "filler" && !NAME_OPENERS.has(t.text.toLowerCase())),
  ) &&
  /^\p{Lu}/u.test(tokens[t.i].text) &&
  t.kind !== "role";

/**
 * Capitalised words the lexicon does not know, run together: a name (of an employer, place or skill). A run
 * of capitalised words with one unknown among them is one name ("Solara Energy", "Porto Alegre").
 */
function runs(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    let e = k;
    while (
      e < tags.length &&
      (tags[e].kind === "word" || tags[e].rows.length > 0 || tags[e].text === "&") &&
      (capitalised(tags[e], tokens, e === k) || (tags[e].text === "&" && capitalised(tags[e + 1] ?? tags[e], tokens))) &&
      tags[e].j - tags[e].i === 1
    )
      e++;
    // "The Hague", "New Orleans": a leading "the" or "new" belongs to the name after it.
    const run = tags.slice(k, e);
    // Inside a sentence, capitalised words of no role or place run together too ("Agile Robots").
    const plain = (r: Tag) =>
      !["head", "title", "seniority", "levelNoun", "city", "country", "dept"].some((x) => has(r, x as Kind));
    const named =
      run.some((r) => r.kind === "word") || (k > 0 && run.every(plain) && tags[k - 1]?.kind === "punct");
    // "B2B SaaS companies": before a kind of company the words are its kind, not a name.
    const kind = ["companyNoun", "industry", "size"].some((x) => has(tags[e], x as Kind));
    if (run.length > 1 && named && !kind && !(run.length === 2 && run[1].kind !== "word" && k === 0)) {
      out.push({
        i: t.i,
        j: run.at(-1)!.j,
        kind: "name",
        rows: [],
        text: run.map((r) => r.text).join(" "),
        capital: true,
      });
      k = e - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** A capitalised word the lexicon does not know, or a product-cased one ("SwiftUI", "Next.js"), is a name. */
function names(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (const [k, t] of tags.entries()) {
    const tok = tokens[t.i];
    const product = t.kind === "word" && /[a-z][A-Z]|\.js$|[+#]$/.test(tok.text);
    const named = t.kind === "word" && (/^\p{Lu}/u.test(tok.text) || product) && !tok.text.includes("'");
    const opens = k === 0 || out.at(-1)?.kind === "punct";
    const weak = opens && !product && !/^[A-Z0-9]{2,}$/.test(tok.text);
    out.push(named ? { ...t, kind: "name", capital: true, weak } : t);
  }
  return out;
}

/** Title words named as such: "with intern in their title", "anyone titled Associate". */
function titleWords(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    if (has(t, "cue", "titledAfter")) {
      let b = out.length;
      while (b > 0 && !has(out[b - 1], "cue") && !has(out[b - 1], "filler") && out[b - 1].kind !== "punct")
        b--;
      const words = out.splice(b);
      if (words.length > 0)
        out.push({
          i: words[0].i,
          j: t.j,
          kind: "role",
          rows: [],
          text: words.map((w) => w.text).join(" "),
          titles: [titleCase(words.flatMap((w) => w.text.split(" ")))],
        });
      continue;
    }
    if (has(t, "cue", "titledBefore")) {
      // "whose title says Lead or Head": each word of the list is a title.
      const list = (x: Tag) => /^(?:or|and)$/i.test(x.text);
      let e = k + 1;
      while (e < tags.length && tags[e].kind !== "punct" && !has(tags[e], "cue") && (!has(tags[e], "filler") || list(tags[e]))) e++;
      const words = tags.slice(k + 1, e).filter((w) => !list(w));
      for (const w of words) out.push({ ...w, kind: "role", rows: [], titles: [titleCase(w.text.split(" "))] });
      if (words.length > 0) {
        k = e - 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/**
 * A role no rule found: the first plural noun the lexicon does not know, where a role would stand (first
 * in the sentence, or after a word that leaves out: "Notaries in Seville", "no apprentices").
 */
function roleByPlace(tags: Tag[], tokens: Token[]): Tag[] {
  const hasRole = tags.some((t) => t.kind === "role");
  return tags.map((t, k) => {
    const tok = tokens[t.i];
    const plural =
      (t.kind === "word" || (t.kind === "name" && t.weak)) &&
      t.j - t.i === 1 &&
      tok.sing !== tok.key &&
      /^[a-z]{4,}$/i.test(tok.text);
    if (!plural || NOT_ROLES.has(tok.sing)) return t;
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

/** Plural nouns that name what a sentence counts or asks about, not people. */
const NOT_ROLES = new Set(
  "email year month week day skill title role job position location city country place industry sector requirement filter result number phone link profile company firm startup".split(
    " ",
  ),
);

/** "Stripe-like", "Figma-style": a comparison that names no value. */
function likeness(tags: Tag[], tokens: Token[]): Tag[] {
  return tags.map((t, k) => {
    const next = tokens[t.j];
    // "DACH-based": the place stays, the "based" goes; "French-speaking", "Stripe-like": both go.
    const LIKE = /^(?:like|style|esque|type|speaking|born|educated|trained)$/;
    const like = next?.joined && LIKE.test(next.key);
    const self = tokens[t.i].joined && (LIKE.test(tokens[t.i].key) || tokens[t.i].key === "based") && k > 0;
    return like || self ? { ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] } : t;
  });
}

/** "forklift operators memphis": in a terse string, the plain words after the role are its place. */
function tersePlace(tags: Tag[], tokens: Token[]): Tag[] {
  const r = tags.findIndex((t) => t.kind === "role");
  const rest = tags.slice(r + 1);
  if (r < 0 || rest.length === 0 || rest.length > 2 || !rest.every((t) => t.kind === "word" && /^[a-z]+$/.test(t.text))) return tags;
  const text = titleCase(rest.map((t) => t.text));
  return [...tags.slice(0, r + 1), { i: rest[0].i, j: rest.at(-1)!.j, kind: "name", rows: [], text, place: true }];
}

export interface Tagged {
  tokens: Token[];
  tags: Tag[];
}

export function tag(sentence: string): Tagged {
  const tokens = tokenize(sentence, NUMBER_WORDS);
  const read = titleWords(levelOf(quantities(joinNumbers(likeness(match(tokens, sentence), tokens)))));
  const tags = tersePlace(roleByPlace(names(roles(runs(read, tokens), tokens), tokens), tokens), tokens);
  // A name as written, hyphens and all ("Rolls-Royce").
  for (const t of tags) if (t.kind === "name" && !t.place) t.text = sentence.slice(tokens[t.i].start, tokens[t.j - 1].end);
  return { tokens, tags };
}
