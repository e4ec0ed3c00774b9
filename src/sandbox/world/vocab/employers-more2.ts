// More large employers recruiters name, where the first lists were thin: the Gulf's, Asia's and Europe's
// low-cost airlines and airports, discount grocers, medical devices, engineering contractors and oilfield
// services, the banks, insurers, telecoms and utilities of Asia, the Gulf, Latin America and Africa, parcel
// carriers, hotel groups, staffing firms, public employers people name as their employer (a health
// service's local trusts are not one employer and are left out), and the big retailers and brands of
// Canada, Australia, India, Brazil, Mexico, Japan, Korea, the Nordics and Eastern Europe.
import type { HeadcountRange } from "../../../contract/filters.js";
import { type KnownEmployer, k, word } from "./employer.js";

const US = ["United States"];
const CA = ["Canada"];
const UK = ["United Kingdom"];
const FR = ["France"];
const ES = ["Spain"];
const DE = ["Germany"];
const AU = ["Australia"];
const IN = ["India"];
const JP = ["Japan"];
const KR = ["South Korea"];
const CN = ["China"];
const SG = ["Singapore"];
const MY = ["Malaysia"];
const ID = ["Indonesia"];
const AE = ["United Arab Emirates"];
const SA = ["Saudi Arabia"];
const QA = ["Qatar"];
const BR = ["Brazil"];
const MX = ["Mexico"];
const ZA = ["South Africa"];
const NG = ["Nigeria"];
const PL = ["Poland"];
const TR = ["Turkey"];
const SE = ["Sweden"];
const FI = ["Finland"];
const NO = ["Norway"];
const DK = ["Denmark"];
const NORDICS = [...SE, ...DK, ...NO, ...FI];
const GULF = [...AE, ...SA, ...QA, "Oman", "Bahrain", "Kuwait"];
const ASEAN = [...SG, ...MY, ...ID, "Thailand", "Philippines", "Vietnam"];
const ANDES = ["Chile", "Peru", "Colombia"];
const EAST = [...PL, "Czech Republic", "Romania", "Hungary", "Slovakia", "Bulgaria"];
const NA = [...US, ...CA];
const UKI = [...UK, "Ireland"];
const ANZ = [...AU, "New Zealand"];
const KE = ["Kenya"];
const ASIA = ["Hong Kong", ...SG, ...CN, ...IN, ...MY];
const AFRICA = [...ZA, ...NG, ...KE, "Ghana", "Zambia", "Uganda", "Tanzania"];

const MID: HeadcountRange = "5001-10000";
const SMALL: HeadcountRange = "1001-5000";

export const MORE_EMPLOYERS_2: readonly KnownEmployer[] = [
  // Airlines and airports: the Gulf, Europe's low-cost carriers, Asia, the Americas and Africa.
  k("Wizz Air", "Airlines", "Budapest", 2003, ["wizzair", "wizz"], ["Hungary", ...EAST, ...UK, "Italy"], MID),
  k("Gulf Air", "Airlines", "Manama", 1950, [], ["Bahrain"], SMALL),
  // Like Emirates and Qatar Airways, Etihad crews its flights from everywhere.
  k("Etihad", "Airlines", "Abu Dhabi", 2003, ["etihad airways"]),
  k("Saudia", "Airlines", "Jeddah", 1945, ["saudi arabian airlines", "saudia airlines"], SA),
  k("flydubai", "Airlines", "Dubai", 2008, ["fly dubai"], AE, MID),
  k("Turkish Airlines", "Airlines", "Istanbul", 1933, [], TR),
  k("Vueling", "Airlines", "Barcelona", 2004, [], ES, SMALL),
  k("Jet2", "Airlines", "Leeds", 2002, ["jet2.com", "jet2holidays"], UK),
  k("Scandinavian Airlines", "Airlines", "Stockholm", 1946, ["sas airlines"], NORDICS, MID),
  k("Virgin Atlantic", "Airlines", "Crawley", 1984, [], UK, MID),
  k("Singapore Airlines", "Airlines", "Singapore", 1947, [], SG),
  k("Cathay Pacific", "Airlines", "Hong Kong", 1946, ["cathay"], ["Hong Kong"]),
  k("Japan Airlines", "Airlines", "Tokyo", 1951, ["jal"], JP),
  k("Air India", "Airlines", "Delhi", 1932, [], IN),
  k("AirAsia", "Airlines", "Kuala Lumpur", 2001, ["air asia"], [...MY, "Thailand", ...ID, "Philippines"]),
  k("LATAM Airlines", "Airlines", "Santiago", 2012, [], [...ANDES, ...BR]),
  k("Ethiopian Airlines", "Airlines", "Addis Ababa", 1945, [], ["Ethiopia"]),
  k("Heathrow Airport", "Airlines", "London", 1946, ["heathrow airport holdings"], UK, MID),
  // Discount grocers and the big retailers of each market.
  k("Auchan", "Retail", "Lille", 1961, [], [...FR, ...ES, "Portugal", ...PL, "Romania"]),
  k("E.Leclerc", "Retail", "Paris", 1949, ["leclerc", "e. leclerc"], FR),
  k("Kaufland", "Retail", "Stuttgart", 1984, [], [...DE, ...EAST]),
  k(
    "Jerónimo Martins",
    "Retail",
    "Lisbon",
    1792,
    ["jeronimo martins", "biedronka", "pingo doce"],
    ["Portugal", ...PL],
  ),
  k("Walgreens", "Retail", "Chicago", 1901, ["walgreens boots alliance"], US),
  k("Lowe's", "Retail", "Charlotte", 1921, ["lowes"], US),
  k("Best Buy", "Retail", "Minneapolis", 1966, [], NA),
  k("TJX", "Retail", "Boston", 1987, ["tj maxx", "tk maxx", "tjx companies"], [...US, ...UKI, ...DE]),
  k("Canadian Tire", "Retail", "Toronto", 1922, [], CA),
  k("Wesfarmers", "Retail", "Perth", 1914, ["bunnings", "kmart australia", "officeworks"], ANZ),
  word(k("Co-op", "Retail", "Manchester", 1844, ["co-operative group", "the co-operative"], UK)),
  k("Kingfisher", "Retail", "London", 1982, ["b&q", "screwfix", "castorama"], [...UK, ...FR, ...PL]),
  k("Shoprite", "Retail", "Cape Town", 1979, ["shoprite checkers"], [...ZA, "Zambia"]),
  k(
    "FEMSA",
    "Retail",
    "Monterrey",
    1890,
    ["oxxo", "fomento económico mexicano"],
    [...MX, "Colombia", "Chile"],
  ),
  k("Falabella", "Retail", "Santiago", 1889, ["saga falabella"], ANDES),
  k("Reliance Retail", "Retail", "Mumbai", 2006, [], IN),
  k("Fast Retailing", "Retail", "Tokyo", 1963, ["uniqlo"]),
  k("Seven & i", "Retail", "Tokyo", 2005, ["7-eleven", "seven-eleven", "seven & i holdings"], [...JP, ...US]),
  // E-commerce and platforms.
  k("Farfetch", "E-commerce", "London", 2007, [], [...UK, "Portugal", ...US], MID),
  k("Ocado", "E-commerce", "London", 2000, ["ocado group"], UK, MID),
  k(
    "Mercado Libre",
    "E-commerce",
    "Buenos Aires",
    1999,
    ["mercadolibre", "mercado livre"],
    ["Argentina", ...BR, ...MX],
  ),
  k("Flipkart", "E-commerce", "Bangalore", 2007, [], IN),
  k("Alibaba", "E-commerce", "Hangzhou", 1999, ["alibaba group", "taobao"], CN),
  word(k("Grab", "Marketplaces", "Singapore", 2012, ["grab holdings"], ASEAN)),
  word(k("Allegro", "E-commerce", "Poznań", 1999, ["allegro.pl"], PL, MID)),
  k("Tencent", "Media", "Shenzhen", 1998, ["wechat"], CN),
  k("ByteDance", "Media", "Beijing", 2012, ["tiktok", "byte dance"]),
  k("Huawei", "Telecommunications", "Shenzhen", 1987, [], [...CN, "Mexico", ...GULF]),
  k("Lenovo", "Manufacturing", "Beijing", 1984, []),
  // Electronics, carmakers and industrials of Asia and the Nordics.
  k("Toshiba", "Manufacturing", "Tokyo", 1875, [], JP),
  k("Panasonic", "Manufacturing", "Osaka", 1918, []),
  k("Fujitsu", "Consulting", "Tokyo", 1935, [], [...JP, ...UK, ...AU, ...NORDICS]),
  k("LG Electronics", "Manufacturing", "Seoul", 1958, ["lg"], KR),
  k("Kia", "Automotive", "Seoul", 1944, ["kia motors"], [...KR, ...US, "Slovakia", ...MX]),
  k("BYD", "Automotive", "Shenzhen", 1995, [], CN),
  k("Tata Motors", "Automotive", "Mumbai", 1945, [], [...IN, ...UK]),
  k("Tata Steel", "Manufacturing", "Mumbai", 1907, [], [...IN, ...UK, "Netherlands"]),
  k("Kone", "Manufacturing", "Helsinki", 1910, []),
  // Medical devices and life-science tools.
  k("Medtronic", "Manufacturing", "Minneapolis", 1949, []),
  k("Stryker", "Manufacturing", "Chicago", 1941, []),
  k("Abbott", "Manufacturing", "Chicago", 1888, ["abbott laboratories"]),
  k("Boston Scientific", "Manufacturing", "Boston", 1979, []),
  k("Becton Dickinson", "Manufacturing", "New York", 1897, ["becton, dickinson", "bd medical"]),
  k("GE HealthCare", "Manufacturing", "Chicago", 1994, []),
  k("Siemens Healthineers", "Manufacturing", "Nürnberg", 2016, ["healthineers"]),
  k("Fresenius", "Healthcare", "Frankfurt", 1912, ["fresenius medical care", "fresenius kabi", "helios"]),
  k("Thermo Fisher", "Biotech", "Boston", 2006, ["thermo fisher scientific", "thermofisher"]),
  k(
    "UnitedHealth Group",
    "Healthcare",
    "Minneapolis",
    1977,
    ["unitedhealth", "optum", "unitedhealthcare"],
    US,
  ),
  // Engineering and construction contractors.
  k("Saipem", "Construction", "Milan", 1957, []),
  k("Technip Energies", "Construction", "Paris", 2021, ["technip"]),
  k("Petrofac", "Construction", "London", 1981, [], [...UK, ...GULF]),
  k("Wood Group", "Construction", "Glasgow", 1982, ["john wood group", "wood plc"], [...UK, ...US, ...GULF]),
  k("KBR", "Construction", "Houston", 1901, ["kellogg brown & root"], [...US, ...UK, ...AU]),
  k("ACS", "Construction", "Madrid", 1983, ["grupo acs"], [...ES, ...US, ...AU]),
  k("Morgan Sindall", "Construction", "London", 1977, [], UK, MID),
  k("Worley", "Construction", "Sydney", 1971, ["worleyparsons"]),
  k("Stantec", "Construction", "Edmonton", 1954, [], [...NA, ...UK, ...AU]),
  k("AtkinsRéalis", "Construction", "Montreal", 1911, [
    "atkinsrealis",
    "snc-lavalin",
    "snc lavalin",
    "atkins",
  ]),
  k("Mott MacDonald", "Construction", "London", 1989, ["mott macdonald group"]),
  // Oil, gas, mining and oilfield services.
  k("Baker Hughes", "Energy", "Houston", 1907, []),
  k("ConocoPhillips", "Energy", "Houston", 2002, ["conoco"], [...US, ...NO, ...AU]),
  k("Eni", "Energy", "Rome", 1953, [], ["Italy", "Egypt", ...NG]),
  k("Saudi Aramco", "Energy", "Dammam", 1933, ["aramco"], SA),
  k("ADNOC", "Energy", "Abu Dhabi", 1971, ["abu dhabi national oil company"], AE),
  k("QatarEnergy", "Energy", "Doha", 1974, ["qatar petroleum"], QA),
  k("Petronas", "Energy", "Kuala Lumpur", 1974, [], MY),
  k("Petrobras", "Energy", "Rio de Janeiro", 1953, [], BR),
  k("Pemex", "Energy", "Mexico City", 1938, ["petróleos mexicanos", "petroleos mexicanos"], MX),
  k("Reliance Industries", "Energy", "Mumbai", 1966, [], IN),
  k("Rio Tinto", "Energy", "London", 1873, [], [...AU, ...CA, ...US]),
  k("Anglo American", "Energy", "London", 1917, [], [...ZA, "Chile", ...BR, ...AU]),
  word(k("Vale", "Energy", "Rio de Janeiro", 1942, ["vale sa"], [...BR, ...CA])),
  // Utilities.
  k("Engie", "Energy", "Paris", 2008, []),
  k("Veolia", "Energy", "Paris", 1853, []),
  k("Vattenfall", "Energy", "Stockholm", 1909, [], [...SE, ...DE, "Netherlands", ...UK]),
  k("SSE", "Energy", "Glasgow", 1998, ["scottish and southern energy", "sse plc"], UKI),
  k("Octopus Energy", "Energy", "London", 2015, [], [...UK, ...DE, ...US], MID),
  k("Duke Energy", "Energy", "Charlotte", 1904, [], US),
  k("EDP", "Energy", "Lisbon", 1976, ["energias de portugal"], ["Portugal", ...ES, ...BR]),
  k("Eskom", "Energy", "Johannesburg", 1923, [], ZA),
  // Banks and insurers of Asia, the Gulf, Latin America, Africa and the rest.
  k("DBS Bank", "Banking", "Singapore", 1968, ["dbs group"], [...SG, "Hong Kong", ...IN]),
  k(
    "Standard Chartered",
    "Banking",
    "London",
    1969,
    ["stanchart", "standard chartered bank"],
    [...UK, ...ASIA, ...GULF, ...AFRICA],
  ),
  k("AIA Group", "Insurance", "Hong Kong", 1919, ["aia insurance"], ASIA),
  k("Maybank", "Banking", "Kuala Lumpur", 1960, ["malayan banking"], [...MY, ...SG, ...ID]),
  k("MUFG", "Banking", "Tokyo", 2005, ["mitsubishi ufj"], [...JP, ...US]),
  k("ICICI Bank", "Banking", "Mumbai", 1994, ["icici"], IN),
  k("Emirates NBD", "Banking", "Dubai", 2007, ["enbd"], [...AE, ...SA]),
  k("First Abu Dhabi Bank", "Banking", "Abu Dhabi", 2017, ["first abu dhabi"], AE, MID),
  k("QNB", "Banking", "Doha", 1964, ["qatar national bank"], [...QA, ...TR, "Egypt"]),
  k("Al Rajhi Bank", "Banking", "Riyadh", 1957, ["al rajhi"], SA),
  k("Itaú Unibanco", "Banking", "Sao Paulo", 1924, ["itaú", "itau", "itau unibanco"], [...BR, "Chile"]),
  k("Bradesco", "Banking", "Sao Paulo", 1943, ["banco bradesco"], BR),
  k("Nubank", "Fintech", "Sao Paulo", 2013, ["nu holdings", "nu bank"], [...BR, ...MX, "Colombia"], MID),
  k("Standard Bank", "Banking", "Johannesburg", 1862, ["stanbic"], AFRICA),
  k("FirstRand", "Banking", "Johannesburg", 1998, ["fnb", "first national bank"], ZA),
  k("BMO", "Banking", "Toronto", 1817, ["bank of montreal"], NA),
  k("Scotiabank", "Banking", "Toronto", 1832, ["bank of nova scotia"], [...CA, ...MX, "Chile", "Peru"]),
  k("Manulife", "Insurance", "Toronto", 1887, ["john hancock"], [...NA, ...ASIA]),
  k("ANZ", "Banking", "Melbourne", 1835, ["anz bank"], ANZ),
  k("Macquarie", "Banking", "Sydney", 1969, ["macquarie group"], [...AU, ...UK, ...US]),
  k("PKO Bank Polski", "Banking", "Warsaw", 1919, ["pko bp", "pko"], PL),
  // Telecoms by country.
  k("Virgin Media O2", "Telecommunications", "London", 2021, ["virgin media", "o2"], UK),
  word(k("Sky", "Telecommunications", "London", 1990, ["sky uk", "sky group"], [...UKI, "Italy", "Germany"])),
  k("Telia", "Telecommunications", "Stockholm", 2002, ["telia company", "teliasonera"], NORDICS),
  k("Rogers", "Telecommunications", "Toronto", 1960, ["rogers communications"], CA),
  k("Bell Canada", "Telecommunications", "Montreal", 1880, ["bce"], CA),
  k("Comcast", "Telecommunications", "Philadelphia", 1963, ["xfinity", "nbcuniversal"], US),
  k("MTN", "Telecommunications", "Johannesburg", 1994, ["mtn group"], AFRICA),
  k("Safaricom", "Telecommunications", "Nairobi", 1997, [], KE, MID),
  k("Bharti Airtel", "Telecommunications", "Delhi", 1995, ["airtel"], [...IN, ...AFRICA]),
  k("Jio", "Telecommunications", "Mumbai", 2007, ["reliance jio", "jio platforms"], IN),
  k("Singtel", "Telecommunications", "Singapore", 1879, ["optus singtel"], [...SG, ...AU]),
  k(
    "America Movil",
    "Telecommunications",
    "Mexico City",
    2000,
    ["américa móvil", "telcel"],
    [...MX, ...BR, "Colombia"],
  ),
  k("Etisalat", "Telecommunications", "Abu Dhabi", 1976, ["etisalat by e&"], [...AE, "Egypt", "Morocco"]),
  // Logistics, parcel carriers, posts and shipping.
  k("DPD", "Logistics", "Paris", 1976, ["dpdgroup", "dpd group"], ["France", ...UK, "Germany", ...PL]),
  k("Evri", "Logistics", "Leeds", 1974, ["hermes parcelnet", "myhermes"], UK, MID),
  k("PostNL", "Logistics", "Utrecht", 2011, [], ["Netherlands", "Belgium"]),
  k("DSV", "Logistics", "Copenhagen", 1976, []),
  k("CMA CGM", "Logistics", "Marseille", 1978, []),
  k("Mediterranean Shipping Company", "Logistics", "Geneva", 1970, ["msc shipping"]),
  k("GXO", "Logistics", "New York", 2021, ["gxo logistics"], [...US, ...UK, "France", "Netherlands"]),
  k("Aramex", "Logistics", "Dubai", 1982, [], [...GULF, "Jordan", "Egypt"], MID),
  k("DP World", "Logistics", "Dubai", 2005, []),
  k("Australia Post", "Logistics", "Melbourne", 1809, ["auspost"], AU),
  k("Japan Post", "Logistics", "Tokyo", 1871, ["japan post holdings"], JP),
  // Hotel groups and travel.
  k("Radisson Hotel Group", "Hospitality", "Brussels", 1909, ["radisson", "radisson blu"]),
  k("Wyndham", "Hospitality", "New York", 1981, ["wyndham hotels"]),
  k("Jumeirah", "Hospitality", "Dubai", 1997, ["jumeirah group"], GULF, MID),
  k("Shangri-La", "Hospitality", "Hong Kong", 1971, ["shangri la", "shangri-la hotels"], ASIA),
  k("Taj Hotels", "Hospitality", "Mumbai", 1899, ["ihcl", "indian hotels company"], IN),
  k("TUI", "Hospitality", "Hannover", 1968, ["tui group"], ["Germany", ...UK, "Spain", "Netherlands"]),
  // Staffing and recruitment.
  k("Randstad", "Consulting", "Amsterdam", 1960, ["randstad holding"]),
  k("Adecco", "Consulting", "Zurich", 1996, ["adecco group"]),
  k("ManpowerGroup", "Consulting", "Milwaukee", 1948, ["manpower"]),
  k("Hays", "Consulting", "London", 1968, ["hays recruitment"], [...UKI, ...AU, "Germany"]),
  k("Robert Half", "Consulting", "San Francisco", 1948, [], [...US, ...UK, "Germany"]),
  k("Allegis Group", "Consulting", "Baltimore", 1983, ["aerotek", "teksystems"], [...US, ...UK]),
  // Public employers people name as their employer.
  k("HMRC", "Government", "London", 2005, ["hm revenue & customs", "hm revenue and customs"], UK),
  k("Ministry of Defence", "Government", "London", 1964, [], UK),
  k("Transport for London", "Government", "London", 2000, ["tfl"], UK),
  k("Metropolitan Police", "Government", "London", 1829, ["met police", "metropolitan police service"], UK),
  k("US Army", "Government", "Washington", 1775, ["u.s. army", "united states army"], US),
  k(
    "Veterans Affairs",
    "Healthcare",
    "Washington",
    1930,
    ["department of veterans affairs", "va health"],
    US,
  ),
  k("Alberta Health Services", "Healthcare", "Edmonton", 2008, ["ahs"], CA),
];
