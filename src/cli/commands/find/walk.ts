// Walk mode: every page from the first (or --cursor, or a checkpoint) on. To stdout, each page is written
// while the next is fetched. Into -o FILE the walk is crash-safe (see export-file.ts): FILE is touched only
// once the first page has arrived and the walk is confirmed, each page's intent is recorded before its
// bytes, and the next page is asked for only once a page is in FILE, so a crash loses at most the one page
// in flight.
import { existsSync } from "node:fs";
import type { PeopleClient } from "../../../api/client.js";
import type { PeopleSearchResponse } from "../../../contract/schemas.js";
import { createProgress, type Progress } from "../../../output/progress.js";
import type { RecordWriter, WriterState } from "../../../output/record-writer.js";
import { count, formatSeconds, plural, thousands } from "../../../output/text.js";
import { createRecordWriter } from "../../../output/writer.js";
import { InterruptedError, MaxCreditsError } from "../../errors.js";
import type { Factory, LiveLine } from "../../factory.js";
import { stdoutSink, writerOptions } from "../../flags/output.js";
import type { Checkpoint, ResumePoint } from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import { confirmResume, confirmWalk } from "./confirm.js";
import { ExportFile, type ExportMeta } from "./export-file.js";
import type { FindOptions, FindPlan } from "./options.js";
import { RequestPacer } from "./pacer.js";
import { exportToWalk } from "./resume.js";
import { keptWhenNobody, stopError } from "./stops.js";
import { PagePass, WalkRecord, type WalkStanding } from "./walk-record.js";

const n = thousands;

export async function runWalk(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  rawArgs: readonly string[],
  checkpoint: Checkpoint | undefined,
): Promise<void> {
  const { meta, point } = await exportToWalk(opts, plan, rawArgs, checkpoint);
  const client = await f.client();
  // --max-credits bounds the whole run: a --prompt translation already paid for counts against it.
  const spentBefore = plan.spent ?? 0;
  if (!point && opts.maxCredits !== undefined && spentBefore >= opts.maxCredits)
    throw new MaxCreditsError(
      `stopped by --max-credits ${opts.maxCredits}: the --prompt translation spent ${count(spentBefore, "credit")}, so no page was fetched`,
      `Run it without paying for the translation again: ${findCommandLine(rawArgs, plan.query)}`,
    );
  await new Walk({ f, opts, plan, rawArgs, meta, client, point }).run();
}

interface WalkInit {
  f: Factory;
  opts: FindOptions;
  plan: FindPlan;
  rawArgs: readonly string[];
  meta: ExportMeta;
  client: PeopleClient;
  /** Where a resumed export stands (verified against FILE). */
  point: ResumePoint | undefined;
}

/** One walk's state: where it stands (in the whole export, and in this run), and what it writes to. */
class Walk {
  readonly #in: WalkInit;
  readonly #output: string | undefined;
  readonly #maxResults: number;
  readonly #maxCredits: number;
  readonly #spentBefore: number;
  readonly #pacer: RequestPacer;
  // The whole export so far (a resume starts from its checkpoint).
  #written: number;
  #pages: number;
  #creditsTotal: number;
  #totalCount: number | null;
  #nextCursor: string | null;
  // This run.
  #creditsRun: number;
  #requestsRun: number;
  #balance: number | undefined;
  #firstArrived = false;
  #target: ExportFile | undefined;
  #writer: RecordWriter | undefined;
  /** A page's text on its way to FILE: the writer formats it, the export file writes it whole. */
  readonly #formatted: string[] = [];
  #progress: Progress | undefined;
  #ended = false;
  readonly #pass: PagePass;
  readonly #history: WalkRecord;

  constructor(init: WalkInit) {
    const { f, opts, plan, point } = init;
    this.#in = init;
    this.#output = plan.output;
    this.#maxResults = opts.maxResults ?? Number.POSITIVE_INFINITY;
    this.#maxCredits = opts.maxCredits ?? Number.POSITIVE_INFINITY;
    this.#spentBefore = plan.spent ?? 0;
    this.#pacer = new RequestPacer(f.now);
    const start = point?.position;
    this.#written = start?.written ?? 0;
    this.#pages = start?.pages ?? 0;
    this.#creditsTotal = start?.credits ?? 0;
    this.#totalCount = start ? start.totalCount : null;
    this.#nextCursor = start ? start.nextCursor : plan.cursor;
    this.#creditsRun = this.#spentBefore;
    this.#pass = new PagePass(plan.gate, this.#maxResults, this.#written);
    this.#requestsRun = this.#spentBefore;
    this.#history = new WalkRecord(init);
  }

  async run(): Promise<void> {
    this.#in.f.setLiveLine(this.#liveLine());
    try {
      // A checkpoint of no page yet (a run stopped before its first page was written) starts afresh.
      if (!this.#in.point || this.#in.point.position.pages === 0) {
        if (!(await this.#firstPage())) return await this.#history.record("done", this.#standing());
      } else await this.#resume(this.#in.point);
      const stoppedByCredits = await this.#remainingPages();
      if (stoppedByCredits && !this.#finished()) throw await this.#stoppedByCredits();
      await this.#complete();
      await this.#history.record("done", this.#standing());
    } catch (err) {
      const stop = await this.#stopped(err);
      await this.#history.record(
        stop instanceof MaxCreditsError
          ? "stopped"
          : stop instanceof InterruptedError
            ? "interrupted"
            : "failed",
        this.#standing(),
        stop,
      );
      throw stop;
    }
  }

  /** Where the walk stands, as its record needs it. */
  #standing(): WalkStanding {
    return {
      firstArrived: this.#firstArrived,
      creditsRun: this.#creditsRun,
      pages: this.#pages,
      written: this.#written,
      totalCount: this.#totalCount,
      nextCursor: this.#nextCursor,
      finished: this.#finished(),
      intoFile: this.#target !== undefined,
    };
  }

  /** Rate-limit waits are routine in a walk: they pace it and show on the progress line. */
  #liveLine(): LiveLine {
    return {
      clear: () => this.#progress?.clear(),
      redraw: () => this.#progress?.redraw(),
      // Listed only with --verbose (the client logs each retry there).
      retrying: ({ error, delayMs }) => {
        if (error.type !== "rate_limited") return false;
        this.#pacer.rateLimited(delayMs);
        this.#progress?.note(`waiting ${formatSeconds(delayMs / 1000, { roundUp: true })}: rate limit`);
        return true;
      },
    };
  }

  /**
   * The first page tells the total; the walk is confirmed (on a terminal) before paying for more, and only
   * then is FILE touched. False when no one matches (the walk is over).
   */
  async #firstPage(): Promise<boolean> {
    const { f, plan, opts } = this.#in;
    this.#requestsRun++;
    const first = await this.#in.client.structuredSearch(
      { query: plan.query, limit: plan.limit, ...(plan.cursor ? { cursor: plan.cursor } : {}) },
      { signal: f.signal },
    );
    this.#firstArrived = true;
    this.#pacer.accepted();
    this.#creditsRun += first.credits.charged;
    if (first.profiles.length === 0 && this.#output && !this.#in.point && existsSync(this.#output)) {
      this.#done(true);
      f.log.info(keptWhenNobody(this.#output));
      return false;
    }
    const asked =
      first.profiles.length > 0 &&
      (await confirmWalk(f, opts, plan, first, this.#maxResults, this.#maxCredits - this.#spentBefore));
    // Leaving people out, a fresh FILE is opened with the first page that delivers somebody: a run that
    // finds nobody new leaves FILE as it was (a nightly job's last file is not emptied).
    if (this.#output && (this.#in.point || !plan.gate?.filters || this.#pass.of(first).length > 0))
      this.#target = this.#in.point
        ? await ExportFile.resume(this.#output, this.#in.meta, f.now, this.#in.point)
        : await ExportFile.createFor(this.#output, this.#in.meta, f.now);
    const w = await this.#openWriter();
    this.#startProgress();
    await this.#commitPage(w, first);
    if (first.profiles.length === 0) {
      await w.end();
      if (this.#target) this.#target.writeTail(this.#takeFormatted());
      await this.#target?.finish();
      this.#done(true);
      f.log.info("No people match these filters.");
      return false;
    }
    if (!asked && opts.maxResults === undefined && opts.maxCredits === undefined && !this.#finished())
      this.#history.refuseUnaffordable(first, this.#standing());
    return true;
  }

  async #resume(point: ResumePoint): Promise<void> {
    const { f, plan, opts } = this.#in;
    if (this.#output) this.#target = await ExportFile.resume(this.#output, this.#in.meta, f.now, point);
    await this.#openWriter(point.position.writer);
    this.#startProgress();
    const recovered = point.recovered
      ? ` (${count(point.recovered, "page")} written after the last checkpoint kept)`
      : "";
    f.log.info(f.theme.dim(`Resuming ${this.#output}: ${this.#peopleSoFar()} already written${recovered}.`));
    if (!this.#finished())
      await confirmResume(
        f,
        opts,
        plan,
        point.position,
        this.#maxResults,
        this.#maxCredits - this.#spentBefore,
      );
  }

  /** Every page after the first; true when --max-credits stopped the walk before its end. */
  async #remainingPages(): Promise<boolean> {
    const { f, plan } = this.#in;
    const w = this.#writer as RecordWriter;
    let stoppedByCredits = false;
    if (this.#finished() || !this.#nextCursor) return false;
    let received = this.#written;
    const pagesIter = this.#in.client.pages(
      { query: plan.query, limit: plan.limit, cursor: this.#nextCursor },
      {
        signal: f.signal,
        // Into FILE, the next page is asked for once this one is written: at most one page bought is not
        // yet in FILE when the process dies. To stdout, one page is fetched while one is written.
        prefetch: !this.#output,
        beforeRequest: async () => {
          const wait = this.#pacer.delay();
          if (wait > 0) await f.sleep(wait, f.signal);
          this.#pacer.sent();
        },
        // Asked as each page arrives: no credit is spent on a page beyond the limits.
        shouldFetchNext: (page) => {
          received += this.#pass.of(page).length;
          if (received >= this.#maxResults) return false;
          if (this.#requestsRun >= this.#maxCredits) {
            stoppedByCredits = true;
            return false;
          }
          this.#requestsRun++;
          return true;
        },
      },
    );
    if (this.#requestsRun >= this.#maxCredits) return true;
    this.#requestsRun++;
    for await (const page of pagesIter) {
      this.#pacer.accepted();
      this.#creditsRun += page.credits.charged;
      await this.#commitPage(w, page);
      if (this.#written >= this.#maxResults) break;
    }
    return stoppedByCredits;
  }

  /** --max-credits stopped the walk (exit 8): what was written is whole, and how to go on. */
  async #stoppedByCredits(): Promise<MaxCreditsError> {
    this.#done(false);
    await this.#target?.stop();
    const where = this.#output ? ` to ${this.#output}` : "";
    return new MaxCreditsError(
      `stopped by --max-credits ${this.#in.opts.maxCredits}: ${this.#peopleSoFar()} written${where} (${count(this.#creditsRun, "credit")} spent in this run)`,
      this.#output
        ? `Continue with: ${this.#history.resumeCommand()}${this.#history.jsonNote()}`
        : `Continue from the next page with: ${this.#history.nextPageCommand(this.#nextCursor, this.#written)}`,
    );
  }

  async #complete(): Promise<void> {
    const f = this.#in.f;
    await (this.#writer as RecordWriter).end();
    if (this.#target) {
      this.#target.writeTail(this.#takeFormatted());
      await this.#target.finish();
    } else if (this.#output) f.log.info(`Nobody new: ${this.#output} was not written.`);
    this.#done(true);
    const balance = this.#balance !== undefined ? ` · balance ${n(this.#balance)}` : "";
    f.log.info(
      f.theme.dim(
        `${count(this.#written, "person", "people")} written${this.#output ? ` to ${this.#output}` : ""} · ${count(this.#pages, "page")} · ${count(this.#creditsRun, "credit")} spent${balance}`,
      ),
    );
  }

  /** The error to end with, once what was written is made safe (see stops.ts). */
  async #stopped(err: unknown): Promise<unknown> {
    this.#done(false);
    // Whatever stopped the walk, the last page written still gets its checkpoint, and FILE ends on it.
    await this.#target?.stop();
    return stopError(this.#in.f, err, {
      output: this.#output,
      target: this.#target,
      writer: this.#writer,
      written: this.#written,
      pages: this.#pages,
      nextCursor: this.#nextCursor,
      firstArrived: this.#firstArrived,
      resumeCommand: () => `${this.#history.resumeCommand()}${this.#history.jsonNote()}`,
      nextPageCommand: () => this.#history.nextPageCommand(this.#nextCursor, this.#written),
    });
  }

  /** Writes one page; into FILE, only whole pages with their intent recorded first. */
  async #commitPage(w: RecordWriter, page: PeopleSearchResponse): Promise<void> {
    const room = this.#maxResults - this.#written;
    const passed = this.#pass.of(page);
    const people = passed.length > room ? passed.slice(0, room) : passed;
    await w.writeBatch(people);
    const after = {
      nextCursor: this.#written + people.length >= this.#maxResults ? null : page.nextCursor,
      written: this.#written + people.length,
      pages: this.#pages + 1,
      credits: this.#creditsTotal + page.credits.charged,
      totalCount: page.totalCount,
      writer: w.state(),
    };
    if (!this.#target && this.#output && people.length > 0)
      this.#target = await ExportFile.createFor(this.#output, this.#in.meta, this.#in.f.now);
    this.#target?.writePage(this.#takeFormatted(), after);
    this.#written = after.written;
    this.#pages = after.pages;
    this.#creditsTotal = after.credits;
    this.#balance = page.credits.balance;
    this.#totalCount = page.totalCount;
    this.#nextCursor = page.nextCursor;
    this.#progress?.update({
      written: this.#written,
      total: this.#expectedTotal(),
      credits: this.#creditsRun,
    });
    await this.#history.provisional(this.#standing());
  }

  async #openWriter(resume?: WriterState): Promise<RecordWriter> {
    const f = this.#in.f;
    this.#writer = await createRecordWriter(
      this.#in.plan.format,
      this.#output
        ? async (chunk) => {
            this.#formatted.push(chunk);
          }
        : await stdoutSink(f),
      await writerOptions(f, this.#in.opts, { ...(resume ? { resume } : {}) }),
    );
    return this.#writer;
  }

  /** Progress on a terminal's stderr, when the people go somewhere else (a file, a pipe). */
  #startProgress(): void {
    const f = this.#in.f;
    if (f.io.stderrIsTTY && !f.globals.quiet && (Boolean(this.#output) || !f.io.stdoutIsTTY))
      this.#progress = createProgress({ stream: f.io.stderr, now: f.now, columns: f.io.columns });
  }

  /** The walk is over (or stopped): the live line goes, and the options' listener learns where it stands. */
  #done(finished: boolean): void {
    this.#in.f.setLiveLine(undefined);
    this.#progress?.clear();
    if (this.#ended) return;
    this.#ended = true;
    const note = this.#in.plan.gate?.note();
    if (note) this.#in.f.log.info(note);
    const [written, pages, credits] = [this.#written, this.#pages, this.#creditsRun];
    const [expected, balance] = [this.#expectedTotal() ?? null, this.#balance ?? null];
    this.#in.opts.onWalkEnd?.({ finished, written, pages, expected, credits, balance });
  }

  #takeFormatted(): string {
    return this.#formatted.splice(0).join("");
  }

  #expectedTotal(): number | undefined {
    return this.#totalCount === null ? undefined : Math.min(this.#totalCount, this.#maxResults);
  }

  #finished(): boolean {
    return this.#written >= this.#maxResults || (this.#pages > 0 && this.#nextCursor === null);
  }

  /** "120 of 1,000 people" (or "120 people" while the total is not known). */
  #peopleSoFar(): string {
    const total = this.#expectedTotal();
    return `${n(this.#written)}${total !== undefined ? ` of ${n(total)}` : ""} ${plural(total ?? this.#written, "person", "people")}`;
  }
}
