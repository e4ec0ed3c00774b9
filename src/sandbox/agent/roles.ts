// Roles: a head noun (known, or guessed by its ending) with the words before it that say what kind; a
// function with its level ("marketing VPs", "heads of data"); title words named as such ("titled
// Associate"); and, weakest, the first unknown plural where a role would stand.
import { placeCodes } from "../world/tables.js";
import { functionTitle } from "./functiontitle.js";
import { SKILL_PHRASE_ROWS } from "./lexicon/abbreviations.js";
import type { Kind } from "./lexicon/index.js";
import * as R from "./lexicon/reading.js";
import * as W from "./lexicon/words.js";
import * as T from "./tags.js";
import { has, industryLed, inTitles, productHead, row, span, type Tag, titleCase, word } from "./tags.js";
import { joinedTitles } from "./titlejoins.js";
import { singular, type Token } from "./tokens.js";

const SUFFIXES = W.AGENT_SUFFIXES.split(" ");
export const agent = (sing: string) => SUFFIXES.some((x) => sing.endsWith(x));
/** Nouns with a role's ending that name no one ("a number in London"). */
const NOT_ROLE_NOUNS = new Set(R.NOT_ROLE_NOUNS.split(" "));
// What proves a skill (a licence, a card, a registration) is held, never a kind of role.
const CARDS = new Set(SKILL_PHRASE_ROWS.flatMap((r) => r.split("=")[0].split("|")));

/** A word the lexicon does not know that names someone: a plural, or an ending for one who does. */
function guessedHead(t: Tag, tokens: Token[]): boolean {
  if (t.kind !== "word") return false;
  const tok = tokens[t.i];
  // Capitalised inside a sentence it is a name ("Linklaters", "ex-Googlers").
  if (t.i > 0 && /^\p{Lu}\p{Ll}/u.test(tok.text) && !/[.!?]/.test(tokens[t.i - 1].text)) return false;
  if (/^[A-Z]{2,5}s$/.test(tok.text)) return true;
  if (!/^[a-z][a-z'-]{2,}$/i.test(tok.text)) return false;
  // "is there a chocolatier in Liège": one asked for by "a" before a place or a clause about them.
  const one =
    /^an?$/i.test(tokens[t.i - 1]?.text ?? "") &&
    /^(?:in|who|with|based|near|around|[.,?!])$/i.test(tokens[t.i + 1]?.text ?? ".");
  return (tok.sing !== tok.key || (one && !NOT_ROLE_NOUNS.has(tok.key))) && agent(tok.sing);
}

/**
 * A word that may say what kind of role follows it: a word the lexicon does not know, a department, another
 * head. `held`: the role is a title the world holds of two words or more.
 */
function modifier(t: Tag, tokens: Token[], k: number, generic: boolean, prev?: Tag, held = false): boolean {
  if (t.kind === "word") {
    const tok = tokens[t.i];
    // "DataOps engineers": a practice named "…Ops" is the kind of role.
    if (/^\p{L}{2,}ops$/iu.test(tok.text) && !has(prev, "cue", "was") && !has(prev, "cue", "at")) return true;
    // "Former IKEA merchandisers": a capitalised word after a cue of employers is the employer.
    if (/^\p{Lu}/u.test(tok.text) && (has(prev, "cue", "was") || has(prev, "cue", "at"))) return false;
    // A capitalised word inside the sentence is a name ("Stripe engineers"), unless an initialism; so is one
    // that opens it and is in no title, before a title the world holds ("Mahle maintenance technicians") or a
    // role that works with a product ("Odoo consultants").
    const named = k > 0 || (held && !inTitles(tok.key));
    if ((named && /^\p{Lu}\p{Ll}/u.test(tok.text)) || /\p{Ll}\p{Lu}/u.test(tok.text)) return false;
    return /^[\p{L}][\p{L}-]*$/u.test(tok.text);
  }
  if (t.kind !== "title" && t.kind !== "role" && t.rows.length === 0) return false;
  // "HSE managers": initials a title of the world's holds are the title's, though an employer is named so too
  // ("ex-HSE nurses" worked there).
  const after = has(prev, "cue", "was") || has(prev, "cue", "at");
  if (has(t, "employer") && /^[A-Z]{2,5}$/.test(t.text) && inTitles(t.text.toLowerCase()) && !after)
    return true;
  if (sizeKind(t, prev)) return true;
  if (
    // ("QC analysts": a function's initials that are a place's code too are the function's before a role.)
    ["filler", "cue", "seniority", "city", "country", "size", "flag", "bound", "staff", "year"].some(
      (kind) => has(t, kind as Kind) && !(kind === "city" && has(t, "dept")),
    )
  )
    return false;
  // "ipaf scaffolder": a card the person holds is no kind of role.
  if (has(t, "skill") && CARDS.has(t.text.toLowerCase())) return false;
  // A skill or an industry says what a profession's people do ("tax accountants", "insurance brokers"),
  // but of a software engineer or designer only what they use or where they work ("Java developers").
  // A practice named "…Ops" ("MLOps engineers") is the kind of engineer, not a tool they use.
  if (has(t, "skill") || has(t, "industry")) return !generic || has(t, "dept") || /.ops$/i.test(t.text);
  // "language teachers", "technology transfer officers": a field's word is a kind of role before one.
  const kinds = ["dept", "head", "companyNoun"] as const;
  const field = has(t, "field", "languages") || (t.kind === "field" && t.j - t.i === 1 && !generic);
  return kinds.some((x) => has(t, x)) || field || (t.kind === "title" && t.j - t.i === 1);
}

const SIZE_TITLE = new Set(R.SIZE_TITLE_WORDS.split(" "));
/**
 * "corporate partnerships managers", "study start-up specialists": a size's word leading a role, or after a
 * plain word that does, says what kind of role.
 */
const sizeKind = (t: Tag, prev: Tag | undefined) =>
  has(t, "size") && /^\p{Ll}/u.test(t.text) && (SIZE_TITLE.has(t.text) || prev?.kind === "word");
/** A word a held title takes before it: a plain word, a function, a kind of place, a size's word. */
const plainKind = (m: Tag, title: Tag, prev: Tag | undefined) =>
  m.kind === "word" || has(m, "dept") || kindOfPlace(m, title) || sizeKind(m, prev);

/** "ship-to-shore crane operators", "on-trade reps": words hyphened to a role's first word are its words. */
function hyphenStart(out: Tag[], k: number, head: Tag, tokens: Token[]): number {
  const hyphened = (u: Tag) => tokens[u.i].joined && !tokens[u.i].slashed;
  let b = k;
  while (
    b > 0 &&
    hyphened(out[b] ?? head) &&
    out[b - 1].j === (out[b] ?? head).i &&
    !has(out[b - 1], "cue", "was")
  )
    b--;
  return b;
}

const PLACE_TITLE_WORDS = new Set(R.PLACE_TITLE_WORDS.split(" "));
/** "dairy farm managers": an industry before a title that opens with a place of work says which place. */
const WORKPLACE_TITLE = new Set(R.WORKPLACE_TITLE_WORDS.split(" "));
const kindOfPlace = (mod: Tag, title: Tag) =>
  has(mod, "industry") &&
  (PLACE_TITLE_WORDS.has(title.text.split(/\s+/)[0].toLowerCase()) ||
    (WORKPLACE_TITLE.has(mod.text.toLowerCase()) && title.j - title.i > 1));

/** One word of four letters or more, not a name's run of words nor an initialism ("PLC programmers"). */
function guessedSkill(t: Tag, tokens: Token[]): boolean {
  return (
    (t.kind === "word" || t.kind === "name") &&
    t.j - t.i === 1 &&
    /^\p{L}[\p{Ll}#+.]{3,}$/u.test(tokens[t.i].text)
  );
}

const WORKPLACE = new Set(W.WORKPLACES.split(" "));
const DEV_HEADS = new Set(R.DEV_HEADS.split(" "));
const NOT_CODE = new Set(R.NOT_CODE_WORDS.split(" "));
/** Heads that alone say how someone works, not what as: "remote workers". */
const BARE_NOT_ROLES = new Set(W.BARE_NOT_ROLES.split(" "));
const GENERIC_HEADS = new Set(W.GENERIC_HEADS.split(" "));
const GENERIC = { test: (key: string) => GENERIC_HEADS.has(singular(key)) };

const FIELD_HEADS = new Set(R.FIELD_HEADS.split(" "));

/** Roles: a head noun (known, or guessed by its ending) with up to three words before it saying what kind. */
export function roles(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let h = 0; h < tags.length; h++) {
    const t = tags[h];
    const head = t.kind === "title" || has(t, "head") || has(t, "levelNoun") || guessedHead(t, tokens);
    const next = tags[h + 1];
    const headNext = !!next && (has(next, "head") || next.kind === "title" || guessedHead(next, tokens));
    // A level word before a role is the level ("principal engineers"), not a role of its own; a head no
    // title is, said in the singular after "you" or "please", is what to do ("could you scout nurses").
    const verb =
      word(out.at(-1), "you", "please") &&
      has(t, "head") &&
      t.rows.every((r) => r.kind === "head" || r.kind === "filler") &&
      t.j - t.i === 1 &&
      tokens[t.i].sing === tokens[t.i].key;
    if (!head || verb || (has(t, "filler") && !has(t, "head")) || (has(t, "seniority") && headNext)) {
      out.push(verb ? { ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] } : t);
      continue;
    }
    // A run of heads is one role: "nurse practitioners", "teacher assistants".
    let last = h;
    while (
      tags[last + 1] &&
      (has(tags[last + 1], "head") || tags[last + 1].kind === "title") &&
      !has(tags[last + 1], "filler") &&
      !has(tags[last], "seniority")
    )
      last++;
    // "telecom engineers at Vodafone": where an employer is named, the industry's word is the role's kind.
    const generic =
      (GENERIC.test(tokens[tags[last].j - 1].key) &&
        !industryLed(out.at(-1), tokens[tags[last].j - 1].sing, tags, true)) ||
      // A manager of anything ("store managers"), but a director of a function, not of an industry.
      (row(tags[last], "levelNoun") !== undefined && row(tags[last], "levelNoun")!.value !== "Manager");
    let k = out.length;
    // "haskell devs": a word the lexicon does not know before a developer is what they write code in.
    const before = out[k - 1];
    if (
      DEV_HEADS.has(tokens[tags[last].j - 1].sing) &&
      before?.rows.length === 0 &&
      !NOT_CODE.has(tokens[before.i].key) &&
      guessedSkill(before, tokens)
    )
      out[k - 1] = { ...before, kind: "skill", rows: [{ kind: "skill", value: titleCase([before.text]) }] };
    // A named title ("CFO", "data scientist") takes only plain words before it, not an industry or a skill.
    const named = tags[last].kind === "title" && !GENERIC.test(tokens[tags[last].j - 1].key);
    // A name opening the sentence before a held title or a role that works with a product is no kind of it.
    const held = (named && tags[last].j - t.i > 1) || productHead(tokens[tags[last].j - 1].sing);
    // "SAP FICO consultants", "oracle DBAs": a vendor its product's roles are titled by, right before one.
    const vendor = (m: Tag) => k === out.length && !generic && held && T.titledVendor(m);
    const kind = (m: Tag) => !named || plainKind(m, tags[last], out[k - 2]);
    const mod = (m: Tag) => modifier(m, tokens, m.i, generic, out[k - 2], held) && kind(m);
    while (k > 0 && out.length - k < 3 && (vendor(out[k - 1]) || mod(out[k - 1]))) k--;
    k = hyphenStart(out, k, t, tokens);
    const mods = out.slice(k);
    const heads = tags.slice(h, last + 1);
    const lastHead = heads.at(-1)!;
    // Mods begin past a place of work that says where ("university lecturers"), only as the sole word before
    // the role ("school bus drivers" drive school buses), or past an industry a title is meant at.
    const leftOut = has(out[k - 1], "cue", "not");
    const workplace = () => WORKPLACE.has(mods[0].text.toLowerCase()) && !row(tags[last], "levelNoun");
    const industry = () => heads.length === 1 && industryLed(mods[0], singularText(t, tokens), tags);
    while (mods.length === 1 && !leftOut && (workplace() || industry())) {
      if (workplace()) out[k] = { ...out[k], kind: "filler", rows: [{ kind: "filler", value: out[k].text }] };
      k++;
      mods.shift();
    }
    const words = [...mods, ...heads]
      .flatMap((m) => m.text.split(/[\s-]+/))
      .filter((w) => !(generic && w.toLowerCase() === "software" && mods.length > 0));
    const levelRow = row(lastHead, "levelNoun");
    const titleRow = lastHead.kind === "title" ? row(lastHead, "title") : undefined;
    let made: { titles: string[]; level?: string } | undefined;
    // "customer success directors": a named function and its level.
    const lead = heads[0].kind === "title" ? row(heads[0], "title") : undefined;
    const level = heads.length === 2 && mods.length === 0 ? row(lastHead, "levelNoun")?.value : undefined;
    if (lead && (level === "Director" || level === "VP"))
      made = { titles: lead.values ?? [lead.value], level };
    else if (mods.length === 0 && heads.length === 1) {
      if (titleRow) made = { titles: titleRow.values ?? [titleRow.value], level: titleRow.level };
      else if (levelRow || has(t, "seniority")) made = undefined;
      else if ((has(t, "head") || guessedHead(t, tokens)) && !BARE_NOT_ROLES.has(tokens[t.i].sing))
        made = { titles: [titleCase([singularText(t, tokens)])] };
    } else if (levelRow && mods.length > 0 && heads.length === 1) {
      const depts = mods.every((m) => has(m, "dept"));
      const fn = depts
        ? mods.map((m) => row(m, "dept")!.value).join(" ")
        : titleCase(mods.flatMap((m) => m.text.split(" ")));
      made = functionTitle(fn.split(" "), depts, levelRow.value);
    } else {
      const headWords =
        titleRow && titleRow.value !== "Engineer" && mods.length === 0 && heads.length === 1
          ? [titleRow.value]
          : words.slice(0, -1).concat(singularText(lastHead, tokens));
      made = { titles: [titleCase(headWords.flatMap((w) => w.split(" ")))], level: titleRow?.level };
    }
    if (!made) {
      out.push(...heads);
      h = last;
      continue;
    }
    out.splice(k);
    const first = mods[0] ?? t;
    out.push({
      i: first.i,
      j: lastHead.j,
      kind: "role",
      rows: lastHead.rows,
      text: words.join(" "),
      titles: made.titles,
      level: made.level,
    });
    h = last;
  }
  return joinedTitles(out);
}

/** The last word of a tag in the singular, as written ("LPNs" → "LPN", "nurses" → "nurse"). */
function singularText(t: Tag, tokens: Token[]): string {
  const tok = tokens[t.j - 1];
  if (/^[A-Z]{2,5}s$/.test(tok.text)) return tok.text.slice(0, -1);
  return tok.sing;
}

/** "heads of talent", "directors of nursing": a level noun and the function after "of". */
export function levelOf(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    const level = row(t, "levelNoun")?.value;
    const fn = tags[k + 2];
    // "VP Finance": the function may follow without "of"; a manager so only written short ("mgr ops").
    const bare =
      !!level &&
      has(tags[k + 1], "dept") &&
      !has(tags[k + 1], "filler") &&
      (level !== "Manager" || /^mn?gr$/i.test(t.text)) &&
      level !== "Lead";
    if (bare) {
      const made = functionTitle([row(tags[k + 1], "dept")!.value], true, level!);
      out.push(span(t, tags[k + 1], "role", `${t.text} ${tags[k + 1].text}`, made));
      k += 1;
      continue;
    }
    // "lecturers in nursing", "professors of law": a teaching title and the subject it teaches, in a word.
    const head = t.rows.find((r) => r.kind === "head" && FIELD_HEADS.has(r.value))?.value;
    const taught = head && word(tags[k + 1], "in", "of");
    // ("teachers in stratford-upon-avon": a place of the world's is where, not what they teach.)
    const subject = (u?: Tag) =>
      /^\p{Ll}[\p{Ll} ]+$/u.test(u?.text ?? "") &&
      (has(u, "dept") || has(u, "skill") || (u!.kind === "word" && placeCodes(u!.text) === undefined));
    if (taught && subject(fn) && !has(fn, "filler")) {
      // "computer science": a second word of the subject's.
      const end = subject(tags[k + 3]) && !has(tags[k + 3], "filler") ? k + 3 : k + 2;
      const field = titleCase(tags.slice(k + 2, end + 1).flatMap((u) => u.text.split(" ")));
      if (placeCodes(field) === undefined) {
        out.push(span(t, tags[end], "role", `${t.text} in ${field}`, { titles: [`${field} ${head}`] }));
        k = end;
        continue;
      }
    }
    if (
      level &&
      level !== "Manager" &&
      level !== "Lead" &&
      // ("decision makers in IT": a department after "in" is the function too.)
      (word(tags[k + 1], "of") || (word(tags[k + 1], "in") && has(fn, "dept") && !has(fn, "city"))) &&
      fn &&
      (fn.kind === "word" || has(fn, "dept") || has(fn, "industry") || has(fn, "skill")) &&
      !has(fn, "filler")
    ) {
      // "heads of temporary staffing": a plain word and the function or industry it says the kind of.
      const end =
        fn.kind === "word" && (has(tags[k + 3], "dept") || has(tags[k + 3], "industry")) ? k + 3 : k + 2;
      const said = tags.slice(k + 2, end + 1).flatMap((u) => u.text.split(" "));
      const name = end === k + 2 ? (row(fn, "dept")?.value ?? titleCase(said)) : titleCase(said);
      const made = functionTitle([name], has(fn, "dept"), level === "Leader" ? "Leader" : level);
      out.push(span(t, tags[end], "role", `${t.text} of ${said.join(" ")}`, made));
      k = end;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** Title words named as such: "with intern in their title", "anyone titled Associate". */
export function titleWords(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    if (has(t, "cue", "titledAfter")) {
      let b = out.length;
      while (b > 0 && !has(out[b - 1], "cue") && !has(out[b - 1], "filler") && out[b - 1].kind !== "punct")
        b--;
      const words = out.splice(b);
      if (words.length > 0)
        out.push(
          span(words[0], t, "role", words.map((w) => w.text).join(" "), {
            titles: [titleCase(words.flatMap((w) => w.text.split(" ")))],
          }),
        );
      continue;
    }
    if (has(t, "cue", "titledBefore")) {
      // "whose title says Lead or Head": each word of the list is a title.
      const list = (x: Tag) => /^(?:or|and)$/i.test(x.text);
      let e = k + 1;
      while (
        e < tags.length &&
        tags[e].kind !== "punct" &&
        !has(tags[e], "cue") &&
        (!has(tags[e], "filler") || list(tags[e]))
      )
        e++;
      const words = tags.slice(k + 1, e).filter((w) => !list(w));
      for (const w of words)
        out.push({ ...w, kind: "role", rows: [], titles: [titleCase(w.text.split(" "))] });
      if (words.length > 0) {
        k = e - 1;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}
