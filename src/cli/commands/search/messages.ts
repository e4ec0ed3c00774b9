// `--messages FILE|-`: a conversation as a JSON array of {role, content}, validated before anything is sent
// so that a typo costs nothing. Errors name the index and the field, e.g. `messages[2].role`.

import { jsonSyntaxProblem } from "../../../contract/json-syntax.js";
import type { Message } from "../../../contract/schemas.js";
import type { IOStreams } from "../../../output/io.js";
import { UsageError } from "../../errors.js";
import { INPUT_LIMITS, readFileOrStdin } from "../../read-input.js";

const ROLES = ["user", "assistant"] as const;

const typeName = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "an array" : typeof v);

/** Parses and validates a conversation; `source` names where it came from in errors. */
export function parseMessages(
  text: string,
  source: string,
  options: { allowEmpty?: boolean } = {},
): Message[] {
  const where = `--messages ${source}`;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(
      `${where} is not valid JSON (${jsonSyntaxProblem(text) ?? "it cannot be read as JSON"})`,
      'It should hold an array like [{"role": "user", "content": "staff engineers in Berlin"}].',
    );
  }
  if (!Array.isArray(value))
    throw new UsageError(
      `${where} must hold a JSON array of {role, content} messages (got ${typeName(value)})`,
      'For example: [{"role": "user", "content": "staff engineers in Berlin"}].',
    );
  // A chat saved right after /reset holds an empty conversation; resuming it starts afresh.
  if (value.length === 0 && options.allowEmpty) return [];
  if (value.length === 0)
    throw new UsageError(`${where} holds no messages`, "Add at least one user message with what you want.");
  const messages: Message[] = value.map((item, i) => {
    const at = `messages[${i}]`;
    if (!item || typeof item !== "object" || Array.isArray(item))
      throw new UsageError(`${where}: ${at} must be an object {role, content} (got ${typeName(item)})`);
    const { role, content } = item as Record<string, unknown>;
    if (role === undefined)
      throw new UsageError(`${where}: ${at}.role is missing; use "user" or "assistant"`);
    if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role))
      throw new UsageError(
        `${where}: ${at}.role must be "user" or "assistant" (got ${JSON.stringify(role)})`,
      );
    if (content === undefined)
      throw new UsageError(`${where}: ${at}.content is missing; it must be a string`);
    if (typeof content !== "string")
      throw new UsageError(`${where}: ${at}.content must be a string (got ${typeName(content)})`);
    // Only the two documented fields are sent; anything else in the file is not the service's business.
    return { role: role as Message["role"], content };
  });
  if (!messages.some((m) => m.role === "user" && m.content.trim() !== ""))
    throw new UsageError(
      `${where} has no user message with content`,
      "Add a user message saying who you are looking for.",
    );
  return messages;
}

/** Reads `--messages FILE` (or `-` for stdin) and validates it. */
export async function loadMessages(
  source: string,
  io: IOStreams,
  options: { allowEmpty?: boolean } = {},
): Promise<Message[]> {
  const text = await readFileOrStdin(io, source, {
    flag: "--messages",
    limit: INPUT_LIMITS.conversation,
    example: "cat conversation.json | people search --messages -",
  });
  return parseMessages(text, source, options);
}
