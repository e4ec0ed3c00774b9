// Terminal output as the text a person reads.
/** Strips ANSI escape sequences so assertions read the text a person sees. */
export function plain(s: string): string {
  return s
    .replace(/\x1b\[[0-9;?]*[A-Za-z]/g, "")
    .replace(/\x1b\][^\x07]*\x07/g, "")
    .replace(/\r/g, "");
}
