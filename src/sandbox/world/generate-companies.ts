// Generating the world's companies: their industry, size band and headquarters, and how many a population
// of a given size works for.
import { HEADCOUNT_RANGES } from "../../contract/filters.js";
import type { Company } from "./columns.js";
import { METROS } from "./metros.js";
import { cumulate, pickWeighted, type Rng } from "./prng.js";
import { KNOWN_EMPLOYERS } from "./vocab/employers.js";
import { COMPANY_CODAS, COMPANY_ONSETS, HEADCOUNT_SHARE, INDUSTRIES } from "./vocab.js";

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

/**
 * `s` in one piece. V8 keeps a string built with + or a template as a tree of its parts, and once something
 * reads it whole, the tree and a flat copy: some 50 bytes a string more. The world holds a name and a domain
 * for each of its 30,000-odd companies (at a million people) for the whole run; a replacement writes its
 * result out flat.
 */
function flat(s: string): string {
  return s.replace(/^/, "");
}

/** Companies headquartered beyond the hubs, as a share of the hubs' companies. */
const REGIONAL_COMPANIES = 0.25;

export function generateCompanies(rng: Rng, count: number, beyond = 1): Company[] {
  const bandCum = cumulate(HEADCOUNT_RANGES.map((b) => HEADCOUNT_SHARE[b]));
  const industryCum = cumulate(INDUSTRIES.map((i) => i.weight));
  // Headquarters: the hubs' companies first, placed among the hubs alone, then a few beyond them.
  const hubs = METROS.flatMap((c, i) => (c.hub ? [i] : []));
  const regional = METROS.flatMap((c, i) => (c.hub ? [] : [i]));
  const hubCum = cumulate(hubs.map((i) => METROS[i].weight));
  const regionalCum = cumulate(regional.map((i) => METROS[i].weight));
  const total = count + (regional.length > 0 ? Math.round(count * REGIONAL_COMPANIES * beyond) : 0);
  const used = new Set<string>();
  const companies: Company[] = [];
  for (let code = 0; code < total; code++) {
    const bandCode = pickWeighted(bandCum, rng.next());
    // The first companies cover every industry once, so even a small data set has employers of each kind.
    const drawn = pickWeighted(industryCum, rng.next());
    const industryCode = code < INDUSTRIES.length ? code : drawn;
    const u = rng.next();
    const cityCode = code < count ? hubs[pickWeighted(hubCum, u)] : regional[pickWeighted(regionalCum, u)];
    const industry = INDUSTRIES[industryCode];
    let name = "";
    for (let attempt = 0; attempt < 50 && (name === "" || used.has(name)); attempt++) {
      const stem = rng.pick(COMPANY_ONSETS) + rng.pick(COMPANY_CODAS);
      name = rng.chance(0.6) ? `${stem} ${rng.pick(industry.suffixes)}` : stem;
      if (attempt > 20) name = `${name} ${rng.pick(industry.suffixes)}`;
    }
    // Past the table's combinations a numbered suffix keeps names unique; still clearly invented.
    if (used.has(name)) name = `${name} ${code}`;
    used.add(name);
    const headcount = HEADCOUNT_RANGES[bandCode];
    // Small companies are young; big ones have been around.
    const founded =
      bandCode <= 2 ? rng.range(2012, 2024) : bandCode <= 5 ? rng.range(1998, 2018) : rng.range(1960, 2010);
    companies.push({
      code,
      name: flat(name),
      domain: flat(`${slug(name)}.example`),
      industry: industry.name,
      industryCode,
      headcount,
      bandCode,
      city: METROS[cityCode].city,
      country: METROS[cityCode].country,
      cityCode,
      founded,
    });
  }
  const metroCode = new Map<string, number>();
  METROS.forEach((m, code) => {
    if (!metroCode.has(m.city)) metroCode.set(m.city, code);
  });
  for (const known of KNOWN_EMPLOYERS)
    companies.push(knownCompany(known, companies.length, used, metroCode.get(known.city) ?? -1));
  return companies;
}

/** A well-known employer as a company of the world: its common name, an `.example` domain, no draws. */
function knownCompany(
  k: (typeof KNOWN_EMPLOYERS)[number],
  code: number,
  used: Set<string>,
  cityCode: number,
): Company {
  const industryCode = INDUSTRIES.findIndex((i) => i.name === k.industry);
  const name = used.has(k.name) ? `${k.name} ${code}` : k.name;
  return {
    code,
    name,
    domain: flat(`${slug(name)}.example`),
    industry: k.industry,
    industryCode,
    headcount: k.headcount,
    bandCode: HEADCOUNT_RANGES.indexOf(k.headcount),
    city: METROS[cityCode].city,
    country: METROS[cityCode].country,
    cityCode,
    founded: k.founded,
  };
}

/** How many companies a population of `n` people works for: one per fifty people, within bounds. */
export function companyCountFor(n: number): number {
  return Math.max(300, Math.min(25_000, Math.round(n / 50)));
}
