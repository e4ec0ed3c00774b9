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
  row("Kaiser Permanente", "Healthcare", "San Francisco", 1945, ["kaiser"]),
  row("NHS", "Healthcare", "London", 1948, ["national health service"]),
  row("Mayo Clinic", "Healthcare", "Minneapolis", 1864),
  row("Walmart", "Retail", "Dallas", 1962),
  row("Target", "Retail", "Minneapolis", 1902),
  row("Tesco", "Retail", "London", 1919),
  row("IKEA", "Retail", "Stockholm", 1943),
  row("DHL", "Logistics", "Cologne", 1969),
  row("Maersk", "Logistics", "Copenhagen", 1904),
  row("FedEx", "Logistics", "Nashville", 1971),
  row("Marriott", "Hospitality", "Washington", 1927),
  row("Hilton", "Hospitality", "Washington", 1919),
  row("Bechtel", "Construction", "Washington", 1898),
];
