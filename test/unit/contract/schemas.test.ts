import { describe, expect, it } from "vitest";
import { FILTER_FIELD_NAMES as STRUCTURED_QUERY_FIELDS } from "../../../src/contract/filters.js";
import { MAX_LIMIT } from "../../../src/contract/limits.js";
import {
  describeZodError,
  PeopleSearchRequestSchema,
  PeopleSearchResponseSchema,
  StructuredQuerySchema,
  safeParseReporting,
  TranslateResponseSchema,
} from "../../../src/contract/schemas.js";

describe("describeZodError", () => {
  it("names the field, the bad value and the allowed list for an enum", () => {
    const q = { seniorityLevels: ["Senior", "Boss"] };
    const r = StructuredQuerySchema.safeParse(q);
    expect(r.success).toBe(false);
    const m = describeZodError(r.error!, "query", q);
    expect(m).toBe(
      'query.seniorityLevels.1: "Boss" is not allowed; use one of: Owner, Founder, CXO, Partner, VP, Director, Manager, Senior, Entry',
    );
  });

  it("finds the value itself when parsed with reportInput", () => {
    const r = safeParseReporting(StructuredQuerySchema, { headcountRanges: ["huge"] });
    expect(describeZodError(r.error!)).toMatch(
      /^headcountRanges\.0: "huge" is not allowed; use one of: 1-10, /,
    );
  });

  it("names unknown fields and lists the allowed ones", () => {
    const r = StructuredQuerySchema.safeParse({ title: ["x"] });
    expect(describeZodError(r.error!, "", undefined, StructuredQuerySchema)).toMatch(
      /unknown field "title"; allowed fields: keywords, titleIncludes/,
    );
  });

  it("names a field of the wrong type", () => {
    const r = StructuredQuerySchema.safeParse({ minYearsExperience: "five" });
    expect(describeZodError(r.error!)).toMatch(/^minYearsExperience: /);
  });
});

describe("describeZodError with the schema", () => {
  it("lists the fields allowed where the unknown one was found", () => {
    const r = PeopleSearchRequestSchema.safeParse({ query: { title: ["x"] } });
    expect(describeZodError(r.error!, "", undefined, PeopleSearchRequestSchema)).toMatch(
      /^query: unknown field "title"; allowed fields: keywords, titleIncludes, /,
    );
  });

  it("says nothing about allowed fields when it does not know the schema", () => {
    const r = StructuredQuerySchema.safeParse({ bogus: 1 });
    expect(describeZodError(r.error!)).toBe('unknown field "bogus"');
  });
});

describe("the schemas (zod/mini)", () => {
  it("word issues in zod's English, not zod/mini's bare default", () => {
    const r = StructuredQuerySchema.safeParse({ minYearsExperience: "five" });
    expect(describeZodError(r.error!)).toBe(
      "minYearsExperience: Invalid input: expected number, received string",
    );
    const limit = PeopleSearchRequestSchema.safeParse({ query: { keywords: "x" }, limit: 2.5 });
    expect(describeZodError(limit.error!)).toBe("limit: Invalid input: expected int, received number");
    const big = PeopleSearchRequestSchema.safeParse({ query: { keywords: "x" }, limit: MAX_LIMIT + 1 });
    expect(describeZodError(big.error!)).toBe(`limit: Too big: expected number to be <=${MAX_LIMIT}`);
  });

  it("list the filter set's fields in the schema's order", () => {
    expect(STRUCTURED_QUERY_FIELDS.slice(0, 3)).toEqual(["keywords", "titleIncludes", "titleExcludes"]);
    expect(STRUCTURED_QUERY_FIELDS).toHaveLength(15);
  });

  it("return a response with its fields in the schema's order and any extra field kept", () => {
    const r = TranslateResponseSchema.parse({
      credits: { balance: 2, charged: 1 },
      query: { locations: ["Berlin"], titleIncludes: ["engineer"] },
      note: "new",
    });
    expect(JSON.stringify(r)).toBe(
      '{"query":{"titleIncludes":["engineer"],"locations":["Berlin"]},"credits":{"charged":1,"balance":2},"note":"new"}',
    );
  });

  it("hand back a profile as it is, without walking or copying it", () => {
    const profile = { id: 1, nested: { deep: [1, 2] } };
    const page = {
      profiles: [profile],
      totalCount: 1,
      nextCursor: null,
      credits: { charged: 1, balance: 1 },
    };
    expect(PeopleSearchResponseSchema.parse(page).profiles[0]).toBe(profile);
  });
});
