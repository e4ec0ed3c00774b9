import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CHECKPOINT_VERSION,
  type Checkpoint,
  checkpointPath,
  type ExportRequest,
  readCheckpoint,
  removeCheckpoint,
  requestDifferences,
  writeCheckpoint,
} from "../../src/cli/commands/find/checkpoint.js";
import { tempDir } from "../helpers/cli.js";

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
    expect(existsSync(`${checkpointPath(out)}.tmp`)).toBe(false);
    expect(await readCheckpoint(out)).toEqual(cp);
    await writeCheckpoint(out, { ...cp, pages: 2 });
    expect((await readCheckpoint(out))?.pages).toBe(2);
    await removeCheckpoint(out);
    expect(existsSync(checkpointPath(out))).toBe(false);
  });

  it.each([
    ["{broken", /damaged/],
    ['{"version":99}', /another version/],
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
