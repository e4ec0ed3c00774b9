// `--save FILE` and `/save FILE`: the conversation as the JSON array `--messages` reads, rewritten
// atomically (a temp file beside it, then rename) so a crash mid-write never leaves half a conversation.
// A failure names FILE, never the temp file.
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Message } from "../../../contract/schemas.js";
import { FileError } from "../../errors.js";
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
