import { describe, expect, it } from "vitest";
import { createCsvWriter, csvRows, neutraliseCell, UTF8_BOM } from "../../../src/output/csv.js";
import { stringSink } from "../../helpers/sink.js";

describe("csvRows (RFC 4180)", () => {
  it.each([
    [["plain", "x"], "plain,x\r\n"],
    [["a,b"], '"a,b"\r\n'],
    [['say "hi"'], '"say ""hi"""\r\n'],
    [["line\nbreak"], '"line\nbreak"\r\n'],
    [["cr\ronly"], '"cr\ronly"\r\n'],
    [["", "ünï"], ",ünï\r\n"],
  ])("%j", (row, text) => {
    expect(csvRows([row])).toBe(text);
  });
});

describe("neutraliseCell", () => {
  it.each([
    ["=SUM(A1)", "'=SUM(A1)"],
    ["+1", "'+1"],
    ["-x", "'-x"],
    ["@cmd", "'@cmd"],
    ["\tx", "'\tx"],
    ["\rx", "'\rx"],
    ["ok=1", "ok=1"],
    [-3, -3],
    [null, null],
  ])("%j → %j", (input, out) => {
    expect(neutraliseCell(input)).toEqual(out);
  });
});

describe("CSV writer", () => {
  it("writes the header from the first batch, flattens, neutralises, and reports late columns once", async () => {
    const out = stringSink();
    const notes: string[] = [];
    const w = createCsvWriter(out.sink, { onNotice: (m) => notes.push(m) });
    await w.writeBatch([{ name: "=A", location: { city: "P" }, skills: ["a", "b"], ok: true }]);
    await w.writeBatch([
      { name: "B", extra: 1 },
      { name: "C", extra: 2 },
    ]);
    await w.end();
    expect(out.text()).toBe("name,location.city,skills,ok\r\n'=A,P,a; b,true\r\nB,,,\r\nC,,,\r\n");
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('"extra"');
    expect(w.state()).toEqual({
      started: true,
      count: 3,
      columns: ["name", "location.city", "skills", "ok"],
    });
  });

  it("honours --fields, --raw-csv and --bom", async () => {
    const out = stringSink();
    const w = createCsvWriter(out.sink, { fields: ["location.city", "name"], rawCsv: true, bom: true });
    await w.writeBatch([{ name: "-x", location: { city: "P" }, other: 1 }]);
    expect(out.text()).toBe(`${UTF8_BOM}location.city,name\r\nP,-x\r\n`);
  });

  it("continues without a second header when resumed", async () => {
    const out = stringSink();
    const w = createCsvWriter(out.sink, { resume: { started: true, count: 5, columns: ["a", "b"] } });
    await w.writeBatch([{ b: 2, a: 1 }]);
    expect(out.text()).toBe("1,2\r\n");
    expect(w.state().count).toBe(6);
  });
});
