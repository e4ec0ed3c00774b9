// `find --dry-run`: the request that would be sent (method, URL, body, the key redacted) and what it would
// cost. Nothing is sent, not even the free balance check.
import { redactKey } from "../../../api/redact.js";
import type { StructuredQuery } from "../../../api/schemas.js";
import { envFlag } from "../../../config/settings.js";
import { writeAsync } from "../../../output/io.js";
import type { Factory } from "../../factory.js";
import type { FindOptions } from "../find.js";
import { compactQuery, mergeQueries } from "./filters.js";

/** Where requests would go and how they would authenticate, without starting anything. */
export async function describeTarget(f: Factory): Promise<{ baseUrl: string; auth: string }> {
  if (f.globals.sandbox || envFlag(f.env.PEOPLE_SANDBOX))
    return {
      baseUrl: "http://127.0.0.1:PORT/api/v1 (the built-in sandbox, started when the command runs)",
      auth: "Bearer sk_sandbox_… (the sandbox's own key)",
    };
  const s = await f.settings();
  return {
    baseUrl: s.baseUrl ? s.baseUrl.value.replace(/\/+$/, "") : "(no base URL configured)",
    auth: s.apiKey ? `Bearer ${redactKey(s.apiKey.value)}` : "(no API key configured)",
  };
}

export function requestText(method: string, url: string, auth: string, body: unknown): string {
  return `${method} ${url}\nAuthorization: ${auth}\nContent-Type: application/json\n\n${JSON.stringify(body, null, 2)}\n`;
}

export async function printDryRun(
  f: Factory,
  input: { opts: FindOptions; base: StructuredQuery; flagsQuery: StructuredQuery; walk: boolean },
): Promise<void> {
  const { opts, base, flagsQuery, walk } = input;
  const { baseUrl, auth } = await describeTarget(f);
  const parts: string[] = [];
  if (opts.prompt !== undefined) {
    parts.push(
      requestText("POST", `${baseUrl}/people/translate`, auth, {
        prompt: opts.prompt,
        ...(opts.query !== undefined ? { currentQuery: base } : {}),
      }),
      "# Cost: 1 credit. The filter set it returns, with the filter flags merged over it, is then sent as",
      "# the query of the search below.\n",
    );
  }
  const query = compactQuery(mergeQueries(opts.prompt !== undefined ? {} : base, flagsQuery));
  const body = {
    query: opts.prompt !== undefined ? { "…": "(from the translation)", ...query } : query,
    limit: opts.limit,
    ...(opts.cursor ? { cursor: opts.cursor } : {}),
  };
  parts.push(requestText("POST", `${baseUrl}/people/search`, auth, body));
  if (!walk) parts.push(`# Cost: 1 credit for this page of up to ${opts.limit} people.`);
  else {
    const bounds = [
      opts.maxResults !== undefined
        ? `at most ${Math.ceil(opts.maxResults / opts.limit)} pages for --max-results ${opts.maxResults}`
        : "",
      opts.maxCredits !== undefined ? `at most ${opts.maxCredits} for --max-credits` : "",
    ].filter(Boolean);
    parts.push(
      `# Cost: 1 credit per page of ${opts.limit} people, every page until nextCursor is null (the first page tells totalCount)${bounds.length ? `; ${bounds.join(", ")}` : ""}.`,
    );
  }
  parts.push("# Dry run: nothing was sent.");
  await writeAsync(f.io.stdout, `${parts.join("\n")}\n`);
}
