// `people auth status`: the base URL and key in use, where each comes from, the key masked, and whether
// it works (GET /credits, free); exit 3 without a key or with a rejected one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 300, credits: 1234 });
  dir = mkdtempSync(join(tmpdir(), "people-auth-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("people auth status", () => {
  it("from the environment: the sources, the key masked, it works, the plan and balance (free)", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(["auth", "status"], { env: sandboxEnv(sb, join(dir, "env")) });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain(`Base URL  ${sb.baseUrl}  (from PEOPLE_BASE_URL)`);
    expect(r.stdout).toContain(`API key   ${sb.key.slice(0, 4)}…${sb.key.slice(-4)}  (from PEOPLE_API_KEY)`);
    expect(r.stdout).not.toContain(sb.key);
    expect(r.stdout).toMatch(/^Works\s+yes/m);
    expect(r.stdout).toMatch(/^Plan\s+Sandbox/m);
    expect(r.stdout).toMatch(/^Balance\s+1,234 credits$/m);
    expect(sb.requests.slice(before).map((q) => `${q.method} ${q.path}`)).toEqual(["GET /api/v1/credits"]);
    expect(sb.balance().balance).toBe(1234);
  });

  it("stored by login, with --base-url: each source said", async () => {
    const config = join(dir, "stored");
    const login = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
      input: `${sb.key}\n`,
      env: { PEOPLE_CONFIG_DIR: config },
    });
    expect(login.exitCode).toBe(0);
    const r = await runInProcess(["auth", "status", "--base-url", sb.baseUrl], {
      env: { PEOPLE_CONFIG_DIR: config },
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/\(from --base-url\)/);
    expect(r.stdout).toMatch(/^API key\s+\S+ {2}\(from profile default in the config file\)$/m);
    expect(r.stdout).toMatch(/^Profile\s+default {2}\(none chosen\)$/m);
    const json = JSON.parse(
      (await runInProcess(["auth", "status", "--json"], { env: { PEOPLE_CONFIG_DIR: config } })).stdout,
    );
    expect(json).toMatchObject({
      profile: { value: "default" },
      baseUrl: { source: "profile default in the config file" },
      works: true,
      balance: expect.any(Number),
    });
  });

  it("no key: exit 3, naming login, PEOPLE_API_KEY and --sandbox", async () => {
    const r = await runInProcess(["auth", "status"], {
      env: { PEOPLE_CONFIG_DIR: join(dir, "none"), PEOPLE_BASE_URL: sb.baseUrl },
    });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/^API key\s+not set$/m);
    expect(r.stderr).toMatch(/people login/);
  });

  it("a rejected key: exit 3, the masked key shown, never whole", async () => {
    const bad = "sk_sandbox_not_a_real_key_0000";
    const r = await runInProcess(["auth", "status"], {
      env: { PEOPLE_CONFIG_DIR: join(dir, "bad"), PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: bad },
    });
    expect(r.exitCode).toBe(3);
    expect(r.stdout).toMatch(/^API key\s+sk_s…0000 {2}\(from PEOPLE_API_KEY\)$/m);
    expect(r.stdout).toMatch(/^Works\s+no: /m);
    expect(r.stdout + r.stderr).not.toContain(bad);
  });

  it("--sandbox: the built-in sandbox is the source of both", async () => {
    const r = await runInProcess(["auth", "status", "--sandbox"], {
      env: { PEOPLE_CONFIG_DIR: join(dir, "sbx") },
    });
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toMatch(/^Base URL\s+http:\/\/127\.0\.0\.1:\d+\/api\/v1 {2}\(from --sandbox\)$/m);
    // One sandbox: one banner, and the URL shown is the one checked.
    expect(r.stderr.match(/Sandbox:/g)).toHaveLength(1);
    expect(r.stdout).toMatch(/^Works\s+yes/m);
  });
});
