// Matching: companies by name, and the match set a response slices its page from (the cached matcher
// over base and top-up people is topup.ts's World).
import type { MatchSet, Profile } from "../types.js";
import type { Company } from "./columns.js";
import { KNOWN_EMPLOYERS } from "./vocab/employers.js";

/** Companies by lower-case name and by domain. */
export function companiesByName(companies: readonly Company[]): Map<string, Company> {
  const companyByLower = new Map<string, Company>();
  for (const c of companies) {
    companyByLower.set(c.name.toLowerCase(), c);
    companyByLower.set(c.domain, c);
  }
  // Well-known employers also answer to their other names ("facebook" is Meta).
  for (const k of KNOWN_EMPLOYERS) {
    const c = companyByLower.get(k.name.toLowerCase());
    if (c)
      for (const a of [...k.aliases, ...(k.names ?? []).map((n) => n.toLowerCase())])
        if (!companyByLower.has(a)) companyByLower.set(a, c);
  }
  return companyByLower;
}

/** A match set over `ids`, building profiles only for the slice asked for. */
export function matchSetOf(ids: Int32Array, profile: (i: number, origin: string) => Profile): MatchSet {
  return {
    total: ids.length,
    slice(offset: number, limit: number, origin: string): Profile[] {
      const start = Math.max(0, Math.floor(offset));
      const end = Math.min(ids.length, start + Math.max(0, Math.floor(limit)));
      const out: Profile[] = [];
      for (let k = start; k < end; k++) out.push(profile(ids[k], origin));
      return out;
    },
  };
}
