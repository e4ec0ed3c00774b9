// The language reader's cost is bounded by what it reads, not by what it is sent: the worst conversations the
// spec allows (50 messages, 100,000 characters) cost a bounded amount of process CPU, so no request stalls the
// others. CPU time, not wall time, so a loaded machine does not decide the outcome.
import { beforeAll, describe, expect, it } from "vitest";
import { understand } from "../../../src/sandbox/agent/planner.js";
import { translateSentence } from "../../../src/sandbox/agent/translate.js";
import { BOUNDS, readablePart } from "../../../src/sandbox/service/bounds.js";

type Turn = { role: "user" | "assistant"; content: string };
const user = (content: string): Turn => ({ role: "user", content });

/** Milliseconds of process CPU that `f` takes. */
function cpuMs(f: () => void): number {
  const before = process.cpuUsage();
  f();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** A deterministic generator, so a failing fuzz case can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const VOCABULARY = (
  "senior backend engineers in Berlin who know Rust and Go at fintech startups not managers but also data " +
  "scientists from Acme Corp with 5+ years remote nurses Denver former Google employees staff principal is " +
  "wrong headline mentions drop the without instead of rather than excluding anyone at used to work Stripe-like"
).split(" ");

function varied(rnd: () => number, chars: number, comma = 0.1): string {
  let text = "";
  while (text.length < chars) {
    text += VOCABULARY[Math.floor(rnd() * VOCABULARY.length)] + (rnd() < comma ? ", " : " ");
  }
  return text.slice(0, chars);
}

const LIMIT_MS = 1000;

beforeAll(() => {
  // The first reading compiles the reader's patterns, once per process and per kind of text (ASCII or not).
  understand({ messages: [user("senior engineers in Berlin, not managers"), user("also in Munich")] });
  understand({ messages: [user("ingénieurs à Zürich 😀 программисты 工程师")] });
});

describe("the worst conversations the spec allows are read in bounded CPU time", () => {
  const rnd = random(7);
  const cases: [string, Turn[]][] = [
    ["one message that is a single 100,000-character word", [user("a".repeat(100_000))]],
    ["a single word of 100,000 letters, digits, dots and ampersands", [user("Ab1.&".repeat(20_000))]],
    ["a single word of 60,000 emoji", [user("😀".repeat(60_000))]],
    [
      "50 messages of 2,000 characters of varied text",
      Array.from({ length: 50 }, () => user(varied(rnd, 2000))),
    ],
    [
      "50 messages of 2,000 characters without punctuation",
      Array.from({ length: 50 }, () => user(varied(rnd, 2000, 0))),
    ],
    ["one message of 100,000 characters of varied text", [user(varied(rnd, 100_000))]],
    ["50 messages of one place repeated", Array.from({ length: 50 }, () => user("Berlin ".repeat(285)))],
    [
      "50 messages of a cue and 2,000 spaces",
      Array.from({ length: 50 }, () => user(`drop${" ".repeat(1990)}x`)),
    ],
    [
      "50 messages of 99-letter words",
      Array.from({ length: 50 }, () => user(`${"A".repeat(99)} `.repeat(20))),
    ],
    [
      "50 messages of CJK text",
      Array.from({ length: 50 }, (_, m) =>
        user(
          Array.from({ length: 2000 }, (_, i) =>
            i % 7 === 6 ? " " : String.fromCharCode(0x4e00 + ((i * 7919 + m) % 20000)),
          ).join(""),
        ),
      ),
    ],
    [
      "25 user turns of 4,000 characters between assistant turns",
      Array.from({ length: 50 }, (_, i) =>
        i % 2 ? { role: "assistant", content: "ok" } : user(varied(rnd, 3990)),
      ),
    ],
  ];
  it.each(cases)("%s", (_, messages) => {
    expect(messages.length).toBeLessThanOrEqual(50);
    expect(messages.reduce((n, m) => n + [...m.content].length, 0)).toBeLessThanOrEqual(100_000);
    expect(cpuMs(() => understand({ messages }))).toBeLessThan(LIMIT_MS);
  });

  it("reads a prompt at the bounds (2,000 characters, words of 100) in bounded time", () => {
    const prompts = [
      varied(rnd, 2000, 0),
      `${"x".repeat(100)} `.repeat(19),
      `${"😀".repeat(50)} `.repeat(19),
      "not ".repeat(500),
      "at Acme ".repeat(250),
      "headline mentions ( ".repeat(100),
    ];
    for (const prompt of prompts) {
      expect(prompt.length).toBeLessThanOrEqual(BOUNDS.sentenceChars);
      expect(
        cpuMs(() => translateSentence(prompt, { titleIncludes: ["Engineer"], skills: ["Rust"] })),
      ).toBeLessThan(LIMIT_MS / 4);
    }
  });

  it("stays bounded on random long conversations (fuzz)", () => {
    const fuzz = random(2024);
    const alphabet = [
      "a",
      "e",
      "s",
      "r",
      " ",
      " ",
      ",",
      ".",
      "-",
      "'",
      '"',
      "A",
      "B",
      "1",
      "&",
      "😀",
      "é",
      "в",
      "\n",
      "  ",
    ];
    for (let round = 0; round < 6; round++) {
      const count = 1 + Math.floor(fuzz() * 50);
      const per = Math.floor(100_000 / count);
      const messages = Array.from({ length: count }, () => {
        if (fuzz() < 0.5) return user(varied(fuzz, per, fuzz() * 0.2));
        let text = "";
        while (text.length < per) text += alphabet[Math.floor(fuzz() * alphabet.length)];
        return user(text.slice(0, per));
      });
      expect(
        cpuMs(() => understand({ messages })),
        `round ${round}`,
      ).toBeLessThan(LIMIT_MS);
    }
  });
});

describe("what the reader reads of a message", () => {
  it("is its first sentences: the first 2,000 characters, cut at a space", () => {
    const text = `senior engineers in Berlin ${"and more words ".repeat(300)}`;
    const part = readablePart(text);
    expect(part.length).toBeLessThanOrEqual(BOUNDS.sentenceChars);
    expect(part.startsWith("senior engineers in Berlin")).toBe(true);
    expect(part.endsWith(" ") || /\w$/.test(part)).toBe(true);
    expect(text.startsWith(part.trimEnd())).toBe(true);
  });

  it("leaves out words over 100 characters and emoji, and reads runs of spaces as one", () => {
    expect(readablePart(`engineers ${"x".repeat(101)} in   Berlin 😀`)).toBe("engineers in Berlin ");
    expect(readablePart(`${"x".repeat(100)} Berlin`)).toBe(`${"x".repeat(100)} Berlin`);
  });

  it("still understands a long conversation's requests", () => {
    const padding = " and so on".repeat(1000);
    const u = understand({
      messages: [
        user(`senior backend engineers in Berlin${padding}`),
        user(`what about Munich instead?${padding}`),
      ],
    });
    expect(u.query.locations).toEqual(["Munich"]);
    expect(u.query.titleIncludes).toEqual(["Backend Engineer"]);
  });
});
