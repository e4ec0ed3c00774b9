// A writer's sink that keeps what it is given, so a test reads the text a command would have written.
import type { Sink } from "../../src/output/record-writer.js";

export function stringSink(): { sink: Sink; text: () => string } {
  const parts: string[] = [];
  return {
    sink: async (chunk) => {
      parts.push(chunk);
    },
    text: () => parts.join(""),
  };
}
