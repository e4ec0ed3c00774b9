// People already seen, where real processes matter: a `--new-only` export killed with -9 and resumed
// delivers every new person exactly once, an export killed with -9 leaves the people it wrote indexed (and
// resumed, everyone once), and two `saved run --new-only` at once never deliver the same
// person twice (each page is claimed in one transaction of the shared store before it is written).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, cli, ROOT, sandbox, tempDir } from "../helpers/cli.js";
import { readCheckpoint, waitFor } from "../helpers/export-reference.js";
import { inProcessCli } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
/** Every engineer, in the walk's order: what a fresh store's export delivers. */
let everyone: string[] = [];
// Engineers in one country: 30 pages of 50, and each walk stays short.
const FILTERS = ["--title", "engineer", "--country", "India", "--limit", "50"];
const idsOf = (jsonl: string): string[] =>
  jsonl
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { id: string }).id);

beforeAll(async () => {
  sb = await sandbox({ people: 3_000, credits: 1_000_000 });
  dir = tempDir("people-seen-e2e-");
  const all = await inProcessCli({ sandbox: sb, configDir: join(dir.path, "reference") })([
    "find",
    ...FILTERS,
    "--all",
  ]);
  everyone = idsOf(all.stdout);
}, 60_000);
afterAll(async () => {
  await sb.close();
  dir.remove();
});

describe("--new-only across processes", () => {
  it("an export killed with -9 and resumed delivers every new person once", async () => {
    expect(everyone.length).toBeGreaterThan(300);
    const run = cli({ sandbox: sb, configDir: join(dir.path, "killed") });
    const seen = await run(["find", ...FILTERS, "--max-results", "120"]);
    expect(seen.exitCode, seen.stderr).toBe(0);
    const file = join(dir.path, "new.jsonl");
    sb.faults.set({ delayMs: 30 });
    const child = run(["find", ...FILTERS, "--all", "--new-only", "-o", file]);
    await waitFor(() => ((readCheckpoint(file)?.pages ?? 0) >= 4 ? true : undefined), "the checkpoint");
    await new Promise((r) => setTimeout(r, Math.random() * 30));
    child.kill("SIGKILL");
    expect((await child).signal).toBe("SIGKILL");
    sb.faults.clear();
    const resumed = await run(["find", ...FILTERS, "--all", "--new-only", "-o", file, "--resume"]);
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(resumed.stderr).toContain("Resuming");
    const delivered = idsOf(readFileSync(file, "utf8"));
    expect(delivered).toEqual(everyone.slice(120));
    // Everyone is seen now: another run finds nobody new.
    const again = await run(["find", ...FILTERS, "--max-results", "10", "--new-only"]);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toBe("");
  }, 90_000);

  it("an export killed with -9 has indexed every person it wrote, and resumed, everyone once", async () => {
    const run = cli({ sandbox: sb, configDir: join(dir.path, "plain-killed") });
    const file = join(dir.path, "plain.jsonl");
    sb.faults.set({ delayMs: 30 });
    const child = run(["find", ...FILTERS, "--all", "-o", file]);
    await waitFor(() => ((readCheckpoint(file)?.pages ?? 0) >= 4 ? true : undefined), "the checkpoint");
    await new Promise((r) => setTimeout(r, Math.random() * 30));
    child.kill("SIGKILL");
    expect((await child).signal).toBe("SIGKILL");
    sb.faults.clear();
    // Every whole line in the file (a page's people are recorded before its bytes are written; the kill
    // may have cut the last page short).
    const text = readFileSync(file, "utf8");
    const written = idsOf(text.slice(0, text.lastIndexOf("\n") + 1));
    expect(written.length).toBeGreaterThanOrEqual(200);
    const between = await run(["find", ...FILTERS, "--max-results", "5", "--new-only"]);
    expect(between.exitCode, between.stderr).toBe(0);
    expect(between.stderr).toContain("Left out");
    expect(idsOf(between.stdout).filter((id) => written.includes(id))).toEqual([]);
    const resumed = await run(["find", ...FILTERS, "--all", "-o", file, "--resume"]);
    expect(resumed.exitCode, resumed.stderr).toBe(0);
    expect(idsOf(readFileSync(file, "utf8"))).toEqual(everyone);
    const again = await run(["find", ...FILTERS, "--all", "--new-only"]);
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stdout).toBe("");
    expect(again.stderr).toContain(`Left out ${everyone.length} people seen before`);
  }, 90_000);

  it("two saved runs at once do not deliver the same person twice", async () => {
    const run = cli({ sandbox: sb, configDir: join(dir.path, "twice") });
    const add = await run(["saved", "add", "engineers", "--", "find", ...FILTERS, "--all"]);
    expect(add.exitCode, add.stderr).toBe(0);
    sb.faults.set({ delayMs: 10 });
    const [a, b] = await Promise.all([
      run(["saved", "run", "engineers", "--new-only", "-o", join(dir.path, "a.jsonl")]),
      run(["saved", "run", "engineers", "--new-only", "-o", join(dir.path, "b.jsonl")]),
    ]);
    sb.faults.clear();
    expect(a.exitCode, a.stderr).toBe(0);
    expect(b.exitCode, b.stderr).toBe(0);
    const read = (name: string) => {
      try {
        return idsOf(readFileSync(join(dir.path, name), "utf8"));
      } catch {
        return [];
      }
    };
    const [ia, ib] = [read("a.jsonl"), read("b.jsonl")];
    expect(ia.filter((id) => ib.includes(id))).toEqual([]);
    expect([...ia, ...ib].sort()).toEqual([...everyone].sort());
    const history = await run(["history", "--json"]);
    expect((JSON.parse(history.stdout) as { via?: string }[]).slice(0, 2).map((r) => r.via)).toEqual([
      "saved:engineers",
      "saved:engineers",
    ]);
  }, 90_000);
});

describe("people show into a pipe", () => {
  const dist = (file: string) => pathToFileURL(join(ROOT, "dist", file)).href;
  /** `people ARGS` with every module it loads recorded (see fixtures/record-modules.mjs); stdout a pipe. */
  async function show(configDir: string, args: string[]) {
    const record = join(dir.path, `modules-${Math.random().toString(36).slice(2)}.txt`);
    const r = await execa(
      "node",
      ["--import", join(ROOT, "test", "e2e", "fixtures", "record-modules.mjs"), BIN, ...args],
      {
        env: cleanEnv({ PEOPLE_RECORD_MODULES: record, PEOPLE_CONFIG_DIR: configDir }),
        extendEnv: false,
        reject: false,
        stdin: "ignore",
      },
    );
    return { ...r, modules: readFileSync(record, "utf8").split("\n").filter(Boolean) };
  }

  it("is answered without the CLI's program, as the CLI answers it; anything else by the CLI", async () => {
    const configDir = join(dir.path, "show");
    const run = cli({ sandbox: sb, configDir });
    // One page (not a walk): its profiles are kept.
    const page = await run(["find", "--title", "engineer", "--limit", "5"]);
    expect(page.exitCode, page.stderr).toBe(0);
    const first = JSON.parse(page.stdout.split("\n")[0] ?? "{}") as { id: string; email: string };
    const sent = sb.requests.length;
    // The same person by their key and by their email in capitals; --quiet sends the first through the CLI.
    const viaCli = await run(["show", first.id, "--quiet"]);
    expect(viaCli.exitCode, viaCli.stderr).toBe(0);
    for (const args of [
      ["show", first.id],
      ["show", "--json", first.email.toUpperCase()],
    ]) {
      const alone = await show(configDir, args);
      expect(alone.exitCode, alone.stderr).toBe(0);
      expect(alone.stdout).toBe(viaCli.stdout);
      expect(alone.stderr).toBe("");
      expect(alone.modules).toContain(dist("show.cjs"));
      expect(alone.modules).not.toContain(dist("cli.cjs"));
    }
    // Nobody by that name, and a flag the shortcut does not take: the CLI answers, as it always did.
    const nobody = await show(configDir, ["show", "nobody@nowhere.example"]);
    expect(nobody.exitCode).toBe(2);
    expect(nobody.stderr).toMatch(/^error: nobody known as "nobody@nowhere\.example"/);
    expect(nobody.stdout).toBe("");
    expect(nobody.modules).toContain(dist("cli.cjs"));
    const jq = await show(configDir, ["show", first.id, "--jq", ".id"]);
    expect(jq.stdout.trim()).toBe(first.id);
    expect(jq.modules).toContain(dist("cli.cjs"));
    expect(sb.requests.length).toBe(sent);
  }, 60_000);
});
