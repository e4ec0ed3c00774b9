// Walk mode: every page from the first (or --cursor, or a checkpoint) on. To stdout, each page is written
// while the next is fetched. Into -o FILE the walk is crash-safe (see export-file.ts): FILE is touched only
// once the first page has arrived and the walk is confirmed, each page's intent is recorded before its
// bytes, and the next page is asked for only once a page is in FILE, so a crash loses at most the one page
// in flight.
import { InsufficientCreditsError } from "../../../api/errors.js";
import type { PeopleSearchResponse } from "../../../contract/schemas.js";
import { canPrompt } from "../../../output/io.js";
import { createProgress, type Progress } from "../../../output/progress.js";
import type { RecordWriter, WriterState } from "../../../output/record-writer.js";
import { count, formatSeconds, plural, thousands } from "../../../output/text.js";
import { createRecordWriter } from "../../../output/writer.js";
import {
  FileError,
  hintOverride,
  InterruptedError,
  MaxCreditsError,
  SilentExit,
  UsageError,
  withHint,
  withHintLine,
} from "../../errors.js";
import type { Factory, LiveLine } from "../../factory.js";
import { stdoutSink, writerOptions } from "../../flags/output.js";
import { type Checkpoint, type ExportRequest, requestDifferences, verifyForResume } from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import { ExportFile, type ExportMeta } from "./export-file.js";
import type { FindOptions, FindPlan } from "./options.js";
import { RequestPacer } from "./pacer.js";

const n = thousands;
/** A walk costing more than this asks first on a terminal (cli-contract.md). */
const CONFIRM_ABOVE_CREDITS = 10;
/** The page size that makes a walk cheapest. */
const CHEAPEST_LIMIT = 100;

export async function runWalk(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  rawArgs: readonly string[],
  checkpoint: Checkpoint | undefined,
): Promise<void> {
  const output = plan.output;
  const request: ExportRequest = {
    query: plan.query,
    limit: plan.limit,
    startCursor: plan.cursor,
    format: plan.format,
    fields: plan.fields ?? null,
    rawCsv: Boolean(opts.rawCsv),
    bom: Boolean(opts.bom),
  };
  const meta: ExportMeta = {
    request,
    ...(opts.prompt !== undefined ? { prompt: opts.prompt } : {}),
    ...(plan.translated ? { translated: plan.translated } : {}),
  };
  const resumeFrom = opts.resume && checkpoint && output ? checkpoint : undefined;
  if (resumeFrom && output) {
    const diffs = requestDifferences(resumeFrom.request, request);
    if (diffs.length)
      throw new UsageError(
        `cannot resume ${output} with different arguments: ${diffs.join("; ")}`,
        `Resume with the same filters, --limit and output options, or start over with --force. The interrupted export: ${findCommandLine(rawArgs, resumeFrom.request.query, { resume: true })}`,
      );
  }
  // Checked before anything is paid for: FILE as the export left it (where FILE can go is checked by runFind).
  const point = resumeFrom && output ? await verifyForResume(output, resumeFrom, opts.maxResults) : undefined;

  const resumeCommand = () => findCommandLine(rawArgs, plan.query, { resume: true });
  const jsonNote =
    plan.format === "json"
      ? ` (${output} is valid JSON only once the export is resumed to the end; JSONL or CSV can be read at every stop)`
      : "";

  const client = await f.client();
  const maxResults = opts.maxResults ?? Number.POSITIVE_INFINITY;
  const maxCredits = opts.maxCredits ?? Number.POSITIVE_INFINITY;
  // --max-credits bounds the whole run: a --prompt translation already paid for counts against it.
  const spentBefore = plan.spent ?? 0;
  if (!point && spentBefore >= maxCredits)
    throw new MaxCreditsError(
      `stopped by --max-credits ${opts.maxCredits}: the --prompt translation spent ${count(spentBefore, "credit")}, so no page was fetched`,
      `Run it without paying for the translation again: ${findCommandLine(rawArgs, plan.query)}`,
    );
  const start = point?.position;
  let written = start?.written ?? 0;
  let pages = start?.pages ?? 0;
  let creditsTotal = start?.credits ?? 0;
  let totalCount: number | null = start ? start.totalCount : null;
  let nextCursor: string | null = start ? start.nextCursor : plan.cursor;
  let creditsRun = spentBefore;
  let requestsRun = spentBefore;
  let balance: number | undefined;

  let target: ExportFile | undefined;
  let writer: RecordWriter | undefined;
  /** A page's text on its way to FILE: the writer formats it, the export file writes it whole. */
  const formatted: string[] = [];
  let progress: Progress | undefined;
  const showProgress = f.io.stderrIsTTY && !f.globals.quiet && (Boolean(output) || !f.io.stdoutIsTTY);
  const pacer = new RequestPacer(f.now);
  const live: LiveLine = {
    clear: () => progress?.clear(),
    redraw: () => progress?.redraw(),
    // Rate-limit waits are routine in a walk: they pace it, show on the progress line, and are listed
    // only with --verbose (the client logs each retry there).
    retrying: ({ error, delayMs }) => {
      if (error.type !== "rate_limited") return false;
      pacer.rateLimited(delayMs);
      progress?.note(`waiting ${formatSeconds(delayMs / 1000, { roundUp: true })}: rate limit`);
      return true;
    },
  };
  f.setLiveLine(live);
  const done = () => {
    f.setLiveLine(undefined);
    progress?.clear();
  };

  const openWriter = async (resume?: WriterState): Promise<RecordWriter> =>
    createRecordWriter(
      plan.format,
      output
        ? async (chunk) => {
            formatted.push(chunk);
          }
        : await stdoutSink(f),
      await writerOptions(f, opts, { ...(resume ? { resume } : {}) }),
    );
  const takeFormatted = () => formatted.splice(0).join("");
  const expectedTotal = () => (totalCount === null ? undefined : Math.min(totalCount, maxResults));
  const finished = () => written >= maxResults || (pages > 0 && nextCursor === null);

  /** Writes one page; into FILE, only whole pages with their intent recorded first. */
  const commitPage = async (w: RecordWriter, page: PeopleSearchResponse) => {
    const room = maxResults - written;
    const people = page.profiles.length > room ? page.profiles.slice(0, room) : page.profiles;
    await w.writeBatch(people);
    const after = {
      nextCursor: written + people.length >= maxResults ? null : page.nextCursor,
      written: written + people.length,
      pages: pages + 1,
      credits: creditsTotal + page.credits.charged,
      totalCount: page.totalCount,
      writer: w.state(),
    };
    target?.writePage(takeFormatted(), after);
    written = after.written;
    pages = after.pages;
    creditsTotal = after.credits;
    balance = page.credits.balance;
    totalCount = page.totalCount;
    nextCursor = page.nextCursor;
    progress?.update({ written, total: expectedTotal(), credits: creditsRun });
  };

  let firstArrived = false;
  try {
    let w: RecordWriter;
    // A checkpoint of no page yet (a run stopped before its first page was written) starts afresh.
    if (!point || point.position.pages === 0) {
      // The first page tells the total; the walk is confirmed (on a terminal) before paying for more, and
      // only then is FILE touched.
      requestsRun++;
      const first = await client.structuredSearch(
        { query: plan.query, limit: plan.limit, ...(plan.cursor ? { cursor: plan.cursor } : {}) },
        { signal: f.signal },
      );
      firstArrived = true;
      pacer.accepted();
      creditsRun += first.credits.charged;
      const asked =
        first.profiles.length > 0 &&
        (await confirmWalk(f, opts, plan, first, maxResults, maxCredits - spentBefore));
      if (output)
        target = point
          ? await ExportFile.resume(output, meta, f.now, point)
          : await openFresh(output, meta, f.now);
      w = writer = await openWriter();
      if (showProgress) progress = createProgress({ stream: f.io.stderr, now: f.now });
      await commitPage(w, first);
      if (first.profiles.length === 0) {
        await w.end();
        if (target) target.writeTail(takeFormatted());
        await target?.finish();
        done();
        f.log.info("No people match these filters.");
        return;
      }
      if (!asked && opts.maxResults === undefined && opts.maxCredits === undefined && !finished()) {
        const left = Math.max(0, pagesFor(first.totalCount, plan.limit) - pages);
        if (left > first.credits.balance) {
          const err = new InsufficientCreditsError({
            type: "insufficient_credits",
            message: `this walk needs ${count(left, "more credit")} for its ${count(left, "remaining page")}, more than the balance; nothing more was fetched`,
            balance: first.credits.balance,
          });
          const bound = "or bound the walk with --max-credits N or --max-results N.";
          throw withHint(
            err,
            output
              ? `The first page (${count(written, "person", "people")}) is in ${output}. Top up the account's credits, then continue with: ${resumeCommand()}${jsonNote}; ${bound}`
              : `Top up the account's credits, then continue from the next page with: ${findCommandLine(rawArgs, plan.query, { cursor: nextCursor ?? undefined })}; ${bound}`,
          );
        }
      }
    } else {
      if (output) target = await ExportFile.resume(output, meta, f.now, point);
      w = writer = await openWriter(point.position.writer);
      if (showProgress) progress = createProgress({ stream: f.io.stderr, now: f.now });
      const recovered = point.recovered
        ? ` (${count(point.recovered, "page")} written after the last checkpoint kept)`
        : "";
      f.log.info(
        f.theme.dim(
          `Resuming ${output}: ${n(written)}${totalCount !== null ? ` of ${n(Math.min(totalCount, maxResults))}` : ""} ${plural(totalCount !== null ? Math.min(totalCount, maxResults) : written, "person", "people")} already written${recovered}.`,
        ),
      );
      if (!finished())
        await confirmResume(f, opts, plan, point.position, maxResults, maxCredits - spentBefore);
    }

    let stoppedByCredits = false;
    if (!finished() && nextCursor) {
      let received = written;
      const pagesIter = client.pages(
        { query: plan.query, limit: plan.limit, cursor: nextCursor },
        {
          signal: f.signal,
          // Into FILE, the next page is asked for once this one is written: at most one page bought is
          // not yet in FILE when the process dies. To stdout, one page is fetched while one is written.
          prefetch: !target,
          beforeRequest: async () => {
            const wait = pacer.delay();
            if (wait > 0) await f.sleep(wait, f.signal);
            pacer.sent();
          },
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
          pacer.accepted();
          creditsRun += page.credits.charged;
          await commitPage(w, page);
          if (written >= maxResults) break;
        }
      }
    }

    if (stoppedByCredits && !finished()) {
      done();
      await target?.stop();
      const where = output ? ` to ${output}` : "";
      throw new MaxCreditsError(
        `stopped by --max-credits ${opts.maxCredits}: ${n(written)}${totalCount !== null ? ` of ${n(Math.min(totalCount, maxResults))}` : ""} ${plural(totalCount !== null ? Math.min(totalCount, maxResults) : written, "person", "people")} written${where} (${count(creditsRun, "credit")} spent in this run)`,
        output
          ? `Continue with: ${resumeCommand()}${jsonNote}`
          : `Continue from the next page with: ${findCommandLine(rawArgs, plan.query, { cursor: nextCursor ?? undefined })}`,
      );
    }
    await w.end();
    if (target) {
      target.writeTail(takeFormatted());
      await target.finish();
    }
    done();
    f.log.info(
      f.theme.dim(
        `${count(written, "person", "people")} written${output ? ` to ${output}` : ""} · ${count(pages, "page")} · ${count(creditsRun, "credit")} spent${balance !== undefined ? ` · balance ${n(balance)}` : ""}`,
      ),
    );
  } catch (err) {
    done();
    // Whatever stopped the walk, the last page written still gets its checkpoint, and FILE ends on it.
    await target?.stop();
    // To stdout, a JSON array is closed, so that what was written is valid JSON (not when stdout is broken).
    if (
      !target &&
      writer?.format === "json" &&
      !(f.signal.reason instanceof FileError) &&
      !isBrokenPipe(f.signal.reason)
    )
      await writer.end().catch(() => {});
    if (
      err instanceof MaxCreditsError ||
      err instanceof UsageError ||
      err instanceof SilentExit ||
      hintOverride(err) !== undefined
    )
      throw err;
    const reason = f.signal.aborted ? f.signal.reason : undefined;
    if (reason && (reason as { code?: string }).code === "EPIPE") throw reason;
    const safe = target ? target.position.written : written;
    const where =
      target && pages === 0
        ? `nothing was written (${output} was not touched)`
        : target
          ? `${count(safe, "person is", "people are")} safely in ${output}; continue with: ${resumeCommand()}${jsonNote}`
          : writer && pages > 0 && nextCursor
            ? `continue from the next page with: ${findCommandLine(rawArgs, plan.query, { cursor: nextCursor })}`
            : "";
    if (reason instanceof InterruptedError)
      throw new InterruptedError(
        where
          ? `interrupted; ${where}`
          : firstArrived
            ? `interrupted; nothing was written${output ? ` (${output} was not touched)` : ""}`
            : "interrupted before the first page arrived",
      );
    if (target && output && isFileSystemError(err)) {
      const full = err.code === "ENOSPC" || err.code === "EDQUOT";
      throw new FileError(
        full ? `the disk is full: ${output} could not be written` : `cannot write ${output}: ${err.message}`,
        pages === 0
          ? `Nothing was written and ${output} was not touched; ${full ? "free some space, then " : ""}run the command again.`
          : `${count(safe, "person is", "people are")} safely in ${output} (cut back to the last whole page); ${full ? "free some space, then " : ""}continue with: ${resumeCommand()}${jsonNote}`,
        { cause: err },
      );
    }
    if (where) throw withHintLine(err, `${where.charAt(0).toUpperCase()}${where.slice(1)}`);
    throw err;
  }
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

async function openFresh(path: string, meta: ExportMeta, now: () => number): Promise<ExportFile> {
  try {
    return await ExportFile.create(path, meta, now);
  } catch (err) {
    throw new UsageError(`cannot write ${path}: ${(err as Error).message}`);
  }
}

function pagesFor(people: number, limit: number): number {
  return Math.ceil(people / limit);
}

/** "(15 credits with --limit 100)" when a bigger page would make the walk cheaper. */
function cheaperWith(people: number, limit: number): string {
  if (limit >= CHEAPEST_LIMIT) return "";
  return ` (${count(Math.max(1, pagesFor(people, CHEAPEST_LIMIT)), "credit")} with --limit ${CHEAPEST_LIMIT})`;
}

/** Asks before a walk over the threshold; says whether anybody was asked. */
async function confirmWalk(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  first: PeopleSearchResponse,
  maxResults: number,
  maxCredits: number,
): Promise<boolean> {
  const people = Math.min(first.totalCount, maxResults);
  const totalPages = Math.max(1, pagesFor(people, plan.limit));
  const credits = Math.min(totalPages, maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return false;
  const short =
    credits - 1 > first.credits.balance
      ? `; the balance pays for only ${count(first.credits.balance, "more page")}`
      : "";
  await ask(
    f,
    `Export ${count(people, "person", "people")} in ${count(totalPages, "page")} for ${count(credits, "credit")}${credits < totalPages ? " (stopping at --max-credits)" : cheaperWith(people, plan.limit)}, 1 already spent; balance ${n(first.credits.balance)}${short}. Continue?`,
    plan.output ? `${plan.output} was not touched` : "",
  );
  return true;
}

async function confirmResume(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  at: { totalCount: number | null; written: number },
  maxResults: number,
  maxCredits: number,
): Promise<void> {
  if (at.totalCount === null) return;
  const people = Math.max(0, Math.min(at.totalCount, maxResults) - at.written);
  const credits = Math.min(pagesFor(people, plan.limit), maxCredits);
  if (credits <= CONFIRM_ABOVE_CREDITS || opts.yes || !canPrompt(f.io)) return;
  await ask(
    f,
    `Export the remaining ${count(people, "person", "people")} for about ${count(credits, "credit")}? Continue?`,
    `${plan.output} is as it was`,
  );
}

async function ask(f: Factory, question: string, untouched: string): Promise<void> {
  const prompter = await f.prompter();
  let yes: boolean;
  try {
    yes = await prompter.confirm(question, { default: false });
  } catch (err) {
    if (f.signal.aborted) throw f.signal.reason;
    throw err;
  }
  if (!yes) {
    f.log.info(
      `Cancelled; nothing more was fetched${untouched ? ` and ${untouched}` : ""}. Pass --yes to skip this question.`,
    );
    throw new SilentExit(1);
  }
}
