// Employers named in more than one word that the tagger reads as several: "Air New Zealand" (a name and a
// country's), "Slater and Gordon" (two names joined by "and"). After a word for where someone works, or in a
// list of employers after one, they are one employer's name.
import { placeCodes } from "../world/metros.js";
import { has, type Tag, word } from "./tags.js";

/** A capitalised word of no known employer's or place's: a name, or a role's word written as one. */
const part = (t: Tag | undefined) =>
  !!t &&
  (t.kind === "name" || (t.kind === "role" && t.j - t.i === 1)) &&
  /^\p{Lu}\p{Ll}+$/u.test(t.text) &&
  !has(t, "employer") &&
  placeCodes(t.text) === undefined;

/** Whether the tags before `k` are a word for where someone works, then employers listed. */
function atWork(tags: Tag[], k: number): boolean {
  let b = k - 1;
  while (
    b >= 0 &&
    (tags[b].kind === "name" || word(tags[b], ",", "or") || (b === k - 1 && word(tags[b], "the")))
  )
    b--;
  // ("with Flink and Kafka" names what they know.)
  return (has(tags[b], "cue", "at") && !has(tags[b], "cue", "knows")) || has(tags[b], "cue", "was");
}

const named = (from: Tag, to: Tag, text: string): Tag => ({
  i: from.i,
  j: to.j,
  kind: "name",
  rows: [],
  text,
});

export function employerNames(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const [t, next, after] = [tags[k], tags[k + 1], tags[k + 2]];
    // "used to fly for Air New Zealand": a name and a place's of more words than one.
    const placed = next && next.j - next.i > 1 && (has(next, "country") || has(next, "city"));
    if (part(t) && placed && /^\p{Lu}/u.test(next.text) && atWork(tags, k)) {
      out.push(named(t, next, `${t.text} ${next.text}`));
      k++;
      continue;
    }
    // "at the Reserve Bank of Australia": a name, "of" and a place's or a name, capitalised.
    const of = word(next, "of") && /^\p{Lu}/u.test(after?.text ?? "");
    if (
      t.kind === "name" &&
      of &&
      (after!.kind === "name" || has(after, "country") || has(after, "city")) &&
      atWork(tags, k)
    ) {
      out.push(named(t, after!, `${t.text} of ${after!.text}`));
      k += 2;
      continue;
    }
    // "at Slater and Gordon": two names joined by "and".
    if (part(t) && word(next, "and") && part(after) && after!.kind === "name" && atWork(tags, k)) {
      out.push(named(t, after!, `${t.text} and ${after!.text}`));
      k += 2;
      continue;
    }
    out.push(t);
  }
  return out;
}
