import { describe, expect, it } from "vitest";
import { parseMessages } from "../../../../src/cli/commands/search/messages.js";
import { UsageError } from "../../../../src/cli/errors.js";

describe("parseMessages", () => {
  it("accepts a conversation and keeps only role and content", () => {
    expect(
      parseMessages(
        JSON.stringify([
          { role: "user", content: "rust engineers", extra: 1 },
          { role: "assistant", content: "Found 3." },
        ]),
        "c.json",
      ),
    ).toEqual([
      { role: "user", content: "rust engineers" },
      { role: "assistant", content: "Found 3." },
    ]);
  });

  it.each([
    ["not JSON", "[{", /--messages c\.json is not valid JSON \(it ends too early, at line 1, column 3\)$/],
    [
      "JSON that holds an escape sequence",
      "[\u001b]0;pwned\u0007]",
      /--messages c\.json is not valid JSON \(at line 1, column 2\)$/,
    ],
    ["not an array", '{"role":"user"}', /must hold a JSON array .* \(got object\)/],
    ["empty", "[]", /holds no messages/],
    ["an element not an object", '[{"role":"user","content":"x"}, 3]', /messages\[1\] must be an object/],
    ["a missing role", '[{"content":"x"}]', /messages\[0\]\.role is missing/],
    [
      "a bad role",
      '[{"role":"system","content":"x"}]',
      /messages\[0\]\.role must be "user" or "assistant" \(got "system"\)/,
    ],
    ["a missing content", '[{"role":"user"}]', /messages\[0\]\.content is missing/],
    [
      "a non-string content",
      '[{"role":"user","content":"x"},{"role":"user","content":5}]',
      /messages\[1\]\.content must be a string \(got number\)/,
    ],
    [
      "no user message with content",
      '[{"role":"assistant","content":"x"},{"role":"user","content":"  "}]',
      /no user message with content/,
    ],
  ])("refuses %s with a usage error naming the place", (_n, text, message) => {
    let caught: unknown;
    try {
      parseMessages(text, "c.json");
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(UsageError);
    expect((caught as Error).message).toMatch(message);
  });

  it("an empty conversation is allowed where a chat may start afresh", () => {
    expect(parseMessages("[]", "c.json", { allowEmpty: true })).toEqual([]);
  });
});
