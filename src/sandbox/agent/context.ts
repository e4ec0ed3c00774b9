// What the asker says of themselves is context, no filter: "I recruit for a hospital trust in the north east
// and we're desperate for theatre nurses", "we're a family-owned joinery maker near Kettering, about 80 staff,
// and I'm hiring a bench joiner". From the words that open it to the first word of asking, their own
// employer, its kind and size and their own role are read as nothing; where they are stays where. A region
// named beside a town within it says where the town is ("across the East Midlands … in Nottingham").
import { placeCodes } from "../world/metros.js";
import { employerNames } from "./employernames.js";
import { ASKING_WORDS, OWN_OPENING_ROWS, VENTURE_NOUN_WORDS } from "./lexicon/reading.js";
import { respell } from "./respell.js";
import { has, type Tag, type Tagged, tag } from "./tagger.js";

const OPENINGS = OWN_OPENING_ROWS.split("|").map((p) => p.split(" "));
const ASKING = new Set(ASKING_WORDS.split(" "));

const nothing = (t: Tag): Tag => ({ ...t, kind: "filler", rows: [{ kind: "filler", value: t.text }] });

/** A sentence's tags, with its role words respelt and the asker's own words read as nothing. */
export function readTags(sentence: string): Tagged {
  const { tokens, tags } = tag(respell(sentence));
  const keys = tokens.map((t) => t.key);
  return { tokens, tags: specified(regions(own(employerNames(tags), keys))).map(onThe) };
}

/**
 * "looking for potential collaborators: computational linguists in Edinburgh": a role a colon follows, where
 * a role after the colon says which, is read as nothing.
 */
function specified(tags: Tag[]): Tag[] {
  const colon = tags.findIndex((t) => t.text === ":");
  const roles = tags.filter((t, k) => t.kind === "role" && k < colon);
  if (colon < 1 || tags[colon - 1].kind !== "role" || roles.length > 1) return tags;
  return tags.slice(colon + 1).some((t) => t.kind === "role")
    ? tags.map((t, k) => (k === colon - 1 ? nothing(t) : t))
    : tags;
}

/** "on the Wirral" says where, "on the Stripe team" nowhere. */
const onThe = (t: Tag, k: number, tags: Tag[]) =>
  /^on the$/i.test(t.text) && tags[k + 1]?.kind === "name" && tags[k + 2]?.kind === "word" ? nothing(t) : t;

/** The places a town's or a region's tag names, if it names more than one of them. */
const codesOf = (t: Tag) =>
  (has(t, "city") || t.kind === "name") && !has(t, "country") ? (placeCodes(t.text) ?? []) : [];

/** A region with a town within it asked for beside it is read as nothing: the town is the place. */
function regions(tags: Tag[]): Tag[] {
  // ("in Texas but not in Houston": a town after a word that leaves out is no town asked for.)
  const out = tags.findIndex((t) => ["not", "from", "lift"].some((c) => has(t, "cue", c)));
  const codes = tags.map((t, k) => (out >= 0 && k > out ? [] : codesOf(t)));
  return tags.map((t, k) =>
    codes[k].length > 1 &&
    codes.some(
      (c, n) => n !== k && c.length > 0 && c.length < codes[k].length && c.every((x) => codes[k].includes(x)),
    )
      ? nothing(t)
      : t,
  );
}

/** "hiring pastry chefs for a new hotel", "for our clinic": the asker's own kind of employer. */
const VENTURE = /\bfor (?:a new|our new|our|my)$/;
/** "a site supervisor for a hospital build": a kind before a word for a piece of work names no employer. */
const WORKS = new Set(VENTURE_NOUN_WORDS.split(" "));
const work = (tags: Tag[], k: number) =>
  has(tags[k], "industry") &&
  WORKS.has(tags[k + 1]?.text.toLowerCase() ?? "") &&
  /\bfor an?$/.test(before(tags, k));
const before = (tags: Tag[], k: number) =>
  tags
    .slice(Math.max(0, k - 3), k)
    .map((t) => t.text.toLowerCase())
    .join(" ");
/** ("for our 5-person fintech", "for our own clinic": a size or a plain word before the kind goes with it.) */
const sized = (t: Tag | undefined) => t?.kind === "headcount" || has(t, "size") || t?.kind === "word";
const venture = (tags: Tag[], k: number) =>
  work(tags, k) ||
  (has(tags[k], "industry") &&
    (VENTURE.test(before(tags, k)) || (sized(tags[k - 1]) && VENTURE.test(before(tags, k - 1))))) ||
  (sized(tags[k]) && tags[k].kind !== "word" && VENTURE.test(before(tags, k)));

/** The asker's words of themselves read as nothing, but where they are. */
function own(tags: Tag[], keys: string[]): Tag[] {
  const at = keys.findIndex((_, p) => OPENINGS.some((o) => o.every((w, n) => keys[p + n] === w)));
  // ("I'm the hiring manager at…": hiring a level's word is a title.)
  const manager = (p: number) =>
    keys[p] === "hiring" && tags.some((t) => t.i === p + 1 && has(t, "levelNoun"));
  const asks = (k: string, p: number) => ASKING.has(k) && !manager(p);
  const stop = keys.findIndex((k, p) => at >= 0 && p > at + 1 && (asks(k, p) || /^[.?!;]$/.test(k)));
  // "Need a bench joiner near Kettering - we're a joinery maker…": said after what is asked, to the end.
  const end = stop < 0 && at >= 0 && tags.some((t) => t.kind === "role" && t.j <= at) ? keys.length : stop;
  if (end < 0) return tags.map((t, k) => (venture(tags, k) ? nothing(t) : t));
  // "I run a team of data engineers and need two more": where no other role is asked for, theirs is.
  const asked = tags.some((t) => t.kind === "role" && (t.i >= end || t.j <= at));
  const place = (t: Tag, k: number) =>
    has(t, "city") || has(t, "country") || (t.kind === "name" && has(tags[k - 1], "cue", "in"));
  // ("I run a desk in Manchester and need … around Salford": where they are gives way to a place asked for.)
  const placed = tags.some((t, k) => t.i >= end && place(t, k));
  const kept = (t: Tag, k: number) => (place(t, k) && !placed) || (t.kind === "role" && !asked);
  return tags.map((t, k) =>
    t.i >= at && t.j <= end && !kept(t, k) && !has(t, "cue", "in") && t.kind !== "punct" ? nothing(t) : t,
  );
}
