// People already seen and people excluded, in-process against one sandbox (a fresh config dir per test, so
// a fresh store): `find --new-only` on a page, a walk and an export; `--exclude FILE` (CSV, JSONL);
// `search --new-only` filtering the shortlist; history off refusing --new-only.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
const dirs: string[] = [];
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 3000, credits: 100_000 });
});
afterAll(async () => {
  await sb.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function fresh(): { config: string; dir: string } {
  const dir = mkdtempSync(join(tmpdir(), "people-seen-"));
  dirs.push(dir);
  return { config: join(dir, "config"), dir };
}
const FILTERS = ["--title", "engineer"];
const ids = (jsonl: string): string[] =>
  jsonl
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { id: string }).id);

describe("find --new-only", () => {
  it("a second page run delivers only people the first did not, and says how many it left out", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const first = await runInProcess(["find", ...FILTERS, "--limit", "10", "--new-only"], { env });
    expect(first.exitCode).toBe(0);
    expect(first.stderr).toContain("Left out 0 people seen before (--new-only)");
    const firstIds = ids(first.stdout);
    expect(firstIds).toHaveLength(10);
    // A wider page overlaps the first: only the people the first did not deliver come out.
    const second = await runInProcess(["find", ...FILTERS, "--limit", "25", "--new-only"], { env });
    expect(second.exitCode).toBe(0);
    const secondIds = ids(second.stdout);
    expect(secondIds).toHaveLength(15);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    expect(second.stderr).toContain("Left out 10 people seen before (--new-only)");
  });

  it("without --new-only everyone is delivered again, and the run is still remembered", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    await runInProcess(["find", ...FILTERS, "--limit", "5"], { env });
    const again = await runInProcess(["find", ...FILTERS, "--limit", "5"], { env });
    expect(ids(again.stdout)).toHaveLength(5);
    const only = await runInProcess(["find", ...FILTERS, "--limit", "5", "--new-only"], { env });
    expect(ids(only.stdout)).toEqual([]);
    expect(only.stderr).toContain("Nobody new on this page");
  });

  it("a walk keeps paging until it has --max-results new people", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const seenFirst = await runInProcess(["find", ...FILTERS, "--max-results", "150", "--limit", "100"], {
      env,
    });
    expect(ids(seenFirst.stdout)).toHaveLength(150);
    const walk = await runInProcess(["find", ...FILTERS, "--max-results", "120", "--new-only"], { env });
    expect(walk.exitCode).toBe(0);
    const got = ids(walk.stdout);
    expect(got).toHaveLength(120);
    expect(got.filter((id) => ids(seenFirst.stdout).includes(id))).toEqual([]);
    expect(walk.stderr).toContain("Left out 150 people seen before");
    // The people it did not deliver (past --max-results on its last page) are still new.
    const next = await runInProcess(["find", ...FILTERS, "--max-results", "10", "--new-only"], { env });
    expect(ids(next.stdout)).toHaveLength(10);
    expect(ids(next.stdout).filter((id) => got.includes(id))).toEqual([]);
  });

  it("an export with --new-only writes only new people to FILE", async () => {
    const { config, dir } = fresh();
    const env = sandboxEnv(sb, config);
    await runInProcess(["find", ...FILTERS, "--limit", "30"], { env });
    const out = join(dir, "new.jsonl");
    const r = await runInProcess(["find", ...FILTERS, "--max-results", "50", "--new-only", "-o", out], {
      env,
    });
    expect(r.exitCode).toBe(0);
    const written = ids(readFileSync(out, "utf8"));
    expect(written).toHaveLength(50);
    expect(r.stderr).toContain("Left out 30 people seen before");
  });

  it("refuses with history off rather than show everyone", async () => {
    const { config } = fresh();
    const sent = sb.requests.length;
    const r = await runInProcess(["find", ...FILTERS, "--new-only"], {
      env: sandboxEnv(sb, config, { PEOPLE_NO_HISTORY: "1" }),
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--new-only needs the record of people already seen, and history is off/);
    expect(sb.requests.length).toBe(sent);
  });

  it("the dry run says that pages of people already seen still cost", async () => {
    const { config } = fresh();
    const r = await runInProcess(["find", ...FILTERS, "--all", "--new-only", "--dry-run"], {
      env: sandboxEnv(sb, config),
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout + r.stderr).toMatch(
      /charged in full even when people seen before \(--new-only\) are left out/,
    );
  });
});

describe("find --exclude", () => {
  it("leaves out people in a CSV by email and in a JSONL by id, case-folded", async () => {
    const { config, dir } = fresh();
    const env = sandboxEnv(sb, config);
    const page = await runInProcess(["find", ...FILTERS, "--limit", "6"], { env });
    const people = page.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; email: string; linkedinUrl: string });
    const csv = join(dir, "crm.csv");
    writeFileSync(
      csv,
      `Name,Email\r\n"Someone, Else",${people[0]?.email.toUpperCase()}\r\nNobody,nobody@nowhere.example\r\n`,
    );
    const jsonl = join(dir, "dnc.jsonl");
    writeFileSync(
      jsonl,
      `${JSON.stringify({ id: people[1]?.id.toLowerCase() })}\n${JSON.stringify({ linkedinUrl: people[2]?.linkedinUrl })}\n`,
    );
    const r = await runInProcess(["find", ...FILTERS, "--limit", "6", "--exclude", csv, "--exclude", jsonl], {
      env,
    });
    expect(r.exitCode).toBe(0);
    expect(ids(r.stdout)).toEqual(people.slice(3).map((p) => p.id));
    expect(r.stderr).toContain("Left out 3 people in --exclude files.");
  });

  it("refuses a CSV with no column that names a person, before any request", async () => {
    const { config, dir } = fresh();
    const csv = join(dir, "bad.csv");
    writeFileSync(csv, "first,last\nAda,Lovelace\n");
    const sent = sb.requests.length;
    const r = await runInProcess(["find", ...FILTERS, "--exclude", csv], { env: sandboxEnv(sb, config) });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/no column names a person/);
    expect(sb.requests.length).toBe(sent);
  });
});

describe("search --new-only", () => {
  it("filters the shortlist of a second search and says so", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const q = "senior engineers in Berlin";
    const first = await runInProcess(["search", q, "--no-stream", "--jsonl"], { env });
    expect(first.exitCode).toBe(0);
    const keys = first.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { key: string }).key);
    expect(keys.length).toBeGreaterThan(0);
    const again = await runInProcess(["search", q, "--no-stream", "--jsonl", "--new-only"], { env });
    expect(again.exitCode).toBe(0);
    const keysAgain = again.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => (JSON.parse(l) as { key: string }).key);
    expect(keysAgain.filter((k) => keys.includes(k))).toEqual([]);
    expect(again.stderr).toContain(`Left out ${keys.length} people seen before (--new-only).`);
    expect(again.stderr).toContain("cannot be told whom to skip");
  });

  it("is refused with --chat", async () => {
    const { config } = fresh();
    const r = await runInProcess(["search", "x", "--chat", "--new-only"], { env: sandboxEnv(sb, config) });
    expect(r.exitCode).toBe(2);
  });
});

describe("people show", () => {
  it("shows the Nth of the last shortlist and a person of a page by email, sending nothing", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const search = await runInProcess(["search", "senior engineers in Berlin", "--no-stream", "--jsonl"], {
      env,
    });
    const second = JSON.parse(search.stdout.split("\n")[1] as string) as { key: string; name: string };
    const page = await runInProcess(["find", "--title", "designer", "--limit", "3"], { env });
    const p = JSON.parse(page.stdout.split("\n")[0] as string) as { id: string; email: string };
    const sent = sb.requests.length;
    const two = await runInProcess(["show", "2"], { env });
    expect(two.exitCode).toBe(0);
    const shown = JSON.parse(two.stdout) as {
      key: string;
      reason?: string;
      runs: { command: string; reason?: string }[];
    };
    expect(shown.key).toBe(second.key);
    expect(shown.runs[0]?.command).toBe("search");
    expect(shown.runs[0]?.reason).toBeTruthy();
    const byEmail = await runInProcess(["show", p.email.toUpperCase(), "--json"], { env });
    expect(byEmail.exitCode).toBe(0);
    expect((JSON.parse(byEmail.stdout) as { id: string }).id).toBe(p.id);
    const card = await runInProcess(["show", second.key], { env, stdoutTTY: true });
    expect(card.stdout).toContain(second.name);
    expect(card.stdout).toContain("Delivered by");
    expect(sb.requests.length).toBe(sent);
  });

  it("--jq filters the person shown, and a bad expression is refused before the store is read", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const page = await runInProcess(["find", "--title", "designer", "--limit", "2"], { env });
    const p = JSON.parse(page.stdout.split("\n")[0] as string) as { id: string; email: string };
    const name = await runInProcess(["show", p.id, "--jq", ".email"], { env, stdoutTTY: true });
    expect(name.exitCode, name.stderr).toBe(0);
    expect(name.stdout.trim()).toBe(p.email);
    const bad = await runInProcess(["show", p.id, "--jq", ".email |"], { env });
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr.trim().split("\n")).toHaveLength(bad.stderr.includes("hint:") ? 2 : 1);
  });

  it("says clearly when nobody by that name was delivered", async () => {
    const { config } = fresh();
    const r = await runInProcess(["show", "nobody@example.com"], { env: sandboxEnv(sb, config) });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/nobody known as "nobody@example.com"/);
  });

  it("--web opens the profile URL with $BROWSER", async () => {
    const { config, dir } = fresh();
    const env = sandboxEnv(sb, config);
    const page = await runInProcess(["find", "--title", "designer", "--limit", "1"], { env });
    const p = JSON.parse(page.stdout.split("\n")[0] as string) as { id: string; linkedinUrl: string };
    const log = join(dir, "opened");
    const browser = join(dir, "browser.sh");
    writeFileSync(browser, `#!/bin/sh\necho "$1" > ${log}\n`, { mode: 0o755 });
    const r = await runInProcess(["show", p.id, "--web"], { env: { ...env, BROWSER: browser } });
    expect(r.exitCode).toBe(0);
    await new Promise((res) => setTimeout(res, 300));
    expect(readFileSync(log, "utf8").trim()).toBe(p.linkedinUrl);
  });
});

describe("history of the people delivered", () => {
  it("history show N prints a page of find again, and history --search finds runs by a person's name", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    const page = await runInProcess(["find", "--title", "designer", "--limit", "4"], { env });
    const people = page.stdout
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { id: string; name: string; company: { name: string } });
    await runInProcess(["find", "--title", "engineer", "--limit", "2"], { env });
    const sent = sb.requests.length;
    const runs = JSON.parse((await runInProcess(["history", "--json"], { env })).stdout) as { id: number }[];
    const shown = await runInProcess(["history", "show", String(runs[1]?.id), "--jsonl"], { env });
    expect(shown.exitCode).toBe(0);
    expect(ids(shown.stdout)).toEqual(people.map((p) => p.id));
    const csv = await runInProcess(["history", "show", String(runs[1]?.id), "--csv", "--fields", "id,name"], {
      env,
    });
    expect(csv.stdout.split("\r\n")[1]).toBe(`${people[0]?.id},${people[0]?.name}`);
    const found = await runInProcess(["history", "--search", people[2]?.name ?? "?", "--json"], { env });
    expect((JSON.parse(found.stdout) as { id: number }[]).map((r) => r.id)).toEqual([runs[1]?.id]);
    const byCompany = await runInProcess(["history", "--search", people[0]?.company.name ?? "?", "--json"], {
      env,
    });
    expect((JSON.parse(byCompany.stdout) as { id: number }[]).map((r) => r.id)).toContain(runs[1]?.id);
    expect(sb.requests.length).toBe(sent);
  });

  it("history clear forgets who was seen: --new-only then delivers them again", async () => {
    const { config } = fresh();
    const env = sandboxEnv(sb, config);
    await runInProcess(["find", "--title", "designer", "--limit", "3"], { env });
    expect(await runInProcess(["history", "clear", "--yes"], { env })).toMatchObject({ exitCode: 0 });
    const again = await runInProcess(["find", "--title", "designer", "--limit", "3", "--new-only"], { env });
    expect(ids(again.stdout)).toHaveLength(3);
  });
});
