import { describe, expect, it } from "vitest";
import {
  cellOf,
  flatten,
  getField,
  parseFieldList,
  pickFields,
  unionOfKeys,
} from "../../../src/output/flatten.js";

describe("flatten", () => {
  it.each([
    [{ a: 1 }, { a: 1 }],
    [
      { location: { city: "Paris", country: "France" } },
      { "location.city": "Paris", "location.country": "France" },
    ],
    [{ skills: ["Go", "Rust"] }, { skills: "Go; Rust" }],
    [{ skills: [] }, { skills: "" }],
    [{ past: [{ name: "A" }, { name: "B" }] }, { past: '[{"name":"A"},{"name":"B"}]' }],
    [{ a: { b: { c: true } } }, { "a.b.c": true }],
    [{ n: null }, { n: null }],
    [{ empty: {} }, {}],
  ])("flattens %j", (input, expected) => {
    expect(flatten(input)).toEqual(expected);
  });

  it("keeps key order", () => {
    expect(Object.keys(flatten({ z: 1, a: { y: 2, b: 3 }, c: 4 }))).toEqual(["z", "a.y", "a.b", "c"]);
  });
});

describe("cellOf", () => {
  it.each([
    [undefined, null],
    ["x", "x"],
    [3, 3],
    [[1, "a", null], "1; a; "],
    [{ a: 1 }, '{"a":1}'],
  ])("%j → %j", (v, c) => {
    expect(cellOf(v)).toEqual(c);
  });
});

describe("getField and pickFields", () => {
  const r = { name: "N", location: { city: "C" }, "odd.key": 1, company: { "x.y": 2 } };
  it.each([
    ["name", "N"],
    ["location.city", "C"],
    ["location", { city: "C" }],
    ["odd.key", 1],
    ["company.x.y", 2],
    ["missing", undefined],
    ["name.deeper", undefined],
  ])("%s", (f, v) => {
    expect(getField(r, f)).toEqual(v);
  });
  it("picks in the asked order with null for absent fields", () => {
    expect(JSON.stringify(pickFields(r, ["location.city", "name", "nope"]))).toBe(
      '{"location.city":"C","name":"N","nope":null}',
    );
  });
});

describe("unionOfKeys and parseFieldList", () => {
  it("unions flattened keys in first-seen order", () => {
    expect(
      unionOfKeys([
        { a: 1, b: { c: 1 } },
        { d: 1, a: 2 },
      ]),
    ).toEqual(["a", "b.c", "d"]);
  });
  it.each([
    [undefined, undefined],
    [
      ["a,b", "c"],
      ["a", "b", "c"],
    ],
    [[" a , ,b,a "], ["a", "b"]],
    [[","], undefined],
  ])("%j → %j", (input, out) => {
    expect(parseFieldList(input)).toEqual(out);
  });
});
