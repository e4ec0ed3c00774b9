// Tools, packages and credentials (Xero, Revit, CDL, ACLS…): skills an occupation uses beyond the eight slots
// and their vocabulary of 255, some of them slot skills another occupation lists (SAP for a buyer). Nothing
// is stored for them: whether person i uses tool k follows from their title (vocab/tools.ts says which
// titles use it) and a hash of i and k, so every query, page and profile reads the same answer, base and
// top-up people alike, and memory does not grow.
import { languageCode } from "./languages.js";
import { mix32 } from "./prng.js";
import { TITLES } from "./tables.js";
import { titlesHolding } from "./title-codes.js";
import { TOOL_ROWS } from "./vocab/tools.js";

/**
 * The share of a title's holders who use each of its tools: half the bookkeepers use Xero, but a title of many
 * tools (a software engineer's dozens of frameworks) has each used by fewer, some five tools a person.
 */
const SHARE = 0.5;
const PER_PERSON = 5;

interface Table {
  names: string[];
  byLower: Map<string, number>;
  /** Per tool, the title codes whose holders may use it, ascending. */
  titles: Int32Array[];
  /** Per title code, its tools (undefined for most titles). */
  ofTitle: (number[] | undefined)[];
  /** Per title code, the hash below which a holder uses each of its tools. */
  threshold: Float64Array;
}

let table: Table | undefined;

/** Built on the first search or profile that needs it: start-up does not pay for it. */
function tools(): Table {
  if (table) return table;
  const byLower = new Map<string, number>();
  const names: string[] = [];
  const sets: Set<number>[] = [];
  for (const row of TOOL_ROWS) {
    const [list, pieces] = row.split("=");
    const held = new Set(pieces.split(";").flatMap((p) => [...titlesHolding(p)]));
    for (const name of list.split(";")) {
      // A language spoken is read as that, never as a tool.
      if (languageCode(name.toLowerCase()) !== undefined) continue;
      const lower = name.toLowerCase();
      let k = byLower.get(lower);
      if (k === undefined) {
        k = names.length;
        byLower.set(lower, k);
        names.push(name);
        sets.push(new Set());
      }
      for (const t of held) sets[k].add(t);
    }
  }
  const ofTitle: (number[] | undefined)[] = new Array(TITLES.length);
  const titles = sets.map((s, k) => {
    const codes = Int32Array.from(s).sort();
    for (const t of codes) {
      ofTitle[t] ??= [];
      ofTitle[t].push(k);
    }
    return codes;
  });
  const threshold = Float64Array.from(ofTitle, (k) =>
    Math.floor(Math.min(SHARE, PER_PERSON / Math.max(1, k?.length ?? 1)) * 0x1_0000_0000),
  );
  table = { names, byLower, titles, ofTitle, threshold };
  return table;
}

/** A tool's code, or undefined for a name that is no tool (a language, or no title's). */
export function toolCode(name: string): number | undefined {
  return tools().byLower.get(name.trim().toLowerCase());
}

/** The title codes whose holders may use tool `k`, ascending. */
export function titlesUsing(k: number): Int32Array {
  return tools().titles[k];
}

/** Whether person `i`, titled `title`, uses tool `k`, their title having it among its tools. */
export function usesTool(i: number, title: number, k: number): boolean {
  return mix32(Math.imul(i + 1, 0x9e3779b1) ^ Math.imul(k + 1, 0x85ebca6b)) < tools().threshold[title];
}

/** Whether person `i`, titled `title`, uses tool `k`. */
export function personUses(i: number, title: number, k: number): boolean {
  return (tools().ofTitle[title]?.includes(k) ?? false) && usesTool(i, title, k);
}

/** The tools person `i`, titled `title`, uses, by name, less those of `listed` (the skills in their slots). */
export function toolsOf(i: number, title: number, listed: readonly string[]): string[] {
  const t = tools();
  const uses = (t.ofTitle[title] ?? []).filter((k) => usesTool(i, title, k)).map((k) => t.names[k]);
  return uses.length === 0 ? uses : uses.filter((name) => !listed.includes(name));
}
