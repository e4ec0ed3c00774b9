// Which format the data takes (cli-contract.md, Output): an explicit --json/--jsonl/--csv/--format wins,
// then the extension of -o FILE, then where stdout goes: a terminal gets a table, a pipe or file JSONL.

/** The output formats, in the order help lists them. */
export const OUTPUT_FORMATS = ["table", "json", "jsonl", "csv"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Bad output flags; the CLI reports it as a usage error (exit 2). */
export class FormatError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "FormatError";
    this.hint = hint;
  }
}

interface FormatFlags {
  json?: boolean;
  jsonl?: boolean;
  csv?: boolean;
  format?: string;
  output?: string;
}

const EXTENSIONS: Record<string, OutputFormat> = {
  ".csv": "csv",
  ".jsonl": "jsonl",
  ".ndjson": "jsonl",
  ".json": "json",
};

/** The format an output file's name implies, if any. */
export function formatFromPath(path: string): OutputFormat | undefined {
  const m = /(\.[^./\\]+)$/.exec(path.toLowerCase());
  return m ? EXTENSIONS[m[1] as string] : undefined;
}

/** Parses `--format X` (case-insensitive); throws FormatError naming the allowed values. */
function parseFormat(value: string): OutputFormat {
  const v = value.trim().toLowerCase();
  if ((OUTPUT_FORMATS as readonly string[]).includes(v)) return v as OutputFormat;
  throw new FormatError(
    `--format ${JSON.stringify(value)} is not a format; use one of: ${OUTPUT_FORMATS.join(", ")}`,
  );
}

/**
 * The format for these flags: an explicit flag, else -o FILE's extension, else `configured` (the
 * `format` setting), else a table on a terminal and JSONL anywhere else.
 */
export function resolveFormat(
  flags: FormatFlags,
  stdoutIsTTY: boolean,
  configured?: OutputFormat,
): OutputFormat {
  const chosen: [string, OutputFormat][] = [];
  if (flags.json) chosen.push(["--json", "json"]);
  if (flags.jsonl) chosen.push(["--jsonl", "jsonl"]);
  if (flags.csv) chosen.push(["--csv", "csv"]);
  if (flags.format !== undefined) chosen.push([`--format ${flags.format}`, parseFormat(flags.format)]);
  const distinct = new Set(chosen.map(([, f]) => f));
  if (distinct.size > 1)
    throw new FormatError(
      `${chosen.map(([flag]) => flag).join(" and ")} ask for different formats`,
      "Pick one of --json, --jsonl, --csv or --format.",
    );
  const explicit = chosen[0]?.[1];
  if (explicit) return explicit;
  if (flags.output !== undefined && flags.output !== "-") {
    const byExt = formatFromPath(flags.output);
    if (byExt) return byExt;
    throw new FormatError(
      `cannot tell the format of ${JSON.stringify(flags.output)} from its extension`,
      "Name the file .csv, .jsonl, .ndjson or .json, or add --format csv|jsonl|json|table.",
    );
  }
  return configured ?? (stdoutIsTTY ? "table" : "jsonl");
}
