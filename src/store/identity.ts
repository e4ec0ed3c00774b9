// What makes two profiles the same person: the one contract the seen-people index, `--exclude` and
// `people show` all use. A person is known by any of their identities, and two profiles that share one
// are the same person:
// - `id:` the service's key or id for them (`key` in a shortlist, `id` in a page of profiles);
// - `url:` their profile URL (`linkedinUrl`, `profileUrl`), without scheme, `www.`, query, fragment or
//   trailing slash;
// - `email:` their email address.
// Every value is trimmed and case-folded, so `Ada@Example.com` and `ada@example.com` are one person.
// Light (no SQLite): commands import it without loading the store.

/** The fields a profile's URL is read from, in order. */
export const PROFILE_URL_FIELDS = ["linkedinUrl", "profileUrl"] as const;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function fold(value: string): string {
  // NFKC leaves printable ASCII as it is: an export's ids, URLs and emails skip it.
  return (PRINTABLE_ASCII.test(value) ? value : value.normalize("NFKC")).trim().toLowerCase();
}

/** The lower case of an ASCII character's code (any other code as it is). */
function lower(c: number): number {
  return c >= 0x41 && c <= 0x5a ? c + 0x20 : c;
}

/** [a-z0-9+.-], as a char code. */
function isSchemeChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e || c === 0x2d;
}

/** Where the middle part found by urlMiddle ends. */
let middleEnd = 0;

/**
 * Where the middle part of the URL s[from, to) (read in lower case) starts, its end in middleEnd: after a
 * scheme and `www.`, up to a query or fragment, without trailing slashes. Scanned by hand (an export reads
 * one a person); it is the group of `^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:www\.)?([^?#]*?)\/*(?:[?#].*)?$`.
 */
function urlMiddle(s: string, from: number, to: number): number {
  let start = from;
  const first = lower(s.charCodeAt(from));
  if (from < to && first >= 0x61 && first <= 0x7a) {
    let i = from + 1;
    while (i < to && isSchemeChar(lower(s.charCodeAt(i)))) i++;
    if (i + 3 <= to && s.startsWith("://", i)) start = i + 3;
  }
  if (start + 4 <= to && lower(s.charCodeAt(start)) === 0x77 && lower(s.charCodeAt(start + 1)) === 0x77) {
    if (lower(s.charCodeAt(start + 2)) === 0x77 && s.charCodeAt(start + 3) === 0x2e) start += 4;
  }
  let end = start;
  while (end < to && s.charCodeAt(end) !== 0x3f && s.charCodeAt(end) !== 0x23) end++;
  while (end > start && s.charCodeAt(end - 1) === 0x2f) end--;
  middleEnd = end;
  return start;
}

/** A profile URL in the one spelling identities use. */
export function normalProfileUrl(url: string): string {
  const s = fold(url);
  const start = urlMiddle(s, 0, s.length);
  return s.slice(start, middleEnd);
}

function text(v: unknown): string | undefined {
  return typeof v === "string" && v.trim() !== "" ? v : undefined;
}

/** Every identity of one profile (a page's profile or a shortlist's person), primary (id) first. */
export function identitiesOf(profile: Readonly<Record<string, unknown>>): string[] {
  const out: string[] = [];
  const id = text(profile.key) ?? text(profile.id);
  if (id) out.push(`id:${fold(id)}`);
  for (const field of PROFILE_URL_FIELDS) {
    const url = text(profile[field]);
    // Only the two URL fields can give one identity twice.
    const identity = url ? `url:${normalProfileUrl(url)}` : undefined;
    if (identity && !out.includes(identity)) out.push(identity);
  }
  const email = text(profile.email);
  if (email?.includes("@")) out.push(`email:${fold(email)}`);
  return out;
}

/**
 * Where a profile's identities lie, as identitySpans finds them: identity i is `prefix[i]`, then
 * `text[i]` from `start[i]` to `end[i]` in lower case (ASCII letters). Made once, filled for each profile.
 */
export class IdentitySpans {
  readonly prefix: string[] = [];
  readonly text: string[] = [];
  readonly start: number[] = [];
  readonly end: number[] = [];

  set(i: number, prefix: string, text: string, start: number, end: number): void {
    this.prefix[i] = prefix;
    this.text[i] = text;
    this.start[i] = start;
    this.end[i] = end;
  }
}

const printable = (v: string | undefined) => v === undefined || PRINTABLE_ASCII.test(v);

/**
 * Finds each identity of `profile`, in identitiesOf's order, into `spans`, and returns how many: an
 * export's pages hash tens of thousands of identities, and a profile of printable ASCII (nearly all) has
 * them read in place, no string made. Any other goes through identitiesOf.
 */
export function identitySpans(profile: Readonly<Record<string, unknown>>, spans: IdentitySpans): number {
  const id = text(profile.key) ?? text(profile.id);
  const url = text(profile[PROFILE_URL_FIELDS[0]]);
  const other = text(profile[PROFILE_URL_FIELDS[1]]);
  const email = text(profile.email);
  if ((url && other) || !printable(id) || !printable(url ?? other) || !printable(email)) {
    const all = identitiesOf(profile);
    all.forEach((identity, i) => {
      spans.set(i, "", identity, 0, identity.length);
    });
    return all.length;
  }
  let n = 0;
  if (id) {
    const from = trimStart(id);
    spans.set(n++, "id:", id, from, trimEnd(id, from));
  }
  const u = url ?? other;
  if (u) {
    const from = trimStart(u);
    const start = urlMiddle(u, from, trimEnd(u, from));
    spans.set(n++, "url:", u, start, middleEnd);
  }
  if (email?.includes("@")) {
    const from = trimStart(email);
    spans.set(n++, "email:", email, from, trimEnd(email, from));
  }
  return n;
}

/** Printable ASCII is trimmed of spaces alone. */
function trimStart(s: string): number {
  let i = 0;
  while (i < s.length && s.charCodeAt(i) === 0x20) i++;
  return i;
}

function trimEnd(s: string, from: number): number {
  let i = s.length;
  while (i > from && s.charCodeAt(i - 1) === 0x20) i--;
  return i;
}

/**
 * The identity a value the user typed stands for (`people show KEY`, a cell of an exclusion file): an
 * email when it holds an `@` and no slash, a profile URL when it holds a slash or a dot before a slash,
 * else a key or id.
 */
export function identityOfText(value: string): string | undefined {
  const v = value.trim();
  if (v === "") return undefined;
  if (v.includes("@") && !v.includes("/")) return `email:${fold(v)}`;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^[^\s/]+\.[^\s/]+\//.test(v))
    return `url:${normalProfileUrl(v)}`;
  return `id:${fold(v)}`;
}

/** A set of identities, and whether a profile is in it (any of its identities). */
export class IdentitySet {
  readonly #keys = new Set<string>();

  add(identity: string): void {
    this.#keys.add(identity);
  }

  addProfile(profile: Readonly<Record<string, unknown>>): void {
    for (const k of identitiesOf(profile)) this.#keys.add(k);
  }

  has(profile: Readonly<Record<string, unknown>>): boolean {
    return identitiesOf(profile).some((k) => this.#keys.has(k));
  }

  get size(): number {
    return this.#keys.size;
  }
}
