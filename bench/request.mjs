// The request path: wall time of commands that make one request — `credits`, `translate`, a single-page
// `find` and `search --no-stream` — each as a ratio to a bare node:http script doing the same request
// (bench/lib/bare-request.cjs), measured alternately in one run against a fake loopback service
// (bench/lib/fake-service.mjs) running in its own process. Also as a ratio to the floor the HTTP client
// sets: the same request made with undici as the CLI bundles it, in one file (bench/lib/undici-request.cjs;
// the process exits as soon as the body is in, as the CLI's launcher does).
// Key and base URL come from the environment,
// NODE_EXTRA_CA_CERTS is unset. Runs on this Node, and on Node 24 too when scripts/node24.sh has installed
// it (or BENCH_NODE24 names a binary); otherwise says why it skipped that. Each figure gives the median and
// the minimum; where python3 is there (bench/lib/rusage.py reads the child's rusage), the CPU time (user +
// system) of the same runs too, which a machine busy with other work disturbs less than wall time.
//
//   node bench/request.mjs                 human-readable table
//   BENCH_JSON=1 node bench/request.mjs    one JSON figure per line (what bench/run.mjs reads)
//   BENCH_RUNS=30                          alternating runs of each pair (default 20), medians reported
//   BENCH_COMPARE=DIR                      also time DIR/bin/people.js (say a copy of an older build) in
//                                          the same alternation, for before/after tables
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { undiciSlim } from "../scripts/build/undici-slim.mjs";
import { node24, PYTHON, startService, time } from "./lib/runs.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const BARE = join(ROOT, "bench", "lib", "bare-request.cjs");
const RUNS = Number(process.env.BENCH_RUNS) || 20;
const JSON_OUT = process.env.BENCH_JSON === "1";
const COMPARE = process.env.BENCH_COMPARE ? join(process.env.BENCH_COMPARE, "bin", "people.js") : undefined;
const TARGET = 2;
/** The issue's fallback target, when a dependency sets a floor above half the bare figure. */
const FLOOR_TARGET = 1.2;
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);

const SENTENCE = "senior rust engineers in Berlin";
const cases = [
  { name: "credits --json", args: ["credits", "--json"], bare: ["GET", "/credits"] },
  {
    name: "translate",
    args: ["translate", SENTENCE],
    bare: ["POST", "/people/translate", JSON.stringify({ prompt: SENTENCE })],
  },
  {
    name: "find, one page of 25",
    args: ["find", "--title", "engineer", "--limit", "25", "--json"],
    bare: ["POST", "/people/search", JSON.stringify({ query: { titleIncludes: ["engineer"] }, limit: 25 })],
  },
  {
    name: "search --no-stream",
    args: ["search", "--no-stream", "--json", SENTENCE],
    bare: ["POST", "/search", JSON.stringify({ query: SENTENCE, stream: false })],
  },
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round1 = (x) => Math.round(x * 10) / 10;

const service = await startService();
const configDir = mkdtempSync(join(tmpdir(), "people-bench-request-"));
const FLOOR = join(configDir, "undici-request.cjs");
await build({
  absWorkingDir: ROOT,
  entryPoints: [join(ROOT, "bench", "lib", "undici-request.cjs")],
  outfile: FLOOR,
  bundle: true,
  platform: "node",
  format: "cjs",
  target: "node20.18",
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: "warning",
  plugins: [undiciSlim],
});
const env = { PATH: process.env.PATH, HOME: process.env.HOME, PEOPLE_CONFIG_DIR: configDir };
env.PEOPLE_BASE_URL = service.baseUrl;
env.PEOPLE_API_KEY = "sk_bench_0123456789abcdef";
const figures = [];
try {
  const nodes = [{ label: `node ${process.version}`, bin: process.execPath }];
  const n24 = node24();
  if (process.versions.node.split(".")[0] === "24") {
    // Already on 24.
  } else if (n24) {
    const v = spawnSync(n24, ["--version"], { encoding: "utf8" }).stdout.trim();
    nodes.push({ label: `node ${v}`, bin: n24 });
  } else say("request: Node 24 skipped: not installed (run `bash scripts/node24.sh`, or set BENCH_NODE24)");
  for (const node of nodes) {
    for (const c of cases) {
      const cliArgs = [BIN, ...c.args];
      const bareArgs = [BARE, ...c.bare];
      const floorArgs = [FLOOR, ...c.bare];
      const compareArgs = COMPARE ? [COMPARE, ...c.args] : undefined;
      // Warm the file cache (and the compile cache where Node has one) before measuring.
      for (let i = 0; i < 2; i++) {
        time(node.bin, bareArgs, env);
        time(node.bin, floorArgs, env);
        time(node.bin, cliArgs, env);
        if (compareArgs) time(node.bin, compareArgs, env);
      }
      const runs = { bare: [], floor: [], cli: [], before: [] };
      for (let i = 0; i < RUNS; i++) {
        runs.bare.push(time(node.bin, bareArgs, env));
        runs.floor.push(time(node.bin, floorArgs, env));
        runs.cli.push(time(node.bin, cliArgs, env));
        if (compareArgs) runs.before.push(time(node.bin, compareArgs, env));
      }
      const short = c.name.split(",")[0].split(" ")[0];
      for (const measure of PYTHON ? ["wall", "cpu"] : ["wall"]) {
        const pick = (list) => list.map((r) => r[measure]);
        const b = median(pick(runs.bare));
        const bMin = Math.min(...pick(runs.bare));
        const of = (list, baseline, baselineMin) => {
          const xs = pick(list);
          const v = median(xs);
          const min = Math.min(...xs);
          return {
            value: round1(v),
            min: round1(min),
            baseline: round1(baseline),
            baselineMin: round1(baselineMin),
            ratio: Math.round((v / baseline) * 100) / 100,
            minRatio: Math.round((min / baselineMin) * 100) / 100,
          };
        };
        const tag = measure === "cpu" ? "cpu: " : "";
        const base = { bench: "request", unit: "ms", measure, baselineName: "bare node:http" };
        figures.push({
          ...base,
          name: `${tag}people ${c.name} (${node.label})`,
          ...of(runs.cli, b, bMin),
          ...(measure === "wall" ? { target: TARGET } : {}),
        });
        const fl = median(pick(runs.floor));
        const flMin = Math.min(...pick(runs.floor));
        figures.push({
          ...base,
          name: `${tag}people ${c.name} vs the undici floor (${node.label})`,
          ...of(runs.cli, fl, flMin),
          baselineName: "bundled undici script",
          ...(measure === "wall" ? { target: FLOOR_TARGET } : {}),
        });
        figures.push({
          ...base,
          name: `${tag}floor: bundled undici script, ${short} (${node.label})`,
          ...of(runs.floor, b, bMin),
        });
        if (compareArgs) {
          figures.push({
            ...base,
            name: `${tag}before: people ${c.name} (${node.label})`,
            ...of(runs.before, b, bMin),
          });
          figures.push({
            ...base,
            name: `${tag}before: people ${c.name} vs the undici floor (${node.label})`,
            ...of(runs.before, fl, flMin),
            baselineName: "bundled undici script",
          });
        }
      }
    }
  }
} finally {
  service.stop();
  rmSync(configDir, { recursive: true, force: true });
}

if (JSON_OUT) for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
else {
  say(
    `${RUNS} alternating runs each against a fake service on loopback: median (min), and the ratios of each`,
  );
  for (const f of figures)
    say(
      `${f.name.padEnd(62)} ${String(f.value).padStart(6)} (${String(f.min).padStart(6)}) ms  vs ${String(f.baseline).padStart(6)} (${String(f.baselineMin).padStart(6)}) ms  ${f.ratio.toFixed(2)}x (${f.minRatio.toFixed(2)}x)${f.target ? ` target ${f.target}x${f.ratio <= f.target ? "" : "  OVER"}` : ""}`,
    );
}
