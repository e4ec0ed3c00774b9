// The languages people speak, read as skills ("receptionists in Miami who speak Spanish"). No column holds
// them: whether person `i` speaks a language is a pure function of their metro (the share of its people who
// speak it, data/languages.ts) and a draw from their id and names (which the seed sets), so a search, a count
// and a profile agree without a byte more per person.
import type { Columns } from "./columns.js";
import { LANGUAGE_ROWS } from "./data/languages.js";
import { METROS } from "./metros.js";
import { mix32 } from "./prng.js";
import { skillCode } from "./tables.js";

/** Other names a search gives a language, lower-case, by the name the table and the profiles use. */
const ALIASES: Record<string, string> = {
  filipino: "Tagalog",
  chinese: "Mandarin",
  "mandarin chinese": "Mandarin",
  putonghua: "Mandarin",
  slovene: "Slovenian",
  flemish: "Dutch",
  castilian: "Spanish",
  moldovan: "Romanian",
  "swiss german": "German",
  "brazilian portuguese": "Portuguese",
  "bahasa malaysia": "Malay",
  kiswahili: "Swahili",
  patois: "Jamaican Patois",
  amazigh: "Berber",
  tamazight: "Berber",
};

interface Table {
  names: string[];
  byLower: Map<string, number>;
  /** Each country's language rows, split ("Spanish", "13", "TX=30", ...). */
  rows: Map<string, string[][]>;
  /**
   * Per metro, made when first needed (a page reads a few dozen metros): its languages, most spoken there
   * first, as (language, percent) byte pairs.
   */
  byMetro: (Uint8Array | undefined)[];
  /** Per language, lazily: a byte per metro, its share there. */
  byLanguage: (Uint8Array | undefined)[];
}

let table: Table | undefined;

/** Metro `m`'s share for one language row ("Spanish|13|TX=30|Miami=68"): its metro's, else its state's or region's, else the country's. */
function shareIn(parts: string[], m: number): number {
  const metro = METROS[m];
  const regions = metro.region ? metro.region.split("|") : [];
  let byPlace: number | undefined;
  for (let k = 2; k < parts.length; k++) {
    const eq = parts[k].lastIndexOf("=");
    const place = parts[k].slice(0, eq);
    const share = Number(parts[k].slice(eq + 1));
    if (place === metro.city) return share;
    if (place === metro.state || regions.includes(place)) byPlace = share;
  }
  return byPlace ?? Number(parts[1]);
}

function build(): Table {
  const names: string[] = [];
  const byLower = new Map<string, number>();
  const rows = new Map<string, string[][]>();
  for (const line of LANGUAGE_ROWS.split("\n")) {
    const [country, ...languages] = line.split("\t");
    const parts = languages.map((l) => l.split("|"));
    rows.set(country, parts);
    for (const [name] of parts)
      if (!byLower.has(name.toLowerCase())) {
        byLower.set(name.toLowerCase(), names.length);
        names.push(name);
      }
  }
  for (const [alias, name] of Object.entries(ALIASES)) {
    const code = byLower.get(name.toLowerCase());
    if (code !== undefined && !byLower.has(alias)) byLower.set(alias, code);
  }
  return { names, byLower, rows, byMetro: [], byLanguage: [] };
}

/** Metro `m`'s languages and shares, most spoken first (see Table.byMetro). */
function metroLanguages(t: Table, m: number): Uint8Array {
  let out = t.byMetro[m];
  if (!out) {
    const here = (t.rows.get(METROS[m].country) ?? [])
      .map((parts) => [t.byLower.get(parts[0].toLowerCase())!, shareIn(parts, m)] as const)
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1]);
    out = Uint8Array.from(here.flat());
    t.byMetro[m] = out;
  }
  return out;
}

function tableOf(): Table {
  table ??= build();
  return table;
}

/**
 * The code of a spoken language a search names, or undefined. A name the skills vocabulary holds stays that
 * skill ("Go" is the programming language).
 */
export function languageCode(name: string): number | undefined {
  const lower = name.trim().toLowerCase();
  if (skillCode(lower) !== undefined) return undefined;
  return tableOf().byLower.get(lower);
}

/** A language's share (percent) in each metro. */
export function languageShares(code: number): Uint8Array {
  const t = tableOf();
  let out = t.byLanguage[code];
  if (!out) {
    const name = t.names[code];
    out = new Uint8Array(METROS.length);
    for (let m = 0; m < METROS.length; m++) {
      const parts = t.rows.get(METROS[m].country)?.find((p) => p[0] === name);
      if (parts) out[m] = shareIn(parts, m);
    }
    t.byLanguage[code] = out;
  }
  return out;
}

/** Person `i`'s draw for a language, 0-99: the same for the same seed, person and language. */
function draw(cols: Columns, i: number, code: number): number {
  const h = mix32(
    Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(code + 1, 0x85ebca6b) ^ ((cols.first[i] << 16) | cols.last[i]),
  );
  return h % 100;
}

/** Whether person `i` speaks language `code` (its shares from languageShares). */
export function speaks(cols: Columns, i: number, code: number, shares: Uint8Array): boolean {
  const m = cols.city[i];
  const share = shares[m];
  if (share === 0) return false;
  if (share >= 100 || draw(cols, i, code) < share) return true;
  // Everyone speaks one language: whoever drew none speaks the one most spoken where they live.
  const here = metroLanguages(tableOf(), m);
  return here[0] === code && drawn(cols, i, here).length === 0;
}

/** The languages of `here` (metroLanguages) person `i` drew. */
function drawn(cols: Columns, i: number, here: Uint8Array): number[] {
  const out: number[] = [];
  for (let k = 0; k < here.length; k += 2)
    if (here[k + 1] >= 100 || draw(cols, i, here[k]) < here[k + 1]) out.push(here[k]);
  return out;
}

/** The languages person `i` speaks, most spoken where they live first. */
export function languagesOf(cols: Columns, i: number): string[] {
  const t = tableOf();
  const here = metroLanguages(t, cols.city[i]);
  const spoken = drawn(cols, i, here);
  if (spoken.length === 0 && here.length > 0) spoken.push(here[0]);
  return spoken.map((l) => t.names[l]);
}

/** The metros where anyone speaks language `code`. */
export function languageMetros(code: number): number[] {
  const shares = languageShares(code);
  const out: number[] = [];
  for (let m = 0; m < shares.length; m++) if (shares[m] > 0) out.push(m);
  return out;
}
