// Layout of the columnar people store, shared by the generator and the indexes.
import type { HEADCOUNT_RANGES } from "../../contract/filters.js";

/** Skill slots per person; NONE8 marks an empty slot. */
export const SKILL_SLOTS = 8;
/** Past-employer slots per person; NONE16 marks an empty slot. */
export const PAST_SLOTS = 3;
export const NONE8 = 255;
export const NONE16 = 0xffff;

export const FLAG_VERIFIED = 1;
export const FLAG_RECENT = 2;
/** Maintains repositories on the code host. */
export const FLAG_CODE = 4;

export interface Company {
  code: number;
  name: string;
  domain: string;
  industry: string;
  industryCode: number;
  headcount: (typeof HEADCOUNT_RANGES)[number];
  bandCode: number;
  city: string;
  country: string;
  cityCode: number;
  founded: number;
}

/** Columnar storage; every array is indexed by person number (skills and past employers by slot). */
export interface Columns {
  n: number;
  first: Uint16Array;
  last: Uint16Array;
  title: Uint16Array;
  seniority: Uint8Array;
  family: Uint8Array;
  company: Uint16Array;
  city: Uint16Array;
  country: Uint8Array;
  industry: Uint8Array;
  band: Uint8Array;
  years: Uint8Array;
  months: Uint8Array;
  flags: Uint8Array;
  tagline: Uint8Array;
  skills: Uint8Array;
  past: Uint16Array;
}
