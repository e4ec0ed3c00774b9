// Long exports end to end, where the process matters: `find --all -o FILE` killed with -9 at random
// moments, stopped by a real Ctrl-C (SIGINT), and asked about on a real terminal; each finished with --resume.
// The finished file must be byte-identical to an uninterrupted export, and the sandbox's request log must
// show that no page already in the file was fetched again. Uninterrupted exports, failing pages,
// --max-credits, a full disk and the refusals around resume run in-process (cli/export.test.ts).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import {
  checkpointOf,
  cursorOrder,
  expectAtMostOnePageBoughtTwice,
  expectComplete,
  expectNoRefetch,
  FILTERS,
  type Format,
  makeReference,
  readCheckpoint,
  searchesSince,
  totalCount,
  waitFor,
  wholePages,
} from "../helpers/export-reference.js";
import { inProcessCli } from "../helpers/in-process.js";
import { plain, runInPty } from "../helpers/pty.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: ReturnType<typeof cli>;

beforeAll(async () => {
  // These tests find pages by their index in the request log, so it keeps every request of the file.
  sb = await sandbox({ people: 3_000, credits: 1_000_000, requestLog: { maxEntries: 1_000_000 } });
  dir = tempDir();
  run = cli({ sandbox: sb, configDir: join(dir.path, "config") });
  // The yardstick is made in-process: it is what the spawned runs are compared with, not under test here.
  await makeReference(sb, inProcessCli({ sandbox: sb, configDir: join(dir.path, "config") }), dir.path);
}, 60_000);
afterAll(async () => {
  await sb.close();
  dir.remove();
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
});

describe("other outputs", () => {
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
    expect(seen).toMatch(/Cancelled: nothing was written and .*asked\.jsonl was not touched/);
    expect(seen).not.toMatch(/safely|--resume/);
    expect(r.exitCode).toBe(130);
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
    expect(r.exitCode).toBe(130);
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
