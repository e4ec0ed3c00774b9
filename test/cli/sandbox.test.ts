// `people sandbox --host` in-process: a host other machines can reach is refused (exit 2) unless
// --allow-remote is given, and then a warning is printed even with --quiet.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { runInProcess, testIO } from "../helpers/in-process.js";

const dir = mkdtempSync(join(tmpdir(), "people-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { PEOPLE_CONFIG_DIR: dir };
const SMALL = ["--port", "0", "--people", "100", "--pace", "0"];

/** Runs `people sandbox ARGS` until it prints its base URL, then interrupts it as Ctrl-C would. */
async function serveBriefly(args: string[]) {
  const io = testIO();
  const stop = new AbortController();
  const running = runInProcess(["sandbox", ...SMALL, ...args], { env, io, interrupt: stop.signal });
  await vi.waitFor(() => expect(io.out()).toMatch(/\/api\/v1\n/), { timeout: 20_000 });
  const stderrWhileServing = io.err();
  stop.abort();
  const r = await running;
  return { ...r, stderrWhileServing };
}

describe("sandbox --host", () => {
  it.each([["0.0.0.0"], ["::"], ["10.255.255.1"]])(
    "refuses %s without --allow-remote: exit 2, nothing on stdout, the flag named",
    async (host) => {
      const r = await runInProcess(["sandbox", ...SMALL, "--host", host], { env });
      expect(r.exitCode).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toContain(`refusing to listen on ${host}: it is not a loopback address`);
      expect(r.stderr).toContain("--allow-remote");
      expect(r.stderr).not.toMatch(/unexpected error/);
    },
  );

  it.each([[""], ["  "], ["no-such-host.invalid"]])(
    "refuses the host %j even with --allow-remote: exit 2, saying why, listening nowhere",
    async (host) => {
      const r = await runInProcess(["sandbox", ...SMALL, "--host", host, "--allow-remote"], { env });
      expect(r.exitCode).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/empty host names no address|does not resolve to an address/);
      expect(r.stderr).not.toMatch(/unexpected error|cannot listen on : /);
    },
  );

  it("listens on a wildcard with --allow-remote, and warns even with --quiet", async () => {
    const r = await serveBriefly(["--host", "0.0.0.0", "--allow-remote", "--quiet"]);
    expect(r.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\n/);
    expect(r.stderrWhileServing).toMatch(
      /warning: listening on 0\.0\.0\.0: other machines can reach this sandbox and use its key/,
    );
    // --quiet still silences everything else.
    expect(r.stderrWhileServing).not.toMatch(/Sandbox ready/);
  });

  it.each([["127.0.0.1"], ["localhost"]])("serves on %s without a warning", async (host) => {
    const r = await serveBriefly(["--host", host]);
    expect(r.stderrWhileServing).toMatch(/Sandbox ready/);
    expect(r.stderrWhileServing).not.toMatch(/warning/);
  });
});
