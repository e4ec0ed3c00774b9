// The fixed vocabularies of the synthetic world. Translate and the planner read the same tables as the
// generator, so a value they produce is a value some person actually has. The tables live in vocab/, one
// file per kind; this file names them all in one place.

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
