// Long exports end to end: `find --all -o FILE` against a sandbox, stopped every way the contract names
// (kill -9, Ctrl-C, a failing page, --max-credits) and finished with --resume. The finished file must be
// byte-identical to an uninterrupted export, and the sandbox's request log must show that no page already
// in the file was fetched again.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordedRequest, RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { plain, runInPty } from "../helpers/pty.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: ReturnType<typeof cli>;

const FILTERS = ["--title", "engineer", "--limit", "50"];
const reference: Record<"csv" | "jsonl", string> = { csv: "", jsonl: "" };
/** The cursors of the walk in order (null for the first page), from an uninterrupted export. */
let cursorOrder: (string | null)[] = [];
let totalCount = 0;

type Format = "csv" | "jsonl";
const searchesSince = (from: number): RecordedRequest[] =>
  sb.requests.slice(from).filter((r) => r.path.endsWith("/people/search"));
const cursorOf = (r: RecordedRequest) =>
  ((r.body as { cursor?: string | null }).cursor ?? null) as string | null;
const pageIndex = (cursor: string | null) => {
  const i = cursorOrder.indexOf(cursor);
  if (i < 0) throw new Error(`cursor not in the walk: ${cursor}`);
  return i;
};
const checkpointOf = (file: string) => `${file}.people-checkpoint.json`;

function readCheckpoint(
  file: string,
): { pages: number; nextCursor: string | null; written: number } | undefined {
  try {
    return JSON.parse(readFileSync(checkpointOf(file), "utf8"));
  } catch {
    return undefined;
  }
}

async function waitFor<T>(probe: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

function peopleIn(text: string, format: Format): string[] {
  if (format === "jsonl")
    return text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id as string);
  return text
    .split("\r\n")
    .slice(1)
    .filter(Boolean)
    .map((row) => row.split(",")[0] as string);
}

/** The file after a resume is the reference export, every person exactly once, in order. */
function expectComplete(file: string, format: Format) {
  const text = readFileSync(file, "utf8");
  expect(text).toBe(reference[format]);
  const ids = peopleIn(text, format);
  expect(ids).toHaveLength(totalCount);
  expect(new Set(ids).size).toBe(totalCount);
  expect(existsSync(checkpointOf(file))).toBe(false);
}

/** No page already in the file when the run stopped was fetched by the resumed run. */
function expectNoRefetch(resumed: RecordedRequest[], nextCursor: string | null) {
  const ok = resumed.filter((r) => r.status === 200);
  expect(ok.length).toBeGreaterThan(0);
  expect(cursorOf(ok[0] as RecordedRequest)).toBe(nextCursor);
  const firstMissing = pageIndex(nextCursor);
  for (const r of resumed) expect(pageIndex(cursorOf(r))).toBeGreaterThanOrEqual(firstMissing);
}

/** How many whole pages of the reference export `text` (a prefix of it) holds. */
function wholePages(text: string, format: Format): number {
  const ref = reference[format];
  expect(ref.startsWith(text)).toBe(true);
  const sep = format === "jsonl" ? "\n" : "\r\n";
  const perPage = 50;
  let records = 0;
  let at = format === "csv" ? ref.indexOf(sep) + sep.length : 0;
  for (;;) {
    const end = ref.indexOf(sep, at);
    if (end < 0 || end + sep.length > text.length) break;
    records++;
    at = end + sep.length;
  }
  return Math.min(Math.floor(records / perPage), cursorOrder.length);
}

/**
 * A kill -9 costs at most the one page in flight: the resumed run starts right after the whole pages in the
 * file, and buys again at most one page the killed run had bought.
 */
function expectAtMostOnePageBoughtTwice(
  killed: RecordedRequest[],
  resumed: RecordedRequest[],
  pagesInFile: number,
) {
  const ok = resumed.filter((r) => r.status === 200);
  if (pagesInFile < cursorOrder.length)
    expect(pageIndex(cursorOf(ok[0] as RecordedRequest))).toBe(pagesInFile);
  for (const r of resumed) expect(pageIndex(cursorOf(r))).toBeGreaterThanOrEqual(pagesInFile);
  const bought = new Set(killed.filter((r) => r.status === 200).map(cursorOf));
  const twice = ok.filter((r) => bought.has(cursorOf(r)));
  expect(twice.length).toBeLessThanOrEqual(1);
}

beforeAll(async () => {
  // These tests find pages by their index in the request log, so it keeps every request of the file.
  sb = await sandbox({ people: 3_000, credits: 1_000_000, requestLog: { maxEntries: 1_000_000 } });
  dir = tempDir();
  run = cli({ sandbox: sb, configDir: join(dir.path, "config") });
  for (const format of ["csv", "jsonl"] as const) {
    const file = join(dir.path, `reference.${format}`);
    const from = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--all", "-o", file]);
    expect(r.exitCode, r.stderr).toBe(0);
    reference[format] = readFileSync(file, "utf8");
    if (format === "jsonl") {
      const reqs = searchesSince(from);
      cursorOrder = reqs.map(cursorOf);
      totalCount = peopleIn(reference.jsonl, "jsonl").length;
      // Every page once, no more.
      expect(new Set(cursorOrder).size).toBe(cursorOrder.length);
    }
  }
  expect(cursorOrder.length).toBeGreaterThan(10);
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
    // The first backend engineer of the population has no code-host profile; later ones do, so their
    // columns appear after the header was written.
    const r = await run([
      "find",
      "--title",
      "backend engineer",
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
  const killPoints: [Format, number][] = [
    ["jsonl", 1],
    ["csv", 1],
    ["jsonl", 2 + Math.floor(Math.random() * 8)],
    ["csv", 2 + Math.floor(Math.random() * 8)],
    ["jsonl", 12 + Math.floor(Math.random() * 6)],
    ["csv", 12 + Math.floor(Math.random() * 6)],
  ];

  it.each(killPoints)("kill -9 of a %s export after page %i, then --resume", async (format, afterPages) => {
    const file = join(dir.path, `killed-${afterPages}.${format}`);
    sb.faults.set({ delayMs: 25 });
    const started = sb.requests.length;
    const child = run(["find", ...FILTERS, "--all", "-o", file]);
    // Kill at a random moment after the page: mid-write, mid-fetch or between the two.
    await waitFor(
      () => ((readCheckpoint(file)?.pages ?? 0) >= afterPages ? true : undefined),
      "the checkpoint",
    );
    await new Promise((r) => setTimeout(r, Math.random() * 30));
    child.kill("SIGKILL");
    const killed = await child;
    sb.faults.clear();
    expect(killed.signal).toBe("SIGKILL");
    expect(readCheckpoint(file)).toBeDefined();
    const killedRequests = searchesSince(started);
    const pagesInFile = wholePages(readFileSync(file, "utf8"), format);
    const from = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toContain("Resuming");
    expectComplete(file, format);
    expectAtMostOnePageBoughtTwice(killedRequests, searchesSince(from), pagesInFile);
  });

  it("Ctrl-C stops cleanly with exit 130 and says how to resume", async () => {
    const file = join(dir.path, "interrupted.csv");
    sb.faults.set({ delayMs: 40 });
    const child = run(["find", ...FILTERS, "--all", "-o", file]);
    await waitFor(() => ((readCheckpoint(file)?.pages ?? 0) >= 3 ? true : undefined), "the checkpoint");
    child.kill("SIGINT");
    const stopped = await child;
    sb.faults.clear();
    expect(stopped.exitCode).toBe(130);
    expect(stopped.stderr).toMatch(
      /interrupted; [\d,]+ people are safely in .*interrupted\.csv; continue with: people find .*--resume/,
    );
    expect(stopped.stderr).not.toMatch(/\n\s+at /);
    const cp = readCheckpoint(file);
    // The file ends on a whole record: exactly what the checkpoint says.
    expect(readFileSync(file).length).toBe((cp as unknown as { bytes: number }).bytes);
    const from = sb.requests.length;
    const r = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(r.exitCode, r.stderr).toBe(0);
    expectComplete(file, "csv");
    expectNoRefetch(searchesSince(from), cp?.nextCursor ?? null);
  });

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

  it("Ctrl-C during a walk to stdout exits 130 and names the cursor to go on from", async () => {
    sb.faults.set({ delayMs: 40 });
    const child = run(["find", ...FILTERS, "--all", "--jsonl"]);
    let seen = "";
    child.stdout?.on("data", (d) => {
      seen += d;
    });
    await waitFor(() => (seen.split("\n").length > 120 ? true : undefined), "some output");
    child.kill("SIGINT");
    const r = await child;
    sb.faults.clear();
    expect(r.exitCode).toBe(130);
    expect(r.stderr).toMatch(/interrupted; continue from the next page with: people find .*--cursor \S+/);
    // Whole records only.
    for (const line of r.stdout.trim().split("\n")) expect(() => JSON.parse(line)).not.toThrow();
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
});

describe("on a terminal", () => {
  const term = (cmd: string, input?: string) =>
    execa("script", ["-qefc", `stty cols 120; ${cmd}`, "/dev/null"], {
      reject: false,
      env: cleanEnv({ PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key, PEOPLE_CONFIG_DIR: dir.path }),
      extendEnv: false,
      ...(input !== undefined ? { input } : { stdin: "ignore" as const }),
      timeout: 30_000,
    });

  const PRECIOUS = "yesterday's export, not to be lost\n";
  const ptyEnv = () =>
    cleanEnv({ PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key, PEOPLE_CONFIG_DIR: dir.path });

  it("asks before a walk over 10 credits, defaulting to No; no leaves an existing FILE untouched", async () => {
    const file = join(dir.path, "asked.jsonl");
    writeFileSync(file, PRECIOUS);
    const from = sb.requests.length;
    const r = await term(`node ${BIN} find ${FILTERS.join(" ")} --all -o ${file}`, "n\r");
    expect(r.stdout).toMatch(
      new RegExp(
        `Export ${totalCount.toLocaleString("en-US")} people in ${cursorOrder.length} pages for ${cursorOrder.length} credits \\(${Math.ceil(totalCount / 100)} credits with --limit 100\\)`,
      ),
    );
    const seen = plain(r.stdout).replace(/\s+/g, " ");
    expect(seen).toMatch(/Continue\? \(y\/N\)/);
    expect(seen).toMatch(/Cancelled; nothing more was fetched and .*asked\.jsonl was not touched/);
    expect(seen).not.toMatch(/safely|--resume/);
    expect(r.exitCode).toBe(1);
    expect(searchesSince(from)).toHaveLength(1);
    expect(readFileSync(file, "utf8")).toBe(PRECIOUS);
    expect(existsSync(checkpointOf(file))).toBe(false);
  });

  it("Enter alone at the question is No", async () => {
    const file = join(dir.path, "enter.jsonl");
    writeFileSync(file, PRECIOUS);
    const r = await runInPty(["find", ...FILTERS, "--all", "-o", file], ptyEnv(), [
      { expect: /Continue\?/, send: "\r" },
    ]);
    expect(r.transcript).toMatch(/Cancelled/);
    expect(r.exitCode).toBe(1);
    expect(readFileSync(file, "utf8")).toBe(PRECIOUS);
  });

  it("Ctrl-C at the question leaves an existing FILE untouched and says nothing about resuming", async () => {
    const file = join(dir.path, "ctrl-c.csv");
    writeFileSync(file, PRECIOUS);
    const r = await runInPty(["find", ...FILTERS, "--all", "-o", file], ptyEnv(), [
      { expect: /Continue\?/, signal: "SIGINT" },
    ]);
    expect(r.exitCode).not.toBe(0);
    expect(r.transcript).not.toMatch(/safely|--resume|\n\s+at /);
    expect(readFileSync(file, "utf8")).toBe(PRECIOUS);
    expect(existsSync(checkpointOf(file))).toBe(false);
  });

  it("--yes skips the question and a progress line shows written / total and credits", async () => {
    const file = join(dir.path, "progress.csv");
    const r = await term(`node ${BIN} find ${FILTERS.join(" ")} --all -o ${file} --yes`);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).not.toContain("Continue?");
    expect(r.stdout).toMatch(
      new RegExp(
        `${totalCount.toLocaleString("en-US")} / ${totalCount.toLocaleString("en-US")} people \\(100%\\) · \\d+ credits`,
      ),
    );
    expectComplete(file, "csv");
  });
});
