// `--dry-run` for every command that spends credits: the request that would be sent (method, URL, headers
// with the key redacted, body) and what it would cost, in one format. Nothing is sent, not even the free
// balance check, and no key is needed to see it.

import { OPERATIONS, type OperationName, pathOf } from "../contract/operations.js";
import { redactKey } from "../contract/text.js";
import { writeAsync } from "../output/io.js";
import { checkBaseUrl, checkConfiguredKey, type Factory } from "./factory.js";

interface DryRunTarget {
  baseUrl: string;
  auth: string;
  /** Said once after the requests, e.g. that the sandbox picks its port when it starts. */
  note?: string;
}

/** Where requests would go and how they would authenticate, without starting or sending anything. */
async function describeTarget(f: Factory): Promise<DryRunTarget> {
  if (f.sandboxed)
    return {
      baseUrl: "http://127.0.0.1:PORT/api/v1",
      auth: "Bearer <the sandbox's own key>",
      note: "With --sandbox the built-in sandbox starts when the command runs, on a free PORT, with its own key.",
    };
  const s = await f.settings(["baseUrl", "apiKey"]);
  // A key that could not be sent is refused here too (exit 3): the dry run shows what a run would do.
  if (s.apiKey) checkConfiguredKey(s.apiKey);
  return {
    baseUrl: s.baseUrl ? checkBaseUrl(s.baseUrl.value).replace(/\/+$/, "") : "<no base URL configured>",
    auth: s.apiKey ? `Bearer ${redactKey(s.apiKey.value)}` : "<no API key configured>",
  };
}

export interface DryRunRequest {
  /** The operation (its method and path are the operations table's). */
  operation: OperationName;
  body: unknown;
  accept?: string;
  /** One or more `# …` lines saying what the request costs. */
  cost: string;
}

/** Prints the requests and their costs on stdout. */
export async function printDryRun(f: Factory, requests: DryRunRequest[]): Promise<void> {
  const target = await describeTarget(f);
  const parts = requests.map(
    (r) =>
      `${OPERATIONS[r.operation].method} ${target.baseUrl}${pathOf(r.operation)}\nAuthorization: ${target.auth}\nContent-Type: application/json\nAccept: ${r.accept ?? "application/json"}\n\n${JSON.stringify(r.body, null, 2)}\n\n${r.cost
        .split("\n")
        .map((l) => `# ${l}`)
        .join("\n")}\n`,
  );
  const tail = [target.note, "Dry run: nothing was sent."].filter(Boolean).map((l) => `# ${l}`);
  await writeAsync(f.io.stdout, `${parts.join("\n")}\n${tail.join("\n")}\n`);
}
