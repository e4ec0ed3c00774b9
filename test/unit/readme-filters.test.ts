// The README's filter table is derived from the filter descriptors (src/contract/filters.ts): this test
// fails when they differ, and with PEOPLE_UPDATE_README=1 writes the derived table into the README.
import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { filterTableMarkdown } from "../../src/cli/flags/filters.js";

const README = new URL("../../README.md", import.meta.url);
const BLOCK = /(<!-- filter-table:[^\n]*-->\n)([\s\S]*?)(\n<!-- \/filter-table -->)/;

describe("README filter table", () => {
  it("is the table the filter descriptors give", () => {
    const text = readFileSync(README, "utf8");
    const m = BLOCK.exec(text);
    expect(m, "the README has no <!-- filter-table --> block").not.toBeNull();
    const derived = filterTableMarkdown();
    if (process.env.PEOPLE_UPDATE_README === "1" && m?.[2] !== derived)
      writeFileSync(README, text.replace(BLOCK, `$1${derived}$3`));
    else expect(m?.[2]).toBe(derived);
  });
});
