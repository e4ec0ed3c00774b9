// `people translate` in-process: errors and --amend from stdin (the happy paths are in find.test.ts,
// where the filter set is piped into `find`), and the error exits `find` shares with it (3, 5, 6).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type InProcessCli, inProcessCli } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: InProcessCli;
const translates = () => sb.requests.filter((r) => r.path.endsWith("/people/translate"));

beforeAll(async () => {
  sb = await sandbox({ people: 1_000 });
  dir = tempDir();
  run = inProcessCli({ sandbox: sb, configDir: join(dir.path, "config") });
});
afterAll(async () => {
  sb.faults.clear();
  await sb.close();
  dir.remove();
});

describe("translate", () => {
  it("--amend - reads the filter set from stdin", async () => {
    const before = translates().length;
    const r = await run(["translate", "only", "senior", "people", "--amend", "-"], {
      input: '{"titleIncludes":["engineer"]}',
    });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(translates()[before]?.body).toEqual({
      prompt: "only senior people",
      currentQuery: { titleIncludes: ["engineer"] },
    });
    expect(JSON.parse(r.stdout).seniorityLevels).toContain("Senior");
  });

  it.each([
    ['{"nope":1}', /unknown field "nope"/],
    ["{", /not valid JSON/],
  ])("--amend with %s is refused before any request (exit 2)", async (content, message) => {
    const file = join(dir.path, "amend.json");
    writeFileSync(file, content);
    const before = sb.requests.length;
    const r = await run(["translate", "engineers", "--amend", file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(sb.requests.length).toBe(before);
  });

  it("--amend with a missing file names it (exit 2)", async () => {
    const r = await run(["translate", "engineers", "--amend", join(dir.path, "missing.json")]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--amend .*missing\.json: cannot read the file \(no such file\)/);
  });

  it("no key: exit 3 before any request", async () => {
    const noKey = inProcessCli({
      configDir: join(dir.path, "empty-config"),
      env: { PEOPLE_BASE_URL: sb.baseUrl },
    });
    const r = await noKey(["translate", "engineers"]);
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toMatch(/people login/);
  });

  it("out of credits: exit 5 with the balance", async () => {
    sb.faults.set({ insufficientCredits: { route: "people/translate" } });
    const r = await run(["translate", "engineers in Berlin"]);
    sb.faults.clear();
    expect(r.exitCode).toBe(5);
    expect(r.stderr).toMatch(/balance: \d+ credits/);
    expect(r.stdout).toBe("");
  });

  it("a service failing after retries: exit 7, nothing on stdout", async () => {
    sb.faults.set({ upstreamError: { route: "people/translate", times: 5 } });
    const r = await run(["translate", "engineers in Berlin"]);
    sb.faults.clear();
    expect(r.exitCode).toBe(7);
    expect(r.stdout).toBe("");
  });

  it("a sentence the service cannot use is its 400: exit 2", async () => {
    const r = await run(["translate", "zzzz qqqq"]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/error: .*criterion/);
  });
});

describe("find errors", () => {
  it("a revoked key: exit 3", async () => {
    const revoked = sb.createKey("revoked");
    const r = await run(["find", "--title", "engineer"], { env: { PEOPLE_API_KEY: revoked } });
    expect(r.exitCode).toBe(3);
  });

  it("out of credits on the first page: exit 5", async () => {
    sb.faults.set({ insufficientCredits: { route: "people/search" } });
    const r = await run(["find", "--title", "engineer"]);
    sb.faults.clear();
    expect(r.exitCode).toBe(5);
  });

  it("rate limited beyond --max-wait: exit 6 saying when to retry", async () => {
    sb.faults.set({ rateLimited: { route: "people/search", times: 5, retryAfter: 120 } });
    const r = await run(["find", "--title", "engineer", "--max-wait", "1"]);
    sb.faults.clear();
    expect(r.exitCode).toBe(6);
    expect(r.stderr).toMatch(/Retry in 2m/);
  });
});
