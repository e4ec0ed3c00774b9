// The file of a crash-safe export (`find --all -o FILE`), written a page at a time:
//   1. the page's intent goes to the journal (offset, length, digest of FILE up to its end, cursor after it);
//   2. its bytes go to FILE, with positioned synchronous writes (a page is a few dozen kilobytes: the thread
//      pool's round trip would cost more than the write);
//   3. in the background, while the next page is fetched, FILE is flushed to disk and the checkpoint
//      replaced with the latest page written. At most one such step is in flight (pages written meanwhile
//      are taken together by the next one), and the checkpoint never names bytes that are not on disk.
// Nothing here waits for the disk between pages, so the walk can ask for the next page as soon as a page's
// bytes are written: at any moment at most one page has been bought and is not yet in FILE.
// A write that fails (a full disk) cuts FILE back to the last whole page, which the journal vouches for.
import { createHash, type Hash } from "node:crypto";
import {
  closeSync,
  ftruncateSync,
  openSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import type { StructuredQuery } from "../../../contract/schemas.js";
import { UsageError } from "../../errors.js";
import {
  CHECKPOINT_VERSION,
  type Checkpoint,
  EMPTY_DIGEST,
  type ExportPosition,
  type ExportRequest,
  journalPath,
  type PageIntent,
  type ResumePoint,
  removeCheckpoint,
  sealed,
  sidecarBase,
  uniqueTempName,
  writeCheckpoint,
} from "./checkpoint.js";

/** What the checkpoint says besides the position. */
export interface ExportMeta {
  request: ExportRequest;
  prompt?: string;
  translated?: StructuredQuery;
  run?: string;
}

/** The journal is rewritten with only the pages beyond the checkpoint once it grows past this. */
const JOURNAL_ROTATE_BYTES = 256 * 1024;

export class ExportFile {
  readonly path: string;
  /** The last whole page written (and recorded in the journal). */
  position: ExportPosition;
  readonly #fh: FileHandle;
  readonly #meta: ExportMeta;
  readonly #now: () => number;
  #hash: Hash;
  /** Bytes after the last page (JSON's closing bracket); cut off again if the export stops. */
  #tail = 0;
  /** The durability step in flight, the position it should record next, and what went wrong. */
  #durable: Promise<void> | undefined;
  #durableNext: ExportPosition | undefined;
  #durableError: { error: unknown } | undefined;
  #journalFd: number;
  #journalBytes = 0;
  /** Journal lines of pages beyond the checkpoint on disk, to keep when the journal is rewritten. */
  #unvouched: { pages: number; line: string }[] = [];
  #closed = false;
  /** Where a fresh export writes until its first page is whole (then renamed over FILE). */
  #pending: string | undefined;

  private constructor(
    path: string,
    fh: FileHandle,
    meta: ExportMeta,
    now: () => number,
    position: ExportPosition,
    hash: Hash,
  ) {
    this.path = path;
    this.#fh = fh;
    this.#meta = meta;
    this.#now = now;
    this.position = position;
    this.#hash = hash;
    this.#journalFd = openSync(journalPath(path), "w", 0o600);
  }

  /**
   * Starts FILE over: its old sidecars go first (so FILE is never left with a checkpoint that does not fit
   * it), then FILE is emptied and a checkpoint of nothing written, so that even the first page can be
   * resumed from the journal.
   */
  /** create, with a FILE that cannot be written said as a usage error (exit 2). */
  static async createFor(path: string, meta: ExportMeta, now: () => number): Promise<ExportFile> {
    try {
      return await ExportFile.create(path, meta, now);
    } catch (err) {
      throw new UsageError(`cannot write ${path}: ${(err as Error).message}`);
    }
  }

  static async create(path: string, meta: ExportMeta, now: () => number): Promise<ExportFile> {
    await removeCheckpoint(path);
    // The first page goes to a file beside FILE, which replaces FILE once that page is whole: a disk
    // that fills before then leaves the old FILE as it was. Beside the file really written, so that the
    // rename replaces a symlink's target, not the link.
    const tmp = uniqueTempName(sidecarBase(path));
    // It holds personal data: 0600 (as its checkpoint), whatever the umask, unless FILE was there already,
    // whose mode the new file keeps (the rename would otherwise replace it).
    const existing = fileMode(path);
    const fh = await open(tmp, "w", 0o600);
    if (existing !== undefined) await fh.chmod(existing);
    const position: ExportPosition = {
      nextCursor: null,
      bytes: 0,
      digest: EMPTY_DIGEST,
      written: 0,
      pages: 0,
      credits: 0,
      totalCount: null,
      writer: { started: false, count: 0 },
    };
    let file: ExportFile;
    try {
      await writeCheckpoint(path, checkpointFor(meta, position, now));
      file = new ExportFile(path, fh, meta, now, position, createHash("sha256"));
    } catch (err) {
      // Nothing of this export is left behind: no temp file, no checkpoint of nothing.
      await fh.close();
      rmSync(tmp, { force: true });
      await removeCheckpoint(path).catch(() => {});
      throw err;
    }
    file.#pending = tmp;
    return file;
  }

  /**
   * Carries on after `point` (verified against the checkpoint): cuts off what follows the last whole page,
   * then records the pages recovered from the journal in a new checkpoint before the journal starts over.
   */
  static async resume(
    path: string,
    meta: ExportMeta,
    now: () => number,
    point: ResumePoint,
  ): Promise<ExportFile> {
    const fh = await open(path, "r+");
    try {
      if (point.trailing > 0) await fh.truncate(point.position.bytes);
      if (point.recovered > 0 || point.trailing > 0) {
        await fh.datasync();
        await writeCheckpoint(path, checkpointFor(meta, point.position, now));
      }
    } catch (err) {
      await fh.close();
      throw err;
    }
    return new ExportFile(path, fh, meta, now, point.position, point.hash);
  }

  /**
   * Writes one page: its intent, then its bytes; then has it made durable in the background. `after` is
   * the walk's state once this page is in FILE. Throws what went wrong writing it, or making an earlier
   * page durable.
   */
  writePage(text: string, after: Omit<ExportPosition, "bytes" | "digest">): void {
    if (this.#durableError) throw this.#durableError.error;
    const buf = Buffer.from(text, "utf8");
    const next = this.#hash.copy();
    next.update(buf);
    const offset = this.position.bytes;
    const position: ExportPosition = {
      ...after,
      bytes: offset + buf.length,
      digest: next.copy().digest("hex"),
    };
    this.#recordIntent({ offset, ...position });
    this.#writeAt(buf, offset);
    this.#replaceFile();
    this.#hash = next;
    this.position = position;
    this.#durableNext = position;
    this.#durable ??= this.#makeDurable();
  }

  /** Writes what closes the output (JSON's `]`) after the last page. */
  writeTail(text: string): void {
    if (!text) return;
    const buf = Buffer.from(text, "utf8");
    const offset = this.position.bytes;
    const end = this.#hash.copy().update(buf);
    this.#recordIntent({
      ...this.position,
      offset,
      bytes: offset + buf.length,
      digest: end.digest("hex"),
      tail: true,
    });
    this.#writeAt(buf, offset);
    this.#tail = buf.length;
  }

  /** Waits until the checkpoint records the last page; throws what went wrong making it durable. */
  async settle(): Promise<void> {
    for (let step = this.#durable; step; step = step === this.#durable ? undefined : this.#durable)
      await step;
    if (this.#durableError) throw this.#durableError.error;
  }

  /** The export is complete: make it durable and drop the sidecars. */
  async finish(): Promise<void> {
    this.#replaceFile();
    await this.settle();
    await this.#fh.truncate(this.position.bytes + this.#tail);
    await this.#fh.datasync();
    await this.close();
    await removeCheckpoint(this.path);
  }

  /**
   * The export stopped: whatever its cause, the last page written still gets its checkpoint if it can, and
   * FILE ends on that page (a half-written page or closing bracket is cut off).
   */
  async stop(): Promise<void> {
    await this.settle().catch(() => {});
    if (this.#closed) return;
    try {
      ftruncateSync(this.#fh.fd, this.position.bytes);
    } catch {
      // FILE keeps a partial page the journal does not vouch for; --resume cuts it off.
    }
    await this.close();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    // Stopped before the first page was whole: FILE was never touched, and nothing is left to resume.
    const untouched = this.#pending !== undefined;
    if (this.#pending) rmSync(this.#pending, { force: true });
    try {
      closeSync(this.#journalFd);
    } catch {
      // Already closed.
    }
    await this.#fh.close().catch(() => {});
    if (untouched) await removeCheckpoint(this.path).catch(() => {});
  }

  /** The first whole page is in the file beside FILE: it becomes FILE. */
  #replaceFile(): void {
    if (!this.#pending) return;
    // Onto the file really written: renaming over a symlink would replace the link, not its target.
    renameSync(this.#pending, sidecarBase(this.path));
    this.#pending = undefined;
  }

  #writeAt(buf: Buffer, offset: number): void {
    let off = 0;
    try {
      while (off < buf.length) off += writeSync(this.#fh.fd, buf, off, buf.length - off, offset + off);
    } catch (err) {
      // Never leave half a page (or half a bracket): FILE goes back to its last whole page.
      try {
        ftruncateSync(this.#fh.fd, this.position.bytes);
      } catch {
        // --resume cuts it off: the journal does not vouch for these bytes.
      }
      throw err;
    }
  }

  #recordIntent(intent: PageIntent): void {
    const line = `${JSON.stringify(sealed(intent))}\n`;
    writeSync(this.#journalFd, line);
    this.#journalBytes += Buffer.byteLength(line);
    // The closing bracket follows the last page: kept in the journal until that page is in the checkpoint.
    this.#unvouched.push({ pages: intent.tail ? intent.pages + 1 : intent.pages, line });
  }

  /** Flushes FILE and records the latest page in the checkpoint, until no newer page waits for it. */
  async #makeDurable(): Promise<void> {
    try {
      while (this.#durableNext && !this.#closed) {
        const position = this.#durableNext;
        this.#durableNext = undefined;
        await this.#fh.datasync();
        await writeCheckpoint(this.path, checkpointFor(this.#meta, position, this.#now));
        this.#unvouched = this.#unvouched.filter((u) => u.pages > position.pages);
        if (this.#journalBytes > JOURNAL_ROTATE_BYTES && !this.#closed) this.#rotateJournal();
      }
    } catch (error) {
      this.#durableError = { error };
    } finally {
      this.#durable = undefined;
    }
  }

  /**
   * Starts the journal over with only the pages beyond the checkpoint. Synchronous, so no intent is
   * appended in between; a crash in the middle leaves the old journal or the new one.
   */
  #rotateJournal(): void {
    const path = journalPath(this.path);
    const tmp = uniqueTempName(sidecarBase(path));
    const text = this.#unvouched.map((u) => u.line).join("");
    try {
      writeFileSync(tmp, text, { mode: 0o600 });
      renameSync(tmp, path);
    } catch {
      // A full disk, say: keep appending to the old journal.
      rmSync(tmp, { force: true });
      return;
    }
    closeSync(this.#journalFd);
    this.#journalFd = openSync(path, "a", 0o600);
    this.#journalBytes = Buffer.byteLength(text);
  }
}

function checkpointFor(meta: ExportMeta, position: ExportPosition, now: () => number): Checkpoint {
  return {
    version: CHECKPOINT_VERSION,
    request: meta.request,
    ...(meta.prompt !== undefined ? { prompt: meta.prompt } : {}),
    ...(meta.translated ? { translated: meta.translated } : {}),
    ...(meta.run ? { run: meta.run } : {}),
    ...position,
    updatedAt: new Date(now()).toISOString(),
  };
}

/** The permission bits of the file at `path`, or undefined when there is none. */
function fileMode(path: string): number | undefined {
  try {
    return statSync(path).mode & 0o7777;
  } catch {
    return undefined;
  }
}
