// The world's metros: the hand-kept hubs of vocab/places.ts first (their codes unchanged), then every
// metro of the derived gazetteer (data/metros.ts) that is not one of them; and what a location filter
// may name: a metro, a state or province (by name or postal code) or a region, each a set of metros.
import { COUNTY_TOWNS } from "./counties.js";
import { HELD_TOWN_ROWS } from "./data/held-towns.js";
import { METRO_ROWS } from "./data/metros.js";
import { foldAccents, umlautSpelling } from "./fold.js";
import { otherPlace } from "./other-names.js";
import { CITIES } from "./vocab/places.js";
import { OTHER_STATES, REGIONS, type State, US_STATES } from "./vocab/regions.js";

export interface Metro {
  city: string;
  country: string;
  /** State or province code (US, Canada, Australia; the nation within the United Kingdom), or "". */
  state: string;
  population: number;
  /** Other names (lower case): the hubs' own aliases and the places folded into the metro. */
  aliases: string[];
  /** Relative share of the people living there. */
  weight: number;
  /** A hub: most companies have their headquarters in one. */
  hub: boolean;
  /**
   * How much its country is searched, against one the hand-kept metros are in (1): the top-up sizes a metro
   * by its population times this, so Karachi does not take Zurich's share.
   */
  demand: number;
  /** The names of the region it is in, where no state code says it ("Tuscany", "Bavaria"), or "". */
  region?: string;
  /**
   * A town below the metros' floors that holds people (data/held-towns.ts): the base population lives in
   * none (its weight is 0), the top-up's town cells hold its people (topup-towns.ts). Its nearest metros,
   * nearest first, are where a search there widens.
   */
  near?: number[];
}

/** Lookup key: folded, punctuation dropped ("Washington, D.C." and "washington dc" meet, "Xi’an" and "Xian"). */
export function placeKey(name: string): string {
  const folded = foldAccents(name.trim());
  // Most names have nothing to drop or fold together.
  return /[.'’,-]|\s\s/.test(folded)
    ? folded
        .replace(/[.'’]/g, "")
        .replace(/[\s,-]+/g, " ")
        .trim()
    : folded;
}

/** People beyond a country's hubs, as a share of the people in them. */
const BEYOND_HUBS = 1;
/** A country without hubs weighs as much as a small hub. */
const MIN_COUNTRY_WEIGHT = 1.5;
/**
 * A country none of the hand-kept metros is in weighs less: recruiters search it less, and the many such
 * countries would otherwise thin out everyone else's people.
 */
const MIN_UNLISTED_WEIGHT = 0.4;

function buildMetros(): Metro[] {
  const metros: Metro[] = CITIES.map((c) => ({
    city: c.city,
    country: c.country,
    state: "",
    population: 0,
    aliases: [...c.aliases],
    weight: c.weight,
    hub: !c.regional,
    demand: 1,
  }));
  // Matching hubs to rows by lower case without punctuation: the hubs list their accented names, and
  // folding every row's name would cost start-up more than it finds.
  const plain = (n: string) => {
    const lower = n.toLowerCase();
    return /[.,']/.test(lower) ? lower.replace(/[.,']/g, "") : lower;
  };
  const curated = new Map<string, number>();
  const hubNames = new Set<string>();
  metros.forEach((m, i) => {
    for (const n of [m.city, ...m.aliases]) {
      curated.set(`${plain(n)}\u0000${m.country}`, i);
      hubNames.add(plain(n));
    }
  });
  // One spelling per metro, as a profile writes it: a name a hub or a larger metro already has is written
  // with its state or country ("London, ON", "Birmingham, AL").
  const taken = new Set(metros.map((m) => m.city.toLowerCase()));
  const rest: Metro[] = [];
  // One pass over the rows, building each metro once: this runs at every start, before anything is warm.
  for (const line of METRO_ROWS.split("\n")) {
    const [city, country, state, population, aliases, region] = line.split("\t");
    // A hub is a gazetteer metro by its own name ("Bengaluru", "New York City"): one lookup a row.
    const name = plain(city);
    const at = hubNames.has(name) ? curated.get(`${name}\u0000${country}`) : undefined;
    if (at !== undefined && metros[at].population === 0) {
      ROW_CODES.push(at);
      const m = metros[at];
      m.state = state;
      m.region = region;
      m.population = Math.max(Number(population), CITIES[at].population ?? 0);
      if (city !== m.city) m.aliases.push(city.toLowerCase());
      if (aliases) for (const n of aliases.split("|")) if (n !== m.city) m.aliases.push(n.toLowerCase());
      continue;
    }
    ROW_CODES.push(CITIES.length + rest.length);
    const spelt = taken.has(city.toLowerCase()) ? `${city}, ${state || country}` : city;
    taken.add(spelt.toLowerCase());
    rest.push({
      city: spelt,
      country,
      state,
      population: Number(population),
      aliases: aliases ? aliases.toLowerCase().split("|") : [],
      region,
      weight: 0,
      hub: false,
      demand: 1,
    });
  }
  metros.push(...rest);
  // Beyond the hubs, each country's people follow its population: a country holds as many people beyond its
  // hubs as in them (at least a small hub's worth), spread over its metros by population.
  const hubWeight = new Map<string, number>();
  for (const m of metros) if (m.hub) hubWeight.set(m.country, (hubWeight.get(m.country) ?? 0) + m.weight);
  const population = new Map<string, number>();
  // A hand-kept metro the gazetteer lists under another name or below its floor (Manila, Geneva) counts as
  // a sizeable one.
  const sizeOf = (m: Metro) => (m.population > 0 ? Math.max(m.population, 100_000) : 1_000_000);
  for (const m of metros) if (!m.hub) population.set(m.country, (population.get(m.country) ?? 0) + sizeOf(m));
  const listed = new Set(CITIES.map((c) => c.country));
  for (let i = 0; i < metros.length; i++) {
    const m = metros[i];
    if (m.hub) continue;
    const least = listed.has(m.country) ? MIN_COUNTRY_WEIGHT : MIN_UNLISTED_WEIGHT;
    if (!listed.has(m.country)) m.demand = MIN_UNLISTED_WEIGHT / MIN_COUNTRY_WEIGHT;
    const share = Math.max(hubWeight.get(m.country) ?? 0, least) * BEYOND_HUBS;
    // A hand-kept metro keeps at least the share it was given.
    m.weight = Math.max((share * sizeOf(m)) / population.get(m.country)!, CITIES[i]?.weight ?? 0);
  }
  metroCount = metros.length;
  addTowns(metros, taken);
  return metros;
}

/**
 * The towns that hold people, after every metro (so the metros' codes, and the base people's draws over
 * them, stay as they were). A name a metro, region, state or county has is written with the town's state
 * or country ("Richmond, KY", "Cornwall, ON"), as the place index finds it.
 */
function addTowns(metros: Metro[], taken: Set<string>): void {
  // The names a town's own gives way to in the place index (addTownNames): a metro's other names, a
  // region's, a state's or a county's.
  for (const m of metros) {
    for (const a of m.aliases) taken.add(a);
    if (m.region) for (const r of m.region.split("|")) taken.add(r.toLowerCase());
  }
  for (const s of [...US_STATES, ...OTHER_STATES]) taken.add(s.name.toLowerCase()).add(s.code.toLowerCase());
  for (const county of Object.keys(COUNTY_TOWNS)) taken.add(county);
  for (const line of HELD_TOWN_ROWS.split("\n")) {
    const [city, state, near, plain, population, region] = line.split("\t");
    const codes = near.split(",").map((r) => ROW_CODES[Number(r)]);
    const country = metros[codes[0]].country;
    const spelt = taken.has(city.toLowerCase()) ? `${city}, ${state || country}` : city;
    taken.add(spelt.toLowerCase());
    metros.push({
      city: spelt,
      country,
      state,
      population: Number(population),
      aliases: plain ? plain.toLowerCase().split(";") : [],
      weight: 0,
      hub: false,
      demand: 1,
      region,
      near: codes,
    });
  }
}

/** Each row of the gazetteer's table as the metro code it became (data/towns.ts names metros by row). */
export const ROW_CODES: number[] = [];

let metroCount = 0;

export const METROS: readonly Metro[] = buildMetros();

/** How many of METROS are metros: the held towns come after them. */
export const METRO_COUNT: number = metroCount;

export const STATES: readonly State[] = [...US_STATES, ...OTHER_STATES];

/** Adds `codes` under `name` unless the name is taken: the first (a hub, else the larger metro) keeps it. */
function add(map: Map<string, number[]>, name: string, codes: number[]): void {
  const key = placeKey(name);
  if (key === "" || codes.length === 0 || map.has(key)) return;
  map.set(key, codes);
}

/** Adds `codes` under an already folded key unless it is taken. */
function addKey(map: Map<string, number[]>, key: string, codes: number[]): void {
  if (key !== "" && !map.has(key)) map.set(key, codes);
}

function buildPlaceIndex(): Map<string, number[]> {
  // Own names first, then the places folded into metros: "Dublin" is Ireland's, not the suburb of Hayward
  // that shares its name; "London" the hub, not London, Ontario ("London, ON" names that one).
  const metroNames = new Map<string, number[]>();
  const countryKeys = new Map<string, string>();
  const named = (i: number, n: string, bare = true) => {
    const m = METROS[i];
    const key = placeKey(n);
    const country = countryKeys.get(m.country) ?? placeKey(m.country);
    countryKeys.set(m.country, country);
    const codes = [i];
    if (bare) addKey(metroNames, key, codes);
    addKey(metroNames, `${key} ${country}`, codes);
    if (m.state) addKey(metroNames, `${key} ${m.state.toLowerCase()}`, codes);
    const typed = umlautSpelling(n);
    if (bare && typed) addKey(metroNames, placeKey(typed), codes);
  };
  for (let i = 0; i < METRO_COUNT; i++) {
    named(i, METROS[i].city);
    for (const a of CITIES[i]?.aliases ?? []) named(i, a);
  }
  // A metro's own names; the places folded into it give way to a county or state ("Kent" is the English
  // county, not the suburb of Tacoma).
  const own = new Set(metroNames.keys());
  // A place folded into two metros goes, bare, to the one where it ranks higher among the folded places
  // (they are listed largest first): "Wakefield" is the Yorkshire town near Leeds, not the Bronx neighbourhood.
  const rankOf = new Map<string, { i: number; rank: number }>();
  METROS.slice(0, METRO_COUNT).forEach((m, i) => {
    m.aliases.forEach((a, rank) => {
      const key = placeKey(a);
      const best = rankOf.get(key);
      if (!best || rank < best.rank) rankOf.set(key, { i, rank });
    });
  });
  METROS.slice(0, METRO_COUNT).forEach((m, i) => {
    for (const a of m.aliases) named(i, a, rankOf.get(placeKey(a))?.i === i);
  });
  const byName = new Map(metroNames);
  // A metro's own name wins over a region or state of the same spelling ("LA" is Los Angeles).
  const wider = new Map<string, number[]>();
  const addAll = (name: string, codes: number[]) => {
    const have = wider.get(placeKey(name));
    if (have) have.push(...codes.filter((c) => !have.includes(c)));
    else add(wider, name, codes);
  };
  for (const region of Object.values(REGIONS)) {
    const codes = region.metros.flatMap((n) => metroNames.get(placeKey(n))?.slice(0, 1) ?? []);
    for (const n of region.names) {
      addAll(n, codes);
      widerNames.add(placeKey(n));
    }
  }
  // A region the gazetteer names ("Tuscany", "Bavaria", "Kerala"): every metro in it, by each of its names.
  const handKept = new Set(wider.keys());
  const regions = new Map<string, number[]>();
  METROS.forEach((m, i) => {
    for (const n of m.region ? m.region.split("|") : []) {
      const key = `${placeKey(n)}\u0000${m.country}`;
      // A town joins a region its metros are in: "Montana" stays the state, not a Bulgarian province.
      if (i < METRO_COUNT || regions.has(key)) regions.set(key, [...(regions.get(key) ?? []), i]);
    }
  });
  for (const [key, codes] of regions) {
    const [name, country] = key.split("\u0000");
    // A hand-kept region of that name is the one meant ("the Midlands" of England).
    if (handKept.has(name)) continue;
    addAll(name, codes);
    addAll(`${name}, ${country}`, codes);
    if (!own.has(name)) widerNames.add(name);
  }
  for (const s of STATES) {
    const codes = METROS.flatMap((m, i) => (m.country === s.country && m.state === s.code ? [i] : []));
    // "Ohio", "OH" and "Ohio, United States"; "WA" is both Washington State and Western Australia.
    addAll(s.name, codes);
    addAll(s.code, codes);
    addAll(`${s.name}, ${s.country}`, codes);
    for (const n of [s.name, s.code]) widerNames.add(placeKey(n));
  }
  for (const [k, v] of wider) if (!own.has(k)) byName.set(k, v);
  addTownNames(byName);
  [widerCodes, ownNames] = [wider, own];
  return byName;
}

/**
 * The held towns' names, after every other place's: a name a metro, state, region or county has keeps it
 * ("Montana" is the state, not the Bulgarian town; "Cornwall" the English county), and the town is found by
 * its name with its state or country ("Richmond, KY"), as its people's profiles spell it. A county whose
 * town holds people is that town.
 */
function addTownNames(byName: Map<string, number[]>): void {
  const taken = (key: string) => widerNames.has(key) || key in COUNTY_TOWNS;
  for (let i = METRO_COUNT; i < METROS.length; i++) {
    const m = METROS[i];
    const country = placeKey(m.country);
    for (const n of [m.city, m.city.split(",")[0], ...m.aliases]) {
      const key = placeKey(n);
      const codes = [i];
      for (const k of [key, `${key} ${country}`, ...(m.state ? [`${key} ${m.state.toLowerCase()}`] : [])])
        if (!taken(k)) addKey(byName, k, codes);
      const typed = umlautSpelling(n);
      if (typed && !taken(placeKey(typed))) addKey(byName, placeKey(typed), codes);
    }
  }
  for (const [county, town] of Object.entries(COUNTY_TOWNS)) {
    const codes = byName.get(town);
    if (codes?.length === 1 && codes[0] >= METRO_COUNT && !byName.has(county)) {
      byName.set(county, codes);
      widerNames.add(county);
    }
  }
}

/** Built on the first lookup: start-up and searches without a location never pay for it. */
let placeIndex: Map<string, number[]> | undefined;
/** The names of states, provinces and regions (held metros or not): the places a town is said to be in. */
const widerNames = new Set<string>();
/** The metros of each state, province and region by its name, and the metros' own names. */
let widerCodes = new Map<string, number[]>();
let ownNames = new Set<string>();

/** Whether a name is a state, province or region's ("Ontario", "BC", "Cornwall"), not a town's. */
export function isWiderPlace(name: string): boolean {
  placeIndex ??= buildPlaceIndex();
  return widerNames.has(placeKey(name));
}

/** Whether a name is a metro's own ("Victoria", "Ontario"), whatever state or region shares it. */
export function isTownName(name: string): boolean {
  placeIndex ??= buildPlaceIndex();
  return ownNames.has(placeKey(name));
}

/**
 * The world's spelling of the town `town` within the state or region `wider`: the town as named when its
 * name alone finds that one ("Hamilton", Ontario), the metro's own spelling when the name alone finds a
 * namesake ("Birmingham, AL"); undefined when the world holds no such town there.
 */
export function townWithin(town: string, wider: string): string | undefined {
  placeIndex ??= buildPlaceIndex();
  // "Ontario" is the province here, not the Californian metro of that name; "Spain" the country.
  const country = placeKey(wider);
  const within =
    widerCodes.get(placeKey(wider)) ?? METROS.flatMap((m, i) => (placeKey(m.country) === country ? [i] : []));
  const key = placeKey(town);
  const own = within?.find((i) => {
    const m = METROS[i];
    return placeKey(m.city.split(",")[0]) === key || m.aliases.some((a) => placeKey(a) === key);
  });
  if (own === undefined) return undefined;
  return placeCodes(town)?.[0] === own ? town : METROS[own].city;
}

/**
 * The metros a location names: a metro by any of its names ("Brooklyn" is New York; a name two metros
 * share names both unless a state or country follows), a state or province by name or postal code, or
 * a region. Undefined when the world holds no such place.
 */
export function placeCodes(name: string): readonly number[] | undefined {
  const key = placeKey(name);
  placeIndex ??= buildPlaceIndex();
  return placeIndex.get(key) ?? otherNamed(key)?.codes;
}

/** The metros a location names by the world's own tables, without the other names of data/other-names.ts. */
export function knownPlaceCodes(name: string): readonly number[] | undefined {
  placeIndex ??= buildPlaceIndex();
  return placeIndex.get(placeKey(name));
}

/**
 * The world's name of a place named by another of its names ("Helsingfors" is Helsinki, "Alacant" Alicante),
 * or undefined when the name is none of those, or one a label keeps as written ("Heraklion"): a label keeps
 * the world's name.
 */
export function worldName(name: string): string | undefined {
  const key = placeKey(name);
  placeIndex ??= buildPlaceIndex();
  const other = placeIndex.has(key) ? undefined : otherNamed(key);
  if (other) return other.asWritten ? undefined : METROS[other.codes[0]].city;
  // "Xian" is Xi'an: a metro's name but for its apostrophe is labelled with it.
  const city = METROS[placeIndex.get(key)?.[0] ?? -1]?.city ?? "";
  return /['’]/.test(city) && placeKey(city) === key ? city.replace(/’/g, "'") : undefined;
}

/** The place another of its names names, as a metro code (the table names metros and held towns by row). */
function otherNamed(key: string): { codes: readonly number[]; asWritten: boolean } | undefined {
  const found = otherPlace(key);
  if (!found) return undefined;
  const { row, asWritten } = found;
  return {
    codes: [row < ROW_CODES.length ? ROW_CODES[row] : METRO_COUNT + row - ROW_CODES.length],
    asWritten,
  };
}
