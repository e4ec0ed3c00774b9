// Tables on a terminal, in-process at several widths: they fit, names are never cut, the reason reads
// whole (wrapped, or under each person on a narrow terminal), and a walk prints one table.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayWidth } from "../../src/output/text-width.js";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000 });
  dir = mkdtempSync(join(tmpdir(), "people-tables-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => sandboxEnv(sb, dir);
const squash = (s: string) => s.replace(/\s+/g, " ").trim();

/** The rows of a box table as cells (each cell's lines joined), keyed by heading. */
function gridRows(text: string): Record<string, string>[] {
  const lines = text.split("\n");
  const cells = (l: string) => l.split("│").slice(1, -1);
  const headerAt = lines.findIndex((l) => l.startsWith("│"));
  const heads = cells(lines[headerAt]!).map((h) => h.trim());
  const end = lines.findIndex((l) => l.startsWith("└"));
  const body = lines.slice(headerAt + 2, end);
  // Rows of several lines have a rule between them; otherwise every line is a row.
  const ruled = body.some((l) => l.startsWith("├"));
  const groups: string[][] = [[]];
  for (const line of body) {
    if (line.startsWith("├")) groups.push([]);
    else if (ruled) groups.at(-1)!.push(line);
    else groups.push([line]);
  }
  return groups
    .filter((g) => g.length > 0)
    .map((g) => {
      const row: Record<string, string> = {};
      heads.forEach((h, i) => {
        row[h] = squash(g.map((l) => cells(l)[i] ?? "").join(" "));
      });
      return row;
    });
}

describe("search shortlist tables", () => {
  const QUERY = "engineers in Berlin";
  let people: { name: string; reason: string }[];
  beforeAll(async () => {
    const r = await runInProcess(["search", QUERY, "--json"], { env: env() });
    people = JSON.parse(r.stdout).people;
    expect(people.length).toBeGreaterThan(2);
  });

  it.each([120, 200])("at %i columns: fits, whole names, whole reasons", async (columns) => {
    const r = await runInProcess(["search", QUERY], { env: env(), stdoutTTY: true, columns });
    expect(r.exitCode).toBe(0);
    for (const line of r.stdout.split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    const rows = gridRows(r.stdout.slice(r.stdout.indexOf("┌")));
    expect(rows.map((row) => row.Name)).toEqual(people.map((p) => p.name));
    expect(rows.map((row) => row.Reason)).toEqual(people.map((p) => squash(p.reason)));
    expect(Object.keys(rows[0]!)).toEqual(["Rank", "Name", "Title", "Company", "Location", "Reason"]);
  });

  it("at 80 columns: a block per person keeps company and location beside the reason", async () => {
    const full = JSON.parse((await runInProcess(["search", QUERY, "--json"], { env: env() })).stdout)
      .people as {
      name: string;
      currentCompany: string;
      location: string;
      reason: string;
    }[];
    const r = await runInProcess(["search", QUERY], { env: env(), stdoutTTY: true, columns: 80 });
    expect(r.exitCode).toBe(0);
    for (const line of r.stdout.split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(80);
    const text = squash(r.stdout);
    full.forEach((p, i) => {
      expect(text).toContain(squash(`${i + 1}. ${p.name} — `));
      expect(text).toContain(squash(`${p.currentCompany} (${p.location})`));
      expect(text).toContain(squash(`Why: ${p.reason}`));
    });
    expect(r.stdout + r.stderr).not.toMatch(/left out to fit/);
  });

  it("at 40 columns: each person as a block, the name whole and the reason under it", async () => {
    const r = await runInProcess(["search", QUERY], { env: env(), stdoutTTY: true, columns: 40 });
    expect(r.exitCode).toBe(0);
    for (const line of r.stdout.split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(40);
    const text = squash(r.stdout);
    people.forEach((p, i) => {
      expect(r.stdout).toContain(`${i + 1}. ${p.name}`);
      expect(text).toContain(squash(p.reason));
    });
  });
});

describe("repos table", () => {
  it("shows each repo's language and stars beside its name", async () => {
    const r = await runInProcess(["search", "popular Rust repos"], {
      env: env(),
      stdoutTTY: true,
      columns: 100,
    });
    expect(r.exitCode).toBe(0);
    const repos = r.stdout.slice(r.stdout.indexOf("Repos ("));
    const rows = gridRows(repos);
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!).slice(0, 3)).toEqual(["Repo", "Language", "Stars"]);
    expect(rows[0]!.Stars).toMatch(/^\d+$/);
    expect(rows[0]!.Language).toBe("Rust");
  });
});

describe("find tables", () => {
  it.each([40, 80, 120, 200])("at %i columns: fits and never cuts a name", async (columns) => {
    const r = await runInProcess(["find", "--title", "engineer", "--limit", "20"], {
      env: env(),
      stdoutTTY: true,
      columns,
    });
    expect(r.exitCode).toBe(0);
    for (const line of r.stdout.split("\n")) expect(displayWidth(line)).toBeLessThanOrEqual(columns);
    const json = await runInProcess(["find", "--title", "engineer", "--limit", "20"], { env: env() });
    const names = json.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).name as string);
    const rows = gridRows(r.stdout);
    expect(rows.map((row) => row.Name)).toEqual(names);
  });

  it("the note naming columns left out goes to stderr, not into the output", async () => {
    const r = await runInProcess(["find", "--title", "engineer", "--limit", "5"], {
      env: env(),
      stdoutTTY: true,
      stderrTTY: true,
      columns: 60,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).not.toMatch(/left out/);
    expect(r.stderr).toMatch(/left out to fit 60 columns; --fields picks the columns/);
  });

  it("find --all on a terminal prints one table, not one per page", async () => {
    const r = await runInProcess(
      ["find", "--title", "engineer", "--all", "--max-results", "60", "--limit", "25"],
      {
        env: env(),
        stdoutTTY: true,
        columns: 100,
      },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout.match(/┌/g)).toHaveLength(1);
    expect(r.stdout.match(/└/g)).toHaveLength(1);
    expect(r.stdout.match(/│ Name /g)).toHaveLength(1);
    expect(gridRows(r.stdout)).toHaveLength(60);
    // Every row has the same width: the layout did not shift from page to page.
    const widths = new Set(
      r.stdout
        .split("\n")
        .filter((l) => /^[│├┌└]/.test(l))
        .map(displayWidth),
    );
    expect(widths.size).toBe(1);
  });
});
