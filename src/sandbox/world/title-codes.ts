// Which titles hold a piece of text. Every title filter asks it over 3,000 titles, and the same pieces come
// again and again (a search's steps and variants, page after page), so each piece is worked out once.
import { TITLES } from "./tables.js";

let lower: string[] | undefined;
const holding = new Map<string, Int32Array>();
/** Pieces remembered: past this, the oldest is forgotten (each costs a few bytes per title holding it). */
const REMEMBERED = 4096;

/** The codes of the titles holding `piece` (lower-case), ascending. */
export function titlesHolding(piece: string): Int32Array {
  let codes = holding.get(piece);
  if (codes) return codes;
  lower ??= TITLES.map((t) => t.toLowerCase());
  const found: number[] = [];
  for (let c = 0; c < lower.length; c++) if (lower[c].includes(piece)) found.push(c);
  codes = Int32Array.from(found);
  holding.set(piece, codes);
  if (holding.size > REMEMBERED) holding.delete(holding.keys().next().value!);
  return codes;
}

/** A byte per title code: 1 where the title holds any of `pieces` (lower-case). */
export function titleMask(pieces: readonly string[]): Uint8Array {
  const mask = new Uint8Array(TITLES.length);
  for (const piece of pieces) for (const c of titlesHolding(piece)) mask[c] = 1;
  return mask;
}
