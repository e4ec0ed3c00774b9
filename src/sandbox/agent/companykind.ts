// The kind of a company named by words the lexicon does not know: "cosmetics companies", "car rental firms".
// A low-priority guess, after the lexicon's rows: the words are the industry as named, as a search of the
// service would take them.
import { KNOWN_EMPLOYERS } from "../world/vocab.js";
import { lexicon } from "./lexicon/index.js";
import { KIND_NOUN_WORDS, KIND_ROLE_ROWS, NOT_INDUSTRY_WORDS } from "./lexicon/reading.js";
import { has, type Tag, titleCase } from "./tags.js";
import type { Token } from "./tokens.js";

const NOT_INDUSTRY = new Set(NOT_INDUSTRY_WORDS.split(" "));

/** A plain lower-case word of no row (capitalised only as the sentence's first): the only words read. */
const unknown = (t: Tag | undefined, tokens: Token[]): t is Tag =>
  t?.kind === "word" &&
  t.rows.length === 0 &&
  (t.i === 0 ? /^[A-Za-z][a-z-]{2,}$/ : /^[a-z][a-z-]{2,}$/).test(tokens[t.i].text) &&
  // "switched companies", "moved firms": a verb before them says what people did.
  !/(?:ed|ing)$/.test(tokens[t.i].text) &&
  !NOT_INDUSTRY.has(tokens[t.i].text.toLowerCase());

const KIND_NOUNS = new Set(KIND_NOUN_WORDS.split(" "));

/**
 * A noun for companies in the plural ("cosmetics companies", "textile mills"): "business email" and
 * "in-house" name no companies.
 */
const plural = (t: Tag, tokens: Token[]) => {
  const last = tokens[t.j - 1];
  return (
    (has(t, "companyNoun") || (t.kind === "word" && KIND_NOUNS.has(last.sing))) && last.sing !== last.key
  );
};

/** The size a word for one means before "company" ("big" → a big company's bands), if the lexicon reads one. */
function sizeOf(t: Tag, tokens: Token[]) {
  if (t.kind !== "word" || t.j - t.i !== 1) return undefined;
  const at = lexicon().root.next.get(tokens[t.i].key)?.next.get("company");
  return at?.rows.find((r) => r.kind === "size");
}

/**
 * One or two unknown words right before a noun for companies are an industry; "big hotels", "small ones"
 * (of a search's employers): a word for a size before a kind of company, or before "ones", is that size.
 */
export function companyKinds(tags: Tag[], tokens: Token[]): Tag[] {
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const size =
      (has(tags[k + 1], "industry") ||
        has(tags[k + 1], "companyNoun") ||
        /^ones$/i.test(tags[k + 1]?.text ?? "")) &&
      sizeOf(tags[k], tokens);
    if (size) {
      out.push({ ...tags[k], kind: "size", rows: [size] });
      continue;
    }
    const noun = tags.findIndex((t, e) => e > k && e <= k + 2 && plural(t, tokens));
    const words = noun > k ? tags.slice(k, noun) : [];
    // "HVAC companies", "owners of HVAC firms": a trade's skill before a noun for companies names their kind.
    const trade = tags[k].rows[0]?.kind === "skill" && tags[k].j - tags[k].i === 1 && noun === k + 1;
    if (trade && has(tags[noun], "companyNoun") && !has(tags[k - 1], "cue", "knows")) {
      out.push({ ...tags[k], kind: "industry", rows: [{ kind: "industry", value: tags[k].rows[0].value }] });
      continue;
    }
    if (words.length === 0 || !words.every((t) => unknown(t, tokens))) {
      out.push(tags[k]);
      continue;
    }
    const value = titleCase(words.map((t) => t.text));
    out.push({
      i: words[0].i,
      j: words.at(-1)!.j,
      kind: "industry",
      rows: [{ kind: "industry", value }],
      text: words.map((t) => t.text).join(" "),
    });
    k = noun - 1;
  }
  return brandKinds(out, tokens);
}

/** Heads of roles that are also kinds of company ("publishers"), and the industry each is of alone. */
const KIND_ROLES = new Map(KIND_ROLE_ROWS.map((r) => r.split("=") as [string, string]));

/** The industry the lexicon reads a run of tokens as, if it reads one. */
function industryOf(tokens: Token[]): string | undefined {
  let at: ReturnType<typeof lexicon>["root"] | undefined = lexicon().root;
  for (const t of tokens) at = at?.next.get(t.key) ?? at?.next.get(t.sing);
  return at?.rows.find((r) => r.kind === "industry")?.value;
}

/**
 * "Which publishers in Oxford have over 50 staff?", "coordinators at freight forwarders": a role whose head
 * is also a kind of company is the company's industry where companies are meant, when the sentence sizes
 * them and names no other role, or names it after another role and "at", "of" or "for".
 */
export function companyRoles(tags: Tag[], tokens: Token[]): Tag[] {
  const people = tags.map((t) => t.kind === "role" || has(t, "levelNoun") || has(t, "seniority"));
  const sized = tags.some((t) => t.kind === "headcount");
  return tags.map((t, k) => {
    const last = tokens[t.j - 1];
    const mods = tokens.slice(t.i, t.j - 1);
    const whole = KIND_ROLES.get([...mods.map((m) => m.key), last.sing].join(" "));
    if (t.kind !== "role" || !(whole || KIND_ROLES.has(last.sing)) || last.sing === last.key) return t;
    // "only at automotive plants", a follow-up naming no one: "at" alone says where people work.
    const at = /^at$/i.test(tokens[t.i - 1]?.text ?? "") && people.filter(Boolean).length === 1;
    const after =
      at || (people.slice(0, k).some(Boolean) && /^(?:at|of|for)$/i.test(tokens[t.i - 1]?.text ?? ""));
    // "Which freight forwarders in Gaziantep employ customs brokers?": asked about, with a role they employ.
    const asked =
      /^(?:which|what)$/i.test(tokens[t.i - 1]?.text ?? "") &&
      people.slice(k + 1).some(Boolean) &&
      tokens.slice(t.j).some((x) => /^(?:employ|employs|hire|hires|have|has)$/.test(x.key));
    // ("installers at firms with 11-50 staff": a noun for companies says whose size it is.)
    const alone = sized && people.filter(Boolean).length === 1 && !tags.some((x) => has(x, "companyNoun"));
    if (!after && !alone && !asked) return t;
    // "?": a kind of company only by an industry named before it.
    const known = KIND_ROLES.get(last.sing) === "?";
    // "soft drink bottlers": words before a head of its own industry that name none keep the head's.
    const own = (!known && KIND_ROLES.get(last.sing)) || undefined;
    const value =
      whole ??
      (mods.length === 0
        ? own
        : (industryOf(mods) ?? own ?? (known ? undefined : titleCase(mods.map((m) => m.text)))));
    return value ? { ...t, kind: "industry", rows: [{ kind: "industry", value }], titles: undefined } : t;
  });
}

let ownIndustry: Map<string, string> | undefined;

/**
 * "at Radisson hotels", "at Amazon warehouses": a known employer before a plural noun for a kind of company
 * is that employer, the noun only saying what or where it is; the name is kept as said, without the noun.
 */
export function brandKinds(tags: Tag[], tokens: Token[]): Tag[] {
  ownIndustry ??= new Map(KNOWN_EMPLOYERS.map((e) => [e.name, e.industry]));
  const out: Tag[] = [];
  for (let k = 0; k < tags.length; k++) {
    const [t, next] = [tags[k], tags[k + 1]];
    const employer = t.rows.find((r) => r.kind === "employer");
    // Only where people work ("at", "for", "ex-"): "which Hilton hotels" asks for the hotels.
    const at = /^(?:at|for|from|with|ex|former)$/i.test(tokens[t.i - 1]?.text ?? "");
    const industry = at && employer && ownIndustry.get(employer.value);
    const last = tokens[t.j - 1];
    // The noun inside the name the lexicon matched ("Wyndham hotels"), written in lower case.
    if (industry && t.j - t.i > 1 && /^\p{Ll}/u.test(last.text) && last.sing !== last.key) {
      const rest = tokens.slice(t.i, t.j - 1);
      if (industryOf([last]) === industry && /^\p{Lu}/u.test(rest[0].text))
        out.push({ ...t, text: t.text.split(/\s+/).slice(0, -1).join(" ") });
      else out.push(t);
      continue;
    }
    const kind = next && tokens[next.j - 1];
    if (industry && /^\p{Lu}/u.test(t.text) && kind && kind.sing !== kind.key && row1(next)) {
      out.push({ ...t, j: next.j });
      k++;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** The industry a tag reads alone, if that is all it reads. */
const row1 = (t: Tag) => (t.rows.length === 1 && t.rows[0].kind === "industry" ? t.rows[0].value : undefined);
