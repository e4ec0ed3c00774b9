// Names of what people use, read after the tagger's other steps: a product after "on", a product's number,
// a product that is also a role's word, listed among skills.
import { placeCodes } from "../world/metros.js";
import * as A from "./lexicon/abbreviations.js";
import {
  CREDENTIAL_WORDS,
  HOLDER_WORDS,
  LANGUAGE_WORDS,
  RESEARCH_CUES,
  SHIFT_WORDS,
} from "./lexicon/reading.js";
import * as W from "./lexicon/words.js";
import { joinedSkills } from "./products.js";
import { has, row, span, type Tag, titleCase, word } from "./tags.js";
import { singular, type Token } from "./tokens.js";

/**
 * Names of what people use: "on QuickBooks" (a name no place of the world's, after "on"); "with Sage 50",
 * "EPA 608" (a number after a name someone knows is part of it); "with Figma and Illustrator" (a capitalised
 * role listed after a skill, once the role is said, is a product).
 */
export function skillNames(read: Tag[], tokens: Token[]): Tag[] {
  const tags = joinedSkills(credentials(read, tokens), tokens);
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const [t, next, prev] = [tags[k], tags[k + 1], out.at(-1)];
    // "research coordinators in Boston, oncology": a plain word alone after a place's comma is what they know.
    const place = has(out.at(-2), "city") || has(out.at(-2), "country") || out.at(-2)?.kind === "name";
    const plain = /^\p{Ll}{4,}$/u.test(t.text) && !/ly$/.test(t.text) && !SHIFTS.has(t.text);
    if (t.kind === "word" && plain && word(prev, ",") && place && ends(next)) {
      out.push({ ...t, kind: "skill", rows: [{ kind: "skill", value: titleCase([t.text]) }] });
      continue;
    }
    // "the IBD General Certificate in Brewing", "a Diploma in Accounting": a course named with its subject.
    const subject = tags[k + 2];
    if (COURSE.test(t.text) && word(next, "in") && /^\p{Lu}/u.test(subject?.text ?? "") && !subject.place) {
      const value = `${t.text} in ${subject.text}`;
      out.push(span(t, subject, "skill", value, { rows: [{ kind: "skill", value }] }));
      k += 2;
      continue;
    }
    const area = researchArea(tags, k, prev);
    if (area) {
      out.push(area.tag);
      k = area.to;
      continue;
    }
    const known = knownAfterCue(t, next, prev, out.at(-2));
    if (known) {
      out.push({ ...t, kind: "skill", rows: [{ kind: "skill", value: known }] });
      continue;
    }
    if (word(t, "on") && next?.kind === "name" && !next.place && placeCodes(next.text) === undefined) {
      out.push({ ...t, kind: "cue", rows: [{ kind: "cue", value: "knows" }] });
      continue;
    }
    // "with Microsoft Excel", "know Google Analytics", "SAP S/4HANA": a vendor before one of its products
    // names the product, not the vendor as an employer and the product as a role.
    const listed = /^(?:and|or|,|&)$/i.test(prev?.text ?? "") && afterKnows(out);
    if (
      VENDORS.has(t.text.toLowerCase()) &&
      (has(prev, "cue", "knows") || listed) &&
      next?.i === t.j &&
      /^[A-Z0-9]/.test(tokens[next.i].text) &&
      PRODUCT_KINDS.has(next.kind) &&
      next.j - next.i <= 2
    ) {
      out.push(span(t, next, "name", `${t.text} ${next.text}`));
      k++;
      continue;
    }
    // "certified in ASE": what someone is certified or trained in is a credential, not a place.
    if (t.kind === "name" && word(prev, "in") && CERTIFIED.test(out.at(-2)?.text ?? "") && !t.place) {
      out.push({ ...t, kind: "skill", rows: [{ kind: "skill", value: t.text }] });
      continue;
    }
    const named = (has(t, "skill") || t.kind === "name") && (has(prev, "cue", "knows") || has(t, "skill"));
    if (named && t.j - t.i <= 2 && next?.kind === "num" && /^\d+(?:\.\d+)?$/.test(next.text)) {
      const value = `${t.text} ${next.text}`;
      out.push({ ...span(t, next, "name", value), rows: [] });
      k++;
      continue;
    }
    // "Portuguese speaker", "Spanish speakers", "French speaking": a language its speakers are named by is spoken.
    const speaker = /^(?:speakers?|speaking)$/i;
    const said = tokens.slice(t.i, t.j).map((x) => x.text);
    if (
      t.kind === "role" &&
      said.length === 2 &&
      LANGUAGES.has(said[0].toLowerCase()) &&
      speaker.test(said[1])
    ) {
      out.push({
        ...t,
        kind: "skill",
        rows: [{ kind: "skill", value: said[0] }],
        titles: undefined,
        text: said[0],
      });
      continue;
    }
    const whole = wholeName(tags, k, tokens);
    if (whole) {
      out.push(whole.tag);
      k = whole.to;
      continue;
    }
    // "fluent French accountants": a language after a word for how well it is spoken is spoken; so is one
    // the lexicon knows as no other word ("french to english").
    if (
      (t.kind === "name" || t.kind === "word") &&
      LANGUAGES.has(t.text.toLowerCase()) &&
      (t.kind === "word" || /^(?:fluent|native)$/i.test(prev?.text ?? ""))
    ) {
      out.push({ ...t, kind: "skill", rows: [{ kind: "skill", value: titleCase([t.text]) }] });
      continue;
    }
    const credential = credentialOf(t, next);
    if (credential) {
      // "a reach truck licence": a plain word before the credential's name is part of it.
      const first = prev?.kind === "word" && /^[a-z]{3,}$/.test(prev.text) && !NOT_NAMES.has(prev.text);
      const value =
        first && /^[A-Z]/.test(credential) ? `${titleCase([prev.text])} ${credential}` : credential;
      if (first && value !== credential) out.pop();
      const from = first && value !== credential ? prev : t;
      out.push(span(from, next!, "skill", value, { rows: [{ kind: "skill", value }] }));
      k++;
      continue;
    }
    const found = inList(tags, k, out, tokens);
    if (found) {
      out.push(found.tag);
      k = found.to;
      continue;
    }
    out.push(t);
  }
  return out;
}

/**
 * What people use, read by the list it is in: a plain lower-case word ("Pandas, NumPy and scikit-learn",
 * "with helm, argocd and vault"), a place's code in capitals ("with PyTorch and JAX"), a capitalised role's
 * word once a role is said ("3D artists with Blender"); and after one, "experience in" says where
 * ("Terraform experience in Accra"). The tag read, and the index of the last tag it spans.
 */
function inList(tags: Tag[], k: number, out: Tag[], tokens: Token[]): { tag: Tag; to: number } | undefined {
  const [t, next, prev] = [tags[k], tags[k + 1], out.at(-1)];
  const knows = has(prev, "cue", "knows");
  const listed = /^(?:and|or|,|&)$/i.test(prev?.text ?? "") && afterKnows(out);
  const skill = (value: string, to = k) => ({
    tag: span(t, tags[to], "skill", value, { rows: [{ kind: "skill", value }] }),
    to,
  });
  const plain = (x: Tag | undefined) =>
    x?.kind === "word" &&
    /^[a-z][a-z0-9]+$/.test(x.text) &&
    !QUALIFIERS.has(x.text) &&
    !SKILL_NOUNS.has(x.text);
  const opens = knows && !!next && endsList(next) && (plain(tags[k + 2]) || has(tags[k + 2], "skill"));
  let e = k;
  while ((listed || opens) && plain(t) && tags[e + 1]?.kind === "word" && tokens[tags[e + 1].i].joined) e++;
  if ((listed || opens) && plain(t) && (endsList(tags[e + 1]) || has(tags[e + 1], "cue")))
    return skill(
      tags
        .slice(k, e + 1)
        .map((x, n) => (n === 0 ? "" : tokens[x.i].slashed ? "/" : "-") + x.text)
        .join(""),
      e,
    );
  if (
    /^(?:experience|expertise|background) in$/i.test(t.text) &&
    (has(prev, "skill") || prev?.kind === "name")
  )
    return { tag: { ...t, rows: [{ kind: "cue", value: "in" }] }, to: k };
  // "ios dev, swiftui, berlin": a plain word alone between commas, after a role, is a tool.
  const between = (x: Tag | undefined) => /^[,|]$/.test(x?.text ?? "");
  const role = tags.slice(0, k).some((x) => x.kind === "role");
  if (plain(t) && between(prev) && between(next) && role && !placeCodes(t.text)) return skill(t.text);
  // ("nurse, riga": one ending the string is where, if the world holds the place.)
  // ("kitchen porters bournemouth asap": so is one right after the role, before the string's end or a filler.)
  const after = prev?.kind === "role" && (!next || next.kind === "filler" || next.kind === "years");
  if (plain(t) && ((between(prev) && !next && role) || after) && placeCodes(t.text))
    return { tag: { ...t, kind: "name", text: titleCase([t.text]), place: true }, to: k };
  const code = t.kind === "city" && /^[A-Z]{2,4}$/.test(t.text) && row(t, "city")?.value !== t.text;
  if (code && (listed || knows)) return skill(t.text);
  // ("proficient in framer": a role's word in lower case too, after any word of knowing but "with".)
  const lower = knows && !/^(?:with|w)\b/i.test(prev!.text) && /^[a-z]+$/.test(tokens[t.i].text);
  const product = t.kind === "role" && t.j - t.i === 1 && (lower || /^\p{Lu}\p{Ll}/u.test(tokens[t.i].text));
  const said = (listed || (knows && k > 1)) && tags.slice(0, k - 1).some((x) => x.kind === "role");
  return product && said ? skill(t.text) : undefined;
}

const LANGUAGES = new Set(LANGUAGE_WORDS.split(" "));
const VENDORS = new Set(A.PRODUCT_VENDORS.split(" "));
const PRODUCT_KINDS = new Set(["skill", "name", "role", "dept", "word"]);
const CERTIFIED = /^(?:certified|qualified|trained|accredited|licensed|ticketed)$/i;
const CREDENTIALS = new Set(A.CREDENTIAL_NOUNS.split(" "));
const NOT_NAMES = new Set(A.NOT_CREDENTIAL_NAMES.split(" "));
/** Credentials named with their noun: a licence always ("SIA Licence"), a card or ticket in lower case only. */
const LICENCES = new Set(["licence", "license"]);
const NAMED_WITH = new Set(["licence", "license", "card", "ticket", "certificate"]);

/** "with 6G certification", "SIA licence required", "a counterbalance licence": a credential by its name. */
function credentialOf(t: Tag, next: Tag | undefined): string | undefined {
  // ("6G certs": the noun in the plural; "CSM certification": initials a title shares are the credential's.)
  const noun = singular(next?.text.toLowerCase() ?? "");
  if (!CREDENTIALS.has(noun) || t.j - t.i !== 1 || t.place || NOT_NAMES.has(t.text.toLowerCase()))
    return undefined;
  const initials = t.kind === "role" && /^[A-Z0-9]{2,6}$/.test(t.text);
  if (!(initials || t.kind === "word" || (t.kind === "name" && placeCodes(t.text) === undefined)))
    return undefined;
  if (/^[a-z]{1,2}$/.test(t.text)) return undefined;
  const cased = /[A-Z0-9]/.test(t.text) ? t.text : titleCase([t.text]);
  const withNoun = LICENCES.has(noun) || (NAMED_WITH.has(noun) && !/[A-Z0-9]/.test(t.text));
  return withNoun ? `${cased} ${titleCase([noun])}` : cased;
}

/**
 * A skill whose name runs past its first word: languages listed before "speaking" ("Dutch and English
 * speaking", "english speaking", each spoken), a credential's country in brackets written onto it ("CA(SA)"),
 * its level or class ("NVQ level 3", "a Class 2 licence"). The tag read, and the index of the last it spans.
 */
function wholeName(tags: Tag[], k: number, tokens: Token[]): { tag: Tag; to: number } | undefined {
  const t = tags[k];
  const skill = (value: string, to: number) => ({
    tag: span(t, tags[to], "skill", value, { rows: [{ kind: "skill", value }] }),
    to,
  });
  let e = k;
  while (
    /^(?:and|or|,|\/)$/.test(tags[e + 1]?.text ?? "") &&
    LANGUAGES.has(tags[e + 2]?.text.toLowerCase() ?? "")
  )
    e += 2;
  if (LANGUAGES.has(t.text.toLowerCase()) && t.kind !== "role" && SPEAKER.test(tags[e + 1]?.text ?? ""))
    return skill(titleCase([t.text]), e === k ? k + 1 : k);
  const [open, within, close] = [tags[k + 1], tags[k + 2], tags[k + 3]];
  if (
    /^[A-Z]{2,5}$/.test(tokens[t.i].text) &&
    t.j - t.i === 1 &&
    open?.text === "(" &&
    tokens[open.i].start === tokens[t.i].end &&
    /^\p{Lu}\p{L}{1,3}$/u.test(within?.text ?? "") &&
    close?.text === ")"
  )
    return skill(`${t.text}(${within.text})`, k + 3);
  const graded = levelled(t, tags.slice(k + 1, k + 3));
  return graded ? skill(graded.value, k + graded.length) : undefined;
}

const SPEAKER = /^(?:speakers?|speaking)$/i;

/**
 * A credential named with its level or class: a name in capitals before "level" and a number ("QQI level 5"),
 * or "Class" and a number before a credential's noun ("Class 2 licence"). The value and the tags it takes.
 */
function levelled(t: Tag, after: Tag[]): { value: string; length: number } | undefined {
  const [a, b] = after;
  const num = (x: Tag | undefined) => x?.kind === "num" && /^\d+$/.test(x.text);
  if (/^[A-Z][A-Z0-9]{1,6}$/.test(t.text) && !t.place && /^level$/i.test(a?.text ?? "") && num(b))
    return { value: `${t.text} level ${b.text}`, length: 2 };
  // ("a Class II certificate", "a code 10 licence": a class in numerals or Roman ones, run into one name.)
  const [graded, noun] = [
    /^(?:class|cat|category|code)(?: (?:\d+|[IVX]{1,4}))?$/i,
    (x?: Tag) => singular(x?.text.toLowerCase() ?? ""),
  ];
  if (graded.test(t.text) && t.text.includes(" ") && NAMED_WITH.has(noun(a)))
    return { value: `${titleCase(t.text.split(" "))} ${titleCase([noun(a)])}`, length: 1 };
  if (graded.test(t.text) && (num(a) || /^[IVX]{1,4}$/.test(a?.text ?? "")) && NAMED_WITH.has(noun(b)))
    return { value: `${titleCase([t.text])} ${a.text} ${titleCase([noun(b)])}`, length: 2 };
  return undefined;
}

const QUALIFIERS = new Set(W.EXPERIENCE_QUALIFIERS.split(" "));
const SKILL_NOUNS = new Set(W.SKILL_NOUNS.split(" "));
const CASED = new Map(W.CASED_SKILLS.split("|").map((s) => [s.toLowerCase(), s]));
const HAVING = /^(?:have|has|having|had|got)$/i;
const ends = (t: Tag | undefined) => !t || t.kind === "punct";
/** The end of a value in a list: the end of a clause, or a list word ("kafka and airflow"). */
const endsList = (t: Tag | undefined) => ends(t) || /^(?:and|or|&)$/i.test(t!.text);

/**
 * "any with solar experience?", "do any have solar experience?", "anyone with experience in solar?", "who
 * knows solar?": a plain word said as what people know is a skill; so is a skill read only when capitalised
 * ("troubleshooting") written in lower case after a verb of knowing.
 */
function knownAfterCue(t: Tag, next: Tag | undefined, prev: Tag | undefined, before: Tag | undefined) {
  if (t.kind !== "word" || t.j - t.i !== 1) return undefined;
  const text = t.text.toLowerCase();
  const knows = has(prev, "cue", "knows");
  const cased = knows && text.length > 1 ? CASED.get(text) : undefined;
  if (cased) return cased;
  if (!/^[a-z][a-z-]{2,}$/.test(t.text) || QUALIFIERS.has(text)) return undefined;
  const ofKnown =
    // ("offshore experience" said alone, as a follow-up often is.)
    ((knows || !prev || HAVING.test(prev?.text ?? "")) && SKILL_NOUNS.has(next?.text.toLowerCase() ?? "")) ||
    // ("using pulumi in Denver": any word of knowing but "with", before a place's "in" too.)
    (knows && !/^(?:with|w)\b/i.test(prev?.text ?? "") && (endsList(next) || has(next, "cue"))) ||
    (word(prev, "in", "with") && SKILL_NOUNS.has(before?.text.toLowerCase() ?? "") && ends(next));
  return ofKnown ? titleCase([t.text]) : undefined;
}

const RESEARCH = new Set(RESEARCH_CUES.split("|"));
const SHIFTS = new Set(SHIFT_WORDS.split(" "));
const COURSE = /^(?:\p{Lu}\S*\s+)*(?:Certificate|Diploma|Degree|Certification)$/u;
const AREA_KINDS = new Set(["word", "industry", "skill", "dept"]);

/** "working on climate policy": the plain words after a word for researching are one field, a skill. */
function researchArea(tags: Tag[], k: number, prev: Tag | undefined): { tag: Tag; to: number } | undefined {
  if (!has(prev, "cue", "knows") || !RESEARCH.has(prev!.text.toLowerCase())) return undefined;
  let e = k;
  while (e < k + 3 && AREA_KINDS.has(tags[e]?.kind) && /^\p{Ll}[\p{Ll} -]*$/u.test(tags[e].text)) e++;
  if (e - k < 2) return undefined;
  const value = titleCase(tags.slice(k, e).flatMap((x) => x.text.split(" ")));
  return { tag: span(tags[k], tags[e - 1], "skill", value, { rows: [{ kind: "skill", value }] }), to: e - 1 };
}

/** Whether what was read last is a list of what people use: "with Sketch and", "know Python, Go or". */
function afterKnows(read: Tag[]): boolean {
  for (let k = read.length - 2; k >= 0; k--) {
    const t = read[k];
    if (has(t, "cue", "knows")) return k < read.length - 2;
    if (!(t.kind === "name" || has(t, "skill") || /^(?:and|or|,|&)$/i.test(t.text))) return false;
  }
  return false;
}

const CREDENTIALS_HELD = new Set(CREDENTIAL_WORDS.split(" "));
const HOLDERS = new Set(HOLDER_WORDS.split(" "));

/**
 * "CPA accountants", "auditors with CPA", "CFA charterholders": a professional credential in capitals before
 * a role or after "with" is a skill, and the role the rest ("CPAs" alone stay accountants, as the sets read).
 */
function credentials(tags: Tag[], tokens: Token[]): Tag[] {
  return tags.flatMap((t, k) => {
    const first = tokens[t.i];
    const cred = /^[A-Z]{2,5}$/.test(first.text) && CREDENTIALS_HELD.has(first.key);
    if (!cred || (t.kind !== "role" && t.kind !== "name")) return [t];
    const skill: Tag = {
      i: t.i,
      j: t.i + 1,
      kind: "skill",
      rows: [{ kind: "skill", value: first.text }],
      text: first.text,
    };
    const rest = tokens.slice(t.i + 1, t.j);
    // ("controllers, CPA required": beside another role, the credential alone is what they hold.)
    const role = tags.some((x) => x !== t && x.kind === "role");
    if (rest.length === 0) return has(tags[k - 1], "cue", "knows") || role ? [skill] : [t];
    if (rest.every((x) => HOLDERS.has(x.sing))) return [{ ...skill, j: t.j }];
    const titles = t.titles?.map((x) => x.replace(new RegExp(`^${first.text}\\s+`, "i"), ""));
    const text = rest.map((x) => x.text).join(" ");
    return t.kind === "role" ? [skill, { ...t, i: t.i + 1, text, titles }] : [t];
  });
}
