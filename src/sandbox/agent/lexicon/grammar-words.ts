// The word sets the clause rules of ../grammar.ts look words up in, from the reader's rows.
import { NATIONS } from "./aliases.js";
import { AND_ASKS_WORDS } from "./reading.js";
import { ALUMNI as ALUMNI_WORDS, RECENT_ROWS, SKILL_NOUNS } from "./words.js";

export const ALUMNI = ALUMNI_WORDS.split(" ");
export const SKILL_WORDS = new Set(SKILL_NOUNS.split(" "));
export const RELATIVES = new Set(["who", "that", "which", "whose", "whom"]);
// "in Pune employ ServiceNow developers": the companies asked about employ them, a name after it no employer.
export const EMPLOYS = new Set(["employ", "employs"]);
export const JOB_WORDS = new Set(RECENT_ROWS.job.split(" "));
export const NATION = new Map(NATIONS.split("|").map((r) => r.split("=") as [string, string]));
// Verbs of leaving one workplace for another ("joined" names where they went, so it is not one).
export const CHANGE_VERBS = new Set(RECENT_ROWS.verb.split(" ").filter((v) => v !== "joined"));
// Words after an opening "and" that ask anew (reading.ts).
export const AND_ASKS = new Set(AND_ASKS_WORDS.split(" "));
