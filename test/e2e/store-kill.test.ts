// kill -9 while the store is being written: the file stays intact (PRAGMA integrity_check) and usable, and
// nothing is lost or counted twice. Two writers are killed: a walk under a budget (a transaction per
// page) and `people history` folding a large spool into the store (one big transaction).

import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sqliteEngine } from "../../src/store/engine.js";
import { spool, spoolPath, spoolSize, storePath } from "../../src/store/index.js";
import type { RunEntry } from "../../src/store/types.js";
import { BIN, cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { startWalk, until } from "../helpers/walk.js";

let sb: RunningSandbox;
const work = tempDir("people-kill-");
beforeAll(async () => {
  sb = await sandbox({ people: 3000, credits: 1_000_000 });
});
afterAll(async () => {
  await sb.close();
  work.remove();
});

/** PRAGMA integrity_check, from a connection of this process opened and closed for it. */
function integrity(dir: string): string {
  const db = sqliteEngine().open(storePath(dir));
  try {
    const rows = db.prepare("PRAGMA integrity_check").all();
    return rows.map((r) => String(Object.values(r)[0])).join("; ");
  } finally {
    db.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("kill -9 mid-write", { timeout: 240_000 }, () => {
  it.each([1, 2, 3, 4])("a walk under a budget, killed at a random moment (round %i)", async (round) => {
    const dir = join(work.path, `walk-${round}`);
    const people = cli({ sandbox: sb, configDir: dir, env: { PEOPLE_BUDGET_DAILY: "100000" } });
    sb.faults.set({ delayMs: 5 });
    const { child, pages } = startWalk(people, sb, join(dir, "..", `w${round}.csv`));
    // Killed once some pages are in (however long a busy machine takes to start it), at a random moment.
    const want = 1 + Math.floor(Math.random() * 8);
    await until(
      () => {
        if (child.exitCode !== null) throw new Error("the walk ended before it could be killed");
        return pages() >= want;
      },
      `${want} pages`,
      5,
    );
    await sleep(Math.random() * 20);
    child.kill("SIGKILL");
    const r = await child;
    sb.faults.clear();
    expect(r.signal).toBe("SIGKILL");
    const sent = pages();
    expect(sent).toBeGreaterThan(0);
    expect(integrity(dir)).toBe("ok");
    // Usable, and nothing sent went uncounted: the killed process's last hold counts at its reserve.
    const usage = await people(["usage", "--json"]);
    expect(usage.exitCode, usage.stderr).toBe(0);
    const account = JSON.parse(usage.stdout).accounts[0];
    expect(account.held).toBe(0);
    expect(account.total).toBeGreaterThanOrEqual(sent);
    expect(account.total).toBeLessThanOrEqual(sent + 1);
    const next = await people(["translate", "founders in Paris"]);
    expect(next.exitCode, next.stderr).toBe(0);
    expect(integrity(dir)).toBe("ok");
  });

  it.each([1, 2, 3])(
    "history folding a large spool, killed mid-import (round %i): every run once",
    async (round) => {
      const dir = join(work.path, `spool-${round}`);
      const big = "x".repeat(40_000);
      const now = Date.now();
      const N = 600;
      for (let i = 0; i < N; i++) {
        const run: RunEntry = {
          uid: `run-${i}`,
          at: now - (N - i) * 1000,
          command: "search",
          baseUrl: "sandbox",
          summary: `query ${i}`,
          search: `query ${i}`,
          people: 1,
          credits: 1,
          status: "done",
          detail: { kind: "search", padding: big },
        };
        spool(dir, { runs: [run], charges: [] }, now + i);
      }
      const env = cleanEnv({ PEOPLE_CONFIG_DIR: dir });
      const child = execa("node", [BIN, "history", "--json", "--limit", "0"], {
        env,
        extendEnv: false,
        reject: false,
      });
      // Killed once the import's transaction has written some megabytes of its pages to the log, and
      // before it can commit the rest (the spool holds far more).
      const wal = `${storePath(dir)}-wal`;
      const threshold = 2_000_000 + Math.random() * 6_000_000;
      for (let waited = 0; (existsSync(wal) ? statSync(wal).size : 0) < threshold; waited += 2) {
        if (waited > 60_000 || child.exitCode !== null)
          throw new Error("the import ended before it could be killed");
        await sleep(2);
      }
      child.kill("SIGKILL");
      expect((await child).signal).toBe("SIGKILL");
      // Nothing of it was committed: every file is still in the spool.
      expect(spoolSize(spoolPath(dir))).toBe(N);
      expect(integrity(dir)).toBe("ok");
      const r = await execa("node", [BIN, "history", "--json", "--limit", "0"], {
        env,
        extendEnv: false,
        reject: false,
      });
      expect(r.exitCode, r.stderr).toBe(0);
      const runs = JSON.parse(r.stdout) as { summary: string }[];
      expect(runs).toHaveLength(N);
      expect(new Set(runs.map((x) => x.summary)).size).toBe(N);
      expect(spoolSize(spoolPath(dir))).toBe(0);
      expect(integrity(dir)).toBe("ok");
    },
  );
});
