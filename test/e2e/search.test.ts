// End-to-end: `people search` (the built binary) on a real terminal and under a real Ctrl-C: the stage
// display as a pseudo-terminal shows it, and SIGINT during a run. Output modes, stream errors, --dry-run
// and the --messages checks run in-process (cli/search.test.ts); the chat is in chat.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, cli, sandbox, tempDir } from "../helpers/cli.js";
import { runInPty } from "../helpers/pty.js";

const QUERY = "staff engineers in Berlin who write TypeScript and maintain open source";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;

beforeAll(async () => {
  sb = await sandbox();
  dir = tempDir();
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

afterEach(() => {
  sb.faults.clear();
});

describe("output modes", () => {
  it("on a terminal: stages ticked with durations, what sources found, the answer, the table, the credits", async () => {
    const r = await runInPty(
      ["search", QUERY],
      cleanEnv({ PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key, PEOPLE_CONFIG_DIR: dir.path }),
    );
    expect(r.exitCode).toBe(0);
    const t = r.transcript;
    expect(t).toMatch(/✔ \S.* \(\d+(ms|\.\ds)\)/);
    expect(t).toMatch(/↳ .*: \d+ (people|person)/);
    expect(t).toMatch(/Found \d+/);
    expect(t).toMatch(/Shortlist \(\d+\)/);
    // The whole table where it fits; on a narrower terminal a block per person, which keeps the company
    // and place beside the reason (cli/tables.test.ts covers the widths).
    expect(t).toMatch(
      /Rank\s*│\s*Name\s*│\s*Title\s*│\s*Company\s*│\s*Location\s*│\s*Reason|^ 1\. .+ — [\s\S]*?\n {4}Why: /m,
    );
    expect(t).toMatch(/✔ \d+ (people|person) · \d+ credits? charged · balance [\d,]+/);
  });
});

describe("failures", () => {
  it("an error event on a terminal keeps the stages on screen", async () => {
    sb.faults.set({ streamError: { afterEvents: 3, message: "A source failed mid-run." } });
    const r = await runInPty(
      ["search", QUERY],
      cleanEnv({ PEOPLE_BASE_URL: sb.baseUrl, PEOPLE_API_KEY: sb.key, PEOPLE_CONFIG_DIR: dir.path }),
    );
    expect(r.exitCode).toBe(7);
    expect(r.transcript).toMatch(/✔ \S/);
    expect(r.transcript).toMatch(/error: A source failed mid-run\./);
  });
});

describe("Ctrl-C", () => {
  let slow: RunningSandbox;
  let slowCli: ReturnType<typeof cli>;
  beforeAll(async () => {
    slow = await sandbox({ pace: 1 });
    slowCli = cli({ sandbox: slow, configDir: dir.path });
  });
  afterAll(async () => {
    await slow.close();
  });

  it("during a run: exit 130, says the run continues and will be charged; it is charged", async () => {
    const before = slow.balance().balance;
    const child = slowCli(["search", QUERY, "--events"]);
    // Wait until the stream has begun (the first event is out), then press Ctrl-C.
    await new Promise((res) => child.stdout?.once("data", res));
    child.kill("SIGINT");
    const r = await child;
    expect(r.exitCode).toBe(130);
    expect(String(r.stderr)).toMatch(/continues on the service and will be charged/);
    await slow.idle();
    expect(slow.balance().balance).toBeLessThan(before);
  });

  it("on a terminal: the stages so far stay on screen, marked interrupted; exit 130", async () => {
    const r = await runInPty(
      ["search", QUERY],
      cleanEnv({ PEOPLE_BASE_URL: slow.baseUrl, PEOPLE_API_KEY: slow.key, PEOPLE_CONFIG_DIR: dir.path }),
      [{ expect: /Understanding the request/, signal: "SIGINT" }],
    );
    expect(r.exitCode).toBe(130);
    expect(r.transcript).toMatch(/✖ .*interrupted\)/);
    expect(r.transcript).toMatch(/continues on the service and will be charged/);
    await slow.idle();
  });
});
