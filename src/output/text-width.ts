// Text measured in terminal columns, for tables: wide (CJK, emoji) characters take two, combining marks
// none; cutting and wrapping never split a character.

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f300}-\u{1f64f}\u{1f900}-\u{1f9ff}\u{20000}-\u{3fffd}]/u;
const ZERO = /^(?:\p{Mn}|\p{Me}|[\u200b-\u200f]|\ufe0f)$/u;

/** Columns a string takes on a terminal: wide (CJK, emoji) characters two, combining marks none. */
export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += ZERO.test(ch) ? 0 : WIDE.test(ch) ? 2 : 1;
  return w;
}

/** The text on one line: line breaks (and the spaces around them) become one space. */
export const oneLine = (s: string) => s.replace(/\s*[\r\n]+\s*/g, " ");

/** Cuts `s` to `width` columns, ending in "…" when anything was cut. */
export function cutText(s: string, width: number): string {
  if (displayWidth(s) <= width) return s;
  let out = "";
  let w = 0;
  for (const ch of s) {
    const cw = displayWidth(ch);
    if (w + cw > width - 1) break;
    out += ch;
    w += cw;
  }
  return `${out}…`;
}

/** Word-wraps `s` to lines of at most `width` columns; a word longer than a line is split. */
export function wrapText(s: string, width: number): string[] {
  const w = Math.max(1, width);
  const lines: string[] = [];
  let line = "";
  let lineW = 0;
  for (const word of s.split(/\s+/).filter(Boolean)) {
    let rest = word;
    let restW = displayWidth(rest);
    if (lineW > 0 && lineW + 1 + restW <= w) {
      line += ` ${rest}`;
      lineW += 1 + restW;
      continue;
    }
    if (lineW > 0) lines.push(line);
    line = "";
    lineW = 0;
    while (restW > w) {
      let head = "";
      let headW = 0;
      for (const ch of rest) {
        const cw = displayWidth(ch);
        if (headW + cw > w) break;
        head += ch;
        headW += cw;
      }
      if (head === "") break;
      lines.push(head);
      rest = rest.slice(head.length);
      restW -= headW;
    }
    line = rest;
    lineW = restW;
  }
  lines.push(line);
  return lines;
}

/** `s` padded with spaces to `width` columns. */
export const pad = (s: string, width: number) => s + " ".repeat(Math.max(0, width - displayWidth(s)));
