// Well-known employers by their common names, so "ex-Accenture" or "people who left Shopify" finds
// people. The companies are real names; everyone working there is synthetic, every profile is marked so,
// and their addresses are on `.example` domains.
import type { HeadcountRange } from "../../../contract/filters.js";

export interface KnownEmployer {
  name: string;
  /** Other names a sentence uses (lower case). */
  aliases: string[];
  industry: string;
  headcount: HeadcountRange;
  /** Headquarters: a metro of the world. */
  city: string;
  founded: number;
  /** The countries it mostly employs in, when not everywhere: its past staff are mostly there too. */
  where?: string[];
  /**
   * Added after the base population was fixed: its current staff are top-up people only, so the base people,
   * drawn from one stream, stay as they were; it is a past employer like any other.
   */
  topUpOnly?: boolean;
}

const BIG: HeadcountRange = "10001+";
const row = (
  name: string,
  industry: string,
  city: string,
  founded: number,
  aliases: string[] = [],
  headcount: HeadcountRange = BIG,
): KnownEmployer => ({ name, aliases, industry, headcount, city, founded });

const US = ["United States"];
const UK = ["United Kingdom"];
const UKI = [...UK, "Ireland"];
const ALDI = [
  "Germany",
  ...UKI,
  ...US,
  "Australia",
  "Austria",
  "Switzerland",
  "Netherlands",
  "Belgium",
  "France",
  "Spain",
  "Italy",
  "Poland",
];
const LIDL = [
  "Germany",
  ...UKI,
  "France",
  "Spain",
  "Italy",
  "Poland",
  "Netherlands",
  "Belgium",
  "Austria",
  "Czech Republic",
  "Portugal",
  "Sweden",
  "Denmark",
];

export const KNOWN_EMPLOYERS: readonly KnownEmployer[] = [
  row("Accenture", "Consulting", "Dublin", 1989),
  row("Deloitte", "Consulting", "London", 1845),
  row("PwC", "Consulting", "London", 1998, ["pricewaterhousecoopers"]),
  row("EY", "Consulting", "London", 1989, ["ernst & young", "ernst and young"]),
  row("KPMG", "Consulting", "Amsterdam", 1987),
  row("McKinsey", "Consulting", "New York", 1926, ["mckinsey & company"]),
  row("Infosys", "Consulting", "Bangalore", 1981),
  row("Google", "Artificial Intelligence", "San Francisco", 1998, ["alphabet"]),
  row("Microsoft", "SaaS", "Seattle", 1975),
  row("Amazon", "E-commerce", "Seattle", 1994, ["aws", "amazon web services"]),
  row("Meta", "Media", "San Francisco", 2004, ["facebook"]),
  row("Apple", "Manufacturing", "San Francisco", 1976),
  row("Netflix", "Media", "Los Angeles", 1997),
  row("Salesforce", "SaaS", "San Francisco", 1999),
  row("Oracle", "SaaS", "Austin", 1977),
  row("IBM", "SaaS", "New York", 1911),
  row("SAP", "SaaS", "Frankfurt", 1972),
  row("Atlassian", "Developer Tools", "Sydney", 2002),
  row("GitHub", "Developer Tools", "San Francisco", 2008, [], "1001-5000"),
  row("Shopify", "E-commerce", "Ottawa", 2006),
  row("Stripe", "Payments", "San Francisco", 2010, [], "5001-10000"),
  row("Adyen", "Payments", "Amsterdam", 2006, [], "1001-5000"),
  row("Klarna", "Fintech", "Stockholm", 2005, [], "5001-10000"),
  row("Revolut", "Fintech", "London", 2015, [], "5001-10000"),
  row("Monzo", "Fintech", "London", 2015, [], "1001-5000"),
  row("N26", "Fintech", "Berlin", 2013, [], "1001-5000"),
  row("Spotify", "Media", "Stockholm", 2006, [], "5001-10000"),
  row("Uber", "Marketplaces", "San Francisco", 2009),
  row("Airbnb", "Marketplaces", "San Francisco", 2008, [], "5001-10000"),
  row("Booking.com", "Marketplaces", "Amsterdam", 1996, ["booking"]),
  row("Deliveroo", "Marketplaces", "London", 2013, [], "1001-5000"),
  row("Zalando", "E-commerce", "Berlin", 2008),
  row("Canva", "SaaS", "Sydney", 2012, [], "1001-5000"),
  row("JPMorgan Chase", "Banking", "New York", 1799, ["jpmorgan", "jp morgan", "chase"]),
  row("Goldman Sachs", "Banking", "New York", 1869, ["goldman"]),
  row("HSBC", "Banking", "London", 1865),
  row("Barclays", "Banking", "London", 1690),
  row("Tesla", "Automotive", "Austin", 2003),
  row("Siemens", "Manufacturing", "Munich", 1847),
  row("Boeing", "Aerospace", "Seattle", 1916),
  row("Pfizer", "Pharmaceuticals", "New York", 1849),
  { ...row("Kaiser Permanente", "Healthcare", "San Francisco", 1945, ["kaiser"]), where: US },
  { ...row("NHS", "Healthcare", "London", 1948, ["national health service"]), where: UK },
  { ...row("Mayo Clinic", "Healthcare", "Minneapolis", 1864), where: US },
  { ...row("Walmart", "Retail", "Dallas", 1962), where: [...US, "Canada", "Mexico"] },
  { ...row("Target", "Retail", "Minneapolis", 1902), where: US },
  { ...row("Tesco", "Retail", "London", 1919), where: UKI },
  row("IKEA", "Retail", "Stockholm", 1943),
  row("DHL", "Logistics", "Cologne", 1969),
  row("Maersk", "Logistics", "Copenhagen", 1904),
  row("FedEx", "Logistics", "Nashville", 1971),
  row("Marriott", "Hospitality", "Washington", 1927),
  row("Hilton", "Hospitality", "Washington", 1919),
  row("Bechtel", "Construction", "Washington", 1898),
  // Oil majors, grocers and high-street retailers, law firms, hospital groups, postal services, airlines and
  // carmakers that requests name as former employers.
  ...[
    row("Shell", "Energy", "London", 1907),
    row("BP", "Energy", "London", 1909, ["british petroleum"]),
    row("ExxonMobil", "Energy", "Houston", 1999, ["exxon", "exxon mobil", "mobil"]),
    row("Chevron", "Energy", "Houston", 1879),
    row("TotalEnergies", "Energy", "Paris", 1924),
    row("Equinor", "Energy", "Stavanger", 1972, ["statoil"]),
    { ...row("Aldi", "Retail", "Essen", 1946), where: ALDI },
    { ...row("Lidl", "Retail", "Stuttgart", 1973), where: LIDL },
    { ...row("Sainsbury's", "Retail", "London", 1869, ["sainsburys", "sainsbury"]), where: UK },
    { ...row("Asda", "Retail", "Leeds", 1965), where: UK },
    { ...row("Morrisons", "Retail", "Leeds", 1899), where: UK },
    { ...row("Marks & Spencer", "Retail", "London", 1884, ["m&s", "marks and spencer"]), where: UKI },
    {
      ...row("Primark", "Retail", "Dublin", 1969, ["penneys"]),
      where: [...UKI, "Spain", "Germany", "Netherlands", "France"],
    },
    row("Costco", "Retail", "Seattle", 1983),
    {
      ...row("Home Depot", "Retail", "Atlanta", 1978, ["the home depot"]),
      where: [...US, "Canada", "Mexico"],
    },
    row("Carrefour", "Retail", "Paris", 1959),
    row("Starbucks", "Hospitality", "Seattle", 1971),
    row("McDonald's", "Hospitality", "Chicago", 1940, ["mcdonalds"]),
    row("Four Seasons", "Hospitality", "Toronto", 1960, ["four seasons hotels"], "5001-10000"),
    { ...row("Royal Mail", "Logistics", "London", 1516), where: UK },
    row("Linklaters", "Legal Services", "London", 1838, [], "5001-10000"),
    row("Clifford Chance", "Legal Services", "London", 1987, [], "5001-10000"),
    row("Freshfields", "Legal Services", "London", 1743, ["freshfields bruckhaus deringer"], "5001-10000"),
    row("Allen & Overy", "Legal Services", "London", 1930, ["allen and overy", "a&o shearman"], "5001-10000"),
    row("Baker McKenzie", "Legal Services", "Chicago", 1949),
    row("Latham & Watkins", "Legal Services", "Los Angeles", 1934, ["latham"], "5001-10000"),
    row("Kirkland & Ellis", "Legal Services", "Chicago", 1909, ["kirkland"], "5001-10000"),
    row("DLA Piper", "Legal Services", "London", 2005),
    { ...row("HCA Healthcare", "Healthcare", "Nashville", 1968, ["hca"]), where: [...US, ...UK] },
    { ...row("Cleveland Clinic", "Healthcare", "Cleveland", 1921), where: US },
    { ...row("Bupa", "Healthcare", "London", 1947), where: [...UK, "Australia", "Spain", "New Zealand"] },
    {
      ...row("Ramsay Health Care", "Healthcare", "Sydney", 1964, ["ramsay"]),
      where: ["Australia", ...UK, "France"],
    },
    row("Emirates", "Airlines", "Dubai", 1985),
    row("Qatar Airways", "Airlines", "Doha", 1993, [], "10001+"),
    row("Lufthansa", "Airlines", "Frankfurt", 1953),
    row("British Airways", "Airlines", "London", 1974),
    row("Volvo Cars", "Automotive", "Gothenburg", 1927, ["volvo"]),
    row("BMW", "Automotive", "Munich", 1916),
    row("Toyota", "Automotive", "Tokyo", 1937),
  ].map((k): KnownEmployer => ({ ...k, topUpOnly: true })),
];
