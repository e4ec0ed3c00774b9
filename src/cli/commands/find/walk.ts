// Walk mode: every page from the first (or --cursor, or a checkpoint) on, each page written while the next
// is being fetched. Into -o FILE the walk is crash-safe: after each page the bytes are flushed to disk and
// then the checkpoint is replaced, so the file always ends on a whole page the checkpoint knows about.
import { writeSync } from "node:fs";
import type { FileHandle } from "node:fs/promises";
import type { PeopleClient } from "../../../api/client.js";
import type { PeopleSearchResponse } from "../../../api/schemas.js";
import { canPrompt } from "../../../output/io.js";
import { createProgress, type Progress } from "../../../output/progress.js";
import { count, plural } from "../../../output/text.js";
import { createRecordWriter, type RecordWriter, type Sink } from "../../../output/writer.js";
import { InterruptedError, MaxCreditsError, SilentExit, UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { stdoutSink, writerOptions } from "../../output-options.js";
import type { FindOptions } from "../find.js";
import {
  CHECKPOINT_VERSION,
  type Checkpoint,
  type ExportRequest,
  removeCheckpoint,
  requestDifferences,
  writeCheckpoint,
} from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import { CONFIRM_ABOVE_CREDITS, type FindPlan } from "./run.js";

const n = (x: number) => x.toLocaleString("en-US");

interface FileTarget {
  fh: FileHandle;
  /** Bytes of the file that are final (and where the next page goes). */
  position: number;
}

/** Opens -o FILE fresh (truncating it) or, on --resume, cut back to the checkpoint's length. */
async function openTarget(path: string, checkpoint: Checkpoint | undefined): Promise<FileTarget> {
  const { open } = await import("node:fs/promises");
  if (!checkpoint) {
    try {
      return { fh: await open(path, "w"), position: 0 };
    } catch (err) {
      throw new UsageError(`cannot write ${path}: ${(err as Error).message}`);
    }
  }
  let fh: FileHandle;
  try {
    fh = await open(path, "r+");
  } catch (err) {
    throw new UsageError(
      `cannot resume: ${path} cannot be opened (${(err as NodeJS.ErrnoException).code ?? err})`,
      "Start over with --force.",
    );
  }
  const { size } = await fh.stat();
  if (size < checkpoint.bytes) {
    await fh.close();
    throw new UsageError(
      `cannot resume: ${path} is shorter (${n(size)} bytes) than its checkpoint says (${n(checkpoint.bytes)})`,
      "The file was changed since the export stopped; start over with --force.",
    );
  }
  // Whatever came after the last whole page (a page cut off mid-write) goes.
  await fh.truncate(checkpoint.bytes);
  return { fh, position: checkpoint.bytes };
}

export async function runWalk(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  rawArgs: readonly string[],
  checkpoint: Checkpoint | undefined,
): Promise<void> {
  const request: ExportRequest = {
    query: plan.query,
    limit: plan.limit,
    startCursor: plan.cursor,
    format: plan.format,
    fields: plan.fields ?? null,
    rawCsv: Boolean(opts.rawCsv),
    bom: Boolean(opts.bom),
  };
  const resuming = Boolean(opts.resume && checkpoint);
  if (resuming && checkpoint) {
    const diffs = requestDifferences(checkpoint.request, request);
    if (diffs.length)
      throw new UsageError(
        `cannot resume ${plan.output} with different arguments: ${diffs.join("; ")}`,
        `Resume with the same filters, --limit and output options, or start over with --force. The interrupted export: ${findCommandLine(rawArgs, checkpoint.request.query, { resume: true })}`,
      );
  } else if (plan.output && opts.force) {
    await removeCheckpoint(plan.output);
  }
  const resumeCommand = (q = plan.query) =>
    plan.output ? findCommandLine(rawArgs, q, { resume: true }) : undefined;

  const client = await f.client();
  const maxResults = opts.maxResults ?? Number.POSITIVE_INFINITY;
  const maxCredits = opts.maxCredits ?? Number.POSITIVE_INFINITY;
  // --max-credits bounds the whole run: a --prompt translation already paid for counts against it.
  const spentBefore = plan.spent ?? 0;
  if (!resuming && spentBefore >= maxCredits)
    throw new MaxCreditsError(
      `stopped by --max-credits ${opts.maxCredits}: the --prompt translation spent ${count(spentBefore, "credit")}, so no page was fetched`,
      `Run it without paying for the translation again: ${findCommandLine(rawArgs, plan.query)}`,
    );
  let written = resuming && checkpoint ? checkpoint.written : 0;
  let pages = resuming && checkpoint ? checkpoint.pages : 0;
  let creditsTotal = resuming && checkpoint ? checkpoint.credits : 0;
  let totalCount: number | null = resuming && checkpoint ? checkpoint.totalCount : null;
  let nextCursor: string | null = resuming && checkpoint ? checkpoint.nextCursor : plan.cursor;
  let creditsRun = spentBefore;
  let requestsRun = spentBefore;
  let balance: number | undefined;

  const target = plan.output ? await openTarget(plan.output, resuming ? checkpoint : undefined) : undefined;
  let writer: RecordWriter | undefined;
  let durable: Promise<void> = Promise.resolve();
  const settle = () => durable;
  const settleQuietly = () => durable.catch(() => {});
  let progress: Progress | undefined;
  const showProgress = f.io.stderrIsTTY && !f.globals.quiet && (Boolean(plan.output) || !f.io.stdoutIsTTY);
  const say = (m: string) => {
    progress?.clear();
    f.log.info(m);
  };

  try {
    const sink: Sink = target
      ? async (chunk) => {
          // Positioned, synchronous writes: the file's length is exactly what has been written, and a
          // page is a few dozen kilobytes, so the thread pool's round trip would cost more than the write.
          const buf = Buffer.from(chunk, "utf8");
          let off = 0;
          while (off < buf.length) {
            const n = writeSync(target.fh.fd, buf, off, buf.length - off, target.position);
            off += n;
            target.position += n;
          }
        }
      : await stdoutSink(f);
    writer = await createRecordWriter(
      plan.format,
      sink,
      await writerOptions(f, opts, {
        ...(resuming && checkpoint ? { resume: checkpoint.writer } : {}),
        onNotice: (m) => say(`${f.theme.warn("warning:")} ${m}`),
      }),
    );
    const w = writer;
    if (showProgress) progress = createProgress({ stream: f.io.stderr, now: f.now });

    // Durability runs one page behind the writing: page k's bytes are flushed and its checkpoint
    // replaced in the thread pool while page k+1 is fetched and written. At most one such step is in
    // flight, and each flushes the file before its checkpoint names the length, so the checkpoint never
    // gets ahead of the disk. A crash loses at most the pages not yet checkpointed: --resume cuts them
    // off and fetches them again; none of them stays in the file twice.

    /** Writes one page, then has it made durable and the walk's position recorded. */
    const commitPage = async (page: PeopleSearchResponse) => {
      const room = maxResults - written;
      const people = page.profiles.length > room ? page.profiles.slice(0, room) : page.profiles;
      await w.writeBatch(people);
      written += people.length;
      pages++;
      creditsTotal += page.credits.charged;
      balance = page.credits.balance;
      totalCount = page.totalCount;
      nextCursor = page.nextCursor;
      if (target && plan.output) {
        const output = plan.output;
        const snapshot: Checkpoint = {
          version: CHECKPOINT_VERSION,
          request,
          ...(opts.prompt !== undefined ? { prompt: opts.prompt } : {}),
          ...(plan.translated ? { translated: plan.translated } : {}),
          nextCursor: written >= maxResults ? null : page.nextCursor,
          bytes: target.position,
          written,
          pages,
          credits: creditsTotal,
          totalCount: page.totalCount,
          writer: w.state(),
          updatedAt: new Date(f.now()).toISOString(),
        };
        await durable;
        durable = (async () => {
          await target.fh.datasync();
          await writeCheckpoint(output, snapshot);
        })();
        // Awaited at the next page or the end; a failure must not surface as an unhandled rejection.
        durable.catch(() => {});
      }
      progress?.update({ written, total: expectedTotal(), credits: creditsRun });
    };
    const expectedTotal = () => (totalCount === null ? undefined : Math.min(totalCount, maxResults));

    let stoppedByCredits = false;
    const finished = () => written >= maxResults || (pages > 0 && nextCursor === null);

    if (!resuming) {
      // The first page tells the total; the walk is confirmed (on a terminal) before paying for more.
      requestsRun++;
      const first = await client.structuredSearch(
        { query: plan.query, limit: plan.limit, ...(plan.cursor ? { cursor: plan.cursor } : {}) },
        { signal: f.signal },
      );
      creditsRun += first.credits.charged;
      if (first.profiles.length === 0) {
        await commitPage(first);
        await w.end();
        await settle();
        await finish(target, plan.output);
        progress?.clear();
        say("No people match these filters.");
        return;
      }
      await confirmWalk(f, opts, first, maxResults, maxCredits - spentBefore);
      await commitPage(first);
    } else if (checkpoint) {
      say(
        f.theme.dim(
          `Resuming ${plan.output}: ${n(written)}${totalCount !== null ? ` of ${n(Math.min(totalCount, maxResults))}` : ""} ${plural(totalCount !== null ? Math.min(totalCount, maxResults) : written, "person", "people")} already written.`,
        ),
      );
      if (!finished()) await confirmResume(f, opts, checkpoint, maxResults, maxCredits - spentBefore);
    }

    if (!finished() && nextCursor) {
      let received = written;
      const pagesIter = client.pages(
        { query: plan.query, limit: plan.limit, cursor: nextCursor },
        {
          signal: f.signal,
          prefetch: true,
          // Asked as each page arrives: no credit is spent on a page beyond the limits.
          shouldFetchNext: (page) => {
            received += page.profiles.length;
            if (received >= maxResults) return false;
            if (requestsRun >= maxCredits) {
              stoppedByCredits = true;
              return false;
            }
            requestsRun++;
            return true;
          },
        },
      );
      if (requestsRun >= maxCredits) stoppedByCredits = true;
      else {
        requestsRun++;
        for await (const page of pagesIter) {
          creditsRun += page.credits.charged;
          await commitPage(page);
          if (written >= maxResults) break;
        }
      }
    }

    progress?.clear();
    if (stoppedByCredits && !finished()) {
      await settle();
      await closeTarget(target);
      const where = plan.output ? ` to ${plan.output}` : "";
      throw new MaxCreditsError(
        `stopped by --max-credits ${opts.maxCredits}: ${n(written)}${totalCount !== null ? ` of ${n(Math.min(totalCount, maxResults))}` : ""} ${plural(totalCount !== null ? Math.min(totalCount, maxResults) : written, "person", "people")} written${where} (${count(creditsRun, "credit")} spent in this run)`,
        plan.output
          ? `Continue with: ${resumeCommand()}`
          : `Continue from the next page with: ${findCommandLine(rawArgs, plan.query, { cursor: nextCursor ?? undefined })}`,
      );
    }
    await w.end();
    await settle();
    await finish(target, plan.output);
    say(
      f.theme.dim(
        `${count(written, "person", "people")} written${plan.output ? ` to ${plan.output}` : ""} · ${count(pages, "page")} · ${count(creditsRun, "credit")} spent${balance !== undefined ? ` · balance ${n(balance)}` : ""}`,
      ),
    );
  } catch (err) {
    progress?.clear();
    // Whatever stopped the walk, the last page written still gets its checkpoint before the file closes.
    await settleQuietly();
    await closeTarget(target);
    if (err instanceof MaxCreditsError || err instanceof UsageError || err instanceof SilentExit) throw err;
    const reason = f.signal.aborted ? f.signal.reason : undefined;
    if (reason && (reason as { code?: string }).code === "EPIPE") throw reason;
    const where = plan.output
      ? `${count(written, "person", "people")} ${plural(written, "is", "are")} safely in ${plan.output}; continue with: ${resumeCommand()}`
      : nextCursor
        ? `continue from the next page with: ${findCommandLine(rawArgs, plan.query, { cursor: nextCursor })}`
        : "";
    if (reason instanceof InterruptedError)
      throw new InterruptedError(
        where ? `interrupted; ${where}` : "interrupted before the first page arrived",
      );
    // Said after the error line (the launcher prints that, then runs cleanups), and even with --quiet:
    // it is part of the error.
    if (where && writer)
      f.onCleanup(() => void f.io.stderr.write(`${where.charAt(0).toUpperCase()}${where.slice(1)}\n`));
    throw err;
  }
}

async function closeTarget(target: FileTarget | undefined): Promise<void> {
  if (!target) return;
  try {
    await target.fh.close();
  } catch {
    // Already closed.
  }
}

/** The export is complete: make it durable and drop the checkpoint. */
async function finish(target: FileTarget | undefined, output: string | undefined): Promise<void> {
  if (!target || !output) return;
  await target.fh.truncate(target.position);
  await target.fh.datasync();
  await target.fh.close();
  await removeCheckpoint(output);
}

function pagesFor(people: number, limit: number): number {
  return Math.ceil(people / limit);
}

async function confirmWalk(
  f: Factory,
  opts: FindOptions,
  first: PeopleSearchResponse,
  maxResults: number,
  maxCredits: number,
): Promise<void> {
  const people = Math.min(first.totalCount, maxResults);
  const totalPages = Math.max(1, pagesFor(people, opts.limit));
  const credits = Math.min(totalPages, maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return;
  await ask(
    f,
    `Export ${count(people, "person", "people")} in ${count(totalPages, "page")} for ${count(credits, "credit")}${credits < totalPages ? " (stopping at --max-credits)" : ""}, 1 already spent; balance ${n(first.credits.balance)}. Continue?`,
  );
}

async function confirmResume(
  f: Factory,
  opts: FindOptions,
  cp: Checkpoint,
  maxResults: number,
  maxCredits: number,
): Promise<void> {
  if (cp.totalCount === null) return;
  const people = Math.max(0, Math.min(cp.totalCount, maxResults) - cp.written);
  const credits = Math.min(pagesFor(people, opts.limit), maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return;
  await ask(
    f,
    `Export the remaining ${count(people, "person", "people")} for about ${count(credits, "credit")}? Continue?`,
  );
}

async function ask(f: Factory, question: string): Promise<void> {
  const prompter = await f.prompter();
  let yes: boolean;
  try {
    yes = await prompter.confirm(question, { default: true });
  } catch (err) {
    if (f.signal.aborted) throw f.signal.reason;
    throw err;
  }
  if (!yes) {
    f.log.info("Cancelled; nothing more was fetched. Pass --yes to skip this question.");
    throw new SilentExit(1);
  }
}

export type { PeopleClient };
