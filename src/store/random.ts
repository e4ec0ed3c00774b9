// Random names for what the records write: a run's or a charge's uid, a spool file's name. Read from the
// kernel's generator (/dev/urandom, where node:crypto's own bytes come from too) rather than through
// node:crypto, whose load costs a paid command more than the rest of its recording; node:crypto where
// there is no such file (Windows).
import { closeSync, openSync, readSync } from "node:fs";

/** `n` bytes from the operating system's random generator. */
export function randomBytes(n: number): Buffer {
  if (process.platform !== "win32") {
    const buf = Buffer.allocUnsafe(n);
    try {
      const fd = openSync("/dev/urandom", "r");
      try {
        if (readSync(fd, buf, 0, n, null) === n) return buf;
      } finally {
        closeSync(fd);
      }
    } catch {
      // No such device (a sandboxed process): node:crypto below.
    }
  }
  return process.getBuiltinModule("node:crypto").randomBytes(n);
}

/** A random (version 4) UUID, as node:crypto's randomUUID() makes it. */
export function randomUUID(): string {
  const b = randomBytes(16);
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = b.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
