// Sandbox data set at scale, measured over real HTTP against the built sandbox (run `npm run build` first):
// start time and memory at 10k / 100k / 1M people, structured-search page latency (p50/p99) for a selective
// and a broad filter, cold (a new filter set each time) and warm (walking pages of one filter set), and the
// time of a blocking agentic search with pacing off. Each size runs in its own process so memory figures
// are its own. Ratios are against the 10k run of the same invocation. Prints figures; asserts nothing.
//
//   node bench/sandbox.mjs                 all sizes
//   BENCH_SIZES=10000,100000 node bench/sandbox.mjs
//   BENCH_JSON=1 node bench/sandbox.mjs    one JSON object per size
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const self = fileURLToPath(import.meta.url);

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
  const sb = await startSandbox({ port: 0, people, rateLimit: 0, pace: 0, credits: 1e9, seed: "bench" });
  const startMs = performance.now() - t0;
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
    for (let k = 0; k < 60; k++) {
      const r = await post("/people/search", { query: make(k), limit: 25 });
      cold.push(r.ms);
      total = Math.max(total, r.json.totalCount);
    }
    const warm = [];
    let cursor = null;
    const query = make(0);
    for (let k = 0; k < 60; k++) {
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
  for (let r = 0; r < 4; r++)
    for (const query of sentences) agentic.push((await post("/search", { query })).ms);
  const translate = [];
  for (let r = 0; r < 20; r++)
    translate.push((await post("/people/translate", { prompt: sentences[r % sentences.length] })).ms);

  await sb.close();
  process.stdout.write(
    `${JSON.stringify({
      people,
      startMs,
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
  if (process.env.BENCH_JSON === "1") {
    for (const r of results) process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  const base = results[0];
  const f = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 2 : 0) : "-");
  const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(1)}x` : "-");
  console.log(`sandbox data set (baseline: ${base.people.toLocaleString("en")} people)\n`);
  console.log("people      start ms   ratio   RSS MB  heap MB  buffers MB  ratio(RSS)");
  for (const r of results) {
    console.log(
      `${r.people.toLocaleString("en").padEnd(10)} ${f(r.startMs).padStart(9)} ${ratio(r.startMs, base.startMs).padStart(7)} ${f(r.rssMB).padStart(8)} ${f(r.heapMB).padStart(8)} ${f(r.arrayBuffersMB).padStart(11)} ${ratio(r.rssMB, base.rssMB).padStart(11)}`,
    );
  }
  console.log("\nstructured page latency over HTTP, limit 25 (ms)");
  console.log("people      filter      matches   cold p50  cold p99  warm p50  warm p99");
  for (const r of results) {
    for (const [name, p] of Object.entries(r.pages)) {
      console.log(
        `${r.people.toLocaleString("en").padEnd(10)} ${name.padEnd(10)} ${String(p.totalCount).padStart(8)} ${f(p.cold.p50).padStart(9)} ${f(p.cold.p99).padStart(9)} ${f(p.warm.p50).padStart(9)} ${f(p.warm.p99).padStart(9)}`,
      );
    }
  }
  console.log("\nagentic search (blocking, pace 0) and translate over HTTP (ms)");
  console.log("people      agentic p50  agentic p99  ratio(p50)  translate p50");
  for (const r of results) {
    console.log(
      `${r.people.toLocaleString("en").padEnd(10)} ${f(r.agentic.p50).padStart(11)} ${f(r.agentic.p99).padStart(12)} ${ratio(r.agentic.p50, base.agentic.p50).padStart(11)} ${f(r.translate.p50).padStart(14)}`,
    );
  }
}

if (process.argv[2] === "--child") await child(Number(process.argv[3]));
else main();
