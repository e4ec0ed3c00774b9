// Prompts at a real terminal (a pseudo-terminal): Ctrl-C at any of them exits 130 with "Cancelled.", and
// `login --with-key` with the terminal on stdin refuses at once instead of waiting for an echoed key.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, sandbox, tempDir } from "../helpers/cli.js";
import { runInPty } from "../helpers/pty.js";

let sb: RunningSandbox;
const cfg = tempDir();
beforeAll(async () => {
  sb = await sandbox();
});
afterAll(async () => {
  await sb.close();
  cfg.remove();
});

describe("Ctrl-C at a prompt", () => {
  const cancelled = (r: { transcript: string; exitCode: number | undefined }) => {
    expect(r.transcript).toMatch(/Cancelled\./);
    expect(r.transcript).not.toMatch(/unexpected|force closed/);
    expect(r.exitCode).toBe(130);
  };

  it("login, at the base URL: exit 130, 'Cancelled.'", async () => {
    const env = cleanEnv({ PEOPLE_CONFIG_DIR: cfg.path });
    cancelled(await runInPty(["login"], env, [{ expect: /Base URL/, signal: "SIGINT" }]));
  });

  it("login, at the key: exit 130, 'Cancelled.'", async () => {
    const env = cleanEnv({ PEOPLE_CONFIG_DIR: cfg.path });
    cancelled(
      await runInPty(["login"], env, [
        { expect: /Base URL/, send: `${sb.baseUrl}\r` },
        { expect: /API key/, signal: "SIGINT" },
      ]),
    );
  });
});

describe("login --with-key at a terminal", () => {
  it("refuses at once (exit 2) saying what to pipe in", async () => {
    const env = cleanEnv({ PEOPLE_CONFIG_DIR: cfg.path });
    const r = await runInPty(["login", "--with-key", "--base-url", sb.baseUrl], env, [], 15_000);
    expect(r.transcript).toMatch(/standard input is a terminal/);
    expect(r.exitCode).toBe(2);
  });
});
