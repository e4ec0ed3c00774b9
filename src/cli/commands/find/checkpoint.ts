// The sidecars that make `find --all -o FILE` resumable exactly.
//
// - The checkpoint (FILE.people-checkpoint.json) vouches for a prefix of FILE: its length, a SHA-256 digest
//   of those bytes, and where the walk goes on from. It is replaced atomically (unique temp file, fsync,
//   rename) only after FILE's bytes are flushed, so it survives a power cut too.
// - The journal (FILE.people-journal) records each page's intent, written before the page's bytes: its
//   offset, its length, the digest of FILE up to its end, and the cursor after it. A `kill -9` may leave
//   whole pages beyond the checkpoint; --resume keeps each one whose bytes match its intent and cuts off the
//   rest, so a page already in FILE is not bought again. Only the page in flight when the process died
//   can be lost.
//
// --resume (resume.ts) verifies the checkpoint's digest and refuses a changed FILE or a malformed checkpoint.

import { createHash, type Hash, randomBytes } from "node:crypto";
import { lstatSync, readlinkSync, realpathSync } from "node:fs";
import { open, readdir, readFile, rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import * as z from "zod/mini";
import { MAX_LIMIT, MIN_LIMIT } from "../../../contract/limits.js";
import { type StructuredQuery, StructuredQuerySchema } from "../../../contract/schemas.js";
import { canonicalJson } from "../../../contract/text.js";
import { OUTPUT_FORMATS, type OutputFormat } from "../../../output/format.js";
import type { WriterState } from "../../../output/record-writer.js";
import { count as countOf, thousands } from "../../../output/text.js";
import { UsageError } from "../../errors.js";

export const CHECKPOINT_VERSION = 4;

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
  /** --new-only: a resume must leave out the same people. */
  newOnly?: boolean;
  /** The --exclude files, as given. */
  exclude?: string[];
}

/** How far an export got: a prefix of FILE that ends on a whole page, and where the walk goes on. */
export interface ExportPosition {
  /** Cursor of the next page to fetch; null when the last page is written. */
  nextCursor: string | null;
  /** Length of the output after the last whole page. */
  bytes: number;
  /** SHA-256 (hex) of the output's first `bytes` bytes. */
  digest: string;
  /** People in the output. */
  written: number;
  pages: number;
  credits: number;
  totalCount: number | null;
  writer: WriterState;
}

export interface Checkpoint extends ExportPosition {
  version: number;
  request: ExportRequest;
  /** The --prompt sentence that produced the query, so a resume need not translate (and pay) again. */
  prompt?: string;
  /** That sentence's translation, before flags were merged over it. */
  translated?: StructuredQuery;
  /** The run the export's people are recorded as delivered by: a resume goes on as the same run. */
  run?: string;
  updatedAt: string;
}

/** A journal line: a page about to be written at `offset`, ending FILE at `bytes`. */
export interface PageIntent extends ExportPosition {
  offset: number;
  /** What closes the output (JSON's `]`) rather than a page. */
  tail?: true;
}

const count = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const PositionShape = {
  nextCursor: z.nullable(z.string().check(z.minLength(1))),
  bytes: count,
  digest: z.string().check(z.regex(/^[0-9a-f]{64}$/, "is not a SHA-256 digest")),
  written: count,
  pages: count,
  credits: count,
  totalCount: z.nullable(count),
  writer: z.object({ started: z.boolean(), count, columns: z.optional(z.array(z.string())) }),
};
const CheckpointSchema = z.object({
  version: z.literal(CHECKPOINT_VERSION),
  request: z.object({
    query: StructuredQuerySchema,
    limit: z.number().check(z.int(), z.minimum(MIN_LIMIT), z.maximum(MAX_LIMIT)),
    startCursor: z.nullable(z.string()),
    format: z.enum(OUTPUT_FORMATS),
    fields: z.nullable(z.array(z.string())),
    rawCsv: z.boolean(),
    bom: z.boolean(),
    newOnly: z.optional(z.boolean()),
    exclude: z.optional(z.array(z.string())),
  }),
  run: z.optional(z.string()),
  prompt: z.optional(z.string()),
  translated: z.optional(StructuredQuerySchema),
  updatedAt: z.string(),
  ...PositionShape,
  check: z.optional(z.string()),
});
const IntentSchema = z.object({
  offset: count,
  ...PositionShape,
  /** Set on what closes the output (JSON's `]`), written after the last page. */
  tail: z.optional(z.literal(true)),
  check: z.string(),
});

/**
 * SHA-256 of a sidecar record's own fields (canonical JSON, without `check`): any edit of a checkpoint or a
 * journal line (a cursor, a count) no longer matches it. Not a secret: it detects edits and damage, it does
 * not authenticate.
 */
function sealOf(value: object): string {
  const { check: _check, ...fields } = value as { check?: unknown };
  return createHash("sha256").update(canonicalJson(fields)).digest("hex");
}

/** `value` with the seal of its fields, as the checkpoint and each journal line are written. */
export function sealed<T extends object>(value: T): T & { check: string } {
  return { ...value, check: sealOf(value) };
}

/**
 * The file an export into `output` really writes: a symlink is followed to its target (even one that does
 * not exist yet), and a file that does not exist yet is named by its directory's real path. The lock, the
 * checkpoint and the journal are named after it, so two exports through different names of one file are
 * one export. `output` itself comes back when no symlink is involved, so messages keep the name as typed.
 */
export function sidecarBase(output: string): string {
  let path = resolve(output);
  for (let hops = 0; hops < 40; hops++) {
    try {
      path = realpathSync(path);
      break;
    } catch {
      // Not there (yet): follow a dangling symlink, else take the directory's real path.
    }
    let link: string | undefined;
    try {
      if (lstatSync(path).isSymbolicLink()) link = readlinkSync(path);
    } catch {
      // Nothing at the path.
    }
    if (link !== undefined) {
      path = resolve(dirname(path), link);
      continue;
    }
    try {
      path = join(realpathSync(dirname(path)), basename(path));
    } catch {
      // No such directory: the export will say so when it creates FILE.
    }
    break;
  }
  return path === resolve(output) ? output : path;
}

export function checkpointPath(output: string): string {
  return `${sidecarBase(output)}.people-checkpoint.json`;
}

export function journalPath(output: string): string {
  return `${sidecarBase(output)}.people-journal`;
}

/** A temp name no other process or call will pick: `PATH.PID.RANDOM.tmp`. */
export function uniqueTempName(path: string): string {
  return `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
}

export const FORCE_HINT = "Start the export over with --force (FILE is rewritten from the first page).";

/** Reads the checkpoint beside `output`; undefined when there is none. Malformed: exit 2, naming the fault. */
export async function readCheckpoint(output: string): Promise<Checkpoint | undefined> {
  const path = checkpointPath(output);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new UsageError(
      `cannot read the checkpoint ${path} (${(err as NodeJS.ErrnoException).code ?? err})`,
      FORCE_HINT.replace("FILE", output),
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError(`the checkpoint ${path} is damaged (not JSON)`, FORCE_HINT.replace("FILE", output));
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (version !== CHECKPOINT_VERSION)
    throw new UsageError(
      `the checkpoint ${path} was written by another version of people (format ${JSON.stringify(version ?? null)}, this one reads ${CHECKPOINT_VERSION})`,
      FORCE_HINT.replace("FILE", output),
    );
  const parsed = CheckpointSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")} ` : "";
    throw new UsageError(
      `the checkpoint ${path} is malformed: ${where}${issue?.message ?? "invalid"}`,
      FORCE_HINT.replace("FILE", output),
    );
  }
  const { check, ...cp } = parsed.data as Checkpoint & { check?: string };
  if (cp.writer.count !== cp.written)
    throw new UsageError(
      `the checkpoint ${path} is malformed: it counts ${countOf(cp.written, "person", "people")} but its writer ${thousands(cp.writer.count)}`,
      FORCE_HINT.replace("FILE", output),
    );
  if (check !== sealOf(value as object))
    throw new UsageError(
      `the checkpoint ${path} is malformed: ${check === undefined ? "it carries no digest of its fields" : "its fields were edited (they no longer match their digest)"}`,
      FORCE_HINT.replace("FILE", output),
    );
  return cp;
}

/** Replaces the checkpoint atomically: a crash leaves the old one or the new one, never half of one. */
export async function writeCheckpoint(output: string, cp: Checkpoint): Promise<void> {
  const path = checkpointPath(output);
  const tmp = uniqueTempName(path);
  try {
    const fh = await open(tmp, "w", 0o600);
    try {
      await fh.writeFile(JSON.stringify(sealed(cp)));
      await fh.datasync();
    } finally {
      await fh.close();
    }
    await rename(tmp, path);
  } catch (err) {
    await rm(tmp, { force: true }).catch(() => {});
    throw err;
  }
}

/** Removes the checkpoint, the journal and any temp file a killed run left beside them. */
export async function removeCheckpoint(output: string): Promise<void> {
  await rm(checkpointPath(output), { force: true });
  await rm(journalPath(output), { force: true });
  await removeLeftoverTemps(output);
}

/** Whether process `pid` (on this machine) is still running. */
function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Temp files that processes which died (`kill -9`, a power cut) left beside FILE: the first page on its way
 * to becoming FILE (`FILE.PID.RANDOM.tmp`), and those of the checkpoint, the journal and the lock
 * (`FILE.people-lock.PID.RANDOM.tmp`). Called while this process holds the export's lock: only the
 * holder writes the first three, so any but this process's own is a leftover; the lock's are written
 * before the lock is taken, so only those of processes no longer running go.
 */
export async function removeLeftoverTemps(output: string): Promise<void> {
  const base = sidecarBase(output);
  const dir = dirname(base);
  const name = basename(base);
  const pattern = new RegExp(
    `^${escapeRegExp(name)}(\\.people-checkpoint\\.json|\\.people-journal|\\.people-lock)?\\.(\\d+)\\.[0-9a-f]+\\.tmp$`,
  );
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const entry of names) {
    const m = pattern.exec(entry);
    if (!m) continue;
    const pid = Number(m[2]);
    if (pid === process.pid) continue;
    if (m[1] === ".people-lock" && processAlive(pid)) continue;
    await rm(join(dir, entry), { force: true }).catch(() => {});
  }
}

/** Parses the journal's text: every well-formed intent, in order; damaged lines are skipped. */
export function parseJournal(text: string): PageIntent[] {
  const out: PageIntent[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      continue;
    }
    const parsed = IntentSchema.safeParse(value);
    if (
      parsed.success &&
      parsed.data.bytes >= parsed.data.offset &&
      parsed.data.check === sealOf(value as object)
    ) {
      const { check: _check, ...intent } = parsed.data;
      out.push(intent as PageIntent);
    }
  }
  return out;
}

/** Where a resumed export goes on from, and the digest state of FILE up to there. */
export interface ResumePoint {
  position: ExportPosition;
  /** SHA-256 over FILE's first `position.bytes` bytes, not finalised: the export goes on hashing. */
  hash: Hash;
  /** Whole pages found beyond the checkpoint whose bytes matched their intent. */
  recovered: number;
  /** Bytes beyond the last whole page (a page cut off mid-write), to be cut off. */
  trailing: number;
}

/** The position part of a checkpoint. */
export function stripCheckpoint(cp: Checkpoint): ExportPosition {
  const { nextCursor, bytes, digest, written, pages, credits, totalCount, writer } = cp;
  return { nextCursor, bytes, digest, written, pages, credits, totalCount, writer };
}

/** SHA-256 of nothing: the digest of an export before its first page. */
export const EMPTY_DIGEST = createHash("sha256").digest("hex");
