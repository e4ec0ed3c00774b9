// A search's answer and its one-line summary as text: the answer word-wrapped for a terminal (as it streams
// and once it is whole) and "3 people · 2 credits charged · balance 1,234". Shared by the live display,
// the finished result, the chat and `people history show`.
import type { AgenticSearchResponse } from "../contract/schemas.js";
import { count, thousands } from "./text.js";

/**
 * Word-wraps the part of the answer not yet printed for good. Complete lines (ended by a newline or by
 * filling `width`) can be printed once and left alone; `rest` stays in the live region until more text
 * arrives. `final` commits the rest too.
 */
export function wrapAnswer(pending: string, width: number, final = false): { lines: string[]; rest: string } {
  const w = Math.max(10, width);
  const lines: string[] = [];
  const paragraphs = pending.split("\n");
  let rest = paragraphs.pop() ?? "";
  for (const para of paragraphs) lines.push(...wrapParagraph(para, w));
  const wrapped = wrapParagraph(rest, w);
  if (final) {
    if (rest !== "") lines.push(...wrapped);
    rest = "";
  } else {
    rest = wrapped.pop() ?? "";
    lines.push(...wrapped);
  }
  return { lines, rest };
}

function wrapParagraph(text: string, width: number): string[] {
  if (text === "") return [""];
  const out: string[] = [];
  let line = "";
  let len = 0;
  for (const word of text.match(/\S+\s*|\s+/g) ?? []) {
    const wlen = [...word].length;
    const bare = word.trimEnd();
    if (len + [...bare].length > width && len > 0) {
      out.push(line.trimEnd());
      line = "";
      len = 0;
    }
    if ([...bare].length > width) {
      // A word longer than the line: hard-split it.
      const chars = [...word];
      while (chars.length > width) out.push(chars.splice(0, width).join(""));
      line = chars.join("");
      len = chars.length;
      continue;
    }
    line += word;
    len += wlen;
  }
  out.push(line);
  return out;
}

/** One line after the run: how many people, what it cost, the balance. */
export function summaryLine(
  response: Pick<AgenticSearchResponse, "people" | "companies" | "repos" | "credits">,
): string {
  const parts: string[] = [];
  parts.push(count(response.people.length, "person", "people"));
  if (response.companies.length) parts.push(count(response.companies.length, "company", "companies"));
  if (response.repos.length) parts.push(count(response.repos.length, "repo"));
  const c = response.credits;
  if (c && Number.isFinite(c.charged)) parts.push(`${count(c.charged, "credit")} charged`);
  if (c && Number.isFinite(c.balance)) parts.push(`balance ${thousands(c.balance)}`);
  return parts.join(" · ");
}
