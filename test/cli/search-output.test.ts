// `people search` in-process: what a person reads when a run times out, finds only companies, or finds
// nobody, and how --fields and --json treat each other.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 2000 });
  dir = mkdtempSync(join(tmpdir(), "people-search-out-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => sb.faults.clear());

const env = () => sandboxEnv(sb, dir);

describe("a search that times out", () => {
  it.each([[[]], [["--no-stream"]]])(
    "%j says the run continues on the service and will be charged (exit 1)",
    async (extra) => {
      sb.faults.set({ delayMs: 2500 });
      const r = await runInProcess(["search", "staff engineers in Berlin", "--timeout", "1", ...extra], {
        env: env(),
      });
      expect(r.exitCode).toBe(1);
      expect(r.stderr).toMatch(/error: .*timeout/);
      expect(r.stderr).toMatch(/hint: .*continues on the service and will be charged/);
      expect(r.stderr).toContain("--timeout");
    },
  );
});
