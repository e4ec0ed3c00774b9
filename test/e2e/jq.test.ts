// `--jq` through the built binary, as a script uses it: the filter's output piped on, and a bad expression
// refused with exit 2 before the sandbox is even started. (jq-web loads from node_modules at run time, so
// this is also what shows the packaged chunk finds it; every command's --jq is in cli/jq.test.ts.)
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cleanEnv, tempDir } from "../helpers/cli.js";

let dir: ReturnType<typeof tempDir>;
beforeAll(() => {
  dir = tempDir();
});
afterAll(() => dir.remove());

const env = () => cleanEnv({ PEOPLE_CONFIG_DIR: dir.path, PEOPLE_SANDBOX_PACE: "0" });

describe("--jq in a pipe", () => {
  it("find --jq '.profiles[].name' | sort | wc -l", async () => {
    const r = await execa(
      "bash",
      [
        "-c",
        `set -o pipefail; node ${BIN} --sandbox find --title engineer --limit 7 --jq '.profiles[].name' | sort -u | wc -l`,
      ],
      { reject: false, env: env(), extendEnv: false },
    );
    expect(r.exitCode).toBe(0);
    expect(r.stdout.trim()).toBe("7");
  });

  it("a bad expression: exit 2, one line, no sandbox started", async () => {
    const r = await execa("node", [BIN, "--sandbox", "credits", "--jq", ".balance |"], {
      reject: false,
      env: env(),
      extendEnv: false,
    });
    expect(r.exitCode).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr.split("\n")).toEqual([expect.stringMatching(/^error: --jq: syntax error/)]);
  });
});
