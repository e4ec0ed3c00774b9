// Ctrl-C at any prompt: exit 130 and "Cancelled.", never "unexpected error" (in-process, a fake terminal).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500 });
  dir = mkdtempSync(join(tmpdir(), "people-cli-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

const terminal = { stdinTTY: true, stderrTTY: true, stdoutTTY: true };

/** Types `keys` once the prompt has asked `question`. */
function typeWhenAsked(io: ReturnType<typeof testIO>, question: RegExp, keys: string): void {
  const timer = setInterval(() => {
    if (question.test(io.err())) {
      clearInterval(timer);
      io.stdinFeed.write(keys);
    }
  }, 5);
}

describe("No at the export confirmation", () => {
  it.each([
    ["n", "n\r"],
    ["Enter (the default)", "\r"],
  ])(
    "%s: exit 130 like a cancelled prompt, saying the first page was bought and not kept",
    async (_what, keys) => {
      const io = testIO(terminal);
      typeWhenAsked(io, /Continue\?/, keys);
      const out = join(dir, "declined.csv");
      const r = await runInProcess(["find", "--title", "engineer", "--all", "--limit", "5", "-o", out], {
        io,
        env: sandboxEnv(sb, dir),
      });
      expect(r.stderr).not.toMatch(/error:|unexpected/);
      expect(r.stderr).toMatch(/Cancelled: nothing was written and .*declined\.csv was not touched\./);
      expect(r.stderr).toMatch(/The first page was already bought \(1 credit\) and is not kept\./);
      expect(r.exitCode).toBe(130);
    },
  );
});

describe("Ctrl-C at a prompt", () => {
  it.each([
    ["the base URL", /Base URL/],
    ["the key", /API key/],
  ])("login, at %s: exit 130, Cancelled.", async (_what, question) => {
    const io = testIO(terminal);
    if (/API key/.test(question.source)) typeWhenAsked(io, /Base URL/, `${sb.baseUrl}\r`);
    typeWhenAsked(io, question, "\x03");
    const r = await runInProcess(["login"], { io, env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.stderr).not.toMatch(/unexpected|force closed/);
    expect(r.stderr).toMatch(/Cancelled\.\n$/);
    expect(r.exitCode).toBe(130);
  });

  it("the export confirmation: exit 130, Cancelled.", async () => {
    const io = testIO(terminal);
    typeWhenAsked(io, /Continue\?/, "\x03");
    const out = join(dir, "cancel.csv");
    const r = await runInProcess(["find", "--title", "engineer", "--all", "--limit", "5", "-o", out], {
      io,
      env: sandboxEnv(sb, dir),
    });
    expect(r.stderr).not.toMatch(/unexpected|force closed/);
    expect(r.stderr).toMatch(/Cancelled\./);
    expect(r.exitCode).toBe(130);
  });
});

describe("the resume confirmation", () => {
  it("asks one question (no 'Continue?' after it) and a No leaves the export as it was", async () => {
    const out = join(dir, "resume-once.csv");
    const first = await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "5", "--max-credits", "2", "-o", out],
      { env: sandboxEnv(sb, dir) },
    );
    expect(first.exitCode).toBe(8);
    const io = testIO(terminal);
    typeWhenAsked(io, /Export the remaining/, "n\r");
    const r = await runInProcess(
      ["find", "--title", "engineer", "--all", "--limit", "5", "-o", out, "--resume"],
      {
        io,
        env: sandboxEnv(sb, dir),
      },
    );
    expect(r.stderr).toMatch(/Export the remaining [\d,]+ people for about [\d,]+ credits\?/);
    expect(r.stderr).not.toMatch(/credits\? *\S*Continue/);
    expect(r.stderr).not.toMatch(/Continue\?/);
    expect(r.exitCode).toBe(130);
  });
});
