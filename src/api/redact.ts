// What of a secret may be shown, and whether a key can be sent at all. One policy for the client and CLI.

/** Shows at most the first 4 and last 4 characters of a key; short keys show even less. */
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
  for (const ch of key) {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f)
      return `the key contains ${CONTROL_NAMES[ch] ?? `a control character (U+${code.toString(16).toUpperCase().padStart(4, "0")})`}`;
    if (ch === " ") return "the key contains a space";
    if (code > 0x7e)
      return `the key contains a character that cannot be sent in a header (${JSON.stringify(ch)})`;
  }
  return undefined;
}
