// `--sandbox` starts one sandbox per command: one banner, one port, one account, even when the command
// asks for its client more than once (auth status checks the key after naming the base URL; find
// --prompt translates, then searches, on the same account).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";

const dir = mkdtempSync(join(tmpdir(), "people-sandbox-once-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const env = { PEOPLE_CONFIG_DIR: dir, PEOPLE_SANDBOX_PACE: "0" };

const banners = (stderr: string) => stderr.split("\n").filter((l) => /^Sandbox:/.test(l));
const ports = (text: string) => new Set([...text.matchAll(/127\.0\.0\.1:(\d+)/g)].map((m) => m[1]));

describe("--sandbox once", () => {
  it("auth status: one banner, and the base URL it shows is the banner's", async () => {
    const r = await runInProcess(["--sandbox", "auth", "status"], { env });
    expect(r.exitCode).toBe(0);
    expect(banners(r.stderr)).toHaveLength(1);
    expect(ports(r.stdout + r.stderr).size).toBe(1);
  });

  it("find --prompt: translate and find on one account (the balance goes 999, then 998)", async () => {
    const r = await runInProcess(["--sandbox", "find", "--prompt", "rust engineers in Berlin", "--json"], {
      env,
    });
    expect(r.exitCode).toBe(0);
    expect(banners(r.stderr)).toHaveLength(1);
    expect(r.stderr).toMatch(/balance 999/);
    expect(r.stderr).toMatch(/balance 998/);
  });

  it("the banner fits 80 columns", async () => {
    const r = await runInProcess(["--sandbox", "credits"], { env });
    const [line] = banners(r.stderr);
    expect(line?.length).toBeLessThanOrEqual(80);
  });
});
