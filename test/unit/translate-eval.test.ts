// Scores translate against a hand-labelled set of recruiter and sales sentences: precision and recall per
// filter field, each at least 0.9. The table is printed so a regression shows which field slipped.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { StructuredQuery } from "../../src/api/schemas.js";
import { translateSentence } from "../../src/sandbox/translate.js";

interface EvalCase {
  prompt: string;
  current?: StructuredQuery;
  expected: StructuredQuery;
}

const { cases } = JSON.parse(
  readFileSync(new URL("../fixtures/translate-eval.json", import.meta.url), "utf8"),
) as { cases: EvalCase[] };

/** A field's value as a set of comparable items: list items, or the single scalar. */
function items(q: StructuredQuery, field: keyof StructuredQuery): Set<string> {
  const v = q[field];
  if (v === undefined) return new Set();
  if (Array.isArray(v)) return new Set(v.map((x) => x.toLowerCase()));
  return new Set([String(v).toLowerCase()]);
}

interface Score {
  tp: number;
  fp: number;
  fn: number;
}

function scoreTranslate(all: EvalCase[]) {
  const perField = new Map<string, Score>();
  const misses: string[] = [];
  for (const c of all) {
    const got = translateSentence(c.prompt, c.current);
    const fields = new Set([...Object.keys(got), ...Object.keys(c.expected)]) as Set<keyof StructuredQuery>;
    for (const f of fields) {
      const g = items(got, f);
      const e = items(c.expected, f);
      const s = perField.get(f) ?? { tp: 0, fp: 0, fn: 0 };
      for (const x of g) {
        if (e.has(x)) s.tp++;
        else s.fp++;
      }
      for (const x of e) if (!g.has(x)) s.fn++;
      perField.set(f, s);
      if ([...g].some((x) => !e.has(x)) || [...e].some((x) => !g.has(x))) {
        misses.push(`${c.prompt} | ${f}: got ${JSON.stringify([...g])}, expected ${JSON.stringify([...e])}`);
      }
    }
  }
  const rows = [...perField.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, s]) => ({
      field,
      support: s.tp + s.fn,
      precision: s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp),
      recall: s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn),
    }));
  return { rows, misses };
}

describe("translate evaluation set", () => {
  it("has at least 60 labelled sentences, some of them amendments", () => {
    expect(cases.length).toBeGreaterThanOrEqual(60);
    expect(cases.filter((c) => c.current).length).toBeGreaterThanOrEqual(8);
  });

  it("scores at least 0.9 precision and recall on every field", () => {
    const { rows, misses } = scoreTranslate(cases);
    const table = rows
      .map(
        (r) =>
          `${r.field.padEnd(22)} ${String(r.support).padStart(4)}  P ${r.precision.toFixed(3)}  R ${r.recall.toFixed(3)}`,
      )
      .join("\n");
    console.log(
      `translate eval (${cases.length} sentences)\nfield                  supp  precision  recall\n${table}`,
    );
    if (misses.length > 0) console.log(`misses:\n${misses.join("\n")}`);
    for (const r of rows) {
      expect(r.precision, `${r.field} precision`).toBeGreaterThanOrEqual(0.9);
      expect(r.recall, `${r.field} recall`).toBeGreaterThanOrEqual(0.9);
    }
  });
});
