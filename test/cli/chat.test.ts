// The chat's slash commands in-process (stdin and stderr marked as terminals, answers typed into stdin):
// what /save does with an empty conversation, what a failed /save names, and what /export says about a
// file name whose format it cannot tell.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { type InProcessResult, runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 500 });
  dir = mkdtempSync(join(tmpdir(), "people-chat-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A turn's summary line on stderr (the shortlist goes to stdout), then the next prompt. */
const RESULT_THEN_PROMPT = /credits? charged[\s\S]*Refine \(or \/help\)/;

/**
 * Runs the chat, typing each step's text once stderr (since the previous step) matches its pattern. A step
 * still unmatched after 10 s interrupts the command, so a wrong expectation fails with the transcript.
 */
async function chat(args: string[], steps: { expect: RegExp; send: string }[]): Promise<InProcessResult> {
  const io = testIO({ stdinTTY: true, stderrTTY: true, stdoutTTY: true });
  const interrupt = new AbortController();
  let cursor = 0;
  let next = 0;
  let since = Date.now();
  const timer = setInterval(() => {
    const step = steps[next];
    if (!step) return;
    const text = io.err();
    if (step.expect.test(text.slice(cursor))) {
      cursor = text.length;
      next++;
      since = Date.now();
      io.stdinFeed.write(step.send);
    } else if (Date.now() - since > 10_000) interrupt.abort();
  }, 5);
  try {
    const r = await runInProcess(["search", "--chat", ...args], {
      io,
      env: sandboxEnv(sb, dir),
      interrupt: interrupt.signal,
    });
    expect(next, `stopped before step ${next}; stderr:\n${r.stderr}`).toBe(steps.length);
    return r;
  } finally {
    clearInterval(timer);
  }
}

describe("/save", () => {
  it("after /reset, a bare /save says there is nothing to save yet and leaves the --save file as it was", async () => {
    const file = join(dir, "kept.json");
    const r = await chat(
      ["staff engineers in Berlin", "--save", file],
      [
        { expect: RESULT_THEN_PROMPT, send: "/reset\r" },
        { expect: /Started a new conversation[\s\S]*Who are you looking for/, send: "/save\r" },
        { expect: /Nothing to save yet[\s\S]*Who are you looking for/, send: "/quit\r" },
      ],
    );
    expect(r.exitCode).toBe(0);
    expect(r.stderr).not.toMatch(/Saved 0 messages/);
    const kept = JSON.parse(readFileSync(file, "utf8")) as unknown[];
    expect(kept).toHaveLength(2);
  });

  it("/save FILE with an empty conversation writes nothing", async () => {
    const file = join(dir, "other.json");
    writeFileSync(file, "[]\n");
    const r = await chat(
      [],
      [
        { expect: /Who are you looking for/, send: `/save ${file}\r` },
        { expect: /Nothing to save yet[\s\S]*Who are you looking for/, send: "/quit\r" },
      ],
    );
    expect(r.exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe("[]\n");
  });

  it("a /save that cannot be written names the file given, never a temporary name", async () => {
    const file = join(dir, "no-such-dir", "x.json");
    const r = await chat(
      ["staff engineers in Berlin"],
      [
        { expect: RESULT_THEN_PROMPT, send: `/save ${file}\r` },
        { expect: /error:[\s\S]*Refine/, send: "/quit\r" },
      ],
    );
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`cannot write ${file}: its directory does not exist`);
    expect(r.stderr).not.toMatch(/\.tmp/);
  });

  it("a --save file that cannot be written is named in the warning, never a temporary name", async () => {
    const file = join(dir, "no-such-dir", "kept.json");
    const r = await chat(
      ["staff engineers in Berlin", "--save", file],
      [{ expect: RESULT_THEN_PROMPT, send: "/quit\r" }],
    );
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`cannot write ${file}: its directory does not exist`);
    expect(r.stderr).not.toMatch(/\.tmp/);
  });
});

describe("/export", () => {
  it("a name whose format cannot be told hints the extensions, not a flag the chat cannot take", async () => {
    const file = join(dir, "shortlist.txt");
    const r = await chat(
      ["staff engineers in Berlin"],
      [
        { expect: RESULT_THEN_PROMPT, send: `/export ${file}\r` },
        { expect: /error:[\s\S]*Refine/, send: "/quit\r" },
      ],
    );
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/cannot tell the format of .*shortlist\.txt/);
    expect(r.stderr).toMatch(/\.csv, \.jsonl, \.ndjson or \.json/);
    expect(r.stderr).not.toMatch(/--format/);
  });
});
