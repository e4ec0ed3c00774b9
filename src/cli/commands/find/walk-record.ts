// What a walk records and says, kept apart from its page loop (walk.ts): its run in the history, the
// commands that go on from where it stopped, the refusal of a walk the balance cannot finish, and which
// people of each page it delivers when some are left out.
import { InsufficientCreditsError } from "../../../api/errors.js";
import type { PeopleSearchResponse } from "../../../contract/schemas.js";
import { count } from "../../../output/text.js";
import { withHint } from "../../errors.js";
import type { Factory } from "../../factory.js";
import type { PeopleGate } from "../../people-gate.js";
import type { RunInput } from "../../records.js";
import type { ResumePoint } from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import { pagesFor } from "./confirm.js";
import type { FindOptions, FindPlan } from "./options.js";

export type WalkStatus = "done" | "stopped" | "interrupted" | "failed";

/** Where a walk stands, as its record needs it. */
export interface WalkStanding {
  firstArrived: boolean;
  /** Credits this run spent (a --prompt translation's included). */
  creditsRun: number;
  pages: number;
  written: number;
  totalCount: number | null;
  nextCursor: string | null;
  /** Every person asked for is written, or the last page is. */
  finished: boolean;
  /** A FILE was opened (the walk goes on with --resume, not from a cursor). */
  intoFile: boolean;
}

export class WalkRecord {
  readonly #f: Factory;
  readonly #plan: FindPlan;
  readonly #opts: FindOptions;
  readonly #rawArgs: readonly string[];
  readonly #point: ResumePoint | undefined;
  /** The uid of this walk's run, once a page has been paid for (journalled as it goes, see provisional). */
  #runUid: string | undefined;

  constructor(init: {
    f: Factory;
    plan: FindPlan;
    opts: FindOptions;
    rawArgs: readonly string[];
    point: ResumePoint | undefined;
  }) {
    this.#f = init.f;
    this.#plan = init.plan;
    this.#opts = init.opts;
    this.#rawArgs = init.rawArgs;
    this.#point = init.point;
  }

  resumeCommand(): string {
    return findCommandLine(this.#rawArgs, this.#plan.query, { resume: true });
  }

  /** The walk goes on from its next page: same --limit, and only the people --max-results leaves to fetch. */
  nextPageCommand(nextCursor: string | null, written: number): string {
    const max = this.#opts.maxResults;
    return findCommandLine(this.#rawArgs, this.#plan.query, {
      cursor: nextCursor ?? undefined,
      limit: this.#plan.limit,
      ...(max !== undefined ? { maxResults: Math.max(1, max - written) } : {}),
    });
  }

  jsonNote(): string {
    return this.#plan.format === "json"
      ? ` (${this.#plan.output} is valid JSON only once the export is resumed to the end; JSONL or CSV can be read at every stop)`
      : "";
  }

  /** Without a bound or a yes, a walk the balance cannot finish stops after its first page (exit 5). */
  refuseUnaffordable(first: PeopleSearchResponse, at: WalkStanding): void {
    const left = Math.max(0, pagesFor(first.totalCount, this.#plan.limit) - at.pages);
    if (left <= first.credits.balance) return;
    const err = new InsufficientCreditsError({
      type: "insufficient_credits",
      message: `this walk needs ${count(left, "more credit")} for its ${count(left, "remaining page")}, more than the balance; nothing more was fetched`,
      balance: first.credits.balance,
    });
    const bound = "or bound the walk with --max-credits N or --max-results N.";
    throw withHint(
      err,
      this.#plan.output
        ? `The first page (${count(at.written, "person", "people")}) is in ${this.#plan.output}. Top up the account's credits, then continue with: ${this.resumeCommand()}${this.jsonNote()}; ${bound}`
        : `Top up the account's credits, then continue from the next page with: ${this.nextPageCommand(at.nextCursor, at.written)}; ${bound}`,
    );
  }

  /**
   * The walk in the history, once what it says is out: how far it got, what it spent, and how to go on.
   * A walk that was never charged (refused before its first page) is not a paid run.
   */
  async record(status: WalkStatus, at: WalkStanding, stop?: unknown): Promise<void> {
    const run = await this.#entry(status, at, stop);
    if (run) (await this.#f.records()).run(run, this.#uid());
  }

  /**
   * After each page, the run as it would be recorded if the process died now (`kill -9`): journalled, so
   * that the history keeps the walk, as interrupted, even when its end is never reached.
   */
  async provisional(at: WalkStanding): Promise<void> {
    const run = await this.#entry("interrupted", at, undefined);
    if (run) this.#runUid = await (await this.#f.records()).provisional(run, this.#uid());
  }

  async #entry(status: WalkStatus, at: WalkStanding, stop: unknown): Promise<RunInput | undefined> {
    const plan = this.#plan;
    if (!at.firstArrived && at.creditsRun === 0 && !this.#point) return undefined;
    const finished = at.finished || (status === "done" && at.pages > 0 && at.nextCursor === null);
    const resume = finished
      ? undefined
      : at.intoFile
        ? this.resumeCommand()
        : at.pages > 0 && at.nextCursor
          ? this.nextPageCommand(at.nextCursor, at.written)
          : undefined;
    const { findEntry } = await import("./record.js");
    const gate = plan.gate;
    return findEntry(
      plan,
      {
        walk: true,
        pages: at.pages,
        people: at.written,
        credits: at.creditsRun,
        totalCount: at.totalCount,
        ...(plan.output ? { output: plan.output } : {}),
        finished: status === "done" || finished,
        ...(stop instanceof Error ? { stopped: stop.message } : {}),
        ...(resume ? { resume } : {}),
        ...(gate?.filters ? { leftOut: { ...gate.counts } } : {}),
      },
      status,
    );
  }

  /**
   * The uid to record this walk under: the run its people were claimed for (--new-only, --exclude), unless
   * this is a resume, whose claimed uid is the interrupted run's row; else whatever the journal gives it.
   */
  #uid(): string | undefined {
    const gate = this.#plan.gate;
    this.#runUid ??= gate && !this.#point ? gate.runUid : undefined;
    return this.#runUid;
  }
}

/**
 * The people of each page to deliver: with --exclude and --new-only, those the gate lets through, claimed
 * for this run before they are written (see people-gate.ts). Asked as a page arrives and again to write it;
 * the gate is asked once per page.
 */
export class PagePass {
  readonly #delivered = new WeakMap<PeopleSearchResponse, PeopleSearchResponse["profiles"]>();
  /** People passed so far (the whole export's, counted as pages arrive). */
  #claimed: number;

  constructor(
    readonly gate: PeopleGate | undefined,
    readonly maxResults: number,
    claimed: number,
  ) {
    this.#claimed = claimed;
  }

  of(page: PeopleSearchResponse): PeopleSearchResponse["profiles"] {
    if (!this.gate) return page.profiles;
    let people = this.#delivered.get(page);
    if (!people) {
      // Only as many as --max-results leaves room for are claimed: the rest are not delivered.
      people = this.gate.pass(page.profiles, Math.max(0, this.maxResults - this.#claimed));
      this.#claimed += people.length;
      this.#delivered.set(page, people);
    }
    return people;
  }
}
