// The built binary against a real OS keyring: the Secret Service of gnome-keyring, in a D-Bus session of
// its own (dbus-run-session) with the daemon unlocked by an empty password, as on a Linux desktop. login
// puts the key there and the file keeps none; a later run reads it from there; logout removes it. The
// README installs neither tool, so without them the suite is skipped with the reason in its name; `.ci/run`
// installs both (CI=true), and there a missing one fails the suite. The keyring's other cases (none
// answering, --insecure-storage, the move from the file) are in-process, against a fake one
// (cli/accounts.test.ts).
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningSandbox } from "../../src/sandbox/index.js";
import { BIN, cleanEnv, sandbox, tempDir } from "../helpers/cli.js";

const TOOLS = ["dbus-run-session", "gnome-keyring-daemon"];
const INSTALL = "apt-get update && apt-get install -y gnome-keyring dbus";
const REQUIRED = process.env.CI === "true";

function has(tool: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const missing = TOOLS.filter((t) => !has(t));
const reason = `${missing.join(" and ")} not installed (install: ${INSTALL}; required when CI=true)`;
if (missing.length > 0 && !REQUIRED) console.warn(`skipping the Secret Service keyring test: ${reason}`);
const suite = missing.length > 0 && !REQUIRED ? describe.skip : describe;

let sb: RunningSandbox;
const work = tempDir("people-keyring-");
beforeAll(async () => {
  if (missing.length > 0) throw new Error(`the keyring test needs a Secret Service: ${reason}`);
  sb = await sandbox();
});
afterAll(async () => {
  await sb?.close();
  work.remove();
});

/**
 * Runs `script` (bash) in a D-Bus session with an unlocked gnome-keyring, `people` being the built
 * binary; its own HOME, so the keyring it makes is a fresh one in the temp dir.
 */
async function inKeyringSession(script: string) {
  const home = join(work.path, "home");
  for (const d of [".cache", ".local/share/keyrings", "run"])
    mkdirSync(join(home, d), { recursive: true, mode: 0o700 });
  const file = join(work.path, "script.sh");
  writeFileSync(
    file,
    `set -eo pipefail
people() { node ${JSON.stringify(BIN)} "$@"; }
# An empty line is the empty password: the daemon creates the login keyring with it, unlocked.
printf '\\n' | gnome-keyring-daemon --unlock --components=secrets >/dev/null
${script}
`,
  );
  return execa("dbus-run-session", ["--", "bash", file], {
    env: cleanEnv({
      HOME: home,
      XDG_RUNTIME_DIR: join(home, "run"),
      PEOPLE_CONFIG_DIR: join(work.path, "config"),
      KEY: sb.key,
      URL: sb.baseUrl,
    }),
    extendEnv: false,
    reject: false,
    timeout: 60_000,
  });
}

suite(`the Secret Service keyring${missing.length > 0 && !REQUIRED ? ` — skipped: ${reason}` : ""}`, () => {
  it("login stores the key there, not in the file; a later run reads it; logout removes it", async () => {
    const r = await inKeyringSession(`
printf '%s\\n' "$KEY" | people login --with-key --base-url "$URL"
echo "--- file"; cat "$PEOPLE_CONFIG_DIR/config.json"; echo
echo "--- credits"; people credits --json
echo "--- list"; people auth list --json
echo "--- logout"; people logout
echo "--- after"; people credits --json || echo "exit $?"
`);
    const out = `${r.stdout}\n${r.stderr}`;
    expect(r.exitCode, out).toBe(0);
    expect(r.stderr).toMatch(/Logged in to http:\/\/127\.0\.0\.1:\d+\/api\/v1 with key/);
    expect(r.stderr).toMatch(/The key is in the OS keyring\./);
    expect(r.stderr).not.toMatch(/no OS keyring answered/);
    const [, file = "", credits = "", list = "", , after = ""] = r.stdout.split(/^--- \w+$/m);
    expect(JSON.parse(file)).toEqual({ baseUrl: sb.baseUrl, keyring: true });
    expect(JSON.parse(credits)).toMatchObject({ balance: expect.any(Number) });
    expect(JSON.parse(list)[0]).toMatchObject({ name: "default", keyStorage: "keyring", active: true });
    expect(r.stderr).toMatch(/Logged out: the stored key is forgotten/);
    expect(after.trim()).toBe("exit 3");
    expect(out).not.toContain(sb.key);
    expect(readFileSync(join(work.path, "config", "config.json"), "utf8")).not.toContain(sb.key);
  });
});
