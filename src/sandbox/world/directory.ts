// The company directory: companies of every kind in every metro and town the world knows, for company
// questions ("which breweries are there in Oshkosh?"). The world's own companies employ its people and sit
// mostly in hubs; a real town also has insurers, a staffing agency and a brewery. The directory's companies
// employ none of the sandbox's people. Each place has a fixed number of companies of each kind, and each
// company is a pure function of the seed, the place, the kind and its number: a question lists the same
// companies every time, and a company one question lists is listed by every question it matches.
import { HEADCOUNT_RANGES } from "../../contract/filters.js";
import type { Company } from "./columns.js";
import { isWiderPlace, METROS, placeCodes, placeKey, STATES } from "./metros.js";
import { hashString, mix32 } from "./prng.js";
import { allTowns, type TownPlace, townNamed } from "./towns.js";
import { COMPANY_CODAS, COMPANY_ONSETS, INDUSTRIES } from "./vocab.js";

/** Kinds of company a town seldom has: the larger metros hold them, fewer of each. */
const SPECIALISED = new Set(
  (
    "Biotech;Climate Tech;Gaming;Robotics;Venture Capital;Private Equity;Pharmaceuticals;Aerospace;Airlines;" +
    "Semiconductors;Shipbuilding;Oil and Gas;Mining;Rail;Shipping;Steel;Chemicals;Defense;Medical Devices;" +
    "Life Sciences"
  ).split(";"),
);

/** Name endings for kinds the world's industries have none for (theirs are in vocab/industries.ts). */
const ENDINGS: Record<string, readonly string[]> = {
  Accounting: ["Accountants", "& Co Accountants"],
  Architecture: ["Architects", "Design Studio"],
  Bakery: ["Bakery", "Bakehouse"],
  Brewing: ["Brewing Co", "Brewery"],
  "Car Rental": ["Car Rental", "Rent-a-Car"],
  Cleaning: ["Cleaning Services", "Cleaners"],
  "Dry Cleaning": ["Dry Cleaners"],
  Fitness: ["Fitness", "Gym"],
  "Funeral Services": ["Funeral Home", "Funeral Services"],
  "Higher Education": ["University", "College"],
  Landscaping: ["Landscaping", "Gardens"],
  Publishing: ["Publishing", "Press"],
  Restaurants: ["Kitchen", "Grill", "Bistro"],
  Staffing: ["Staffing", "Recruitment"],
  Veterinary: ["Vets", "Animal Hospital"],
  Wine: ["Wines", "Winery"],
};

/** A place of the directory: a metro of the world, or a town below the metros' floors. */
interface Place {
  city: string;
  country: string;
  state: string;
  /** 0 a town, 1 a metro under 300,000, 2 under a million, 3 a million or more. */
  size: number;
  hash: number;
}

/** What a company question asks of companies; kinds are the industries' names, umbrellas already expanded. */
export interface DirectoryQuery {
  locations?: readonly string[];
  countries?: readonly string[];
  kinds: readonly string[];
  bands?: readonly string[];
}

export interface DirectoryMatch {
  total: number;
  /** The largest first: by band, then in the directory's order. */
  companies: Company[];
}

/**
 * Companies of one kind in a place: by the place's size, a specialised kind in fewer places; a common kind at
 * least one of each size up to the place's largest (bandOf).
 */
function perPlace(place: Place, kind: string): number {
  if (!SPECIALISED.has(kind)) return Math.max([3, 4, 6, 10][place.size], place.size + 5);
  return [0, place.hash & 1, 2, 4][place.size];
}

function placeOfMetro(code: number): Place {
  const m = METROS[code];
  // A town holding people keeps the place the directory gave it as a town.
  if (m.near) return placeOfTown({ city: m.city.split(",")[0], state: m.state, country: m.country });
  const pop = m.population > 0 ? m.population : 1_000_000;
  const size = pop >= 1_000_000 ? 3 : pop >= 300_000 ? 2 : 1;
  return {
    city: m.city,
    country: m.country,
    state: m.state,
    size,
    hash: hashString(`${m.city}|${m.country}`),
  };
}

function placeNamed(name: string, code: number): Place {
  const metro = placeOfMetro(code);
  const size = Math.max(0, metro.size - 1);
  return { ...metro, city: name.trim(), size, hash: hashString(`${placeKey(name)}|${metro.country}`) };
}

function placeOfTown(t: TownPlace): Place {
  return { ...t, size: 0, hash: hashString(`${t.city}|${t.country}|${t.state}`) };
}

let everyPlace: Place[] | undefined;

function allPlaces(): Place[] {
  everyPlace ??= [...METROS.map((_, code) => placeOfMetro(code)), ...allTowns().map(placeOfTown)];
  return everyPlace;
}

/** The places a filter set's locations and countries name, in the directory's order. */
function placesOf(q: DirectoryQuery): Place[] {
  const countries = q.countries?.length ? new Set(q.countries.map(placeKey)) : undefined;
  const inCountry = (p: Place) => !countries || countries.has(placeKey(p.country));
  if (!q.locations?.length) return allPlaces().filter(inCountry);
  const seen = new Set<string>();
  const out: Place[] = [];
  const keep = (p: Place) => {
    const key = `${p.city}|${p.country}|${p.state}`;
    if (!seen.has(key) && inCountry(p)) out.push(p);
    seen.add(key);
  };
  for (const name of q.locations) {
    const codes = placeCodes(name) ?? [];
    // A town the world folds into a metro ("Duisburg" into Essen) is a place of its own here, a size smaller.
    const folded =
      codes.length === 1 &&
      !isWiderPlace(name) &&
      placeKey(METROS[codes[0]].city.split(",")[0]) !== placeKey(name);
    if (folded) keep(placeNamed(name, codes[0]));
    else for (const code of codes) keep(placeOfMetro(code));
    // A state holds its towns as well as its metros.
    const key = placeKey(name);
    const state = STATES.find((s) => placeKey(s.name) === key || s.code.toLowerCase() === key);
    if (state)
      for (const t of allTowns())
        if (t.state === state.code && t.country === state.country) keep(placeOfTown(t));
    const town = placeCodes(name) ? undefined : townNamed(name);
    if (town) keep(placeOfTown(town));
  }
  return out;
}

/** The largest band a company of a place this size has, and its j-th company's band. */
function bandOf(place: Place, h: number, j: number, common: boolean): number {
  const top = place.size + 4;
  // A common kind has a company of every size up to the place's largest, largest first: a city of 500,000
  // has its large hospital and its mid-sized and small haulage firms, whatever else it has.
  if (common && j <= top) return top - j;
  const u = (h >>> 8) / 0x1000000;
  // The first of a kind in a place is among its largest, the second a small firm and the third a mid-sized one;
  // the rest lean small, as most companies are.
  if (j === 0) return top - Math.floor(u * 3);
  if (j === 1) return Math.floor(u * 2);
  if (j === 2) return Math.min(top, 2 + Math.floor(u * 2));
  return Math.min(top, Math.floor(u * Math.sqrt(u) * (top + 1)));
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

function companyOf(place: Place, kind: string, band: number, h: number): Company {
  const industry = INDUSTRIES.find((i) => i.name === kind);
  const endings = industry?.suffixes ?? ENDINGS[kind] ?? [kind];
  const name = `${COMPANY_ONSETS[h % COMPANY_ONSETS.length]}${COMPANY_CODAS[(h >>> 5) % COMPANY_CODAS.length]} ${endings[(h >>> 10) % endings.length]}`;
  return {
    code: -1,
    name,
    domain: `${slug(name)}-${slug(place.city)}.example`,
    industry: kind,
    industryCode: -1,
    headcount: HEADCOUNT_RANGES[band],
    bandCode: band,
    city: place.city,
    country: place.country,
    cityCode: -1,
    founded: 1950 + ((h >>> 14) % 72),
  };
}

/** The directory's companies a company question matches: how many, and the first `limit`, largest first. */
export function directoryCompanies(seed: string, q: DirectoryQuery, limit: number): DirectoryMatch {
  const places = placesOf(q);
  const bands = q.bands?.length
    ? new Set(q.bands.map((b) => HEADCOUNT_RANGES.indexOf(b as never)))
    : undefined;
  const smallest = bands ? Math.min(...bands) : 0;
  const seedHash = hashString(`directory:${seed}`);
  const kindHashes = q.kinds.map((k) => hashString(k));
  // Two passes, so only the companies listed are named: count each band, then keep the largest `limit`.
  const each = (visit: (place: Place, k: number, h: number, band: number) => void) => {
    for (const place of places) {
      // A place whose largest band is under every band asked for has none of them.
      if (bands && place.size + 4 < smallest) continue;
      for (let k = 0; k < q.kinds.length; k++) {
        const n = perPlace(place, q.kinds[k]);
        const common = !SPECIALISED.has(q.kinds[k]);
        for (let j = 0; j < n; j++) {
          const h = mix32(seedHash ^ place.hash ^ mix32(kindHashes[k] + j * 0x9e3779b9));
          const band = bandOf(place, h, j, common);
          if (!bands || bands.has(band)) visit(place, k, h, band);
        }
      }
    }
  };
  const perBand = new Array<number>(HEADCOUNT_RANGES.length).fill(0);
  each((_p, _k, _h, band) => perBand[band]++);
  const total = perBand.reduce((a, b) => a + b, 0);
  // The smallest band listed, and how many of it: the first ones in the directory's order.
  let floor = perBand.length - 1;
  let above = 0;
  while (floor > 0 && above + perBand[floor] < limit) above += perBand[floor--];
  let atFloor = Math.max(0, limit - above);
  const kept: { band: number; company: Company }[] = [];
  each((place, k, h, band) => {
    if (band < floor || (band === floor && atFloor-- <= 0)) return;
    kept.push({ band, company: companyOf(place, q.kinds[k], band, h) });
  });
  kept.sort((a, b) => b.band - a.band);
  return { total, companies: kept.map((x) => x.company) };
}
