// What a killed process spent is recorded, with and without a budget: a walk into a file and a search of
// `people mcp`, each stopped by kill -9 or SIGHUP (a closed terminal) while a paid call is in flight. Then
// `people usage` equals what the sandbox charged, a call whose outcome was never seen counted at its reserve
// and marked estimated, and the history keeps the walk as interrupted. The sandbox's own balance says what
// it charged.
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, sandbox, tempDir } from "../helpers/cli.js";
import { startWalk, until } from "../helpers/walk.js";

let sb: RunningSandbox;
let slow: RunningSandbox;
const work = tempDir("people-killed-");
beforeAll(async () => {
  sb = await sandbox({ people: 3000, credits: 1_000_000 });
  // Agentic runs that take about two seconds, so that the server can be killed in the middle of one.
  slow = await sandbox({ pace: 0.4, credits: 1000 });
});
afterAll(async () => {
  await sb.close();
  await slow.close();
  work.remove();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Usage {
  total: number;
  estimated: number;
  held: number;
}
async function usage(people: ReturnType<typeof cli>): Promise<Usage> {
  const r = await people(["usage", "--json"]);
  expect(r.exitCode, String(r.stderr)).toBe(0);
  const accounts = JSON.parse(String(r.stdout)).accounts as Usage[];
  return accounts[0] ?? { total: 0, estimated: 0, held: 0 };
}

const CASES = [
  ["without a budget", "SIGKILL", {}],
  ["without a budget", "SIGHUP", {}],
  ["under a budget", "SIGKILL", { PEOPLE_BUDGET_DAILY: "100000" }],
  ["under a budget", "SIGHUP", { PEOPLE_BUDGET_DAILY: "100000" }],
] as const;

describe("a walk into a file, stopped mid-walk", { timeout: 120_000 }, () => {
  it.each(CASES)("%s, by %s: usage equals what the service charged", async (_what, signal, env) => {
    const dir = join(work.path, `walk-${signal}-${Object.keys(env).length}`);
    const people = cli({ sandbox: sb, configDir: dir, env });
    const balance = sb.balance().balance;
    sb.faults.set({ delayMs: 30 });
    const { child, pages } = startWalk(
      people,
      sb,
      join(work.path, `w-${signal}-${Object.keys(env).length}.jsonl`),
    );
    await until(() => pages() >= 5 || child.exitCode !== null, "five pages");
    child.kill(signal);
    const r = await child;
    sb.faults.clear();
    // Let any request still in flight be answered (and charged) before the sums.
    await sleep(100);
    // SIGHUP is handled as SIGTERM: the walk stops as interrupted, says where it stopped, and records.
    if (signal === "SIGKILL") expect(r.signal).toBe("SIGKILL");
    else expect(r.exitCode, String(r.stderr)).toBe(130);
    // Either way the history keeps the walk, as interrupted, with the pages it had written.
    const history = JSON.parse(String((await people(["history", "--json"])).stdout));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ command: "find", status: "interrupted" });
    expect(history[0].people).toBeGreaterThan(0);
    const charged = balance - sb.balance().balance;
    expect(charged).toBeGreaterThan(0);
    const u = await usage(people);
    expect(u.held).toBe(0);
    // Every credit charged is counted; what is counted beyond it is only the calls in flight when the
    // process stopped (the page and the one fetched ahead), estimated at their reserve: their outcome was
    // never seen, and the service may have dropped them with the connection.
    expect(u.total).toBeGreaterThanOrEqual(charged);
    expect(u.total - u.estimated).toBeLessThanOrEqual(charged);
    expect(u.total - charged).toBeLessThanOrEqual(2);
    // Nothing left behind in the spool once it has been folded in, but the walk's people for the index of
    // people seen, which wait for a command that reads that index (usage does not).
    const spool = join(dir, "people.db-spool");
    if (existsSync(spool)) expect(readdirSync(spool).filter((f) => !/\.seen(-open)?$/.test(f))).toEqual([]);
  });
});

describe("people mcp, stopped in the middle of a search", { timeout: 120_000 }, () => {
  it.each(CASES)(
    "%s, by %s: usage counts the search at its reserve, estimated",
    async (_what, signal, env) => {
      const dir = join(work.path, `mcp-${signal}-${Object.keys(env).length}`);
      const people = cli({ sandbox: slow, configDir: dir, env });
      const start = slow.requests.length;
      const child = people(["mcp"], { stdin: "pipe", stdout: "pipe" });
      const send = (m: unknown) => child.stdin?.write(`${JSON.stringify(m)}\n`);
      send({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      });
      send({ jsonrpc: "2.0", method: "notifications/initialized" });
      send({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "search_people", arguments: { query: "data engineers in Madrid" } },
      });
      await until(
        () => slow.requests.slice(start).some((q) => q.path.endsWith("/search")) || child.exitCode !== null,
        "the search to be sent",
      );
      await sleep(300);
      child.kill(signal);
      await child;
      const u = await usage(people);
      expect(u.held).toBe(0);
      // The outcome was never seen: counted at the search's reserve, 10 credits, marked estimated.
      expect(u.total).toBe(10);
      expect(u.estimated).toBe(10);
      await slow.idle();
    },
  );
});
