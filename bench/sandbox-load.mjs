// The sandbox under misuse, measured over real HTTP against the built sandbox running in a child process
// (run `npm run build` first): how long GET /credits waits while another client sends the heaviest
// requests back to back (ratio to the same GET on an idle sandbox), and the sandbox's memory after many
// large bodies and after many small requests (ratio to its memory after start), and how long the request
// log takes to read again once it holds costly bodies (ratio to the first read: each body is parsed once,
// so a second read is cheaper). Prints figures; asserts nothing.
//
//   node bench/sandbox-load.mjs
//   BENCH_JSON=1 node bench/sandbox-load.mjs          one JSON figure per line (what bench/run.mjs reads)
//   BENCH_SANDBOX_DIST=/other/dist node bench/...     measure another build (e.g. before a change)
//   BENCH_LOAD_SAMPLES=200 BENCH_LOAD_BODIES=300      GET /credits samples per phase; large bodies sent
import { spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const self = fileURLToPath(import.meta.url);
const DIST = resolve(process.env.BENCH_SANDBOX_DIST ?? join(self, "..", "..", "dist"));
const SAMPLES = Number(process.env.BENCH_LOAD_SAMPLES) || 200;
const BODIES = Number(process.env.BENCH_LOAD_BODIES) || 300;
const SMALL = 20_000;

async function child() {
  const { startSandbox } = await import(pathToFileURL(join(DIST, "sandbox.js")).href);
  const sb = await startSandbox({
    port: 0,
    people: 10_000,
    rateLimit: 0,
    pace: 0,
    credits: 1e9,
    seed: "bench",
  });
  process.on("message", (m) => {
    if (m === "memory") {
      global.gc?.();
      const m = process.memoryUsage();
      process.send({ rssMB: m.rss / 1e6, heapMB: m.heapUsed / 1e6, log: sb.requests.length });
    } else if (m === "stop") void sb.close().then(() => process.exit(0));
  });
  process.send({ baseUrl: sb.baseUrl, key: sb.key });
}

function startChild() {
  const proc = spawn(process.execPath, ["--expose-gc", self, "--child"], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    env: { ...process.env },
  });
  const next = () => new Promise((res) => proc.once("message", res));
  const ask = (m) => {
    const reply = next();
    proc.send(m);
    return reply;
  };
  return { proc, next, ask };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: percentile(s, 50), p99: percentile(s, 99), max: s[s.length - 1] };
};

async function main() {
  const c = startChild();
  const { baseUrl, key } = await c.next();
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const send = (path, body) =>
    fetch(baseUrl + path, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }).then((r) => r.arrayBuffer().then(() => r.status));
  const timeCredits = async () => {
    const t = performance.now();
    await send("/credits");
    return performance.now() - t;
  };

  // The heaviest requests a client can send: two that the bounds refuse (they held the loop for seconds
  // before), and the worst the bounds allow.
  const words = (n) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");
  const common = "e a i t n r o s l c g m d u at in ng er en or st ne an te ing p y b f k re on ine".split(
    " ",
  );
  const values = (n) => Array.from({ length: n }, (_, i) => `v${i}`);
  const sentence = "senior rust engineers in Berlin who maintain compilers ".repeat(40).slice(0, 2000);
  const heavy = [
    ["/people/search", JSON.stringify({ query: { keywords: words(20_000) } })],
    ["/search", { query: `engineers ${'"a" '.repeat(5_000)}` }],
    ["/people/search", { query: { keywords: common.slice(0, 32).join(" ") }, limit: 100 }],
    ["/people/search", { query: { titleIncludes: common.slice(0, 100), titleExcludes: values(100) } }],
    ["/people/translate", { prompt: sentence }],
    ["/search", { query: sentence }],
  ];
  // Warm-up: first use of every route, so compilation is not in the figures.
  for (const [path, body] of heavy.slice(2)) await send(path, body);
  for (let i = 0; i < 20; i++) await timeCredits();

  const idle = [];
  for (let i = 0; i < SAMPLES; i++) idle.push(await timeCredits());

  let stop = false;
  let rounds = 0;
  const attacker = (async () => {
    while (!stop) {
      for (const [path, body] of heavy) await send(path, body);
      rounds++;
    }
  })();
  const loaded = [];
  while (loaded.length < SAMPLES || rounds < 1) loaded.push(await timeCredits());
  stop = true;
  await attacker;

  // A log of costly bodies (40 of 64 KB of `{}`), read twice: the second read should not parse them again.
  const inner = `${"{},".repeat(10_800)}{}`;
  const costly = `{"query":{"skills":[${inner}]},"x":[${inner}]}`;
  for (let n = 0; n < 40; n++) await send("/nope", costly);
  const timeLog = async () => {
    const t = performance.now();
    await send("/_sandbox/requests");
    return performance.now() - t;
  };
  const firstRead = await timeLog();
  const rereads = [];
  for (let n = 0; n < 5; n++) rereads.push(await timeLog());

  const start = await c.ask("memory");
  const pad = "x".repeat(900_000);
  let i = 0;
  const pool = (n, job) => Promise.all(Array.from({ length: n }, job));
  await pool(4, async () => {
    while (i < BODIES) {
      i++;
      await send("/people/search", JSON.stringify({ query: { skills: ["Go"] }, limit: 1, pad, i }));
    }
  });
  const afterBodies = await c.ask("memory");
  let k = 0;
  await pool(8, async () => {
    while (k < SMALL) {
      k++;
      await send("/credits");
    }
  });
  const afterSmall = await c.ask("memory");
  c.proc.send("stop");

  const idleS = stats(idle);
  const loadedS = stats(loaded);
  const round = (x) => Math.round(x * 100) / 100;
  const fig = (name, value, unit, baseline, baselineName) => ({
    bench: "sandbox-load",
    name,
    value: round(value),
    unit,
    baseline: round(baseline),
    baselineName,
    ratio: round(value / baseline),
  });
  const figures = [
    fig("GET /credits p50 beside the heaviest requests", loadedS.p50, "ms", idleS.p50, "idle p50"),
    fig("GET /credits p99 beside the heaviest requests", loadedS.p99, "ms", idleS.p99, "idle p99"),
    fig("GET /credits max beside the heaviest requests", loadedS.max, "ms", idleS.max, "idle max"),
    fig(
      "GET /_sandbox/requests again, 40 costly bodies logged",
      stats(rereads).p50,
      "ms",
      firstRead,
      "first read",
    ),
    fig(`RSS after ${BODIES} bodies of 900 KB`, afterBodies.rssMB, "MB", start.rssMB, "RSS after start"),
    fig(
      `RSS after ${SMALL.toLocaleString("en")} more requests`,
      afterSmall.rssMB,
      "MB",
      start.rssMB,
      "RSS after start",
    ),
    fig(`heap after ${BODIES} bodies of 900 KB`, afterBodies.heapMB, "MB", start.heapMB, "heap after start"),
    fig(
      `heap after ${SMALL.toLocaleString("en")} more requests`,
      afterSmall.heapMB,
      "MB",
      start.heapMB,
      "heap after start",
    ),
  ];
  if (process.env.BENCH_JSON === "1") {
    for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
    return;
  }
  console.log(`sandbox under load (${DIST}; ${rounds} rounds of the heavy requests)\n`);
  for (const f of figures)
    console.log(
      `${f.name.padEnd(48)} ${String(f.value).padStart(9)} ${f.unit.padEnd(3)} vs ${String(f.baseline).padStart(8)} (${f.baselineName})  ${f.ratio}x`,
    );
  console.log(`\nrequest log: ${afterSmall.log.toLocaleString("en")} entries kept`);
}

if (process.argv[2] === "--child") await child();
else await main();
