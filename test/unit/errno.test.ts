// What a file-system error says, wherever it is told (the config file, the local store, an export):
// the words come from one table, so the same code reads the same everywhere.
import { describe, expect, it } from "vitest";
import { systemErrorMessage } from "../../src/cli/exit-codes.js";
import { describeFsError, directoryError } from "../../src/config/stored.js";
import { describeStoreError } from "../../src/store/database.js";

const fsError = (code: string, syscall = "open", path = "/x/file"): NodeJS.ErrnoException =>
  Object.assign(new Error(`${code}: failed`), { code, syscall, path });

describe("file-system errors in words", () => {
  it("names a full disk and a used-up quota the same way in the config file, the store and an export", () => {
    for (const [code, words] of [
      ["ENOSPC", "the disk is full"],
      ["EDQUOT", "the disk quota is used up"],
    ] as const) {
      expect(describeFsError(fsError(code), true)).toBe(`cannot be written: ${words}`);
      expect(describeStoreError(fsError(code))).toBe(`cannot be written: ${words}`);
      expect(directoryError("/nowhere/at/all", fsError(code, "mkdir")).message).toContain(
        `cannot be created: ${words}`,
      );
      expect(systemErrorMessage(fsError(code, "write"), "out.csv")).toBe(
        `${words}: out.csv could not be written`,
      );
    }
  });

  it("says what kind of refusal each is, and falls back to the code for one it has no words for", () => {
    expect(describeFsError(fsError("EACCES"), false)).toBe("cannot be read: permission denied");
    expect(describeFsError(fsError("EPERM"), true)).toBe(
      "cannot be written: permission denied (on the file or its directory)",
    );
    expect(describeStoreError(fsError("EISDIR"))).toBe("is a directory, not a file");
    expect(describeStoreError(fsError("ENOTDIR"))).toBe(
      "cannot be reached: a part of its path is a file, not a directory",
    );
    expect(describeFsError(fsError("EMFILE"), false)).toBe("cannot be read (EMFILE)");
    expect(systemErrorMessage(fsError("EROFS", "rename"), "out.csv")).toBe(
      "cannot write out.csv: the file system is read-only",
    );
  });
});
