// Long exports in-process: `find --all -o FILE` against a sandbox, uninterrupted, stopped by a failing page,
// by --max-credits and by a real full disk, and finished with --resume; and the refusals around resume. The
// finished file must be byte-identical to an uninterrupted export, and the sandbox's request log must show
// that no page already in the file was fetched again. kill -9, Ctrl-C and the terminal's questions are end
// to end (e2e/export.test.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import {
  cursorOrder,
  expectComplete,
  expectNoRefetch,
  FILTERS,
  makeReference,
  peopleIn,
  readCheckpoint,
  reference,
  searchesSince,
  totalCount,
  wholePages,
} from "../helpers/export-reference.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";
import { titleGainingCodeColumn } from "../helpers/population.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: InProcessCli;

beforeAll(async () => {
  // These tests find pages by their index in the request log, so it keeps every request of the file.
  sb = await sandbox({ people: 3_000, credits: 1_000_000, requestLog: { maxEntries: 1_000_000 } });
  dir = tempDir();
  run = inProcessCli({ sandbox: sb, configDir: join(dir.path, "config") });
  await makeReference(sb, run, dir.path);
}, 60_000);
afterAll(async () => {
  await sb.close();
  dir.remove();
});

describe("an uninterrupted export", () => {
  it("writes every person once, says what it spent, and leaves no checkpoint", async () => {
    const file = join(dir.path, "plain.jsonl");
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(
      new RegExp(
        `${totalCount.toLocaleString("en-US")} people written to .*plain\\.jsonl · ${cursorOrder.length} pages · ${cursorOrder.length} credits spent`,
      ),
    );
    expectComplete(file, "jsonl");
  });

  it("--max-results stops after N people without paying for another page", async () => {
    const file = join(dir.path, "max-results.jsonl");
    const from = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--max-results", "120", "-o", file]);
    expect(r.exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference.jsonl.split("\n").slice(0, 120).join("\n") + "\n");
    expect(searchesSince(from)).toHaveLength(3);
  });

  it("--all --json writes one array of every profile", async () => {
    const r = await run(["find", ...FILTERS, "--all", "--json"]);
    expect(r.exitCode).toBe(0);
    const all = JSON.parse(r.stdout) as { id: string }[];
    expect(all.map((p) => p.id)).toEqual(peopleIn(reference.jsonl, "jsonl"));
  });

  it("reports a CSV column first seen after the header once, never silently", async () => {
    // The first holder of this title has no code-host profile; later ones do, so their columns appear
    // after the header was written.
    const r = await run([
      "find",
      "--title",
      titleGainingCodeColumn(3_000),
      "--limit",
      "1",
      "--max-results",
      "60",
      "--csv",
    ]);
    expect(r.exitCode).toBe(0);
    const notices = r.stderr.match(/CSV column "[^"]+"/g) ?? [];
    expect(notices.length).toBeGreaterThan(0);
    expect(new Set(notices).size).toBe(notices.length);
  });
});

describe("stopped and resumed", () => {
  it("a page failing once with 502 is retried and the export completes", async () => {
    const file = join(dir.path, "retried.jsonl");
    const from = sb.requests.length;
    sb.faults.set({ failPage: { page: 4 } });
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    sb.faults.clear();
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/upstream error.*retry 1/);
    const reqs = searchesSince(from);
    expect(reqs.filter((q) => q.status === 502)).toHaveLength(1);
    expect(reqs).toHaveLength(cursorOrder.length + 1);
    expectComplete(file, "jsonl");
  });

  it("a page failing for good exits 7 with how to resume; --resume finishes without refetching", async () => {
    const file = join(dir.path, "failed.csv");
    sb.faults.set({ failPage: { offset: 200, times: 10 } });
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    sb.faults.clear();
    expect(r.exitCode).toBe(7);
    expect(r.stderr).toMatch(/people are safely in .*failed\.csv; continue with: people find .*--resume/);
    const cp = readCheckpoint(file);
    expect(cp?.pages).toBe(4);
    const from = sb.requests.length;
    const again = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(again.exitCode, again.stderr).toBe(0);
    expectComplete(file, "csv");
    expectNoRefetch(searchesSince(from), cp?.nextCursor ?? null);
  });

  it("--max-credits stops with exit 8; the printed command resumes until done, paying once per page", async () => {
    const file = join(dir.path, "budget.jsonl");
    const from = sb.requests.length;
    let r = await run(["find", ...FILTERS, "--all", "--max-credits", "5", "-o", file]);
    let rounds = 0;
    while (r.exitCode === 8) {
      rounds++;
      expect(r.stderr).toMatch(/stopped by --max-credits 5/);
      const hint = /continue with: people (.*)$/im.exec(r.stderr)?.[1];
      expect(hint).toContain("--resume");
      expect(readFileSync(file, "utf8").split("\n").length - 1).toBe(Math.min(rounds * 5 * 50, totalCount));
      r = await run(String(hint).split(" "));
    }
    expect(r.exitCode, r.stderr).toBe(0);
    // Every run but the last stops after 5 pages; the last one reaches the end (even when it takes all 5).
    expect(rounds).toBe(Math.ceil(cursorOrder.length / 5) - 1);
    expectComplete(file, "jsonl");
    expect(searchesSince(from)).toHaveLength(cursorOrder.length);
  });
});

describe("other outputs", () => {
  it("a JSON export stopped by --max-credits resumes into one valid array", async () => {
    const file = join(dir.path, "array.json");
    expect((await run(["find", ...FILTERS, "--all", "--max-credits", "3", "-o", file])).exitCode).toBe(8);
    const r = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(r.exitCode, r.stderr).toBe(0);
    const all = JSON.parse(readFileSync(file, "utf8")) as { id: string }[];
    expect(all.map((p) => p.id)).toEqual(peopleIn(reference.jsonl, "jsonl"));
  });
});

describe("refusals around resume", () => {
  it("resuming with other filters or another limit is refused (exit 2) without a request", async () => {
    const file = join(dir.path, "mismatch.csv");
    const first = await run(["find", ...FILTERS, "--all", "--max-credits", "2", "-o", file]);
    expect(first.exitCode).toBe(8);
    const before = sb.requests.length;
    const other = await run([
      "find",
      "--title",
      "designer",
      "--limit",
      "50",
      "--all",
      "-o",
      file,
      "--resume",
    ]);
    expect(other.exitCode).toBe(2);
    expect(other.stderr).toMatch(/cannot resume .* with different arguments: filters/);
    const limit = await run([
      "find",
      "--title",
      "engineer",
      "--limit",
      "40",
      "--all",
      "-o",
      file,
      "--resume",
    ]);
    expect(limit.exitCode).toBe(2);
    expect(limit.stderr).toMatch(/--limit \(was 50, now 40\)/);
    const fmt = await run(["find", ...FILTERS, "--all", "-o", file, "--resume", "--format", "jsonl"]);
    expect(fmt.exitCode).toBe(2);
    expect(sb.requests.length).toBe(before);
  });

  it("an unfinished export is not overwritten without --resume or --force", async () => {
    const file = join(dir.path, "unfinished.jsonl");
    expect((await run(["find", ...FILTERS, "--all", "--max-credits", "1", "-o", file])).exitCode).toBe(8);
    const before = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/unfinished export .*--resume.*--force/s);
    expect(sb.requests.length).toBe(before);
    const forced = await run(["find", ...FILTERS, "--all", "-o", file, "--force"]);
    expect(forced.exitCode).toBe(0);
    expectComplete(file, "jsonl");
  });

  it("--resume after the export finished says there is nothing to resume", async () => {
    const file = join(dir.path, "done.jsonl");
    expect((await run(["find", ...FILTERS, "--all", "-o", file])).exitCode).toBe(0);
    const r = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain("nothing to resume");
    rmSync(file);
  });
});

/** Mounts a tmpfs of `size` at a new directory; undefined when this machine does not allow it (not root). */
function smallDisk(size: string): { path: string; resize(size: string): void; remove(): void } | undefined {
  const path = mkdtempSync(join(tmpdir(), "people-full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", path], { stdio: "ignore" });
  } catch {
    rmSync(path, { recursive: true, force: true });
    return undefined;
  }
  return {
    path,
    resize: (to) => execFileSync("mount", ["-o", `remount,size=${to}`, path], { stdio: "ignore" }),
    remove: () => {
      execFileSync("umount", [path], { stdio: "ignore" });
      rmSync(path, { recursive: true, force: true });
    },
  };
}
const disk = process.platform === "linux" ? smallDisk("256k") : undefined;
if (!disk)
  console.warn("skipping the real full-disk export: cannot mount a small tmpfs here (needs root on Linux)");

describe("a real full disk", () => {
  afterAll(() => disk?.remove());

  it.skipIf(!disk).each(["jsonl", "csv"] as const)(
    "(%s) stops with exit 1 saying the disk is full, FILE on its last whole page; --resume finishes once there is room",
    async (format) => {
      const d = disk as NonNullable<typeof disk>;
      const file = join(d.path, `full.${format}`);
      const r = await run(["find", ...FILTERS, "--all", "-o", file]);
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stderr).toMatch(/error: the disk is full: .*could not be written/);
      expect(r.stderr).toMatch(
        /people are safely in .* \(cut back to the last whole page\); free some space, then continue with: people find .*--resume/,
      );
      expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
      const text = readFileSync(file, "utf8");
      expect(reference[format].startsWith(text)).toBe(true);
      const pages = wholePages(text, format);
      expect(text).toBe(reference[format].slice(0, text.length));
      expect(pages).toBeGreaterThan(0);
      d.resize("16m");
      const again = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
      expect(again.exitCode, again.stderr).toBe(0);
      expectComplete(file, format);
      rmSync(file);
      d.resize("256k");
    },
  );
  it.skipIf(!disk)(
    "a disk already full when the walk takes its lock: names the lock file, leaves no temp file, fetches nothing",
    async () => {
      const d = disk as NonNullable<typeof disk>;
      const filler = join(d.path, "filler");
      // Fill the disk to the last byte: writing stops with ENOSPC.
      try {
        execFileSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=4k"], { stdio: "ignore" });
      } catch {
        // dd exits non-zero when the disk is full, as intended.
      }
      try {
        const file = join(d.path, "locked.csv");
        const before = sb.requests.length;
        const r = await run(["find", ...FILTERS, "--all", "-o", file]);
        expect(r.exitCode, r.stderr).toBe(1);
        expect(r.stderr).toMatch(
          /error: the disk is full: the lock file .*locked\.csv\.people-lock could not be written/,
        );
        expect(r.stderr).not.toMatch(/standard output|unexpected/);
        expect(sb.requests.length).toBe(before);
        expect(readdirSync(d.path).sort()).toEqual(["filler"]);
      } finally {
        rmSync(filler, { force: true });
      }
    },
  );
});
