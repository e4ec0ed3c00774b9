// Reading `FILE` or `-` (standard input) for every flag that takes one: --query, --amend, --messages,
// `login --with-key` and `search -`. Standard input that is a terminal is refused at once: a person would
// be left waiting at a prompt that says nothing, and the first Ctrl-C would be swallowed.
import { readFile } from "node:fs/promises";
import type { StructuredQuery } from "../contract/schemas.js";
import type { IOStreams } from "../output/io.js";
import { UsageError } from "./errors.js";
import { parseQueryText } from "./flags/filters.js";

export interface InputSource {
  /** How the user asked for it, e.g. `--query -` or `login --with-key`. */
  flag: string;
  /** What to pipe in, with an example command line. */
  example: string;
}

/** Standard input, whole, as text (a UTF-8 byte-order mark dropped); refuses a terminal (exit 2). */
export async function readStdin(io: IOStreams, source: InputSource): Promise<string> {
  if (io.stdinIsTTY)
    throw new UsageError(
      `${source.flag} reads standard input, and standard input is a terminal`,
      `Pipe it in: ${source.example}`,
    );
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return stripBom(Buffer.concat(chunks).toString("utf8"));
}

/** FILE as text, or standard input for `-` (see readStdin); an unreadable file is a usage error. */
export async function readFileOrStdin(
  io: IOStreams,
  arg: string,
  source: { flag: string; example: string },
): Promise<string> {
  if (arg === "-") return readStdin(io, { flag: `${source.flag} -`, example: source.example });
  try {
    return stripBom(await readFile(arg, "utf8"));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why =
      code === "ENOENT"
        ? "no such file"
        : code === "EISDIR"
          ? "it is a directory"
          : code === "EACCES"
            ? "permission denied"
            : ((err as Error).message ?? String(err));
    throw new UsageError(`${source.flag} ${arg}: cannot read the file (${why})`);
  }
}

/** A filter set from `--query FILE|-` (or `--amend FILE|-`, naming that flag), checked against the schema. */
export async function readFilterSet(io: IOStreams, arg: string, flag = "--query"): Promise<StructuredQuery> {
  const text = await readFileOrStdin(io, arg, {
    flag,
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
