// `--save FILE` and `/save FILE`: the conversation as the JSON array `--messages` reads, rewritten
// atomically (a temp file beside it, then rename) so a crash mid-write never leaves half a conversation.
import { rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { Message } from "../../../contract/schemas.js";

export async function saveConversation(file: string, messages: readonly Message[]): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    // Conversations describe who someone is looking for: owner-only, like the config file.
    await writeFile(tmp, `${JSON.stringify(messages, null, 2)}\n`, { mode: 0o600 });
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => {});
    throw err;
  }
}
