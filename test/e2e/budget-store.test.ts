// Budgets fail closed against the real causes of an unusable store that need a process of their own: a
// config dir the user cannot write (run as an unprivileged user when this runs as root, whom no mode bit
// stops), a full disk (a small tmpfs, which only root can mount), and a write lock another process keeps
// for longer than the store waits (about 15 s). A budgeted paid call is refused
// (exit 8), names the store's problem and --no-budget, and sends nothing. The injected causes:
// test/cli/budget-store.test.ts.
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, ROOT, sandbox, tempDir } from "../helpers/cli.js";
import { startWalk, until } from "../helpers/walk.js";

const HOLDER = join(ROOT, "test", "fixtures", "hold-write-lock.cjs");

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
beforeAll(async () => {
  sb = await sandbox({ people: 200 });
  dir = tempDir("people-budget-store-");
  chmodSync(dir.path, 0o755);
});
afterAll(async () => {
  await sb.close();
  dir.remove();
});
const sent = () => sb.requests.filter((r) => !r.path.startsWith("/_sandbox")).length;

const root = process.getuid?.() === 0;
const NOBODY = 65534;
/** As root, whether a process can be started as `nobody` (a container may forbid it). */
const canDropPrivileges =
  root && spawnSync(process.execPath, ["-e", ""], { uid: NOBODY, gid: NOBODY }).status === 0;
/** Whether a small tmpfs can be mounted here (root, and a kernel that lets this container mount). */
function mountTmpfs(at: string): boolean {
  if (!root) return false;
  mkdirSync(at, { recursive: true });
  return spawnSync("mount", ["-t", "tmpfs", "-o", "size=512k,mode=0755", "tmpfs", at]).status === 0;
}

describe("a budget whose store cannot be written", () => {
  it(`a read-only config dir${root ? " (as the user nobody)" : ""}: refused, exit 8, nothing sent`, async (t) => {
    if (root && !canDropPrivileges) {
      console.warn("budget-store e2e: read-only dir skipped: cannot start a process as nobody here");
      t.skip();
    }
    const config = join(dir.path, "readonly");
    mkdirSync(config, { mode: 0o700 });
    if (root) chownSync(config, NOBODY, NOBODY);
    chmodSync(config, 0o500);
    const people = cli({ sandbox: sb, configDir: config, env: { PEOPLE_BUDGET_DAILY: "5" } });
    const as = root ? { uid: NOBODY, gid: NOBODY } : {};
    const before = sent();
    const r = await people(["translate", "founders in Paris"], as);
    expect(r.exitCode).toBe(8);
    expect(String(r.stdout)).toBe("");
    expect(String(r.stderr)).toMatch(
      /budget\.daily cannot be checked: the local store .*people\.db cannot be opened: permission denied/,
    );
    expect(String(r.stderr)).toMatch(/--no-budget/);
    expect(sent()).toBe(before);
    const lifted = await people(["translate", "founders in Paris", "--no-budget"], as);
    expect(lifted.exitCode).toBe(0);
    expect(String(lifted.stderr)).toMatch(/^warning: .*permission denied/m);
    expect(sent()).toBe(before + 1);
  });

  it("a full disk (a small tmpfs): refused, exit 8, nothing sent", async (t) => {
    const at = join(dir.path, "full");
    if (!mountTmpfs(at)) {
      console.warn("budget-store e2e: full disk skipped: cannot mount a tmpfs here (needs root)");
      t.skip();
    }
    try {
      const config = join(at, "config");
      mkdirSync(config, { mode: 0o700 });
      fill(join(at, "filler"));
      const people = cli({ sandbox: sb, configDir: config, env: { PEOPLE_BUDGET_DAILY: "5" } });
      const before = sent();
      const r = await people(["translate", "founders in Paris"]);
      expect(r.exitCode).toBe(8);
      expect(String(r.stdout)).toBe("");
      expect(String(r.stderr)).toMatch(/budget\.daily cannot be checked: the local store .*the disk is full/);
      expect(String(r.stderr)).toMatch(/--no-budget/);
      expect(sent()).toBe(before);
      // Without a budget the call goes ahead; what could not be recorded is said, and nothing is left
      // behind in the spool (no empty temporary file, no empty journal).
      const unbudgeted = cli({ sandbox: sb, configDir: config });
      const ok = await unbudgeted(["translate", "founders in Paris"]);
      expect(ok.exitCode, String(ok.stderr)).toBe(0);
      expect(String(ok.stderr)).toMatch(/^warning: .*(disk is full|ENOSPC)/m);
      const spool = join(config, "people.db-spool");
      const left = existsSync(spool) ? readdirSync(spool) : [];
      expect(left.filter((f) => statSync(join(spool, f)).size === 0)).toEqual([]);
    } finally {
      spawnSync("umount", [at]);
      rmSync(at, { recursive: true, force: true });
    }
  });

  it("a lock another process holds past the wait: refused, exit 8, nothing sent", {
    timeout: 90_000,
  }, async () => {
    const config = join(dir.path, "locked");
    const people = cli({ sandbox: sb, configDir: config, env: { PEOPLE_BUDGET_DAILY: "50" } });
    // The store made by a first budgeted call; then another process takes its write lock and keeps it.
    expect((await people(["translate", "founders in Paris"])).exitCode).toBe(0);
    const holder = spawn(process.execPath, [HOLDER, join(config, "people.db"), "0", "60000", sb.baseUrl], {
      cwd: ROOT,
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on("data", (d: Buffer) => d.toString().includes("locked") && resolve());
        holder.on("exit", (code) => reject(new Error(`the lock holder exited ${code}`)));
      });
      const before = sent();
      const r = await people(["translate", "founders in Paris"]);
      expect(r.exitCode, String(r.stderr)).toBe(8);
      expect(String(r.stderr)).toMatch(/budget\.daily cannot be checked: the local store .*is busy/);
      expect(String(r.stderr)).toMatch(/--no-budget/);
      expect(sent()).toBe(before);
    } finally {
      holder.kill();
    }
  });

  it("a disk that fills up during an unbudgeted walk: its charges count once there is room again", async (t) => {
    const at = join(dir.path, "filling");
    if (!mountTmpfs(at)) {
      console.warn("budget-store e2e: disk filling mid-walk skipped: cannot mount a tmpfs here (needs root)");
      t.skip();
    }
    try {
      const config = join(at, "config");
      mkdirSync(config, { mode: 0o700 });
      const people = cli({ sandbox: sb, configDir: config });
      const balance = sb.balance().balance;
      sb.faults.set({ delayMs: 30 });
      const { child: walk, pages } = startWalk(people, sb, join(dir.path, "filling.jsonl"), [
        "--max-results",
        "25",
      ]);
      await until(() => pages() >= 5 || walk.exitCode !== null, "the walk to start");
      fill(join(at, "filler"));
      const r = await walk;
      sb.faults.clear();
      expect(r.exitCode, String(r.stderr)).toBe(0);
      rmSync(join(at, "filler"));
      const usage = await people(["usage", "--json"]);
      expect(usage.exitCode, String(usage.stderr)).toBe(0);
      expect(JSON.parse(String(usage.stdout)).accounts[0]?.total).toBe(balance - sb.balance().balance);
    } finally {
      spawnSync("umount", [at]);
      rmSync(at, { recursive: true, force: true });
    }
  });
});

/** Writes `file` until the file system it is on is full. */
function fill(file: string): void {
  const fd = openSync(file, "w");
  const block = Buffer.alloc(4096, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOSPC") throw err;
  } finally {
    closeSync(fd);
  }
}
