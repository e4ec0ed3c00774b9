// End-to-end: `people search --chat` driven through a pseudo-terminal as a person would type, checked
// against the requests the sandbox received: each turn sends the whole conversation as `messages`.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Message } from "../../src/contract/schemas.js";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cleanEnv, sandbox, tempDir } from "../helpers/cli.js";
import { runInPty } from "../helpers/pty.js";

const BRIEF = "staff engineers in Berlin who maintain Rust crates";
const FOLLOW_UP = "only the ones with more than 10 years of experience";
/** A turn's result (a follow-up may narrow the shortlist to nobody), then the next prompt. */
const RESULT_THEN_PROMPT = /(Shortlist \(\d+\)|No one matched\.)[\s\S]*Refine \(or \/help\)/;

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

const env = (s: RunningSandbox) =>
  cleanEnv({ PEOPLE_BASE_URL: s.baseUrl, PEOPLE_API_KEY: s.key, PEOPLE_CONFIG_DIR: dir.path });
const sentMessages = (s: RunningSandbox, since: number) =>
  s.requests
    .slice(since)
    .filter((r) => r.path === "/api/v1/search")
    .map((r) => (r.body as { messages: Message[] }).messages);

describe("search --chat", { timeout: 60_000 }, () => {
  it("a query, a follow-up, /undo, /save, /export, /credits, /quit", async () => {
    const since = sb.requests.length;
    const saved = join(dir.path, "conversation.json");
    const kept = join(dir.path, "kept.json");
    const exported = join(dir.path, "shortlist.csv");
    const r = await runInPty(["search", "--chat", "--save", kept], env(sb), [
      { expect: /Who are you looking for\?/, send: `${BRIEF}\r` },
      { expect: RESULT_THEN_PROMPT, send: `${FOLLOW_UP}\r` },
      { expect: RESULT_THEN_PROMPT, send: "/undo\r" },
      { expect: /Forgot the last turn; 2 messages left\.[\s\S]*Refine/, send: `/save ${saved}\r` },
      { expect: /Saved 2 messages to .*conversation\.json[\s\S]*Refine/, send: `/export ${exported}\r` },
      { expect: /Wrote \d+ (people|person) to .*shortlist\.csv \(csv\)[\s\S]*Refine/, send: "/credits\r" },
      { expect: /Balance: [\d,]+ credits\.[\s\S]*Refine/, send: "/help\r" },
      { expect: /\/undo[\s\S]*\/export FILE[\s\S]*Refine/, send: "/quit\r" },
    ]);
    expect(r.exitCode).toBe(0);

    const sent = sentMessages(sb, since);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toEqual([{ role: "user", content: BRIEF }]);
    expect(sent[1]).toHaveLength(3);
    expect(sent[1]![0]).toEqual({ role: "user", content: BRIEF });
    expect(sent[1]![1]!.role).toBe("assistant");
    expect(sent[1]![1]!.content.length).toBeGreaterThan(0);
    expect(sent[1]![2]).toEqual({ role: "user", content: FOLLOW_UP });

    // /undo dropped the follow-up and its answer: what is saved is the brief and its answer.
    const conversation = JSON.parse(await readFile(saved, "utf8")) as Message[];
    expect(conversation).toEqual(sent[1]!.slice(0, 2));
    // --save kept it too, rewritten after each change.
    expect(JSON.parse(await readFile(kept, "utf8"))).toEqual(conversation);
    const csv = await readFile(exported, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^key,name,/);
  });

  it("--messages FILE --chat resumes a saved conversation and keeps saving to FILE; /reset does not empty it", async () => {
    const file = join(dir.path, "resume.json");
    const history: Message[] = [
      { role: "user", content: BRIEF },
      { role: "assistant", content: "Found a few." },
    ];
    await writeFile(file, JSON.stringify(history));
    const since = sb.requests.length;
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      {
        expect:
          /Resumed a conversation of 2 messages; it is saved to .*resume\.json after each answer[\s\S]*Refine/,
        send: `${FOLLOW_UP}\r`,
      },
      { expect: RESULT_THEN_PROMPT, send: "/reset\r" },
      {
        expect:
          /Started a new conversation; .*resume\.json keeps the previous one[\s\S]*Who are you looking for/,
        send: "/quit\r",
      },
    ]);
    expect(r.exitCode).toBe(0);
    expect(sentMessages(sb, since)).toEqual([[...history, { role: "user", content: FOLLOW_UP }]]);
    // FILE was rewritten after the answered follow-up, and the /reset that nothing followed kept it.
    const saved = JSON.parse(await readFile(file, "utf8")) as Message[];
    expect(saved).toHaveLength(4);
    expect(saved.slice(0, 3)).toEqual([...history, { role: "user", content: FOLLOW_UP }]);
    expect(saved[3]!.role).toBe("assistant");
  });

  it("a resumed conversation ending with the user's message asks before sending it; Ctrl-C at the prompt saves and exits 130", async () => {
    const file = join(dir.path, "unanswered.json");
    await writeFile(file, JSON.stringify([{ role: "user", content: BRIEF }]));
    const since = sb.requests.length;
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      {
        expect: /has no answer yet\. Sending it runs a search \(10 credits reserved[\s\S]*Send it now\?/,
        send: "\r",
      },
      { expect: RESULT_THEN_PROMPT, signal: "SIGINT" },
      { expect: /Cancelled\./ },
    ]);
    expect(r.exitCode).toBe(130);
    expect(r.transcript).not.toMatch(/unexpected|force closed/i);
    expect(sentMessages(sb, since)).toEqual([[{ role: "user", content: BRIEF }]]);
    const saved = JSON.parse(await readFile(file, "utf8")) as Message[];
    expect(saved.map((m) => m.role)).toEqual(["user", "assistant"]);
  });

  it("a message taken back stays in the file when the chat is left", async () => {
    const file = join(dir.path, "kept-unanswered.json");
    const original = JSON.stringify([{ role: "user", content: BRIEF }]);
    await writeFile(file, original);
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      { expect: /Send it now\?/, send: "n\r" },
      { expect: /Not sent[\s\S]*Who are you looking for/, signal: "SIGINT" },
      { expect: /Cancelled\./ },
    ]);
    expect(r.exitCode).toBe(130);
    expect(await readFile(file, "utf8")).toBe(original);
  });

  it("declining the unanswered message sends nothing; /save and /export ask before overwriting a file the chat did not create", async () => {
    const file = join(dir.path, "declined.json");
    const other = join(dir.path, "someone-elses.json");
    const csv = join(dir.path, "someone-elses.csv");
    await writeFile(file, JSON.stringify([{ role: "user", content: BRIEF }]));
    await writeFile(other, "keep me\n");
    await writeFile(csv, "keep me too\n");
    const since = sb.requests.length;
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      { expect: /Send it now\?/, send: "n\r" },
      { expect: /Not sent[\s\S]*Who are you looking for/, send: `${BRIEF}\r` },
      { expect: RESULT_THEN_PROMPT, send: `/save ${other}\r` },
      { expect: /exists\s+and\s+this\s+chat\s+did\s+not\s+create\s+it\.\s+Overwrite\s+it\?/, send: "n\r" },
      { expect: /Not saved;[\s\S]*is unchanged[\s\S]*Refine/, send: `/export ${csv}\r` },
      { expect: /Overwrite\s+it\?/, send: "y\r" },
      { expect: /Wrote \d+ (people|person) to .*someone-elses\.csv[\s\S]*Refine/, send: `/export ${csv}\r` },
      // Written by this chat now: no question the second time.
      { expect: /Wrote \d+ (people|person) to .*someone-elses\.csv[\s\S]*Refine/, send: "/quit\r" },
    ]);
    expect(r.exitCode).toBe(0);
    expect(sentMessages(sb, since)).toHaveLength(1);
    expect(await readFile(other, "utf8")).toBe("keep me\n");
    expect(await readFile(csv, "utf8")).toMatch(/^key,name,/);
  });

  it("a failed turn is reported and taken back; the chat goes on", async () => {
    const since = sb.requests.length;
    sb.faults.set({ streamError: { afterEvents: 2, message: "A source failed mid-run." } });
    const r = await runInPty(["search", "--chat"], env(sb), [
      { expect: /Who are you looking for\?/, send: `${BRIEF}\r` },
      {
        expect: /error: A source failed mid-run\.[\s\S]*taken back[\s\S]*Who are you looking for/,
        send: `${BRIEF}\r`,
      },
      { expect: RESULT_THEN_PROMPT, send: "/quit\r" },
    ]);
    sb.faults.clear();
    expect(r.exitCode).toBe(0);
    // The second attempt sent the brief alone again, not the failed one twice.
    expect(sentMessages(sb, since)).toEqual([
      [{ role: "user", content: BRIEF }],
      [{ role: "user", content: BRIEF }],
    ]);
  });

  it("Ctrl-C during a run comes back to the prompt, saying the run continues and will be charged", async () => {
    const slow = await sandbox({ pace: 1 });
    try {
      const before = slow.balance().balance;
      const r = await runInPty(["search", "--chat"], env(slow), [
        { expect: /Who are you looking for\?/, send: `${BRIEF}\r` },
        { expect: /Understanding the request/, signal: "SIGINT" },
        {
          expect:
            /stopped waiting: the search continues on the service and will be charged[\s\S]*Who are you looking for/,
          send: "/quit\r",
        },
      ]);
      expect(r.exitCode).toBe(0);
      await slow.idle();
      expect(slow.balance().balance).toBeLessThan(before);
    } finally {
      await slow.close();
    }
  });

  it("a conversation growing over 50 messages drops its oldest turns and says so", async () => {
    const file = join(dir.path, "long.json");
    const history: Message[] = [{ role: "user", content: BRIEF }];
    for (let i = 0; i < 24; i++)
      history.push({ role: "assistant", content: `answer ${i}` }, { role: "user", content: `refine ${i}` });
    history.push({ role: "assistant", content: "last answer" });
    expect(history).toHaveLength(50);
    await writeFile(file, JSON.stringify(history));
    const since = sb.requests.length;
    const r = await runInPty(["search", "--messages", file, "--chat"], env(sb), [
      { expect: /Resumed a conversation of 50 messages[\s\S]*Refine/, send: `${FOLLOW_UP}\r` },
      {
        expect: /warning: the conversation is over the limit[\s\S]*dropped the oldest[\s\S]*Refine/,
        send: "/quit\r",
      },
    ]);
    expect(r.exitCode).toBe(0);
    const [sent] = sentMessages(sb, since);
    expect(sent!.length).toBeLessThanOrEqual(50);
    expect(sent![0]).toEqual({ role: "user", content: BRIEF });
    expect(sent!.at(-1)).toEqual({ role: "user", content: FOLLOW_UP });
  });

  it("an unknown command says so", async () => {
    const r = await runInPty(["search", "--chat"], env(sb), [
      { expect: /Who are you looking for\?/, send: "/frobnicate\r" },
      { expect: /Unknown command \/frobnicate; \/help lists them/, send: "/quit\r" },
    ]);
    expect(r.exitCode).toBe(0);
  });
});
