// Which field a name the sentence gives none for takes: the field of what it is swapped with or listed
// beside, of the current search's value it names, or (in a follow-up) a place, an employer or a skill.
import type { StructuredQuery } from "../../contract/schemas.js";
import { placeCodes } from "../world/tables.js";
import { type Clauses, newPlace, type ValueField } from "./grammar.js";
import { CREDENTIAL_SKILLS } from "./lexicon/abbreviations.js";
import { LANGUAGE_WORDS } from "./lexicon/reading.js";
import { employerNamed } from "./tagger.js";

export const lc = (s: string) => s.toLowerCase();
/** The same value, in any case and either number ("Nurse", "nurses"). */
export const same = (a: string, b: string) =>
  lc(a) === lc(b) || lc(a).replace(/s$/, "") === lc(b).replace(/s$/, "");

const LANGUAGES = new Set(LANGUAGE_WORDS.split(" "));
/** The skills that are languages: "drop the language requirements" lifts them. */
export const languagesIn = (skills: unknown) =>
  ((skills as string[]) ?? []).filter((x) => LANGUAGES.has(lc(x)));
const CREDENTIALS = new Set(CREDENTIAL_SKILLS.toLowerCase().split("|"));
/** The skills that are credentials: "drop the certifications" lifts them and keeps the tools. */
const credentialsIn = (skills: unknown) =>
  ((skills as string[]) ?? []).filter(
    (x) => CREDENTIALS.has(lc(x)) || /\b(?:licen[cs]e|card|certificate|certification|ticket)$/i.test(x),
  );
/** Groups of the skills a follow-up lifts by name ("languages", "credentials"). */
export const SKILL_GROUPS: Record<string, (skills: unknown) => string[]> = {
  languages: languagesIn,
  credentials: credentialsIn,
};
/** Fields no name is a value of. */
const NAMELESS: string[] = ["recentlyChangedJobs", "verifiedEmailOnly", "years", "headcountRanges", "fields"];

/**
 * A name the sentence gives no field for takes the field of the value it is swapped with or listed beside,
 * or of the current search's value it names; in a follow-up with a place, it is another place.
 */
export function resolveNames(c: Clauses, current: StructuredQuery | undefined, leftOut: string[]): void {
  const held = (name: string) =>
    (Object.entries(current ?? {}) as [string, unknown][]).find(
      ([, v]) => Array.isArray(v) && v.some((x) => same(String(x), name)),
    )?.[0];
  retitled(c, current?.titleIncludes, held);
  for (const s of c.said)
    if (s.field === "unknown") s.field = (held(s.values[0]) as ValueField | undefined) ?? "unknown";
    // "and DHL" after "exclude UPS": an employer cased like a product goes on the list left out ("DWF is
    // fine" after "not at DWF": so does one the list holds).
    else if (
      s.guessed &&
      s.field === "skills" &&
      leftOut.length > 0 &&
      (employerNamed(s.values[0]) || leftOut.includes(s.values[0]))
    )
      s.field = "unknown";
  // "also German, and Porto instead", "3+ years and Spanish and Catalan": a language is a skill, whatever
  // list it was read in.
  for (const s of c.said)
    if ((s.field === "unknown" || s.guessed) && LANGUAGES.has(lc(s.values[0] ?? "")))
      [s.field, s.guessed] = ["skills", false];
  // "actually Hamburg, and Xero rather than SAP": a name of no field, or placed only by its list, swapped in
  // for a value takes that value's field, unless it is a place of the world's.
  c.said.forEach((s, k) => {
    const out = c.said[k + 1];
    const loose = s.guessed || s.field === "unknown";
    if (loose && out?.op === "from" && out.field !== s.field && placeCodes(s.values[0]) === undefined)
      [s.field, s.guessed] = [out.field, false];
  });
  // "what about WestJet?" of a search for an employer's people: a name cased like a product is the employer.
  const [only] = c.said;
  if (
    c.said.length === 1 &&
    only.guessed &&
    only.field === "skills" &&
    current?.companyNames &&
    !current.skills
  )
    only.field = "companyNames";
  // "change the city to Aveiro": a field named as swapped out is the swapped value's field.
  // ("Geelong not Ballarat" of a search there: the field the search holds the value in.)
  const out = c.said.find((s) => s.op !== "want" && s.field !== "unknown" && s.field !== "fields");
  const swapped =
    (out && (((out.values[0] !== undefined && held(out.values[0])) || out.field) as ValueField)) ??
    (c.said.find((s) => s.op === "from" && s.field === "fields")?.values[0] as ValueField | undefined);
  const fallback =
    swapped ??
    (current?.locations || current?.countries
      ? "locations"
      : current?.companyNames
        ? "companyNames"
        : undefined);
  // "what about Allianz instead?", "what about Jetstar?" of a search for Generali's or Qantas's people: a
  // name no place of the world's has is another employer.
  const employer = (name: string) => !swapped && !!current?.companyNames && placeCodes(name) === undefined;
  const placed = !!(current?.locations || current?.countries) && !current?.companyNames;
  for (const s of c.said) {
    if (s.field !== "unknown") continue;
    s.guessed = true;
    // "drop Spark and make it Aveiro": a name said to start over, while a place is in force, is the place
    // (not an employer: "actually Accenture is fine").
    if (
      s.over &&
      !s.adds &&
      !s.weak &&
      placed &&
      !employerNamed(s.values[0]) &&
      !leftOut.includes(s.values[0])
    )
      s.field = "locations";
    // "and Meta too" after "exclude anyone at Google": the list of employers left out goes on.
    else if (s.weak) {
      // A name that opens a clause is one when nothing else is said ("Providence as well").
      // ("Lansing instead, 3+ years": a place of the world's, where the years or a flag beside it take no name.)
      const alone =
        c.said.every((x) => x.field === "unknown") ||
        (c.said.every((x) => x.field === "unknown" || NAMELESS.includes(x.field)) &&
          placeCodes(s.values[0]) !== undefined);
      if (employer(s.values[0])) s.field = "companyNames";
      else if (swapped || (alone && fallback)) s.field = (swapped ?? fallback)!;
    } else if (employer(s.values[0])) s.field = "companyNames";
    // ("make it Medellín" after "not from Rappi": a place of the world's is no employer left out; nor is
    // a name the world does not know as an employer after "also": "also Huesca" is wanted.)
    // ("Amazon is fine after all" after employers were left out is no more of them: chat.ts lets it back.)
    else if (s.fine && leftOut.length > 0 && placeCodes(s.values[0]) === undefined) s.field = "companyNames";
    else if (
      leftOut.length > 0 &&
      !swapped &&
      placeCodes(s.values[0]) === undefined &&
      (!s.adds || s.op !== "want" || employerNamed(s.values[0]) !== undefined)
    )
      [s.field, s.op] = ["companyNames", "not"];
    // "also Juniper" of a search for Cisco people: a name that is no place of the world's joins the skills.
    else if (!swapped && current?.skills && placeCodes(s.values[0]) === undefined) s.field = "skills";
    else if (fallback) s.field = newPlace(c, current, s.values[0]) ? "locations" : fallback;
  }
}

/**
 * "swap FICO for SAP MM" of a search for SAP FICO Consultants: a word of a held title, held as no value of
 * its own, swapped for another names the title with the other word in its place.
 */
function retitled(
  c: Clauses,
  titles: string[] | undefined,
  held: (name: string) => string | undefined,
): void {
  c.said.forEach((out, k) => {
    const into = c.said[k + 1];
    if (out.op !== "from" || into?.op !== "want" || !into.values[0] || held(out.values[0] ?? "")) return;
    // ("swap SD for …": the word as written, whatever place it may also name.)
    const spot = new RegExp(`\\b${out.text.replace(/[^\p{L}\p{N} ]/gu, "")}\\b`, "iu");
    const title = out.text ? titles?.find((x) => spot.test(x)) : undefined;
    if (!title) return;
    // ("SAP SAP MM Consultant": a word the new one repeats from the title is said once.)
    const next = title.replace(spot, into.values[0]).replace(/\b(\S+) \1\b/gi, "$1");
    Object.assign(out, { field: "titleIncludes", values: [title] });
    Object.assign(into, { field: "titleIncludes", values: [next], guessed: false });
  });
}
