// The chat's own text fits a terminal of 80 columns: /help, the banner, /history's footer.
import { describe, expect, it } from "vitest";
import { CHAT_HELP } from "../../../../src/cli/commands/search/chat.js";

describe("chat text at 80 columns", () => {
  it("/help: every line within 80 columns, and it says how to leave", () => {
    for (const line of CHAT_HELP.split("\n")) expect(line.length, line).toBeLessThanOrEqual(80);
    expect(CHAT_HELP).toMatch(/\/quit .*Ctrl-D on an empty line/);
  });
});
