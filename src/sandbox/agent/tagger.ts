// Tags: the sentence's tokens matched against the lexicon, longest match first; then typed rules for
// numbers (quantities.ts); then roles composed from a head noun and the words before it (roles.ts); then,
// last and weakest, guesses for words the lexicon does not know (a capitalised name, a terse place).
// Nothing here decides what a value means for the search: grammar.ts and reader.ts do.

import { placeCodes } from "../world/metros.js";
import { KNOWN_EMPLOYERS } from "../world/vocab.js";
import { companyKinds, companyRoles } from "./companykind.js";
import { type Kind, lexicon, NUMBER_WORDS, type Row } from "./lexicon/index.js";
import * as R from "./lexicon/reading.js";
import * as W from "./lexicon/words.js";
import { paired } from "./products.js";
import { joinNumbers, quantities } from "./quantities.js";
import { levelOf, roles, titleWords } from "./roles.js";
import { skillNames } from "./skillnames.js";
import { has, productCased, span, staffAsPeople, type Tag, type Tagged, titleCase, word } from "./tags.js";
import { roleByPlace, terseEmployer, tersePlace } from "./terse.js";
import { type Token, tokenize } from "./tokens.js";
import { cityState, countryCode, stateCode } from "./townstate.js";

export { has, row, type Tag, type Tagged, titleCase } from "./tags.js";

const SPELT = new Map(R.PLACE_ABBREVIATIONS.split(" ").map((r) => r.split("=") as [string, string]));

/** The lexicon's longest match at each point, left to right. */
function match(tokens: Token[], text: string): Tag[] {
  const { root } = lexicon();
  const out: Tag[] = [];
  for (let i = 0; i < tokens.length; ) {
    let nodes = [root];
    let best: { j: number; rows: Row[] } | undefined;
    for (let j = i; j < tokens.length && nodes.length > 0; j++) {
      const t = tokens[j];
      // Plain loops: this is the reader's innermost step, and per-step sets and arrays cost it a third.
      const next: typeof nodes = [];
      for (const n of nodes)
        for (const to of [n.next.get(t.key), n.next.get(t.sing)])
          if (to !== undefined && !next.includes(to)) next.push(to);
      nodes = next;
      if (!nodes.some((n) => n.rows.length > 0)) continue;
      const written = text.slice(tokens[i].start, t.end);
      const rows = nodes
        .flatMap((n) => n.rows)
        .filter((r) => r.cased === undefined || r.cased === written || `${r.cased}s` === written)
        .sort((a, b) => Number(!!b.alias) - Number(!!a.alias));
      if (rows.length > 0) best = { j: j + 1, rows: [...new Set(rows)] };
    }
    const t = tokens[i];
    if (best) {
      out.push({
        i,
        j: best.j,
        kind: best.rows[0].kind,
        rows: best.rows,
        text: text.slice(t.start, tokens[best.j - 1].end),
      });
      i = best.j;
    } else {
      const kind = t.num !== undefined ? "num" : t.punct ? "punct" : "word";
      out.push({ i, j: i + 1, kind, rows: [], text: t.text, num: t.num });
      i++;
    }
  }
  for (const t of out)
    if (t.num === undefined && tokens[t.i].num !== undefined && t.j === t.i + 1) t.num = tokens[t.i].num;
  return out;
}

/** Words that open a place's name ("New Orleans", "The Hague") though alone they are fillers; that join one. */
const [NAME_OPENERS, JOINERS] = [W.NAME_OPENERS, W.NAME_JOINERS].map((l) => new Set(l.split(" ")));
const capitalised = (t: Tag, tokens: Token[], first = true) =>
  (!first && (t.text === "&" || (has(t, "seniority") && /^\p{Lu}/u.test(t.text))) && t.j - t.i === 1) ||
  // "Four Seasons": a number word may open a name.
  (t.num !== undefined && /^\p{Lu}\p{Ll}+$/u.test(t.text)) ||
  (!t.rows.some(
    (r) =>
      r.kind === "cue" ||
      r.kind === "seniority" ||
      (r.kind === "filler" && !NAME_OPENERS.has(t.text.toLowerCase())),
  ) &&
    /^\p{Lu}/u.test(tokens[t.i].text) &&
    t.kind !== "role");

const usedOnly = (t: Tag | undefined) => has(t, "cue", "knows") && !has(t, "cue", "at");

/**
 * Capitalised words the lexicon does not know, run together: a name (of an employer, place or skill). A run
 * of capitalised words with one unknown among them is one name ("Solara Energy", "Porto Alegre").
 */
function runs(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const t = tags[k];
    let e = k;
    while (
      e < tags.length &&
      (tags[e].kind === "word" ||
        tags[e].rows.length > 0 ||
        tags[e].text === "&" ||
        tags[e].num !== undefined) &&
      (capitalised(tags[e], tokens, e === k) ||
        (e > k && JOINERS.has(tags[e].text) && capitalised(tags[e + 1] ?? tags[e], tokens))) &&
      tags[e].j - tags[e].i === 1 &&
      // "ex-Capgemini SAP consultants": a skill before a role is the role's, not the employer's.
      !(e > k && has(tags[e], "skill") && (has(tags[e + 1], "head") || tags[e + 1]?.kind === "title")) &&
      // "Trenton NJ": a state's code after a town says where the town is; it is no part of its name.
      !(e > k && (stateCode(tags[e]) || (countryCode(tags[e]) && placeCodes(tags[e - 1].text)))) &&
      // "PySpark & Airflow", "Figma/Sketch": a skill joined to the next word names two skills, no employer.
      // ("w/ Nomad & Vault": so are two names after a word of knowing that is none for employers.)
      !(
        e > k &&
        tags[e].text === "&" &&
        (paired(tags[e - 1], tags[e + 1], tokens) || usedOnly(tags[k - 1]))
      ) &&
      !(e > k && tokens[tags[e].i].slashed && paired(tags[e - 1], tags[e], tokens, false))
    )
      e++;
    // "The Hague", "New Orleans": a leading "the" or "new" belongs to the name after it.
    const run = tags.slice(k, e);
    // Inside a sentence, capitalised words of no role or place run together too ("Agile Robots").
    const plain = (r: Tag) =>
      !["head", "title", "seniority", "levelNoun", "city", "country", "dept"].some((x) => has(r, x as Kind));
    const named =
      run.some((r) => r.kind === "word") || (k > 0 && run.every(plain) && tags[k - 1]?.kind === "punct");
    // "B2B SaaS companies": before a kind of company the words are its kind, not a name.
    const kind = ["companyNoun", "industry", "size"].some((x) => has(tags[e], x as Kind));
    if (run.length > 1 && named && !kind && !(run.length === 2 && run[1].kind !== "word" && k === 0)) {
      out.push(span(t, run.at(-1)!, "name", run.map((r) => r.text).join(" ")));
      k = e - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/**
 * "Stoke-on-Trent", "Stratford-upon-Avon": capitalised words joined by hyphens through lower-case ones are
 * one name, whatever the words between are alone; so is a capitalised word before an article joined so to
 * one ("Sharm el-Sheikh", "Ras al-Khaimah"), or by a space where the article is no English word ("Sharm el
 * Sheikh").
 */
const PARTICLES = new Set(R.NAME_PARTICLES.split(" "));
const SPACED = new Set(R.SPACED_NAME_PARTICLES.split(" "));

function hyphenNames(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  const upper = (t: Tag | undefined) => !!t && t.j - t.i === 1 && /^\p{Lu}/u.test(tokens[t.i].text);
  for (let k = 0; k < tags.length; k++) {
    const next = tags[k + 1];
    const particle = upper(tags[k]) && !!next && PARTICLES.has(next.text) && !tokens[next.i].joined;
    const spaced = particle && SPACED.has(next.text) && upper(tags[k + 2]) && !tokens[tags[k + 2].i].joined;
    let e = k + (spaced ? 3 : particle ? 2 : 1);
    while (tags[e] && tags[e].j - tags[e].i === 1 && tokens[tags[e].i].joined && !tokens[tags[e].i].punct)
      e++;
    const inner = tags.slice(k + 1, e - 1);
    if (particle && e === k + 2) e = k;
    if (upper(tags[k]) && e - k >= 3 && upper(tags[e - 1]) && inner.every((t) => /^\p{Ll}+$/u.test(t.text))) {
      out.push(
        span(
          tags[k],
          tags[e - 1],
          "name",
          tags
            .slice(k, e)
            .map((t) => t.text)
            .join("-"),
        ),
      );
      k = e - 1;
      continue;
    }
    out.push(tags[k]);
  }
  return out;
}

/** A capitalised word the lexicon does not know, or a product-cased one ("SwiftUI", "Next.js"), is a name. */
function names(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (const [k, t] of tags.entries()) {
    const tok = tokens[t.i];
    const product = t.kind === "word" && productCased(tok.text);
    // "UPS": a filler word written in capitals is an initialism's name.
    const shouted =
      t.j - t.i === 1 && t.rows.every((r) => r.kind === "filler") && /^[A-Z]{3,5}$/.test(tok.text);
    const named =
      (t.kind === "word" || (shouted && t.rows.length > 0)) &&
      (/^\p{Lu}/u.test(tok.text) || product) &&
      !/'(?:t|re|ve|ll|d|m)$/i.test(tok.text); // "Xi'an", "L'Aquila"; not "We're", "Don't"
    const opens = k === 0 || out.at(-1)?.kind === "punct";
    const weak = opens && !product && !/^[A-Z0-9]{2,}$/.test(tok.text);
    // A known employer is a name however written: as written when capitalised ("Chase"), else as the world
    // spells it ("accenture" is Accenture).
    // After a word for where someone works, a known employer's name is the employer, whatever else it names
    // ("flew for Emirates", "worked at HCA").
    const cue = out.at(-1);
    const works = (has(cue, "cue", "at") && !has(cue, "cue", "knows")) || has(cue, "cue", "was");
    // "Stripe-like" names no employer.
    const employer = works && t.kind !== "filler" ? employerNamed(t.text) : undefined;
    // "not from Carrier", "who don't work at Baker", "no Carrier people": a role's word capitalised, one, after
    // "from" or "at" or before a word for staff, is an employer.
    const roleNamed =
      t.kind === "role" &&
      t.j - t.i === 1 &&
      k > 0 &&
      ((works && /\b(?:from|at)$/i.test(cue!.text)) || has(tags[k + 1], "staff")) &&
      /^\p{Lu}\p{Ll}/u.test(tok.text) &&
      tok.sing === tok.key;
    // "…, ex-mydentist": a word of none of the lexicon's, hyphened to "ex" and ending a clause, is the employer.
    const exWord =
      t.kind === "word" && tok.joined && word(cue, "ex") && !EX_SERVICE.has(tok.key) && ends(tags[k + 1]);
    if (roleNamed || exWord) {
      out.push({ ...t, kind: "name", rows: [], titles: undefined });
      continue;
    }
    if (employer || (t.rows.length > 0 && t.rows.every((r) => r.kind === "employer"))) {
      out.push({
        ...t,
        kind: "name",
        text: /^\p{Lu}/u.test(tok.text) ? t.text : (employer ?? t.rows[0].value),
      });
      continue;
    }
    out.push(named ? { ...t, kind: "name", weak } : t);
  }
  return out;
}

const OWN_SITE = new Set(R.OWN_SITE_WORDS.split(" "));
const EX_SERVICE = new Set(R.EX_SERVICE_WORDS.split(" "));
const ends = (t: Tag | undefined) => !t || t.kind === "punct";

/** "expanding our Lecce office", "at the city of Lowell": a name there is where, not an employer. */
function ownSites(tags: Tag[]): Tag[] {
  return tags.map((t, k) =>
    t.kind === "name" &&
    !has(t, "employer") &&
    ((word(tags[k - 1], "our", "my") && OWN_SITE.has(tags[k + 1]?.text.toLowerCase() ?? "")) ||
      (has(tags[k - 1], "industry") && / of$/i.test(tags[k - 1].text)))
      ? { ...t, place: true }
      : t,
  );
}

let employers: Map<string, string> | undefined;
/** The known employer a name says, as the world spells it ("for next week": one named by a word only cased). */
export function employerNamed(name: string): string | undefined {
  employers ??= new Map(
    KNOWN_EMPLOYERS.flatMap((k) =>
      [k.name, ...k.aliases].map((a) => [k.cased && a === k.name ? a : a.toLowerCase(), k.name]),
    ),
  );
  return employers.get(name) ?? employers.get(name.toLowerCase());
}

/** "Germany outside Munich": "outside" before a place leaves it out ("outside sales" stays a title's word). */
function outside(tags: Tag[], tokens: Token[]): Tag[] {
  return tags.map((t, k) => {
    const next = tags[k + 1];
    const place =
      has(next, "city") || has(next, "country") || /^\p{Lu}/u.test(tokens[next?.i ?? 0]?.text ?? "");
    return t.kind === "word" && t.text.toLowerCase() === "outside" && next && place
      ? { ...t, kind: "cue", rows: [{ kind: "cue", value: "not" }] }
      : t;
  });
}

/**
 * "bar mgr pamplona", "a rooftop bar in Pécs": "bar" opening the sentence before a role's word, or after an
 * article or a plain word that says what kind, is the noun, and leaves nothing out.
 */
function openingWord(tags: Tag[]): Tag[] {
  return tags.map((t, k) => {
    const [prev, next] = [tags[k - 1], tags[k + 1]];
    const role = k === 0 && ["head", "levelNoun", "title"].some((x) => has(next, x as Kind));
    const noun = k > 0 && (prev.kind === "word" || word(prev, "a", "the", "new", "our", "my", "this"));
    return t.j - t.i === 1 && has(t, "cue", "not") && /^bar$/i.test(t.text) && (role || noun)
      ? { ...t, kind: "word", rows: [] }
      : t;
  });
}

/** "TIG welding", "PLC programming": an initialism before a skill names one skill, the kind of it. */
function compoundSkills(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const [t, next] = [tags[k], tags[k + 1]];
    if (t.kind === "name" && t.j - t.i === 1 && /^[A-Z]{2,5}$/.test(tokens[t.i].text) && has(next, "skill")) {
      const value = `${t.text} ${titleCase(next.text.split(" "))}`;
      out.push({ ...span(t, next, "skill", value), rows: [{ kind: "skill", value }] });
      k++;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** "Stripe-like", "Figma-style": a comparison that names no value. */
function likeness(tags: Tag[], tokens: Token[]): Tag[] {
  return tags.map((t, k) => {
    const next = tokens[t.j];
    // "DACH-based": the place stays, the "based" goes; "French-speaking", "Stripe-like": both go, and so do
    // "Michelin-starred", "VC-backed" (a kind of employer, not the name or the sector).
    const LIKE =
      /^(?:like|style|esque|type|speaking|born|educated|trained|starred|backed|funded|listed|winning)$/;
    const like = next?.joined && LIKE.test(next.key);
    const self = tokens[t.i].joined && (LIKE.test(tokens[t.i].key) || tokens[t.i].key === "based") && k > 0;
    // "Welsh-speaking": the language is a skill, as in "who speak Welsh".
    if (like && next.key === "speaking" && /^\p{Lu}\p{Ll}+$/u.test(t.text))
      return { ...t, kind: "skill", rows: [{ kind: "skill", value: t.text }] };
    return like || self ? { ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] } : t;
  });
}

export function tag(sentence: string): Tagged {
  const tokens = tokenize(sentence, NUMBER_WORDS);
  const read = titleWords(
    levelOf(
      staffAsPeople(
        quantities(joinNumbers(outside(likeness(openingWord(match(tokens, sentence)), tokens), tokens))),
      ),
    ),
  );
  const named = ownSites(
    names(
      companyRoles(roles(companyKinds(runs(hyphenNames(read, tokens), tokens), tokens), tokens), tokens),
      tokens,
    ),
  );
  const tags = skillNames(
    compoundSkills(cityState(terseEmployer(tersePlace(roleByPlace(named, tokens), tokens), tokens)), tokens),
    tokens,
  );
  // A name as written, hyphens and all ("Rolls-Royce"); a place's shortened first word spelt out where only so
  // is it a place of the world's ("Ft. Lauderdale").
  for (const t of tags)
    if (t.kind === "name" && !t.place && t.rows[0]?.kind !== "employer") {
      t.text = sentence.slice(tokens[t.i].start, tokens[t.j - 1].end);
      const m = /^(\p{L}+)\.? (.+)$/u.exec(t.text);
      const spelt = m && SPELT.has(m[1]) ? `${SPELT.get(m[1])} ${m[2]}` : undefined;
      if (spelt && !placeCodes(t.text) && placeCodes(spelt)) [t.text, t.place] = [spelt, true];
    }
  return { tokens, tags };
}

/** The names a reply gives ("Franka Emika, Agile Robots and Magazino are…"): names the lexicon does not know. */
export function namesIn(text: string): string[] {
  const { tags, tokens } = tag(text);
  const out: string[] = [];
  tags.forEach((t, k) => {
    if (t.kind !== "name" || out.includes(t.text)) return;
    const opens = k === 0 || /[.!?:]/.test(tags[k - 1].text);
    const listed = /^(?:,|and|or)$/.test(tags[k + 1]?.text ?? "");
    if (opens && !listed) return;
    if (tokens[t.i].text === "I") return;
    // "founders of SaaS startups in Cluj-Napoca": a place the reply names is where, not a company.
    if (t.place || placeCodes(t.text) !== undefined) return;
    out.push(t.text);
  });
  return out;
}
