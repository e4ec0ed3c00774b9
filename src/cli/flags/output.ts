// Output flags shared by the commands that print people (find, search): --json, --jsonl, --csv, --format,
// -o/--output, --fields, --raw-csv, --bom; and one call that writes a list of records in the chosen format
// to stdout or a file. Light at import time: the writers load only when output is written.
import { type Command, Option } from "commander";
import type { JsonRecord } from "../../output/flatten.js";
import { OUTPUT_FORMATS, type OutputFormat } from "../../output/format.js";
import type { RecordWriter, Sink, WriterOptions } from "../../output/record-writer.js";
import { UsageError } from "../errors.js";
import type { Factory } from "../factory.js";

export interface OutputFlags {
  json?: boolean;
  jsonl?: boolean;
  csv?: boolean;
  format?: string;
  output?: string;
  /** `--fields a,b` (repeatable); `true` for `--fields` alone, which lists the fields instead. */
  fields?: string[] | true;
  rawCsv?: boolean;
  bom?: boolean;
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** Registers the output flags on `cmd`. `jsonHelp` says what --json prints for this command. */
export function addOutputOptions(cmd: Command, jsonHelp = "print JSON"): Command {
  return cmd
    .option("--json", jsonHelp)
    .option("--jsonl", "print one JSON object per person per line")
    .option("--csv", "print CSV (RFC 4180, header first)")
    .addOption(
      new Option("--format <format>", "output format (default: table on a terminal, else JSONL)").choices(
        OUTPUT_FORMATS as unknown as string[],
      ),
    )
    .option(
      "-o, --output <file>",
      "write to FILE; the format follows its extension (.csv .jsonl .ndjson .json)",
    )
    .option(
      "--fields [a,b,c]",
      "pick and order columns/keys, dotted for nested (location.city); repeatable; alone, list the fields",
      collect,
    )
    .option("--raw-csv", "CSV: do not neutralise cells starting with = + - @ (spreadsheet formulas)")
    .option("--bom", "CSV: start with a UTF-8 byte-order mark (for Excel)");
}

/** The file `-o FILE` names; undefined for stdout (no -o, or `-o -`). */
export function outputFile(flags: Pick<OutputFlags, "output">): string | undefined {
  return flags.output !== undefined && flags.output !== "-" ? flags.output : undefined;
}

/** Whether output goes to a person at a terminal (pretty JSON, tables, colour), not a pipe or a file. */
export function toTerminal(f: Factory, flags: Pick<OutputFlags, "output">): boolean {
  return outputFile(flags) === undefined && f.io.stdoutIsTTY;
}

/**
 * The output format for these flags (or, when they say nothing, the `format` setting); bad combinations
 * are usage errors (exit 2).
 */
export async function resolveOutputFormat(f: Factory, flags: OutputFlags): Promise<OutputFormat> {
  const { resolveFormat, FormatError } = await import("../../output/format.js");
  const said =
    flags.json || flags.jsonl || flags.csv || flags.format !== undefined || outputFile(flags) !== undefined;
  const configured = said
    ? undefined
    : ((await f.settings(["format"])).format?.value as OutputFormat | undefined);
  try {
    // Writing to a file is never a terminal, whatever stdout is.
    return resolveFormat(flags, toTerminal(f, flags), configured);
  } catch (err) {
    if (err instanceof FormatError) throw new UsageError(err.message, err.hint);
    throw err;
  }
}

/** `--fields` alone: list the fields there are, rather than pick some. */
export function listsFields(flags: OutputFlags): boolean {
  return flags.fields === true;
}

/** The --fields list, split on commas. */
export async function fieldList(flags: OutputFlags): Promise<string[] | undefined> {
  const { parseFieldList } = await import("../../output/flatten.js");
  return parseFieldList(flags.fields);
}

/** Writer options that follow from the flags and the IO streams. */
export async function writerOptions(
  f: Factory,
  flags: OutputFlags,
  extra: WriterOptions = {},
): Promise<WriterOptions> {
  const toFile = outputFile(flags) !== undefined;
  const fields = await fieldList(flags);
  return {
    ...(fields ? { fields } : {}),
    rawCsv: Boolean(flags.rawCsv),
    bom: Boolean(flags.bom),
    color: !toFile && f.io.colorStdout,
    width: toFile ? 200 : f.io.columns,
    pretty: toTerminal(f, flags),
    onNotice: (m) => f.log.warn(m),
    onNote: (m) => f.log.info(f.theme.dim(m)),
    ...extra,
  };
}

interface OpenedOutput {
  format: OutputFormat;
  writer: RecordWriter;
  /** Flushes and closes a file (stdout is left open). */
  close(): Promise<void>;
}

/** A sink to stdout that waits for a slow reader (a pipe stays flat in memory). */
export async function stdoutSink(f: Factory): Promise<Sink> {
  const { writeAsync } = await import("../../output/io.js");
  return (chunk) => writeAsync(f.io.stdout, chunk);
}

/**
 * Opens the output the flags ask for (stdout or -o FILE, which is overwritten) with a writer for the
 * chosen format. For exports that must survive a crash, `find` uses its own checkpointed file instead.
 */
export async function openOutput(
  f: Factory,
  flags: OutputFlags,
  extra: WriterOptions = {},
): Promise<OpenedOutput> {
  const format = await resolveOutputFormat(f, flags);
  const options = await writerOptions(f, flags, extra);
  const { createRecordWriter } = await import("../../output/writer.js");
  const file = outputFile(flags);
  if (file === undefined) {
    const writer = await createRecordWriter(format, await stdoutSink(f), options);
    return { format, writer, close: async () => {} };
  }
  const { open } = await import("node:fs/promises");
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    // Personal data: a new file is 0600 whatever the umask; one already there keeps its mode.
    fh = await open(file, "w", 0o600);
  } catch (err) {
    throw new UsageError(`cannot write ${file}: ${(err as Error).message}`);
  }
  const writer = await createRecordWriter(
    format,
    async (chunk) => {
      try {
        await fh.write(chunk);
      } catch (err) {
        throw await fileWriteError(err, file);
      }
    },
    options,
  );
  return {
    format,
    writer,
    close: () =>
      fh.close().catch(async (err: unknown) => {
        throw await fileWriteError(err, file);
      }),
  };
}

/**
 * A failed write to `file`, as an error naming it: a write(2) error carries no path, and would otherwise be
 * reported as standard output's.
 */
async function fileWriteError(err: unknown, file: string): Promise<unknown> {
  const { systemErrorMessage } = await import("../exit-codes.js");
  const message = systemErrorMessage(err, file);
  if (!message) return err;
  const { FileError } = await import("../errors.js");
  return new FileError(message, undefined, { cause: err });
}

/** Writes `text` to `file` whole (a JSON document); a failure names the file. */
export async function writeTextFile(file: string, text: string): Promise<void> {
  const { writeFile } = await import("node:fs/promises");
  try {
    await writeFile(file, text, { mode: 0o600 });
  } catch (err) {
    throw await fileWriteError(err, file);
  }
}

/** Writes `records` (or batches of them) in the format the flags choose, with one call. */
export async function writeOutput(
  f: Factory,
  flags: OutputFlags,
  records: Iterable<JsonRecord | readonly JsonRecord[]> | AsyncIterable<JsonRecord | readonly JsonRecord[]>,
  extra: WriterOptions = {},
): Promise<number> {
  const out = await openOutput(f, flags, extra);
  try {
    const { pumpRecords } = await import("../../output/writer.js");
    return await pumpRecords(records, out.writer);
  } finally {
    await out.close();
  }
}
