// Text rules shared by the client, the CLI and the sandbox: one canonical JSON, and one policy for what
// of a secret may be shown (no command, log, error, hint or request log prints a whole key, nor a password
// from a URL).

/**
 * JSON with object keys sorted at every level (by UTF-16 code unit, so no locale data is loaded) and
 * `undefined` members left out, so that equal values always serialise to the same text: cursor
 * fingerprints, checkpoint seals and filter-set comparisons use it.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Shows at most the first 4 and last 4 characters of a key; a short key shows only its first 2. */
export function redactKey(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 2)}…`;
  return `${key.slice(0, 4)}…${key.slice(-4)}`;
}

/** A URL with any `user:password@` replaced by `***@`, so it can be printed; works on text that is not a URL. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, "$1***@");
}

/**
 * The secrets of this process that no text it prints, logs, stores or returns may hold whole: each API key
 * a client was made with and each password (or lone user name) in a base URL. The one list every output
 * path redacts with (redactSecrets); filled by the client as it is made.
 */
const SECRETS = new Set<string>();
let ordered: string[] = [];

/** Shorter than this, a "secret" would be found in ordinary words: it is masked where the URL is shown. */
const MIN_SECRET = 4;

/** Adds the key and the base URL's password to what redactSecrets masks. */
export function rememberSecrets(apiKey: string | undefined, baseUrl?: string): void {
  const found: string[] = [];
  if (apiKey) found.push(apiKey.trim());
  const userinfo = baseUrl ? /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)@/i.exec(baseUrl.trim())?.[1] : undefined;
  if (userinfo) {
    const colon = userinfo.indexOf(":");
    // `user:password@`: the password; `KEY@`: the whole of it is the secret.
    const secret = colon >= 0 ? userinfo.slice(colon + 1) : userinfo;
    found.push(secret);
    try {
      found.push(decodeURIComponent(secret));
    } catch {
      // Not percent-encoded text: the raw form is enough.
    }
  }
  let added = false;
  for (const s of found)
    if (s.length >= MIN_SECRET && !SECRETS.has(s)) {
      SECRETS.add(s);
      added = true;
    }
  // Longest first, so a secret that contains another is masked whole.
  if (added) ordered = [...SECRETS].sort((a, b) => b.length - a.length);
}

/** `text` with every remembered secret replaced by its masked form (redactKey). */
export function redactSecrets(text: string): string {
  let out = text;
  for (const s of ordered) if (out.includes(s)) out = out.split(s).join(redactKey(s));
  return out;
}

/** `value` with redactSecrets applied to every string in it (a service's answer, a tool's result). */
export function redactDeep<T>(value: T): T {
  if (ordered.length === 0) return value;
  if (typeof value === "string") return redactSecrets(value) as T;
  if (Array.isArray(value)) return value.map((v) => redactDeep(v)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactDeep(v);
    return out as T;
  }
  return value;
}

const CONTROL_NAMES: Record<string, string> = {
  "\n": "a newline",
  "\r": "a carriage return",
  "\t": "a tab",
  "\0": "a NUL byte",
};

/**
 * What makes `key` unsendable in an HTTP header (a newline, a tab, another control character, a space),
 * or undefined when it can be sent. Surrounding white space is the caller's to trim first.
 */
export function keyProblem(key: string): string | undefined {
  const codePoint = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  for (const ch of key) {
    const code = ch.codePointAt(0) ?? 0;
    // C0, DEL and C1 controls; named, never printed (a terminal would act on them).
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
      return `the key contains ${CONTROL_NAMES[ch] ?? `a control character (${codePoint(code)})`}`;
    if (ch === " ") return "the key contains a space";
    // Named by its code point too: printed, a right-to-left override or a look-alike would mislead.
    if (code > 0x7e)
      return `the key contains a character that cannot be sent in a header (${codePoint(code)})`;
  }
  return undefined;
}
