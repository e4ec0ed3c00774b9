// Occupations the role table does not know: occupation nouns and their aliases, and generic software
// or design roles with the kind the word before them says.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { canonicalSkill, industryCode, TITLES } from "../../world/tables.js";
import { isFiller, isPlaceOrNumber, modifierStart } from "./fillers.js";
import { SKILL_ALIASES } from "./lookups.js";
import { add, type Sentence, singular, titleCase, words } from "./words.js";

/** Nouns that name an occupation; with the words before them ("employment lawyers") they are a title. */
const PROFESSION_HEADS = [
  "lawyer",
  "attorney",
  "counsel",
  "paralegal",
  "solicitor",
  "barrister",
  "accountant",
  "bookkeeper",
  "auditor",
  "consultant",
  "nurse",
  "dentist",
  "orthodontist",
  "hygienist",
  "physician",
  "doctor",
  "surgeon",
  "pharmacist",
  "therapist",
  "physiotherapist",
  "psychologist",
  "psychiatrist",
  "pediatrician",
  "veterinarian",
  "midwife",
  "paramedic",
  "teacher",
  "lecturer",
  "professor",
  "tutor",
  "copywriter",
  "writer",
  "editor",
  "journalist",
  "architect",
  "analyst",
  "coordinator",
  "administrator",
  "assistant",
  "associate",
  "specialist",
  "representative",
  "technician",
  "clerk",
  "cashier",
  "driver",
  "chef",
  "cook",
  "electrician",
  "plumber",
  "mechanic",
  "pilot",
  "photographer",
  "translator",
  "planner",
  "buyer",
  "practitioner",
  "counselor",
  "counsellor",
  "receptionist",
  "secretary",
  "librarian",
  "economist",
  "actuary",
  "underwriter",
  "broker",
  "agent",
  "advisor",
  "adviser",
  "strategist",
  "producer",
  "officer",
  "generalist",
  "scientist",
  "researcher",
  "instructor",
  "caregiver",
  "worker",
  "inspector",
  "estimator",
  "surveyor",
  "foreman",
  "superintendent",
  "dietitian",
  "optometrist",
  "radiographer",
  "sonographer",
  "phlebotomist",
  "attendant",
  "controller",
  "banker",
  "recruiter",
];
/** Occupation nouns sentences shorten: "GPs", "vets", "physios". */
const PROFESSION_ALIASES: Record<string, string> = {
  vet: "Veterinarian",
  physio: "Physiotherapist",
  gp: "General Practitioner",
  rn: "Registered Nurse",
  cpa: "Accountant",
  np: "Nurse Practitioner",
};

/** Words before "level" that make it a level ("entry level", "every level"), not a game's levels. */
const LEVEL_SAYERS =
  /^(?:entry|mid|middle|senior|junior|staff|principal|top|high|higher|low|lower|c|exec|executive|every|each|all|whatever|same)$/;

/** Nouns for people who build software, or design, that a word before them may say the kind of. */
export const GENERIC_HEADS = "engineers?|developers?|devs?|programmers?|coders?|designers?";
/** Words before a generic role noun that say how good, how many or what they use, not what kind. */
const NOT_KINDS = new Set([
  "software",
  "swe",
  "sde",
  "additional",
  "extra",
  "potential",
  "promising",
  "young",
]);

/**
 * Engineers, developers and designers, with the word or two before them that say what kind ("QA
 * engineers", "civil engineers", "graphic designers"): a kind the lexicon does not know is part of the
 * title, as the service would search it. A skill ("Java developers"), an industry, a place, a level or an
 * asking word is not a kind; "software" is the default kind (plain "Engineer").
 */
export function takeGenericRoles(s: Sentence, found: StructuredQuery): void {
  if (s.take(words("swes|sdes|swe|sde")).length > 0) add(found, "titleIncludes", ["Engineer"]);
  for (const m of [...s.lower.matchAll(words(`((?:[a-z][a-z-]* ){0,2}?)(${GENERIC_HEADS})`))]) {
    const before = m[1].trim().split(" ").filter(Boolean);
    let at = m.index + m[1].length;
    let k = before.length;
    while (k > 0) {
      const w = before[k - 1];
      const from = at - w.length - 1;
      // A capitalised word inside the sentence is a name ("Stripe engineers"), unless it is an initialism.
      const written = s.original(from, from + w.length);
      const named = from > 0 && /^[A-Z][a-z]/.test(written);
      // "embedded software engineers": "software" says nothing of the kind, but the word before it may.
      if (w === "software" && k > 1) {
        at = from;
        k--;
        continue;
      }
      // "level designers" design a game's levels; "entry level designers" are designers at a level.
      const levelKind = w === "level" && (k === 1 || !LEVEL_SAYERS.test(before[k - 2]));
      if (
        !levelKind &&
        (isFiller(w) ||
          isPlaceOrNumber(w) ||
          NOT_KINDS.has(w) ||
          named ||
          /-based$/.test(w) ||
          canonicalSkill(w) !== undefined ||
          Object.hasOwn(SKILL_ALIASES, w) ||
          industryCode(w) !== undefined)
      )
        break;
      at = from;
      k--;
    }
    const head = m[2];
    const noun = /^design/.test(head) ? "designer" : /^dev/.test(head) ? "developer" : singular(head);
    const mods = before.slice(k).filter((w) => w !== "software");
    const generic = /^design/.test(head) ? "Designer" : "Engineer";
    add(found, "titleIncludes", [mods.length > 0 ? titleCase([...mods, noun].join(" ")) : generic]);
    s.blankSpan(mods.length > 0 ? at : m.index + m[1].length, m.index + m[0].length);
  }
}

let professionRe: RegExp | undefined;

let heldTitles: Set<string> | undefined;
/** Whether some person of the population holds this title, in any case. */
export function heldTitle(title: string): boolean {
  heldTitles ??= new Set(TITLES.map((t) => t.toLowerCase()));
  return heldTitles.has(title.toLowerCase());
}

/**
 * Where the kind of occupant begins, one word further back when that word asks elsewhere ("we are
 * recruiting nurses") but here names the function of a title the population holds ("recruiting
 * coordinators", "sourcing specialists").
 */
function askingQualifier(before: string[], k: number, head: string): number {
  if (k === 0 || !/ing$/.test(before[k - 1])) return k;
  return heldTitle([...before.slice(k - 1), head].join(" ")) ? k - 1 : k;
}

/** Occupations the role table does not know: "dentists", "employment lawyers", "insurance brokers". */
export function takeProfessions(s: Sentence, found: StructuredQuery, anyNoun: boolean): void {
  // "secretary" is "secretaries" in the plural: a head that ends in a consonant and "y" takes "ie" before "s".
  const heads = [...PROFESSION_HEADS, ...Object.keys(PROFESSION_ALIASES)].map((h) =>
    /[^aeiou]y$/.test(h) ? `${h.slice(0, -1)}(?:y|ie)` : h,
  );
  // A head noun right before another is that one's kind: "nurse practitioners", "teacher assistants".
  professionRe ??= words(
    `((?:[a-z][a-z-]* ){0,3}?)(${heads.join("|")})(?:s|es)?(?! (?:${heads.join("|")})(?:s|es)?(?![a-z]))|((?:[a-z][a-z-]* ){0,1}?)(midwives)`,
  );
  const take = (re: RegExp) => {
    for (const m of [...s.lower.matchAll(re)]) {
      const head = (m[2] ?? m[4]).replace(/([^aeiou])ie$/, "$1y");
      const before = (m[1] ?? m[3] ?? "").trim().split(" ").filter(Boolean);
      // Keep the words right before the noun that say what kind ("employment"), not where or how many.
      const k = askingQualifier(before, modifierStart(before), singular(head));
      const mods = before.slice(k);
      // "remote workers" work somewhere, not as something: no title (and the filter set has no field for remote).
      if (mods.length === 0 && singular(head) === "worker") {
        s.blankSpan(m.index, m.index + m[0].length);
        continue;
      }
      const alias = PROFESSION_ALIASES[singular(head)];
      const title = alias ?? titleCase([...mods, singular(head)].join(" "));
      const start = m.index + (m[0].length - m[0].trimStart().length) + before.slice(0, k).join(" ").length;
      add(found, "titleIncludes", [title]);
      s.blankSpan(start + (k > 0 ? 1 : 0), m.index + m[0].length);
    }
  };
  take(professionRe);
  // Any other occupation-looking noun ("veterinarians", "sommeliers") is a title word too, when no role was read.
  if (anyNoun && !found.titleIncludes) {
    take(words("((?:[a-z][a-z-]* ){0,2}?)([a-z]{3,}(?:ist|ian|ician|eer|ier|ographer|ologist))s"));
  }
}
