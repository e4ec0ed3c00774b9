// Every example in README.md runs here, so the README cannot silently rot. Each fenced `sh` block runs as
// one bash script (`set -eo pipefail`) in a fresh temp dir, with `people` on PATH as the built binary and
// the environment pointing at a fresh in-process sandbox (pace 0). A `js` block runs as a module that
// imports the package. The block must exit 0, or the code a `<!-- exit: N -->` comment right above it
// documents. A block that cannot run is marked `<!-- not run: reason -->`; that list is pinned below so
// that it stays short and every addition to it is deliberate.
// That the README mentions every flag of --help is checked in-process (cli/readme-flags.test.ts).
//
// What the runner supplies, so that the README can read as it would for a user:
// - `https://HOST/api/v1` (the README's placeholder base URL) becomes the sandbox's URL, and `$KEY` its key;
//   PEOPLE_BASE_URL and PEOPLE_API_KEY are set too, as for a logged-in user, except in blocks that run
//   `people login` (where PEOPLE_API_KEY would win over the key it stores).
// - HOME and PEOPLE_CONFIG_DIR are inside the temp dir; PEOPLE_SANDBOX_PACE=0 makes `--sandbox` fast.
// - `npm ci && ` is dropped: this suite runs on the node_modules that `npm ci` made, and running it again
//   would replace them under the running tests. A block using `npx people` runs in the repository, as on a
//   fresh clone.
// - A block using `--chat` runs on a pseudo-terminal, and `/quit` is typed at each chat's first prompt.
import { chmodSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, ROOT, sandbox, tempDir } from "../helpers/cli.js";
import { plain } from "../helpers/pty.js";

interface Example {
  /** 1-based line of the opening fence. */
  line: number;
  /** For the test's name: where it is and how it starts. */
  title: string;
  lang: string;
  code: string;
  notRun?: string;
  exit: number;
}

const README = readFileSync(join(ROOT, "README.md"), "utf8");
/** The README and the documents its material moved to: their examples run alike. */
const DOCS = ["README.md", "CONTRIBUTING.md", "bench/README.md", "docs/sandbox.md"];
const RUNNABLE = new Set(["sh", "js"]);

function parseExamples(markdown: string, file = "README.md"): Example[] {
  const lines = markdown.split("\n");
  const out: Example[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    // Markers sit on the lines right above the fence.
    let notRun: string | undefined;
    let exit = 0;
    for (let j = start - 1; j >= 0 && /^<!--.*-->$/.test(lines[j]!.trim()); j--) {
      const marker = lines[j]!.trim();
      const nr = /^<!-- not run: (.+?) -->$/.exec(marker);
      const ex = /^<!-- exit: (\d+) -->$/.exec(marker);
      if (nr) notRun = nr[1];
      else if (ex) exit = Number(ex[1]);
    }
    const title = `${file}:${start + 1}: ${body[0]!.slice(0, 80)}`;
    out.push({
      line: start + 1,
      title,
      lang: open[1]!,
      code: body.join("\n"),
      exit,
      ...(notRun ? { notRun } : {}),
    });
  }
  return out;
}

const all = DOCS.flatMap((file) => parseExamples(readFileSync(join(ROOT, file), "utf8"), file));
const runnable = all.filter((e) => RUNNABLE.has(e.lang) && e.notRun === undefined);

// The whole list of examples that are not run, by their first line. Keep it short.
const NOT_RUN = [
  "npm install -g people-search-cli", // from the public registry; test/e2e/package.test.ts installs a packed copy
  "people login", // interactive: prompts for the base URL and the key
  "npx @modelcontextprotocol/inspector people mcp --sandbox", // starts the Inspector's web page
  "npm ci", // CONTRIBUTING.md: building a clone (npm ci would replace node_modules under the running tests)
  "npm ci && npm test", // CONTRIBUTING.md: the test suite that runs this file
];

describe("README", () => {
  it("has fenced blocks only in known languages, and marks only the pinned examples as not run", () => {
    const languages = new Set(all.map((e) => e.lang));
    expect([...languages].filter((l) => !["sh", "js", "text", "json"].includes(l))).toEqual([]);
    expect(
      all.filter((e) => e.notRun !== undefined).map((e) => e.code.split("\n")[0]!.replace(/\s+#.*$/, "")),
    ).toEqual(NOT_RUN);
    expect(runnable.length).toBeGreaterThan(25);
  });

  it("holds no whole API key", () => {
    // A whole sandbox key in the README would teach copying keys into files.
    expect(README).not.toMatch(/sk_sandbox_[0-9a-f]{32}/);
  });
});

// Examples run a few at a time: each is mostly waiting on child processes, and the machine has two cores.
const running = limiter(3);

describe("README examples", () => {
  it.concurrent.for(runnable)("$title exits $exit", { timeout: 300_000 }, (example, { expect }) =>
    running(async () => {
      const sb = await sandbox({ people: 10_000, credits: 1_000 });
      const dir = tempDir("people-readme-");
      try {
        const result =
          example.lang === "js"
            ? await runModule(example, sb, dir.path)
            : await runShell(example, sb, dir.path);
        const transcript = `--- stdout\n${result.stdout.slice(-3000)}\n--- stderr\n${result.stderr.slice(-3000)}`;
        expect(result.exitCode, transcript).toBe(example.exit);
        // A documented failure says what went wrong, on one error line; a --max-credits or budget stop
        // (exit 8) is an outcome the user asked for, said plainly.
        if (example.exit !== 0)
          expect(result.stderr, transcript).toMatch(
            example.exit === 8
              ? /^(error: )?stopped by (--max-credits|budget\.(daily|monthly))/m
              : /^error: /m,
          );
      } finally {
        await sb.close();
        dir.remove();
      }
    }),
  );
});

// The "export in slices" loop goes on only while a slice stops for --max-credits (exit 8): any other
// failure is handed on at once, not retried for ever nor swallowed. The examples above run it only to
// its end (exit 0); here the second slice's first page fails for good (a 502, still failing after the
// retry: exit 7).
describe("README: the export-in-slices loop", () => {
  const example = runnable.find((e) => e.code.includes('while [ "$status" -eq 8 ]'));

  it("is in the README", () => {
    expect(example?.code).toMatch(/--max-credits 10 -o engineers\.jsonl --resume/);
  });

  it("stops on a failure other than exit 8 and exits with its code", { timeout: 120_000 }, async () => {
    const sb = await sandbox({ people: 10_000, credits: 1_000 });
    const dir = tempDir("people-readme-");
    try {
      // A walk asks for 100 a page, so --max-credits 10 stops a slice after 1,000 people; the page at
      // offset 1,000 then fails every time it is asked for.
      sb.faults.set({ failPage: { offset: 1000, times: 1000 } });
      const result = await runShell(example!, sb, dir.path);
      const transcript = `--- stdout\n${result.stdout.slice(-3000)}\n--- stderr\n${result.stderr.slice(-3000)}`;
      expect(result.exitCode, transcript).toBe(7);
      expect(result.stderr, transcript).toMatch(/^stopped by --max-credits/m);
      expect(result.stderr, transcript).toMatch(/^error: /m);
      expect(result.stderr, transcript).toMatch(/^export stopped with exit 7$/m);
      // One resume only: the loop did not go round again after the failure.
      expect(result.stderr.match(/^error: /gm), transcript).toHaveLength(1);
      const lines = readFileSync(join(dir.path, "engineers.jsonl"), "utf8").split("\n").filter(Boolean);
      expect(lines).toHaveLength(1000);
    } finally {
      await sb.close();
      dir.remove();
    }
  });
});

function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const queue: (() => void)[] = [];
  return async (task) => {
    if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      queue.shift()?.();
    }
  };
}

interface Outcome {
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
}

function environment(example: Example, sb: RunningSandbox, dir: string): Record<string, string | undefined> {
  const bin = join(dir, ".bin");
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, "people"),
    `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(BIN)} "$@"\n`,
  );
  chmodSync(join(bin, "people"), 0o755);
  mkdirSync(join(dir, "home"), { recursive: true });
  const loggingIn = /\bpeople login\b/.test(example.code);
  return cleanEnv({
    HOME: join(dir, "home"),
    PATH: [bin, dirname(process.execPath), process.env.PATH].join(":"),
    PEOPLE_CONFIG_DIR: join(dir, "config"),
    PEOPLE_SANDBOX_PACE: "0",
    // With a fresh HOME, `npx people` installs this project into npx's cache, and its `prepare` script would
    // rebuild dist/ under the tests running beside this one. The build is already there: skip scripts.
    npm_config_ignore_scripts: "true",
    npm_config_update_notifier: "false",
    KEY: sb.key,
    ...(loggingIn ? {} : { PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key }),
  });
}

async function runShell(example: Example, sb: RunningSandbox, dir: string): Promise<Outcome> {
  const env = environment(example, sb, dir);
  const code = example.code.replaceAll("https://HOST/api/v1", sb.baseUrl).replace(/\bnpm ci && /g, "");
  const script = join(dir, "example.sh");
  writeFileSync(script, `set -eo pipefail\n${code}\n`);
  const cwd = /\bnpx people\b/.test(code) ? ROOT : dir;
  if (/--chat\b/.test(code)) return runChat(script, env, cwd);
  // Its own process group, so that whatever the script leaves running in the background can be ended.
  const child = execa("bash", [script], {
    cwd,
    env,
    extendEnv: false,
    reject: false,
    detached: true,
    stdin: "ignore",
    timeout: 240_000,
  });
  // Whatever the script left running in the background would hold its output open: end it with the script.
  child.on("exit", () => killGroup(child.pid));
  try {
    const r = await child;
    return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
  } finally {
    killGroup(child.pid);
  }
}

/** Runs the script on a pseudo-terminal; types `/quit` at the first prompt of each chat it starts. */
async function runChat(
  script: string,
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<Outcome> {
  const child = execa("script", ["-qefc", `bash ${script}`, "/dev/null"], {
    cwd,
    env: { ...env, TERM: "xterm-256color", COLUMNS: "120", LINES: "40" },
    extendEnv: false,
    reject: false,
    detached: true,
    stdin: "pipe",
    timeout: 240_000,
  });
  child.on("exit", () => killGroup(child.pid));
  let transcript = "";
  let answered = 0;
  child.stdout?.on("data", (d: Buffer) => {
    transcript += d.toString("utf8");
    // Each chat prints its banner once, then prompts; answer each chat's first prompt once.
    const chats = plain(transcript).split("Chat: follow-ups refine the shortlist").slice(1);
    while (
      answered < chats.length &&
      /Who are you looking for\?|Refine \(or \/help\)/.test(chats[answered]!)
    ) {
      answered++;
      child.stdin?.write("/quit\r");
    }
  });
  try {
    const r = await child;
    const text = plain(transcript);
    // On a terminal stdout and stderr are one stream; the error check reads it as stderr.
    return { exitCode: r.exitCode, stdout: text, stderr: text };
  } finally {
    killGroup(child.pid);
  }
}

async function runModule(example: Example, sb: RunningSandbox, dir: string): Promise<Outcome> {
  const env = environment(example, sb, dir);
  // The package as an installed dependency of the temp dir.
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  symlinkSync(ROOT, join(dir, "node_modules", "people-search-cli"), "dir");
  writeFileSync(join(dir, "example.mjs"), example.code);
  const r = await execa(process.execPath, ["example.mjs"], {
    cwd: dir,
    env,
    extendEnv: false,
    reject: false,
    timeout: 60_000,
  });
  return { exitCode: r.exitCode, stdout: String(r.stdout), stderr: String(r.stderr) };
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
