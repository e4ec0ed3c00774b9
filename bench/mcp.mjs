// `people mcp`: (1) the time from spawning the server to a completed `initialize` (its answer read by the
// client), as a ratio to `node -e 0` (spawn to exit), to `people --version`, and to a bare MCP server of the
// same SDK with no tools (bench/lib/bare-mcp-server.cjs, the floor the SDK sets), with the launcher's code
// cache (as every run after the first) and without it (a first run, or NODE_DISABLE_COMPILE_CACHE=1); (2) the overhead of a tool
// call over the same client call: find_people (one page of 25) through a connected MCP client, against
// PeopleClient.structuredSearch made in this process, alternately, against the same fake loopback service
// (bench/lib/fake-service.mjs, in its own process); (3) the bytes of a find_people page of 25 with the
// default fields, against the same page in the shape before `fields`. All measured alternately in one run, so that every
// figure and its baseline see the same machine load. Where python3 is there (bench/lib/rusage.py and
// rusage-initialize.py read the child's rusage), the start-up figures come in CPU time (user + system) too,
// which a machine busy with other work disturbs less than wall time.
//
//   node bench/mcp.mjs                 human-readable table
//   BENCH_JSON=1 node bench/mcp.mjs    one JSON figure per line (what bench/run.mjs reads)
//   BENCH_RUNS=30                      spawns of each kind (default 20); calls: 10 times as many
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { PYTHON, startService, time } from "./lib/runs.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const BARE = join(ROOT, "bench", "lib", "bare-mcp-server.cjs");
const RUSAGE_INITIALIZE = join(ROOT, "bench", "lib", "rusage-initialize.py");
const RUNS = Number(process.env.BENCH_RUNS) || 20;
const CALLS = RUNS * 10;
const JSON_OUT = process.env.BENCH_JSON === "1";
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);

const INITIALIZE = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
});

/** Spawn to exit, for a command that exits by itself: wall and (with python3) CPU time, in ms. */
function timeExit(args, env) {
  return time(process.execPath, args, env);
}

/**
 * Spawn to the `initialize` answer on stdout: the wall time to the answer and (with python3) the CPU time
 * the server was charged, in ms. The server is then told to go (its stdin closed).
 */
function timeInitialize(args, env) {
  if (PYTHON) {
    const r = spawnSync(PYTHON, [RUSAGE_INITIALIZE, INITIALIZE, process.execPath, ...args], {
      env,
      encoding: "utf8",
    });
    const m = r.status === 0 ? JSON.parse(r.stdout) : undefined;
    if (m?.status !== 0 || !JSON.parse(m.answer || "{}").result)
      throw new Error(`${args.join(" ")} failed: ${r.stderr || JSON.stringify(m)}`);
    return Promise.resolve({ wall: m.wall, cpu: m.user + m.sys });
  }
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { env, stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    let ms;
    child.stdout.on("data", (d) => {
      out += d;
      if (ms === undefined && out.includes("\n")) {
        ms = Number(process.hrtime.bigint() - start) / 1e6;
        if (!JSON.parse(out.slice(0, out.indexOf("\n"))).result)
          reject(new Error(`no initialize result: ${out}`));
        child.stdin.end();
      }
    });
    child.stderr.on("data", (d) => {
      err += d;
    });
    child.on("exit", (code) =>
      ms === undefined
        ? reject(new Error(`node ${args.join(" ")} exited ${code}: ${err}`))
        : resolve({ wall: ms, cpu: undefined }),
    );
    child.stdin.write(`${INITIALIZE}\n`);
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round1 = (x) => Math.round(x * 10) / 10;
function figure(name, values, baseline, baselineName) {
  const v = median(values);
  const b = median(baseline);
  return {
    bench: "mcp",
    name,
    unit: "ms",
    value: round1(v),
    min: round1(Math.min(...values)),
    baseline: round1(b),
    baselineName,
    ratio: Math.round((v / b) * 100) / 100,
  };
}

const service = await startService();
const configDir = mkdtempSync(join(tmpdir(), "people-bench-mcp-"));
const env = { PATH: process.env.PATH, HOME: process.env.HOME, PEOPLE_CONFIG_DIR: configDir };
env.PEOPLE_BASE_URL = service.baseUrl;
env.PEOPLE_API_KEY = "sk_bench_0123456789abcdef";
const figures = [];
try {
  // 1. Start-up, the four kinds in turn.
  const kinds = {
    node: () => timeExit(["-e", "0"], env),
    version: () => timeExit([BIN, "--version"], env),
    bare: () => timeInitialize([BARE], env),
    mcp: () => timeInitialize([BIN, "mcp"], env),
    // The same without the launcher's code cache: a first run, or NODE_DISABLE_COMPILE_CACHE=1.
    uncached: () => timeInitialize([BIN, "mcp"], { ...env, NODE_DISABLE_COMPILE_CACHE: "1" }),
  };
  // Warm the file cache (and the compile cache where Node has one) before measuring.
  for (let i = 0; i < 2; i++) for (const run of Object.values(kinds)) await run();
  const runs = Object.fromEntries(Object.keys(kinds).map((kind) => [kind, []]));
  for (let i = 0; i < RUNS; i++)
    for (const [kind, run] of Object.entries(kinds)) runs[kind].push(await run());
  for (const measure of PYTHON ? ["wall", "cpu"] : ["wall"]) {
    const tag = measure === "cpu" ? "cpu: " : "";
    const pick = (kind) => runs[kind].map((r) => r[measure]);
    const name = `${tag}people mcp: spawn to initialize answered`;
    figures.push(figure(name, pick("mcp"), pick("node"), "node -e 0"));
    figures.push(figure(name, pick("mcp"), pick("version"), "people --version"));
    figures.push(figure(name, pick("mcp"), pick("bare"), "bare SDK server"));
    figures.push(figure(`${name}, no code cache`, pick("uncached"), pick("bare"), "bare SDK server"));
    figures.push(
      figure(`${tag}floor: bare SDK server, spawn to initialize`, pick("bare"), pick("node"), "node -e 0"),
    );
  }

  // 2. A tool call over the same client call, alternately, once both are warm.
  const { PeopleClient } = await import(pathToFileURL(join(ROOT, "dist", "index.js")).href);
  const direct = new PeopleClient({ baseUrl: env.PEOPLE_BASE_URL, apiKey: env.PEOPLE_API_KEY });
  const mcp = new Client({ name: "bench", version: "1" });
  await mcp.connect(
    new StdioClientTransport({ command: process.execPath, args: [BIN, "mcp"], env, stderr: "ignore" }),
  );
  const query = { titleIncludes: ["engineer"] };
  const calls = {
    direct: async () => {
      const page = await direct.structuredSearch({ query, limit: 25 });
      if (page.profiles.length !== 25) throw new Error("the client call returned no page");
    },
    tool: async () => {
      const r = await mcp.callTool({ name: "find_people", arguments: { ...query, limit: 25 } });
      if (r.isError || r.structuredContent.profiles.length !== 25)
        throw new Error(`find_people failed: ${JSON.stringify(r).slice(0, 300)}`);
    },
  };
  const timed = async (fn) => {
    const start = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - start) / 1e6;
  };
  for (let i = 0; i < 20; i++) for (const fn of Object.values(calls)) await fn();
  const took = { direct: [], tool: [] };
  for (let i = 0; i < CALLS; i++)
    for (const [kind, fn] of Object.entries(calls)) took[kind].push(await timed(fn));
  // 3. The bytes of a find_people page of 25 with the default fields, as the client receives the result,
  // against the same page in the shape find_people gave before `fields` (every field of every profile,
  // and a JSON copy of each profile in the text), rebuilt here from the service's own page.
  const page = await direct.structuredSearch({ query, limit: 25 });
  const lean = await mcp.callTool({ name: "find_people", arguments: { ...query, limit: 25 } });
  const before = {
    content: [
      {
        type: "text",
        text: [
          `25 of ${page.totalCount} people matching, in 1 page:`,
          ...page.profiles.map((p) => JSON.stringify(p)),
          `More: call find_people again with the same filters, limit 25 and cursor ${JSON.stringify(page.nextCursor)}.`,
          lean.content[0].text.split("\n").at(-1),
        ].join("\n"),
      },
    ],
    structuredContent: {
      profiles: page.profiles,
      totalCount: page.totalCount,
      nextCursor: page.nextCursor,
      pages: 1,
      credits: lean.structuredContent.credits,
      session: lean.structuredContent.session,
      notes: [],
    },
  };
  const bytes = (r) =>
    Buffer.byteLength(JSON.stringify({ content: r.content, structuredContent: r.structuredContent }));
  const leanBytes = bytes(lean);
  const beforeBytes = bytes(before);
  figures.push({
    bench: "mcp",
    name: "find_people page of 25, default fields: bytes",
    unit: "bytes",
    value: leanBytes,
    baseline: beforeBytes,
    baselineName: "every field and a JSON copy in the text (the shape before fields)",
    ratio: Math.round((leanBytes / beforeBytes) * 100) / 100,
  });
  await mcp.close();
  await direct.close();
  figures.push(
    figure("find_people tool call, one page of 25", took.tool, took.direct, "PeopleClient.structuredSearch"),
  );
  figures.push({
    bench: "mcp",
    name: "overhead of a tool call over the client call",
    unit: "ms",
    value: round1(median(took.tool.map((t, i) => t - took.direct[i]))),
  });
} finally {
  service.stop();
  rmSync(configDir, { recursive: true, force: true });
}

if (JSON_OUT) for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
else {
  say(`${RUNS} alternating spawns of each kind, ${CALLS} alternating calls; medians (min)`);
  for (const f of figures)
    say(
      `${f.name.padEnd(50)} ${String(f.value).padStart(7)}${f.min !== undefined ? ` (${String(f.min).padStart(6)})` : ""} ${f.unit}${f.baseline !== undefined ? `  vs ${String(f.baseline).padStart(7)} ${f.unit} (${f.baselineName})  ${f.ratio.toFixed(2)}x` : ""}`,
    );
}
