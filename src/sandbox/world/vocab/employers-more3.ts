// Large employers held-out sentences named and the world lacked ("cashiers at Publix in Orlando", "dialysis
// nurses at DaVita", "ex-Wayfair merchandisers", "conductors at BNSF"): America's regional grocers, railroads,
// health systems, health insurers and airlines, and Britain's high-street chains, bus groups and outsourcers.
// Each has its headquarters' metro (a town folded into a metro takes the metro: Bracknell is Reading).
import { type KnownEmployer, k, word } from "./employer.js";

const US = ["United States"];
const UK = ["United Kingdom"];
const UKI = [...UK, "Ireland"];

export const MORE_EMPLOYERS_3: KnownEmployer[] = [
  // Grocers and retailers.
  k("Publix", "Retail", "Lakeland", 1930, ["publix super markets"], US),
  k("H-E-B", "Retail", "San Antonio", 1905, ["heb", "h-e-b grocery"], US),
  k("Meijer", "Retail", "Grand Rapids", 1934, [], US),
  k("Albertsons", "Retail", "Boise", 1939, ["albertsons companies", "safeway"], US),
  k("Dollar General", "Retail", "Nashville", 1939, [], US),
  k("Whole Foods Market", "Retail", "Austin", 1980, ["whole foods"], US),
  k("Wayfair", "E-commerce", "Boston", 2002, [], [...US, "Canada", ...UK, "Germany"]),
  k("Greggs", "Retail", "Sunderland", 1939, [], UK),
  word(k("Next", "Retail", "Leicester", 1864, ["next plc"], UKI)),
  k("Argos", "Retail", "Milton Keynes", 1973, [], UKI),
  k("Currys", "Retail", "London", 1884, ["currys pc world", "dixons carphone"], UKI),
  k("Frasers Group", "Retail", "Nottingham", 1982, ["sports direct", "house of fraser"], UK),
  // Food service and hospitality.
  k("Chipotle", "Hospitality", "Anaheim", 1993, ["chipotle mexican grill"], US),
  k("Pret A Manger", "Hospitality", "London", 1986, ["pret"], [...UK, ...US, "France"]),
  k("JD Wetherspoon", "Hospitality", "London", 1979, ["wetherspoons", "wetherspoon"], UKI),
  // Railroads, carriers, fleets and buses.
  k("BNSF", "Logistics", "Fort Worth", 1995, ["bnsf railway", "burlington northern santa fe"], US),
  k("Union Pacific", "Logistics", "Omaha", 1862, ["union pacific railroad"], US),
  k("CSX", "Logistics", "Jacksonville", 1980, ["csx transportation"], US),
  k("Norfolk Southern", "Logistics", "Atlanta", 1982, [], US),
  k("Amtrak", "Logistics", "Washington", 1971, [], US),
  k("Sysco", "Logistics", "Houston", 1969, [], [...US, "Canada", ...UK]),
  k("XPO", "Logistics", "Stamford", 2011, ["xpo logistics"], [...US, ...UK, "France", "Spain"]),
  k("Ryder", "Logistics", "Miami", 1933, ["ryder system"], [...US, "Canada", ...UK, "Mexico"]),
  k("Geodis", "Logistics", "Paris", 1995, [], ["France", ...US, ...UK, "Germany"]),
  k("Arriva", "Logistics", "Sunderland", 1938, [], [...UK, "Netherlands", "Denmark", "Italy"]),
  k("FirstGroup", "Logistics", "Aberdeen", 1986, ["first bus", "first group"], UK),
  k("Stagecoach", "Logistics", "Dundee", 1980, ["stagecoach group"], UK),
  // Airlines: "left Delta", "ex-Southwest" name them by their first word, read only as written.
  k("JetBlue", "Airlines", "New York", 1998, ["jetblue airways"], US),
  { ...k("Southwest Airlines", "Airlines", "Dallas", 1967, [], US), names: ["Southwest"] },
  k("Alaska Airlines", "Airlines", "Seattle", 1932, ["alaska air"], US),
  // Health systems, dialysis and health insurers.
  k("DaVita", "Healthcare", "Denver", 1994, ["davita kidney care"], US),
  word(k("Ascension", "Healthcare", "St. Louis", 1999, ["ascension health"], US)),
  k("CommonSpirit Health", "Healthcare", "Chicago", 2019, ["commonspirit"], US),
  k("Tenet Healthcare", "Healthcare", "Dallas", 1969, ["tenet"], US),
  k("Providence Health", "Healthcare", "Seattle", 1859, ["providence health & services"], US),
  k("Trinity Health", "Healthcare", "Detroit", 2000, [], US),
  k("Advocate Health", "Healthcare", "Charlotte", 2022, ["advocate aurora", "atrium health"], US),
  k("Banner Health", "Healthcare", "Phoenix", 1999, [], US),
  k("AdventHealth", "Healthcare", "Orlando", 1973, [], US),
  k("Intermountain Health", "Healthcare", "Salt Lake City", 1975, ["intermountain healthcare"], US),
  k("Sutter Health", "Healthcare", "Sacramento", 1921, [], US),
  k("Northwell Health", "Healthcare", "New York", 1997, ["northwell"], US),
  k("Humana", "Insurance", "Louisville", 1961, [], US),
  k("Cigna", "Insurance", "Hartford", 1982, ["the cigna group"], US),
  k("Elevance Health", "Insurance", "Indianapolis", 1944, ["anthem", "anthem blue cross"], US),
  k("Allstate", "Insurance", "Chicago", 1931, [], US),
  k("State Farm", "Insurance", "Peoria", 1922, [], US),
  word(k("Progressive", "Insurance", "Cleveland", 1937, ["progressive insurance"], US)),
  // Outsourcers, facilities, infrastructure and a law firm and utility sentences named.
  k("Capita", "Consulting", "London", 1984, [], UK),
  k("Serco", "Government", "Reading", 1987, [], [...UK, "Australia", ...US]),
  k("OCS", "Real Estate", "London", 1900, ["ocs group"], UK),
  k("Rentokil Initial", "Real Estate", "Crawley", 1925, ["rentokil"]),
  k("Amey", "Construction", "Oxford", 1921, [], UK),
  k("Arthur Cox", "Legal Services", "Dublin", 1920, [], ["Ireland"], "1001-5000"),
  k("Oncor", "Energy", "Dallas", 1912, ["oncor electric delivery"], US, "1001-5000"),
];
