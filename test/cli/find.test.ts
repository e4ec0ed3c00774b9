// `people find` and `people translate` in-process against a sandbox: page mode, the refusals, --query,
// --prompt and --dry-run. A reader that closes the pipe early is end to end (e2e/find.test.ts).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { sandbox, tempDir } from "../helpers/cli.js";
import { type InProcessCli, inProcessCli, TERMINAL } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let run: InProcessCli;

const searches = () => sb.requests.filter((r) => r.path.endsWith("/people/search"));
const translates = () => sb.requests.filter((r) => r.path.endsWith("/people/translate"));

beforeAll(async () => {
  sb = await sandbox({ people: 5_000, credits: 100_000 });
  dir = tempDir();
  run = inProcessCli({ sandbox: sb, configDir: join(dir.path, "config") });
});
afterAll(async () => {
  await sb.close();
  dir.remove();
});

describe("page mode", () => {
  it("prints one page as JSONL in a pipe, with a footer on stderr naming the next page's command", async () => {
    // A filter with more than one page of matches in the test population.
    const r = await run(["find", "--title", "engineer", "--country", "Germany", "--seniority", "senior"]);
    expect(r.exitCode).toBe(0);
    const lines = r.stdout.trim().split("\n");
    const total = Number(/25 of (\d+) shown/.exec(r.stderr)?.[1]);
    expect(total).toBeGreaterThan(25);
    expect(lines).toHaveLength(25);
    for (const line of lines) {
      const p = JSON.parse(line);
      expect(p.title.toLowerCase()).toContain("engineer");
      expect(p.seniority).toBe("Senior");
    }
    expect(r.stderr).toMatch(/25 of \d+ shown · 1 credit charged · balance \d+/);
    const next = /Next page: (people .*--cursor \S+)/.exec(r.stderr);
    expect(next?.[1]).toContain("--seniority Senior");
    // The footer's command works as printed and returns the next page.
    const args = String(next?.[1]).split(" ").slice(1);
    const r2 = await run(args);
    expect(r2.exitCode).toBe(0);
    const ids1 = new Set(lines.map((l) => JSON.parse(l).id));
    const ids2 = r2.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).id);
    expect(ids2.length).toBeGreaterThan(0);
    for (const id of ids2) expect(ids1.has(id)).toBe(false);
  });

  it("sends the flags one-to-one, lists split on commas, enums in canonical spelling", async () => {
    const before = searches().length;
    const r = await run([
      "find",
      "--title",
      "engineer,developer",
      "--title",
      "architect",
      "--exclude-title",
      "intern",
      "--company",
      "Quinos",
      "--industry",
      "SaaS",
      "--seniority",
      "SENIOR,vp",
      "--headcount",
      "51-200",
      "--location",
      "Berlin",
      "--country",
      "Germany",
      "--skill",
      "Rust",
      "--keywords",
      "platform",
      "--min-years",
      "2",
      "--max-years",
      "30",
      "--recently-changed-jobs",
      "--verified-email",
      "--past-employers",
      "--limit",
      "5",
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    const body = searches()[before]?.body as { query: unknown; limit: number };
    expect(body.limit).toBe(5);
    expect(body.query).toEqual({
      keywords: "platform",
      titleIncludes: ["engineer", "developer", "architect"],
      titleExcludes: ["intern"],
      companyNames: ["Quinos"],
      companyIndustries: ["SaaS"],
      seniorityLevels: ["Senior", "VP"],
      headcountRanges: ["51-200"],
      locations: ["Berlin"],
      countries: ["Germany"],
      skills: ["Rust"],
      minYearsExperience: 2,
      maxYearsExperience: 30,
      recentlyChangedJobs: true,
      verifiedEmailOnly: true,
      currentEmployersOnly: false,
    });
  });

  it("--json prints the page as the service returned it", async () => {
    const r = await run(["find", "--title", "engineer", "--limit", "3", "--json"]);
    expect(r.exitCode).toBe(0);
    const page = JSON.parse(r.stdout);
    expect(Object.keys(page).sort()).toEqual(["credits", "nextCursor", "profiles", "totalCount"]);
    expect(page.profiles).toHaveLength(3);
  });

  it("--csv flattens nested fields and --fields picks and orders columns", async () => {
    const r = await run([
      "find",
      "--title",
      "engineer",
      "--limit",
      "3",
      "--csv",
      "--fields",
      "name,location.city,skills",
    ]);
    expect(r.exitCode).toBe(0);
    // The runner strips the final line break, as a child's output is read.
    const rows = r.stdout.split("\r\n");
    expect(rows[0]).toBe("name,location.city,skills");
    expect(rows[1]).toMatch(/^[^,]+,[^,]+,[^,]+(; [^,]+)*$/);
    expect(rows).toHaveLength(4);
  });

  it("-o FILE takes the format from the extension", async () => {
    const out = join(dir.path, "page.csv");
    const r = await run(["find", "--title", "engineer", "--limit", "2", "-o", out]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("");
    const { readFileSync } = await import("node:fs");
    expect(readFileSync(out, "utf8").split("\r\n")[0]).toContain("name");
  });

  it("an empty result says so on stderr and exits 0", async () => {
    const r = await run(["find", "--title", "no-such-title-anywhere"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("No people match");
  });

  it("shows a table and the footer on a terminal", async () => {
    // On a terminal stdout and stderr are one transcript.
    const shown = await run(
      ["find", "--title", "engineer", "--location", "Berlin", "--seniority", "senior", "--limit", "3"],
      {
        ...TERMINAL,
        columns: 150,
      },
    );
    const r = { exitCode: shown.exitCode, stdout: shown.transcript };
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/Name.*Title.*Seniority.*Company.*Location/);
    expect(r.stdout).toContain("Berlin, Germany");
    expect(r.stdout).toMatch(/3 of \d+ shown/);
  });
});

describe("refused before any request (exit 2)", () => {
  it.each([
    [["find"], /no filter/],
    [["find", "--title", ""], /no filter/],
    [["find", "--title", " , "], /no filter/],
    [["find", "--seniority", "wizard"], /--seniority: "wizard" is not allowed; use one of: Owner, Founder/],
    [["find", "--headcount", "12"], /--headcount: "12" is not allowed; use one of: 1-10/],
    [["find", "--title", "x", "--limit", "0"], /--limit must be from 1 to 100 \(got 0\)/],
    [["find", "--title", "x", "--limit", "101"], /--limit must be from 1 to 100 \(got 101\)/],
    [
      ["find", "--title", "x", "--min-years", "10", "--max-years", "3"],
      /--min-years 10 is above --max-years 3/,
    ],
    [["find", "--title", "x", "--json", "--csv"], /--json and --csv ask for different formats/],
    [["find", "--title", "x", "-o", "out.txt"], /cannot tell the format/],
    [["find", "--title", "x", "--resume"], /--resume continues an export to a file/],
    [["find", "--prompt", " "], /--prompt is empty/],
    [["translate", " "], /the sentence is empty/],
  ])("%j", async (args, message) => {
    const before = sb.requests.length;
    const r = await run(args);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe("");
    expect(sb.requests.length).toBe(before);
  });

  it.each([
    ['{"titleIncludes":["x"],"salary":3}', /unknown field "salary"; allowed fields|unknown field "salary"/],
    ["{not json", /is not valid JSON/],
    ['{"seniorityLevels":["Guru"]}', /seniorityLevels: "Guru" is not allowed; use one of/],
    ['["x"]', /must hold a JSON object/],
    ["{}", /no filter/],
  ])("--query file %s", async (content, message) => {
    const file = join(dir.path, "q.json");
    writeFileSync(file, content);
    const before = sb.requests.length;
    const r = await run(["find", "--query", file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(sb.requests.length).toBe(before);
  });
});

describe("translate and --query / --prompt", () => {
  it("translate prints only the compact filter set in a pipe; find --query - --all --jsonl streams every match", async () => {
    const t = await run(["translate", "senior rust engineers in Berlin"]);
    expect(t.exitCode).toBe(0);
    expect(t.stdout.trim().split("\n")).toHaveLength(1);
    const q = JSON.parse(t.stdout);
    expect(q.locations).toEqual(["Berlin"]);
    expect(t.stderr).toMatch(/1 credit charged · balance/);
    const f = await run(["find", "--query", "-", "--all", "--jsonl"], { input: t.stdout });
    expect(f.exitCode, f.stderr).toBe(0);
    const people = f.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(people.length).toBeGreaterThan(0);
    expect(new Set(people.map((p) => p.id)).size).toBe(people.length);
    for (const p of people) expect(p.location.city).toBe("Berlin");
  });

  it("translate prints pretty JSON on a terminal", async () => {
    // On a terminal stdout and stderr are one transcript.
    const shown = await run(["translate", "senior", "rust", "engineers", "in", "Berlin"], TERMINAL);
    const r = { exitCode: shown.exitCode, stdout: shown.transcript };
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/\{\r?\n {2}"/);
  });

  it("translate --amend sends currentQuery", async () => {
    const file = join(dir.path, "amend.json");
    writeFileSync(file, JSON.stringify({ locations: ["Paris"] }));
    const before = translates().length;
    const r = await run(["translate", "engineers", "--amend", file]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(translates()[before]?.body).toEqual({
      prompt: "engineers",
      currentQuery: { locations: ["Paris"] },
    });
  });

  it("--prompt translates (1 credit), shows the filters on stderr, and flags win", async () => {
    const before = searches().length;
    const r = await run([
      "find",
      "--prompt",
      "senior rust engineers in Berlin",
      "--location",
      "Paris",
      "--limit",
      "2",
    ]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Filters from the prompt \(1 credit\): \{.*"locations":\["Berlin"\]/);
    const body = searches()[before]?.body as { query: Record<string, unknown> };
    expect(body.query.locations).toEqual(["Paris"]);
    expect(body.query.skills).toEqual(["Rust"]);
  });

  it("--query file merged with flags: flags win", async () => {
    const file = join(dir.path, "q2.json");
    writeFileSync(file, JSON.stringify({ titleIncludes: ["engineer"], locations: ["Berlin"] }));
    const before = searches().length;
    const r = await run(["find", "--query", file, "--location", "Paris", "--limit", "1"]);
    expect(r.exitCode).toBe(0);
    expect((searches()[before]?.body as { query: unknown } | undefined)?.query).toEqual({
      titleIncludes: ["engineer"],
      locations: ["Paris"],
    });
  });

  it("--dry-run prints method, URL, body and cost with the key redacted, and sends nothing", async () => {
    const before = sb.requests.length;
    const r = await run(["find", "--title", "engineer", "--all", "--dry-run"]);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`POST ${sb.baseUrl}/people/search`);
    expect(r.stdout).toContain('"titleIncludes"');
    expect(r.stdout).toMatch(/Cost: 1 credit per page/);
    expect(r.stdout).not.toContain(sb.key);
    expect(r.stdout).toContain(`${sb.key.slice(0, 4)}…${sb.key.slice(-4)}`);
    const t = await run(["translate", "rust engineers", "--dry-run"]);
    expect(t.exitCode).toBe(0);
    expect(t.stdout).toContain(`POST ${sb.baseUrl}/people/translate`);
    expect(t.stdout).toMatch(/Cost: 1 credit/);
    expect(sb.requests.length).toBe(before);
  });

  it.each([
    [["find", "--title", "engineer"], "/people/search"],
    [["translate", "rust engineers"], "/people/translate"],
    [["search", "rust engineers"], "/search"],
  ])("--sandbox --dry-run shows a well-formed URL and starts nothing: %j", async (args, path) => {
    const r = await run(["--sandbox", ...args, "--dry-run"], { env: { PEOPLE_API_KEY: undefined } });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`POST http://127.0.0.1:PORT/api/v1${path}\n`);
    expect(r.stdout).toMatch(/# Dry run: nothing was sent\./);
    expect(r.stderr).not.toMatch(/^Sandbox:/m);
  });
});
