// The logic of `people find`: build and check the filter set, then one page (a table and a footer with
// the next page's command) or a walk over every page, written as it arrives, crash-safe into -o FILE.
import { readFile } from "node:fs/promises";
import type { OutputFormat } from "../../../api/constants.js";
import type { PeopleSearchRequest, PeopleSearchResponse, StructuredQuery } from "../../../api/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { fieldList, resolveOutputFormat } from "../../output-options.js";
import type { FindOptions } from "../find.js";
import { readCheckpoint } from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import { checkQuery, compactQuery, mergeQueries, parseQueryText, queryFromFlags } from "./filters.js";

/** A walk costing more than this asks first on a terminal (cli-contract.md). */
export const CONFIRM_ABOVE_CREDITS = 10;

export interface FindPlan {
  query: StructuredQuery;
  /** What the --prompt translation gave, before flags were merged over it. */
  translated?: StructuredQuery;
  /** Credits this run already spent before the first page (the --prompt translation): --max-credits counts them. */
  spent?: number;
  limit: number;
  cursor: string | null;
  walk: boolean;
  format: OutputFormat;
  fields: string[] | undefined;
  output: string | undefined;
}

/** Reads `--query FILE|-`. */
export async function readQueryArg(f: Factory, arg: string): Promise<StructuredQuery> {
  if (arg === "-") {
    const chunks: Buffer[] = [];
    for await (const chunk of f.io.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    const text = Buffer.concat(chunks).toString("utf8");
    if (text.trim() === "")
      throw new UsageError(
        "--query -: stdin is empty",
        'Pipe a filter set in, e.g. people translate "…" | people find --query -',
      );
    return parseQueryText(text, "--query (stdin)");
  }
  let text: string;
  try {
    text = await readFile(arg, "utf8");
  } catch (err) {
    throw new UsageError(
      `--query ${arg}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? err})`,
    );
  }
  return parseQueryText(text, `--query ${arg}`);
}

export async function runFind(f: Factory, opts: FindOptions, rawArgs: readonly string[]): Promise<void> {
  // Everything that can be refused is refused here, before a request (and before a paid translation).
  const flagsQuery = queryFromFlags(opts);
  const walk = Boolean(opts.all || opts.maxResults !== undefined || opts.maxCredits !== undefined);
  const format = await resolveOutputFormat(f, opts);
  const fields = await fieldList(opts);
  const output = opts.output !== undefined && opts.output !== "-" ? opts.output : undefined;
  if (opts.resume && opts.force)
    throw new UsageError("--resume and --force contradict each other", "Pass one.");
  if (opts.resume && (!walk || !output))
    throw new UsageError(
      "--resume continues an export to a file",
      "Pass the same arguments as the interrupted export: --all (or --max-results/--max-credits) and -o FILE.",
    );
  if (opts.prompt !== undefined && opts.prompt.trim() === "")
    throw new UsageError("--prompt is empty", "Describe who you are looking for in one sentence.");
  const checkpoint = output ? await readCheckpoint(output) : undefined;
  if (opts.resume && !checkpoint)
    throw new UsageError(
      `nothing to resume: there is no checkpoint beside ${output} (${output}.people-checkpoint.json)`,
      "The export either finished or never started; run it again without --resume.",
    );
  if (checkpoint && !opts.resume && !opts.force && !opts.dryRun)
    throw new UsageError(
      `${output} holds an unfinished export (${checkpoint.written.toLocaleString("en-US")} people so far)`,
      "Add --resume to continue it, or --force to start over and overwrite it.",
    );
  let base: StructuredQuery = {};
  if (opts.query !== undefined) base = await readQueryArg(f, opts.query);
  if (opts.prompt === undefined) await checkQuery(compactQuery(mergeQueries(base, flagsQuery)));

  if (opts.dryRun) {
    const { printFindDryRun } = await import("./dry-run.js");
    return printFindDryRun(f, { opts, base, flagsQuery, walk });
  }

  let translated: StructuredQuery | undefined;
  let spent = 0;
  if (opts.prompt !== undefined) {
    if (opts.resume && checkpoint?.prompt === opts.prompt && checkpoint.translated) {
      // Same sentence as the interrupted export: reuse its translation rather than pay for another.
      translated = checkpoint.translated;
    } else {
      const client = await f.client();
      const res = await client.translateQuery(
        { prompt: opts.prompt, ...(opts.query !== undefined ? { currentQuery: base } : {}) },
        { signal: f.signal },
      );
      translated = res.query;
      spent = res.credits.charged;
      f.log.info(
        `${f.theme.dim("Filters from the prompt (1 credit):")} ${JSON.stringify(translated)}${f.theme.dim(` · balance ${res.credits.balance}`)}`,
      );
    }
  }
  const query = await checkQuery(compactQuery(mergeQueries(translated ?? base, flagsQuery)));
  const plan: FindPlan = {
    query,
    ...(translated ? { translated } : {}),
    spent,
    limit: opts.limit,
    cursor: opts.cursor ?? null,
    walk,
    format,
    fields,
    output,
  };
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
  await writePage(f, opts, plan, page);
  if (page.profiles.length === 0) f.log.info("No people match these filters.");
  f.log.info(pageFooter(f, plan, page, rawArgs));
}

async function writePage(
  f: Factory,
  opts: FindOptions,
  plan: FindPlan,
  page: PeopleSearchResponse,
): Promise<void> {
  const { openOutput } = await import("../../output-options.js");
  if (plan.format === "json") {
    // --json prints the page as the service returned it.
    const pretty = !plan.output && f.io.stdoutIsTTY;
    const text = `${pretty ? JSON.stringify(page, null, 2) : JSON.stringify(page)}\n`;
    if (!plan.output) return writeAsync(f.io.stdout, text);
    const { writeFile } = await import("node:fs/promises");
    await writeFile(plan.output, text);
    return;
  }
  if (plan.output) {
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
  const n = (x: number) => x.toLocaleString("en-US");
  const lines = [
    f.theme.dim(
      `${n(page.profiles.length)} of ${n(page.totalCount)} shown${plan.output ? ` (written to ${plan.output})` : ""} · ${n(page.credits.charged)} credit${page.credits.charged === 1 ? "" : "s"} charged · balance ${n(page.credits.balance)}`,
    ),
  ];
  if (page.nextCursor)
    lines.push(
      `${f.theme.dim("Next page:")} ${findCommandLine(rawArgs, plan.query, { cursor: page.nextCursor })}`,
    );
  return lines.join("\n");
}
