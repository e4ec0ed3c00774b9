// The one table from errors to exit codes and hints, and the one way an error is printed.
import { describe, expect, it } from "vitest";
import { InsufficientCreditsError, RateLimitedError } from "../../../src/api/errors.js";
import { MaxCreditsError, UsageError, withHint, withHintLine } from "../../../src/cli/errors.js";
import { EXIT, errorText, reportFor } from "../../../src/cli/exit-codes.js";

const paint = { fail: (s: string) => `<${s}>`, dim: (s: string) => `(${s})` };

describe("reportFor", () => {
  it("a wait the service asked for is said rounded up", () => {
    const err = new RateLimitedError({ type: "rate_limited", message: "slow down", retryAfter: 64.2 });
    expect(reportFor(err)).toMatchObject({
      code: EXIT.rateLimited,
      hint: expect.stringMatching(/^Retry in 1m 05s/),
    });
  });

  it("withHint replaces the table's hint; withHintLine adds a line after it", () => {
    const err = () =>
      new InsufficientCreditsError({ type: "insufficient_credits", message: "no credits", balance: 0 });
    const table = reportFor(err()).hint;
    expect(reportFor(withHint(err(), "Do this instead.")).hint).toBe("Do this instead.");
    expect(reportFor(withHintLine(err(), "The first page is in x.csv.")).hint).toBe(
      `${table}\nThe first page is in x.csv.`,
    );
    expect(reportFor(withHintLine(withHint(err(), "Do this."), "And this.")).hint).toBe(
      "Do this.\nAnd this.",
    );
    expect(reportFor(withHintLine(new UsageError("bad"), "Only line.")).hint).toBe("Only line.");
  });
});

describe("errorText", () => {
  it("says what went wrong, then what to do, painted when a theme is given", () => {
    expect(errorText(new UsageError("bad flag", "Fix it."))).toEqual({
      code: EXIT.usage,
      text: "error: bad flag\nhint: Fix it.\n",
    });
    expect(errorText(new UsageError("bad flag", "Fix it."), { theme: paint }).text).toBe(
      "<error:> bad flag\n(hint:) Fix it.\n",
    );
  });

  it("an outcome the user chose is said plainly", () => {
    expect(errorText(new MaxCreditsError("stopped by --max-credits 3", "Resume with …")).text).toBe(
      "stopped by --max-credits 3\nhint: Resume with …\n",
    );
  });

  it("shows the stack of an unexpected error only under --verbose", () => {
    const err = new TypeError("boom");
    expect(errorText(err).text).toBe(
      "error: unexpected error: boom\nhint: Run again with --verbose for details.\n",
    );
    expect(errorText(err, { verbose: true }).text).toContain("TypeError: boom\n    at ");
  });
});
