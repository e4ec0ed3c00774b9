// What a walk exports (the request its checkpoint records), and, with --resume, where the interrupted
// export stands: refused when the arguments differ from the interrupted ones, and verified against FILE
// and its journal before anything is paid for (where FILE can go is checked by runFind).
import { createHash } from "node:crypto";
import { open, readFile } from "node:fs/promises";
import { canonicalJson } from "../../../contract/text.js";
import { count as countOf, plural, thousands } from "../../../output/text.js";
import { UsageError } from "../../errors.js";
import {
  type Checkpoint,
  checkpointPath,
  type ExportPosition,
  type ExportRequest,
  FORCE_HINT,
  journalPath,
  parseJournal,
  type ResumePoint,
  stripCheckpoint,
} from "./checkpoint.js";
import { findCommandLine } from "./command-line.js";
import type { ExportMeta } from "./export-file.js";
import type { FindOptions, FindPlan } from "./options.js";

export async function exportToWalk(
  opts: FindOptions,
  plan: FindPlan,
  rawArgs: readonly string[],
  checkpoint: Checkpoint | undefined,
): Promise<{ meta: ExportMeta; point: ResumePoint | undefined }> {
  const output = plan.output;
  const request: ExportRequest = {
    query: plan.query,
    limit: plan.limit,
    startCursor: plan.cursor,
    format: plan.format,
    fields: plan.fields ?? null,
    rawCsv: Boolean(opts.rawCsv),
    bom: Boolean(opts.bom),
    ...(opts.newOnly ? { newOnly: true } : {}),
    ...(opts.exclude?.length ? { exclude: opts.exclude } : {}),
  };
  const meta: ExportMeta = {
    request,
    ...(opts.prompt !== undefined ? { prompt: opts.prompt } : {}),
    ...(plan.translated ? { translated: plan.translated } : {}),
    ...(plan.gate ? { run: plan.gate.runUid } : {}),
  };
  const resumeFrom = opts.resume && checkpoint && output ? checkpoint : undefined;
  if (!resumeFrom || !output) return { meta, point: undefined };
  const diffs = requestDifferences(resumeFrom.request, request);
  if (diffs.length)
    throw new UsageError(
      `cannot resume ${output} with different arguments: ${diffs.join("; ")}`,
      `Resume with the same filters, --limit and output options, or start over with --force. The interrupted export: ${findCommandLine(rawArgs, resumeFrom.request.query, { resume: true })}`,
    );
  return { meta, point: await verifyForResume(output, resumeFrom, opts.maxResults) };
}

/** What differs between the checkpoint's request and this run's; empty when a resume may go on. */
export function requestDifferences(saved: ExportRequest, now: ExportRequest): string[] {
  const diffs: string[] = [];
  if (canonicalJson(saved.query) !== canonicalJson(now.query))
    diffs.push(`filters (was ${canonicalJson(saved.query)}, now ${canonicalJson(now.query)})`);
  if (saved.limit !== now.limit) diffs.push(`--limit (was ${saved.limit}, now ${now.limit})`);
  if (saved.startCursor !== now.startCursor) diffs.push("--cursor");
  if (saved.format !== now.format) diffs.push(`format (was ${saved.format}, now ${now.format})`);
  if (canonicalJson(saved.fields) !== canonicalJson(now.fields))
    diffs.push(`--fields (was ${saved.fields?.join(",") ?? "none"}, now ${now.fields?.join(",") ?? "none"})`);
  if (saved.rawCsv !== now.rawCsv) diffs.push("--raw-csv");
  if (saved.bom !== now.bom) diffs.push("--bom");
  if (Boolean(saved.newOnly) !== Boolean(now.newOnly)) diffs.push("--new-only");
  if (canonicalJson(saved.exclude ?? []) !== canonicalJson(now.exclude ?? [])) diffs.push("--exclude");
  return diffs;
}

const n = thousands;

/** Pages longer than this in the journal are not believed (a damaged or edited journal). */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;

/**
 * Checks FILE against its checkpoint before a resume: FILE must still hold exactly the bytes the checkpoint
 * vouches for (else exit 2, naming what changed). Then every whole page the journal records beyond the
 * checkpoint whose bytes match is kept. Reads FILE a chunk at a time: memory stays flat.
 */
export async function verifyForResume(
  output: string,
  cp: Checkpoint,
  maxResults = Number.POSITIVE_INFINITY,
): Promise<ResumePoint> {
  let fh: Awaited<ReturnType<typeof open>>;
  try {
    fh = await open(output, "r");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      code === "ENOENT"
        ? `cannot resume: ${output} is gone, but its checkpoint says it held ${countOf(cp.written, "person", "people")}`
        : `cannot resume: ${output} cannot be read (${code ?? err})`,
      FORCE_HINT.replace("FILE", output),
    );
  }
  try {
    const { size } = await fh.stat();
    if (size < cp.bytes)
      throw new UsageError(
        `cannot resume: ${output} was changed since the export stopped: it is ${countOf(size, "byte")} long, shorter than the ${countOf(cp.bytes, "byte")} (${countOf(cp.written, "person", "people")}) its checkpoint vouches for`,
        `${FORCE_HINT.replace("FILE", output)} Or put back the file as the export left it.`,
      );
    const hash = createHash("sha256");
    if (cp.bytes > 0)
      for await (const chunk of fh.createReadStream({ autoClose: false, start: 0, end: cp.bytes - 1 }))
        hash.update(chunk as Buffer);
    if (hash.copy().digest("hex") !== cp.digest)
      throw new UsageError(
        `cannot resume: ${output} was changed since the export stopped: its first ${countOf(cp.bytes, "byte")} (${countOf(cp.written, "person", "people")}) ${plural(cp.bytes, "is", "are")} not what the export wrote`,
        `${FORCE_HINT.replace("FILE", output)} Or put back the file as the export left it.`,
      );
    let position: ExportPosition = stripCheckpoint(cp);
    let current = hash;
    let recovered = 0;
    let journal = "";
    try {
      journal = await readFile(journalPath(output), "utf8");
    } catch {
      // No journal: the checkpoint is all there is.
    }
    const intents = parseJournal(journal);
    for (const intent of intents) {
      if (intent.tail || intent.offset !== position.bytes || intent.pages !== position.pages + 1) continue;
      const length = intent.bytes - intent.offset;
      if (intent.bytes > size || length > MAX_PAGE_BYTES) break;
      const buf = Buffer.alloc(length);
      let got = 0;
      while (got < length) {
        const { bytesRead } = await fh.read(buf, got, length - got, intent.offset + got);
        if (bytesRead === 0) break;
        got += bytesRead;
      }
      const next = current.copy();
      next.update(buf.subarray(0, got));
      if (got !== length || next.copy().digest("hex") !== intent.digest) break;
      current = next;
      const { offset: _offset, ...rest } = intent;
      position = rest;
      recovered++;
    }
    // Bytes beyond the last whole page are cut off only when they can be the start of what the journal says
    // was being written there (the page in flight, or JSON's closing bracket); anything else was added.
    const trailing = size - position.bytes;
    const at = position;
    const inFlight = intents.some(
      (i) => i.offset === at.bytes && (i.tail || i.pages === at.pages + 1) && size <= i.bytes,
    );
    if (trailing > 0 && !inFlight)
      throw new UsageError(
        `cannot resume: ${output} was changed since the export stopped: it holds ${countOf(trailing, "byte")} after the ${countOf(position.bytes, "byte")} (${countOf(position.written, "person", "people")}) its checkpoint and journal vouch for`,
        `${FORCE_HINT.replace("FILE", output)} Or put back the file as the export left it.`,
      );
    if (
      position.nextCursor === null &&
      position.pages > 0 &&
      position.totalCount !== null &&
      position.written < Math.min(position.totalCount, maxResults)
    )
      throw new UsageError(
        `the checkpoint ${checkpointPath(output)} is malformed: it says the export ended, but it holds ${n(position.written)} of ${n(Math.min(position.totalCount, maxResults))} ${plural(Math.min(position.totalCount, maxResults), "person", "people")}`,
        FORCE_HINT.replace("FILE", output),
      );
    return { position, hash: current, recovered, trailing };
  } finally {
    await fh.close();
  }
}
