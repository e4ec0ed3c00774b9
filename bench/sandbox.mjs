// Sandbox data set at scale, measured over real HTTP against the built sandbox (run `npm run build` first):
// start time and memory at 10k / 100k / 1M people, structured-search page latency (p50/p99) for a selective
// and a broad filter, cold (a new filter set each time) and warm (walking pages of one filter set), and the
// time of a blocking agentic search with pacing off. Each size runs in its own process so memory figures
// are its own. Ratios are against the 10k run of the same invocation. Prints figures; asserts nothing.
//
//   node bench/sandbox.mjs                 all sizes, human-readable tables
//   BENCH_SIZES=10000,100000 node bench/sandbox.mjs   sizes to run (the first is the baseline)
//   BENCH_SANDBOX_SAMPLES=30               page requests per filter and kind (default 60), agentic rounds
//                                          scale with it
//   BENCH_JSON=1 node bench/sandbox.mjs    one JSON figure per line (what bench/run.mjs reads): start time
//                                          and RSS of every size, page latency p50/p99 (cold) and agentic
//                                          plan time p50 of the largest, each as a ratio to the first size
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const self = fileURLToPath(import.meta.url);
const SAMPLES = Number(process.env.BENCH_SANDBOX_SAMPLES) || 60;

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), n: s.length };
}

async function child(people) {
  const { startSandbox } = await import("../dist/sandbox.js");
  global.gc?.();
  const before = process.memoryUsage();
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const sb = await startSandbox({ port: 0, people, rateLimit: 0, pace: 0, credits: 1e9, seed: "bench" });
  const startMs = performance.now() - t0;
  // CPU time too: on a shared machine it is disturbed less than the wall time.
  const c1 = process.cpuUsage(c0);
  const startCpuMs = (c1.user + c1.system) / 1000;
  global.gc?.();
  const mem = process.memoryUsage();

  const headers = { authorization: `Bearer ${sb.key}`, "content-type": "application/json" };
  const post = async (path, body) => {
    const t = performance.now();
    const res = await fetch(`${sb.baseUrl}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${path} ${res.status} ${JSON.stringify(json)}`);
    return { ms: performance.now() - t, json };
  };

  const filters = {
    selective: (k) => ({
      skills: ["Rust"],
      locations: ["Berlin"],
      seniorityLevels: ["Senior"],
      maxYearsExperience: 20 + (k % 15),
    }),
    broad: (k) => ({ countries: ["United States"], minYearsExperience: k % 25 }),
  };
  const pages = {};
  for (const [name, make] of Object.entries(filters)) {
    // Warm-up so JIT compilation is not in the figures.
    for (let k = 0; k < 5; k++) await post("/people/search", { query: make(100 + k), limit: 25 });
    const cold = [];
    let total = 0;
    for (let k = 0; k < SAMPLES; k++) {
      const r = await post("/people/search", { query: make(k), limit: 25 });
      cold.push(r.ms);
      total = Math.max(total, r.json.totalCount);
    }
    const warm = [];
    let cursor = null;
    const query = make(0);
    for (let k = 0; k < SAMPLES; k++) {
      const r = await post("/people/search", { query, limit: 25, cursor });
      warm.push(r.ms);
      cursor = r.json.nextCursor;
      if (!cursor) cursor = null;
    }
    pages[name] = { totalCount: total, cold: stats(cold), warm: stats(warm) };
  }

  const sentences = [
    "find 5 senior backend engineers in Berlin with Go",
    "ML engineers at fintech companies in London",
    "founders in the US",
    "Rust engineers in Europe who maintain open source",
    "fintech companies in Berlin",
  ];
  for (const query of sentences) await post("/search", { query });
  const agentic = [];
  for (let r = 0; r < Math.max(1, Math.round(SAMPLES / 15)); r++)
    for (const query of sentences) agentic.push((await post("/search", { query })).ms);
  const translate = [];
  for (let r = 0; r < Math.max(5, Math.round(SAMPLES / 3)); r++)
    translate.push((await post("/people/translate", { prompt: sentences[r % sentences.length] })).ms);

  await sb.close();
  process.stdout.write(
    `${JSON.stringify({
      people,
      startMs,
      startCpuMs,
      rssMB: mem.rss / 1e6,
      heapMB: mem.heapUsed / 1e6,
      arrayBuffersMB: mem.arrayBuffers / 1e6,
      rssDeltaMB: (mem.rss - before.rss) / 1e6,
      pages,
      agentic: stats(agentic),
      translate: stats(translate),
    })}\n`,
  );
}

function main() {
  const sizes = (process.env.BENCH_SIZES ?? "10000,100000,1000000").split(",").map(Number);
  const results = [];
  for (const people of sizes) {
    const r = spawnSync(process.execPath, ["--expose-gc", self, "--child", String(people)], {
      encoding: "utf8",
      maxBuffer: 1 << 24,
    });
    if (r.status !== 0) {
      process.stderr.write(r.stderr);
      process.exitCode = 1;
      return;
    }
    results.push(JSON.parse(r.stdout.trim().split("\n").pop()));
  }
  const json = process.env.BENCH_JSON === "1";
  // In BENCH_JSON mode stdout carries only figures; the tables go to stderr.
  const say = json ? (...a) => console.error(...a) : (...a) => console.log(...a);
  if (json) for (const f of figures(results)) process.stdout.write(`${JSON.stringify(f)}\n`);
  const base = results[0];
  const f = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : "-");
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}x` : "-");
  say(`sandbox data set (baseline: ${base.people.toLocaleString("en")} people)\n`);
  say("people      start ms   ratio  CPU ms   RSS MB  heap MB  buffers MB  ratio(RSS)");
  for (const r of results) {
    say(
      `${r.people.toLocaleString("en").padEnd(10)} ${f(r.startMs).padStart(9)} ${ratio(r.startMs, base.startMs).padStart(7)} ${f(r.startCpuMs).padStart(7)} ${f(r.rssMB).padStart(8)} ${f(r.heapMB).padStart(8)} ${f(r.arrayBuffersMB).padStart(11)} ${ratio(r.rssMB, base.rssMB).padStart(11)}`,
    );
  }
  say("\nstructured page latency over HTTP, limit 25 (ms)");
  say("people      filter      matches   cold p50  cold p99  warm p50  warm p99");
  for (const r of results) {
    for (const [name, p] of Object.entries(r.pages)) {
      say(
        `${r.people.toLocaleString("en").padEnd(10)} ${name.padEnd(10)} ${String(p.totalCount).padStart(8)} ${f(p.cold.p50).padStart(9)} ${f(p.cold.p99).padStart(9)} ${f(p.warm.p50).padStart(9)} ${f(p.warm.p99).padStart(9)}`,
      );
    }
  }
  say("\nagentic search (blocking, pace 0) and translate over HTTP (ms)");
  say("people      agentic p50  agentic p99  ratio(p50)  translate p50");
  for (const r of results) {
    say(
      `${r.people.toLocaleString("en").padEnd(10)} ${f(r.agentic.p50).padStart(11)} ${f(r.agentic.p99).padStart(12)} ${ratio(r.agentic.p50, base.agentic.p50).padStart(11)} ${f(r.translate.p50).padStart(14)}`,
    );
  }
}

/** The common figure format of bench/run.mjs: every ratio is to the first (smallest) size of this run. */
function figures(results) {
  const base = results[0];
  const big = results[results.length - 1];
  const label = (n) =>
    n >= 1e6 && n % 1e6 === 0 ? `${n / 1e6}M` : n >= 1e3 && n % 1e3 === 0 ? `${n / 1e3}k` : `${n}`;
  const baselineName = `${label(base.people)} people`;
  const round = (x) => Math.round(x * 100) / 100;
  const fig = (name, value, unit, baseline) => ({
    bench: "sandbox",
    name,
    value: round(value),
    unit,
    baseline: round(baseline),
    baselineName,
    ratio: round(value / baseline),
  });
  const out = [];
  for (const r of results.slice(1))
    out.push(fig(`start time at ${label(r.people)}`, r.startMs, "ms", base.startMs));
  for (const r of results.slice(1)) out.push(fig(`RSS at ${label(r.people)}`, r.rssMB, "MB", base.rssMB));
  for (const name of Object.keys(big.pages))
    for (const p of ["p50", "p99"])
      out.push(
        fig(
          `page ${p}, ${name} filter, at ${label(big.people)}`,
          big.pages[name].cold[p],
          "ms",
          base.pages[name].cold[p],
        ),
      );
  out.push(fig(`agentic plan p50 at ${label(big.people)}`, big.agentic.p50, "ms", base.agentic.p50));
  return out;
}

if (process.argv[2] === "--child") await child(Number(process.argv[3]));
else main();
