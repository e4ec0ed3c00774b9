// Titles as profiles spell them, and a follow-up's level moving the search's function titles along.

import { FILTER_FIELD_NAMES } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import { TITLES } from "../world/tables.js";
import type { Clauses, Said } from "./grammar.js";
import { SPELLINGS } from "./lexicon/index.js";
import { TITLED_VENDOR_WORDS } from "./lexicon/reading.js";
import { DEPT_ROWS } from "./lexicon/words.js";

type Q = Record<string, unknown>;
const lc = (s: string) => s.toLowerCase();

/** Titles that are a department's name alone ("Sales"): a level said later makes them "VP of Sales". */
const DEPTS = new Set(DEPT_ROWS.map((r) => r.split("=")[1]));

/** A title as profiles spell it, when they spell it only the other way ("Head of HR"). */
export function spelling(title: string): string {
  let spelt = spelt_.get(title);
  if (spelt === undefined) {
    // A sandbox reads for as long as it runs: the memo forgets rather than grows without bound.
    if (spelt_.size >= 5000) spelt_.clear();
    spelt = respell(title);
    spelt_.set(title, spelt);
  }
  return spelt;
}
const spelt_ = new Map<string, string>();

/** Whether some title profiles hold has `part` in it (lower-cased). */
function held(part: string): boolean {
  // Every title in one lower-cased string, and where each three letters of it stand: a test looks only
  // where the part's rarest three letters do, not through the whole string.
  if (!heldTitles) {
    heldTitles = TITLES.map(lc).join("\n");
    for (let k = 0; k + 3 <= heldTitles.length; k++) {
      const tri = heldTitles.slice(k, k + 3);
      const at = trigrams.get(tri);
      if (at) at.push(k);
      else trigrams.set(tri, [k]);
    }
  }
  const p = lc(part);
  if (p.length < 3) return heldTitles.includes(p);
  let best: number[] = [];
  let offset = 0;
  for (let k = 0; k + 3 <= p.length; k++) {
    const at = trigrams.get(p.slice(k, k + 3));
    if (!at) return false;
    if (k === 0 || at.length < best.length) [best, offset] = [at, k];
  }
  return best.some((k) => k >= offset && heldTitles!.startsWith(p, k - offset));
}
const trigrams = new Map<string, number[]>();

function respell(title: string): string {
  if (held(title)) return title;
  spellings ??= SPELLINGS.map(([from, to]) => [new RegExp(`\\b${from}\\b`), to]);
  for (const [from, to] of spellings) {
    const other = title.replace(from, to);
    if (other !== title && held(other)) return other;
  }
  return title;
}
let heldTitles: string | undefined;
let spellings: [RegExp, string][] | undefined;

const LEVEL_PREFIX: Record<string, string> = { VP: "VP of ", Director: "Director of " };
const LEVELLED = /^(?:Head of|VP of|Director of|Chief)\b/;

/**
 * A level said without a title moves the search's function titles to it ("VPs rather than directors"
 * after "marketing directors"); a new title that carries its own level replaces the level too ("heads of
 * design instead"); a title added beside titles of no level does not narrow the search to its level.
 */
export function moveLevels(out: Q, found: Q, c: Clauses, current: StructuredQuery): void {
  productSwap(found, current);
  const levels = (found.seniorityLevels as string[] | undefined) ?? [];
  const titles = found.titleIncludes as string[] | undefined;
  if (!titles && current.titleIncludes) {
    const to = levels.find((l) => LEVEL_PREFIX[l]);
    if (!to) return;
    const moved = current.titleIncludes.map((t) => {
      for (const p of Object.values(LEVEL_PREFIX))
        if (t.startsWith(p)) return LEVEL_PREFIX[to] + t.slice(p.length);
      if (DEPTS.has(t)) return LEVEL_PREFIX[to] + t;
      const fn = /^(.+) Manager$/.exec(t)?.[1];
      return fn ? spelling(LEVEL_PREFIX[to] + fn) : t;
    });
    if (moved.some((t, k) => t !== current.titleIncludes![k]))
      found.titleIncludes = c.also ? [...current.titleIncludes, ...moved] : moved;
    if (c.also && !current.seniorityLevels) delete found.seniorityLevels;
    return;
  }
  if (
    titles &&
    !c.also &&
    !found.seniorityLevels &&
    current.seniorityLevels &&
    titles.every((t) => LEVELLED.test(t))
  )
    delete out.seniorityLevels;
  if (titles && c.also && current.titleIncludes && !current.seniorityLevels) delete found.seniorityLevels;
}

const TITLED = new Set(TITLED_VENDOR_WORDS.split(" "));

/** "SAP MM instead" of SAP FICO consultants: a product of a vendor the title names takes its place there. */
function productSwap(found: Q, current: StructuredQuery): void {
  const skills = (found.skills as string[] | undefined) ?? [];
  const product = skills.find((s) => s.includes(" ") && TITLED.has(lc(s.split(" ")[0])));
  const vendor = product?.split(" ")[0];
  const from = current.titleIncludes?.find((t) => t.startsWith(`${vendor} `) && !t.startsWith(`${product} `));
  if (!product || !from || found.titleIncludes) return;
  found.titleIncludes = [`${product} ${from.split(" ").at(-1)}`];
  found.skills = skills.filter((s) => s !== product);
}

/** The filter set in the schema's order, without empty values. */
export function tidy(q: Q): StructuredQuery {
  const out: Q = {};
  for (const f of FILTER_FIELD_NAMES) {
    const v = q[f];
    if (v === undefined || v === null || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    out[f] = v;
  }
  return out as StructuredQuery;
}

/**
 * A field's held values and the new ones said beside them; "English teachers specifically, and Valencia as
 * well" of a search for teachers: a narrower title ("English Teacher") not itself added ("also diesel
 * mechanics") replaces the title it narrows.
 */
export function joined(field: string, held: string[], values: string[], said: Said[]): string[] {
  const narrower = said.filter((s) => s.field === "titleIncludes" && s.op === "want" && !s.adds);
  const narrows = (of: string) =>
    narrower.some((s) =>
      s.values.some((t) => t.length > of.length && t.toLowerCase().endsWith(` ${of.toLowerCase()}`)),
    );
  const kept = field === "titleIncludes" ? held.filter((x) => !narrows(x)) : held;
  return [...new Set([...kept, ...values])];
}

/** "software engineers" for a left-out Engineer: the words said, as a title, where they are more. */
export function narrowerTitle(title: string, said: string | undefined): string {
  const words = (said ?? "").split(/\s+/).filter(Boolean);
  if (words.length <= title.split(" ").length) return title;
  return words
    .map((x, k) => (k === words.length - 1 ? x.replace(/s$/i, "") : x).replace(/^./, (c) => c.toUpperCase()))
    .join(" ");
}
