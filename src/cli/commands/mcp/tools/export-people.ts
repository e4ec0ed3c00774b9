// export_people: a walk over every page into a CSV or JSONL file inside the export directory, by find's own
// export engine (find/run.ts → walk.ts, export-file.ts, checkpoint.ts, lock.ts): crash-safe and resumable
// exactly as `people find --all -o FILE` is. The engine gets a Factory of its own: no terminal (nothing is
// asked, nothing drawn), stdout closed to it (stdout is the MCP channel), this call's cancel signal, and a
// client whose every page is paid through the session's money.
import { Writable } from "node:stream";
import type { PeopleClient } from "../../../../api/client.js";
import type { StructuredQuery } from "../../../../contract/filters.js";
import { COSTS } from "../../../../contract/limits.js";
import type { PeopleSearchResponse } from "../../../../contract/schemas.js";
import { formatFromPath } from "../../../../output/format.js";
import { NO_SPINNER } from "../../../../output/spinner.js";
import { count, formatSeconds, thousands } from "../../../../output/text.js";
import { SANDBOX_LABEL } from "../../../../store/types.js";
import {
  BudgetError,
  hintOverride,
  InterruptedError,
  MaxCreditsError,
  UsageError,
  withHint,
  withHintLine,
} from "../../../errors.js";
import type { Factory } from "../../../factory.js";
import { budgetResets, budgetStanding } from "../../../spend.js";
import type { FindOptions, WalkEnd } from "../../find/options.js";
import { resolveExportPath } from "../export-dir.js";
import { ToolProgress } from "../progress.js";
import { exportLink } from "../resources.js";
import { creditsOut, inputError, moneyLine, toolError, toolResult } from "../results.js";
import { EXPORT_DEFAULT_CREDITS, ExportInput, ExportOutput, FILTERS_NOTE } from "../schemas.js";
import type { McpSession } from "../session.js";
import type { ToolContext, ToolRow } from "../tool-row.js";
import { filterProblem, filtersOf } from "./find-people.js";

const DESCRIPTION = `Exports the people matching filters to a CSV or JSONL file in the export directory this server was started with, every page from the first (or until max_results). Crash-safe: the file always ends on a whole record, and an export that stopped (max_credits, a failure, a cancel) continues with resume: true after its last whole page, never paying twice for a page in the file.
${FILTERS_NOTE}
Cost: 1 credit per 100 people. One call spends at most max_credits (default ${EXPORT_DEFAULT_CREDITS}: 1,000 people), then stops with the file valid and resumable; call again with resume: true to go on.
Use find_people to look at people; this tool writes them to a file and returns only the counts.`;

/** What to do after an export stopped, in this tool's words. */
const RESUME = "call export_people again with the same filters, file and max_results and resume: true";

export const exportPeopleTool: ToolRow = {
  name: "export_people",
  title: "Export people to a file",
  description: DESCRIPTION,
  input: ExportInput,
  output: ExportOutput,
  // It may overwrite a file of the export directory (force: true).
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  offered: (session) => session.exportDir !== undefined,
  call: exportPeople,
};

type ExportArgs = StructuredQuery & {
  file: string;
  max_results?: number;
  max_credits?: number;
  resume?: boolean;
  force?: boolean;
};

async function exportPeople(session: McpSession, args: ExportArgs, ctx: ToolContext) {
  const path = resolveExportPath(session.exportDir as string, args.file);
  const format = formatFromPath(path);
  if (format !== "csv" && format !== "jsonl")
    return inputError(
      `${JSON.stringify(args.file)}: an export is written as CSV or JSONL, which its extension chooses`,
      "End the file name in .csv, .jsonl or .ndjson.",
    );
  const query = filtersOf(args);
  const problem = filterProblem(query);
  if (problem) return problem;
  if (!args.resume && !args.force) {
    const taken = await fileInUse(path);
    if (taken)
      return inputError(
        `${JSON.stringify(args.file)} ${taken}`,
        "Choose another file name, pass resume: true to continue an unfinished export, or force: true to start the file over.",
      );
  }
  const { money } = session;
  // The walk stops by itself at this bound (clean, resumable): the call's max_credits within what the
  // session has left. Under one page's worth, nothing is sent.
  const asked = args.max_credits ?? EXPORT_DEFAULT_CREDITS;
  const budget = Math.min(asked, Math.floor(money.left()));
  money.check({ tool: "export_people", operation: "structuredSearch" });

  const signal = session.signalFor(ctx.mcpReq.signal);
  const started = session.f.now();
  let fetched = 0;
  const progress = new ToolProgress(
    ctx,
    session.heartbeatMs,
    () =>
      `Exporting: ${count(fetched, "person", "people")} fetched so far (${formatSeconds((session.f.now() - started) / 1000)})`,
  );
  let end: WalkEnd | undefined;
  const opts: FindOptions = {
    all: true,
    output: path,
    format,
    filters: query,
    maxCredits: budget,
    ...(args.max_results !== undefined ? { maxResults: args.max_results } : {}),
    ...(args.resume ? { resume: true } : {}),
    ...(args.force ? { force: true } : {}),
    yes: true,
    onWalkEnd: (e) => {
      end = e;
    },
  };
  const ef = exportFactory(session, signal, (page) => {
    fetched += page.profiles.length;
    progress.say(`${count(fetched, "person", "people")} fetched of ${thousands(page.totalCount)}`);
  });
  try {
    const { runFind } = await import("../../find/run.js");
    await runFind(ef, opts, []);
  } catch (err) {
    if (err instanceof BudgetError && end && end.pages > 0)
      return exportResult(session, path, format, end, budgetNote(session, err));
    if (err instanceof MaxCreditsError && !(err instanceof BudgetError) && end)
      return exportResult(session, path, format, end, stoppedNote(session, args, budget));
    return toolError(exportFailure(session, err, signal, end, args.file));
  } finally {
    progress.stop();
    await ef.cleanup();
  }
  return exportResult(session, path, format, end, undefined);
}

/** Why an export would overwrite what is at `path` (a file, or an unfinished export), if it would. */
async function fileInUse(path: string): Promise<string | undefined> {
  const { readCheckpoint } = await import("../../find/checkpoint.js");
  const checkpoint = await readCheckpoint(path).catch(() => undefined);
  if (checkpoint && checkpoint.written > 0)
    return `holds an unfinished export (${count(checkpoint.written, "person", "people")} so far)`;
  const { stat } = await import("node:fs/promises");
  const size = await stat(path).then(
    (s) => s.size,
    () => 0,
  );
  return size > 0 ? "already exists" : undefined;
}

function stoppedNote(session: McpSession, args: ExportArgs, budget: number): string {
  const asked = args.max_credits ?? EXPORT_DEFAULT_CREDITS;
  const why =
    budget < asked || session.money.left() < COSTS.page
      ? `this session's --max-credits (${thousands(session.money.limit ?? 0)}) is spent`
      : `it spent max_credits (${thousands(asked)})`;
  return `Stopped because ${why}; the file is valid up to here. To go on, ${RESUME}${budget < asked ? " once the session has credits left" : ""}.`;
}

/** A configured budget stopped the walk at the last page that fits: what is safe, and when it can go on. */
function budgetNote(session: McpSession, err: BudgetError): string {
  const { f } = session;
  const r = err.refusal;
  return `Stopped by ${budgetStanding(r, f.sandboxed ? SANDBOX_LABEL : "")}: the next page reserves ${count(r.reserve, "credit")}; the file is valid up to here. To go on, ${RESUME} once ${budgetResets(r, f.now())}, or restart people mcp with --no-budget.`;
}

/** The error to answer with once the walk stopped: in this tool's words, saying what is safe in the file. */
function exportFailure(
  session: McpSession,
  err: unknown,
  signal: AbortSignal,
  end: WalkEnd | undefined,
  file: string,
): unknown {
  const safe =
    end && end.written > 0
      ? `${count(end.written, "person is", "people are")} safely in ${file}; to go on, ${RESUME}.`
      : `Nothing was written to ${file}.`;
  if (signal.aborted) {
    const message = `the export was cancelled; ${safe.charAt(0).toLowerCase()}${safe.slice(1)}`;
    session.f.log.info(`export_people: ${message}`);
    return new InterruptedError(message);
  }
  // The engine's hints name `people find` command lines and flags: said here as this tool's arguments.
  if (err instanceof UsageError) {
    const hint = err.hint ?? "";
    return /--resume|--force|people find/.test(hint) || hintOverride(err)
      ? withHint(err, `To continue the export ${RESUME}; to start the file over, pass force: true instead.`)
      : err;
  }
  return withHintLine(err, safe);
}

function exportResult(
  session: McpSession,
  path: string,
  format: "csv" | "jsonl",
  end: WalkEnd | undefined,
  note: string | undefined,
) {
  const done: WalkEnd = end ?? {
    finished: true,
    written: 0,
    pages: 0,
    expected: 0,
    credits: 0,
    balance: null,
  };
  const credits = creditsOut({ charged: done.credits, balance: done.balance ?? Number.NaN });
  const status = session.money.status();
  const notes = note ? [note] : [];
  const structured = {
    file: path,
    format,
    written: done.written,
    totalCount: done.expected,
    complete: done.finished,
    pages: done.pages,
    credits,
    session: status,
    notes,
  };
  const total = done.expected !== null ? ` of ${thousands(done.expected)}` : "";
  const text = [
    done.finished
      ? done.written === 0
        ? `No people match these filters; ${path} holds no one.`
        : `Exported ${count(done.written, "person", "people")} to ${path} (${format.toUpperCase()}, ${count(done.pages, "page")}).`
      : `${path} holds ${thousands(done.written)}${total} people so far (${format.toUpperCase()}).`,
    ...notes,
    moneyLine(credits, status),
  ].join("\n");
  // The file as a link the host can read (resources/read), never inline.
  return {
    ...toolResult(structured, text),
    content: [{ type: "text" as const, text }, exportLink(session, path, format)],
  };
}

/**
 * The Factory the export engine runs with: no terminal, stdout closed to it, the call's signal, and a
 * client whose pages are paid through the session's money (and reported to `onPage`).
 */
function exportFactory(
  session: McpSession,
  signal: AbortSignal,
  onPage: (page: PeopleSearchResponse) => void,
): Factory {
  const { f } = session;
  const cleanups: (() => Promise<void> | void)[] = [];
  const closed = new Writable({
    write(_chunk, _encoding, callback) {
      callback(new Error("standard output carries the MCP protocol: an export writes only its file"));
    },
  });
  const io = {
    ...f.io,
    stdout: closed,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    stdinIsTTY: false,
    colorStdout: false,
    colorStderr: false,
  };
  const client = meteredClient(session, onPage);
  return {
    ...f,
    io,
    signal,
    client: async () => client,
    // The walk keeps its run in the session's records (made via mcp), written when the call ends.
    records: () => session.records(),
    spinner: () => NO_SPINNER,
    // The session's client is shared by every call: no call's live line may take its retries over.
    setLiveLine: () => {},
    onCleanup: (fn) => {
      cleanups.push(fn);
    },
    cleanup: async () => {
      for (const fn of cleanups.splice(0)) await Promise.resolve(fn()).catch(() => {});
    },
  };
}

/**
 * The session's client with each page paid through `money.paid`. The walk calls `structuredSearch` and
 * `pages` (which calls `this.structuredSearch` for every page): an object whose prototype is the client,
 * with its own `structuredSearch`, routes both through the money and shares the client's connections.
 */
function meteredClient(session: McpSession, onPage: (page: PeopleSearchResponse) => void): PeopleClient {
  const { client, money } = session;
  const metered = Object.create(client) as PeopleClient;
  metered.structuredSearch = async (body, options) => {
    const page = await money.paid(
      { tool: "export_people", operation: "structuredSearch" },
      () => client.structuredSearch(body, options),
      (p) => p.credits,
    );
    onPage(page);
    return page;
  };
  return metered;
}
