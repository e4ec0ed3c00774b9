// Recording on the way out: what keeping a paid command's run and charge costs on the command's path (the
// issue allows 10 ms), and what a budget check costs. Two ways, both against a baseline in the same run:
//
// 1. The step itself, in fresh processes (bench/lib/record-once.cjs, which loads the step's code from the
//    built CLI as a command does): recording a search's run (10 people) and its charge; the 1-in-64
//    command that folds the spool into the SQLite store; a budget check (open the store, one IMMEDIATE
//    transaction). Wall time, and the CPU time the process spent on the step, which a busy machine
//    disturbs far less; against the 10 ms allowed.
// 2. The whole command, alternately in three set-ups with config dirs of their own, against the fake
//    service of bench/request.mjs: baseline (recording impossible: a file stands where the spool's
//    directory would go, so the write fails at once, warned once), recording (the default; the config
//    dir is kept across the runs), budget (budget.daily set: the store is opened and checked before the
//    call). The recording's cost is the median of the rounds' differences. On a machine busy with other
//    work, wall time moves by tens of milliseconds between runs: read the CPU figures there.
//
// On Node 24 as well when scripts/node24.sh has installed it (or BENCH_NODE24 names a binary).
//
//   node bench/record.mjs                 a table
//   BENCH_JSON=1 node bench/record.mjs    one JSON figure per line (what bench/run.mjs reads)
//   BENCH_RUNS=40                          runs of each (default 25)
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { node24, PYTHON, startService, time } from "./lib/runs.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const ONCE = join(ROOT, "bench", "lib", "record-once.cjs");
const RUNS = Number(process.env.BENCH_RUNS) || 25;
const JSON_OUT = process.env.BENCH_JSON === "1";
const ALLOWED_MS = 10;
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);

const cases = [
  { name: "translate", args: ["translate", "senior rust engineers in Berlin"] },
  { name: "find, one page", args: ["find", "--title", "engineer", "--limit", "25", "--json"] },
  {
    name: "search --no-stream",
    args: ["search", "--no-stream", "--json", "senior rust engineers in Berlin"],
  },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round1 = (x) => Math.round(x * 10) / 10;
const round2 = (x) => Math.round(x * 100) / 100;

const service = await startService();
const work = mkdtempSync(join(tmpdir(), "people-bench-record-"));
const base = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PEOPLE_BASE_URL: service.baseUrl,
  PEOPLE_API_KEY: "sk_bench_0123456789abcdef",
};
const figures = [];
try {
  const nodes = [{ label: `node ${process.version}`, bin: process.execPath }];
  const n24 = node24();
  if (process.versions.node.split(".")[0] !== "24" && n24)
    nodes.push({
      label: `node ${spawnSync(n24, ["--version"], { encoding: "utf8" }).stdout.trim()}`,
      bin: n24,
    });
  else if (process.versions.node.split(".")[0] !== "24")
    say("record: Node 24 skipped: not installed (run `bash scripts/node24.sh`, or set BENCH_NODE24)");
  for (const node of nodes) {
    stepFigures(node);
    for (const c of cases) {
      const dirs = {};
      for (const setup of ["baseline", "recording", "budget"]) {
        dirs[setup] = join(work, `${node.label}-${c.name}-${setup}`.replace(/[^\w.-]+/g, "_"));
        mkdirSync(dirs[setup], { recursive: true, mode: 0o700 });
      }
      // Where the spool's directory would go, a file: every record fails at once.
      writeFileSync(join(dirs.baseline, "people.db-spool"), "");
      const envs = {
        baseline: { ...base, PEOPLE_CONFIG_DIR: dirs.baseline },
        recording: { ...base, PEOPLE_CONFIG_DIR: dirs.recording },
        budget: { ...base, PEOPLE_CONFIG_DIR: dirs.budget, PEOPLE_BUDGET_DAILY: "100000000" },
      };
      const args = [BIN, ...c.args];
      for (let i = 0; i < 2; i++) for (const s of Object.keys(envs)) time(node.bin, args, envs[s]);
      const runs = { baseline: [], recording: [], budget: [] };
      const order = Object.keys(envs);
      for (let i = 0; i < RUNS; i++)
        // Each round in another order, so that no set-up always runs just after the same one.
        for (let k = 0; k < order.length; k++) {
          const s = order[(i + k) % order.length];
          runs[s].push(time(node.bin, args, envs[s]));
        }
      for (const measure of PYTHON ? ["wall", "cpu"] : ["wall"]) {
        const m = (s) => median(runs[s].map((r) => r[measure]));
        const b = m("baseline");
        const tag = measure === "cpu" ? "cpu: " : "";
        const common = { bench: "record", unit: "ms", measure };
        figures.push({
          ...common,
          name: `${tag}people ${c.name}, recorded (${node.label})`,
          value: round1(m("recording")),
          baseline: round1(b),
          baselineName: "not recorded",
          ratio: round2(m("recording") / b),
        });
        // The cost: the median of each round's difference (a round's runs are close in time, so what
        // else the machine is doing weighs on both alike).
        const cost = median(runs.recording.map((r, i) => r[measure] - runs.baseline[i][measure]));
        figures.push({
          ...common,
          name: `${tag}recording's cost on ${c.name}'s path (${node.label})`,
          value: round1(cost),
          baseline: ALLOWED_MS,
          baselineName: "10 ms allowed",
          ratio: round2(Math.max(0, cost) / ALLOWED_MS),
          ...(measure === "wall" ? { target: 1 } : {}),
        });
        figures.push({
          ...common,
          name: `${tag}people ${c.name} with a budget check (${node.label})`,
          value: round1(m("budget")),
          baseline: round1(b),
          baselineName: "not recorded",
          ratio: round2(m("budget") / b),
        });
      }
    }
  }
} finally {
  service.stop();
  rmSync(work, { recursive: true, force: true });
}

/** One step in a fresh process: {wall, cpu} in ms. */
function once(node, mode, dir) {
  const r = spawnSync(node.bin, [ONCE, mode, dir], { encoding: "utf8", env: { PATH: process.env.PATH } });
  if (r.status !== 0) throw new Error(`record-once ${mode} failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** A spool of `n` batches, each one search's run and charge, as the recording step writes them. */
function prefillSpool(dir, n) {
  const spool = join(dir, "people.db-spool");
  mkdirSync(spool, { recursive: true, mode: 0o700 });
  const template = readFileSync(join(work, "template.json"), "utf8");
  for (let i = 0; i < n; i++)
    writeFileSync(join(spool, `${1e12 + i}-1-${i}.json`), template.replaceAll("@UID@", `u${i}`), {
      mode: 0o600,
    });
}

function stepFigures(node) {
  // A batch as the recording step writes it, for the fold's prefilled spools.
  const sample = join(work, `${node.label}-sample`.replace(/[^\w.-]+/g, "_"));
  once(node, "record", sample);
  const file = join(sample, "people.db-spool", readdirSync(join(sample, "people.db-spool"))[0]);
  writeFileSync(
    join(work, "template.json"),
    readFileSync(file, "utf8").replace(/"uid":"[^"]+"/g, '"uid":"@UID@"'),
  );
  const recordDir = join(work, `${node.label}-record`.replace(/[^\w.-]+/g, "_"));
  const budgetDir = join(work, `${node.label}-budget`.replace(/[^\w.-]+/g, "_"));
  for (let i = 0; i < 2; i++) {
    once(node, "record", recordDir);
    once(node, "budget", budgetDir);
  }
  const steps = { record: [], fold: [], budget: [] };
  for (let i = 0; i < RUNS; i++) {
    // The record step's spool stays under the fold's threshold (it never folds here).
    if (i % 50 === 49) rmSync(join(recordDir, "people.db-spool"), { recursive: true, force: true });
    steps.record.push(once(node, "record", recordDir));
    steps.budget.push(once(node, "budget", budgetDir));
    const foldDir = join(work, `${node.label}-fold-${i}`.replace(/[^\w.-]+/g, "_"));
    prefillSpool(foldDir, 63);
    steps.fold.push(once(node, "fold", foldDir));
  }
  for (const measure of ["wall", "cpu"]) {
    const m = (s) => median(steps[s].map((r) => r[measure]));
    const tag = measure === "cpu" ? "cpu: " : "";
    const common = {
      bench: "record",
      unit: "ms",
      measure,
      baseline: ALLOWED_MS,
      baselineName: "10 ms allowed",
    };
    figures.push({
      ...common,
      name: `${tag}recording a search's run and charge, on its way out (${node.label})`,
      value: round1(m("record")),
      ratio: round2(m("record") / ALLOWED_MS),
      ...(measure === "wall" ? { target: 1 } : {}),
    });
    figures.push({
      ...common,
      name: `${tag}the 1-in-64 command, folding the spool into the store (${node.label})`,
      value: round1(m("fold")),
      ratio: round2(m("fold") / ALLOWED_MS),
    });
    const amortized = m("record") + (m("fold") - m("record")) / 64;
    figures.push({
      ...common,
      name: `${tag}recording, the fold spread over 64 commands (${node.label})`,
      value: round1(amortized),
      ratio: round2(amortized / ALLOWED_MS),
      ...(measure === "wall" ? { target: 1 } : {}),
    });
    figures.push({
      ...common,
      name: `${tag}a budget check: open the store, hold the reserve (${node.label})`,
      value: round1(m("budget")),
      ratio: round2(m("budget") / ALLOWED_MS),
    });
  }
}

if (JSON_OUT) for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
else {
  say(`${RUNS} alternating runs of each set-up against a fake service on loopback (medians)`);
  for (const f of figures)
    say(
      `${f.name.padEnd(66)} ${String(f.value).padStart(7)} ms  vs ${String(f.baseline).padStart(6)} ms (${f.baselineName})  ${f.ratio.toFixed(2)}x${f.target ? ` target ${f.target}x${f.ratio <= f.target ? "" : "  OVER"}` : ""}`,
    );
}
