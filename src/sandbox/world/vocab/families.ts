// Every job family in the order the generator numbers them (a family's code is its index here).
import { BUSINESS_FAMILIES } from "./families-business.js";
import { SECTOR_FAMILIES } from "./families-sector.js";
import { TECH_FAMILIES } from "./families-tech.js";
import { TRADE_FAMILIES } from "./families-trades.js";
import type { Family } from "./family.js";

export const FAMILIES: readonly Family[] = [
  ...TECH_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...SECTOR_FAMILIES,
  ...TRADE_FAMILIES,
];
