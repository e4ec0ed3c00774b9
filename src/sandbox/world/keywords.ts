// Keywords over the headline, and the byte masks the filters test codes against.
import { type Columns, type Company, NONE8, SKILL_SLOTS } from "./columns.js";
import { SKILLS } from "./tables.js";
import { titleMask } from "./title-codes.js";
import { TAGLINES } from "./vocab.js";

/** A byte per code, 1 for the codes given. */
export function maskOf(size: number, codes: Iterable<number>): Uint8Array {
  const m = new Uint8Array(size);
  for (const c of codes) m[c] = 1;
  return m;
}

/** A word without the punctuation around it ("c++" and "c#" keep theirs). */
export function stripWord(w: string): string {
  return w.replace(/^[^\p{L}\p{N}+#]+|[^\p{L}\p{N}+#]+$/gu, "");
}

/**
 * Headline = "<title> at <company> · <skill>, <skill> · <tagline>". Words never span those parts, so a
 * word is in the headline exactly when it is in one of them; each part is a small table to precompute.
 */
export function keywordPredicate(
  words: string[],
  cols: Columns,
  companyByLower: Map<string, Company>,
): (i: number) => boolean {
  const companyNames = [...new Set([...companyByLower.values()].map((c) => c))].sort(
    (a, b) => a.code - b.code,
  );
  const checks = words.map((w) => {
    if ("at".includes(w)) return () => true;
    const titles = titleMask([w]);
    const comps = maskOf(
      companyNames.length,
      companyNames.flatMap((c) => (c.name.toLowerCase().includes(w) ? [c.code] : [])),
    );
    const skills = maskOf(
      256,
      SKILLS.flatMap((s, c) => (s.toLowerCase().includes(w) ? [c] : [])),
    );
    const tags = maskOf(
      256,
      TAGLINES.flatMap((t, c) => (t.toLowerCase().includes(w) ? [c] : [])),
    );
    return (i: number): boolean => {
      if (titles[cols.title[i]] || comps[cols.company[i]] || tags[cols.tagline[i]]) return true;
      // Only the first two listed skills appear in the headline.
      let seen = 0;
      for (let k = 0; k < SKILL_SLOTS && seen < 2; k++) {
        const s = cols.skills[i * SKILL_SLOTS + k];
        if (s === NONE8) break;
        seen++;
        if (skills[s]) return true;
      }
      return false;
    };
  });
  return (i) => checks.every((c) => c(i));
}
