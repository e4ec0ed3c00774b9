import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CHECKPOINT_VERSION,
  type Checkpoint,
  checkpointPath,
  type ExportRequest,
  journalPath,
  parseJournal,
  readCheckpoint,
  removeCheckpoint,
  sealed,
  uniqueTempName,
  writeCheckpoint,
} from "../../../../src/cli/commands/find/checkpoint.js";
import { requestDifferences, verifyForResume } from "../../../../src/cli/commands/find/resume.js";
import { tempDir } from "../../../helpers/cli.js";

const dir = tempDir();
afterAll(() => dir.remove());

const request: ExportRequest = {
  query: { titleIncludes: ["x"], locations: ["B"] },
  limit: 50,
  startCursor: null,
  format: "csv",
  fields: null,
  rawCsv: false,
  bom: false,
};
const cp: Checkpoint = {
  version: CHECKPOINT_VERSION,
  request,
  nextCursor: "C2",
  bytes: 123,
  digest: "0".repeat(64),
  written: 50,
  pages: 1,
  credits: 1,
  totalCount: 500,
  writer: { started: true, count: 50, columns: ["a"] },
  updatedAt: "2020-01-01T00:00:00.000Z",
};

describe("checkpoint file", () => {
  it("writes atomically (no temp file left) and reads back", async () => {
    const out = join(dir.path, "a.csv");
    expect(await readCheckpoint(out)).toBeUndefined();
    await writeCheckpoint(out, cp);
    expect(readdirSync(dir.path).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    expect(await readCheckpoint(out)).toEqual(cp);
    await writeCheckpoint(out, { ...cp, pages: 2 });
    expect((await readCheckpoint(out))?.pages).toBe(2);
    await removeCheckpoint(out);
    expect(existsSync(checkpointPath(out))).toBe(false);
  });

  it.each([
    ["{broken", /damaged/],
    ['{"version":99}', /another version/],
    ['{"version":1,"bytes":5}', /another version/],
    [JSON.stringify({ ...cp, bytes: -5 }), /malformed: bytes /],
    [JSON.stringify({ ...cp, bytes: 1.5 }), /malformed: bytes /],
    [JSON.stringify({ ...cp, digest: "abc" }), /malformed: digest is not a SHA-256 digest/],
    [JSON.stringify({ ...cp, written: 7 }), /malformed: it counts 7 people but its writer 50/],
    [JSON.stringify({ ...cp, request: { ...request, limit: 0 } }), /malformed: request\.limit/],
    [JSON.stringify({ ...cp, nextCursor: 5 }), /malformed: nextCursor/],
    [JSON.stringify(cp), /malformed: it carries no digest of its fields/],
    [
      JSON.stringify({ ...sealed(cp), nextCursor: null }),
      /malformed: its fields were edited \(they no longer match their digest\)/,
    ],
  ])("refuses a checkpoint holding %s", async (text, message) => {
    const out = join(dir.path, "b.csv");
    writeFileSync(checkpointPath(out), text);
    await expect(readCheckpoint(out)).rejects.toThrow(message);
  });

  it("sits beside the output", () => {
    expect(checkpointPath("/x/leads.csv")).toBe("/x/leads.csv.people-checkpoint.json");
    expect(readFileSync).toBeDefined();
  });
});

describe("requestDifferences", () => {
  it.each([
    [{}, []],
    [{ query: { locations: ["B"], titleIncludes: ["x"] } }, []],
    [{ query: { titleIncludes: ["y"] } }, ["filters"]],
    [{ limit: 25 }, ["--limit (was 50, now 25)"]],
    [{ format: "jsonl" as const }, ["format (was csv, now jsonl)"]],
    [{ fields: ["a"] }, ["--fields (was none, now a)"]],
    [{ bom: true, rawCsv: true }, ["--raw-csv", "--bom"]],
    [{ startCursor: "C" }, ["--cursor"]],
  ])("%j", (change, diffs) => {
    const found = requestDifferences(request, { ...request, ...change });
    expect(found.map((d) => d.replace(/ \(was \{.*$/, ""))).toEqual(diffs);
  });
});

describe("verifyForResume", () => {
  const sha = (text: string) => createHash("sha256").update(text).digest("hex");
  const pageA = '{"id":"a"}\n';
  const pageB = '{"id":"b"}\n';
  const pageC = '{"id":"c"}\n';
  /** A checkpoint vouching for page A, and intents for B and C after it. */
  function setUp(name: string, fileText: string) {
    const out = join(dir.path, name);
    writeFileSync(out, fileText);
    const at = (pages: number, text: string) => ({
      nextCursor: `C${pages + 1}`,
      bytes: Buffer.byteLength(text),
      digest: sha(text),
      written: pages,
      pages,
      credits: pages,
      totalCount: 10,
      writer: { started: true, count: pages },
    });
    const checkpoint: Checkpoint = { ...cp, request, ...at(1, pageA) };
    const intents = [
      { offset: pageA.length, ...at(2, pageA + pageB) },
      { offset: (pageA + pageB).length, ...at(3, pageA + pageB + pageC) },
    ];
    writeFileSync(journalPath(out), `${intents.map((i) => JSON.stringify(sealed(i))).join("\n")}\n`);
    return { out, checkpoint };
  }

  it("keeps every whole page beyond the checkpoint whose bytes match its intent", async () => {
    const { out, checkpoint } = setUp("v1.jsonl", pageA + pageB + pageC);
    const point = await verifyForResume(out, checkpoint);
    expect(point.recovered).toBe(2);
    expect(point.position.pages).toBe(3);
    expect(point.position.nextCursor).toBe("C4");
    expect(point.trailing).toBe(0);
    expect(point.hash.copy().digest("hex")).toBe(sha(pageA + pageB + pageC));
  });

  it("stops at a page cut off mid-write, and counts what follows the last whole page", async () => {
    const { out, checkpoint } = setUp("v2.jsonl", pageA + pageB + pageC.slice(0, 4));
    const point = await verifyForResume(out, checkpoint);
    expect(point.recovered).toBe(1);
    expect(point.position.bytes).toBe((pageA + pageB).length);
    expect(point.trailing).toBe(4);
  });

  it("refuses a page whose bytes differ from its intent: bytes no one vouches for", async () => {
    const { out, checkpoint } = setUp("v3.jsonl", pageA + '{"id":"X"}\n' + pageC);
    await expect(verifyForResume(out, checkpoint)).rejects.toThrow(
      /holds 22 bytes after the 11 bytes \(1 person\) its checkpoint and journal vouch for/,
    );
  });

  it("without a journal, resumes from the checkpoint, and refuses bytes beyond it", async () => {
    const { out, checkpoint } = setUp("v4.jsonl", pageA);
    rmSync(journalPath(out));
    expect((await verifyForResume(out, checkpoint)).position.bytes).toBe(pageA.length);
    writeFileSync(out, pageA + pageB);
    await expect(verifyForResume(out, checkpoint)).rejects.toThrow(/holds 11 bytes after/);
  });

  it("does not believe a journal line whose fields were edited", async () => {
    const { out, checkpoint } = setUp("v6.jsonl", pageA + pageB + pageC);
    writeFileSync(
      journalPath(out),
      readFileSync(journalPath(out), "utf8").replace('"nextCursor":"C3"', '"nextCursor":null'),
    );
    // Page B's line no longer matches its seal: B and C are bytes no one vouches for.
    await expect(verifyForResume(out, checkpoint)).rejects.toThrow(/was changed since the export stopped/);
  });

  it("refuses a checkpoint whose cursor says the export ended before it held every person", async () => {
    const { out, checkpoint } = setUp("v7.jsonl", pageA);
    rmSync(journalPath(out));
    await expect(verifyForResume(out, { ...checkpoint, nextCursor: null })).rejects.toThrow(
      /is malformed: it says the export ended, but it holds 1 of 10 people/,
    );
    // Ended by --max-results 1: consistent.
    expect((await verifyForResume(out, { ...checkpoint, nextCursor: null }, 1)).position.written).toBe(1);
  });

  it.each([
    [
      "an edit inside the vouched bytes",
      (t: string) => t.replace('"a"', '"z"'),
      /are not what the export wrote/,
    ],
    ["a shorter file", (t: string) => t.slice(0, 3), /shorter than the 11 bytes/],
    ["a line inserted at the top", (t: string) => `{}\n${t}`, /are not what the export wrote/],
  ])("refuses %s", async (_what, change, message) => {
    const { out, checkpoint } = setUp("v5.jsonl", change(pageA + pageB));
    await expect(verifyForResume(out, checkpoint)).rejects.toThrow(message);
  });

  it("skips damaged journal lines", () => {
    expect(parseJournal('garbage\n{"offset":-1}\n\n{"half": ')).toEqual([]);
  });
});

describe("uniqueTempName", () => {
  it("never repeats, and names this process", () => {
    const names = new Set(Array.from({ length: 100 }, () => uniqueTempName("/x/f.json")));
    expect(names.size).toBe(100);
    for (const name of names)
      expect(name).toMatch(new RegExp(`^/x/f\\.json\\.${process.pid}\\.[0-9a-f]{12}\\.tmp$`));
  });
});
