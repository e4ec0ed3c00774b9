// What a walk that stops early says: by then the last page written has its checkpoint and FILE ends on it;
// the error that ends the command says what is safe where, and the command that goes on from there.

import { isDiskFull } from "../../../errno.js";
import type { RecordWriter } from "../../../output/record-writer.js";
import { count } from "../../../output/text.js";
import {
  BudgetError,
  CancelledError,
  FileError,
  hintOverride,
  InterruptedError,
  MaxCreditsError,
  SilentExit,
  UsageError,
  withHintLine,
} from "../../errors.js";
import type { Factory } from "../../factory.js";
import { budgetResets, budgetStanding } from "../../spend.js";
import type { ExportFile } from "./export-file.js";

/** Where the walk stood when it stopped. */
interface StoppedWalk {
  output: string | undefined;
  /** The crash-safe file, once it was opened (with -o FILE). */
  target: ExportFile | undefined;
  writer: RecordWriter | undefined;
  written: number;
  pages: number;
  nextCursor: string | null;
  firstArrived: boolean;
  /** `people find … --resume`, with a note when FILE is JSON. */
  resumeCommand: () => string;
  nextPageCommand: () => string;
}

export async function stopError(f: Factory, err: unknown, w: StoppedWalk): Promise<unknown> {
  // To stdout, a JSON array is closed, so that what was written is valid JSON (not when stdout is broken).
  if (
    !w.target &&
    w.writer?.format === "json" &&
    !(f.signal.reason instanceof FileError) &&
    !isBrokenPipe(f.signal.reason)
  )
    await w.writer.end().catch(() => {});
  if (err instanceof BudgetError) return budgetStop(f, err, w);
  if (
    err instanceof MaxCreditsError ||
    err instanceof CancelledError ||
    err instanceof UsageError ||
    err instanceof SilentExit ||
    hintOverride(err) !== undefined
  )
    return err;
  const reason = f.signal.aborted ? f.signal.reason : undefined;
  if (reason && isBrokenPipe(reason)) return reason;
  const where = whatIsSafe(w);
  if (reason instanceof InterruptedError) return interrupted(w, where);
  if (w.target && w.output && isFileSystemError(err)) return fileFailed(w, w.target, w.output, err);
  if (where) return withHintLine(err, `${where.charAt(0).toUpperCase()}${where.slice(1)}`);
  return err;
}

/**
 * A budget stopped the walk at the last page that fits (exit 8, like --max-credits): what was written is
 * whole, and the resume command goes on once the budget resets (or now, with --no-budget).
 */
function budgetStop(f: Factory, err: BudgetError, w: StoppedWalk): BudgetError {
  const r = err.refusal;
  const where = whatIsSafe(w);
  if (!where) return err;
  const written = w.target
    ? `${count(w.target.position.written, "person", "people")} written to ${w.output}`
    : `${count(w.written, "person", "people")} written`;
  const standing = budgetStanding(r, f.sandboxed ? "sandbox" : "");
  const resets = budgetResets(r, f.now());
  if (w.pages === 0) return err;
  return new BudgetError(
    `stopped by ${standing}: ${written}; the next page reserves ${count(r.reserve, "credit")}`,
    `${where.charAt(0).toUpperCase()}${where.slice(1)}\n${resets.charAt(0).toUpperCase()}${resets.slice(1)}; add --no-budget to go on before then.`,
    r,
  );
}

/** What is safe after a stop, and how to go on; empty when nothing was written to go on from. */
function whatIsSafe(w: StoppedWalk): string {
  if (w.target && w.pages === 0) return `nothing was written (${w.output} was not touched)`;
  if (w.target)
    return `${count(w.target.position.written, "person is", "people are")} safely in ${w.output}; continue with: ${w.resumeCommand()}`;
  if (w.writer && w.pages > 0 && w.nextCursor)
    return `continue from the next page with: ${w.nextPageCommand()}`;
  return "";
}

function interrupted(w: StoppedWalk, where: string): InterruptedError {
  return new InterruptedError(
    where
      ? `interrupted; ${where}`
      : w.firstArrived
        ? `interrupted; nothing was written${w.output ? ` (${w.output} was not touched)` : ""}`
        : "interrupted before the first page arrived",
  );
}

/** A full disk (or another file-system error) while writing FILE. */
function fileFailed(
  w: StoppedWalk,
  target: ExportFile,
  output: string,
  err: NodeJS.ErrnoException & { code: string },
): FileError {
  const full = isDiskFull(err);
  const space = full ? "free some space, then " : "";
  return new FileError(
    full ? `the disk is full: ${output} could not be written` : `cannot write ${output}: ${err.message}`,
    w.pages === 0
      ? `Nothing was written and ${output} was not touched; ${space}run the command again.`
      : `${count(target.position.written, "person is", "people are")} safely in ${output} (cut back to the last whole page); ${space}continue with: ${w.resumeCommand()}`,
    { cause: err },
  );
}

function isBrokenPipe(reason: unknown): boolean {
  return (reason as { code?: string } | undefined)?.code === "EPIPE";
}

/** A system error from the file system (it names the syscall), as opposed to one from the network. */
function isFileSystemError(err: unknown): err is NodeJS.ErrnoException & { code: string } {
  const e = err as NodeJS.ErrnoException | null;
  return (
    typeof e?.code === "string" &&
    typeof e.syscall === "string" &&
    /^(write|open|ftruncate|fsync|fdatasync|rename|close|read)$/.test(e.syscall)
  );
}

/** Nobody matched: an existing -o FILE (an earlier export, say) is worth more than an empty one. */
export function keptWhenNobody(output: string): string {
  return `No people match these filters; ${output} was not written (it is left as it was).`;
}
