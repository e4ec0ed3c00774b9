// `people search` in-process: what a person reads when a run times out, finds only companies, or finds
// nobody, and how --fields and --json treat each other.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000 });
  dir = mkdtempSync(join(tmpdir(), "people-search-out-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => sb.faults.clear());

const env = () => sandboxEnv(sb, dir);

describe("a search that times out", () => {
  it.each([[[]], [["--no-stream"]]])(
    "%j says the run continues on the service and will be charged (exit 1)",
    async (extra) => {
      sb.faults.set({ delayMs: 2500 });
      const r = await runInProcess(["search", "staff engineers in Berlin", "--timeout", "1", ...extra], {
        env: env(),
      });
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toMatch(/error: .*timeout/);
      expect(r.stderr).toMatch(/hint: .*continues on the service and will be charged/);
      expect(r.stderr).toContain("--timeout");
    },
  );
});

describe("a run with no people", () => {
  const COMPANIES = "startups in Berlin";

  it("-o FILE.csv with companies but no people is not written and says where they are", async () => {
    const file = join(dir, "companies.csv");
    const r = await runInProcess(["search", COMPANIES, "-o", file], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(existsSync(file)).toBe(false);
    expect(r.stderr).toMatch(/companies\.csv was not written: the run found no people but \d+ compan(y|ies)/);
    expect(r.stderr).toContain("--json");
    // The answer names what was found.
    expect(r.stderr).toMatch(/Found \d+ compan/);
  });

  it("-o FILE.json keeps the companies", async () => {
    const file = join(dir, "companies.json");
    const r = await runInProcess(["search", COMPANIES, "-o", file], { env: env() });
    expect(r.exitCode).toBe(0);
    const { readFileSync } = await import("node:fs");
    expect(JSON.parse(readFileSync(file, "utf8")).companies.length).toBeGreaterThan(0);
  });

  it("in a pipe: nothing on stdout, the answer and where the companies are on stderr", async () => {
    const r = await runInProcess(["search", COMPANIES], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/Found \d+ compan/);
    expect(r.stderr).toMatch(/no people but \d+ compan(y|ies).*--json prints them/);
  });

  it("in a pipe: a run that matches nobody explains why on stderr", async () => {
    const r = await runInProcess(["search", "sommeliers in Narnia"], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toBe("");
    const lines = r.stderr.trim().split("\n");
    // The no-match explanation, then the one-line summary.
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.at(-1)).toMatch(/^0 people/);
  });
});

describe("--save FILE", () => {
  it.each([
    ["a text file", "notes I keep\n"],
    ["a JSON object", '{"role":"user","content":"x"}\n'],
    ["a JSON array of other things", '[{"name":"Ada"}]\n'],
    ["a damaged conversation", '[{"role":"user","content":"backend engineers in Ber'],
  ])(
    "that exists and holds %s is refused before any request (exit 2), and left as it was",
    async (_what, text) => {
      const file = join(dir, "p.txt");
      writeFileSync(file, text);
      for (const extra of [[], ["--chat"]]) {
        const before = sb.requests.length;
        const r = await runInProcess(["search", "staff engineers in Berlin", "--save", file, ...extra], {
          env: env(),
          ...(extra.length ? { stdinTTY: true, stderrTTY: true, stdoutTTY: true } : {}),
        });
        expect(r.exitCode).toBe(2);
        expect(r.stderr).toMatch(
          /--save .*p\.txt exists and is not a saved conversation; it was not overwritten/,
        );
        expect(sb.requests.length).toBe(before);
        expect(readFileSync(file, "utf8")).toBe(text);
      }
    },
  );

  it("that is a directory is refused before any request (exit 2)", async () => {
    const sub = join(dir, "a-directory");
    mkdirSync(sub, { recursive: true });
    const before = sb.requests.length;
    const r = await runInProcess(["search", "staff engineers in Berlin", "--save", sub], { env: env() });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/is a directory/);
    expect(sb.requests.length).toBe(before);
  });

  it.each([
    ["an earlier conversation", '[{"role":"user","content":"x"},{"role":"assistant","content":"y"}]'],
    ["an empty conversation", "[]"],
    ["nothing (an empty file)", ""],
  ])("that holds %s is rewritten with the new conversation", async (_what, text) => {
    const file = join(dir, "conversation.json");
    writeFileSync(file, text);
    const r = await runInProcess(["search", "staff engineers in Berlin", "--save", file], { env: env() });
    expect(r.exitCode, r.stderr).toBe(0);
    const saved = JSON.parse(readFileSync(file, "utf8")) as { role: string }[];
    expect(saved.map((m) => m.role)).toEqual(["user", "assistant"]);
  });
});

describe("a search that finds nobody, into an existing -o FILE", () => {
  it.each(["z.csv", "z.jsonl"])("leaves %s as it was and says so", async (name) => {
    const file = join(dir, name);
    writeFileSync(file, "yesterday's shortlist\n");
    const r = await runInProcess(["search", "sommeliers in Narnia", "-o", file], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe("yesterday's shortlist\n");
    expect(r.stderr).toMatch(
      new RegExp(
        `${name.replace(".", "\\.")} was not written: the run found no people; it is left as it was`,
      ),
    );
    expect(r.stderr).not.toMatch(/Wrote 0 people/);
  });

  it("a FILE that does not exist yet is still created, empty", async () => {
    const file = join(dir, "new-empty.csv");
    const r = await runInProcess(["search", "sommeliers in Narnia", "-o", file], { env: env() });
    expect(r.exitCode).toBe(0);
    expect(existsSync(file)).toBe(true);
  });
});

describe("--fields alone (listing the fields) with -o FILE", () => {
  it("is refused (exit 2), saying that -o does not apply", async () => {
    const file = join(dir, "fields.csv");
    const r = await runInProcess(["search", "--fields", "-o", file], { env: env() });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/--fields alone lists the field names on standard output; -o does not apply/);
    expect(existsSync(file)).toBe(false);
  });
});
