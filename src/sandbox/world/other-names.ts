// The other names people write for the world's metros and held towns (Helsingfors, Alacant, Bozen), from
// GeoNames' alternate names at build time (data/other-names.ts): unpacked on the first name that is none of the
// world's own, and searched as one string, so neither start-up nor a search without such a name pays for it.
import { otherNamesPacked } from "./data/other-names.js";

/** A place by another of its names: its row (of METRO_ROWS, then of HELD_TOWN_ROWS), and whether a label
 * keeps the name as written. */
export interface OtherPlace {
  row: number;
  asWritten: boolean;
}

let rows: string | undefined;

/** The table unpacked: one place a line, its row in base 36 and its names, each followed by "|". */
export function otherNameRows(): string {
  // zlib only now: imported with the module, it alone would cost start-up about a megabyte of memory.
  const { brotliDecompressSync } = process.getBuiltinModule("node:zlib");
  rows ??= brotliDecompressSync(Buffer.from(otherNamesPacked(), "base64")).toString("latin1");
  return rows;
}

/** The names found so far, and the misses: a sentence asks of the same words more than once. */
const found = new Map<string, OtherPlace | undefined>();

/** The place a folded name names by another of its names, or undefined. */
export function otherPlace(key: string): OtherPlace | undefined {
  if (!/^[a-z]+(?: [a-z]+)?$/.test(key)) return undefined;
  if (found.has(key)) return found.get(key);
  const table = otherNameRows();
  const plain = table.indexOf(`|${key}|`);
  const at = plain >= 0 ? plain : table.indexOf(`|=${key}|`);
  let place: OtherPlace | undefined;
  if (at >= 0) {
    const start = table.lastIndexOf("\n", at) + 1;
    place = { row: Number.parseInt(table.slice(start, table.indexOf("|", start)), 36), asWritten: plain < 0 };
  }
  // Bounded: a long chat asks of a few hundred words at most.
  if (found.size < 4096) found.set(key, place);
  return place;
}
