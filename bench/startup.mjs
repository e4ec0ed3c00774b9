// Start-up time of `people --version` and `people --help` as a ratio to `node -e 0`, measured alternately
// in one run (so both see the same machine load), with NODE_EXTRA_CA_CERTS unset and set: Node 20 reads
// those certificates at start-up, which costs every process the same fixed time.
//
//   node bench/startup.mjs            human-readable table
//   BENCH_JSON=1 node bench/startup.mjs   one JSON figure per line (what bench/run.mjs reads)
//   BENCH_RUNS=40                     runs of each command (default 30)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const bin = fileURLToPath(new URL("../bin/people.js", import.meta.url));
const runs = Number(process.env.BENCH_RUNS) || 30;
const json = process.env.BENCH_JSON === "1";

const cases = [
  { name: "people --version", args: [bin, "--version"], target: 1.3 },
  { name: "people --help", args: [bin, "--help"], target: 1.6 },
];
const baseline = ["-e", "0"];

const cleanEnv = { ...process.env };
for (const k of Object.keys(cleanEnv))
  if (/^(PEOPLE_|NODE_OPTIONS$|NODE_EXTRA_CA_CERTS$)/.test(k)) delete cleanEnv[k];
const caFile =
  process.env.NODE_EXTRA_CA_CERTS ||
  ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt"].find((f) => existsSync(f));
const envs = [{ label: "no NODE_EXTRA_CA_CERTS", env: cleanEnv }];
if (caFile)
  envs.push({ label: "NODE_EXTRA_CA_CERTS set", env: { ...cleanEnv, NODE_EXTRA_CA_CERTS: caFile } });

function time(args, env) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return ms;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const figures = [];
for (const { label, env } of envs) {
  for (const c of cases) {
    // Warm the file cache (and Node's compile cache where it exists) before measuring.
    time(baseline, env);
    time(c.args, env);
    const base = [];
    const cmd = [];
    for (let i = 0; i < runs; i++) {
      base.push(time(baseline, env));
      cmd.push(time(c.args, env));
    }
    const b = median(base);
    const v = median(cmd);
    figures.push({
      bench: "startup",
      name: `${c.name} (${label})`,
      baselineName: "node -e 0",
      unit: "ms",
      value: Math.round(v * 10) / 10,
      baseline: Math.round(b * 10) / 10,
      ratio: Math.round((v / b) * 100) / 100,
      target: c.target,
    });
  }
}

if (json) {
  for (const f of figures) process.stdout.write(`${JSON.stringify(f)}\n`);
} else {
  process.stdout.write(`node ${process.version}, ${runs} alternating runs each, medians\n`);
  for (const f of figures)
    process.stdout.write(
      `${f.name.padEnd(46)} ${String(f.value).padStart(7)} ms  vs ${String(f.baseline).padStart(7)} ms  ${f.ratio.toFixed(2)}x (target ${f.target}x)${f.ratio <= f.target ? "" : "  OVER"}\n`,
    );
}
