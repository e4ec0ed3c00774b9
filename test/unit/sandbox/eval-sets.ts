// The labelled eval sets (test/fixtures/translate-eval-*.json, chat-eval-*.json) and their scoring per
// filter field, shared by the translate and chat eval files so that vitest can read the two in parallel.
import { readFileSync } from "node:fs";
import type { StructuredQuery } from "../../../src/contract/schemas.js";
import { conventions } from "./eval-conventions.js";

export interface EvalCase {
  prompt: string;
  current?: StructuredQuery;
  expected: StructuredQuery;
  excludeCompanies?: string[];
  category?: string;
}

export interface ChatCase {
  messages: { role: "user" | "assistant"; content: string }[];
  mode: "people" | "companies";
  expected: StructuredQuery;
  excludeCompanies?: string[];
  count?: number;
}

const load = <T>(name: string): T[] =>
  (JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), "utf8")) as { cases: T[] })
    .cases;
export const first = load<EvalCase>("translate-eval.json");
export const second = load<EvalCase>("translate-eval-2.json");
export const third = load<EvalCase>("translate-eval-3.json");
export const fourth = load<EvalCase>("translate-eval-4.json");
export const fifth = load<EvalCase>("translate-eval-5.json");
export const sixth = load<EvalCase>("translate-eval-6.json");
export const seventh = load<EvalCase>("translate-eval-7.json");
export const eighth = load<EvalCase>("translate-eval-8.json");
export const ninth = load<EvalCase>("translate-eval-9.json");
export const tenth = load<EvalCase>("translate-eval-10.json");
export const eleventh = load<EvalCase>("translate-eval-11.json");
export const twelfth = load<EvalCase>("translate-eval-12.json");
export const thirteenth = load<EvalCase>("translate-eval-13.json");
export const fourteenth = load<EvalCase>("translate-eval-14.json");
export const fifteenth = load<EvalCase>("translate-eval-15.json");
export const sixteenth = load<EvalCase>("translate-eval-16.json");
export const seventeenth = load<EvalCase>("translate-eval-17.json");
export const eighteenth = load<EvalCase>("translate-eval-18.json");
export const nineteenth = load<EvalCase>("translate-eval-19.json");
export const twentieth = load<EvalCase>("translate-eval-20.json");
export const twentyFirst = load<EvalCase>("translate-eval-21.json");
export const twentySecond = load<EvalCase>("translate-eval-22.json");
export const twentyThird = load<EvalCase>("translate-eval-23.json");
export const twentyFourth = load<EvalCase>("translate-eval-24.json");
export const twentyFifth = load<EvalCase>("translate-eval-25.json");
export const twentySixth = load<EvalCase>("translate-eval-26.json");
export const twentySeventh = load<EvalCase>("translate-eval-27.json");
export const twentyEighth = load<EvalCase>("translate-eval-28.json");
export const twentyNinth = load<EvalCase>("translate-eval-29.json");
export const thirtieth = load<EvalCase>("translate-eval-30.json");
export const thirtyFirst = load<EvalCase>("translate-eval-31.json");
export const thirtySecond = load<EvalCase>("translate-eval-32.json");
export const thirtyThird = load<EvalCase>("translate-eval-33.json");
export const thirtyFourth = load<EvalCase>("translate-eval-34.json");
export const thirtyFifth = load<EvalCase>("translate-eval-35.json");
export const thirtySixth = load<EvalCase>("translate-eval-36.json");
export const thirtySeventh = load<EvalCase>("translate-eval-37.json");
export const thirtyEighth = load<EvalCase>("translate-eval-38.json");
export const thirtyNinth = load<EvalCase>("translate-eval-39.json");
export const fortieth = load<EvalCase>("translate-eval-40.json");
export const fortyFirst = load<EvalCase>("translate-eval-41.json");
export const fortySecond = load<EvalCase>("translate-eval-42.json");
export const fortyThird = load<EvalCase>("translate-eval-43.json");
export const fortyFourth = load<EvalCase>("translate-eval-44.json");
export const fortyFifth = load<EvalCase>("translate-eval-45.json");
export const chats = load<ChatCase>("chat-eval.json");
export const chats3 = load<ChatCase>("chat-eval-3.json");
export const chats4 = load<ChatCase>("chat-eval-4.json");
export const chats5 = load<ChatCase>("chat-eval-5.json");
export const chats6 = load<ChatCase>("chat-eval-6.json");
export const chats7 = load<ChatCase>("chat-eval-7.json");
export const chats8 = load<ChatCase>("chat-eval-8.json");
export const chats9 = load<ChatCase>("chat-eval-9.json");
export const chats10 = load<ChatCase>("chat-eval-10.json");
export const chats11 = load<ChatCase>("chat-eval-11.json");
export const chats12 = load<ChatCase>("chat-eval-12.json");
export const chats13 = load<ChatCase>("chat-eval-13.json");
export const chats14 = load<ChatCase>("chat-eval-14.json");
export const chats15 = load<ChatCase>("chat-eval-15.json");
export const chats16 = load<ChatCase>("chat-eval-16.json");
export const chats17 = load<ChatCase>("chat-eval-17.json");
export const chats18 = load<ChatCase>("chat-eval-18.json");
export const chats19 = load<ChatCase>("chat-eval-19.json");
export const chats20 = load<ChatCase>("chat-eval-20.json");
export const chats21 = load<ChatCase>("chat-eval-21.json");
export const chats22 = load<ChatCase>("chat-eval-22.json");
export const chats23 = load<ChatCase>("chat-eval-23.json");
export const chats24 = load<ChatCase>("chat-eval-24.json");
export const chats25 = load<ChatCase>("chat-eval-25.json");
export const chats26 = load<ChatCase>("chat-eval-26.json");
export const chats27 = load<ChatCase>("chat-eval-27.json");
export const chats28 = load<ChatCase>("chat-eval-28.json");
export const chats29 = load<ChatCase>("chat-eval-29.json");
export const chats30 = load<ChatCase>("chat-eval-30.json");
export const chats31 = load<ChatCase>("chat-eval-31.json");
export const chats32 = load<ChatCase>("chat-eval-32.json");
export const chats33 = load<ChatCase>("chat-eval-33.json");
export const chats34 = load<ChatCase>("chat-eval-34.json");
export const chats35 = load<ChatCase>("chat-eval-35.json");
export const chats36 = load<ChatCase>("chat-eval-36.json");
export const chats37 = load<ChatCase>("chat-eval-37.json");
export const chats38 = load<ChatCase>("chat-eval-38.json");
export const chats39 = load<ChatCase>("chat-eval-39.json");
export const chats40 = load<ChatCase>("chat-eval-40.json");
export const chats41 = load<ChatCase>("chat-eval-41.json");
export const chats42 = load<ChatCase>("chat-eval-42.json");
export const chats43 = load<ChatCase>("chat-eval-43.json");
export const chats44 = load<ChatCase>("chat-eval-44.json");
export const chats45 = load<ChatCase>("chat-eval-45.json");

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
interface Row {
  field: string;
  support: number;
  precision: number;
  recall: number;
}

/** `said`: what the user said, the sentence or a conversation's user turns, for the conventions keyed to words. */
export function scoreFields(
  pairs: { label: string; said: string; got: StructuredQuery; expected: StructuredQuery }[],
) {
  const folded = scoreExact(
    pairs.map((p) => ({
      ...p,
      got: conventions(p.got, p.said),
      expected: conventions(p.expected, p.said),
    })),
  );
  const exact = scoreExact(pairs).rows;
  return { ...folded, exact };
}

function scoreExact(pairs: { label: string; got: StructuredQuery; expected: StructuredQuery }[]) {
  const perField = new Map<string, Score>();
  const misses: string[] = [];
  // Which pairs are read whole: every field of the filter set right.
  const whole = pairs.map(() => true);
  for (const [k, { label, got, expected }] of pairs.entries()) {
    const fields = new Set([...Object.keys(got), ...Object.keys(expected)]) as Set<keyof StructuredQuery>;
    for (const f of fields) {
      const g = items(got, f);
      const e = items(expected, f);
      const s = perField.get(f) ?? { tp: 0, fp: 0, fn: 0 };
      for (const x of g) {
        if (e.has(x)) s.tp++;
        else s.fp++;
      }
      for (const x of e) if (!g.has(x)) s.fn++;
      perField.set(f, s);
      if ([...g].some((x) => !e.has(x)) || [...e].some((x) => !g.has(x))) {
        misses.push(`${label} | ${f}: got ${JSON.stringify([...g])}, expected ${JSON.stringify([...e])}`);
        whole[k] = false;
      }
    }
  }
  const rows: Row[] = [...perField.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([field, s]) => ({
      field,
      support: s.tp + s.fn,
      precision: s.tp + s.fp === 0 ? 1 : s.tp / (s.tp + s.fp),
      recall: s.tp + s.fn === 0 ? 1 : s.tp / (s.tp + s.fn),
    }));
  return { rows, misses, whole };
}

export function printRows(title: string, rows: Row[], misses: string[], exact: Row[] = []): void {
  const table = rows
    .map((r) => {
      const e = exact.find((x) => x.field === r.field);
      const raw = e ? `   (exact P ${e.precision.toFixed(3)}  R ${e.recall.toFixed(3)})` : "";
      return `${r.field.padEnd(22)} ${String(r.support).padStart(4)}  P ${r.precision.toFixed(3)}  R ${r.recall.toFixed(3)}${raw}`;
    })
    .join("\n");
  console.log(`${title}\nfield                  supp  precision  recall\n${table}`);
  if (misses.length > 0) console.log(`misses:\n${misses.join("\n")}`);
}
