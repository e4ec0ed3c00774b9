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
  /** Metro `m`'s languages are `lang[start[m] .. start[m + 1])`, most spoken there first, with their `share` (percent). */
  start: Uint32Array;
  lang: Uint8Array;
  share: Uint8Array;
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
  const start = new Uint32Array(METROS.length + 1);
  const lang: number[] = [];
  const share: number[] = [];
  METROS.forEach((metro, m) => {
    const here = (rows.get(metro.country) ?? [])
      .map((parts) => [byLower.get(parts[0].toLowerCase())!, shareIn(parts, m)] as const)
      .filter(([, s]) => s > 0)
      .sort((a, b) => b[1] - a[1]);
    for (const [l, s] of here) {
      lang.push(l);
      share.push(s);
    }
    start[m + 1] = lang.length;
  });
  return {
    names,
    byLower,
    start,
    lang: Uint8Array.from(lang),
    share: Uint8Array.from(share),
    byLanguage: [],
  };
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
    out = new Uint8Array(METROS.length);
    for (let m = 0; m < METROS.length; m++)
      for (let k = t.start[m]; k < t.start[m + 1]; k++) if (t.lang[k] === code) out[m] = t.share[k];
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
  const t = tableOf();
  return t.lang[t.start[m]] === code && drawnHere(cols, i, t, m).length === 0;
}

function drawnHere(cols: Columns, i: number, t: Table, m: number): number[] {
  const out: number[] = [];
  for (let k = t.start[m]; k < t.start[m + 1]; k++)
    if (t.share[k] >= 100 || draw(cols, i, t.lang[k]) < t.share[k]) out.push(t.lang[k]);
  return out;
}

/** The languages person `i` speaks, most spoken where they live first. */
export function languagesOf(cols: Columns, i: number): string[] {
  const t = tableOf();
  const m = cols.city[i];
  const drawn = drawnHere(cols, i, t, m);
  if (drawn.length === 0 && t.start[m + 1] > t.start[m]) drawn.push(t.lang[t.start[m]]);
  return drawn.map((l) => t.names[l]);
}

/** The metros where anyone speaks language `code`. */
export function languageMetros(code: number): number[] {
  const shares = languageShares(code);
  const out: number[] = [];
  for (let m = 0; m < shares.length; m++) if (shares[m] > 0) out.push(m);
  return out;
}
