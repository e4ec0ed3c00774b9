// Matching: companies by name, people per company, cached match sets by query, and the match set a
// response slices its page from.
import type { StructuredQuery } from "../../contract/schemas.js";
import type { MatchSet, Profile } from "../types.js";
import type { Columns, Company } from "./columns.js";
import type { SandboxDataset } from "./dataset-types.js";
import { compileQuery, type ExtraFilters, type PostingIndex } from "./query-index.js";
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
    if (c) for (const a of k.aliases) if (!companyByLower.has(a)) companyByLower.set(a, c);
  }
  return companyByLower;
}

/** People currently employed by each company, by company code. */
export function headcountSample(companyCount: number, columns: Columns): Uint32Array {
  const sampleCounts = new Uint32Array(companyCount);
  for (let i = 0; i < columns.n; i++) sampleCounts[columns.company[i]]++;
  return sampleCounts;
}

/** Matching person numbers for a query, the last few result sets kept by the query's canonical key. */
export function cachedMatcher(
  columns: Columns,
  index: PostingIndex,
  companyByLower: Map<string, Company>,
): SandboxDataset["matchIds"] {
  const cache = new Map<string, Int32Array>();
  const CACHE_SIZE = 16;
  return (query: StructuredQuery, extra: ExtraFilters = {}): Int32Array => {
    const compiled = compileQuery(query, extra, columns, index, companyByLower);
    const hit = cache.get(compiled.key);
    if (hit) {
      // Refresh recency so a page walk keeps its set while other queries come and go.
      cache.delete(compiled.key);
      cache.set(compiled.key, hit);
      return hit;
    }
    const ids = compiled.run();
    cache.set(compiled.key, ids);
    if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
    return ids;
  };
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
