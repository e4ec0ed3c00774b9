// The logic of `people history`, `history show` and `history clear`: all of it reads or writes the local
// store only. Nothing here sends a request: a past search is shown again from its stored response,
// through the search command's own output code.
import type { AgenticSearchResponse } from "../../../contract/schemas.js";
import { canPrompt, writeAsync } from "../../../output/io.js";
import { count, jsonText, keyValueLines, thousands } from "../../../output/text.js";
import type { RunRow } from "../../../store/types.js";
import { localMinute } from "../../../store/windows.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { parseMoment } from "../../flags/dates.js";
import {
  listsFields,
  type OutputFlags,
  outputFile,
  resolveOutputFormat,
  toTerminal,
  writeOutput,
} from "../../flags/output.js";
import { chosenProfile } from "../../records.js";
import {
  type FindDetail,
  type RunDetail,
  runLabel,
  type SearchDetail,
  type TranslateDetail,
} from "../../run-records.js";
import { DEFAULT_HISTORY_LIMIT, type HistoryClearOptions, type HistoryOptions } from "./options.js";

const COLUMNS = ["id", "when", "command", "summary", "people", "credits"];
const HEADINGS: Record<string, string> = {
  id: "ID",
  when: "When",
  command: "Command",
  summary: "Query or filters",
  people: "People",
  credits: "Credits",
};

/** A run as JSON and JSONL show it. */
function runRecord(run: RunRow): Record<string, unknown> {
  return {
    id: run.id,
    at: new Date(run.at).toISOString(),
    command: run.command,
    ...(run.via ? { via: run.via } : {}),
    summary: run.summary,
    people: run.people ?? null,
    credits: run.credits ?? null,
    status: run.status,
    baseUrl: run.baseUrl,
    profile: run.profile ?? "default",
  };
}

export async function runHistory(f: Factory, opts: HistoryOptions): Promise<void> {
  const store = await f.store();
  const limit = opts.limit ?? DEFAULT_HISTORY_LIMIT;
  const only = chosenProfile(f);
  const runs = store.runs({
    ...(limit > 0 ? { limit } : {}),
    ...(opts.search ? { search: opts.search } : {}),
    ...(only ? { profile: only } : {}),
  });
  const format = opts.json ? "json" : f.io.stdoutIsTTY ? "table" : "jsonl";
  if (runs.length === 0) {
    if (format === "json") await writeAsync(f.io.stdout, "[]\n");
    f.log.info(
      opts.search
        ? `No run in the history holds ${JSON.stringify(opts.search)}.`
        : "No paid runs in the history yet: searches, finds and translations are kept here once they are charged.",
    );
    return;
  }
  if (format === "table") {
    const rows = runs.map((r) => ({
      id: r.id,
      when: localMinute(r.at),
      command: runLabel(r),
      summary: r.summary,
      people: r.people === undefined ? "" : thousands(r.people),
      credits: r.credits === undefined ? "?" : thousands(r.credits),
    }));
    await writeOutput(f, { format: "table" }, [rows], { tableColumns: COLUMNS, tableHeadings: HEADINGS });
  } else await writeOutput(f, { format }, [runs.map(runRecord)]);
  if (f.io.stderrIsTTY) {
    const more = limit > 0 && runs.length === limit ? ` · the newest ${limit}; --limit 0 lists all` : "";
    f.log.info(f.theme.dim(`\`people history show ID\` shows one again, without a request${more}.`));
  }
}

export async function runHistoryShow(f: Factory, idText: string, opts: OutputFlags): Promise<void> {
  const id = Number(idText);
  if (!/^\d+$/.test(idText.trim()) || !Number.isSafeInteger(id) || id < 1)
    throw new UsageError(
      `${JSON.stringify(idText)} is not a run ID`,
      "`people history` lists the runs and their IDs.",
    );
  const store = await f.store();
  const run = store.run(id);
  if (!run)
    throw new UsageError(
      `there is no run ${id} in the history`,
      "`people history` lists the runs kept (history.retention says for how many days).",
    );
  await showRun(f, run, opts);
}

/** `people search --last`: the newest search in the history (a chat's turn included), shown again. */
export async function showLastSearch(f: Factory, flags: OutputFlags): Promise<void> {
  const store = await f.store();
  const [run] = store.runs({ command: "search", limit: 1 });
  if (!run)
    throw new UsageError(
      "there is no search in the history yet",
      'Run one first: people search "…" (it is kept once it is charged, unless history is off).',
    );
  await showRun(f, run, flags);
}

/** Shows a stored run again (`history show`, `search --last`). Sends nothing. */
async function showRun(f: Factory, run: RunRow, flags: OutputFlags): Promise<void> {
  const detail = run.detail as RunDetail | null;
  f.log.info(
    f.theme.dim(
      `Run ${run.id} · ${runLabel(run)} · ${localMinute(run.at)} · from the history; nothing was sent.`,
    ),
  );
  switch (detail?.kind) {
    case "search":
      return showSearch(f, detail, flags);
    case "find":
      return showFind(f, run, detail, flags);
    case "translate":
      return showTranslate(f, detail, flags);
    default:
      throw new UsageError(
        `run ${run.id} was kept in a shape this version cannot show`,
        "A newer version of people recorded it; upgrade to show it.",
      );
  }
}

/** The stored response, shown through the search command's own output code, as it was first shown. */
async function showSearch(f: Factory, detail: SearchDetail, flags: OutputFlags): Promise<void> {
  const { listPersonFields, writeSearchResult } = await import("../../shortlist.js");
  if (listsFields(flags)) return listPersonFields(f);
  const c = detail.response.credits;
  const response: AgenticSearchResponse = {
    ...detail.response,
    credits: { charged: c.charged ?? Number.NaN, balance: c.balance ?? Number.NaN },
  };
  await writeSearchResult(f, flags, response, { answerShown: false });
}

/** A find keeps no people: its filters, how far it got, what it cost, and how to go on. */
async function showFind(f: Factory, run: RunRow, d: FindDetail, flags: OutputFlags): Promise<void> {
  const format = await recordFormat(
    f,
    flags,
    "a find run keeps its filters and outcome, not the people it found",
  );
  const record = { id: run.id, at: new Date(run.at).toISOString(), status: run.status, ...d };
  delete (record as { kind?: string }).kind;
  if (format !== "table") return writeRecord(f, flags, record);
  const { filtersLine } = await import("../find/command-line.js");
  const rows: [string, string][] = [["Filters", filtersLine(d.query)]];
  if (d.prompt !== undefined) rows.push(["Prompt", JSON.stringify(d.prompt)]);
  rows.push(["Pages", `${thousands(d.pages)} (${d.limit} per page)`]);
  if (d.fieldsListed) rows.push(["Fields", "listed from the first page (--fields)"]);
  else
    rows.push([
      "People",
      `${thousands(d.people)}${d.totalCount !== null ? ` of ${thousands(d.totalCount)} matching` : ""}`,
    ]);
  rows.push(["Credits", thousands(d.credits)]);
  if (d.output) rows.push(["Output", `${d.output} (${d.format})`]);
  if (d.walk)
    rows.push(["Export", d.finished ? "finished" : `not finished${d.stopped ? `: ${d.stopped}` : ""}`]);
  if (d.resume) rows.push([d.walk && d.output ? "Resume with" : "Next page", d.resume]);
  await writeAsync(f.io.stdout, keyValueLines(rows, f.io.columns));
}

/** The filter set a translation gave, as translate printed it: ready for `people find --query -`. */
async function showTranslate(f: Factory, d: TranslateDetail, flags: OutputFlags): Promise<void> {
  await recordFormat(f, flags, "a translation is a filter set");
  await writeRecord(f, flags, d.query);
  if (toTerminal(f, flags))
    f.log.info(f.theme.dim(`${JSON.stringify(d.prompt)} · pipe it into \`people find --query -\``));
}

/** Table (text on a terminal) or JSON; the formats of people (CSV, JSONL) do not fit a single record. */
async function recordFormat(f: Factory, flags: OutputFlags, why: string): Promise<string> {
  const format = await resolveOutputFormat(f, flags);
  if (format === "csv")
    throw new UsageError(`${why}: it shows as text or JSON, not CSV`, "Drop --csv (or use --json).");
  return format;
}

/** One JSON record: pretty on a terminal, compact in a pipe, or into -o FILE. */
async function writeRecord(f: Factory, flags: OutputFlags, value: unknown): Promise<void> {
  const text = jsonText(value, toTerminal(f, flags));
  const file = outputFile(flags);
  if (file === undefined) return writeAsync(f.io.stdout, text);
  const { writeFile } = await import("node:fs/promises");
  await writeFile(file, text);
}

export async function runHistoryClear(f: Factory, opts: HistoryClearOptions): Promise<void> {
  const before = opts.before !== undefined ? parseMoment(opts.before, f.now(), "--before") : undefined;
  const store = await f.store();
  const n = store.countRuns(before);
  const which = before !== undefined ? ` from before ${localMinute(before)}` : "";
  if (n === 0) {
    f.log.info(`No runs${which} in the history: nothing to clear.`);
    return;
  }
  if (!opts.yes) {
    if (!canPrompt(f.io))
      throw new UsageError(
        `clearing ${count(n, "run")}${which} needs a yes, and there is no terminal to ask on`,
        "Pass --yes to clear them.",
      );
    const prompter = await f.prompter();
    const ok = await prompter.confirm(
      `Forget ${count(n, "run")}${which} (their queries, answers and people)? The charges stay.`,
      { default: false },
    );
    if (!ok) {
      f.log.info("Nothing was cleared.");
      return;
    }
  }
  const removed = store.clearRuns(before);
  f.log.info(`Forgot ${count(removed, "run")}${which}. The charges stay, for \`people usage\` and budgets.`);
}
