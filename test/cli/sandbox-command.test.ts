// `people sandbox` in-process: --key sets the key it prints and accepts, and bad options are refused (exit
// 2). Serving until a real signal arrives is end-to-end (e2e/sandbox-command.test.ts).
import { afterAll, describe, expect, it, vi } from "vitest";
import { tempDir } from "../helpers/cli.js";
import { runInProcess, testIO } from "../helpers/in-process.js";

const config = tempDir();
afterAll(() => config.remove());
const env = { PEOPLE_CONFIG_DIR: config.path };

/** Runs `people sandbox ARGS` until it has printed its base URL and key, each on a line of its own. */
async function startForeground(args: string[]) {
  const io = testIO();
  const stop = new AbortController();
  const running = runInProcess(["sandbox", ...args], { env, io, interrupt: stop.signal });
  const lines = await vi.waitFor(
    () => {
      const l = io.out().split("\n");
      if (l.length < 3) throw new Error(`not serving yet: ${io.out()}${io.err()}`);
      return l.slice(0, 2);
    },
    { timeout: 20_000, interval: 5 },
  );
  return { stop: () => stop.abort(), running, baseUrl: lines[0]!, key: lines[1]! };
}

describe("people sandbox", () => {
  it("--key sets the accepted key", async () => {
    const { stop, running, key } = await startForeground([
      "--port",
      "0",
      "--key",
      "sk_sandbox_fixed_test_key_0001",
      "--people",
      "200",
    ]);
    expect(key).toBe("sk_sandbox_fixed_test_key_0001");
    stop();
    await running;
  });

  it.each([[["--port", "70000"]], [["--people", "0"]], [["--pace", "-1"]]])(
    "refuses bad options %j with exit 2",
    async (args) => {
      const r = await runInProcess(["sandbox", ...args], { env });
      expect(r.exitCode).toBe(2);
    },
  );
});
