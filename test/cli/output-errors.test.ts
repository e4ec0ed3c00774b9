// Output that cannot be written (a full disk, a failing device): one line naming what could not be
// written and exit 1, never a stack trace, "unexpected error" or a silent cut.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { startSandbox } from "../../src/sandbox/index.js";
import { disk, diskFull } from "../helpers/disk.js";
import { runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let root: string;

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500, credits: 100_000, rateLimit: 0 });
  root = mkdtempSync(join(tmpdir(), "people-output-errors-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});
afterEach(() => disk.restore());

/** A stdout on a full disk: every write fails with ENOSPC, as a write(2) does. */
function fullDiskIO() {
  const io = testIO();
  const stdout = new Writable({
    write(_chunk, _enc, cb) {
      cb(
        Object.assign(new Error("ENOSPC: no space left on device, write"), {
          code: "ENOSPC",
          syscall: "write",
        }),
      );
    },
  });
  return { ...io, stdout };
}

describe("a full disk under standard output", () => {
  it.each([
    ["one page", ["find", "--title", "engineer", "--limit", "50"]],
    ["one page as --json", ["find", "--title", "engineer", "--limit", "50", "--json"]],
    ["a walk", ["find", "--title", "engineer", "--all", "--max-credits", "1"]],
    ["a walk as --json", ["find", "--title", "engineer", "--all", "--max-credits", "2", "--json"]],
    ["search --json", ["search", "engineers in Berlin", "--json"]],
  ])("%s: says the disk is full, exit 1", async (_name, args) => {
    const io = fullDiskIO();
    const r = await runInProcess(args, { env: sandboxEnv(sb, join(root, "config")), io });
    expect(r.exitCode, r.stderr).toBe(1);
    expect(r.stderr).toContain("error: the disk is full: standard output could not be written");
    expect(r.stderr).not.toMatch(/unexpected|\n\s+at /);
  });
});

describe("-o a file on a full disk (/dev/full)", () => {
  it.each([
    ["find, one page as JSONL", ["find", "--title", "engineer", "--format", "jsonl"]],
    ["find, one page as CSV", ["find", "--title", "engineer", "--format", "csv"]],
    ["find, one page as --json", ["find", "--title", "engineer", "--json"]],
    ["search as JSONL", ["search", "engineers in Berlin", "--format", "jsonl"]],
    ["search as --json", ["search", "engineers in Berlin", "--json"]],
  ])("%s: names the file, not standard output (exit 1)", async (_name, args) => {
    const r = await runInProcess([...args, "-o", "/dev/full"], { env: sandboxEnv(sb, join(root, "config")) });
    expect(r.exitCode, r.stderr).toBe(1);
    expect(r.stderr).toContain("error: the disk is full: /dev/full could not be written");
    expect(r.stderr).not.toMatch(/standard output|unexpected|\n\s+at /);
    // What was paid for and not written is said.
    expect(r.stderr).toMatch(/hint: .*charged .*credit.* not written/);
  });
});

describe("--verbose", () => {
  it("adds no stack trace to an ordinary error (an unreachable service)", async () => {
    const r = await runInProcess(["find", "--title", "engineer", "--verbose", "--max-retries", "0"], {
      env: {
        PEOPLE_BASE_URL: "http://127.0.0.1:1/api/v1",
        PEOPLE_API_KEY: sb.key,
        PEOPLE_CONFIG_DIR: join(root, "c2"),
      },
    });
    expect(r.exitCode, r.stderr).toBe(1);
    expect(r.stderr).toContain("error:");
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("-o in a directory that does not exist", () => {
  it.each([
    ["one page", []],
    ["a walk", ["--all"]],
  ])("%s: refused before any request, naming the directory (exit 2)", async (_name, extra) => {
    const before = sb.requests.length;
    const file = join(root, "missing.d", "x.csv");
    const r = await runInProcess(["find", "--title", "engineer", ...extra, "-o", file], {
      env: sandboxEnv(sb, join(root, "config")),
    });
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stderr).toContain(`the directory ${join(root, "missing.d")} does not exist`);
    expect(r.stderr).not.toContain("unexpected");
    expect(sb.requests.length).toBe(before);
  });
});

describe("--all --json on stdout stopped part-way", () => {
  it.each([
    ["by a failed page (exit 7)", ["--max-retries", "0"], 7],
    ["by --max-credits (exit 8)", ["--max-credits", "1"], 8],
  ])("%s: the array is closed, so the output is valid JSON", async (_name, extra, code) => {
    if (code === 7) sb.faults.set({ failPage: { page: 2, times: 5 } });
    try {
      const r = await runInProcess(
        ["find", "--title", "engineer", "--limit", "20", "--all", "--json", ...extra],
        {
          env: sandboxEnv(sb, join(root, "config")),
        },
      );
      expect(r.exitCode, r.stderr).toBe(code);
      expect(JSON.parse(r.stdout)).toHaveLength(20);
    } finally {
      sb.faults.clear();
    }
  });
});

describe("-o naming something that is not a regular file", () => {
  it("a walk into it is refused before any request, leaving nothing beside it (exit 2)", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(
      ["find", "--title", "engineer", "--max-results", "200", "--format", "jsonl", "-o", "/dev/null"],
      { env: sandboxEnv(sb, join(root, "config")) },
    );
    expect(r.exitCode, r.stderr).toBe(2);
    expect(r.stderr).toContain("cannot export to /dev/null: it is not a regular file");
    expect(sb.requests.length).toBe(before);
    const { existsSync } = await import("node:fs");
    expect(existsSync("/dev/null.people-checkpoint.json")).toBe(false);
  });

  it("one page is written to it, and the next page's hint does not invent a file beside it", async () => {
    const r = await runInProcess(["find", "--title", "engineer", "--format", "csv", "-o", "/dev/null"], {
      env: sandboxEnv(sb, join(root, "config")),
    });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Next page: .*-o \/dev\/null /);
    expect(r.stderr).not.toContain("page2");
  });
});

describe("a disk that is full when a walk takes the lock beside FILE", () => {
  it("names the lock file, leaves no temp file, touches nothing and charges nothing (exit 1)", async () => {
    const { readdirSync, readFileSync, writeFileSync, mkdirSync } = await import("node:fs");
    const dir = join(root, "full-lock");
    mkdirSync(dir);
    const file = join(dir, "old.csv");
    writeFileSync(file, "OLD\n");
    // As on a full disk: the lock's temp file is created, then writing it fails.
    disk.fill({
      writeFileSync(real, path, ...rest) {
        if (!String(path).includes(".people-lock")) return real(path, ...rest);
        real(path, "");
        throw diskFull();
      },
    });
    const before = sb.requests.length;
    try {
      const r = await runInProcess(["find", "--title", "engineer", "--all", "-o", file], {
        env: sandboxEnv(sb, join(root, "config")),
      });
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stderr).toContain(
        `error: the disk is full: the lock file ${file}.people-lock could not be written`,
      );
      expect(r.stderr).not.toMatch(/standard output|unexpected/);
      expect(r.stderr).toMatch(/hint: Nothing was fetched or charged/);
    } finally {
      disk.restore();
    }
    expect(sb.requests.length).toBe(before);
    expect(readFileSync(file, "utf8")).toBe("OLD\n");
    expect(readdirSync(dir)).toEqual(["old.csv"]);
  });
});

describe("a disk that fills before the first page of -o FILE is whole", () => {
  it("keeps the old FILE, leaves nothing beside it, and says nothing about resuming", async () => {
    const { existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } = await import("node:fs");
    const dir = join(root, "full");
    mkdirSync(dir);
    const file = join(dir, "old.csv");
    writeFileSync(file, "OLD\n");
    // The export's own writes (at a position in FILE): a short write, then ENOSPC.
    disk.fill({
      writeSync(real, fd, buf, off, len, pos) {
        if (typeof pos !== "number") return real(fd, buf, off, len, pos);
        if (Number(len) > 100) return real(fd, buf, off, 100, pos);
        throw diskFull();
      },
    });
    try {
      const r = await runInProcess(
        ["find", "--title", "engineer", "--limit", "20", "--all", "--yes", "-o", file],
        {
          env: sandboxEnv(sb, join(root, "config")),
        },
      );
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stderr).toContain("the disk is full");
      expect(r.stderr).toContain("was not touched");
      expect(r.stderr).not.toMatch(/resume|safely/);
    } finally {
      disk.restore();
    }
    expect(readFileSync(file, "utf8")).toBe("OLD\n");
    expect(readdirSync(dir)).toEqual(["old.csv"]);
    expect(existsSync(`${file}.people-checkpoint.json`)).toBe(false);
  });
});
