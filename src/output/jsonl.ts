// JSONL: one JSON object per line, written as it arrives; with --fields, only those keys in that order.
import { pickFields } from "./flatten.js";
import type { RecordWriter, Sink, WriterOptions } from "./record-writer.js";

export function createJsonlWriter(sink: Sink, options: WriterOptions): RecordWriter {
  const fields = options.fields?.length ? options.fields : undefined;
  let count = options.resume?.count ?? 0;
  return {
    format: "jsonl",
    async writeBatch(records) {
      if (!records.length) return;
      let text = "";
      for (const r of records) text += `${JSON.stringify(fields ? pickFields(r, fields) : r)}\n`;
      await sink(text);
      count += records.length;
    },
    async end() {},
    state: () => ({ started: count > 0, count }),
  };
}
