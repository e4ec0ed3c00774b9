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

/** Scheme, `www.`, the rest up to a query or fragment, trailing slashes: the middle part is the URL. */
const URL_PARTS = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:www\.)?([^?#]*?)\/*(?:[?#].*)?$/s;

/** A profile URL in the one spelling identities use. */
export function normalProfileUrl(url: string): string {
  const folded = fold(url);
  return URL_PARTS.exec(folded)?.[1] ?? folded;
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
    if (url) out.push(`url:${normalProfileUrl(url)}`);
  }
  const email = text(profile.email);
  if (email?.includes("@")) out.push(`email:${fold(email)}`);
  return [...new Set(out)];
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
