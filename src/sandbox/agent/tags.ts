// A tag: a span of the sentence's tokens and what the lexicon, a typed rule or a guess says it is.
import type { HeadcountRange } from "../../contract/filters.js";
import { placeCodes } from "../world/metros.js";
import { TITLES } from "../world/tables.js";
import { SHORT_HEAD_WORDS } from "./lexicon/abbreviations.js";
import type { Kind, Row } from "./lexicon/index.js";
import {
  DESCRIBING_ENDINGS,
  INDUSTRY_LED_TITLES,
  LANGUAGE_WORDS,
  PRODUCT_HEADS,
  ROLE_WORDS,
  TITLED_VENDOR_WORDS,
  VENDOR_ROLE_WORDS,
} from "./lexicon/reading.js";
import * as W from "./lexicon/words.js";
import { singular, type Token } from "./tokens.js";

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
  /** A name that stands where a terse string puts the place. */
  place?: boolean;
  /** A name that only opens a clause: its capital may be the sentence's. */
  weak?: boolean;
}

export const has = (t: Tag | undefined, kind: Kind, value?: string): boolean =>
  !!t && t.rows.some((r) => r.kind === kind && (value === undefined || r.value === value));
export const row = (t: Tag | undefined, kind: Kind): Row | undefined => t?.rows.find((r) => r.kind === kind);

/** A tag of its own spanning the tags `from` to `to` ("name", "role"), with what it stands for. */
export const span = (from: Tag, to: Tag, kind: TagKind, text: string, more: Partial<Tag> = {}): Tag => ({
  i: from.i,
  j: to.j,
  kind,
  rows: [],
  text,
  ...more,
});

/**
 * A word written as products are ("SwiftUI", "Next.js", "C#"), not a name with a capital inside by its
 * prefix ("McAllen", "DeKalb", "O'Brien").
 */
export const productCased = (text: string) =>
  /[a-z][A-Z]|\.js$|^[a-z]{2,}js$|[+#]$/.test(text) &&
  !/^(?:Mc|Mac|De|La|Le|Di|Du)\p{Lu}\p{Ll}+$/u.test(text);

export const word = (t: Tag | undefined, ...ws: string[]) => !!t && ws.includes(t.text.toLowerCase());
/** What a name names: employers named together ("the Big Four") each, else the name. */
export const nameValues = (t: Tag, text = t.text) => row(t, "employer")?.values ?? [text];

const INITIALISMS = new Set(W.INITIALISMS.split(" "));
// Split before each "word=", so a spelling out may be several words ("bi=Business Intelligence").
const SPELT_OUT = new Map(
  W.TITLE_ABBREVIATIONS.split(/ (?=\S+=)/).map((r) => r.split("=") as [string, string]),
);

const SPELT_HEAD = new Map(SHORT_HEAD_WORDS.split(" ").map((r) => r.split("=") as [string, string]));

/** "employment lawyer" → "Employment Lawyer", keeping initialisms and words written in capitals. */
export function titleCase(words: string[]): string {
  return words
    .map(
      (w, i) =>
        (i === words.length - 1 ? SPELT_HEAD.get(w.toLowerCase()) : undefined) ??
        SPELT_OUT.get(w.toLowerCase()) ??
        // "Health and Safety Adviser": a joining word inside a title stays lower case.
        (i > 0 && /^(?:and|of)$/i.test(w) ? w.toLowerCase() : undefined) ??
        (INITIALISMS.has(w.toLowerCase()) || (/^[A-Z0-9&]{2,5}$/.test(w) && w !== "A")
          ? w.toUpperCase()
          : // "DataOps" as written.
            /^\p{Lu}+\p{Ll}+\p{Lu}/u.test(w)
            ? w
            : w[0].toUpperCase() + w.slice(1).toLowerCase()),
    )
    .join(" ");
}

export interface Tagged {
  tokens: Token[];
  tags: Tag[];
}

const PRODUCT = new Set(PRODUCT_HEADS.split(" "));
/**
 * "Mahle maintenance technicians": a name right before a role, and no place's, is the role's employer; but
 * before a role that works with a product ("Workday consultants", "ServiceNow developers"), the product.
 */
export const employerOfRole = (t: Tag, next: Tag | undefined): boolean =>
  namedBeforeRole(t, next) && (!productRole(next!) || knownEmployerOnly(t));

/**
 * "Odoo consultants", "find Zoho consultants": the name before a role that works with a product is the
 * product, unless it is an employer the world holds and no product ("Deloitte consultants").
 */
export const productOfRole = (t: Tag, next: Tag | undefined): boolean =>
  namedBeforeRole(t, next) && productRole(next!) && !knownEmployerOnly(t);

const namedBeforeRole = (t: Tag, next: Tag | undefined): boolean =>
  t.kind === "name" && next?.kind === "role" && !t.place && !placeCodes(t.text);
/** Whether a role's head works with a product ("consultant", "developer"). */
export const productHead = (sing: string) => PRODUCT.has(sing);
const TITLED_VENDORS = new Set(TITLED_VENDOR_WORDS.split(" "));
/** "SAP FICO", "oracle": a vendor whose product's roles are titled by it, module and all. */
export const titledVendor = (m: Tag) =>
  (m.kind === "name" || has(m, "skill")) && TITLED_VENDORS.has(m.text.split(" ")[0].toLowerCase());
const VENDOR = new Set(VENDOR_ROLE_WORDS.split(" "));
const productRole = (role: Tag) => {
  const words = role.text.toLowerCase().split(" ");
  return productHead(singular(words.at(-1)!)) && !VENDOR.has(words[0]);
};
const PRODUCT_EMPLOYERS = new Set(W.EMPLOYER_SKILLS.split(" "));
const knownEmployerOnly = (t: Tag) =>
  t.rows.some((r) => r.kind === "employer") && !PRODUCT_EMPLOYERS.has(t.text.toLowerCase());

let heldWords: Set<string> | undefined;
const DESCRIBING = new RegExp(`(?:${DESCRIBING_ENDINGS.split(" ").join("|")})$`);
/**
 * Whether a word opening a sentence before a title may be no employer's name: a word in a title the world
 * holds, one saying how a role works or who does it ("Outside", "Young"), a language, or a describing word.
 */
export function inTitles(key: string): boolean {
  heldWords ??= new Set(`${TITLES.join(" ")} ${ROLE_WORDS} ${LANGUAGE_WORDS}`.toLowerCase().split(/[\s-]+/));
  return heldWords.has(key) || DESCRIBING.test(key);
}

const LED = new Set(INDUSTRY_LED_TITLES.split("|"));
/**
 * "insurance underwriters": an industry's word before a head that a search means at its companies; where
 * the sentence names an employer ("ex-Huawei telecom engineers"), the word says what kind of role instead.
 */
export const industryLed = (mod: Tag | undefined, head: string, tags: Tag[], named = false): boolean =>
  has(mod, "industry") &&
  LED.has(`${mod!.text} ${head}`.toLowerCase()) &&
  named === employerWanted(tags, mod!);

/** Whether a sentence names an employer to search, not one to leave out ("not from AXA"). */
const employerWanted = (tags: Tag[], mod: Tag) =>
  tags.some(
    (x, k) =>
      x !== mod &&
      has(x, "employer") &&
      /^\p{Lu}/u.test(x.text) &&
      !tags.slice(Math.max(0, k - 2), k).some((y) => has(y, "cue", "not")),
  );

/**
 * "no agency staff", "former staff": "staff" after a lower-case noun or a word for past employment, and
 * before no role, is the people, no level ("staff engineers").
 */
export function staffAsPeople(tags: Tag[]): Tag[] {
  return tags.map((t, k) => {
    const [prev, next] = [tags[k - 1], tags[k + 1]];
    const role = has(next, "head") || has(next, "levelNoun") || next?.kind === "title";
    // "Brimco staff" are an employer's people, read by the rules for names.
    const lower = /^\p{Ll}/u.test(prev?.text ?? "");
    // ("admin staff": after a role's own word, "staff" are its people.)
    const noun =
      (lower &&
        (prev.kind === "word" || has(prev, "head") || (has(prev, "industry") && !has(prev, "dept")))) ||
      has(prev, "cue", "was");
    return word(t, "staff") && noun && !role
      ? { ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] }
      : t;
  });
}
