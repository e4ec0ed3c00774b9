// Acceptance: `people find` against the sandbox, read off its request log and ledger: what is refused
// before any request, what --dry-run sends (nothing), how --all walks, and that --max-credits bounds the
// whole run, a --prompt translation included. In-process.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let people: InProcessCli;

beforeAll(async () => {
  sb = await sandbox({ people: 1_000 });
  dir = tempDir();
  people = inProcessCli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

const searches = () => sb.requests.filter((r) => r.path === "/api/v1/people/search");

/** Runs `people ARGS` and returns what it sent and what it cost. */
async function measured(args: string[], input?: string) {
  const before = sb.requests.length;
  const balance = sb.balance().balance;
  const r = await people(args, input === undefined ? {} : { input });
  return {
    r,
    stdout: String(r.stdout),
    stderr: String(r.stderr),
    sent: sb.requests.slice(before),
    spent: balance - sb.balance().balance,
  };
}

describe("refused before any request: exit 2, no credit spent, the message names field, value and allowed list", () => {
  it.each<[string[], RegExp[]]>([
    [
      ["find", "--seniority", "overlord"],
      [/--seniority/, /overlord/, /Owner, Founder, CXO, Partner, VP, Director, Manager, Senior, Entry/],
    ],
    [
      ["find", "--headcount", "2-9"],
      [/--headcount/, /2-9/, /1-10, 11-50, 51-200, 201-500, 501-1000, 1001-5000, 5001-10000, 10001\+/],
    ],
    [
      ["find", "--title", "x", "--limit", "0"],
      [/--limit/, /\b0\b/, /1 to 100/],
    ],
    [["find", "--prompt", "engineers in Berlin", "--seniority", "overlord"], [/overlord/]],
    [
      ["find", "--prompt", "engineers in Berlin", "--limit", "500"],
      [/--limit/, /500/],
    ],
  ])("%j", async (args, messages) => {
    const m = await measured(args);
    expect(m.r.exitCode).toBe(2);
    expect(m.sent).toEqual([]);
    expect(m.spent).toBe(0);
    expect(m.stdout).toBe("");
    for (const re of messages) expect(m.stderr).toMatch(re);
  });

  it("--query - with an unknown field names it and the allowed fields", async () => {
    const m = await measured(["find", "--query", "-"], '{"titleIncludes":["x"],"department":"R&D"}');
    expect(m.r.exitCode).toBe(2);
    expect(m.sent).toEqual([]);
    expect(m.stderr).toMatch(/department/);
    expect(m.stderr).toMatch(/keywords, titleIncludes, titleExcludes/);
  });

  it("a bad --query refuses before a --prompt is translated (no credit)", async () => {
    const m = await measured(["find", "--query", "-", "--prompt", "engineers in Berlin"], '{"bogus":1}');
    expect(m.r.exitCode).toBe(2);
    expect(m.sent).toEqual([]);
  });
});

describe("--dry-run sends nothing", () => {
  it.each([
    [["find", "--title", "engineer", "--all", "-o", "DIR/never.csv", "--dry-run"]],
    [["find", "--prompt", "senior engineers in Berlin", "--dry-run"]],
    [["translate", "senior engineers in Berlin", "--dry-run"]],
    [["search", "senior engineers in Berlin", "--no-stream", "--dry-run"]],
  ])("%j: method, URL and body on stdout, the key redacted, no request, no file", async (args) => {
    const m = await measured([...args.map((a) => a.replace("DIR", dir.path)), "--verbose"]);
    expect(m.r.exitCode).toBe(0);
    expect(m.sent).toEqual([]);
    expect(m.stdout).toMatch(/POST http:\/\/127\.0\.0\.1:\d+\/api\/v1\//);
    expect(m.stdout).toMatch(/cost|credit/i);
    expect(`${m.stdout}${m.stderr}`).not.toContain(sb.key);
    expect(m.stdout).toContain(`${sb.key.slice(0, 4)}…${sb.key.slice(-4)}`);
    expect(existsSync(join(dir.path, "never.csv"))).toBe(false);
  });
});

describe("walking pages", () => {
  it("--all passes nextCursor back unchanged with every other parameter unchanged, 1 credit per page", async () => {
    const m = await measured([
      "find",
      "--title",
      "engineer",
      "--seniority",
      "senior",
      "--limit",
      "40",
      "--all",
    ]);
    expect(m.r.exitCode).toBe(0);
    const pages = m.sent.filter((r) => r.path === "/api/v1/people/search");
    expect(pages.length).toBeGreaterThan(1);
    const bodies = pages.map((p) => p.body as { query: unknown; limit: number; cursor?: string | null });
    for (const b of bodies) {
      expect(b.query).toEqual({ titleIncludes: ["engineer"], seniorityLevels: ["Senior"] });
      expect(b.limit).toBe(40);
    }
    expect(bodies[0]!.cursor ?? null).toBeNull();
    expect(m.spent).toBe(pages.length);
    const lines = m.stdout.trim().split("\n");
    const ids = lines.map((l) => (JSON.parse(l) as { id: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
    // Every person the first page promised, once.
    const first = await people([
      "find",
      "--title",
      "engineer",
      "--seniority",
      "Senior",
      "--limit",
      "1",
      "--json",
    ]);
    expect(ids.length).toBe((JSON.parse(String(first.stdout)) as { totalCount: number }).totalCount);
  });

  it("--cursor fetches exactly one page from a cursor", async () => {
    const firstPage = await people(["find", "--title", "engineer", "--limit", "3", "--json"]);
    const cursor = (JSON.parse(String(firstPage.stdout)) as { nextCursor: string }).nextCursor;
    const m = await measured(["find", "--title", "engineer", "--limit", "3", "--cursor", cursor]);
    expect(m.r.exitCode).toBe(0);
    expect(m.sent).toHaveLength(1);
    expect((m.sent[0]!.body as { cursor: string }).cursor).toBe(cursor);
    expect(m.stdout.trim().split("\n")).toHaveLength(3);
  });

  it("--max-results N stops after N people with exit 0, paying only for the pages it needed", async () => {
    const m = await measured(["find", "--title", "engineer", "--limit", "10", "--max-results", "15"]);
    expect(m.r.exitCode).toBe(0);
    expect(m.stdout.trim().split("\n")).toHaveLength(15);
    expect(m.spent).toBe(2);
  });
});

describe("--max-credits bounds the whole run", () => {
  it("stops at N pages with exit 8 and a command that continues", async () => {
    const m = await measured(["find", "--title", "engineer", "--limit", "5", "--max-credits", "2"]);
    expect(m.r.exitCode).toBe(8);
    expect(m.spent).toBe(2);
    expect(m.stdout.trim().split("\n")).toHaveLength(10);
    expect(m.stderr).toMatch(/people find .*--cursor \S+/);
  });

  it("a --prompt translation counts: --max-credits 2 is the translation and one page", async () => {
    const m = await measured([
      "find",
      "--prompt",
      "engineers in Berlin",
      "--limit",
      "2",
      "--all",
      "--max-credits",
      "2",
    ]);
    expect(m.r.exitCode).toBe(8);
    expect(m.spent).toBe(2);
    expect(m.sent.filter((r) => r.path === "/api/v1/people/search")).toHaveLength(1);
    expect(m.stdout.trim().split("\n")).toHaveLength(2);
    // The way on needs no second translation: the filters are written out as flags.
    expect(m.stderr).toMatch(/people find .*--title .*--location Berlin.*--cursor/);
    expect(m.stderr).not.toMatch(/people find .*--prompt/);
  });

  it("--max-credits 1 with --prompt spends the 1 on the translation and fetches no page (exit 8)", async () => {
    const before = searches().length;
    const m = await measured(["find", "--prompt", "engineers in Berlin", "--max-credits", "1"]);
    expect(m.r.exitCode).toBe(8);
    expect(m.spent).toBe(1);
    expect(searches().length).toBe(before);
    expect(m.stdout).toBe("");
    expect(m.stderr).toMatch(/people find .*--location Berlin/);
  });
});
