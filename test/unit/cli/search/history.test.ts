import { describe, expect, it } from "vitest";
import { describeTrim, trimHistory } from "../../../../src/cli/commands/search/history.js";
import { codePointLength } from "../../../../src/contract/limits.js";
import type { Message } from "../../../../src/contract/schemas.js";

const u = (content: string): Message => ({ role: "user", content });
const a = (content: string): Message => ({ role: "assistant", content });
const contents = (r: ReturnType<typeof trimHistory>) => (r.ok ? r.messages.map((m) => m.content) : r.reason);

describe("codePointLength", () => {
  it.each([
    ["", 0],
    ["abc", 3],
    ["é", 1],
    ["😀", 1],
    ["a😀b😀", 4],
    ["\ud800", 1],
  ])("%j has %d code points", (s, n) => expect(codePointLength(s)).toBe(n));
});

describe("trimHistory", () => {
  it("leaves a history within the limits alone", () => {
    const h = [u("brief"), a("answer"), u("more")];
    expect(trimHistory(h, { maxMessages: 3, maxChars: 100 })).toEqual({
      ok: true,
      messages: h,
      droppedMessages: 0,
      droppedTurns: 0,
    });
  });

  it.each<[string, Message[], { maxMessages: number; maxChars: number }, string[] | string, number]>([
    [
      "over the message count: the brief's answer goes first, then the oldest middle turns",
      [u("brief"), a("a1"), u("q2"), a("a2"), u("q3"), a("a3"), u("q4")],
      { maxMessages: 4, maxChars: 1000 },
      ["brief", "q3", "a3", "q4"],
      3,
    ],
    [
      "whole turns only: a turn with two replies goes at once",
      [u("brief"), u("q2"), a("a2"), a("a2b"), u("q3")],
      { maxMessages: 4, maxChars: 1000 },
      ["brief", "q3"],
      3,
    ],
    [
      "over the character count",
      [u("b"), a("x".repeat(50)), u("q2"), a("y".repeat(50)), u("q3")],
      { maxMessages: 50, maxChars: 60 },
      ["b", "q2", "y".repeat(50), "q3"],
      1,
    ],
    [
      "characters are code points",
      [u("b"), a("😀".repeat(10)), u("q")],
      { maxMessages: 50, maxChars: 12 },
      ["b", "😀".repeat(10), "q"],
      0,
    ],
    [
      "the newest turn keeps its replies (a resumed file)",
      [u("brief"), a("a1"), u("q2"), a("a2"), u("q3"), a("a3")],
      { maxMessages: 4, maxChars: 1000 },
      ["brief", "q3", "a3"],
      3,
    ],
    [
      "assistant messages before the brief are the oldest",
      [a("hello"), u("brief"), a("a1"), u("q2")],
      { maxMessages: 3, maxChars: 1000 },
      ["brief", "a1", "q2"],
      1,
    ],
  ])("%s", (_name, history, limits, expected, dropped) => {
    const r = trimHistory(history, limits);
    expect(contents(r)).toEqual(expected);
    if (r.ok) expect(r.droppedMessages).toBe(dropped);
  });

  it("refuses a single message over the limit, naming it", () => {
    const r = trimHistory([u("brief"), a("a"), u("z".repeat(101))], { maxMessages: 50, maxChars: 100 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/message 2 \(user\) holds 101 characters, over the limit of 100/);
  });

  it("refuses when the brief and the newest turn alone are over", () => {
    const r = trimHistory([u("b".repeat(60)), a("a"), u("q".repeat(60))], { maxMessages: 50, maxChars: 100 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/original brief and the newest turn alone/);
  });

  it("a dropped middle message over the limit is simply dropped", () => {
    const r = trimHistory([u("b"), a("x".repeat(500)), u("q")], { maxMessages: 50, maxChars: 100 });
    expect(contents(r)).toEqual(["b", "q"]);
  });

  it("uses the service's limits by default: 50 messages, 100,000 characters", () => {
    const h: Message[] = [u("brief")];
    for (let i = 0; i < 30; i++) h.push(a(`a${i}`), u(`q${i}`));
    const r = trimHistory(h);
    expect(r.ok && r.messages.length).toBeLessThanOrEqual(50);
    expect(r.ok && r.messages[0]!.content).toBe("brief");
    expect(r.ok && r.messages.at(-1)!.content).toBe("q29");
    const big = trimHistory([u("b"), a("x".repeat(99_990)), u("q".repeat(20))]);
    expect(contents(big)).toEqual(["b", "q".repeat(20)]);
  });

  it("describeTrim says what happened", () => {
    expect(describeTrim(2, 4)).toMatch(
      /dropped the oldest 2 turns \(4 messages\).*brief and the newest turn are kept/,
    );
  });
});
