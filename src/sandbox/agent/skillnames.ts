// Names of what people use, read after the tagger's other steps: a product after "on", a product's number,
// a product that is also a role's word, listed among skills.
import { placeCodes } from "../world/metros.js";
import { has, span, type Tag, word } from "./tags.js";
import type { Token } from "./tokens.js";

/**
 * Names of what people use: "on QuickBooks" (a name no place of the world's, after "on"); "with Sage 50",
 * "EPA 608" (a number after a name someone knows is part of it); "with Figma and Illustrator" (a capitalised
 * role listed after a skill, once the role is said, is a product).
 */
export function skillNames(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const [t, next, prev] = [tags[k], tags[k + 1], out.at(-1)];
    if (word(t, "on") && next?.kind === "name" && !next.place && placeCodes(next.text) === undefined) {
      out.push({ ...t, kind: "cue", rows: [{ kind: "cue", value: "knows" }] });
      continue;
    }
    const known = (has(t, "skill") || t.kind === "name") && (has(prev, "cue", "knows") || has(t, "skill"));
    if (known && t.j - t.i === 1 && next?.kind === "num" && /^\d+$/.test(next.text)) {
      const value = `${t.text} ${next.text}`;
      out.push({ ...span(t, next, "name", value), rows: [] });
      k++;
      continue;
    }
    const listed = /^(?:and|or|,)$/i.test(prev?.text ?? "") && afterKnows(out);
    const product = t.kind === "role" && t.j - t.i === 1 && /^\p{Lu}\p{Ll}/u.test(tokens[t.i].text);
    if (listed && product && tags.slice(0, k - 2).some((x) => x.kind === "role")) {
      out.push({ ...t, kind: "skill", rows: [{ kind: "skill", value: t.text }] });
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Whether what was read last is a list of what people use: "with Sketch and", "know Python, Go or". */
function afterKnows(read: Tag[]): boolean {
  for (let k = read.length - 2; k >= 0; k--) {
    const t = read[k];
    if (has(t, "cue", "knows")) return k < read.length - 2;
    if (!(t.kind === "name" || has(t, "skill") || /^(?:and|or|,)$/i.test(t.text))) return false;
  }
  return false;
}
