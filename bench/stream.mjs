// Benchmark of `people search` on a long stream: a sandbox run whose answer arrives as 10,000 `token`
// events. Prints figures, asserts nothing. Run after `npm run build`: `node bench/stream.mjs [runs]`.
//
// 1. End to end (the built binary as a child process, against an in-process sandbox at pace 0): the time
//    from the sandbox writing the last event to the process exiting, for each output mode, as a ratio to
//    `--events` (raw JSONL, no rendering) measured in the same run.
// 2. In process: the renderer's cost per event (the pure reducer, and the reducer plus the terminal
//    drawer writing to a null stream), as a ratio to JSON.parse of the same event (the floor any client
//    pays). The renderer is bundled from src/ with esbuild for this, since the CLI bundle exports only run().
//
// The long stream uses the sandbox's planner seam (startSandbox({ planner })): no change to the sandbox.
//
//   node bench/stream.mjs [runs]            human-readable figures (runs: default 3)
//   BENCH_JSON=1 node bench/stream.mjs      one JSON figure per line (what bench/run.mjs reads)
//   BENCH_STREAM_RUNS=5                     runs of each mode, the median is reported (argv wins)
//   BENCH_TOKENS=2000                       token events in the stream (default 10000)
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { startSandbox } from "../dist/sandbox.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const TOKENS = Number(process.env.BENCH_TOKENS ?? 10_000);
const RUNS = Number(process.argv[2] ?? (Number(process.env.BENCH_STREAM_RUNS) || 3));
const JSON_OUT = process.env.BENCH_JSON === "1";
// In BENCH_JSON mode stdout carries only figures; the human-readable lines go to stderr.
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => say(...a);
const figures = [];
const round = (x, digits) => Math.round(x * 10 ** digits) / 10 ** digits;
function figure(name, value, unit, baseline, baselineName) {
  figures.push({
    bench: "stream",
    name,
    value: round(value, 1),
    unit,
    baseline: round(baseline, 1),
    baselineName,
    ratio: round(value / baseline, 2),
  });
}

/** 2 words per fragment (the sandbox's answer splitter), so 2 × TOKENS words make TOKENS token events. */
function longAnswer() {
  const words = [];
  for (let i = 0; i < TOKENS * 2; i++) words.push(i % 97 === 96 ? `word${i}.\n` : `word${i}`);
  return words.join(" ").replace(/\n /g, "\n");
}

const ANSWER = longAnswer();
const planner = (_dataset, input) => ({
  steps: [
    { id: "a", label: "Reading profiles", durationMs: 0, group: 0 },
    { id: "b", label: "Reading code hosts", durationMs: 0, group: 0 },
    { id: "c", label: "Merging and ranking", durationMs: 0, group: 1 },
  ],
  answer: ANSWER,
  people: Array.from({ length: 25 }, (_, i) => ({
    key: `bench-${i}`,
    name: `Person ${i}`,
    currentTitle: "Staff Engineer",
    currentCompany: "Example Co",
    location: "Berlin, Germany",
    reason: `Matched for benchmark row ${i}.`,
    signals: ["benchmark"],
    rank: i + 1,
  })),
  companies: [],
  repos: [],
  cost: 3,
  origin: input.origin,
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (ms) => `${ms.toFixed(1)} ms`;

function runChild(sb, args, { terminal = false } = {}) {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TERM: "xterm-256color",
    PEOPLE_BASE_URL: sb.baseUrl,
    PEOPLE_API_KEY: sb.key,
    PEOPLE_CONFIG_DIR: configDir,
  };
  const quoted = ["node", BIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(" ");
  const [file, argv] = terminal ? ["script", ["-qefc", quoted, "/dev/null"]] : ["node", [BIN, ...args]];
  const seen = sb.requests.length;
  const started = performance.now();
  let lastEventAt;
  // The sandbox has written the last event once its run is over.
  const watch = (async () => {
    while (!sb.requests.slice(seen).some((r) => r.path === "/api/v1/search"))
      await new Promise((r) => setTimeout(r, 1));
    await sb.idle();
    lastEventAt = performance.now();
  })();
  return new Promise((resolve, reject) => {
    const child = execFile(file, argv, { env, maxBuffer: 1 << 30, encoding: "buffer" }, (err, stdout) => {
      const exitedAt = performance.now();
      if (err) return reject(err);
      watch.then(() =>
        resolve({ total: exitedAt - started, afterLast: exitedAt - lastEventAt, bytes: stdout.length }),
      );
    });
    child.stdin?.end();
  });
}

const configDir = mkdtempSync(join(tmpdir(), "people-bench-"));
const sb = await startSandbox({ port: 0, pace: 0, people: 1_000, credits: 1_000_000, rateLimit: 0, planner });

const modes = [
  ["--events (baseline: raw JSONL)", ["search", "bench", "--events"], {}, "--events"],
  ["piped JSONL (reducer, no display)", ["search", "bench"], {}, "piped JSONL"],
  ["--json", ["search", "bench", "--json"], {}, "--json"],
  ["terminal table (reducer + live display)", ["search", "bench"], { terminal: true }, "terminal table"],
];

say(
  `people search: a stream of ${TOKENS.toLocaleString("en-US")} token events, ${RUNS} runs each (median)\n`,
);
say("End to end: last event written by the sandbox → process exit");
const results = [];
for (const [name, args, opts, short] of modes) {
  await runChild(sb, args, opts); // warm-up (disk cache, JIT of the sandbox)
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runChild(sb, args, opts));
  results.push({
    name,
    short,
    afterLast: median(runs.map((r) => r.afterLast)),
    total: median(runs.map((r) => r.total)),
  });
}
const base = results[0];
for (const r of results.slice(1))
  figure(`last event → exit, ${r.short}`, r.afterLast, "ms", base.afterLast, "--events");
for (const r of results)
  say(
    `  ${r.name.padEnd(42)} after last event ${fmt(r.afterLast).padStart(10)} (×${(r.afterLast / base.afterLast).toFixed(2)})   whole run ${fmt(r.total).padStart(10)} (×${(r.total / base.total).toFixed(2)})`,
  );
await sb.close();
rmSync(configDir, { recursive: true, force: true });

// ---- In process: the renderer's cost per event ----------------------------------------------------------
const outdir = mkdtempSync(join(tmpdir(), "people-bench-render-"));
await build({
  entryPoints: {
    render: join(ROOT, "src/cli/commands/search/render.ts"),
    screen: join(ROOT, "src/cli/commands/search/screen.ts"),
  },
  outdir,
  bundle: true,
  format: "esm",
  platform: "node",
  logLevel: "warning",
  outExtension: { ".js": ".mjs" },
});
const { initialState, reduce } = await import(pathToFileURL(join(outdir, "render.mjs")).href);
const { LiveScreen } = await import(pathToFileURL(join(outdir, "screen.mjs")).href);

const fragments = ANSWER.match(/\S+\s*|\s+/g);
const events = [{ type: "step", id: "a", label: "Reading profiles" }];
for (let i = 0; i < fragments.length && events.length <= TOKENS; i += 2)
  events.push({ type: "token", text: fragments.slice(i, i + 2).join("") });
events.push(
  { type: "step_done", id: "a", durationMs: 5 },
  { type: "balance", charged: 3, balance: 997 },
  { type: "done" },
);
const lines = events.map((e) => JSON.stringify(e));

function perEvent(fn) {
  const samples = [];
  for (let r = 0; r < Math.max(5, RUNS); r++) {
    const t0 = performance.now();
    fn();
    samples.push(((performance.now() - t0) * 1e6) / events.length);
  }
  return median(samples);
}

const parseNs = perEvent(() => {
  for (const l of lines) JSON.parse(l);
});
const reduceNs = perEvent(() => {
  let s = initialState();
  for (const e of events) s = reduce(s, e, 0);
});
const sink = new Writable({
  write(_chunk, _enc, cb) {
    cb();
  },
});
const screenNs = perEvent(() => {
  const screen = new LiveScreen({
    stream: sink,
    paint: { ok: (s) => s, fail: (s) => s, warn: (s) => s, dim: (s) => s, accent: (s) => s },
    columns: 100,
    now: () => 0,
  });
  let s = initialState();
  for (const e of events) {
    s = reduce(s, e, 0);
    screen.update(s);
  }
  // No timer fires inside this loop; the final draw lays out the whole answer at once (the worst case).
  screen.stop(s);
});
rmSync(outdir, { recursive: true, force: true });

say(`\nIn process, per event (${events.length.toLocaleString("en-US")} events)`);
say(`  JSON.parse of the event (baseline)        ${parseNs.toFixed(0).padStart(6)} ns`);
say(
  `  reducer                                   ${reduceNs.toFixed(0).padStart(6)} ns  (×${(reduceNs / parseNs).toFixed(2)})`,
);
say(
  `  reducer + terminal drawer (null stream)   ${screenNs.toFixed(0).padStart(6)} ns  (×${(screenNs / parseNs).toFixed(2)})`,
);
figure("per event: reducer", reduceNs, "ns", parseNs, "JSON.parse");
figure("per event: reducer + terminal drawer", screenNs, "ns", parseNs, "JSON.parse");
if (JSON_OUT) for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
