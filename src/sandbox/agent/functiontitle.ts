// A function's title by its level, as profiles spell it: "VP of Sales", "Director of Finance" but
// "Procurement Director", "HR Manager" (roles.ts reads the function and the level).
import { TITLES } from "../world/tables.js";
import { MANAGER_FUNCTION_ROWS } from "./lexicon/reading.js";
import { CORE_DEPTS as CORE_DEPTS_ROW, DIRECTOR_KINDS as DIRECTOR_KINDS_ROW } from "./lexicon/words.js";

/** The functions every company has: their director is always "Director of X". */
const CORE_DEPTS = new Set(CORE_DEPTS_ROW.split("|"));
const DIRECTOR_KINDS = new Set(DIRECTOR_KINDS_ROW.split(" "));
/** A function as a manager's title spells it ("HR Manager"). */
const MANAGER_FUNCTIONS = new Map(MANAGER_FUNCTION_ROWS.map((r) => r.split("=") as [string, string]));

/** A level noun with the function before it: "marketing VPs", "finance directors", "store managers". */
export function functionTitle(
  mods: string[],
  depts: boolean,
  level: string,
): { titles: string[]; level?: string } {
  const fn = mods.join(" ");
  switch (level) {
    case "VP":
      return { titles: [`VP of ${fn}`], level: "VP" };
    case "Director": {
      // Spelt as profiles spell it: "Director of Finance", but "Procurement Director".
      const of = `Director of ${fn}`;
      const held = TITLES.some((t) => t.toLowerCase() === of.toLowerCase());
      return DIRECTOR_KINDS.has(mods[0].toLowerCase()) || (!held && !CORE_DEPTS.has(fn))
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
      return { titles: [`${MANAGER_FUNCTIONS.get(fn) ?? fn} Manager`] };
  }
}
