import { describe, expect, it } from "vitest";
import { FormatError, formatFromPath, resolveFormat } from "../../../src/output/format.js";
import { createJsonWriter } from "../../../src/output/json.js";
import { createJsonlWriter } from "../../../src/output/jsonl.js";
import { progressLine } from "../../../src/output/progress.js";
import { defaultTableColumns, displayCell, planLayout } from "../../../src/output/table.js";
import { cutText, displayWidth, wrapText } from "../../../src/output/text-width.js";
import { writeRecords } from "../../../src/output/writer.js";
import { stringSink } from "../../helpers/sink.js";

describe("resolveFormat", () => {
  it.each([
    [{}, true, "table"],
    [{}, false, "jsonl"],
    [{ json: true }, true, "json"],
    [{ csv: true }, true, "csv"],
    [{ format: "CSV" }, false, "csv"],
    [{ output: "x.csv" }, true, "csv"],
    [{ output: "x.NDJSON" }, true, "jsonl"],
    [{ output: "dir.v2/x.json" }, true, "json"],
    [{ output: "x.csv", format: "jsonl" }, true, "jsonl"],
    [{ json: true, format: "json" }, true, "json"],
    [{ output: "-" }, false, "jsonl"],
  ] as const)("%j (tty %s) → %s", (flags, tty, format) => {
    expect(resolveFormat(flags, tty)).toBe(format);
  });

  it.each([
    [{ json: true, csv: true }, /--json and --csv/],
    [{ format: "xml" }, /use one of: table, json, jsonl, csv/],
    [{ output: "leads.txt" }, /extension/],
  ])("refuses %j", (flags, message) => {
    expect(() => resolveFormat(flags, true)).toThrow(FormatError);
    expect(() => resolveFormat(flags, true)).toThrow(message);
  });

  it.each([
    ["a.csv", "csv"],
    ["a.jsonl", "jsonl"],
    ["a", undefined],
    ["a.csv.bak", undefined],
  ])("formatFromPath(%s)", (p, f) => {
    expect(formatFromPath(p)).toBe(f);
  });
});

describe("JSON and JSONL writers", () => {
  it("JSONL writes one line per record, --fields picks keys", async () => {
    const out = stringSink();
    const w = createJsonlWriter(out.sink, { fields: ["b", "a.c"] });
    await w.writeBatch([{ a: { c: 1 }, b: 2, z: 3 }]);
    expect(out.text()).toBe('{"b":2,"a.c":1}\n');
  });
  it.each([
    [[], "[]\n"],
    [[[{ a: 1 }], [{ a: 2 }]], '[\n  {"a":1},\n  {"a":2}\n]\n'],
  ])("JSON array of %j", async (batches, text) => {
    const out = stringSink();
    const w = createJsonWriter(out.sink, {});
    for (const b of batches) await w.writeBatch(b);
    await w.end();
    expect(out.text()).toBe(text);
    expect(JSON.parse(out.text())).toEqual(batches.flat());
  });
  it("JSON resumed continues the array", async () => {
    const out = stringSink();
    const w = createJsonWriter(out.sink, { resume: { started: true, count: 1 } });
    await w.writeBatch([{ a: 2 }]);
    await w.end();
    expect(JSON.parse(`[\n  {"a":1}${out.text()}`)).toEqual([{ a: 1 }, { a: 2 }]);
  });
  it("writeRecords takes loose records and batches", async () => {
    const out = stringSink();
    async function* gen() {
      yield { a: 1 };
      yield [{ a: 2 }, { a: 3 }];
    }
    expect(await writeRecords(gen(), "jsonl", out.sink)).toBe(3);
    expect(out.text().trim().split("\n")).toHaveLength(3);
  });
});

describe("table", () => {
  it("chooses well-known columns that are present", () => {
    expect(
      defaultTableColumns([{ id: 1, name: "n", title: "t", company: { name: "c" }, location: {} }]),
    ).toEqual(["name", "title", "company", "location"]);
    expect(defaultTableColumns([{ x: 1, y: 2 }])).toEqual(["x", "y"]);
  });
  it.each([
    [{ city: "Paris", country: "France" }, "Paris, France"],
    [{ name: "Acme", tags: ["a"] }, "Acme"],
    [["a", "b"], "a; b"],
    [undefined, ""],
  ])("displayCell(%j)", (v, text) => {
    expect(displayCell(v)).toBe(text);
  });
  it.each([
    ["abc", 3],
    ["李小龍", 6],
    ["e\u0301", 1],
  ])("displayWidth(%j) = %i", (s, w) => {
    expect(displayWidth(s)).toBe(w);
  });
  it("wraps on words, splitting only a word longer than the line; cuts with an ellipsis", () => {
    expect(wrapText("lists Go and maintains open-kit", 12)).toEqual([
      "lists Go and",
      "maintains",
      "open-kit",
    ]);
    expect(wrapText("abcdefghij", 4)).toEqual(["abcd", "efgh", "ij"]);
    expect(cutText("Principal Engineer", 10)).toBe("Principal…");
    expect(cutText("Short", 10)).toBe("Short");
  });
  it("never narrows the name; drops seniority, then location, before the title", () => {
    const r = {
      name: "Bartholomew Featherstonehaugh",
      title: "Principal Infrastructure Engineer",
      seniority: "Senior",
      company: "Umbora Secure",
      location: "San Francisco, United States",
    };
    const cols = ["name", "title", "seniority", "company", "location"];
    const at = (total: number) => planLayout([r], cols, { total });
    const wide = at(200);
    expect(wide.kind === "grid" && wide.hidden).toEqual([]);
    const mid = at(90);
    expect(mid.kind === "grid" && mid.hidden).toEqual(["Seniority"]);
    const narrow = at(60);
    expect(narrow.kind === "grid" && narrow.hidden).toEqual(["Seniority", "Company", "Location"]);
    for (const l of [wide, mid, narrow]) if (l.kind === "grid") expect(l.widths[0]).toBe(r.name.length);
    // Columns picked with --fields are never dropped: a narrow terminal gets blocks instead.
    expect(planLayout([r], cols, { total: 60, chosen: true }).kind).toBe("stacked");
  });
  it("renders a table without colour", async () => {
    const out = stringSink();
    await writeRecords([{ name: "Ann", title: "Engineer" }], "table", out.sink, {
      tableColumns: ["name", "title"],
      width: 80,
    });
    const text = out.text();
    expect(text).toContain("Ann");
    expect(text).toContain("Title");
    expect(text).not.toContain("\x1b[");
  });
});

describe("progressLine", () => {
  it.each([
    [
      { written: 500, total: 1000, credits: 5 },
      1000,
      "500 / 1,000 people (50%) · 5 credits · 500/s · 1s left",
    ],
    [{ written: 0, total: undefined, credits: 1 }, 0, "0 people · 1 credit · 0/s"],
  ])("%j", (s, ms, text) => {
    expect(progressLine(s, ms)).toBe(text);
  });
});
