// A disk that fills up when a test says so, at the file-system calls a command makes (node:fs), so that a
// test sees what a user sees on a full disk without a seam in the product. In a test file:
//
//   vi.mock("node:fs", async (real) => (await import("../helpers/disk.js")).fsWithDisk(real));
//   disk.writeSync = (real, ...args) => { throw diskFull(); };   // until `disk.writeSync = undefined`
import type * as fs from "node:fs";

type Fs = typeof fs;
type Real<R> = (...args: unknown[]) => R;

/** What the disk does instead of the real call, while a test has it set (`real` makes the real one). */
interface DiskCalls {
  writeSync?(real: Real<number>, ...args: unknown[]): number;
  writeFileSync?(real: Real<void>, ...args: unknown[]): void;
}
export const disk: DiskCalls = {};

/** node:fs with its writes going through `disk`. */
export async function fsWithDisk(importOriginal: () => Promise<unknown>): Promise<Fs> {
  const real = (await importOriginal()) as Fs;
  const realWrite = real.writeSync as Real<number>;
  const realWriteFile = real.writeFileSync as Real<void>;
  const writeSync = (...args: unknown[]) =>
    disk.writeSync ? disk.writeSync(realWrite, ...args) : realWrite(...args);
  const writeFileSync = (...args: unknown[]) =>
    disk.writeFileSync ? disk.writeFileSync(realWriteFile, ...args) : realWriteFile(...args);
  return {
    ...real,
    writeSync,
    writeFileSync,
    default: { ...real, writeSync, writeFileSync },
  } as unknown as Fs;
}

/** The error write(2) gives on a full disk. */
export function diskFull(): NodeJS.ErrnoException {
  return Object.assign(new Error("ENOSPC: no space left on device, write"), {
    code: "ENOSPC",
    errno: -28,
    syscall: "write",
  });
}
