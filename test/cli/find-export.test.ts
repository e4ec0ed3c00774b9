// `find --all -o FILE` in-process, at its edges: FILE untouched until the walk is on, the walk's page
// size, a balance that cannot finish the walk, a changed file or checkpoint refused, one export per file,
// a full disk, progress that nothing prints over, and rate limits that pace the walk.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lockPath } from "../../src/cli/commands/find/lock.js";
import type { RecordedRequest, RunningSandbox } from "../../src/sandbox/index.js";
import { startSandbox } from "../../src/sandbox/index.js";
import { disk, diskFull } from "../helpers/disk.js";
import { type InProcessOptions, runInProcess, sandboxEnv } from "../helpers/in-process.js";
import { titleGainingCodeColumn } from "../helpers/population.js";

let sb: RunningSandbox;
let root: string;
let dirCount = 0;
/** A fresh directory per test: its config and its files. */
const newDir = () => {
  const d = join(root, `t${++dirCount}`);
  mkdirSync(d);
  return d;
};

// Engineers in one country: 30 pages of 50, enough to stop, resume and race in, and each walk stays short.
const WHERE = ["--title", "engineer", "--country", "India"];
const FILTERS = [...WHERE, "--limit", "50"];
/** The whole export of FILTERS as JSONL, uninterrupted. */
let reference = "";
let totalPages = 0;

const searches = (from: number): RecordedRequest[] =>
  sb.requests.slice(from).filter((r) => r.path.endsWith("/people/search"));
const cursorOf = (r: RecordedRequest) => (r.body as { cursor?: string }).cursor ?? null;
const sidecars = (file: string) =>
  [`${file}.people-checkpoint.json`, `${file}.people-journal`, lockPath(file)].filter((p) => existsSync(p));

function find(args: string[], dir: string, options: InProcessOptions = {}) {
  return runInProcess(["find", ...args], { env: sandboxEnv(sb, join(dir, "config")), ...options });
}

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 3000, credits: 1_000_000, rateLimit: 0 });
  root = (await import("node:fs")).mkdtempSync(join(tmpdir(), "people-find-export-"));
  const dir = newDir();
  const from = sb.requests.length;
  const r = await find([...FILTERS, "--all", "-o", join(dir, "reference.jsonl")], dir);
  expect(r.exitCode, r.stderr).toBe(0);
  reference = readFileSync(join(dir, "reference.jsonl"), "utf8");
  totalPages = searches(from).length;
  expect(totalPages).toBeGreaterThan(12);
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => sb.faults.clear());

describe("an existing -o FILE is not touched until the first page has arrived and the walk is on", () => {
  const PRECIOUS = "yesterday's export, not to be lost\n";

  it.each([
    ["a rejected key (401)", 3, { PEOPLE_API_KEY: "sk_sandbox_not_a_real_key_000000" }, undefined],
    ["no credits (402)", 5, {}, { insufficientCredits: { route: "people/search" as const } }],
    ["no network", 1, { PEOPLE_BASE_URL: "http://127.0.0.1:9/api/v1" }, undefined],
  ])(
    "%s on the first request leaves FILE byte-identical and says nothing about resuming",
    async (_what, code, env, faults) => {
      const dir = newDir();
      const file = join(dir, "leads.csv");
      writeFileSync(file, PRECIOUS);
      if (faults) sb.faults.set(faults);
      const r = await runInProcess(["find", ...FILTERS, "--all", "-o", file, "--max-retries", "0"], {
        env: { ...sandboxEnv(sb, join(dir, "config")), ...env },
      });
      expect(r.exitCode, r.stderr).toBe(code);
      expect(readFileSync(file, "utf8")).toBe(PRECIOUS);
      expect(r.stderr).not.toMatch(/safely|--resume/);
      expect(sidecars(file)).toEqual([]);
    },
  );

  it("Ctrl-C before the first page arrives leaves FILE byte-identical", async () => {
    const dir = newDir();
    const file = join(dir, "leads.jsonl");
    writeFileSync(file, PRECIOUS);
    sb.faults.set({ delayMs: 5_000 });
    const interrupt = new AbortController();
    const from = sb.requests.length;
    const running = find([...FILTERS, "--all", "-o", file], dir, { interrupt: interrupt.signal });
    // The request has reached the sandbox (it is held there by the delay) before Ctrl-C.
    await until(() => searches(from).length > 0);
    interrupt.abort();
    const r = await running;
    expect(r.exitCode).toBe(130);
    expect(r.stderr).toContain("interrupted before the first page arrived");
    expect(r.stderr).not.toMatch(/safely|--resume/);
    expect(readFileSync(file, "utf8")).toBe(PRECIOUS);
    expect(sidecars(file)).toEqual([]);
  });

  it("a single page with -o still writes FILE", async () => {
    const dir = newDir();
    const file = join(dir, "page.jsonl");
    writeFileSync(file, PRECIOUS);
    const r = await find([...FILTERS, "-o", file], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference.split("\n").slice(0, 50).join("\n") + "\n");
  });
});

describe("page size of a walk", () => {
  it.each([
    [["--all"], 100],
    [["--max-results", "30"], 30],
    [["--max-results", "250"], 100],
    [["--all", "--limit", "7", "--max-credits", "1"], 7],
    [[], 25],
  ])("find --title engineer %j asks for limit %i", async (flags, limit) => {
    const dir = newDir();
    const from = sb.requests.length;
    const r = await find(["--title", "engineer", ...flags, "-o", join(dir, "out.jsonl")], dir);
    expect([0, 8]).toContain(r.exitCode);
    const bodies = searches(from).map((q) => q.body as { limit: number });
    expect(bodies.length).toBeGreaterThan(0);
    for (const b of bodies) expect(b.limit).toBe(limit);
  });

  it("--max-results under 100 costs one page", async () => {
    const dir = newDir();
    const from = sb.requests.length;
    const r = await find(["--title", "engineer", "--max-results", "30", "-o", join(dir, "out.jsonl")], dir);
    expect(r.exitCode).toBe(0);
    expect(searches(from)).toHaveLength(1);
    expect(readFileSync(join(dir, "out.jsonl"), "utf8").split("\n")).toHaveLength(31);
  });

  it("a resume without --limit keeps the interrupted export's page size", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    expect((await find([...FILTERS, "--all", "--max-credits", "2", "-o", file], dir)).exitCode).toBe(8);
    const from = sb.requests.length;
    const r = await find([...WHERE, "--all", "-o", file, "--resume"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    for (const q of searches(from)) expect((q.body as { limit: number }).limit).toBe(50);
    expect(readFileSync(file, "utf8")).toBe(reference);
  });
});

describe("a walk the balance cannot finish, without a terminal", () => {
  let poor: RunningSandbox;
  beforeEach(async () => {
    poor = await startSandbox({ port: 0, pace: 0, people: 3000, credits: 5, rateLimit: 0 });
  });
  afterEach(() => poor.close());
  const poorFind = (args: string[], dir: string) =>
    runInProcess(["find", ...args], { env: sandboxEnv(poor, join(dir, "config")) });

  it("stops after the first page (exit 5); the page is in FILE and --resume finishes it after a top-up", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    const from = poor.requests.length;
    const r = await poorFind([...FILTERS, "--all", "-o", file], dir);
    expect(r.exitCode).toBe(5);
    expect(r.stderr).toMatch(/needs \d+ more credits .*balance/);
    expect(r.stderr).toMatch(
      /first page \(50 people\) is in .*out\.jsonl.*continue with: people find .*--resume/,
    );
    expect(r.stderr).toMatch(/--max-credits N or --max-results N/);
    expect(r.stderr.match(/--resume/g)).toHaveLength(1);
    expect(poor.requests.slice(from).filter((q) => q.path.endsWith("/people/search"))).toHaveLength(1);
    // Another sandbox (its avatar URLs name its own port): compare the people.
    expect(idsOf(readFileSync(file, "utf8"))).toEqual(idsOf(reference).slice(0, 50));
    poor.addCredits(1_000);
    const again = await poorFind([...FILTERS, "--all", "-o", file, "--resume"], dir);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(idsOf(readFileSync(file, "utf8"))).toEqual(idsOf(reference));
  });

  it("to stdout it prints the first page and says where to go on from", async () => {
    const dir = newDir();
    const r = await poorFind([...FILTERS, "--all", "--jsonl"], dir);
    expect(r.exitCode).toBe(5);
    expect(r.stdout.split("\n")).toHaveLength(51);
    expect(r.stderr).toMatch(/continue from the next page with: people find .*--cursor/);
  });

  it("--max-results bounds the walk: it goes on", async () => {
    const dir = newDir();
    const r = await poorFind([...FILTERS, "--max-results", "150", "-o", join(dir, "out.jsonl")], dir);
    expect(r.exitCode, r.stderr).toBe(0);
  });
});

describe("a changed file or checkpoint is never resumed into", () => {
  /** An export stopped by --max-credits after 3 pages; returns its file. */
  async function stopped(dir: string, ext = "jsonl") {
    const file = join(dir, `out.${ext}`);
    const r = await find([...FILTERS, "--all", "--max-credits", "3", "-o", file], dir);
    expect(r.exitCode).toBe(8);
    return file;
  }
  const checkpointOf = (file: string) => `${file}.people-checkpoint.json`;
  const edit = (path: string, change: (text: string) => string) =>
    writeFileSync(path, change(readFileSync(path, "utf8")));

  it.each([
    [
      "a line inserted at the top",
      (file: string) => edit(file, (t) => `{"id":"inserted"}\n${t}`),
      /out\.jsonl was changed since the export stopped: its first [\d,]+ bytes \(150 people\) are not what the export wrote/,
    ],
    [
      "a record deleted and padded to the same length",
      (file: string) =>
        edit(file, (t) => {
          const lines = t.split("\n");
          const gone = lines.splice(1, 1)[0] as string;
          return `${lines.join("\n")}${" ".repeat(Buffer.byteLength(gone) + 1)}`;
        }),
      /was changed since the export stopped/,
    ],
    [
      "a record cut off the end",
      (file: string) => edit(file, (t) => t.slice(0, t.length - 20)),
      /was changed since the export stopped: it is [\d,]+ bytes long, shorter than/,
    ],
    [
      "a checkpoint edited to a negative length",
      (file: string) => edit(checkpointOf(file), (t) => t.replace(/"bytes":\d+/, '"bytes":-5')),
      /checkpoint .* is malformed: bytes /,
    ],
    [
      "a line appended at the end",
      (file: string) => edit(file, (t) => `${t}{"id":"appended"}\n`),
      /out\.jsonl was changed since the export stopped: it holds [\d,]+ bytes after the [\d,]+ bytes \(150 people\) its checkpoint and journal vouch for/,
    ],
    [
      "a checkpoint whose cursor was edited to null",
      (file: string) =>
        edit(checkpointOf(file), (t) => t.replace(/"nextCursor":"[^"]*"/, '"nextCursor":null')),
      /checkpoint .*out\.jsonl\.people-checkpoint\.json is malformed: its fields were edited/,
    ],
    [
      "a checkpoint that is not JSON",
      (file: string) => writeFileSync(checkpointOf(file), "{ half a checkpoint"),
      /checkpoint .* is damaged/,
    ],
    [
      "a checkpoint whose digest was edited",
      (file: string) =>
        edit(checkpointOf(file), (t) => t.replace(/"digest":"[0-9a-f]{6}/, '"digest":"000000')),
      /checkpoint .* is malformed: its fields were edited/,
    ],
  ])(
    "%s: --resume refuses (exit 2) naming it, suggests --force, and sends nothing",
    async (_what, change, message) => {
      const dir = newDir();
      const file = await stopped(dir);
      change(file);
      const from = sb.requests.length;
      const r = await find([...FILTERS, "--all", "-o", file, "--resume"], dir);
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/hint: .*--force/);
      expect(sb.requests.length).toBe(from);
      // --force starts over and gives the whole export.
      const forced = await find([...FILTERS, "--all", "-o", file, "--force"], dir);
      expect(forced.exitCode, forced.stderr).toBe(0);
      expect(readFileSync(file, "utf8")).toBe(reference);
    },
  );

  it("an unchanged file resumes to the reference export", async () => {
    const dir = newDir();
    const file = await stopped(dir);
    const r = await find([...FILTERS, "--all", "-o", file, "--resume"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    expect(sidecars(file)).toEqual([]);
  });

  it("a stop of a .json export says the file is valid JSON only once resumed to the end", async () => {
    const dir = newDir();
    const file = join(dir, "out.json");
    const r = await find([...FILTERS, "--all", "--max-credits", "2", "-o", file], dir);
    expect(r.exitCode).toBe(8);
    expect(r.stderr).toMatch(
      /out\.json is valid JSON only once the export is resumed to the end; JSONL or CSV/,
    );
    const jsonl = await find([...FILTERS, "--all", "--max-credits", "2", "-o", join(dir, "out.jsonl")], dir);
    expect(jsonl.stderr).not.toMatch(/valid JSON/);
  });
});

describe("--resume with nothing to resume", () => {
  it.each([
    ["no FILE", (_file: string) => {}],
    ["an empty FILE", (file: string) => writeFileSync(file, "")],
  ])("with %s it starts the export from the beginning, and says so", async (_what, prepare) => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    prepare(file);
    const r = await find([...FILTERS, "--all", "-o", file, "--resume"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Nothing to resume for .*out\.jsonl: starting the export from the beginning/);
    expect(readFileSync(file, "utf8")).toBe(reference);
    expect(sidecars(file)).toEqual([]);
  });

  it("a FILE with data and no checkpoint is refused (exit 2) and left as it was", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    writeFileSync(file, '{"id":"mine"}\n');
    const from = sb.requests.length;
    const r = await find([...FILTERS, "--all", "-o", file, "--resume"], dir);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/nothing to resume: .*out\.jsonl is not empty/);
    expect(readFileSync(file, "utf8")).toBe('{"id":"mine"}\n');
    expect(sb.requests.length).toBe(from);
  });
});

describe("--max-results is the total of the whole export, across resumes", () => {
  it("a stop at 200 of --max-results 350 resumes to 350 people, not 200 + 350", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    const stop = await find([...FILTERS, "--max-results", "350", "--max-credits", "4", "-o", file], dir);
    expect(stop.exitCode).toBe(8);
    expect(stop.stderr).toMatch(/200 of 350 people written/);
    expect(stop.stderr).toMatch(/Continue with: people find .*--max-results 350.*--resume/);
    const from = sb.requests.length;
    const r = await find([...FILTERS, "--max-results", "350", "-o", file, "--resume"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference.split("\n").slice(0, 350).join("\n") + "\n");
    // 150 more people at 50 a page: three pages, none beyond.
    expect(searches(from)).toHaveLength(3);
  });
});

describe("one export per file", () => {
  it("a second export into the same FILE is refused (exit 2) while the first runs; the first finishes whole", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    sb.faults.set({ delayMs: 30 });
    const first = find([...FILTERS, "--all", "-o", file], dir);
    await until(() => existsSync(`${file}.people-checkpoint.json`));
    const from = sb.requests.length;
    const second = await find([...FILTERS, "--all", "-o", file, "--force"], dir);
    expect(second.exitCode).toBe(2);
    expect(second.stderr).toMatch(
      new RegExp(`another export is writing .*out\\.jsonl \\(process ${process.pid}`),
    );
    expect(second.stderr).toMatch(/hint: Wait for it to finish/);
    expect(searches(from).filter((q) => cursorOf(q) === null)).toHaveLength(0);
    // The refusal is shown; the first export's remaining pages need not crawl.
    sb.faults.clear();
    const r = await first;
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    expect(sidecars(file)).toEqual([]);
  });

  it("a second export through a symlink to FILE is refused (exit 2): the lock follows the link", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    const elsewhere = newDir();
    const link = join(elsewhere, "alias.jsonl");
    symlinkSync(file, link);
    sb.faults.set({ delayMs: 30 });
    const first = find([...FILTERS, "--all", "-o", file], dir);
    await until(() => existsSync(`${file}.people-checkpoint.json`));
    const from = sb.requests.length;
    const second = await find([...FILTERS, "--all", "-o", link, "--force"], elsewhere);
    expect(second.exitCode).toBe(2);
    expect(second.stderr).toMatch(/another export is writing .*alias\.jsonl/);
    expect(searches(from).filter((q) => cursorOf(q) === null)).toHaveLength(0);
    // The refusal is shown; the first export's remaining pages need not crawl.
    sb.faults.clear();
    const r = await first;
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    expect(sidecars(file)).toEqual([]);
    expect(sidecars(link)).toEqual([]);
  });

  it("a second export into a hard link of FILE is refused (exit 2): the lock follows the file's identity", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    const elsewhere = newDir();
    const hardLink = join(elsewhere, "other-name.jsonl");
    writeFileSync(file, "");
    linkSync(file, hardLink);
    sb.faults.set({ delayMs: 30 });
    const first = find([...FILTERS, "--all", "-o", file, "--force"], dir);
    await until(() => existsSync(`${file}.people-checkpoint.json`));
    const from = sb.requests.length;
    const second = await find([...FILTERS, "--all", "-o", hardLink, "--force"], elsewhere);
    expect(second.exitCode, second.stderr).toBe(2);
    expect(second.stderr).toMatch(
      /another export is writing .*other-name\.jsonl \(process \d+, as .*out\.jsonl/,
    );
    expect(searches(from).filter((q) => cursorOf(q) === null)).toHaveLength(0);
    // The refusal is shown; the first export's remaining pages need not crawl.
    sb.faults.clear();
    const r = await first;
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    // Released: an export into the other name now runs.
    const third = await find([...FILTERS, "--limit", "5", "-o", hardLink, "--force"], elsewhere);
    expect(third.exitCode, third.stderr).toBe(0);
  });

  it("a lock by identity whose holder's file is gone does not block a new file given its inode", async () => {
    const dir = newDir();
    const file = join(dir, "reused.jsonl");
    writeFileSync(file, "old\n");
    const { statSync, mkdirSync, existsSync: exists } = await import("node:fs");
    const { hostname } = await import("node:os");
    const st = statSync(file);
    // As an export leaves it when its temp dir is removed under it: the holder lives on, and the freed inode
    // can be given to a new file.
    const locks = join(tmpdir(), `people-export-locks-${process.getuid?.() ?? "user"}`);
    mkdirSync(locks, { recursive: true, mode: 0o700 });
    const stale = join(locks, `${st.dev}-${st.ino}.people-lock`);
    const since = "2026-01-01T00:00:00.000Z";
    const gone = join(newDir(), "gone.jsonl");
    writeFileSync(
      stale,
      JSON.stringify({ pid: process.pid, host: hostname(), nonce: "x", since, file: gone }),
    );
    const r = await find([...FILTERS, "--all", "-o", file, "--force"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    // The stale lock is gone. Another test's export may since hold a lock of that name: the inode this
    // export freed, renaming its first page over FILE, may be given to that export's file.
    expect(exists(stale) ? readFileSync(stale, "utf8") : "").not.toContain('"nonce":"x"');
  });

  it("a lock by identity taken before its inode was freed and given to a new file does not block that file", async (t) => {
    const dir = newDir();
    const { statSync, mkdirSync, existsSync: exists } = await import("node:fs");
    const { hostname } = await import("node:os");
    // As a running export leaves it: it locked FILE's old inode, then renamed its first page over FILE, so the
    // old inode was freed while the holder and its FILE live on; a file made since may be given that inode.
    const since = new Date(Date.now() - 1000).toISOString();
    const holders = join(newDir(), "holders.jsonl");
    writeFileSync(holders, "");
    const file = join(dir, "new.jsonl");
    writeFileSync(file, "old\n");
    const st = statSync(file);
    if (st.birthtimeMs === 0) {
      console.warn("find-export: inode reuse skipped: this file system keeps no birth times");
      t.skip();
    }
    const locks = join(tmpdir(), `people-export-locks-${process.getuid?.() ?? "user"}`);
    mkdirSync(locks, { recursive: true, mode: 0o700 });
    const lock = join(locks, `${st.dev}-${st.ino}.people-lock`);
    writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: hostname(), nonce: "x", since, file: holders }),
    );
    const r = await find([...FILTERS, "--all", "-o", file, "--force"], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    // Gone (a lock of that name now is another export's: see the test above).
    expect(exists(lock) ? readFileSync(lock, "utf8") : "").not.toContain('"nonce":"x"');
    // The same lock taken after the file was made still holds it.
    writeFileSync(file, "old\n");
    const again = statSync(file);
    const held = join(locks, `${again.dev}-${again.ino}.people-lock`);
    writeFileSync(
      held,
      JSON.stringify({
        pid: process.pid,
        host: hostname(),
        nonce: "y",
        since: new Date().toISOString(),
        file: holders,
      }),
    );
    try {
      const refused = await find([...FILTERS, "--all", "-o", file, "--force"], dir);
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toMatch(
        /another export is writing .*new\.jsonl \(process \d+, as .*holders\.jsonl/,
      );
    } finally {
      rmSync(held, { force: true });
    }
  });

  it("an export through a symlink writes the link's target and keeps the link", async () => {
    const dir = newDir();
    const target = join(newDir(), "real.jsonl");
    writeFileSync(target, "old\n");
    const link = join(dir, "alias.jsonl");
    symlinkSync(target, link);
    const r = await find([...FILTERS, "--all", "-o", link], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    const { lstatSync } = await import("node:fs");
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, "utf8")).toBe(reference);
    expect(sidecars(target)).toEqual([]);
  });

  it("a lock left by a dead process is taken over", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    const { execFileSync } = await import("node:child_process");
    const deadPid = Number(
      execFileSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]),
    );
    const { hostname } = await import("node:os");
    writeFileSync(
      lockPath(file),
      JSON.stringify({ pid: deadPid, host: hostname(), nonce: "x", since: "2020-01-01T00:00:00.000Z" }),
    );
    const r = await find([...FILTERS, "--all", "-o", file], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(reference);
    expect(existsSync(lockPath(file))).toBe(false);
  });
});

describe("a full disk", () => {
  afterEach(() => disk.restore());

  it.each(["jsonl", "csv"])(
    "(%s) says so, cuts FILE back to the last whole page, and --resume finishes it",
    async (ext) => {
      const dir = newDir();
      const file = join(dir, `out.${ext}`);
      const ref = join(dir, `ref.${ext}`);
      expect((await find([...FILTERS, "--all", "-o", ref], dir)).exitCode).toBe(0);
      // The disk fills up part-way through the fifth page written to FILE (the writes at a position in
      // it): a short write, then ENOSPC.
      let pagesWritten = 0;
      disk.fill({
        writeSync(real, fd, buf, off, len, pos) {
          if (typeof pos !== "number" || ++pagesWritten < 5) return real(fd, buf, off, len, pos);
          if (Number(len) > 100) return real(fd, buf, off, 100, pos);
          throw diskFull();
        },
      });
      const r = await find([...FILTERS, "--all", "-o", file], dir);
      disk.restore();
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toMatch(/error: the disk is full: .*out\.\w+ could not be written/);
      expect(r.stderr).toMatch(
        /hint: 200 people are safely in .*out\.\w+ \(cut back to the last whole page\); free some space, then continue with: people find .*--resume/,
      );
      expect(r.stderr).not.toMatch(/unexpected error/);
      const whole = readFileSync(ref, "utf8");
      const cut = readFileSync(file, "utf8");
      expect(whole.startsWith(cut)).toBe(true);
      expect(cut.length).toBeGreaterThan(0);
      const from = sb.requests.length;
      const again = await find([...FILTERS, "--all", "-o", file, "--resume"], dir);
      expect(again.exitCode, again.stderr).toBe(0);
      expect(readFileSync(file, "utf8")).toBe(whole);
      // The four whole pages already in FILE were not bought again.
      expect(searches(from)).toHaveLength(totalPages - 4);
    },
  );
});

describe("progress and messages on a terminal", () => {
  it("a retry line clears the progress line first, and it is drawn again after", async () => {
    const dir = newDir();
    sb.faults.set({ failPage: { page: 2 } });
    const r = await find([...FILTERS, "--max-results", "200", "-o", join(dir, "out.jsonl")], dir, {
      stderrTTY: true,
    });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/upstream error.*retry 1/);
    expect(r.stderr).toMatch(/200 \/ 200 people \(100%\)/);
    expectNothingOverProgress(r.stderr);
  });

  it("on a narrow terminal the progress line is cut to its width, so updates never stack", async () => {
    const dir = newDir();
    const r = await find([...FILTERS, "--max-results", "200", "-o", join(dir, "out.jsonl")], dir, {
      stderrTTY: true,
      columns: 50,
    });
    expect(r.exitCode, r.stderr).toBe(0);
    // The progress line is what stands between two erasures with no line break (messages end in one).
    const lines = r.stderr
      .split("\r\x1b[2K")
      .filter((part) => !part.includes("\n") && /^[\d,]+( \/ [\d,]+)? /.test(part));
    expect(lines.length).toBeGreaterThan(0);
    // One column is left free: a line that fills the last column wraps on some terminals.
    for (const line of lines) expect(line.length, JSON.stringify(line)).toBeLessThanOrEqual(49);
    expect(lines.some((line) => line.endsWith("…"))).toBe(true);
  });

  it("a warning clears the progress line first", async () => {
    const dir = newDir();
    const r = await find(
      // The first holder of this title has no code-host profile; later ones do, so their column first
      // appears mid-walk and is warned about.
      [
        "--title",
        titleGainingCodeColumn(3000),
        "--limit",
        "1",
        "--max-results",
        "60",
        "-o",
        join(dir, "out.csv"),
      ],
      dir,
      { stderrTTY: true },
    );
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/warning: CSV column/);
    expectNothingOverProgress(r.stderr);
  });

  it("without a terminal a rate-limit wait in a walk is listed only with --verbose", async () => {
    const dir = newDir();
    for (const verbose of [false, true]) {
      sb.faults.set({ rateLimited: { times: 1, retryAfter: 1, route: "people/search" } });
      const r = await find(
        [...FILTERS, "--max-results", "200", "-o", join(dir, "out.jsonl"), ...(verbose ? ["--verbose"] : [])],
        dir,
      );
      expect(r.exitCode, r.stderr).toBe(0);
      expect(r.stderr).not.toMatch(/rate limited:/);
      if (verbose) expect(r.stderr).toMatch(/retry 1 after rate_limited/);
      else expect(r.stderr).not.toMatch(/rate_limited|rate limit/);
    }
  });
});

describe("a walk paces itself after a 429", () => {
  it("against a bucket of one request a second, only the first pages meet the limit", async () => {
    const slow = await startSandbox({ port: 0, pace: 0, people: 3000, credits: 1000, rateLimit: 1 });
    try {
      const dir = newDir();
      const r = await runInProcess(
        ["find", "--title", "engineer", "--limit", "5", "--max-results", "40", "-o", join(dir, "out.jsonl")],
        { env: sandboxEnv(slow, join(dir, "config")), stderrTTY: true },
      );
      expect(r.exitCode, r.stderr).toBe(0);
      // The waits show on the progress line, never as lines of their own.
      expect(r.stderr).toMatch(/people.* · waiting 1s: rate limit/);
      expect(r.stderr).not.toMatch(/rate limited:/);
      expectNothingOverProgress(r.stderr);
      const limited = slow.requests.filter((q) => q.status === 429).length;
      // Unpaced, each of the 7 pages after the first meets the limit; paced, only the two that measure it.
      expect(limited).toBeLessThanOrEqual(3);
    } finally {
      await slow.close();
    }
  }, 30_000);
});

describe("temp files left beside FILE by processes that died", () => {
  /** The pid of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ["-e", "0"]).pid as number;
  const leftovers = (file: string, pid: number) => [
    `${file}.${pid}.0123456789ab.tmp`,
    `${file}.people-checkpoint.json.${pid}.0123456789ab.tmp`,
    `${file}.people-journal.${pid}.0123456789ab.tmp`,
    `${file}.people-lock.${pid}.0123456789ab.tmp`,
  ];

  it.each([
    ["a fresh export", [] as string[]],
    ["a --resume", ["--resume"]],
  ])("are removed when %s of that FILE starts; a live process's lock temp is kept", async (_what, extra) => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    if (extra.includes("--resume")) {
      const first = await find([...FILTERS, "--all", "--max-credits", "2", "-o", file], dir);
      expect(first.exitCode, first.stderr).toBe(8);
    }
    const dead = leftovers(file, deadPid());
    const live = spawn("sleep", ["30"]);
    const liveLock = `${file}.people-lock.${live.pid}.0123456789ab.tmp`;
    try {
      for (const path of [...dead, liveLock]) writeFileSync(path, "left over");
      const r = await find([...FILTERS, "--all", "-o", file, ...extra], dir);
      expect(r.exitCode, r.stderr).toBe(0);
      expect(dead.filter((p) => existsSync(p))).toEqual([]);
      expect(existsSync(liveLock)).toBe(true);
    } finally {
      live.kill();
    }
    expect(readFileSync(file, "utf8")).toBe(reference);
  });

  it("an export that fails leaves no temp file of its own", async () => {
    const dir = newDir();
    const file = join(dir, "out.jsonl");
    sb.faults.set({ failPage: { offset: 100, times: 10 } });
    const r = await find([...FILTERS, "--all", "-o", file, "--max-retries", "0"], dir);
    expect(r.exitCode).toBe(7);
    expect(readdirSync(dir).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });
});

describe("a find that matches nobody, into an existing -o FILE", () => {
  const KEPT = "yesterday's export\n";
  it.each([
    ["one page", "z.csv", []],
    ["one page, JSON", "z.json", []],
    ["a walk", "z.csv", ["--all"]],
    ["a walk, JSONL", "z.jsonl", ["--max-results", "50"]],
  ])("%s (%s) leaves FILE as it was and says so", async (_what, name, extra) => {
    const dir = newDir();
    const file = join(dir, name);
    writeFileSync(file, KEPT);
    const r = await find(["--title", "astronaut", ...extra, "-o", file], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(KEPT);
    expect(r.stderr).toMatch(
      /No people match these filters; .*z\.\w+ was not written \(it is left as it was\)/,
    );
    expect(sidecars(file)).toEqual([]);
  });

  it("a FILE that does not exist yet is still created", async () => {
    const dir = newDir();
    const file = join(dir, "new.csv");
    const r = await find(["--title", "astronaut", "--all", "-o", file], dir);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(existsSync(file)).toBe(true);
  });
});

describe("--fields alone (listing the fields) with -o FILE", () => {
  it("is refused before the paid page (exit 2), saying that -o does not apply", async () => {
    const dir = newDir();
    const from = sb.requests.length;
    const r = await find([...FILTERS, "--fields", "-o", join(dir, "f.csv")], dir);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--fields alone lists the field names on standard output; -o does not apply/);
    expect(searches(from)).toHaveLength(0);
    expect(existsSync(join(dir, "f.csv"))).toBe(false);
  });
});

describe("the next-page hint after a single page into a file", () => {
  it("names a new file, never the one just written", async () => {
    const dir = newDir();
    const file = join(dir, "leads.csv");
    writeFileSync(join(dir, "leads-page2.csv"), "taken\n");
    const r = await find([...FILTERS, "-o", file], dir);
    expect(r.exitCode).toBe(0);
    const hint = /Next page: (.*)$/m.exec(r.stderr)?.[1] ?? "";
    expect(hint).toMatch(/--cursor \S+/);
    expect(hint).toContain(`-o ${join(dir, "leads-page3.csv")}`);
    expect(hint).not.toContain(`${file} `);
  });
});

const idsOf = (jsonl: string) =>
  jsonl
    .trim()
    .split("\n")
    .map((line) => (JSON.parse(line) as { id: string }).id);

/** Every stretch of stderr after a line was cleared: a progress line must never run into a message. */
function expectNothingOverProgress(stderr: string) {
  for (const part of stderr.split("\r\x1b[2K")) {
    if (/^[\d,]+( \/ [\d,]+)? people.* · [\d,]+\/s/.test(part))
      expect(part, JSON.stringify(part)).not.toContain("\n");
  }
}

/** Waits for a condition the test cannot be told about (a file appearing, a request arriving). */
async function until(probe: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!probe()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 2));
  }
}
