// A conversation for the reader's tests: each user turn answered by a reply that names no one.
import { understand } from "../../../src/sandbox/agent/planner.js";

export const talk = (...turns: string[]) =>
  understand({
    messages: turns.flatMap((content, k) => [
      { role: "user" as const, content },
      ...(k < turns.length - 1 ? [{ role: "assistant" as const, content: "Here they are." }] : []),
    ]),
  });
