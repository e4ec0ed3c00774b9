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
