// `--dry-run`: the request that would be sent (method, URL, headers with the key redacted, body) and what
// it would cost. Nothing is sent, and no key is needed to see it.
import { AGENTIC_RESERVE } from "../../../api/constants.js";
import { redactKey } from "../../../api/redact.js";
import { envFlag } from "../../../config/settings.js";
import { writeAsync } from "../../../output/io.js";
import type { Factory } from "../../factory.js";
import type { SearchBody } from "./execute.js";

export async function printDryRun(f: Factory, body: SearchBody, stream: boolean): Promise<void> {
  const sandbox = Boolean(f.globals.sandbox) || envFlag(f.env.PEOPLE_SANDBOX);
  let base = "http://127.0.0.1:<port>/api/v1";
  let auth = "Bearer <sandbox key>";
  if (!sandbox) {
    const s = await f.settings();
    base = s.baseUrl ? s.baseUrl.value.trim().replace(/\/+$/, "") : "<no base URL configured>/api/v1";
    auth = s.apiKey ? `Bearer ${redactKey(s.apiKey.value)}` : "Bearer <no key configured>";
  }
  const sent = { ...body, stream };
  const lines = [
    `POST ${base}/search${sandbox ? "   (the built-in sandbox, started per run)" : ""}`,
    `authorization: ${auth}`,
    "content-type: application/json",
    `accept: ${stream ? "text/event-stream" : "application/json"}`,
    "",
    f.io.stdoutIsTTY ? JSON.stringify(sent, null, 2) : JSON.stringify(sent),
    "",
    `cost: ${AGENTIC_RESERVE} credits reserved when the search starts, then reconciled to what the run actually cost (usually less); a balance under ${AGENTIC_RESERVE} is refused.`,
    "Nothing was sent (--dry-run).",
  ];
  await writeAsync(f.io.stdout, `${lines.join("\n")}\n`);
}
