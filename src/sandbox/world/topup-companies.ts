// Local employers for the top-up: most companies have their headquarters in a hub, so a top-up metro
// often has no company of the industries its people work in ("logistics companies in Rotterdam"). Each
// metro with cells gets one company of each industry it lacks (every industry in a metro of 1M or more,
// the everyday ones in smaller metros), appended after the base companies so no base draw moves.
import { HEADCOUNT_RANGES } from "../../contract/filters.js";
import type { Company } from "./columns.js";
import { isLate } from "./known-home.js";
import { cumulate, hashString, pickWeighted, Rng } from "./prng.js";
import { METROS } from "./tables.js";
import { COMPANY_CODAS, COMPANY_ONSETS, HEADCOUNT_SHARE, INDUSTRIES } from "./vocab.js";

/** Industries a metro below 1M still has an employer of: where the trades, clinics and public services work. */
const EVERYDAY = [
  "Healthcare",
  "Retail",
  "Logistics",
  "Construction",
  "Manufacturing",
  "Hospitality",
  "Education",
  "Government",
  "Banking",
  "Legal Services",
  "Real Estate",
  "Consulting",
];

/** Company codes are 16-bit and 0xffff marks "none": stop short of it whatever the world's size. */
const MAX_COMPANIES = 0xfff0;

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/** Appends the local companies to `companies` (in place) for the metros given, in a fixed order. */
export function addLocalCompanies(seed: string, companies: Company[], metros: Int32Array): void {
  // A late well-known employer takes no local draw (known-home.ts): its metro keeps its local company.
  const base = companies.length;
  const present = new Set(
    companies.filter((c) => !isLate(c.code, base)).map((c) => `${c.cityCode}:${c.industryCode}`),
  );
  const names = new Set(companies.map((c) => c.name.toLowerCase()));
  const everyday = EVERYDAY.map((n) => INDUSTRIES.findIndex((i) => i.name === n)).filter((i) => i >= 0);
  const all = INDUSTRIES.map((_, i) => i);
  const bandCum = cumulate(HEADCOUNT_RANGES.map((b, k) => (k >= 2 && k <= 5 ? HEADCOUNT_SHARE[b] : 0)));
  for (const m of metros) {
    const metro = METROS[m];
    const industries = metro.population >= 1_000_000 || metro.population === 0 ? all : everyday;
    for (const ind of industries) {
      if (present.has(`${m}:${ind}`) || companies.length >= MAX_COMPANIES) continue;
      const industry = INDUSTRIES[ind];
      // Each company is its own stream: the same metro and industry give the same company in any world.
      const rng = new Rng(hashString(`local:${seed}:${metro.city}:${metro.country}:${industry.name}`));
      let name = `${rng.pick(COMPANY_ONSETS)}${rng.pick(COMPANY_CODAS)} ${rng.pick(industry.suffixes)}`;
      if (names.has(name.toLowerCase())) name = `${name} ${metro.city.split(",")[0]}`;
      if (names.has(name.toLowerCase())) name = `${name} ${companies.length}`;
      names.add(name.toLowerCase());
      const bandCode = pickWeighted(bandCum, rng.next());
      companies.push({
        code: companies.length,
        name,
        domain: `${slug(name)}.example`,
        industry: industry.name,
        industryCode: ind,
        headcount: HEADCOUNT_RANGES[bandCode],
        bandCode,
        city: metro.city,
        country: metro.country,
        cityCode: m,
        founded: rng.range(1975, 2018),
      });
    }
  }
}
