// Benchmark of long exports: `people find --all -o x.jsonl` against a minimal raw HTTP loop over the same
// pages that makes each page durable with fdatasync before asking for the next (the floor for a crash-safe
// export, which the CLI is), and the CLI's peak memory at a tenth of the people vs all of them. Prints
// figures; asserts nothing.
//
//   npm run build && node bench/export.mjs [--people 100000] [--runs 2]
//   BENCH_JSON=1 node bench/export.mjs    one JSON figure per line (what bench/run.mjs reads)
//   BENCH_EXPORT_PEOPLE=100000            people per export (default 20000; --people wins); the memory
//                                         baseline is an export of a tenth as many
//   BENCH_EXPORT_RUNS=1                   alternating raw/CLI runs, the median is reported (default 2)
//   BENCH_EXPORT_CSV=0                    skip the CSV export figure
//
// The sandbox runs in its own process (rate limit off, pace 0) so that neither side shares a CPU thread
// with the service. Peak RSS comes from /usr/bin/time -v when present, else from polling VmHWM in /proc.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startSandboxProcess } from "./lib/runs.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PEOPLE = arg("--people", Number(process.env.BENCH_EXPORT_PEOPLE) || 20_000);
const RUNS = arg("--runs", Number(process.env.BENCH_EXPORT_RUNS) || 2);
const WITH_CSV = process.env.BENCH_EXPORT_CSV !== "0";
const JSON_OUT = process.env.BENCH_JSON === "1";
// In BENCH_JSON mode stdout carries only figures; the human-readable lines go to stderr.
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);
const SMALL = Math.round(PEOPLE / 10);
const LIMIT = 100;
// A filter that matches nearly everyone in the synthetic data set; the population is sized so that at
// least PEOPLE match, and both sides stop at exactly PEOPLE.
const QUERY = { titleIncludes: ["e"] };
const FILTER_FLAGS = ["--title", "e"];

if (!existsSync(join(ROOT, "dist", "sandbox.js"))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

/**
 * The least a crash-safe program can do: fetch each page in turn, append its people as JSONL and make the
 * page durable (fdatasync) before asking for the next.
 */
async function rawExport(sb, count, file) {
  const out = await open(file, "w");
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let cursor = null;
  let written = 0;
  while (written < count) {
    const res = await fetch(`${sb.baseUrl}/people/search`, {
      method: "POST",
      headers: { authorization: `Bearer ${sb.key}`, "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY, limit: LIMIT, ...(cursor ? { cursor } : {}) }),
    });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
    const page = await res.json();
    let text = "";
    for (const p of page.profiles.slice(0, count - written)) text += `${JSON.stringify(p)}\n`;
    written += Math.min(page.profiles.length, count - written);
    await out.write(text);
    await out.datasync();
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  await out.close();
  const cpu = process.cpuUsage(cpu0);
  return { seconds: (performance.now() - started) / 1000, cpu: (cpu.user + cpu.system) / 1e6, written };
}

const hasGnuTime = existsSync("/usr/bin/time");

/** Runs the CLI export; returns wall time and peak RSS (MB). */
async function cliExport(sb, count, file, configDir) {
  const args = [
    BIN,
    "find",
    ...FILTER_FLAGS,
    "--limit",
    String(LIMIT),
    "--max-results",
    String(count),
    "-o",
    file,
    "--yes",
    "--quiet",
  ];
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PEOPLE_BASE_URL: sb.baseUrl,
    PEOPLE_API_KEY: sb.key,
    PEOPLE_CONFIG_DIR: configDir,
  };
  const cmd = hasGnuTime ? "/usr/bin/time" : process.execPath;
  const argv = hasGnuTime ? ["-v", process.execPath, ...args] : args;
  const started = performance.now();
  const child = spawn(cmd, argv, { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  let polledKb = 0;
  const poll = hasGnuTime
    ? undefined
    : setInterval(() => {
        try {
          const m = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"));
          if (m) polledKb = Math.max(polledKb, Number(m[1]));
        } catch {}
      }, 20);
  const code = await new Promise((r) => child.on("exit", r));
  const seconds = (performance.now() - started) / 1000;
  if (poll) clearInterval(poll);
  if (code !== 0) throw new Error(`CLI exited ${code}: ${stderr}`);
  const kb = hasGnuTime
    ? Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? 0)
    : polledKb;
  const cpu = hasGnuTime
    ? Number(/User time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? 0) +
      Number(/System time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? 0)
    : Number.NaN;
  return { seconds, cpu, rssMb: kb / 1024 };
}

const lines = (file) => {
  let n = 0;
  const buf = readFileSync(file);
  for (let i = 0; i < buf.length; i++) if (buf[i] === 10) n++;
  return n;
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const f1 = (x) => x.toFixed(2);
const round = (x, digits) => Math.round(x * 10 ** digits) / 10 ** digits;
function figure(name, value, unit, baseline, baselineName, target) {
  return {
    bench: "export",
    name,
    value: round(value, 2),
    unit,
    baseline: round(baseline, 2),
    baselineName,
    ratio: round(value / baseline, 2),
    ...(target !== undefined ? { target } : {}),
  };
}

const dir = mkdtempSync(join(tmpdir(), "people-bench-"));
const sb = await startSandboxProcess(Math.ceil(PEOPLE * 1.2));
try {
  // Warm up the service's indexes and the connection once.
  await rawExport(sb, LIMIT, join(dir, "warm.jsonl"));
  const raw = [];
  const cli = [];
  for (let i = 0; i < RUNS; i++) {
    const r = await rawExport(sb, PEOPLE, join(dir, "raw.jsonl"));
    raw.push(r);
    const c = await cliExport(sb, PEOPLE, join(dir, "cli.jsonl"), join(dir, "config"));
    cli.push(c);
    const same = readFileSync(join(dir, "raw.jsonl")).equals(readFileSync(join(dir, "cli.jsonl")));
    say(
      `run ${i + 1}: raw loop ${f1(r.seconds)}s (CPU ${f1(r.cpu)}s), CLI ${f1(c.seconds)}s (CPU ${f1(c.cpu)}s, peak RSS ${f1(c.rssMb)} MB), ${lines(join(dir, "cli.jsonl")).toLocaleString("en-US")} people, ${(statSync(join(dir, "cli.jsonl")).size / 1e6).toFixed(1)} MB, files identical: ${same}`,
    );
  }
  const rawS = median(raw.map((r) => r.seconds));
  const cliS = median(cli.map((c) => c.seconds));
  say(
    `\nexport of ${PEOPLE.toLocaleString("en-US")} people at limit ${LIMIT}: raw loop ${f1(rawS)}s (${Math.round(PEOPLE / rawS).toLocaleString("en-US")}/s), CLI ${f1(cliS)}s (${Math.round(PEOPLE / cliS).toLocaleString("en-US")}/s), CLI/raw ${(cliS / rawS).toFixed(3)} (target ≤ 1.10; the CLI time includes process start)`,
  );
  say(
    `CPU time: raw loop ${f1(median(raw.map((r) => r.cpu)))}s, CLI ${f1(median(cli.map((c) => c.cpu)))}s (process start, validation, checkpoints included); best wall times: raw ${f1(Math.min(...raw.map((r) => r.seconds)))}s, CLI ${f1(Math.min(...cli.map((c) => c.seconds)))}s`,
  );
  const small = await cliExport(sb, SMALL, join(dir, "small.jsonl"), join(dir, "config"));
  const bigRss = Math.max(...cli.map((c) => c.rssMb));
  say(
    `peak RSS of the CLI (${hasGnuTime ? "/usr/bin/time -v" : "VmHWM"}): ${f1(small.rssMb)} MB at ${SMALL.toLocaleString("en-US")} people, ${f1(bigRss)} MB at ${PEOPLE.toLocaleString("en-US")} people (ratio ${(bigRss / small.rssMb).toFixed(2)})`,
  );
  const n = PEOPLE.toLocaleString("en-US");
  const figures = [
    figure(`CLI export wall time, ${n} people (JSONL)`, cliS, "s", rawS, "raw loop, fdatasync per page", 1.1),
    figure(
      `CLI export CPU time, ${n} people (JSONL)`,
      median(cli.map((c) => c.cpu)),
      "s",
      median(raw.map((r) => r.cpu)),
      "raw loop, fdatasync per page",
    ),
    // "Memory stays flat however many people are exported": ten times the people, about the same peak.
    figure(
      `CLI peak RSS at ${n} people`,
      bigRss,
      "MB",
      small.rssMb,
      `${SMALL.toLocaleString("en-US")} people`,
      1.25,
    ),
  ];
  if (WITH_CSV) {
    const csv = await cliExport(sb, PEOPLE, join(dir, "cli.csv"), join(dir, "config"));
    say(`CSV export of ${n} people: ${f1(csv.seconds)}s, peak RSS ${f1(csv.rssMb)} MB`);
    figures.push(
      figure(
        `CLI export wall time, ${n} people (CSV)`,
        csv.seconds,
        "s",
        rawS,
        "raw loop, fdatasync per page",
      ),
    );
  }
  if (JSON_OUT) for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
} finally {
  sb.stop();
  rmSync(dir, { recursive: true, force: true });
}
