// In-process: a third concurrent agentic search is refused with 429. Without --wait `search` exits 6 at
// once saying when to retry (never retrying by itself); with --wait it sits out Retry-After and runs.
// Two slow searches (a paced sandbox of its own) occupy both slots.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

beforeAll(async () => {
  sb = await sandbox({ pace: 0.4 });
  dir = tempDir();
  people = inProcessCli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

const searches = () => sb.requests.filter((r) => r.path === "/api/v1/search").length;

/** Starts two streamed searches and resolves once both have begun; the bodies drain in the background. */
async function occupyBothSlots(): Promise<Promise<void>[]> {
  const start = async () => {
    const res = await fetch(`${sb.baseUrl}/search`, {
      method: "POST",
      headers: { authorization: `Bearer ${sb.key}`, "content-type": "application/json" },
      body: JSON.stringify({ query: "senior rust engineers in Berlin", stream: true }),
    });
    expect(res.status).toBe(200);
    return res;
  };
  const responses = await Promise.all([start(), start()]);
  return responses.map(async (res) => {
    await res.text();
  });
}

describe("a third concurrent search", { timeout: 60_000 }, () => {
  it("without --wait: exit 6 saying when to retry, and only one attempt", async () => {
    const running = await occupyBothSlots();
    const before = searches();
    const r = await people(["search", "staff engineers in Berlin"]);
    expect(r.exitCode).toBe(6);
    expect(String(r.stderr)).toMatch(/error: .*2 searches running/);
    expect(String(r.stderr)).toMatch(/hint: Retry in \d+s, or add --wait/);
    expect(searches()).toBe(before + 1);
    await Promise.all(running);
    await sb.idle();
  });

  it("with --wait: waits Retry-After and runs", async () => {
    const running = await occupyBothSlots();
    const before = searches();
    const r = await people(["search", "staff engineers in Berlin", "--wait", "--json"]);
    expect(r.exitCode).toBe(0);
    expect(String(r.stderr)).toMatch(/rate limited: .* retry 1 in \d+s/);
    expect(JSON.parse(String(r.stdout)).people).toEqual(expect.any(Array));
    expect(searches()).toBeGreaterThanOrEqual(before + 2);
    await Promise.all(running);
  });

  it("with --wait but a wait longer than --max-wait: exit 6", async () => {
    const running = await occupyBothSlots();
    const r = await people(["search", "staff engineers in Berlin", "--wait", "--max-wait", "0"]);
    expect(r.exitCode).toBe(6);
    expect(String(r.stderr)).toMatch(/error: .*searches running/);
    await Promise.all(running);
    await sb.idle();
  });
});
