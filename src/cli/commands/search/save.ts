// `--save FILE` and `/save FILE`: the conversation as the JSON array `--messages` reads, rewritten
// atomically (a temp file beside it, then rename) so a crash mid-write never leaves half a conversation.
// A failure names FILE, never the temp file.
import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Message } from "../../../contract/schemas.js";
import { FileError, UsageError } from "../../errors.js";
import { systemErrorMessage } from "../../exit-codes.js";

export async function saveConversation(file: string, messages: readonly Message[]): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    // Conversations describe who someone is looking for: owner-only, like the config file.
    await writeFile(tmp, `${JSON.stringify(messages, null, 2)}\n`, { mode: 0o600 });
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => {});
    const e = err as NodeJS.ErrnoException;
    throw new FileError(
      systemErrorMessage(err, file) ?? `cannot write ${file}: ${e.code ?? e.message}`,
      undefined,
      {
        cause: err,
      },
    );
  }
}

/** Larger than any conversation the service takes (100,000 characters, JSON-escaped): not one of ours. */
const MAX_CONVERSATION_FILE_BYTES = 4 * 1024 * 1024;

/** Whether `text` is a saved conversation: a JSON array of {role, content} (empty included). */
function isConversation(text: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    Array.isArray(value) &&
    value.every(
      (m) =>
        m !== null &&
        typeof m === "object" &&
        typeof (m as Record<string, unknown>).role === "string" &&
        typeof (m as Record<string, unknown>).content === "string",
    )
  );
}

/**
 * `--save FILE`, checked before anything is sent: it will be rewritten, so an existing FILE must be empty
 * or hold a saved conversation (an earlier --save). Anything else is somebody's file: refused (exit 2).
 */
export async function checkSaveTarget(file: string): Promise<void> {
  const st = await stat(file).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return undefined;
    throw new UsageError(`--save ${file} cannot be checked (${err.code ?? err.message})`);
  });
  if (!st) return;
  if (st.isDirectory())
    throw new UsageError(`--save ${file} is a directory`, "Name a file to keep the conversation in.");
  const refused = new UsageError(
    `--save ${file} exists and is not a saved conversation; it was not overwritten`,
    "Name a new file (or one an earlier --save wrote: a JSON array of {role, content}), or remove this one first.",
  );
  if (!st.isFile()) throw refused;
  if (st.size === 0) return;
  if (st.size > MAX_CONVERSATION_FILE_BYTES) throw refused;
  const text = await readFile(file, "utf8").catch((err: NodeJS.ErrnoException) => {
    throw new UsageError(
      `--save ${file} cannot be read (${err.code ?? err.message}); it was not overwritten`,
    );
  });
  if (text.trim() !== "" && !isConversation(text.replace(/^\uFEFF/, ""))) throw refused;
}
