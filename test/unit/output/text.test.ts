import { describe, expect, it } from "vitest";
import {
  count,
  formatMilliseconds,
  formatSeconds,
  jsonText,
  plural,
  thousands,
} from "../../../src/output/text.js";

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

describe("durations", () => {
  it.each([
    [850, "850ms"],
    [999.6, "1.0s"],
    [1234, "1.2s"],
    [59_949, "59.9s"],
    // Once rounding reaches a minute it is said in minutes (not "60.0s", nor "1m 60s").
    [59_950, "1m 00s"],
    [65_000, "1m 05s"],
    [119_600, "2m 00s"],
    [3_725_000, "1h 02m"],
    [-1, "?"],
    [Number.NaN, "?"],
  ])("formatMilliseconds(%d) = %s", (ms, text) => expect(formatMilliseconds(ms)).toBe(text));

  it.each([
    [0, {}, "0s"],
    [1.4, {}, "1s"],
    [1.4, { roundUp: true }, "2s"],
    [65, {}, "1m 05s"],
    [120, { roundUp: true }, "2m 00s"],
    [3599.5, { roundUp: true }, "1h 00m"],
    [3725, {}, "1h 02m"],
    [3725, { roundUp: true }, "1h 03m"],
    [Number.POSITIVE_INFINITY, {}, "?"],
  ])("formatSeconds(%d, %j) = %s", (s, o, text) => expect(formatSeconds(s, o)).toBe(text));
});

describe("jsonText", () => {
  it("is indented for a terminal and one line for a pipe, ending in a newline", () => {
    expect(jsonText({ a: [1] }, true)).toBe('{\n  "a": [\n    1\n  ]\n}\n');
    expect(jsonText({ a: [1] }, false)).toBe('{"a":[1]}\n');
  });
});
