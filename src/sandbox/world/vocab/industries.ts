// The world's industries and the headcount bands of its companies: how big a company of each band is and
// how common each band is.
import type { HeadcountRange } from "../../../contract/filters.js";

export interface Industry {
  name: string;
  /** Lower-case words and phrases that name the industry in a sentence. */
  aliases: string[];
  /** Words company names in this industry are built from. */
  suffixes: string[];
  weight: number;
}

export const INDUSTRIES: readonly Industry[] = [
  {
    name: "Fintech",
    aliases: ["fintech", "fintechs", "financial technology", "neobank", "neobanks"],
    suffixes: ["Finance", "Capital", "Bank", "Money", "Ledger"],
    weight: 8,
  },
  {
    name: "Payments",
    aliases: ["payments", "payment", "payment processing"],
    suffixes: ["Pay", "Payments", "Checkout", "Transfer"],
    weight: 5,
  },
  {
    name: "Healthcare",
    aliases: [
      "healthcare",
      "health care",
      "healthtech",
      "health tech",
      "digital health",
      "hospitals",
      "hospital",
      "health systems",
      "clinics",
      "medical practices",
    ],
    suffixes: ["Health", "Care", "Clinic", "Medical"],
    weight: 11,
  },
  {
    name: "Biotech",
    aliases: ["biotech", "biotechnology", "life sciences"],
    suffixes: ["Bio", "Therapeutics", "Genomics"],
    weight: 4,
  },
  {
    name: "E-commerce",
    aliases: ["e-commerce", "ecommerce", "online retail", "retail"],
    suffixes: ["Shop", "Commerce", "Goods", "Market"],
    weight: 7,
  },
  {
    name: "Developer Tools",
    aliases: ["developer tools", "devtools", "dev tools", "developer tooling"],
    suffixes: ["Dev", "Code", "Stack", "Build"],
    weight: 5,
  },
  {
    name: "Cybersecurity",
    aliases: [
      "cybersecurity",
      "cyber security",
      "infosec",
      "security companies",
      "security startups",
      "security firms",
    ],
    suffixes: ["Security", "Shield", "Guard", "Secure"],
    weight: 5,
  },
  {
    name: "Education",
    aliases: ["edtech", "education", "ed tech", "e-learning", "universities", "colleges"],
    suffixes: ["Learning", "Academy", "Classroom", "Edu"],
    weight: 6,
  },
  {
    name: "Logistics",
    aliases: ["logistics", "supply chain", "shipping", "freight"],
    suffixes: ["Logistics", "Freight", "Routes", "Cargo"],
    weight: 4,
  },
  {
    name: "Climate Tech",
    // Not "energy": the energy trade (oil, gas, utilities) is wider than climate tech, and has no companies here.
    aliases: ["climate tech", "climate", "cleantech", "clean tech", "renewable energy", "clean energy"],
    suffixes: ["Energy", "Solar", "Carbon", "Grid"],
    weight: 4,
  },
  {
    name: "Gaming",
    aliases: ["gaming", "games", "game studios", "video games"],
    suffixes: ["Games", "Studios", "Play", "Interactive"],
    weight: 3,
  },
  {
    name: "Media",
    aliases: ["media", "publishing", "streaming"],
    suffixes: ["Media", "Press", "Stream", "Studio"],
    weight: 3,
  },
  {
    name: "Insurance",
    aliases: ["insurance", "insurtech", "insurers", "insurer", "insurance carriers", "insurance carrier"],
    suffixes: ["Insurance", "Assurance", "Cover", "Mutual"],
    weight: 3,
  },
  {
    name: "Real Estate",
    aliases: ["real estate", "proptech", "property"],
    suffixes: ["Homes", "Estates", "Property", "Spaces"],
    weight: 3,
  },
  {
    name: "Artificial Intelligence",
    aliases: [
      "artificial intelligence",
      "ai companies",
      "ai startups",
      "ai labs",
      "ai company",
      "ai startup",
      "ai",
    ],
    suffixes: ["AI", "Intelligence", "Neural", "Labs"],
    weight: 6,
  },
  {
    name: "SaaS",
    aliases: ["saas", "b2b software", "enterprise software"],
    suffixes: ["Software", "Cloud", "Systems", "HQ"],
    weight: 9,
  },
  {
    name: "Marketplaces",
    aliases: ["marketplaces", "marketplace"],
    suffixes: ["Market", "Exchange", "Hub"],
    weight: 3,
  },
  {
    name: "Robotics",
    aliases: ["robotics", "robots", "automation hardware"],
    suffixes: ["Robotics", "Machines", "Automation"],
    weight: 2,
  },
  {
    name: "Telecommunications",
    aliases: ["telecommunications", "telecom", "telco"],
    suffixes: ["Telecom", "Networks", "Connect"],
    weight: 2,
  },
  {
    name: "Consulting",
    aliases: ["consulting", "consultancy", "consultancies", "professional services"],
    suffixes: ["Consulting", "Partners", "Advisory", "Group"],
    weight: 4,
  },
  {
    name: "Legal Services",
    aliases: ["legal services", "law firms", "law firm", "legal firms", "law practices"],
    suffixes: ["Law", "Legal", "Chambers", "Law Group"],
    weight: 2,
  },
  {
    name: "Venture Capital",
    aliases: ["venture capital", "vc firms", "vc firm", "vc", "venture firms"],
    suffixes: ["Ventures", "Capital Partners", "Fund"],
    weight: 1,
  },
  // Beyond tech: the employers of most of the people recruiters hire.
  {
    name: "Banking",
    aliases: ["banking", "bank", "banks", "retail banking", "investment banks", "private banks"],
    suffixes: ["Bank", "Bancorp", "Trust", "Savings"],
    weight: 3,
  },
  {
    name: "Construction",
    aliases: ["construction", "builders", "homebuilders", "construction firms"],
    suffixes: ["Construction", "Builders", "Structures", "Contracting"],
    weight: 2,
  },
  {
    name: "Manufacturing",
    aliases: ["manufacturing", "manufacturers", "factories", "industrial companies"],
    suffixes: ["Industries", "Manufacturing", "Works", "Fabrication"],
    weight: 2,
  },
  {
    name: "Pharmaceuticals",
    aliases: ["pharmaceuticals", "pharmaceutical", "pharma", "drug companies", "drugmakers"],
    suffixes: ["Pharma", "Pharmaceuticals", "Medicines"],
    weight: 1,
  },
  {
    name: "Hospitality",
    aliases: ["hospitality", "hotels", "hotel", "restaurants", "restaurant groups", "tourism"],
    suffixes: ["Hotels", "Hospitality", "Resorts", "Kitchens"],
    weight: 1,
  },
  {
    name: "Automotive",
    aliases: ["automotive", "car companies", "carmakers", "automakers", "car makers"],
    suffixes: ["Motors", "Automotive", "Mobility"],
    weight: 1,
  },
  {
    name: "Aerospace",
    aliases: ["aerospace", "defense", "defence", "space companies"],
    suffixes: ["Aerospace", "Aviation", "Orbital"],
    weight: 0.5,
  },
  {
    name: "Government",
    aliases: ["government", "public sector", "the public sector", "government agencies", "local government"],
    suffixes: ["Agency", "Authority", "Council"],
    weight: 1,
  },
  {
    name: "Nonprofit",
    aliases: ["nonprofit", "nonprofits", "non-profit", "non-profits", "charities", "charity", "ngos", "ngo"],
    suffixes: ["Foundation", "Alliance", "Trust"],
    weight: 0.5,
  },
  {
    name: "Retail",
    aliases: ["retail", "retailers", "retailer", "stores", "supermarkets", "grocery"],
    suffixes: ["Stores", "Market", "Goods", "Outfitters", "Supply"],
    // 2 before the three industries below took 0.8 from it: the last industry's share is the only one
    // that can pay for new industries without moving every other company's draw.
    weight: 1.2,
  },
  // Farms, energy companies and airlines employ the trades and crews the world's wider families hold; the
  // reader already names these industries ("agriculture companies", "the energy sector", "airlines").
  // They stay last, so the industries above keep every company they had.
  {
    name: "Agriculture",
    aliases: ["agriculture", "agricultural", "farming", "farms", "agritech", "agtech", "agribusiness"],
    suffixes: ["Farms", "Growers", "Harvest", "Agri"],
    weight: 0.3,
  },
  {
    name: "Energy",
    aliases: ["energy", "energy companies", "utilities", "utility companies", "power companies"],
    suffixes: ["Power", "Utilities", "Energy", "Resources"],
    weight: 0.3,
  },
  {
    name: "Airlines",
    aliases: ["airlines", "airline", "air carriers", "aviation"],
    suffixes: ["Air", "Airways", "Airlines", "Wings"],
    weight: 0.2,
  },
];

export const HEADCOUNT_TYPICAL: Record<HeadcountRange, number> = {
  "1-10": 6,
  "11-50": 30,
  "51-200": 120,
  "201-500": 350,
  "501-1000": 750,
  "1001-5000": 2500,
  "5001-10000": 7000,
  "10001+": 25000,
};
/** Upper bound of each band; the generator never puts more sampled people in a company than it employs. */
export const HEADCOUNT_CAP: Record<HeadcountRange, number> = {
  "1-10": 10,
  "11-50": 50,
  "51-200": 200,
  "201-500": 500,
  "501-1000": 1000,
  "1001-5000": 5000,
  "5001-10000": 10000,
  "10001+": 1_000_000_000,
};
/** How common each band is among companies (most companies are small). */
export const HEADCOUNT_SHARE: Record<HeadcountRange, number> = {
  "1-10": 0.18,
  "11-50": 0.24,
  "51-200": 0.2,
  "201-500": 0.12,
  "501-1000": 0.08,
  "1001-5000": 0.09,
  "5001-10000": 0.05,
  "10001+": 0.04,
};
