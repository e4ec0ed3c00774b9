// Derives the languages the sandbox world's people speak, by country, from the world-countries package (its
// official languages) and the shares kept here (who speaks a language beside its official ones, where in a
// country it is spoken, English as a second language). The table is committed
// (src/sandbox/world/data/languages.ts) so the sandbox never loads the package; a unit test checks it matches
// what this script derives.
//
//   node scripts/languages.mjs          rewrite the committed table
//   node scripts/languages.mjs --check  exit 1 when the committed table is stale
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { COUNTRY_NAMES } from "./gazetteer.mjs";

const OUT = fileURLToPath(new URL("../src/sandbox/world/data/languages.ts", import.meta.url));

/** The package's names a search would not use, by ISO 639-3 code; null drops a language nobody searches for. */
const NAMES = {
  gsw: "German",
  bar: "German",
  nno: "Norwegian",
  nob: "Norwegian",
  ron: "Romanian",
  fil: "Tagalog",
  zho: "Mandarin",
  slv: "Slovenian",
  msa: "Malay",
  smi: null,
  nzs: null,
  zib: null,
  khi: null,
};

/**
 * Percent of a country's people who speak each language, where not everyone does; "place=share" sets it in
 * a state or province (its code), a region (any of its names) or a metro. A language the package lists and
 * this does not is spoken by everyone; one this adds beside the package's is a common language that is not
 * official (Spanish in the US, Catalan in Spain); 0 drops a language.
 */
const SHARES = {
  US: {
    Spanish:
      "13 CA=28 TX=30 NM=30 AZ=22 FL=22 NV=20 Miami=68 Los Angeles=45 Houston=38 San Antonio=50 El Paso=72 Laredo=90 McAllen=85 Brownsville=85 Dallas=30 San Diego=32 Fresno=40 Riverside=40 New York=24 Chicago=20 Orlando=25 Albuquerque=32",
    Portuguese: "1 Miami=8 Boston=5 Newark=6",
  },
  CA: {
    English: "100 QC=50 Montreal=65",
    French: "8 QC=95 NB=33 Ottawa=37 Moncton=45",
    Cantonese: "1 Vancouver=18 Toronto=7 Richmond=20",
    Mandarin: "2 Vancouver=15 Toronto=8",
    Tagalog: "1 Winnipeg=6",
  },
  GB: { Welsh: "1 WLS=18" },
  IE: { Irish: "10" },
  CH: {
    German:
      "100 Canton of Geneva=25 Vaud=30 Ticino=30 Neuchâtel=25 Jura=20 Fribourg=55 Valais=45 Biel/Bienne=70",
    French:
      "30 Canton of Geneva=100 Vaud=100 Neuchâtel=100 Jura=100 Fribourg=70 Valais=65 Biel/Bienne=60 Ticino=15 Canton of Bern=25 Basel-Stadt=30",
    Italian: "10 Ticino=100",
    Romansh: "1",
  },
  BE: {
    Dutch: "60 Flanders=100 Wallonia=8 Brussels=35",
    French: "45 Flanders=40 Wallonia=100 Brussels=95",
    German: "3",
  },
  ES: {
    Catalan: "0 Catalonia=75 Valencian Community=50 Balearic Islands=55",
    Basque: "0 Basque Country=30 Navarre=12",
    Galician: "0 Galicia=80",
  },
  IL: { Hebrew: "90", Arabic: "25" },
  IN: {
    Hindi:
      "45 Delhi=90 Uttar Pradesh=95 Bihar=95 Madhya Pradesh=95 Rajasthan=95 Haryana=90 Chandigarh=80 Jharkhand=90 Chhattisgarh=90 Uttarakhand=90 Himachal Pradesh=90 Maharashtra=60 Gujarat=50 Punjab=50 Karnataka=25 Telangana=35 Tamil Nadu=10 Kerala=10 West Bengal=30 Andhra Pradesh=15 Odisha=40 Assam=30",
    English: "30",
    Tamil: "0 Tamil Nadu=95 Puducherry=90 Bangalore=15",
    Marathi: "0 Maharashtra=70 Mumbai=45",
    Kannada: "0 Karnataka=70 Bangalore=45",
    Telugu: "0 Telangana=75 Andhra Pradesh=90 Hyderabad=60",
    Bengali: "0 West Bengal=85 Tripura=65",
    Gujarati: "0 Gujarat=85 Mumbai=10",
    Punjabi: "0 Punjab=90 Chandigarh=40 Delhi=10",
    Malayalam: "0 Kerala=95",
  },
  SG: { English: "85", Mandarin: "75", Malay: "15", Tamil: "4" },
  NO: {},
  FI: { Finnish: "90", Swedish: "6" },
  CZ: { Slovak: "5" },
  ZA: {
    English: "60",
    Afrikaans: "25",
    Zulu: "25",
    Xhosa: "16",
    "Northern Sotho": "10",
    Tswana: "10",
    "Southern Sotho": "8",
    Tsonga: "4",
    Swazi: "3",
    Venda: "2",
    "Southern Ndebele": "2",
  },
  HK: { English: "50", Mandarin: "50", Cantonese: "95" },
  PH: { Tagalog: "95", English: "65" },
  MY: { Malay: "90", English: "60", Mandarin: "23", Tamil: "7" },
  NZ: { Māori: "4" },
  AR: { Guaraní: "0" },
  PE: { Quechua: "13", Aymara: "2" },
  BO: { Spanish: "85", Quechua: "28", Aymara: "16", Guaraní: "0" },
  PY: { Spanish: "90", Guaraní: "75" },
  BA: { Bosnian: "50", Croatian: "15", Serbian: "31" },
  LU: { Luxembourgish: "75", French: "95", German: "90" },
  MT: { Maltese: "90", English: "90" },
  CY: { Greek: "95", Turkish: "12" },
  AZ: { Azerbaijani: "95", Russian: "30" },
  KZ: { Kazakh: "75", Russian: "90" },
  UZ: { Uzbek: "90", Russian: "35" },
  UA: { Russian: "60" },
  LV: { Russian: "35" },
  EE: { Russian: "28" },
  MD: { Russian: "30" },
  AM: { Russian: "50" },
  MA: { Arabic: "92", Berber: "30", French: "35" },
  DZ: { French: "30" },
  TN: { French: "50" },
  LB: { French: "40" },
  JM: { "Jamaican Patois": "90" },
  PR: { English: "50" },
  NG: { Hausa: "30", Yoruba: "21", Igbo: "18" },
  KE: { English: "70", Swahili: "85" },
  UG: { English: "60", Swahili: "35" },
  TZ: { English: "30", Swahili: "95" },
  RW: { Kinyarwanda: "98", French: "10", English: "25" },
  CM: { French: "70", English: "30" },
  MU: { "Mauritian Creole": "90", French: "70", English: "60" },
  ZW: {
    English: "70",
    Shona: "75",
    "Northern Ndebele": "20",
    Chibarwe: "0",
    Kalanga: "0",
    Ndau: "0",
    Chewa: "0",
    Sotho: "0",
    Tonga: "0",
    Tswana: "0",
    Tsonga: "0",
    Venda: "0",
    Xhosa: "0",
  },
  BW: { English: "60", Tswana: "80" },
  PK: { English: "45", Urdu: "90" },
  LK: { Sinhala: "80", Tamil: "25" },
};

/** Percent who speak English as a second language, where it is no official language (rough survey shares). */
const ENGLISH = {
  NL: 90,
  SE: 86,
  DK: 86,
  NO: 85,
  FI: 70,
  IS: 85,
  DE: 56,
  AT: 73,
  CH: 61,
  BE: 60,
  LU: 80,
  FR: 39,
  ES: 35,
  PT: 48,
  IT: 34,
  PL: 37,
  CZ: 27,
  SK: 26,
  SI: 59,
  HU: 20,
  RO: 31,
  BG: 25,
  HR: 49,
  RS: 40,
  BA: 30,
  ME: 30,
  MK: 27,
  AL: 40,
  GR: 51,
  CY: 73,
  EE: 50,
  LV: 46,
  LT: 38,
  UA: 18,
  MD: 20,
  AM: 30,
  AZ: 10,
  TR: 17,
  IL: 85,
  AE: 70,
  SA: 40,
  QA: 60,
  KW: 50,
  BH: 55,
  OM: 45,
  JO: 40,
  LB: 40,
  EG: 35,
  MA: 14,
  DZ: 7,
  TN: 20,
  SN: 10,
  CI: 10,
  ET: 15,
  JP: 30,
  KR: 30,
  CN: 10,
  TW: 25,
  ID: 20,
  TH: 27,
  VN: 15,
  KH: 15,
  NP: 30,
  BD: 18,
  MX: 20,
  BR: 10,
  AR: 30,
  CL: 20,
  CO: 15,
  PE: 15,
  UY: 20,
  PY: 10,
  BO: 10,
  EC: 10,
  VE: 10,
  CR: 20,
  PA: 20,
  GT: 10,
  SV: 10,
  HN: 10,
  DO: 15,
  KZ: 15,
  UZ: 10,
  LK: 25,
  SG: 85,
};

/** Languages a few people everywhere speak (learnt, or from abroad), where not more do: percent. */
const ABROAD = {
  French: 3,
  German: 3,
  Spanish: 3,
  Portuguese: 1,
  Italian: 1,
  Mandarin: 1,
  Arabic: 1,
  Russian: 1,
};

/** One country's languages, most spoken first: "Language|share|place=share|...". */
function languagesOf(cc, official) {
  const spoken = new Map();
  for (const [code, label] of Object.entries(official ?? {})) {
    const name = code in NAMES ? NAMES[code] : label;
    if (name !== null && !spoken.has(name)) spoken.set(name, "100");
  }
  for (const [name, share] of Object.entries(SHARES[cc] ?? {})) spoken.set(name, share);
  if (!spoken.has("English")) spoken.set("English", String(ENGLISH[cc] ?? 5));
  for (const [name, share] of Object.entries(ABROAD)) if (!spoken.has(name)) spoken.set(name, String(share));
  // A share and its places: a space after a number ends one (place names have spaces of their own).
  const parts = (s) => s.split(/(?<=\d) /);
  const percent = (s) => Number(parts(s)[0]);
  const most = (s) => Math.max(...parts(s).map((p) => Number(p.split("=").at(-1))));
  return [...spoken]
    .filter(([, s]) => most(s) > 0)
    .sort((a, b) => percent(b[1]) - percent(a[1]) || most(b[1]) - most(a[1]))
    .map(([name, s]) => [name, ...parts(s)].join("|"));
}

/** The table: a country a line, its name then its languages by tabs. */
export function deriveLanguages() {
  const countries = createRequire(import.meta.url)("world-countries");
  const byCode = new Map(countries.map((c) => [c.cca2, c]));
  return Object.entries(COUNTRY_NAMES)
    .map(([cc, name]) => {
      return [name, ...languagesOf(cc, byCode.get(cc)?.languages)].join("\t");
    })
    .join("\n");
}

function render(rows) {
  return [
    "// Generated by scripts/languages.mjs from the world-countries package (ODbL) and the shares kept there: do",
    "// not edit by hand. A country a line, its name then the languages its people speak, most spoken first, by",
    "// tabs: each the language, the percent who speak it, then 'place=percent' where a state or province code,",
    "// a region or a metro differs, by '|'.",
    "export const LANGUAGE_ROWS: string =",
    `  ${JSON.stringify(rows)};`,
    "",
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = render(deriveLanguages());
  if (process.argv.includes("--check")) {
    if (readFileSync(OUT, "utf8") !== text) {
      console.error(`${OUT} is stale: run node scripts/languages.mjs`);
      process.exitCode = 1;
    }
  } else writeFileSync(OUT, text);
}
