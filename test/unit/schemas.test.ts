import { describe, expect, it } from "vitest";
import {
  describeZodError,
  PeopleSearchRequestSchema,
  StructuredQuerySchema,
  safeParseReporting,
} from "../../src/api/schemas.js";

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
