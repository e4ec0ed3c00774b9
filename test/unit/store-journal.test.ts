// The journal a process keeps of its paid calls while they run (spool.ts): folded into the store once the
// process is gone, each settled call at its charge, each unsettled one at its reserve (estimated), each
// released one not at all; a live process's journal left alone; temporary files of dead writers removed;
// a spool write on a full disk leaves nothing behind.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { Journal, Store, spoolPath } from "../../src/store/index.js";
import type { ChargeEntry } from "../../src/store/types.js";

const dirs: string[] = [];
const opened: Store[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function freshDir(): string {
  const d = join(tmpdir(), `people-journal-${process.pid}-${Math.random().toString(36).slice(2)}`);
  dirs.push(d);
  return d;
}
const NOW = Date.now();
const URL = "https://api.example/api/v1";
let uids = 0;
const entry = (o: Partial<ChargeEntry> = {}): ChargeEntry => ({
  uid: `j${++uids}`,
  at: NOW,
  baseUrl: URL,
  command: "find",
  operation: "page",
  credits: 1,
  estimated: true,
  ...o,
});
/** A journal as process `pid` would have left it. */
function journalOf(dir: string, pid: number, lines: unknown[], cut = ""): string {
  const spool = spoolPath(dir);
  mkdirSync(spool, { recursive: true, mode: 0o700 });
  const path = join(spool, `${NOW}-${pid}-abcd1234.open`);
  writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join("\n")}\n${cut}`, { mode: 0o600 });
  return path;
}
function open(dir: string, alive: (pid: number) => boolean): Store {
  const s = Store.open(dir, { now: () => NOW, alive });
  opened.push(s);
  return s;
}

describe("a dead process's journal", () => {
  it("is folded in: settled calls at their charge, unsettled at their reserve (estimated), released not at all", () => {
    const dir = freshDir();
    const settled = entry();
    const open1 = entry({ operation: "agentic", credits: 10, command: "mcp" });
    const released = entry();
    journalOf(
      dir,
      999_999,
      [
        { r: settled },
        { r: open1 },
        { r: released },
        { s: settled.uid, c: { ...settled, estimated: false, balance: 41 } },
        { x: released.uid },
      ],
      '{"r":{"uid":"cut sh',
    );
    const store = open(dir, () => false);
    const [account] = store.usage(0, NOW + 1);
    expect(account?.total).toBe(11);
    expect(account?.estimated).toBe(10);
    expect(account?.calls).toBe(2);
    expect(readdirSync(spoolPath(dir))).toEqual([]);
  });

  it("and a batch that recorded the same calls count once", () => {
    const dir = freshDir();
    const a = entry();
    journalOf(dir, 999_999, [{ r: a }, { s: a.uid, c: { ...a, estimated: false } }]);
    writeFileSync(
      join(spoolPath(dir), `${NOW}-999999-ffff0000.json`),
      JSON.stringify({ v: 1, charges: [{ ...a, estimated: false }], runs: [] }),
    );
    const [account] = open(dir, () => false).usage(0, NOW + 1);
    expect(account?.total).toBe(1);
    expect(account?.calls).toBe(1);
  });
});

describe("a live process's journal", () => {
  it("is left alone until the process is gone", () => {
    const dir = freshDir();
    const path = journalOf(dir, 4242, [{ r: entry() }]);
    expect(open(dir, (pid) => pid === 4242).usage(0, NOW + 1)).toEqual([]);
    expect(readdirSync(spoolPath(dir))).toEqual([path.split("/").pop()]);
  });
});

describe("leftovers", () => {
  it("a temporary file of a dead writer goes at once; a live writer's stays", () => {
    const dir = freshDir();
    const spool = spoolPath(dir);
    mkdirSync(spool, { recursive: true });
    writeFileSync(join(spool, `.${NOW}-999999-00000000.json.tmp`), "");
    writeFileSync(join(spool, `.${NOW}-4242-00000000.json.tmp`), "");
    open(dir, (pid) => pid === 4242);
    expect(readdirSync(spool)).toEqual([`.${NOW}-4242-00000000.json.tmp`]);
  });

  it("a journal whose first line cannot be written is removed, not left empty", () => {
    const dir = freshDir();
    const j = Journal.open(spoolPath(dir), NOW);
    // A line the file system refuses: a write to a closed descriptor fails as a full disk would.
    j.remove();
    writeFileSync(j.path, "");
    expect(() => j.write({ x: "u" })).toThrow();
    expect(readdirSync(spoolPath(dir))).toEqual([]);
  });
});
