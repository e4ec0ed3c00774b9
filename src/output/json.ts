// JSON: one array of every record, streamed element by element so memory stays flat on long exports.
import { pickFields } from "./flatten.js";
import type { RecordWriter, Sink, WriterOptions } from "./record-writer.js";

export function createJsonWriter(sink: Sink, options: WriterOptions): RecordWriter {
  const fields = options.fields?.length ? options.fields : undefined;
  let count = options.resume?.count ?? 0;
  let started = options.resume?.started ?? false;
  const encode = (v: unknown) =>
    options.pretty ? JSON.stringify(v, null, 2).replace(/\n/g, "\n  ") : JSON.stringify(v);
  return {
    format: "json",
    async writeBatch(records) {
      if (!records.length) return;
      let text = "";
      for (const r of records) {
        text += `${started ? ",\n" : "[\n"}  ${encode(fields ? pickFields(r, fields) : r)}`;
        started = true;
      }
      await sink(text);
      count += records.length;
    },
    async end() {
      await sink(started ? "\n]\n" : "[]\n");
    },
    state: () => ({ started, count }),
  };
}
