// One writer interface for every output format (table, json, jsonl, csv), fed batch by batch (a page of
// people at a time) or by `writeRecords` from any (async) iterable. Writers format a whole batch into one
// string and hand it to a sink, so an exporter can flush and checkpoint on batch boundaries: the output
// then always ends on a whole record. Heavy formatting libraries are loaded only for the format in use.

import type { JsonRecord } from "./flatten.js";
import type { OutputFormat } from "./format.js";
import type { RecordWriter, Sink, WriterOptions } from "./record-writer.js";

/** Builds the writer for `format`. */
export async function createRecordWriter(
  format: OutputFormat,
  sink: Sink,
  options: WriterOptions = {},
): Promise<RecordWriter> {
  const writer = await formatWriter(format, sink, options);
  // --fields names that the first records lack are said once, with the fields they do have. A resumed
  // export was judged when it started.
  if (!options.fields?.length || options.resume || !options.onNotice) return writer;
  const notice = options.onNotice;
  const fields = options.fields;
  let judged = false;
  return {
    format: writer.format,
    state: () => writer.state(),
    end: () => writer.end(),
    async writeBatch(records) {
      if (!judged && records.length > 0) {
        judged = true;
        const { missingFieldsNotice } = await import("./flatten.js");
        const message = missingFieldsNotice(records, fields);
        if (message) notice(message);
      }
      return writer.writeBatch(records);
    },
  };
}

async function formatWriter(format: OutputFormat, sink: Sink, options: WriterOptions): Promise<RecordWriter> {
  switch (format) {
    case "jsonl":
      return (await import("./jsonl.js")).createJsonlWriter(sink, options);
    case "json":
      return (await import("./json.js")).createJsonWriter(sink, options);
    case "csv":
      return (await import("./csv.js")).createCsvWriter(sink, options);
    case "table":
      return (await import("./table.js")).createTableWriter(sink, options);
  }
}

type RecordSource =
  | Iterable<JsonRecord | readonly JsonRecord[]>
  | AsyncIterable<JsonRecord | readonly JsonRecord[]>;

/**
 * Feeds `source` (records, or batches of records as arrays) to `writer` and ends it. A table lays out one
 * batch at a time, so loose records are gathered into one batch for it; other formats flush loose
 * records every 100 to keep memory flat. Returns how many records were written.
 */
export async function pumpRecords(source: RecordSource, writer: RecordWriter): Promise<number> {
  const loose: JsonRecord[] = [];
  for await (const item of source) {
    if (Array.isArray(item)) {
      if (loose.length) await writer.writeBatch(loose.splice(0));
      await writer.writeBatch(item);
    } else {
      loose.push(item as JsonRecord);
      if (loose.length >= 100 && writer.format !== "table") await writer.writeBatch(loose.splice(0));
    }
  }
  if (loose.length) await writer.writeBatch(loose);
  await writer.end();
  return writer.state().count;
}

/** Writes every record of `source` in `format` to `sink` with one call. */
export async function writeRecords(
  source: RecordSource,
  format: OutputFormat,
  sink: Sink,
  options: WriterOptions = {},
): Promise<number> {
  return pumpRecords(source, await createRecordWriter(format, sink, options));
}
