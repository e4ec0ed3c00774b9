import { describe, expect, it } from "vitest";
import { count, plural, thousands } from "../../src/output/text.js";

describe("counts in words", () => {
  it.each([
    [0, "person", "people", "0 people"],
    [1, "person", "people", "1 person"],
    [2, "person", "people", "2 people"],
    [1, "credit", undefined, "1 credit"],
    [1234, "credit", undefined, "1,234 credits"],
    [1, "year", undefined, "1 year"],
    [1, "month", undefined, "1 month"],
    [1, "company", "companies", "1 company"],
  ])("count(%d, %s)", (n, one, many, text) => expect(count(n, one, many)).toBe(text));
  it("plural picks the word alone", () => expect(plural(1, "is", "are")).toBe("is"));
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1234567, "1,234,567"],
    [-1500, "-1,500"],
    [1234.5, "1,234.5"],
  ])("thousands(%d)", (n, text) => expect(thousands(n)).toBe(text));
});
