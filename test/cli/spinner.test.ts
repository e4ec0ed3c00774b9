// The one-spinner waits (ora): a translation, a chat turn before its first event, a rate-limit wait. On a
// terminal's stderr a spinner shows while the command waits; in a pipe, or with --quiet, nothing of it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let dir: string;
beforeAll(async () => {
  // Loaded once here, so that how long ora takes to load on a busy machine does not decide the tests.
  await import("ora");
  sb = await startSandbox({ port: 0, pace: 0, people: 500 });
  dir = mkdtempSync(join(tmpdir(), "people-cli-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(dir, { recursive: true, force: true });
});
// Slow enough for the spinner to load and draw before the answer arrives.
beforeEach(() => sb.faults.set({ delayMs: 600 }));

/** A frame of ora's default spinner. */
const FRAME = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;

describe("a spinner while waiting", () => {
  it("translate on a terminal shows one on stderr, and stdout holds the filter set alone", async () => {
    const r = await runInProcess(["translate", "senior rust engineers in Berlin"], {
      env: sandboxEnv(sb, dir),
      stderrTTY: true,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(new RegExp(`${FRAME.source} Translating…`));
    expect(JSON.parse(r.stdout)).toHaveProperty("titleIncludes");
  });

  it("translate in a pipe shows none, nor any terminal code", async () => {
    const r = await runInProcess(["translate", "senior rust engineers in Berlin"], {
      env: sandboxEnv(sb, dir),
      stderrTTY: false,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).not.toMatch(/Translating|\x1b\[/);
    expect(r.stderr).not.toMatch(FRAME);
  });

  it("--quiet on a terminal shows none", async () => {
    const r = await runInProcess(["--quiet", "translate", "senior rust engineers in Berlin"], {
      env: sandboxEnv(sb, dir),
      stderrTTY: true,
    });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe("");
  });

  it.each([
    [true, true],
    [false, false],
  ])("find --prompt (stderr a terminal: %s) shows the translation's spinner: %s", async (tty, shown) => {
    const r = await runInProcess(["find", "--prompt", "engineers in Berlin", "--limit", "2", "--json"], {
      env: sandboxEnv(sb, dir),
      stderrTTY: tty,
    });
    expect(r.exitCode).toBe(0);
    expect(/Translating the prompt into filters…/.test(r.stderr)).toBe(shown);
    expect(FRAME.test(r.stderr)).toBe(shown);
    expect(JSON.parse(r.stdout).profiles.length).toBeGreaterThan(0);
  });

  it.each([
    [true, true],
    [false, false],
  ])("a rate-limit wait (stderr a terminal: %s) counts down beside a spinner: %s", async (tty, shown) => {
    sb.faults.set({ rateLimited: { times: 1, retryAfter: 2, route: "credits" } });
    const r = await runInProcess(["credits", "--json"], { env: sandboxEnv(sb, dir), stderrTTY: tty });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/rate limited: .* retry 1 in 2s/);
    expect(/waiting \d+s as the service asked…/.test(r.stderr)).toBe(shown);
    expect(FRAME.test(r.stderr)).toBe(shown);
  });

  it("a chat turn shows one until the first event arrives", async () => {
    const io = testIO({ stdinTTY: true, stderrTTY: true, stdoutTTY: true });
    const timer = setInterval(() => {
      if (/Refine/.test(io.err())) {
        clearInterval(timer);
        io.stdinFeed.write("/quit\r");
      }
    }, 5);
    const r = await runInProcess(["search", "staff engineers in Berlin", "--chat"], {
      io,
      env: sandboxEnv(sb, dir),
    });
    clearInterval(timer);
    expect(r.exitCode).toBe(0);
    const waiting = r.stderr.search(/Sending the conversation…/);
    expect(waiting).toBeGreaterThan(0);
    expect(r.stderr.slice(0, waiting)).toMatch(FRAME);
    // The stages follow once the run has begun.
    expect(r.stderr.slice(waiting)).toMatch(/✔ /);
  });
});
