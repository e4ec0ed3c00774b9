// What a file-system error code means, in words: the one place the config file, the local store, exports
// and the error printer turn an errno code into a message, and the one that knows which codes mean a full
// disk. Light (no imports), so that any layer can read it.

/** Each code's meaning, in words that follow "cannot write FILE: " or "FILE: ". */
const WORDS: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is used up",
  EFBIG: "the file is too large for the file system (or the file size limit)",
  EIO: "an input/output error (the disk or device failed)",
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "the file system is read-only",
  EISDIR: "it is a directory",
  ENOENT: "its directory does not exist",
  ENOTDIR: "a part of its path is a file, not a directory",
};

/** The code of a system error (ENOSPC, EACCES…), if `err` is one. */
export function errnoCode(err: unknown): string | undefined {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" ? code : undefined;
}

/** What `code` means; reading, a missing file is "no such file" rather than a missing directory. */
export function errnoWords(
  code: string | undefined,
  doing: "reading" | "writing" = "writing",
): string | undefined {
  if (code === undefined) return undefined;
  if (doing === "reading" && code === "ENOENT") return "no such file";
  return WORDS[code];
}

/** Out of space or quota: what to do is free some, not change a permission. */
export function isDiskFull(err: unknown): boolean {
  const code = errnoCode(err);
  return code === "ENOSPC" || code === "EDQUOT";
}

/** Refused for want of permission (the file's, or its directory's). */
export function isPermissionDenied(err: unknown): boolean {
  const code = errnoCode(err);
  return code === "EACCES" || code === "EPERM";
}

/**
 * What stopped a file (the config file, the local store) being used, in words that follow its name:
 * "is a directory, not a file", "cannot be written: the disk is full", "cannot be `use`: permission
 * denied"; undefined for a code that has no words here.
 */
export function fileProblem(err: unknown, use: "read" | "written" | "opened"): string | undefined {
  const code = errnoCode(err);
  const words = errnoWords(code);
  if (!code || !words) return undefined;
  if (code === "EISDIR") return "is a directory, not a file";
  if (code === "ENOTDIR") return `cannot be reached: ${words}`;
  if (isPermissionDenied(err)) return `cannot be ${use}: ${words}`;
  if (code === "EROFS" || isDiskFull(err)) return `cannot be written: ${words}`;
  return undefined;
}
