import { describe, expect, it } from "vitest";
import { parseMoment } from "../../src/cli/flags/dates.js";

const NOW = new Date(2026, 10, 25, 12, 0).getTime();

describe("parseMoment", () => {
  it.each([
    ["7d", NOW - 7 * 86_400_000],
    ["12h", NOW - 12 * 3_600_000],
    ["2w", NOW - 14 * 86_400_000],
    ["30m", NOW - 30 * 60_000],
    ["2026-11-01", new Date(2026, 10, 1).getTime()],
    ["2026-11-01T09:30", new Date(2026, 10, 1, 9, 30).getTime()],
    ["2026-11-01T09:30:00Z", Date.UTC(2026, 10, 1, 9, 30)],
  ])("%j", (text, at) => expect(parseMoment(text, NOW, "--since")).toBe(at));

  it.each(["yesterday", "7", "2026-13-01", "2026-02-30", "-7d", ""])(
    "%j is a usage error naming the flag",
    (text) => {
      expect(() => parseMoment(text, NOW, "--since")).toThrow(
        /^--since ".*" is not a date or a span of time$/,
      );
    },
  );
});
