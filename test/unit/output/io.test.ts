// The real process streams: standard input is made only when a command reads it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { systemIO } from "../../../src/output/io.js";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("systemIO", () => {
  it("knows whether stdin is a terminal without making process.stdin, and makes it on first use", () => {
    const stdin = vi.spyOn(process, "stdin", "get");
    const io = systemIO({ env: {}, noColorFlag: false });
    expect(typeof io.stdinIsTTY).toBe("boolean");
    expect(stdin).not.toHaveBeenCalled();
    expect(io.stdin).toBe(process.stdin);
    expect(stdin).toHaveBeenCalled();
  });
});
