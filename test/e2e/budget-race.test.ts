// Processes racing for the last credits of a budget: real processes (the built binary), one sandbox, one
// config dir. The check and the hold are one transaction of the local store, so together they can never
// send more than the budget allows; the sandbox's request log counts what was actually sent.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, sandbox, tempDir } from "../helpers/cli.js";

let sb: RunningSandbox;
const work = tempDir("people-race-");
beforeAll(async () => {
  sb = await sandbox({ people: 3000, credits: 1_000_000 });
});
afterAll(async () => {
  await sb.close();
  work.remove();
});
const sentTo = (path: string, since: number) =>
  sb.requests.slice(since).filter((r) => r.path.endsWith(path)).length;

describe("two processes racing for the last credits", { timeout: 180_000 }, () => {
  it.each([1, 2, 3])(
    "walks racing with a budget of 30 pages send 30 pages between them, never more (round %i)",
    async (round) => {
      const config = join(work.path, `walks-${round}`);
      const people = cli({ sandbox: sb, configDir: config, env: { PEOPLE_BUDGET_DAILY: "30" } });
      const start = sb.requests.length;
      // Two walks overlapping from start to end (slow pages), and two asking as fast as they can.
      const files = ["a", "b", "c", "d"].map((n) => join(work.path, `race-${round}-${n}.jsonl`));
      const results = await Promise.all(
        files.map((file, i) =>
          people(["find", "--title", "engineer", "--all", "--limit", "1", "--yes", "-o", file], {
            env: { PEOPLE_TEST_LABEL: String(i) },
          }),
        ),
      );
      for (const r of results) {
        expect(r.exitCode, r.stderr).toBe(8);
        expect(r.stderr).toMatch(
          /^error: stopped by budget\.daily \(30 of its 30 credits spent or held today\)/m,
        );
      }
      expect(sentTo("/people/search", start)).toBe(30);
      const written = files
        .map((f) => {
          try {
            return readFileSync(f, "utf8").trim().split("\n").filter(Boolean).length;
          } catch {
            return 0;
          }
        })
        .reduce((a, b) => a + b, 0);
      expect(written).toBe(30);
      const usage = JSON.parse((await people(["usage", "--json"])).stdout);
      expect(usage.accounts[0]).toMatchObject({ total: 30, calls: 30, held: 0 });
    },
  );

  it("four translations with a budget of 2: exactly two are sent, two refused (exit 8)", async () => {
    const people = cli({
      sandbox: sb,
      configDir: join(work.path, "translate"),
      env: { PEOPLE_BUDGET_DAILY: "2" },
    });
    const start = sb.requests.length;
    const results = await Promise.all([1, 2, 3, 4].map(() => people(["translate", "founders in Paris"])));
    expect(results.map((r) => r.exitCode).sort()).toEqual([0, 0, 8, 8]);
    expect(sentTo("/people/translate", start)).toBe(2);
  });

  it("two searches with a budget of 10: the first holds its 10 credits while it runs, the second is refused", async () => {
    const slow = await sandbox({ pace: 0.3, people: 2000 });
    try {
      const people = cli({
        sandbox: slow,
        configDir: join(work.path, "search"),
        env: { PEOPLE_BUDGET_DAILY: "10" },
      });
      const results = await Promise.all(
        ["rust engineers in Berlin", "go engineers in Paris"].map((q) => people(["search", q, "--json"])),
      );
      expect(results.map((r) => r.exitCode).sort()).toEqual([0, 8]);
      const refused = results.find((r) => r.exitCode === 8);
      expect(refused?.stderr).toMatch(/this search reserves 10 credits, so nothing was sent/);
      expect(slow.requests.filter((r) => r.path.endsWith("/search")).length).toBe(1);
    } finally {
      await slow.close();
    }
  });
});
