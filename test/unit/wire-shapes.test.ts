// The zod-free check of wire shapes (src/api/wire-shapes.ts) against zod itself: the shapes file is what
// the schemas say today, and the check never accepts what zod refuses, nor returns anything but what zod
// returns (key order included, since the CLI prints some of these values as they are).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  AgenticSearchResponseSchema,
  BalanceSchema,
  PeopleSearchRequestSchema,
  PeopleSearchResponseSchema,
  StructuredQuerySchema,
  TranslateResponseSchema,
  wireShapes,
} from "../../src/api/schemas.js";
import { fitShape, NO_FIT, WIRE_SHAPES, type WireShapeName } from "../../src/api/wire-shapes.js";

const SCHEMAS: Record<WireShapeName, ZodType> = {
  BalanceSchema,
  TranslateResponseSchema,
  PeopleSearchResponseSchema,
  AgenticSearchResponseSchema,
  PeopleSearchRequestSchema,
  StructuredQuerySchema,
};

const person = (i: number) => ({
  name: `Person ${i}`,
  key: `p${i}`,
  location: "Berlin",
  signals: ["Rust"],
  rank: i,
  somethingNew: { nested: true },
});
const query = { locations: ["Berlin"], titleIncludes: ["engineer"], seniorityLevels: ["Senior"] };
const credits = { balance: 10, charged: 1 };

const VALID: Record<WireShapeName, unknown[]> = {
  BalanceSchema: [
    { plan: { name: "Pro", id: "pro", extra: 1 }, balance: 9, purchased: 1, planCredits: 8 },
    { balance: 0 },
  ],
  TranslateResponseSchema: [
    { credits, query },
    { query: { keywords: "x", minYearsExperience: 3 }, credits },
  ],
  PeopleSearchResponseSchema: [
    { nextCursor: "abc", profiles: [{ id: 1, z: [1] }, {}], totalCount: 2, credits, more: "kept" },
    { profiles: [], totalCount: 0, nextCursor: null, credits },
  ],
  AgenticSearchResponseSchema: [
    { people: [person(1), person(2)], answer: "Two.", companies: [{ a: 1 }], repos: [], credits },
  ],
  PeopleSearchRequestSchema: [
    { query, limit: 100 },
    { query, limit: 1, cursor: null },
    { query, cursor: "x" },
  ],
  StructuredQuerySchema: [query, { currentEmployersOnly: false, recentlyChangedJobs: true, skills: [] }],
};

/** Values near each valid one: a field dropped, retyped, emptied, out of range, or added. */
function* mutations(value: unknown, depth = 0): Generator<unknown> {
  yield null;
  yield [value];
  yield "text";
  yield 1.5;
  yield Number.POSITIVE_INFINITY;
  if (Array.isArray(value)) {
    if (value.length > 0) for (const m of mutations(value[0], depth + 1)) yield [m, ...value.slice(1)];
    yield [...value, 7];
    return;
  }
  if (value === null || typeof value !== "object" || depth > 3) return;
  const obj = value as Record<string, unknown>;
  yield { ...obj, unexpected: "field" };
  yield Object.assign(Object.create({ inherited: 1 }), obj);
  for (const key of Object.keys(obj)) {
    const { [key]: _, ...rest } = obj;
    yield rest;
    yield { ...rest, [key]: undefined };
    for (const m of mutations(obj[key], depth + 1)) yield { ...obj, [key]: m };
  }
  for (const bad of [0, 101, 2.5, "Boss", ["Boss"], ["Senior", 3]]) {
    if ("limit" in obj) yield { ...obj, limit: bad };
    if ("seniorityLevels" in obj) yield { ...obj, seniorityLevels: bad };
  }
}

describe("wire shapes", () => {
  it("are what the zod schemas say (the build rewrites src/api/wire-shapes.json)", () => {
    const file = JSON.parse(readFileSync(new URL("../../src/api/wire-shapes.json", import.meta.url), "utf8"));
    expect(file).toEqual(JSON.parse(JSON.stringify(wireShapes())));
  });

  it.each(Object.keys(VALID) as WireShapeName[])(
    "%s: agrees with zod on valid values and their neighbours",
    (name) => {
      const schema = SCHEMAS[name];
      let fitted = 0;
      let refused = 0;
      for (const valid of VALID[name]) {
        expect(fitShape(WIRE_SHAPES[name], valid)).not.toBe(NO_FIT);
        for (const value of [valid, ...mutations(valid)]) {
          const zod = schema.safeParse(value);
          const ours = fitShape(WIRE_SHAPES[name], value);
          if (ours === NO_FIT) {
            refused++;
            continue;
          }
          fitted++;
          // Whatever the quick check accepts, zod accepts, and returns the same (same key order too).
          expect(zod.success, JSON.stringify(value)).toBe(true);
          expect(JSON.stringify(ours)).toBe(JSON.stringify(zod.data));
        }
      }
      expect(fitted).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    },
  );

  it("leaves to zod any rule it does not know", () => {
    expect(fitShape({ type: "string", pattern: "^a" } as never, "abc")).toBe(NO_FIT);
    expect(fitShape({} as never, "abc")).toBe(NO_FIT);
  });

  it("hands back a profile as it is, without copying it", () => {
    const profile = { id: 1 };
    const page = { profiles: [profile], totalCount: 1, nextCursor: null, credits };
    const fitted = fitShape(WIRE_SHAPES.PeopleSearchResponseSchema, page) as typeof page;
    expect(fitted.profiles[0]).toBe(profile);
  });
});
