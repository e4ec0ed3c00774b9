// A disk that fills up when a test says so, at the file-system calls a command makes (node:fs itself, as
// the command imports it), so that a test sees what a user sees on a full disk without a seam in the
// product. node:fs's own functions are swapped and its ES module bindings synced to them; the tiers that
// share one module graph (vitest.config.ts) see the swap too. Put back with `disk.restore()`.
import { createRequire, syncBuiltinESMExports } from "node:module";

type Real<R> = (...args: unknown[]) => R;
const fs = createRequire(import.meta.url)("node:fs") as Record<string, unknown>;
const real = { writeSync: fs.writeSync as Real<number>, writeFileSync: fs.writeFileSync as Real<void> };

/** What the disk does instead of the real call (`next` makes the real one). */
interface DiskCalls {
  writeSync?(next: Real<number>, ...args: unknown[]): number;
  writeFileSync?(next: Real<void>, ...args: unknown[]): void;
}

export const disk = {
  /** Routes node:fs's writes through `calls` until `restore`. */
  fill(calls: DiskCalls): void {
    if (calls.writeSync) {
      const f = calls.writeSync;
      fs.writeSync = (...args: unknown[]) => f(real.writeSync, ...args);
    }
    if (calls.writeFileSync) {
      const f = calls.writeFileSync;
      fs.writeFileSync = (...args: unknown[]) => f(real.writeFileSync, ...args);
    }
    syncBuiltinESMExports();
  },
  restore(): void {
    fs.writeSync = real.writeSync;
    fs.writeFileSync = real.writeFileSync;
    syncBuiltinESMExports();
  },
};

/** The error write(2) gives on a full disk. */
export function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
}
