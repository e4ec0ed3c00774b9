// The logic of `people find`: build and check the filter set, then one page (a table and a footer with
// the next page's command) or a walk over every page, written as it arrives, crash-safe into -o FILE.
import { existsSync, statSync } from "node:fs";
import { extname } from "node:path";
import { PeopleError } from "../../../api/errors.js";
import { DEFAULT_LIMIT, MAX_LIMIT } from "../../../contract/limits.js";
import type {
  PeopleSearchRequest,
  PeopleSearchResponse,
  StructuredQuery,
} from "../../../contract/schemas.js";
import type { OutputFormat } from "../../../output/format.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText, thousands } from "../../../output/text.js";
import { FileError, UsageError, withHint } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { checkQuery, compactQuery, mergeQueries, queryFromFlags } from "../../flags/filters.js";
import { fieldList, listsFields, outputFile, resolveOutputFormat } from "../../flags/output.js";
import { findCommandLine } from "./command-line.js";
import type { FindOptions, FindPlan } from "./options.js";
import { keptWhenNobody } from "./stops.js";

export async function runFind(f: Factory, opts: FindOptions, rawArgs: readonly string[]): Promise<void> {
  // Everything that can be refused is refused here, before a request (and before a paid translation).
  const flagsQuery = queryFromFlags(opts);
  const walk = Boolean(opts.all || opts.maxResults !== undefined || opts.maxCredits !== undefined);
  const format = await resolveOutputFormat(f, opts);
  const fields = await fieldList(opts);
  const output = outputFile(opts);
  if (listsFields(opts) && output)
    throw new UsageError(
      `--fields alone lists the field names on standard output; -o does not apply`,
      "Drop -o to list them, or pick fields with --fields a,b,c to write them to the file.",
    );
  if (opts.resume && opts.force)
    throw new UsageError("--resume and --force contradict each other", "Pass one.");
  if (opts.resume && (!walk || !output))
    throw new UsageError(
      "--resume continues an export to a file",
      "Pass the same arguments as the interrupted export: --all (or --max-results/--max-credits) and -o FILE.",
    );
  if (opts.prompt !== undefined && opts.prompt.trim() === "")
    throw new UsageError("--prompt is empty", "Describe who you are looking for in one sentence.");
  // Before any request (and before the lock beside FILE): somewhere FILE can go.
  if (output && !opts.dryRun) await checkWritable(output);
  // A FIFO, a device or /dev/stdout cannot hold a resumable export (no checkpoint, no seeking back): a
  // walk into one is refused; a single page is written to it as to stdout, with no lock beside it.
  const special = output !== undefined && isSpecialFile(output);
  if (special && walk)
    throw new UsageError(
      `cannot export to ${output}: it is not a regular file, and a walk needs one to checkpoint and resume`,
      "Leave out -o to write the walk to standard output (and pipe or redirect it), or pass -o a file.",
    );
  // One export at a time per file: held from here until the command ends.
  const lock =
    output && !special && !opts.dryRun
      ? (await import("./lock.js")).acquireExportLock(output, f.now)
      : undefined;
  try {
    // Holding the lock: what dead exports of FILE left beside it goes before this one starts.
    if (lock && output) await (await import("./checkpoint.js")).removeLeftoverTemps(output);
    await findWithOutputLocked(f, opts, rawArgs, { flagsQuery, walk, format, fields, output });
  } catch (err) {
    throw refusedCursor(err, opts, walk);
  } finally {
    lock?.release();
  }
}

/**
 * A `--cursor` the service refused (400 naming the cursor): it is bound to the filters and the page size of
 * the page that returned it, and a walk's default page size (100) differs from one page's (25).
 */
function refusedCursor(err: unknown, opts: FindOptions, walk: boolean): unknown {
  if (
    opts.cursor === undefined ||
    !(err instanceof PeopleError) ||
    err.type !== "invalid_request" ||
    !/cursor/i.test(err.message)
  )
    return err;
  const sizes =
    opts.limit === undefined
      ? ` This command asked for ${walk ? `${MAX_LIMIT} a page (a walk's default)` : `${DEFAULT_LIMIT} (one page's default)`}.`
      : ` This command asked for --limit ${opts.limit}.`;
  return withHint(
    err,
    `A cursor works only with the filters and --limit of the page that returned it: pass the --limit of that page (${DEFAULT_LIMIT} if it was not given; its "Next page:" command says it).${sizes} Nothing was charged.`,
  );
}

async function findWithOutputLocked(
  f: Factory,
  options: FindOptions,
  rawArgs: readonly string[],
  input: {
    flagsQuery: StructuredQuery;
    walk: boolean;
    format: OutputFormat;
    fields: string[] | undefined;
    output: string | undefined;
  },
): Promise<void> {
  const { flagsQuery, walk, format, fields, output } = input;
  let opts = options;
  // --force starts over whatever the checkpoint holds, even a damaged one.
  // checkpoint.js (and node:crypto with it) loads only for an export to a file, not for a page.
  const checkpoint = output
    ? await (await import("./checkpoint.js")).readCheckpoint(output).catch((err: unknown) => {
        if (opts.force || opts.dryRun) return undefined;
        throw err;
      })
    : undefined;
  if (opts.resume && !checkpoint && output) {
    // Killed before its first page, say: with no FILE (or an empty one) there is nothing to lose, so a
    // retry loop around --resume starts the export rather than failing.
    // node:fs/promises (and the readline modules it loads) only here: a page of find never needs it.
    const { stat } = await import("node:fs/promises");
    const size = await stat(output).then(
      (s) => s.size,
      () => 0,
    );
    if (size > 0)
      throw new UsageError(
        `nothing to resume: there is no checkpoint beside ${output} (${output}.people-checkpoint.json), and ${output} is not empty`,
        "The export either finished or never started; run it again without --resume.",
      );
    f.log.info(f.theme.dim(`Nothing to resume for ${output}: starting the export from the beginning.`));
    opts = { ...opts, resume: false };
  }
  // A checkpoint of nothing written yet (a run stopped before its first page) protects nothing.
  if (checkpoint && checkpoint.written > 0 && !opts.resume && !opts.force && !opts.dryRun)
    throw new UsageError(
      `${output} holds an unfinished export (${count(checkpoint.written, "person", "people")} so far)`,
      "Add --resume to continue it, or --force to start over and overwrite it.",
    );
  // Without --limit: 25 for one page; a walk asks for 100 a page (a quarter of the credits), or for just
  // --max-results when that is fewer; a resume keeps the interrupted export's page size.
  // (`people config set page_size N` changes the walk's 100.)
  const limit =
    opts.limit ??
    (opts.resume && checkpoint
      ? checkpoint.request.limit
      : walk
        ? Math.min(
            (await f.settings(["pageSize"])).pageSize?.value ?? MAX_LIMIT,
            opts.maxResults ?? MAX_LIMIT,
          )
        : DEFAULT_LIMIT);
  let base: StructuredQuery = opts.filters ?? {};
  if (opts.query !== undefined) {
    const { readFilterSet } = await import("../../read-input.js");
    base = await readFilterSet(f.io, opts.query);
  }
  if (opts.prompt === undefined) await checkQuery(compactQuery(mergeQueries(base, flagsQuery)));

  if (opts.dryRun) {
    const { printFindDryRun } = await import("./dry-run.js");
    return printFindDryRun(f, { opts, base, flagsQuery, walk, limit });
  }

  let translated: StructuredQuery | undefined;
  let spent = 0;
  if (opts.prompt !== undefined) {
    if (opts.resume && checkpoint?.prompt === opts.prompt && checkpoint.translated) {
      // Same sentence as the interrupted export: reuse its translation rather than pay for another.
      translated = checkpoint.translated;
    } else {
      const client = await f.client();
      const spinner = f.spinner("Translating the prompt into filters…");
      const res = await client
        .translateQuery(
          { prompt: opts.prompt, ...(opts.query !== undefined ? { currentQuery: base } : {}) },
          { signal: f.signal },
        )
        .finally(() => spinner.stop());
      translated = res.query;
      spent = res.credits.charged;
      f.log.info(
        `${f.theme.dim("Filters from the prompt (1 credit):")} ${JSON.stringify(translated)}${f.theme.dim(` · balance ${thousands(res.credits.balance)}`)}`,
      );
    }
  }
  const query = await checkQuery(compactQuery(mergeQueries(translated ?? base, flagsQuery)));
  const plan: FindPlan = {
    query,
    ...(translated ? { translated } : {}),
    ...(opts.prompt !== undefined ? { prompt: opts.prompt } : {}),
    spent,
    limit,
    cursor: opts.cursor ?? null,
    walk,
    format,
    fields,
    output,
  };
  if (listsFields(opts)) return listProfileFields(f, plan);
  if (walk) {
    const { runWalk } = await import("./walk.js");
    return runWalk(f, opts, plan, rawArgs, checkpoint);
  }
  return runPage(f, opts, plan, rawArgs);
}

/** One page: the people in the chosen format, then a footer on stderr with the next page's command. */
async function runPage(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  rawArgs: readonly string[],
): Promise<void> {
  const client = await f.client();
  const body: PeopleSearchRequest = {
    query: plan.query,
    limit: plan.limit,
    ...(plan.cursor ? { cursor: plan.cursor } : {}),
  };
  const page = await client.structuredSearch(body, { signal: f.signal });
  if (page.profiles.length === 0 && plan.output && !isSpecialFile(plan.output) && existsSync(plan.output))
    f.log.info(keptWhenNobody(plan.output));
  else {
    try {
      await writePage(f, opts, plan, page);
    } catch (err) {
      // The page is paid for: say so, and what would get it written.
      if (err instanceof FileError && plan.output)
        throw withHint(
          err,
          `The page was fetched and charged (${count(page.credits.charged, "credit")}) but not written; run the command again once ${plan.output} can be written.`,
        );
      throw err;
    }
    if (page.profiles.length === 0) f.log.info("No people match these filters.");
  }
  f.log.info(pageFooter(f, plan, page, rawArgs));
  await recordPage(f, plan, page, {
    ...(page.nextCursor
      ? {
          resume: findCommandLine(rawArgs, plan.query, {
            cursor: page.nextCursor,
            ...(plan.output && !isSpecialFile(plan.output) ? { output: nextPageFile(plan.output) } : {}),
          }),
        }
      : {}),
  });
}

/** A one-page run in the history (once its output is out): the filters, the page, what it cost. */
async function recordPage(
  f: Factory,
  plan: FindPlan,
  page: PeopleSearchResponse,
  extra: { resume?: string; fieldsListed?: boolean },
): Promise<void> {
  const { recordFind } = await import("./record.js");
  await recordFind(
    f,
    plan,
    {
      walk: false,
      pages: 1,
      people: extra.fieldsListed ? 0 : page.profiles.length,
      credits: (plan.spent ?? 0) + page.credits.charged,
      totalCount: page.totalCount,
      ...(plan.output ? { output: plan.output } : {}),
      finished: page.nextCursor === null,
      ...extra,
    },
    "done",
  );
}

/**
 * `--fields` alone: the fields of the profiles this query returns. The API does not fix them, so they are
 * read from the first page (1 credit, like any page), one name per line, dotted for nested ones.
 */
async function listProfileFields(f: Factory, plan: FindPlan): Promise<void> {
  const client = await f.client();
  const page = await client.structuredSearch(
    { query: plan.query, limit: plan.limit, ...(plan.cursor ? { cursor: plan.cursor } : {}) },
    { signal: f.signal },
  );
  const n = thousands;
  const charged = `${count(page.credits.charged, "credit")} charged · balance ${n(page.credits.balance)}`;
  if (page.profiles.length === 0) {
    f.log.info(`No people match these filters, so there are no fields to list (${charged}).`);
    return recordPage(f, plan, page, { fieldsListed: true });
  }
  const { unionOfKeys } = await import("../../../output/flatten.js");
  await writeAsync(f.io.stdout, `${unionOfKeys(page.profiles).join("\n")}\n`);
  f.log.info(
    f.theme.dim(
      `Fields of the ${count(page.profiles.length, "profile")} on the first page (${charged}). Pick with --fields a,b,c.`,
    ),
  );
  await recordPage(f, plan, page, { fieldsListed: true });
}

async function writePage(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  page: PeopleSearchResponse,
): Promise<void> {
  const { openOutput } = await import("../../flags/output.js");
  if (plan.format === "json") {
    // --json prints the page as the service returned it; --fields picks the profiles' keys.
    let value: PeopleSearchResponse = page;
    if (plan.fields) {
      const fields = plan.fields;
      const { missingFieldsNotice, pickFields } = await import("../../../output/flatten.js");
      const notice = missingFieldsNotice(page.profiles, fields);
      if (notice) f.log.warn(notice);
      value = { ...page, profiles: page.profiles.map((p) => pickFields(p, fields)) };
    }
    const text = jsonText(value, !plan.output && f.io.stdoutIsTTY);
    if (!plan.output) return writeAsync(f.io.stdout, text);
    const { writeTextFile } = await import("../../flags/output.js");
    await writeTextFile(plan.output, text);
    return;
  }
  if (plan.output && !isSpecialFile(plan.output)) {
    const { removeCheckpoint } = await import("./checkpoint.js");
    if (opts.force) await removeCheckpoint(plan.output);
  }
  const out = await openOutput(f, opts);
  try {
    await out.writer.writeBatch(page.profiles);
    await out.writer.end();
  } finally {
    await out.close();
  }
}

function pageFooter(
  f: Factory,
  plan: FindPlan,
  page: PeopleSearchResponse,
  rawArgs: readonly string[],
): string {
  const n = thousands;
  const lines = [
    f.theme.dim(
      `${n(page.profiles.length)} of ${n(page.totalCount)} shown${plan.output ? ` (written to ${plan.output})` : ""} · ${count(page.credits.charged, "credit")} charged · balance ${n(page.credits.balance)}`,
    ),
  ];
  // Into a file, the next page goes to a file of its own: the same command would overwrite this one.
  if (page.nextCursor)
    lines.push(
      `${f.theme.dim("Next page:")} ${findCommandLine(rawArgs, plan.query, {
        cursor: page.nextCursor,
        limit: plan.limit,
        ...(plan.output
          ? { output: isSpecialFile(plan.output) ? plan.output : nextPageFile(plan.output) }
          : {}),
      })}`,
    );
  return lines.join("\n");
}

/**
 * Where the next page of a single-page export goes: `leads.csv` → `leads-page2.csv` → `leads-page3.csv`,
 * skipping names that exist, so the suggested command never overwrites a file.
 */
function nextPageFile(file: string, exists: (path: string) => boolean = existsSync): string {
  const ext = extname(file);
  const stem = file.slice(0, file.length - ext.length);
  const numbered = /^(.*)-page(\d+)$/.exec(stem);
  const base = numbered ? (numbered[1] as string) : stem;
  let page = numbered ? Number(numbered[2]) + 1 : 2;
  while (exists(`${base}-page${page}${ext}`) || `${base}-page${page}${ext}` === file) page++;
  return `${base}-page${page}${ext}`;
}

/** Refuses, before anything is paid for, an output that cannot be written (no such directory, no access). */
async function checkWritable(path: string): Promise<void> {
  const { access, stat } = await import("node:fs/promises");
  const { constants } = await import("node:fs");
  const { dirname } = await import("node:path");
  try {
    const st = await stat(path);
    if (st.isDirectory()) throw new UsageError(`cannot write ${path}: it is a directory`);
    await access(path, constants.W_OK);
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") throw new UsageError(`cannot write ${path} (${code ?? err})`);
    try {
      await access(dirname(path), constants.W_OK);
    } catch (dirErr) {
      const dirCode = (dirErr as NodeJS.ErrnoException).code;
      throw new UsageError(
        `cannot write ${path}: ${dirCode === "ENOENT" ? `the directory ${dirname(path)} does not exist` : `the directory ${dirname(path)} is not writable (${dirCode})`}`,
        "Nothing was fetched or charged. Create the directory, or pass -o a path in a directory you can write to.",
      );
    }
  }
}

/** Whether `path` exists and is neither a regular file nor a directory (a FIFO, a device, /dev/stdout). */
function isSpecialFile(path: string): boolean {
  try {
    const st = statSync(path);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}
