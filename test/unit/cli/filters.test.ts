import { describe, expect, it } from "vitest";
import { findCommandLine, shellQuote } from "../../../src/cli/commands/find/command-line.js";
import { UsageError } from "../../../src/cli/errors.js";
import {
  canonicalEnum,
  checkQuery,
  compactQuery,
  mergeQueries,
  parseQueryText,
  queryFromFlags,
  queryToFlags,
  splitList,
} from "../../../src/cli/flags/filters.js";

describe("queryFromFlags", () => {
  it.each([
    [{ title: ["a,b", "c"] }, { titleIncludes: ["a", "b", "c"] }],
    [{ title: [" ", ""] }, {}],
    [{ seniority: ["senior", "VP,cxo"] }, { seniorityLevels: ["Senior", "VP", "CXO"] }],
    [{ headcount: ["10001+"] }, { headcountRanges: ["10001+"] }],
    [{ keywords: "  " }, {}],
    [
      { minYears: 0, maxYears: 5 },
      { minYearsExperience: 0, maxYearsExperience: 5 },
    ],
    [{ pastEmployers: true }, { currentEmployersOnly: false }],
    [
      { recentlyChangedJobs: true, verifiedEmail: true },
      { recentlyChangedJobs: true, verifiedEmailOnly: true },
    ],
    [{ skill: ["Rust", "rust", "Rust"] }, { skills: ["Rust", "rust"] }],
  ])("%j → %j", (flags, query) => {
    expect(queryFromFlags(flags)).toEqual(query);
  });

  it.each([
    [{ seniority: ["guru"] }, /--seniority: "guru" is not allowed; use one of: Owner, Founder, CXO/],
    [{ headcount: ["11-49"] }, /--headcount: "11-49" is not allowed; use one of: 1-10, 11-50/],
  ])("refuses %j", (flags, message) => {
    expect(() => queryFromFlags(flags)).toThrow(UsageError);
    expect(() => queryFromFlags(flags)).toThrow(message);
  });
});

describe("parseQueryText", () => {
  it.each([
    ['{"titleIncludes":["x"]}', { titleIncludes: ["x"] }],
    ['{"seniorityLevels":["senior"]}', { seniorityLevels: ["Senior"] }],
    ['{"query":{"locations":["Paris"]},"credits":{"charged":1,"balance":3}}', { locations: ["Paris"] }],
  ])("%s", async (text, query) => {
    await expect(parseQueryText(text, "--query f")).resolves.toEqual(query);
  });
  it.each([
    ["{", /--query f is not valid JSON \(it ends too early, at line 1, column 2\)$/],
    ['{"a":1}', /--query f: unknown field "a"/],
    ['{"a":1,"b":2}', /unknown fields "a", "b"/],
    ['{"minYearsExperience":"3"}', /minYearsExperience/],
    ['{"seniorityLevels":["x"]}', /seniorityLevels: "x" is not allowed/],
    ["null", /must hold a JSON object/],
    ["[1]", /not an array/],
  ])("refuses %s", async (text, message) => {
    await expect(parseQueryText(text, "--query f")).rejects.toThrow(message);
  });
});

describe("checkQuery, merge and compact", () => {
  it.each([
    [{}, /no filter/],
    [{ currentEmployersOnly: false }, /no filter/],
    [
      { titleIncludes: ["x"], minYearsExperience: 9, maxYearsExperience: 2 },
      /--min-years 9 is above --max-years 2/,
    ],
    // Years are never negative: --query FILE and --query - are held to what the flags are.
    [{ titleIncludes: ["x"], minYearsExperience: -5 }, /--min-years must be at least 0 \(got -5\)/],
    [{ titleIncludes: ["x"], maxYearsExperience: -0.5 }, /--max-years must be at least 0 \(got -0.5\)/],
  ])("refuses %j", async (q, message) => {
    await expect(checkQuery(q)).rejects.toThrow(message);
  });
  it("flags win over the file, field by field", () => {
    expect(mergeQueries({ titleIncludes: ["a"], locations: ["B"] }, { locations: ["C"] })).toEqual({
      titleIncludes: ["a"],
      locations: ["C"],
    });
  });
  it("drops blank values", () => {
    expect(
      compactQuery({ keywords: " ", titleIncludes: ["", "x"], skills: [""], verifiedEmailOnly: false }),
    ).toEqual({
      titleIncludes: ["x"],
      verifiedEmailOnly: false,
    });
  });
  it.each([
    [" , ", []],
    ["a, b,,c", ["a", "b", "c"]],
    ['"Acme, Inc.",Globex', ["Acme, Inc.", "Globex"]],
    [' "a ""b"", c" , d', ['a "b", c', "d"]],
    ['6" screens,x', ['6" screens', "x"]],
  ])("splitList(%s)", (v, out) => {
    expect(splitList([v])).toEqual(out);
  });
  it("canonicalEnum is case-insensitive", () => {
    expect(canonicalEnum("cXo", ["CXO"], "--seniority")).toBe("CXO");
  });
});

describe("command lines", () => {
  it("queryToFlags round-trips through queryFromFlags", () => {
    const q = {
      keywords: "rust async",
      titleIncludes: ["engineer", "developer"],
      seniorityLevels: ["Senior" as const],
      locations: ["New York"],
      minYearsExperience: 3,
      recentlyChangedJobs: true,
      currentEmployersOnly: false,
    };
    const args = queryToFlags(q);
    const flags: Record<string, unknown> = {};
    for (let i = 0; i < args.length; i++) {
      const name = (args[i] as string).slice(2).replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      const next = args[i + 1];
      if (next === undefined || next.startsWith("--")) flags[name] = true;
      else {
        i++;
        flags[name] = ["keywords", "minYears", "maxYears"].includes(name)
          ? name === "keywords"
            ? next
            : Number(next)
          : [next];
      }
    }
    expect(queryFromFlags(flags)).toEqual(q);
  });
  it.each([
    ["plain", "plain"],
    ["New York", "'New York'"],
    ["it's", "'it'\\''s'"],
    ["a,b", "a,b"],
  ])("shellQuote(%s)", (a, q) => {
    expect(shellQuote(a)).toBe(q);
  });
  it("rebuilds the command with filters as flags, dropping --query/--prompt/--cursor/--resume/--force", () => {
    const line = findCommandLine(
      [
        "--sandbox",
        "find",
        "--query",
        "-",
        "--prompt=rust people",
        "--title",
        "x",
        "--limit",
        "50",
        "--cursor",
        "OLD",
        "--force",
        "-o",
        "out file.csv",
        "--all",
      ],
      { titleIncludes: ["x"], locations: ["Berlin"] },
      { resume: true },
    );
    expect(line).toBe(
      "people --sandbox find --title x --location Berlin --limit 50 -o 'out file.csv' --all --resume",
    );
    expect(findCommandLine(["find", "--title", "x"], { titleIncludes: ["x"] }, { cursor: "C1" })).toBe(
      "people find --title x --cursor C1",
    );
  });
});
