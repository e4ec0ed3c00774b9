// The chat's keys as a shell user expects them, through a pseudo-terminal: Ctrl-D on an empty line leaves
// (exit 0), a line typed while a turn runs is kept (sent when the turn is done; a partial one waits at
// the prompt), and a resumed conversation remembers its results for /show and /history.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Message } from "../../src/contract/schemas.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, sandbox, tempDir } from "../helpers/cli.js";
import { runInPty } from "../helpers/pty.js";

const BRIEF = "staff engineers in Berlin who maintain Rust crates";
const RESULT_THEN_PROMPT = /(Shortlist \(\d+\)|No one matched\.)[\s\S]*Refine \(or \/help\)/;

let sb: RunningSandbox;
let slow: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
beforeAll(async () => {
  sb = await sandbox();
  // Paced near the real service: a turn takes long enough (about two seconds) to type during it.
  slow = await sandbox({ pace: 0.4 });
  dir = tempDir();
});
afterAll(async () => {
  await sb.close();
  await slow.close();
  dir.remove();
});

const env = (s: RunningSandbox) =>
  cleanEnv({ PEOPLE_BASE_URL: s.baseUrl, PEOPLE_API_KEY: s.key, PEOPLE_CONFIG_DIR: dir.path });
const lastUserMessages = (s: RunningSandbox, since: number) =>
  s.requests
    .slice(since)
    .filter((r) => r.path === "/api/v1/search")
    .map((r) => (r.body as { messages: Message[] }).messages.at(-1)?.content);

describe("chat keys", { timeout: 60_000 }, () => {
  it("Ctrl-D at the first prompt leaves with exit 0, sending nothing", async () => {
    const since = sb.requests.length;
    const r = await runInPty(["search", "--chat"], env(sb), [
      { expect: /Who are you looking for\?/, send: "\x04" },
    ]);
    expect(r.exitCode).toBe(0);
    expect(r.transcript).not.toMatch(/Cancelled|error/);
    expect(sb.requests.length).toBe(since);
  });

  it("Ctrl-D after a turn leaves with exit 0; with text on the line it does not", async () => {
    const r = await runInPty(["search", "--chat", BRIEF], env(sb), [
      { expect: RESULT_THEN_PROMPT, send: "abc\x04" },
      { expect: /abc/, send: "\x15\x04" },
    ]);
    expect(r.exitCode).toBe(0);
  });

  it("a line typed while a turn runs is sent once the turn is done", async () => {
    const since = slow.requests.length;
    const r = await runInPty(["search", "--chat"], env(slow), [
      { expect: /Who are you looking for\?/, send: `${BRIEF}\r` },
      { expect: /Understanding the request/, send: "make it 3\r" },
      { expect: /Refine \(or \/help\) make it 3/ },
      { expect: RESULT_THEN_PROMPT, send: "\x04" },
    ]);
    expect(r.exitCode).toBe(0);
    expect(lastUserMessages(slow, since)).toEqual([BRIEF, "make it 3"]);
  });

  it("a partial line typed while a turn runs waits at the prompt, to be finished", async () => {
    const since = slow.requests.length;
    const r = await runInPty(["search", "--chat"], env(slow), [
      { expect: /Who are you looking for\?/, send: `${BRIEF}\r` },
      { expect: /Understanding the request/, send: "only seni" },
      { expect: /Refine \(or \/help\) only seni/, send: "ors\r" },
      { expect: RESULT_THEN_PROMPT, send: "/quit\r" },
    ]);
    expect(r.exitCode).toBe(0);
    expect(lastUserMessages(slow, since)).toEqual([BRIEF, "only seniors"]);
  });

  it("Ctrl-D at a question (Send it now?) cancels it rather than leaving it waiting for ever", async () => {
    const file = join(dir.path, "unanswered.json");
    await writeFile(file, JSON.stringify([{ role: "user", content: BRIEF }]));
    const since = sb.requests.length;
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      { expect: /Send it now\?/, send: "\x04" },
      { expect: /Cancelled\./ },
    ]);
    expect(r.exitCode).toBe(130);
    expect(sb.requests.length).toBe(since);
  });

  it("a conversation resumed with --messages FILE --chat has its results for /show and /history", async () => {
    const file = join(dir.path, "resumed.json");
    await runInPty(["search", "--chat", "--save", file, BRIEF], env(sb), [
      { expect: RESULT_THEN_PROMPT, send: "/quit\r" },
    ]);
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      { expect: /Resumed[\s\S]*Refine/, send: "/history\r" },
      { expect: /1\. staff engineers in Berlin[^\n]*\d+ (people|person)[\s\S]*Refine/, send: "/show\r" },
      { expect: /Why: [\s\S]*Refine/, send: "/quit\r" },
    ]);
    expect(r.exitCode).toBe(0);
    expect(r.transcript).not.toMatch(/Nothing to show yet|No turns yet/);
  });
});
