// The sidecar that makes `find --all -o FILE` resumable exactly. After each page's bytes are in FILE and
// flushed to disk, the checkpoint is replaced atomically (temp file, fsync, rename) with the cursor of the
// next page and FILE's length. Whatever stops the export (Ctrl-C, kill -9, a failed request,
// --max-credits), the checkpoint describes a prefix of FILE that ends on a whole page; --resume truncates
// FILE to that length and carries on from that cursor, so no page in the file is fetched or paid for twice.
import { open, readFile, rename, rm } from "node:fs/promises";
import type { OutputFormat } from "../../../api/constants.js";
import type { StructuredQuery } from "../../../api/schemas.js";
import type { WriterState } from "../../../output/writer.js";
import { UsageError } from "../../errors.js";

export const CHECKPOINT_VERSION = 1;

/** What an export was asked for: a resume must ask for exactly the same. */
export interface ExportRequest {
  query: StructuredQuery;
  limit: number;
  /** The --cursor the walk started from, if any. */
  startCursor: string | null;
  format: OutputFormat;
  fields: string[] | null;
  rawCsv: boolean;
  bom: boolean;
}

export interface Checkpoint {
  version: number;
  request: ExportRequest;
  /** The --prompt sentence that produced the query, so a resume need not translate (and pay) again. */
  prompt?: string;
  /** That sentence's translation, before flags were merged over it. */
  translated?: StructuredQuery;
  /** Cursor of the next page to fetch; null when the last page is written. */
  nextCursor: string | null;
  /** Length of the output after the last whole page. */
  bytes: number;
  /** People in the output. */
  written: number;
  pages: number;
  credits: number;
  totalCount: number | null;
  writer: WriterState;
  updatedAt: string;
}

export function checkpointPath(output: string): string {
  return `${output}.people-checkpoint.json`;
}

/** Reads the checkpoint beside `output`; undefined when there is none. */
export async function readCheckpoint(output: string): Promise<Checkpoint | undefined> {
  const path = checkpointPath(output);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
  let cp: Checkpoint;
  try {
    cp = JSON.parse(text) as Checkpoint;
  } catch {
    throw new UsageError(
      `the checkpoint ${path} is damaged`,
      "Start the export over with --force (the file is rewritten from the first page).",
    );
  }
  if (cp.version !== CHECKPOINT_VERSION || typeof cp.bytes !== "number" || !cp.request)
    throw new UsageError(
      `the checkpoint ${path} was written by another version of people`,
      "Start the export over with --force.",
    );
  return cp;
}

/** Replaces the checkpoint atomically: a crash leaves the old one or the new one, never half of one. */
export async function writeCheckpoint(output: string, cp: Checkpoint): Promise<void> {
  const path = checkpointPath(output);
  const tmp = `${path}.tmp`;
  const fh = await open(tmp, "w");
  try {
    await fh.writeFile(JSON.stringify(cp));
    await fh.datasync();
  } finally {
    await fh.close();
  }
  await rename(tmp, path);
}

export async function removeCheckpoint(output: string): Promise<void> {
  const path = checkpointPath(output);
  await rm(path, { force: true });
  await rm(`${path}.tmp`, { force: true });
}

const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, value) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );

/** What differs between the checkpoint's request and this run's; empty when a resume may go on. */
export function requestDifferences(saved: ExportRequest, now: ExportRequest): string[] {
  const diffs: string[] = [];
  if (canonical(saved.query) !== canonical(now.query))
    diffs.push(`filters (was ${canonical(saved.query)}, now ${canonical(now.query)})`);
  if (saved.limit !== now.limit) diffs.push(`--limit (was ${saved.limit}, now ${now.limit})`);
  if (saved.startCursor !== now.startCursor) diffs.push("--cursor");
  if (saved.format !== now.format) diffs.push(`format (was ${saved.format}, now ${now.format})`);
  if (canonical(saved.fields) !== canonical(now.fields))
    diffs.push(`--fields (was ${saved.fields?.join(",") ?? "none"}, now ${now.fields?.join(",") ?? "none"})`);
  if (saved.rawCsv !== now.rawCsv) diffs.push("--raw-csv");
  if (saved.bom !== now.bom) diffs.push("--bom");
  return diffs;
}
