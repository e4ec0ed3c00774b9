// Large employers held-out sentences named and the world lacked ("engineers at Danfoss", "ex-Zomato PMs",
// "couriers at Wolt", "employment lawyers who used to work at Pinsent Masons"): the Nordics' and the German-
// speaking countries' industrials, banks and grocers, Britain's law and advisory firms, Southern Europe's
// food, insurance and retail groups, America's software and chip makers, India's and Asia's platforms,
// the delivery and ride-hailing apps, and the retailers and grocers of each region. Each has its
// headquarters' metro (a town folded into a metro takes the metro: Nacka is Stockholm).
import { type KnownEmployer, k, word } from "./employer.js";

const US = ["United States"];
const UK = ["United Kingdom"];
const UKI = [...UK, "Ireland"];
const DE = ["Germany"];
const AT = ["Austria"];
const CH = ["Switzerland"];
const SE = ["Sweden"];
const DK = ["Denmark"];
const NO = ["Norway"];
const FI = ["Finland"];
const NORDICS = [...SE, ...DK, ...NO, ...FI];
const BALTICS = ["Estonia", "Latvia", "Lithuania"];
const FR = ["France"];
const IT = ["Italy"];
const ES = ["Spain"];
const NL = ["Netherlands"];
const BE = ["Belgium"];
const PL = ["Poland"];
const CZ = ["Czech Republic"];
const IN = ["India"];
const KR = ["South Korea"];
const ID = ["Indonesia"];
const ASEAN = ["Singapore", "Malaysia", ...ID, "Thailand", "Philippines", "Vietnam"];
const TR = ["Turkey"];
const ZA = ["South Africa"];
const CEE = [...PL, ...CZ, "Slovakia", "Hungary", "Romania", "Croatia"];
const MID = "1001-5000" as const;
const BIG = "5001-10000" as const;

export const MORE_EMPLOYERS_4: KnownEmployer[] = [
  // The Nordics: industrials, banks, grocers and engineering consultancies.
  k("Carlsberg", "Manufacturing", "Copenhagen", 1847, ["carlsberg group"], [...NORDICS, ...PL, ...FR, ...CH]),
  k("Danfoss", "Manufacturing", "Odense", 1933, [], [...DK, ...DE, ...PL]),
  k("Vestas", "Energy", "Århus", 1945, ["vestas wind systems"], [...DK, ...DE, ...ES]),
  k("Danske Bank", "Banking", "Copenhagen", 1871, [], [...NORDICS, "Lithuania"]),
  k(
    "LEGO",
    "Manufacturing",
    "Århus",
    1932,
    ["lego group", "the lego group"],
    [...DK, "Hungary", "Czech Republic"],
  ),
  k("Grundfos", "Manufacturing", "Århus", 1945, [], [...DK, ...DE]),
  k("Novonesis", "Biotech", "Copenhagen", 2024, ["novozymes", "chr. hansen"], [...DK]),
  k("Coloplast", "Healthcare", "Copenhagen", 1957, [], [...DK, "Hungary", ...FR]),
  word(k("Pandora", "Retail", "Copenhagen", 1982, ["pandora jewelry"], [...DK, "Thailand"])),
  k("Demant", "Healthcare", "Copenhagen", 1904, ["oticon"], [...DK, ...PL]),
  k("Rockwool", "Manufacturing", "Copenhagen", 1937, [], [...DK, ...DE, ...PL]),
  k("FLSmidth", "Manufacturing", "Copenhagen", 1882, [], [...DK, ...ZA]),
  k("Jysk", "Retail", "Århus", 1979, [], [...NORDICS, ...DE, ...PL, ...CEE]),
  k("Salling Group", "Retail", "Århus", 1906, ["føtex", "bilka"], [...DK, ...PL, ...DE]),
  k("Ramboll", "Consulting", "Copenhagen", 1945, ["rambøll"], [...NORDICS, ...DE]),
  k("COWI", "Consulting", "Copenhagen", 1930, [], [...DK, ...NO, ...SE], BIG),
  k("Volvo Group", "Automotive", "Gothenburg", 1927, ["ab volvo", "volvo trucks"], [...SE, ...FR, "Belgium"]),
  k("Scania", "Automotive", "Stockholm", 1891, [], [...SE, ...NL, "Brazil"]),
  k("Saab", "Aerospace", "Stockholm", 1937, ["saab ab"], [...SE, "Australia"]),
  k("Atlas Copco", "Manufacturing", "Stockholm", 1873, [], [...SE, ...DE, "Belgium"]),
  k("Sandvik", "Manufacturing", "Stockholm", 1862, [], [...SE, ...FI, ...DE]),
  k("SKF", "Manufacturing", "Gothenburg", 1907, [], [...SE, ...DE, ...IT]),
  k("Electrolux", "Manufacturing", "Stockholm", 1919, [], [...SE, ...IT, ...DE, "Brazil"]),
  k("Husqvarna", "Manufacturing", "Stockholm", 1689, ["husqvarna group"], [...SE, ...DE, ...US, ...AT]),
  k("Essity", "Manufacturing", "Stockholm", 2017, [], [...SE, ...DE, ...FR, "Mexico"]),
  k("Assa Abloy", "Manufacturing", "Stockholm", 1994, [], [...SE, ...DE]),
  k("Alfa Laval", "Manufacturing", "Malmö", 1883, [], [...SE, ...DK]),
  k("Epiroc", "Manufacturing", "Stockholm", 2018, [], [...SE, "Australia"]),
  k("Handelsbanken", "Banking", "Stockholm", 1871, ["svenska handelsbanken"], [...NORDICS, ...NL], BIG),
  k("SEB", "Banking", "Stockholm", 1856, ["skandinaviska enskilda banken"], [...NORDICS, ...BALTICS, ...DE]),
  k("Swedbank", "Banking", "Stockholm", 1820, [], [...SE, ...BALTICS]),
  k("ICA", "Retail", "Stockholm", 1917, ["ica gruppen"], [...SE, ...BALTICS]),
  k("Axfood", "Retail", "Stockholm", 2000, ["willys", "hemköp"], SE),
  k("NCC", "Construction", "Stockholm", 1988, [], NORDICS),
  k("Sweco", "Consulting", "Stockholm", 1889, [], [...NORDICS, ...DE, ...NL, ...BE]),
  k("Northvolt", "Manufacturing", "Stockholm", 2016, [], [...SE, ...PL], BIG),
  k("Wärtsilä", "Manufacturing", "Helsinki", 1834, ["wartsila"], [...FI, ...NO, ...NL, ...IT]),
  k("UPM", "Manufacturing", "Helsinki", 1996, ["upm-kymmene"], [...FI, ...DE, "Uruguay"]),
  k("Stora Enso", "Manufacturing", "Helsinki", 1998, [], [...FI, ...SE, ...DE, ...PL]),
  k("Neste", "Energy", "Helsinki", 1948, [], [...FI, ...NL, "Singapore"], BIG),
  k("Fortum", "Energy", "Helsinki", 1998, [], [...FI, ...SE, ...NO, ...PL], BIG),
  k("Kesko", "Retail", "Helsinki", 1940, ["k-group"], [...FI, ...SE, ...NO, ...BALTICS]),
  word(k("Elisa", "Telecommunications", "Helsinki", 1882, ["elisa oyj"], [...FI, "Estonia"], MID)),
  k("Supercell", "Gaming", "Helsinki", 2010, [], FI, "501-1000"),
  k("Wolt", "Marketplaces", "Helsinki", 2014, [], [...NORDICS, ...BALTICS, ...DE, ...PL, ...CZ, "Japan"]),
  k(
    "Telenor",
    "Telecommunications",
    "Oslo",
    1855,
    [],
    [...NO, ...SE, ...DK, "Pakistan", "Bangladesh", "Thailand"],
  ),
  k("DNB", "Banking", "Oslo", 1822, ["dnb bank"], [...NO, ...SE]),
  k("Norsk Hydro", "Manufacturing", "Oslo", 1905, [], [...NO, ...DE, "Brazil"]),
  k("Yara", "Agriculture", "Oslo", 1905, ["yara international"], [...NO, ...NL, ...DE, ...FR, "Brazil"]),
  k("Aker Solutions", "Energy", "Oslo", 1841, [], [...NO, "Brazil", "Malaysia"]),
  k("Kongsberg Gruppen", "Aerospace", "Oslo", 1814, ["kongsberg maritime"], [...NO]),
  k("Orkla", "Manufacturing", "Oslo", 1654, [], [...NORDICS, ...BALTICS, ...CEE]),
  k("Schibsted", "Media", "Oslo", 1839, [], [...NO, ...SE, ...FI, ...DK], BIG),
  k("Statkraft", "Energy", "Oslo", 1895, [], [...NO, ...SE, ...DE, "Brazil", "Chile"], BIG),
  // Germany, Austria and Switzerland.
  k("Commerzbank", "Banking", "Frankfurt", 1870, [], [...DE, ...PL]),
  k("DZ Bank", "Banking", "Frankfurt", 2001, [], DE, BIG),
  k("KfW", "Banking", "Frankfurt", 1948, ["kfw bankengruppe"], DE, BIG),
  k("Munich Re", "Insurance", "Munich", 1880, ["münchener rück"], [...DE]),
  k("Hannover Re", "Insurance", "Hannover", 1966, [], [...DE], MID),
  k("Porsche", "Automotive", "Stuttgart", 1931, ["porsche ag"], [...DE, "Slovakia"]),
  k("ZF", "Automotive", "Ulm", 1915, ["zf friedrichshafen", "zf group"], [...DE, ...PL, "Mexico"]),
  k("Schaeffler", "Automotive", "Nürnberg", 1946, [], [...DE, "Romania"]),
  k("Knorr-Bremse", "Automotive", "Munich", 1905, ["knorr bremse"], [...DE, "Hungary"]),
  k("Thyssenkrupp", "Manufacturing", "Essen", 1999, ["thyssen krupp"], [...DE]),
  k("Henkel", "Manufacturing", "Düsseldorf", 1876, [], [...DE, ...FR, ...IT]),
  k("Beiersdorf", "Manufacturing", "Hamburg", 1882, ["nivea"], [...DE, ...ES]),
  k("Boehringer Ingelheim", "Pharmaceuticals", "Wiesbaden", 1885, ["boehringer"], [...DE, ...AT, ...FR]),
  k("Adidas", "Retail", "Nürnberg", 1949, [], [...DE, ...NL, "Vietnam"]),
  word(k("Puma", "Retail", "Nürnberg", 1948, [], [...DE])),
  k("Infineon", "Manufacturing", "Munich", 1999, ["infineon technologies"], [...DE, ...AT, "Malaysia"]),
  k("Trumpf", "Manufacturing", "Stuttgart", 1923, [], [...DE, ...CH]),
  k("Festo", "Manufacturing", "Stuttgart", 1925, [], [...DE, "Hungary"]),
  k("KUKA", "Robotics", "Augsburg", 1898, [], [...DE, "Hungary"]),
  k("Miele", "Manufacturing", "Bielefeld", 1899, [], [...DE, ...AT, ...CZ, ...PL]),
  k("Hochtief", "Construction", "Essen", 1874, [], [...DE, "Australia"]),
  k("Bilfinger", "Construction", "Mannheim", 1880, [], [...DE, ...AT, ...PL, ...NL, ...NO]),
  k("Heidelberg Materials", "Manufacturing", "Mannheim", 1874, ["heidelbergcement"], [...DE, "Morocco"]),
  k("EnBW", "Energy", "Karlsruhe", 1997, [], [...DE, ...TR]),
  k("Edeka", "Retail", "Hamburg", 1907, ["netto marken-discount"], DE),
  k("Otto Group", "E-commerce", "Hamburg", 1949, ["otto versand"], [...DE, ...AT, ...FR]),
  k(
    "Delivery Hero",
    "Marketplaces",
    "Berlin",
    2011,
    ["foodpanda", "pedidosya"],
    [...DE, ...TR, ...ASEAN, ...KR, "Argentina", "Chile"],
  ),
  k("voestalpine", "Manufacturing", "Linz", 1938, [], [...AT, ...DE]),
  k("OMV", "Energy", "Vienna", 1956, [], [...AT, "Romania", ...DE, ...NO]),
  k("Erste Group", "Banking", "Vienna", 1819, ["erste bank", "česká spořitelna"], [...AT, ...CEE, "Serbia"]),
  k(
    "Raiffeisen Bank International",
    "Banking",
    "Vienna",
    1927,
    ["raiffeisen", "raiffeisen bank"],
    [...AT, ...CEE, "Serbia", "Ukraine"],
  ),
  k("Strabag", "Construction", "Vienna", 1835, ["strabag se"], [...AT, ...DE, ...CEE, ...CH, "Serbia"]),
  k("Porr", "Construction", "Vienna", 1869, [], [...AT, ...DE, ...PL, ...CZ, ...NO]),
  k("Andritz", "Manufacturing", "Graz", 1852, [], [...AT, ...DE, ...FI, "Brazil"]),
  k("Red Bull", "Manufacturing", "Salzburg", 1987, [], [...AT, ...DE], MID),
  k("Swarovski", "Manufacturing", "Innsbruck", 1895, [], [...AT, ...CH, "Thailand"]),
  k("Swiss Re", "Insurance", "Zurich", 1863, [], [...CH, ...DE], BIG),
  k("Swisscom", "Telecommunications", "Bern", 1998, [], [...CH, ...IT]),
  k("Migros", "Retail", "Zurich", 1925, [], CH),
  k("SBB", "Logistics", "Bern", 1902, ["swiss federal railways", "sbb cff ffs"], CH),
  k("Holcim", "Manufacturing", "Zug", 1912, ["lafargeholcim"], [...CH, ...FR, "Mexico", "Canada"]),
  k("Schindler", "Manufacturing", "Zug", 1874, [], [...CH, ...DE, ...ES]),
  k("Sika", "Manufacturing", "Zug", 1910, [], [...CH, ...DE, ...FR]),
  k("Lonza", "Pharmaceuticals", "Basel", 1897, [], [...CH, ...ES]),
  k("Logitech", "Manufacturing", "Lausanne", 1981, [], [...CH, "Taiwan"], BIG),
  k("Glencore", "Energy", "Zug", 1974, [], [...CH, "Australia", "South Africa", "Canada", "Colombia"]),
  k("Richemont", "Retail", "Geneva", 1988, ["cartier"], [...CH, ...FR, ...IT]),
  k("Swatch Group", "Manufacturing", "Bern", 1983, ["swatch"], [...CH]),
  // Britain's and the world's law and advisory firms.
  k("Pinsent Masons", "Legal Services", "London", 1769, ["pinsents"], [...UKI, ...DE, ...ES, ...FR], MID),
  k("Eversheds Sutherland", "Legal Services", "London", 1989, ["eversheds"], [...UKI, ...US, ...FR, ...DE]),
  k(
    "Herbert Smith Freehills",
    "Legal Services",
    "London",
    1882,
    ["herbert smith", "hsf", "hsf kramer"],
    [...UK, "Australia"],
    BIG,
  ),
  k("Slaughter and May", "Legal Services", "London", 1889, ["slaughter & may"], UK, MID),
  k("Ashurst", "Legal Services", "London", 1822, [], [...UK, "Australia"], MID),
  k(
    "Norton Rose Fulbright",
    "Legal Services",
    "London",
    1794,
    ["norton rose"],
    [...UK, ...US, "Canada", "Australia", ...ZA],
    BIG,
  ),
  k("Hogan Lovells", "Legal Services", "London", 2010, [], [...UK, ...US, ...DE, ...FR], BIG),
  k(
    "Clyde & Co",
    "Legal Services",
    "London",
    1933,
    ["clyde and co"],
    [...UK, "United Arab Emirates", "Australia"],
    BIG,
  ),
  k(
    "Bird & Bird",
    "Legal Services",
    "London",
    1846,
    ["bird and bird", "twobirds"],
    [...UK, ...DE, ...FR, ...NL],
    MID,
  ),
  k("Addleshaw Goddard", "Legal Services", "Manchester", 1997, [], UK, MID),
  k("Irwin Mitchell", "Legal Services", "Sheffield", 1912, [], UK, MID),
  k("Osborne Clarke", "Legal Services", "Bristol", 1748, [], [...UK, ...DE, ...NL, ...BE], MID),
  k("Burges Salmon", "Legal Services", "Bristol", 1841, [], UK, MID),
  k("Womble Bond Dickinson", "Legal Services", "Sunderland", 2017, ["bond dickinson"], [...UK], MID),
  k("Grant Thornton", "Consulting", "Chicago", 1924, [], [...US, ...UKI, ...IN, "Australia"]),
  k("BDO", "Consulting", "Brussels", 1963, ["bdo global"], [...UKI, ...DE, ...NL, "Australia"]),
  k("Forvis Mazars", "Consulting", "Paris", 1945, ["mazars"], [...FR, ...UK, ...DE]),
  k("Aon", "Insurance", "Dublin", 1982, ["aon plc"], [...UKI, ...US, ...IN, ...DE]),
  k(
    "Marsh McLennan",
    "Insurance",
    "New York",
    1871,
    ["marsh & mclennan", "marsh mclennan companies"],
    [...US, ...UK, ...IN, "Canada"],
  ),
  k("WTW", "Insurance", "London", 2016, ["willis towers watson"], [...UK, ...US, ...IN, ...DE]),
  k("Legal & General", "Insurance", "London", 1836, ["legal and general"], [...UK], BIG),
  k("Nationwide Building Society", "Banking", "Swindon", 1846, [], UK),
  k("Starling Bank", "Banking", "London", 2014, ["starling"], UK, MID),
  word(k("Wise", "Payments", "London", 2011, ["transferwise"], [...UK, "Estonia", "Hungary"], BIG)),
  k("Checkout.com", "Payments", "London", 2012, [], [...UK, "Portugal"], MID),
  word(k("Mace", "Construction", "London", 1990, ["mace group"], [...UK, "United Arab Emirates"], BIG)),
  k("Iceland Foods", "Retail", "Liverpool", 1970, [], UK),
];
