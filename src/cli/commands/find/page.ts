// One page of `people find`: the people in the chosen format (with --new-only and --exclude, those left
// once the gate has passed them), a footer on stderr with the next page's command, and the run in the
// history with the page's people (at most 100), so `history show` and `people show` need no request.
import { existsSync, statSync } from "node:fs";
import { extname } from "node:path";
import type { PeopleSearchRequest, PeopleSearchResponse } from "../../../contract/schemas.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText, thousands } from "../../../output/text.js";
import { FileError, withHint } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { findCommandLine } from "./command-line.js";
import type { FindOptions, FindPlan } from "./options.js";
import { keptWhenNobody } from "./stops.js";

/** One page: the people in the chosen format, then a footer on stderr with the next page's command. */
export async function runPage(
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
  const fetched = await client.structuredSearch(body, { signal: f.signal });
  const page = plan.gate ? { ...fetched, profiles: plan.gate.pass(fetched.profiles) } : fetched;
  if (page.profiles.length === 0 && fetched.profiles.length > 0)
    // Everyone on the page was left out: nothing is written (an existing FILE is left as it was).
    f.log.info(`Nobody new on this page${plan.output ? `; ${plan.output} was not written` : ""}.`);
  else if (
    page.profiles.length === 0 &&
    plan.output &&
    !isSpecialFile(plan.output) &&
    existsSync(plan.output)
  )
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
  const note = plan.gate?.note();
  if (note) f.log.info(note);
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
  const gate = plan.gate;
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
      // The page's people (at most 100): `history show` and `people show` give them again for free.
      ...(extra.fieldsListed ? {} : { profiles: page.profiles }),
      ...(gate?.filters ? { leftOut: { ...gate.counts } } : {}),
      ...extra,
    },
    "done",
    gate?.runUid,
  );
}

/**
 * `--fields` alone: the fields of the profiles this query returns. The API does not fix them, so they are
 * read from the first page (1 credit, like any page), one name per line, dotted for nested ones.
 */
export async function listProfileFields(f: Factory, plan: FindPlan): Promise<void> {
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

/** Whether `path` exists and is neither a regular file nor a directory (a FIFO, a device, /dev/stdout). */
export function isSpecialFile(path: string): boolean {
  try {
    const st = statSync(path);
    return !st.isFile() && !st.isDirectory();
  } catch {
    return false;
  }
}
