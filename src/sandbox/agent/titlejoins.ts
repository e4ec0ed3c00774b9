// Titles whose words a role's head noun does not gather alone: "monitoring and evaluation officers" (two
// kinds joined by "and" are one title's) and "children's social workers" (whose people they work for).
import { TITLES } from "../world/tables.js";
import { has, type Tag, titleCase, word } from "./tags.js";

const HELD = new Set(TITLES.map((t) => t.toLowerCase()));

/** A word a kind of role is named by: one the lexicon does not know, or a function's, in lower case. */
const kindWord = (t: Tag | undefined) =>
  !!t &&
  t.j - t.i === 1 &&
  /^\p{Ll}[\p{Ll}-]+$/u.test(t.text) &&
  (t.kind === "word" || (t.rows.length > 0 && t.rows.every((r) => r.kind === "dept")));

/** "children's", "women's": whose people a role works for, where no one's own ("our team's") is meant. */
const whose = (t: Tag | undefined, before: Tag | undefined) =>
  !!t &&
  t.kind === "word" &&
  /^\p{Ll}+(?:'s|s')$/u.test(t.text) &&
  !word(before, "the", "a", "an", "our", "my", "their", "your", "his", "her", "its", "this", "that");

/** A role of one title with a kind of its own ("evaluation officers"), the words before it joined to it. */
export function joinedTitles(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (const t of tags) {
    const [prev, before] = [out.at(-1), out.at(-2)];
    const one = t.kind === "role" && t.titles?.length === 1;
    if (one && /\s/.test(t.text) && word(prev, "and", "&") && kindWord(before)) {
      // "dozer and roller drivers": where the second kind's title is one the world holds, each kind is one.
      const head = t.titles![0].split(" ").at(-1)!;
      // ("revenues and benefits officers": two plural things one office sees to are one title's.)
      const each = HELD.has(t.titles![0].toLowerCase()) && !has(before, "dept") && !/s$/i.test(before!.text);
      const words = each
        ? [`${titleCase([before!.text])} ${head}`, t.titles![0]]
        : [`${titleCase([before!.text])} and ${t.titles![0]}`];
      out.splice(-2, 2, { ...t, i: before!.i, text: `${before!.text} and ${t.text}`, titles: words });
      continue;
    }
    if (one && whose(prev, before)) {
      const words = `${titleCase([prev!.text])} ${t.titles![0]}`;
      out.splice(-1, 1, { ...t, i: prev!.i, text: `${prev!.text} ${t.text}`, titles: [words] });
      continue;
    }
    out.push(t);
  }
  return out;
}
