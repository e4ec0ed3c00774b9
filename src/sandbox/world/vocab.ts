// The fixed vocabularies of the synthetic world. Translate and the planner read the same tables as the
// generator, so a value they produce is a value some person actually has. The tables live in vocab/, one
// file per kind; this file names them all in one place.
//
// For a reader's lexicon, beside the tables below:
// - KNOWN_EMPLOYERS: {name, aliases (lower case), industry, headcount, city, founded}[]: well-known
//   employers by their common names ("Accenture"; "facebook" for Meta), companies of the world.
// - US_STATES, OTHER_STATES: {name, code, country}[]: "Ohio"/"OH", "Ontario"/"ON", "New South Wales"/"NSW".
// - REGIONS: {[id]: {names (lower case), metros}}: "the midlands" → ["Birmingham, ENG", "Coventry", …].
// tables.ts adds METROS ({city, country, state, population, aliases, weight, hub}[]), OCCUPATIONS
// ({title, head}[]), placeCodes(name) and headOccupation(title).

export { KNOWN_EMPLOYERS, type KnownEmployer } from "./vocab/employers.js";
export { FAMILIES } from "./vocab/families.js";
export {
  type Family,
  FOUNDER_SKILLS,
  LANGUAGES,
  LEADERSHIP_SKILLS,
  YEARS_RANGE,
} from "./vocab/family.js";
export {
  HEADCOUNT_CAP,
  HEADCOUNT_SHARE,
  HEADCOUNT_TYPICAL,
  INDUSTRIES,
  type Industry,
} from "./vocab/industries.js";
export {
  COMPANY_CODAS,
  COMPANY_ONSETS,
  FIRST_CODAS,
  FIRST_ONSETS,
  LAST_CODAS,
  LAST_ONSETS,
  REPO_WORDS_A,
  REPO_WORDS_B,
  TAGLINES,
} from "./vocab/names.js";
export { CITIES, type City, COUNTRIES, COUNTRY_ALIASES, PLACE_EXONYMS } from "./vocab/places.js";
export { OTHER_STATES, REGIONS, type State, US_STATES } from "./vocab/regions.js";
