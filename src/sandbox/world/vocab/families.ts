// Every job family in the order the generator numbers them (a family's code is its index here).
import { BUSINESS_FAMILIES } from "./families-business.js";
import { OFFICE_FAMILIES } from "./families-office.js";
import { PROFESSION_FAMILIES } from "./families-professions.js";
import { SECTOR_FAMILIES } from "./families-sector.js";
import { SERVICE_FAMILIES } from "./families-services.js";
import { TECH_FAMILIES } from "./families-tech.js";
import { TRADE_FAMILIES } from "./families-trades.js";
import { WIDER_FAMILIES } from "./families-wider.js";
import { WIDER_FAMILIES_2 } from "./families-wider2.js";
import { WIDER_FAMILIES_3 } from "./families-wider3.js";
import { WIDER_FAMILIES_4 } from "./families-wider4.js";
import { WIDER_FAMILIES_5 } from "./families-wider5.js";
import { WIDER_FAMILIES_6 } from "./families-wider6.js";
import { WIDER_FAMILIES_7 } from "./families-wider7.js";
import { WIDER_FAMILIES_8 } from "./families-wider8.js";
import { WIDER_FAMILIES_9 } from "./families-wider9.js";
import { WIDER_FAMILIES_10 } from "./families-wider10.js";
import { WIDER_FAMILIES_11 } from "./families-wider11.js";
import { WIDER_FAMILIES_12 } from "./families-wider12.js";
import { WIDER_FAMILIES_13 } from "./families-wider13.js";
import { WIDER_FAMILIES_14 } from "./families-wider14.js";
import { WIDER_FAMILIES_15 } from "./families-wider15.js";
import { WIDER_FAMILIES_16 } from "./families-wider16.js";
import { WIDER_FAMILIES_17 } from "./families-wider17.js";
import { WIDER_FAMILIES_18 } from "./families-wider18.js";
import { WIDER_FAMILIES_19 } from "./families-wider19.js";
import { WIDER_FAMILIES_20 } from "./families-wider20.js";
import { WIDER_FAMILIES_21 } from "./families-wider21.js";
import { WIDER_FAMILIES_22 } from "./families-wider22.js";
import { WIDER_FAMILIES_23 } from "./families-wider23.js";
import { WORKS_FAMILIES } from "./families-works.js";
import type { Family } from "./family.js";

export const FAMILIES: readonly Family[] = [
  ...TECH_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...SECTOR_FAMILIES,
  ...TRADE_FAMILIES,
  // The occupations of every major group of a standard classification, at a modest share of the people.
  ...OFFICE_FAMILIES,
  ...SERVICE_FAMILIES,
  ...WORKS_FAMILIES,
  ...PROFESSION_FAMILIES,
  // The families a blind request set found thin, each at a small share of its industries' people.
  ...WIDER_FAMILIES,
  ...WIDER_FAMILIES_2,
  ...WIDER_FAMILIES_3,
  // The occupations a pass through the classification's groups found missing.
  ...WIDER_FAMILIES_4,
  ...WIDER_FAMILIES_5,
  ...WIDER_FAMILIES_6,
  ...WIDER_FAMILIES_7,
  ...WIDER_FAMILIES_8,
  // The occupations a second pass through the classification found missing.
  ...WIDER_FAMILIES_9,
  ...WIDER_FAMILIES_10,
  ...WIDER_FAMILIES_11,
  // The specialisations and other titles of held occupations a third pass found missing.
  ...WIDER_FAMILIES_12,
  ...WIDER_FAMILIES_13,
  ...WIDER_FAMILIES_14,
  // The occupations a fourth pass through the classification found missing.
  ...WIDER_FAMILIES_15,
  ...WIDER_FAMILIES_16,
  ...WIDER_FAMILIES_17,
  ...WIDER_FAMILIES_18,
  // Ordinary titles searches asked for and a fifth pass found missing.
  ...WIDER_FAMILIES_19,
  // Titles a staffing agency's desks asked for and nobody held.
  ...WIDER_FAMILIES_20,
  // Titles searches asked for that the world held only as a wider or kindred title.
  ...WIDER_FAMILIES_21,
  // Titles sets 43 and 44 asked for that nobody held: research, newsrooms and crews, clinical operations, and
  // the in-house teams of ordinary mid-size employers.
  ...WIDER_FAMILIES_22,
  ...WIDER_FAMILIES_23,
];
