// Reading `FILE` or `-` (standard input) for every flag that takes one: --query, --amend, --messages,
// `login --with-key` and `search -`. Standard input that is a terminal is refused at once: a person would
// be left waiting at a prompt that says nothing, and the first Ctrl-C would be swallowed. What is read is
// bounded by what it can be (a filter set, a conversation, a query, a key): `--query /dev/zero` or an
// endless pipe stops at the bound (exit 2) instead of growing without end.
import { open } from "node:fs/promises";
import type { StructuredQuery } from "../contract/schemas.js";
import { errnoCode, errnoWords } from "../errno.js";
import type { IOStreams } from "../output/io.js";
import { UsageError } from "./errors.js";
import { parseQueryText } from "./flags/filters.js";

/** The most each kind of input may hold: generous next to the largest real one. */
export const INPUT_LIMITS = {
  /** A filter set (`--query`, `--amend`): a few kilobytes in practice. */
  filterSet: { bytes: 1024 * 1024, what: "a filter set" },
  /** A conversation (`--messages`): the service takes 100,000 characters; a longer file is trimmed. */
  conversation: { bytes: 4 * 1024 * 1024, what: "a conversation" },
  /** A query (`search -`): 100,000 characters at most. */
  query: { bytes: 1024 * 1024, what: "a query" },
  /** An API key (`login --with-key`). */
  key: { bytes: 64 * 1024, what: "a key" },
} as const;

interface InputLimit {
  bytes: number;
  /** What the input is, for the message: "a filter set". */
  what: string;
}

interface InputSource {
  /** How the user asked for it, e.g. `--query -` or `login --with-key`. */
  flag: string;
  /** What to pipe in, with an example command line. */
  example: string;
  limit: InputLimit;
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;

function overLimit(where: string, limit: InputLimit): UsageError {
  return new UsageError(
    `${where} is over the limit of ${sizeText(limit.bytes)} for ${limit.what}; nothing was sent`,
    "Check that it names the right input.",
  );
}

/** Standard input, whole, as text (a UTF-8 byte-order mark dropped); refuses a terminal (exit 2). */
export async function readStdin(io: IOStreams, source: InputSource): Promise<string> {
  if (io.stdinIsTTY)
    throw new UsageError(
      `${source.flag} reads standard input, and standard input is a terminal`,
      `Pipe it in: ${source.example}`,
    );
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early stops reading (the stream is destroyed), so an endless pipe is not drained.
  for await (const chunk of io.stdin) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buf.length;
    if (size > source.limit.bytes) throw overLimit(source.flag, source.limit);
    chunks.push(buf);
  }
  return stripBom(Buffer.concat(chunks).toString("utf8"));
}

/** FILE as text, or standard input for `-` (see readStdin); an unreadable file is a usage error. */
export async function readFileOrStdin(io: IOStreams, arg: string, source: InputSource): Promise<string> {
  if (arg === "-") return readStdin(io, { ...source, flag: `${source.flag} -` });
  try {
    return stripBom(await readBounded(arg, source.limit.bytes));
  } catch (err) {
    if (err === OVER) throw overLimit(`${source.flag} ${arg}`, source.limit);
    const code = errnoCode(err);
    const why = errnoWords(code, "reading") ?? code ?? (err as Error).message ?? String(err);
    throw new UsageError(`${source.flag} ${arg}: cannot read the file (${why})`);
  }
}

const OVER = Symbol("over the limit");

/** A file's text, read up to `max` bytes (a device such as /dev/zero never ends): over it, throws OVER. */
async function readBounded(path: string, max: number): Promise<string> {
  const fh = await open(path, "r");
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const buf = Buffer.allocUnsafe(64 * 1024);
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      if (size > max) throw OVER;
      chunks.push(buf.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks).toString("utf8");
  } finally {
    await fh.close();
  }
}

/** A filter set from `--query FILE|-` (or `--amend FILE|-`, naming that flag), checked against the schema. */
export async function readFilterSet(io: IOStreams, arg: string, flag = "--query"): Promise<StructuredQuery> {
  const text = await readFileOrStdin(io, arg, {
    flag,
    limit: INPUT_LIMITS.filterSet,
    example: `people translate "senior rust engineers in Berlin" | people ${flag === "--query" ? "find" : 'translate "…"'} ${flag} -`,
  });
  const where = arg === "-" ? `${flag} (stdin)` : `${flag} ${arg}`;
  if (text.trim() === "")
    throw new UsageError(
      `${where} is empty`,
      'It should hold a filter set, such as the JSON `people translate "…"` prints.',
    );
  return parseQueryText(text, where);
}

function stripBom(text: string): string {
  return text.replace(/^\uFEFF/, "");
}
