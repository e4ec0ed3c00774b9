// The export file's write order, checked by snapshotting FILE and its sidecars at an instant, as a
// `kill -9` would leave them: every whole page written is recovered, whatever the checkpoint lags.
import { appendFileSync, copyFileSync, existsSync, readdirSync, readFileSync, truncateSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkpointPath,
  type ExportRequest,
  journalPath,
  readCheckpoint,
} from "../../../../src/cli/commands/find/checkpoint.js";
import { ExportFile } from "../../../../src/cli/commands/find/export-file.js";
import { verifyForResume } from "../../../../src/cli/commands/find/resume.js";
import { tempDir } from "../../../helpers/cli.js";

const dir = tempDir();
afterAll(() => dir.remove());

const request: ExportRequest = {
  query: { titleIncludes: ["x"] },
  limit: 2,
  startCursor: null,
  format: "jsonl",
  fields: null,
  rawCsv: false,
  bom: false,
};
const page = (i: number) => `{"id":"p${i}a"}\n{"id":"p${i}b"}\n`;
const stateAfter = (i: number) => ({
  nextCursor: `cursor-after-page-${i}-${"x".repeat(200)}`,
  written: 2 * i,
  pages: i,
  credits: i,
  totalCount: 1_000_000,
  writer: { started: true, count: 2 * i },
});

/** Copies FILE, its checkpoint and journal as they are at this instant (what a kill -9 would leave). */
function snapshot(file: string, to: string): string {
  copyFileSync(file, to);
  copyFileSync(checkpointPath(file), checkpointPath(to));
  if (existsSync(journalPath(file))) copyFileSync(journalPath(file), journalPath(to));
  return to;
}

async function resumePoint(file: string) {
  const cp = await readCheckpoint(file);
  if (!cp) throw new Error("no checkpoint");
  return verifyForResume(file, cp);
}

describe("ExportFile", () => {
  it("has a checkpoint from the start, so even the first page is recovered", async () => {
    const file = join(dir.path, "first.jsonl");
    const out = await ExportFile.create(file, { request }, Date.now);
    out.writePage(page(1), stateAfter(1));
    const killed = snapshot(file, join(dir.path, "first-killed.jsonl"));
    await out.stop();
    const point = await resumePoint(killed);
    expect(point.position.pages).toBe(1);
    expect(point.recovered).toBe(1);
  });

  it("recovers every whole page written beyond a lagging checkpoint, also after the journal was rewritten", async () => {
    const file = join(dir.path, "many.jsonl");
    const out = await ExportFile.create(file, { request }, Date.now);
    let i = 0;
    // Enough pages for the journal to pass its size limit and be rewritten.
    while (i < 1200) out.writePage(page(++i), stateAfter(i));
    await out.settle();
    expect(readFileSync(journalPath(file), "utf8")).toBe("");
    for (let k = 0; k < 3; k++) out.writePage(page(++i), stateAfter(i));
    // The checkpoint has not caught up (nothing awaited since): the journal vouches for the rest.
    const killed = snapshot(file, join(dir.path, "many-killed.jsonl"));
    expect((await readCheckpoint(killed))?.pages).toBe(1200);
    const point = await resumePoint(killed);
    expect(point.recovered).toBe(3);
    expect(point.position.pages).toBe(1203);
    expect(point.position.bytes).toBe(readFileSync(killed).length);
    await out.finish();
    expect(existsSync(checkpointPath(file))).toBe(false);
    expect(existsSync(journalPath(file))).toBe(false);
    expect(readdirSync(dir.path).filter((n) => n.startsWith("many.jsonl.") && n.endsWith(".tmp"))).toEqual(
      [],
    );
  });

  it("a page cut off mid-write is cut off on resume, and the export goes on from the page before", async () => {
    const file = join(dir.path, "cut.jsonl");
    const out = await ExportFile.create(file, { request }, Date.now);
    out.writePage(page(1), stateAfter(1));
    out.writePage(page(2), stateAfter(2));
    await out.settle();
    // Page 3's intent is in the journal; only its first 7 bytes reached the disk.
    out.writePage(page(3), stateAfter(3));
    const killed = snapshot(file, join(dir.path, "cut-killed.jsonl"));
    await out.stop();
    truncateSync(killed, (page(1) + page(2)).length + 7);
    const point = await resumePoint(killed);
    expect(point.position.pages).toBe(2);
    expect(point.trailing).toBe(7);
    const resumed = await ExportFile.resume(killed, { request }, Date.now, point);
    resumed.writePage(page(3), stateAfter(3));
    await resumed.finish();
    expect(readFileSync(killed, "utf8")).toBe(page(1) + page(2) + page(3));
  });

  it("bytes beyond the page in flight are not cut off: --resume refuses", async () => {
    const file = join(dir.path, "added.jsonl");
    const out = await ExportFile.create(file, { request }, Date.now);
    out.writePage(page(1), stateAfter(1));
    await out.settle();
    out.writePage(page(2), stateAfter(2));
    const killed = snapshot(file, join(dir.path, "added-killed.jsonl"));
    await out.stop();
    appendFileSync(killed, '{"id":"added"}\n');
    await expect(resumePoint(killed)).rejects.toThrow(
      /was changed since the export stopped: it holds [\d,]+ bytes after the [\d,]+ bytes \(4 people\)/,
    );
  });

  it("a JSON closing bracket written before the export could finish is cut off on resume", async () => {
    const file = join(dir.path, "tail.json");
    const json = { ...request, format: "json" as const };
    const out = await ExportFile.create(file, { request: json }, Date.now);
    out.writePage(page(1), { ...stateAfter(1), nextCursor: null, totalCount: 2 });
    await out.settle();
    out.writeTail("]\n");
    const killed = snapshot(file, join(dir.path, "tail-killed.json"));
    await out.stop();
    const point = await resumePoint(killed);
    expect(point.trailing).toBe(2);
  });
});
