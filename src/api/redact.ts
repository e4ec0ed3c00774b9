/** Shows at most the first 4 and last 4 characters of a key; short keys show even less. */
export function redactKey(key: string): string {
  if (key.length <= 12) return `${key.slice(0, 2)}…`;
  return `${key.slice(0, 4)}…${key.slice(-4)}`;
}
