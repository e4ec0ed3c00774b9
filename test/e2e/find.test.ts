// `people find` end to end where the process matters: a reader that closes the pipe early (`| head -3`)
// ends the export quietly, and standard output redirected to a full disk says so. Everything else about
// find runs in-process (cli/find.test.ts).
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, sandbox, tempDir } from "../helpers/cli.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;

beforeAll(async () => {
  sb = await sandbox({ people: 5_000, credits: 100_000 });
  dir = tempDir();
});
afterAll(async () => {
  await sb.close();
  dir.remove();
});

describe("pipes", () => {
  it("a reader that closes early (| head -3) ends quietly", async () => {
    const env = cleanEnv({
      PEOPLE_BASE_URL: sb.baseUrl,
      PEOPLE_API_KEY: sb.key,
      PEOPLE_CONFIG_DIR: dir.path,
    });
    const r = await execa(
      "bash",
      ["-c", `set -o pipefail; node ${BIN} find --title engineer --all --limit 10 --jsonl | head -3`],
      { reject: false, env, extendEnv: false },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout.split("\n")).toHaveLength(3);
    expect(r.stderr).not.toMatch(/EPIPE|Error|at /);
  });
});

describe("standard output on a full disk (> /dev/full)", () => {
  it.each([["--jsonl"], ["--csv"]])(
    "%s: says the disk is full, exit 1, no output lost silently",
    async (flag) => {
      const env = cleanEnv({
        PEOPLE_BASE_URL: sb.baseUrl,
        PEOPLE_API_KEY: sb.key,
        PEOPLE_CONFIG_DIR: dir.path,
      });
      const r = await execa(
        "bash",
        ["-c", `node ${BIN} find --title engineer --limit 50 ${flag} > /dev/full`],
        {
          reject: false,
          env,
          extendEnv: false,
        },
      );
      expect(r.exitCode, r.stderr).toBe(1);
      expect(r.stderr).toContain("error: the disk is full: standard output could not be written");
      expect(r.stderr).not.toMatch(/unexpected|\n\s+at /);
    },
  );
});
