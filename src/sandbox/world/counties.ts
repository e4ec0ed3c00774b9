// Counties of England and Ireland with no metro of the world's, by their county towns ("name eng" where a
// namesake elsewhere is larger). A county whose town holds people is found by that town (metros.ts); any
// other widens to the metros nearest to its town (towns.ts).
/**
 * Counties of England and Ireland with no metro of the world's, by their county towns: "Cornwall" is the
 * English county here, not the Ontario town.
 */
export const COUNTY_TOWNS: Record<string, string> = {
  cornwall: "truro eng",
  somerset: "taunton eng",
  cumbria: "carlisle eng",
  herefordshire: "hereford eng",
  northumberland: "blyth eng",
  "county durham": "durham eng",
  "isle of wight": "newport eng",
  kerry: "tralee",
  "county kerry": "tralee",
  "county kilkenny": "kilkenny",
  donegal: "letterkenny",
  "county donegal": "letterkenny",
  clare: "ennis",
  "county clare": "ennis",
  wexford: "wexford",
  "county wexford": "wexford",
  sligo: "sligo",
  "county sligo": "sligo",
  tipperary: "clonmel",
  "county tipperary": "clonmel",
};
