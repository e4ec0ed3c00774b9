// The large employers recruiters name across sectors and the world's main countries: global ones of every
// sector (aerospace, carmakers, food service and facilities, contractors, consumer goods, pharma, banks and
// insurers, consultancies, telecoms, retailers, logistics, hotels, airlines, energy, tech) and the big
// national ones. `where` lists the countries a national or regional employer mostly employs in, so its past
// staff are mostly there and a country's own big names are its people's likeliest former employers.
import { type KnownEmployer, k, word } from "./employer.js";

const US = ["United States"];
const CA = ["Canada"];
const UK = ["United Kingdom"];
const IE = ["Ireland"];
const DE = ["Germany"];
const FR = ["France"];
const NL = ["Netherlands"];
const ES = ["Spain"];
const IT = ["Italy"];
const AU = ["Australia"];
const IN = ["India"];
const NORDICS = ["Sweden", "Denmark", "Norway", "Finland"];
const DACH = [...DE, "Austria", "Switzerland"];
const UKI = [...UK, ...IE];
const NA = [...US, ...CA];
/** Aerospace and defence primes employ where their governments buy. */
const AIRBUS = [...FR, ...DE, ...UK, ...ES];

export const MORE_EMPLOYERS: readonly KnownEmployer[] = [
  // Aerospace and defence.
  k("Airbus", "Aerospace", "Toulouse", 1970, [], AIRBUS),
  k("Rolls-Royce", "Aerospace", "London", 1906, ["rolls royce"], [...UK, ...US, ...DE]),
  k("BAE Systems", "Aerospace", "London", 1999, ["bae"], [...UK, ...US, ...AU, "Saudi Arabia"]),
  k("Safran", "Aerospace", "Paris", 2005, [], [...FR, ...US]),
  k("Thales", "Aerospace", "Paris", 2000, ["thales group"], [...FR, ...UK, ...AU, ...NL]),
  k("Lockheed Martin", "Aerospace", "Washington", 1995, ["lockheed"], US),
  k("RTX", "Aerospace", "Washington", 2020, ["raytheon", "pratt & whitney", "collins aerospace"], US),
  k("GE Aerospace", "Aerospace", "Cincinnati", 1892, ["general electric"]),
  k("Bombardier", "Aerospace", "Montreal", 1942, [], CA),
  // Carmakers and their suppliers.
  k("Volkswagen", "Automotive", "Braunschweig", 1937, ["vw", "volkswagen group"]),
  k("Mercedes-Benz", "Automotive", "Stuttgart", 1926, ["mercedes", "mercedes benz", "daimler"]),
  k("Audi", "Automotive", "Ingolstadt", 1909, [], DE),
  k("Bosch", "Automotive", "Stuttgart", 1886, ["robert bosch"]),
  word(k("Continental", "Automotive", "Hannover", 1871, ["continental ag"])),
  k("Stellantis", "Automotive", "Amsterdam", 2021, ["fiat", "peugeot", "chrysler", "psa group"]),
  k("Renault", "Automotive", "Paris", 1899, ["renault group"], [...FR, ...ES, "Romania", "Turkey"]),
  k("Ford", "Automotive", "Detroit", 1903, ["ford motor company", "ford motor"]),
  k("General Motors", "Automotive", "Detroit", 1908, [], [...NA, "Mexico", "South Korea"]),
  k("Jaguar Land Rover", "Automotive", "Coventry", 2008, ["jlr", "jaguar", "land rover"], UK),
  k("Honda", "Automotive", "Tokyo", 1948, ["honda motor"]),
  k("Nissan", "Automotive", "Yokohama", 1933, ["nissan motor"]),
  k("Hyundai", "Automotive", "Seoul", 1967, ["hyundai motor"]),
  // Food service and facilities.
  k("Sodexo", "Hospitality", "Paris", 1966),
  k("Compass Group", "Hospitality", "London", 1941, []),
  k("Aramark", "Hospitality", "Philadelphia", 1959, [], [...NA, ...UKI, "Chile"]),
  k("ISS", "Real Estate", "Copenhagen", 1901, ["iss facility services", "iss a/s"]),
  k("Mitie", "Real Estate", "London", 1987, [], UK),
  k("CBRE", "Real Estate", "Dallas", 1906, ["cbre group"]),
  k("JLL", "Real Estate", "Chicago", 1999, ["jones lang lasalle"]),
  // Construction and engineering contractors.
  k("Balfour Beatty", "Construction", "London", 1909, [], [...UK, ...US]),
  k("Kier", "Construction", "London", 1928, ["kier group"], UK, "5001-10000"),
  k("Laing O'Rourke", "Construction", "London", 1848, ["laing orourke"], [...UK, ...AU]),
  k("Skanska", "Construction", "Stockholm", 1887, [], [...NORDICS, ...US, ...UK, "Poland"]),
  k("Vinci", "Construction", "Paris", 1899, ["vinci construction"]),
  k("Bouygues", "Construction", "Paris", 1952, ["bouygues construction"], [...FR, ...UK]),
  k("Ferrovial", "Construction", "Madrid", 1952, [], [...ES, ...UK, ...US]),
  k("AECOM", "Construction", "Dallas", 1990),
  k("Jacobs", "Construction", "Dallas", 1947, ["jacobs engineering"]),
  k("Fluor", "Construction", "Dallas", 1912),
  k("Arup", "Construction", "London", 1946),
  k("WSP", "Construction", "Montreal", 1959, ["wsp global"]),
  k("Lendlease", "Construction", "Sydney", 1958, ["lend lease"], [...AU, ...UK]),
  k("Larsen & Toubro", "Construction", "Mumbai", 1938, ["l&t", "larsen and toubro"], IN),
  k("CRH", "Construction", "Dublin", 1970, [], [...IE, ...US, ...UK]),
  // Consumer goods.
  k("Unilever", "Manufacturing", "London", 1929),
  k("Procter & Gamble", "Manufacturing", "Cincinnati", 1837, ["p&g", "procter and gamble"]),
  k("Nestlé", "Manufacturing", "Lausanne", 1866, ["nestle"]),
  k("PepsiCo", "Manufacturing", "New York", 1965, ["pepsi"]),
  k("Coca-Cola", "Manufacturing", "Atlanta", 1892, ["coca cola", "the coca-cola company"]),
  k("L'Oréal", "Manufacturing", "Paris", 1909, ["loreal", "l'oreal", "l’oréal"]),
  k("Danone", "Manufacturing", "Paris", 1919),
  k("Diageo", "Manufacturing", "London", 1997),
  k("AB InBev", "Manufacturing", "Brussels", 2008, ["anheuser-busch", "anheuser busch"]),
  k("Heineken", "Manufacturing", "Amsterdam", 1864),
  k("Reckitt", "Manufacturing", "London", 1999, ["reckitt benckiser"]),
  // Pharmaceuticals.
  k("Novartis", "Pharmaceuticals", "Basel", 1996),
  k("Roche", "Pharmaceuticals", "Basel", 1896, ["hoffmann-la roche", "genentech"]),
  k("AstraZeneca", "Pharmaceuticals", "Cambridge", 1999, ["astra zeneca"]),
  k("GSK", "Pharmaceuticals", "London", 2000, ["glaxosmithkline", "glaxo"]),
  k("Sanofi", "Pharmaceuticals", "Paris", 1973),
  k("Johnson & Johnson", "Pharmaceuticals", "New York", 1886, ["j&j", "johnson and johnson"]),
  k("Novo Nordisk", "Pharmaceuticals", "Copenhagen", 1923, []),
  k("Bayer", "Pharmaceuticals", "Cologne", 1863),
  k("Eli Lilly", "Pharmaceuticals", "Indianapolis", 1876, []),
  // Banks and insurers.
  k("Deutsche Bank", "Banking", "Frankfurt", 1870),
  k("BNP Paribas", "Banking", "Paris", 2000, ["bnp"]),
  k("Société Générale", "Banking", "Paris", 1864, ["societe generale", "socgen"]),
  k("Santander", "Banking", "Madrid", 1857, ["banco santander"]),
  k("BBVA", "Banking", "Bilbao", 1857, [], [...ES, "Mexico", "Turkey"]),
  word(k("ING", "Banking", "Amsterdam", 1991, ["ing group", "ing bank"])),
  k("ABN AMRO", "Banking", "Amsterdam", 1991, ["abn"], NL),
  k("Rabobank", "Banking", "Utrecht", 1972, [], NL),
  k("UBS", "Banking", "Zurich", 1862, ["credit suisse"]),
  k("UniCredit", "Banking", "Milan", 1870, [], [...IT, ...DE, "Austria"]),
  k("Lloyds Banking Group", "Banking", "London", 1765, ["lloyds", "lloyds bank"], UK),
  k("NatWest", "Banking", "Edinburgh", 1727, ["natwest group", "rbs", "royal bank of scotland"], UK),
  k("Bank of Ireland", "Banking", "Dublin", 1783, [], UKI),
  k("AIB", "Banking", "Dublin", 1966, ["allied irish banks"], UKI),
  k("Citi", "Banking", "New York", 1812, ["citigroup", "citibank"]),
  k("Bank of America", "Banking", "Charlotte", 1998, ["bofa", "merrill lynch"]),
  k("Wells Fargo", "Banking", "San Francisco", 1852, [], US),
  k("Morgan Stanley", "Banking", "New York", 1935),
  k("RBC", "Banking", "Toronto", 1864, ["royal bank of canada"], CA),
  k("TD Bank", "Banking", "Toronto", 1855, ["td bank group", "toronto-dominion bank"], NA),
  k("Commonwealth Bank", "Banking", "Sydney", 1911, ["commbank", "cba"], AU),
  k("Westpac", "Banking", "Sydney", 1817, [], AU),
  k("Nordea", "Banking", "Helsinki", 2000, [], NORDICS),
  k("State Bank of India", "Banking", "Mumbai", 1955, ["sbi"], IN),
  k("HDFC Bank", "Banking", "Mumbai", 1994, ["hdfc"], IN),
  k("Allianz", "Insurance", "Munich", 1890),
  k("AXA", "Insurance", "Paris", 1817),
  k("Generali", "Insurance", "Trieste", 1831, ["assicurazioni generali"]),
  k("Zurich Insurance", "Insurance", "Zurich", 1872, ["zurich insurance group"]),
  k("Aviva", "Insurance", "London", 2000, [], [...UK, ...IE, ...CA]),
  // Consultancies and IT services.
  k("Capgemini", "Consulting", "Paris", 1967),
  k("BCG", "Consulting", "Boston", 1963, ["boston consulting group"]),
  k("Bain & Company", "Consulting", "Boston", 1973, ["bain", "bain and company"]),
  k("Tata Consultancy Services", "Consulting", "Mumbai", 1968, ["tcs"]),
  k("Wipro", "Consulting", "Bangalore", 1945),
  k("HCLTech", "Consulting", "Delhi", 1976, ["hcl", "hcl technologies"]),
  k("Cognizant", "Consulting", "New York", 1994, [], [...US, ...IN, ...UK]),
  word(k("CGI", "Consulting", "Montreal", 1976, ["cgi group"])),
  // Telecoms.
  k("Vodafone", "Telecommunications", "London", 1991),
  k("BT", "Telecommunications", "London", 1846, ["bt group", "british telecom", "openreach"], UK),
  k("Deutsche Telekom", "Telecommunications", "Cologne", 1995, ["telekom", "t-mobile"]),
  word(k("Orange", "Telecommunications", "Paris", 1988, ["france telecom"])),
  k("Telefónica", "Telecommunications", "Madrid", 1924, ["telefonica", "movistar"]),
  k("AT&T", "Telecommunications", "Dallas", 1983, ["att"], US),
  k("Verizon", "Telecommunications", "New York", 2000, [], US),
  k("Ericsson", "Telecommunications", "Stockholm", 1876),
  k("Nokia", "Telecommunications", "Helsinki", 1865),
  k("Telstra", "Telecommunications", "Melbourne", 1975, [], AU),
  k("NTT", "Telecommunications", "Tokyo", 1952, ["ntt data", "nippon telegraph and telephone"]),
  // Retailers.
  // Waitrose is an employer of its own (employers-more5.ts): its staff are not the department stores'.
  k("John Lewis", "Retail", "London", 1864, ["john lewis partnership"], UK),
  word(k("Boots", "Retail", "Nottingham", 1849, ["boots uk"], UKI)),
  k("Kroger", "Retail", "Cincinnati", 1883, [], US),
  k("CVS Health", "Retail", "Providence", 1963, ["cvs"], US),
  k("Loblaw", "Retail", "Toronto", 1919, ["loblaws"], CA),
  k("Woolworths", "Retail", "Sydney", 1924, ["woolworths group"], AU),
  k("Coles", "Retail", "Melbourne", 1914, ["coles group"], AU),
  k(
    "Ahold Delhaize",
    "Retail",
    "Amsterdam",
    2016,
    ["albert heijn", "ahold", "delhaize"],
    [...NL, "Belgium", ...US],
  ),
  k("Mercadona", "Retail", "Valencia", 1977, [], [...ES, "Portugal"]),
  k("Inditex", "Retail", "A Coruña", 1985, ["zara"]),
  k("H&M", "Retail", "Stockholm", 1947, ["hennes & mauritz", "hennes and mauritz"]),
  k("Rewe", "Retail", "Cologne", 1927, ["rewe group"], DACH),
  // Logistics, posts and railways.
  word(k("UPS", "Logistics", "Atlanta", 1907, ["united parcel service"])),
  k("USPS", "Logistics", "Washington", 1971, ["united states postal service", "us postal service"], US),
  k("Kuehne+Nagel", "Logistics", "Zurich", 1890, ["kuehne + nagel", "kuehne nagel"]),
  k("Deutsche Bahn", "Logistics", "Berlin", 1994, ["db schenker"], DE),
  k("La Poste", "Logistics", "Paris", 1991, ["groupe la poste"], FR),
  k("Network Rail", "Logistics", "London", 2002, [], UK),
  // Hotels.
  k("Accor", "Hospitality", "Paris", 1967, ["accorhotels"]),
  k("IHG", "Hospitality", "London", 2003, ["intercontinental hotels group"]),
  k("Hyatt", "Hospitality", "Chicago", 1957),
  k("Whitbread", "Hospitality", "London", 1742, ["premier inn"], UK),
  // Airlines.
  k("Ryanair", "Airlines", "Dublin", 1984, [], [...IE, ...UK, ...ES, ...IT]),
  k("easyJet", "Airlines", "London", 1995, ["easy jet"], [...UK, ...FR, ...IT, "Switzerland"]),
  k("Air France", "Airlines", "Paris", 1933, ["air france-klm"], FR),
  k("KLM", "Airlines", "Amsterdam", 1919, ["klm royal dutch airlines"], NL),
  // "Left Delta", "ex-United": their first word, also a place or a word, is theirs only as written.
  { ...k("Delta Air Lines", "Airlines", "Atlanta", 1925, ["delta airlines"], US), names: ["Delta"] },
  { ...k("United Airlines", "Airlines", "Chicago", 1926, [], US), names: ["United"] },
  { ...k("American Airlines", "Airlines", "Dallas", 1926, [], US), names: ["American"] },
  k("Air Canada", "Airlines", "Montreal", 1937, [], CA),
  k("Qantas", "Airlines", "Sydney", 1920, [], AU),
  word(k("IndiGo", "Airlines", "Delhi", 2006, [], IN)),
  // Energy: utilities, oilfield services, mining.
  k("Iberdrola", "Energy", "Bilbao", 1992, ["scottishpower", "scottish power"], [...ES, ...UK, ...US]),
  k("EDF", "Energy", "Paris", 1946, ["électricité de france", "electricite de france"], [...FR, ...UK]),
  k("Enel", "Energy", "Rome", 1962, [], [...IT, ...ES]),
  k("E.ON", "Energy", "Essen", 2000, ["eon"], [...DE, ...UK]),
  k("RWE", "Energy", "Essen", 1898, [], [...DE, ...UK, ...NL]),
  k("National Grid", "Energy", "London", 1990, [], [...UK, ...US]),
  k("Centrica", "Energy", "London", 1997, ["british gas"], UK),
  k("Ørsted", "Energy", "Copenhagen", 2006, ["orsted", "dong energy"], [...NORDICS, ...UK], "5001-10000"),
  k("SLB", "Energy", "Houston", 1926, ["schlumberger"]),
  k("Halliburton", "Energy", "Houston", 1919),
  k("BHP", "Energy", "Melbourne", 1885, ["bhp billiton"], [...AU, "Chile"]),
  // Engineering and electronics.
  k("Schneider Electric", "Manufacturing", "Paris", 1836, ["schneider"]),
  k("ABB", "Manufacturing", "Zurich", 1988),
  k("Philips", "Manufacturing", "Amsterdam", 1891, ["royal philips"]),
  k("ASML", "Manufacturing", "Eindhoven", 1984, [], [...NL, ...US]),
  k("BASF", "Manufacturing", "Mannheim", 1865),
  k("Samsung", "Manufacturing", "Seoul", 1969, ["samsung electronics"]),
  k("Sony", "Manufacturing", "Tokyo", 1946),
  k("Hitachi", "Manufacturing", "Tokyo", 1910),
  word(k("Intel", "Manufacturing", "San Jose", 1968)),
  k("Nvidia", "Artificial Intelligence", "San Jose", 1993),
  k("Cisco", "SaaS", "San Jose", 1984, ["cisco systems"]),
  k("Dell", "Manufacturing", "Austin", 1984, ["dell technologies"]),
  k("HP", "Manufacturing", "San Francisco", 1939, ["hp inc", "hewlett-packard", "hewlett packard"]),
  // National health services and public employers recruiters name as employers.
  word(k("HSE", "Healthcare", "Dublin", 2005, ["health service executive"], IE)),
];
