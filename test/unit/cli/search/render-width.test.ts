// The search's own log lines keep within the terminal: a source's line names as many people as fit, and
// a long stage line is cut with an ellipsis rather than broken by the terminal.
import { describe, expect, it } from "vitest";
import { logLine, partialLine } from "../../../../src/cli/commands/search/render.js";

const partial = {
  source: "profiles",
  count: 11,
  names: ["Onessa Stavley", "Josha Dravlund", "Anessa Garbrook", "Wenlo Ormridge"],
};

describe("search log lines at a width", () => {
  it.each([40, 60, 80])("a source's line fits %i columns, with as many names as fit", (width) => {
    const line = partialLine(partial as never, undefined, width - 1);
    expect([...line].length).toBeLessThanOrEqual(width - 1);
    expect(line).toMatch(/profiles: 11 people/);
  });

  it("names all three when there is room", () => {
    expect(partialLine(partial as never, undefined, 200)).toBe(
      "  ↳ profiles: 11 people (Onessa Stavley, Josha Dravlund, Anessa Garbrook, +1 more)",
    );
  });

  it("a long stage line is cut to the width", () => {
    const stage = {
      status: "ok",
      label: `Searching profiles: ${"x".repeat(100)}`,
      startedAt: 0,
      durationMs: 2000,
    };
    const line = logLine({ kind: "stage", stage } as never, { now: 0, width: 79 });
    expect([...line].length).toBe(79);
    expect(line.endsWith("…")).toBe(true);
  });
});
