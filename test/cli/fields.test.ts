// --fields in-process: listing the fields there are, warning about names no record has, and --json
// selecting rather than ignoring them.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000 });
  dir = mkdtempSync(join(tmpdir(), "people-fields-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => sandboxEnv(sb, dir);
const requests = (path: string) => sb.requests.filter((r) => r.path === `/api/v1${path}`).length;
const jsonl = (s: string) =>
  s
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("--fields alone lists the fields", () => {
  it("search: the people's fields, without running a search", async () => {
    const before = requests("/search");
    const r = await runInProcess(["search", "--fields"], { env: env() });
    expect(r.exitCode).toBe(0);
    const names = r.stdout.trim().split("\n");
    expect(names).toEqual(expect.arrayContaining(["name", "reason", "signals", "currentTitle", "rank"]));
    expect(r.stderr).toMatch(/--fields a,b,c/);
    expect(requests("/search")).toBe(before);
  });

  it("find: the fields of the first page's profiles, dotted for nested ones (one page, 1 credit)", async () => {
    const before = requests("/people/search");
    const r = await runInProcess(["find", "--title", "engineer", "--fields"], { env: env() });
    expect(r.exitCode).toBe(0);
    const names = r.stdout.trim().split("\n");
    expect(names).toEqual(expect.arrayContaining(["name", "title", "company.name", "location.city"]));
    expect(r.stderr).toMatch(/Fields of the 25 profiles on the first page \(1 credit charged/);
    expect(requests("/people/search")).toBe(before + 1);
  });
});

describe("a --fields name that no record has", () => {
  it("find: warns once, listing the fields that were seen; the column stays (empty)", async () => {
    const r = await runInProcess(["find", "--title", "engineer", "--fields", "name,nmae"], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(r.stderr.match(/warning: --fields: no field "nmae" in the first 25 records/g)).toHaveLength(1);
    expect(r.stderr).toMatch(/fields seen: .*\bname\b.*company\.name/);
    expect(jsonl(r.stdout)[0]).toEqual({ name: expect.any(String), nmae: null });
  });

  it("find --all: warns once for the whole walk, not per page", async () => {
    const r = await runInProcess(
      [
        "find",
        "--title",
        "engineer",
        "--all",
        "--max-results",
        "60",
        "--limit",
        "25",
        "--fields",
        "name,nmae",
      ],
      { env: env() },
    );
    expect(r.exitCode).toBe(0);
    expect(jsonl(r.stdout)).toHaveLength(60);
    expect(r.stderr.match(/no field "nmae"/g)).toHaveLength(1);
  });

  it("search: warns about the shortlist too", async () => {
    const r = await runInProcess(["search", "engineers in Berlin", "--fields", "name,reasn"], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(
      /no field "reasn" in the first \d+ records?, so it is empty; fields seen: .*reason/,
    );
  });
});

describe("--json --fields selects", () => {
  it("find: the page as returned, its profiles holding only those fields", async () => {
    const r = await runInProcess(["find", "--title", "engineer", "--json", "--fields", "name,company.name"], {
      env: env(),
    });
    expect(r.exitCode).toBe(0);
    const page = JSON.parse(r.stdout);
    expect(page.totalCount).toBeGreaterThan(0);
    expect(Object.keys(page.profiles[0])).toEqual(["name", "company.name"]);
  });

  it("search: the response object, its people holding only those fields", async () => {
    const r = await runInProcess(["search", "engineers in Berlin", "--json", "--fields", "name,reason"], {
      env: env(),
    });
    expect(r.exitCode).toBe(0);
    const value = JSON.parse(r.stdout);
    expect(value.answer).toEqual(expect.any(String));
    expect(Object.keys(value.people[0])).toEqual(["name", "reason"]);
  });
});
