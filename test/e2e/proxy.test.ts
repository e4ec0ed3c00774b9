// Through a real HTTP proxy (tinyproxy, started here): one whose ConnectPort rules refuse the service's port
// is a network failure (exit 1) naming the proxy, the status it answered and NO_PROXY, not an interrupt
// (exit 130); the same proxy allowing the port carries credits, find and search. tinyproxy is installed by
// .ci/run; elsewhere, without it, these skip with a reason (and CI=true makes them required).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, sandbox, tempDir } from "../helpers/cli.js";

const installed = spawnSync("tinyproxy", ["-v"]).status === 0;
if (!installed) {
  if (process.env.CI === "true") throw new Error("CI: tinyproxy is not installed (.ci/run installs it)");
  console.warn("proxy e2e: skipped: tinyproxy is not installed (apt-get install tinyproxy)");
}

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
const proxies: ChildProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts tinyproxy in the foreground on a free port; `connectPorts` are the only ports it tunnels to. */
async function startProxy(name: string, connectPorts: number[]): Promise<string> {
  const port = await freePort();
  const conf = join(dir.path, `${name}.conf`);
  writeFileSync(
    conf,
    [
      `Port ${port}`,
      "Listen 127.0.0.1",
      "Timeout 30",
      "MaxClients 20",
      "Allow 127.0.0.1",
      "LogLevel Error",
      ...connectPorts.map((p) => `ConnectPort ${p}`),
      "",
    ].join("\n"),
  );
  const child = spawn("tinyproxy", ["-d", "-c", conf], { stdio: "ignore" });
  proxies.push(child);
  // Listening once a connection is accepted.
  const { connect } = await import("node:net");
  for (let i = 0; i < 100; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = connect(port, "127.0.0.1", () => {
        s.destroy();
        resolve(true);
      });
      s.once("error", () => resolve(false));
    });
    if (ok) return `http://127.0.0.1:${port}`;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("tinyproxy did not start");
}

beforeAll(async () => {
  if (!installed) return;
  sb = await sandbox({ people: 300 });
  dir = tempDir("people-proxy-");
});
afterAll(async () => {
  for (const p of proxies) p.kill();
  await sb?.close();
  dir?.remove();
});

describe.skipIf(!installed)("through tinyproxy", () => {
  it("a proxy refusing the service's port: exit 1, naming the proxy, its answer and NO_PROXY", async () => {
    const proxy = await startProxy("refusing", [443]);
    const people = cli({ sandbox: sb, configDir: dir.path, env: { HTTP_PROXY: proxy } });
    const before = sb.requests.length;
    for (const args of [["credits"], ["find", "--title", "engineer", "--limit", "2"]]) {
      const r = await people(args);
      expect(r.exitCode, String(r.stderr)).toBe(1);
      const err = String(r.stderr);
      expect(err).not.toMatch(/interrupted/);
      expect(err).toContain(`the proxy ${proxy.slice("http://".length)} (set by HTTP_PROXY)`);
      expect(err).toMatch(/refused to open a tunnel to 127\.0\.0\.1:\d+: it answered HTTP 403 to CONNECT/);
      expect(err).toMatch(/NO_PROXY/);
    }
    expect(sb.requests.length).toBe(before);
    // Nothing reached the service, so nothing is counted.
    const usage = await people(["usage", "--json"]);
    expect(JSON.parse(String(usage.stdout)).accounts).toEqual([]);
  });

  it("the same proxy allowing the port carries credits, find and search", async () => {
    const proxy = await startProxy("allowing", [sb.port]);
    const people = cli({ sandbox: sb, configDir: dir.path, env: { HTTP_PROXY: proxy } });
    const before = sb.requests.length;
    for (const args of [
      ["credits"],
      ["find", "--title", "engineer", "--limit", "2"],
      ["search", "rust engineers in Berlin", "--json"],
    ]) {
      const r = await people(args);
      expect(r.exitCode, String(r.stderr)).toBe(0);
    }
    expect(sb.requests.length).toBe(before + 3);
  });
});
