// Products joined by "&", "+" or a slash ("PySpark & Airflow", "Elixir/Phoenix", "htmx + tailwind"): both
// are skills, not an employer's name of two words.
import { LANGUAGE_WORDS } from "./lexicon/reading.js";
import { has, productCased, type Tag } from "./tags.js";
import type { Token } from "./tokens.js";

const LANGUAGES = new Set(LANGUAGE_WORDS.split(" "));

/** A skill by the lexicon, or a name written as products are ("PySpark", "SwiftUI", "Next.js", "C#"). */
const skillLike = (t: Tag | undefined, tokens: Token[]) =>
  !!t &&
  (has(t, "skill") ||
    LANGUAGES.has(t.text.toLowerCase()) ||
    (t.j - t.i === 1 && t.kind !== "punct" && /^\p{L}/u.test(t.text) && productCased(tokens[t.i].text)));

/** One word of no role, level or employer, named as a product may be ("Airflow", "Phoenix", "tailwind"). */
const productWord = (t: Tag | undefined, tokens: Token[], plain: boolean) =>
  !!t &&
  t.j - t.i === 1 &&
  !t.rows.some((r) => r.kind === "employer" || r.kind === "seniority" || r.kind === "cue") &&
  (t.kind === "name" || t.kind === "city" || t.kind === "word" || t.kind === "skill") &&
  (/^\p{Lu}/u.test(tokens[t.i].text) || (plain && /^[a-z][a-z0-9.-]+$/.test(tokens[t.i].text)));

/**
 * Whether `a` and `b` are two products joined by "&", "+" or a slash ("PySpark & Airflow", "Elixir/Phoenix",
 * "htmx + tailwind"): one of them a skill, or both plain lower-case words joined by "&" or "+".
 */
export function paired(a: Tag | undefined, b: Tag | undefined, tokens: Token[], sign = true): boolean {
  if (!a || !b) return false;
  const one = skillLike(a, tokens) || skillLike(b, tokens);
  // ("k8s/helm": beside a skill, a plain lower-case word too.)
  const both = productWord(a, tokens, sign || one) && productWord(b, tokens, sign || one);
  // ("Crystal/Lucky": two words no row reads, joined by a slash, are two products too.)
  const unread =
    !sign && [a, b].every((t) => t.kind === "word" || t.kind === "name") && !a.rows.length && !b.rows.length;
  return (
    (one && both) || (both && unread) || (sign && both && /^[a-z]/.test(a.text) && /^[a-z]/.test(b.text))
  );
}

/** "PySpark & Airflow", "Elixir/Phoenix", "htmx + tailwind": both products joined so are skills. */
export function joinedSkills(tags: Tag[], tokens: Token[]): Tag[] {
  const out = tags.map((t) => ({ ...t }));
  const skill = (t: Tag) => {
    if (has(t, "skill") && t.kind === "skill") return;
    const value = t.rows.find((r) => r.kind === "skill")?.value ?? t.text;
    Object.assign(t, { kind: "skill", rows: [{ kind: "skill", value }], text: value, place: undefined });
  };
  for (let k = 1; k < out.length; k++) {
    const [a, sep, b] = [out[k - 1], out[k], out[k + 1]];
    // ("argo cd + karpenter": a plain word before the pair may be part of its name; read neither.)
    const before = out[k - 2];
    const opens =
      !before || before.kind === "punct" || has(before, "cue") || /^(?:and|or|&)$/i.test(before.text);
    const part = !opens && !skillLike(a, tokens) && !skillLike(b, tokens);
    if (tokens[sep.i].slashed && paired(a, sep, tokens, false)) [a, sep].forEach(skill);
    else if (/^[&+]$/.test(sep.text) && sep.j - sep.i === 1 && !part && paired(a, b, tokens)) {
      [a, b].forEach(skill);
      Object.assign(sep, { kind: "filler", rows: [{ kind: "filler", value: "&" }], text: "&" });
    }
  }
  return out;
}
