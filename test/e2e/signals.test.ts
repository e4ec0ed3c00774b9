// Acceptance: exit 130 for Ctrl-C whatever the command is waiting on. A request in flight that is
// aborted by Ctrl-C is an interruption, not "could not reach" (exit 1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { cli, sandbox, tempDir } from "../helpers/cli.js";

let sb: RunningSandbox;
let dir: ReturnType<typeof tempDir>;
let people: ReturnType<typeof cli>;

beforeAll(async () => {
  sb = await sandbox({ people: 300, faults: { delayMs: 20_000 } });
  dir = tempDir();
  people = cli({ sandbox: sb, configDir: dir.path });
});

afterAll(async () => {
  await sb.close();
  dir.remove();
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 20));
}

describe("Ctrl-C while a request is in flight", () => {
  it.each([
    [["credits"]],
    [["translate", "engineers in Berlin"]],
    [["find", "--title", "engineer"]],
    [["find", "--title", "engineer", "--all"]],
  ])("%j exits 130 and says it was interrupted", async (args) => {
    const before = sb.requests.length;
    const child = people(args);
    await until(() => sb.requests.length > before);
    child.kill("SIGINT");
    const r = await child;
    expect(r.exitCode).toBe(130);
    expect(String(r.stderr)).toMatch(/interrupted/);
    expect(String(r.stderr)).not.toMatch(/could not reach/);
    expect(String(r.stdout)).toBe("");
  });
});
