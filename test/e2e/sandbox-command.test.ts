// `people sandbox` in the foreground: prints its base URL and key on lines of their own, serves the v1
// interface on loopback, and stops cleanly on a signal. Its options are checked in-process
// (cli/sandbox-command.test.ts).
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { BIN, cleanEnv, cli, tempDir } from "../helpers/cli.js";

async function startForeground(args: string[]) {
  const child = execa("node", [BIN, "sandbox", ...args], {
    env: cleanEnv(),
    extendEnv: false,
    reject: false,
  });
  let out = "";
  const lines = await new Promise<string[]>((resolve, reject) => {
    child.stdout?.on("data", (d: Buffer) => {
      out += d.toString();
      const l = out.split("\n");
      if (l.length >= 3) resolve(l.slice(0, 2));
    });
    child.on("exit", () => reject(new Error(`sandbox exited early: ${out}`)));
  });
  return { child, baseUrl: lines[0]!, key: lines[1]! };
}

describe("people sandbox", () => {
  it("prints the base URL and key, serves requests, and stops on SIGTERM", async () => {
    const { child, baseUrl, key } = await startForeground([
      "--port",
      "0",
      "--credits",
      "321",
      "--people",
      "500",
      "--pace",
      "0",
    ]);
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    expect(key.length).toBeGreaterThan(12);
    const dir = tempDir();
    try {
      const people = cli({ configDir: dir.path, env: { PEOPLE_BASE_URL: baseUrl, PEOPLE_API_KEY: key } });
      const r = await people(["credits", "--json"]);
      expect(r.exitCode).toBe(0);
      expect(JSON.parse(String(r.stdout)).balance).toBe(321);
    } finally {
      dir.remove();
      child.kill("SIGTERM");
    }
    const done = await child;
    expect(done.exitCode).toBe(0);
    expect(String(done.stderr)).toMatch(/synthetic/);
  });
});
