// Profiles, the keyring and login (in-process): two accounts on two services, which one each command
// calls, the precedence of flag, environment, profile and stored default, keys in a fake OS keyring (or
// none answering), a login that forgives, and records and budgets kept per profile. No key in any output.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { answer, runInProcess, testIO } from "../helpers/in-process.js";
import { type FakeKeyring, fakeKeyring } from "../helpers/keyring.js";

let team: RunningSandbox;
let client: RunningSandbox;
let root: string;
let n = 0;
const freshDir = () => join(root, `cfg-${++n}`);
const terminal = { stdinTTY: true, stderrTTY: true, stdoutTTY: true };

beforeAll(async () => {
  [team, client] = await Promise.all([
    startSandbox({ port: 0, pace: 0, people: 200, credits: 1000 }),
    startSandbox({ port: 0, pace: 0, people: 200, credits: 2000 }),
  ]);
  root = mkdtempSync(join(tmpdir(), "people-accounts-"));
});
afterAll(async () => {
  await Promise.all([team.close(), client.close()]);
  rmSync(root, { recursive: true, force: true });
});

/** Which of the two services got requests since `mark`, by path. */
function calls(mark: { team: number; client: number }) {
  return {
    team: team.requests.slice(mark.team).map((q) => q.path),
    client: client.requests.slice(mark.client).map((q) => q.path),
  };
}
const mark = () => ({ team: team.requests.length, client: client.requests.length });

const readConfig = (dir: string) => JSON.parse(readFileSync(join(dir, "config.json"), "utf8"));

/** Every word a run printed, checked for whole keys. */
function expectNoKey(...outputs: string[]): void {
  for (const out of outputs) for (const key of [team.key, client.key]) expect(out).not.toContain(key);
}

/** Logs `sb` in as `profile` (none: the default one) with --with-key. */
async function login(
  dir: string,
  sb: RunningSandbox,
  profile?: string,
  keyring?: FakeKeyring,
  extra: string[] = [],
) {
  const r = await runInProcess(
    [...(profile ? ["--profile", profile] : []), "login", "--with-key", "--base-url", sb.baseUrl, ...extra],
    { input: `${sb.key}\n`, env: { PEOPLE_CONFIG_DIR: dir }, ...(keyring ? { keyring } : {}) },
  );
  expectNoKey(r.stdout, r.stderr);
  return r;
}

describe("two profiles on two services", () => {
  it("each command calls the service of the profile in use: flag > PEOPLE_PROFILE > auth switch > default", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    expect((await login(dir, team, undefined, keyring)).exitCode).toBe(0);
    expect((await login(dir, client, "client-a", keyring)).exitCode).toBe(0);
    const env = { PEOPLE_CONFIG_DIR: dir };
    const run = async (args: string[], extraEnv: Record<string, string> = {}) => {
      const m = mark();
      const r = await runInProcess(args, { env: { ...env, ...extraEnv }, keyring });
      expectNoKey(r.stdout, r.stderr);
      expect(r.exitCode).toBe(0);
      return { r, sent: calls(m) };
    };

    // The default profile.
    expect((await run(["credits", "--json"])).sent).toEqual({ team: ["/api/v1/credits"], client: [] });
    // --profile for one run; PEOPLE_PROFILE likewise; the flag beats the variable.
    expect((await run(["--profile", "client-a", "credits", "--json"])).sent.client).toEqual([
      "/api/v1/credits",
    ]);
    expect((await run(["credits", "--json"], { PEOPLE_PROFILE: "client-a" })).sent.client).toHaveLength(1);
    expect(
      (await run(["--profile", "default", "credits", "--json"], { PEOPLE_PROFILE: "client-a" })).sent,
    ).toEqual({
      team: ["/api/v1/credits"],
      client: [],
    });

    // auth switch makes it the one runs use; the variable still wins for one run.
    const sw = await run(["auth", "switch", "client-a"]);
    expect(sw.r.stderr).toMatch(/Runs use the profile client-a now/);
    expect(sw.sent).toEqual({ team: [], client: [] });
    expect((await run(["translate", "engineers in Berlin"])).sent).toEqual({
      team: [],
      client: ["/api/v1/people/translate"],
    });
    expect((await run(["credits", "--json"], { PEOPLE_PROFILE: "default" })).sent.team).toHaveLength(1);
    const status = await run(["auth", "status"]);
    expect(status.r.stdout).toMatch(/^Profile\s+client-a {2}\(from `people auth switch`\)$/m);
    expect(status.r.stdout).toContain(
      `Base URL  ${client.baseUrl}  (from profile client-a in the config file)`,
    );
    expect(status.r.stdout).toMatch(/^API key\s+\S+…\S+ {2}\(from profile client-a in the OS keyring\)$/m);

    // The environment's key and a --base-url flag beat the profile's.
    const flagged = await run(["--base-url", team.baseUrl, "credits", "--json"], {
      PEOPLE_API_KEY: team.key,
    });
    expect(flagged.sent).toEqual({ team: ["/api/v1/credits"], client: [] });

    // The sandbox is a profile too, always there.
    const sbx = await run(["auth", "switch", "sandbox"]);
    expect(sbx.sent).toEqual({ team: [], client: [] });
    const inSandbox = await run(["credits", "--json"]);
    expect(inSandbox.sent).toEqual({ team: [], client: [] });
    expect(inSandbox.r.stderr).toMatch(/Sandbox: synthetic people/);
    expect((await run(["auth", "switch", "default"])).r.exitCode).toBe(0);
    expect(readConfig(dir).profile).toBeUndefined();
  });

  it("auth list shows every profile without a request: base URL, masked key, where it is kept, which is in use", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    await login(dir, team, undefined, keyring, ["--insecure-storage"]);
    await login(dir, client, "client-a", keyring);
    const m = mark();
    const r = await runInProcess(["--profile", "client-a", "auth", "list", "--json"], {
      env: { PEOPLE_CONFIG_DIR: dir },
      keyring,
    });
    expect(r.exitCode).toBe(0);
    expect(calls(m)).toEqual({ team: [], client: [] });
    expect(JSON.parse(r.stdout)).toEqual([
      {
        name: "default",
        active: false,
        baseUrl: team.baseUrl,
        key: `${team.key.slice(0, 4)}…${team.key.slice(-4)}`,
        keyStorage: "file",
      },
      {
        name: "client-a",
        active: true,
        baseUrl: client.baseUrl,
        key: `${client.key.slice(0, 4)}…${client.key.slice(-4)}`,
        keyStorage: "keyring",
      },
      { name: "sandbox", active: false, baseUrl: null, key: null, keyStorage: "sandbox" },
    ]);
    const text = await runInProcess(["auth", "list"], {
      ...terminal,
      env: { PEOPLE_CONFIG_DIR: dir },
      keyring,
    });
    expect(text.stdout).toMatch(/^\* +default +http:\/\/127\.0\.0\.1:\d+\/api\/v1 +\S+…\S+ +config file$/m);
    expect(text.stdout).toMatch(/^ +client-a +http:\S+ +\S+…\S+ +OS keyring$/m);
    expect(text.stderr).toMatch(/\* in use \(none chosen, so the default\)/);
    expectNoKey(r.stdout, text.stdout, text.stderr);
  });

  it("auth switch and --profile refuse a profile that is not stored (exit 2), pointing at auth list", async () => {
    const dir = freshDir();
    await login(dir, team);
    const sw = await runInProcess(["auth", "switch", "nope"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(sw.exitCode).toBe(2);
    expect(sw.stderr).toMatch(/there is no profile called "nope"[\s\S]*people auth list/);
    const m = mark();
    const run = await runInProcess(["--profile", "nope", "credits"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/there is no profile called "nope" \(from --profile\)/);
    expect(calls(m)).toEqual({ team: [], client: [] });
  });

  it("logout --profile forgets that profile's key (in the keyring too) and leaves the others", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    await login(dir, team, undefined, keyring);
    await login(dir, client, "client-a", keyring);
    const out = await runInProcess(["--profile", "client-a", "logout"], {
      env: { PEOPLE_CONFIG_DIR: dir },
      keyring,
    });
    expect(out.exitCode).toBe(0);
    expect(out.stderr).toMatch(/the key of the profile client-a is forgotten/);
    expect([...keyring.entries.keys()]).toEqual(["default"]);
    expect(readConfig(dir).profiles["client-a"]).toEqual({ baseUrl: client.baseUrl });
    const r = await runInProcess(["--profile", "client-a", "credits"], {
      env: { PEOPLE_CONFIG_DIR: dir },
      keyring,
    });
    expect(r.exitCode).toBe(3);
    expect((await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir }, keyring })).exitCode).toBe(0);
  });
});

describe("the keyring", () => {
  it("login puts the key in the keyring, the file keeps no key; later runs read it from there", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    const r = await login(dir, team, undefined, keyring);
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toMatch(/The key is in the OS keyring\./);
    expect(keyring.entries.get("default")).toBe(team.key);
    expect(readConfig(dir)).toEqual({ baseUrl: team.baseUrl, keyring: true });
    expect(readFileSync(join(dir, "config.json"), "utf8")).not.toContain(team.key);
    keyring.calls.length = 0;
    expect((await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir }, keyring })).exitCode).toBe(0);
    expect(keyring.calls).toEqual(["get default"]);
  });

  it("is not touched when the key comes from the environment, nor by commands that need no key", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    await login(dir, team, undefined, keyring);
    keyring.calls.length = 0;
    const env = { PEOPLE_CONFIG_DIR: dir, PEOPLE_API_KEY: team.key };
    expect((await runInProcess(["credits"], { env, keyring })).exitCode).toBe(0);
    expect(
      (await runInProcess(["config", "get", "budget.daily"], { env: { PEOPLE_CONFIG_DIR: dir }, keyring }))
        .exitCode,
    ).toBe(0);
    expect((await runInProcess(["history"], { env: { PEOPLE_CONFIG_DIR: dir }, keyring })).exitCode).toBe(0);
    expect(keyring.calls).toEqual([]);
  });

  it("where no keyring answers the key goes to the 0600 file, and login says so once", async () => {
    const dir = freshDir();
    const r = await login(dir, team); // the helper's default: no keyring answers
    expect(r.exitCode).toBe(0);
    expect(r.stderr.match(/no OS keyring answered/g)).toHaveLength(1);
    expect(r.stderr).toMatch(
      /Couldn't access platform storage: AccessDenied\): the key is stored in .*config\.json, readable by you only/,
    );
    expect(readConfig(dir).apiKey).toBe(team.key);
    expect(statSync(join(dir, "config.json")).mode & 0o777).toBe(0o600);
  });

  it("--insecure-storage forces the file; the keyring is not asked", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    const r = await login(dir, team, undefined, keyring, ["--insecure-storage"]);
    expect(r.exitCode).toBe(0);
    expect(readConfig(dir).apiKey).toBe(team.key);
    expect(keyring.calls).toEqual([]);
    expect(r.stderr).not.toMatch(/no OS keyring/);
  });

  it("a key stored before profiles keeps working, moves into the keyring only on the next login, saying so", async () => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o700 });
    // A config file as the single-account version wrote it.
    writeFileSync(
      join(dir, "config.json"),
      JSON.stringify({ baseUrl: team.baseUrl, apiKey: team.key, budgetDaily: 500 }),
      { mode: 0o600 },
    );
    const keyring = fakeKeyring();
    const env = { PEOPLE_CONFIG_DIR: dir };
    const before = await runInProcess(["auth", "status"], { env, keyring });
    expect(before.exitCode).toBe(0);
    expect(before.stdout).toMatch(/^API key\s+\S+ {2}\(from profile default in the config file\)$/m);
    const list = JSON.parse((await runInProcess(["auth", "list", "--json"], { env, keyring })).stdout);
    expect(list[0]).toMatchObject({ name: "default", active: true, keyStorage: "file" });
    // Reading never moves it.
    expect(keyring.calls.filter((c) => c.startsWith("set"))).toEqual([]);
    expect(readConfig(dir).apiKey).toBe(team.key);

    const r = await login(dir, team, undefined, keyring);
    expect(r.stderr).toMatch(
      /The key is in the OS keyring now; the one the config file .* held was removed from it\./,
    );
    expect(readConfig(dir)).toEqual({ baseUrl: team.baseUrl, budgetDaily: 500, keyring: true });
    expect(keyring.entries.get("default")).toBe(team.key);
  });

  it("a keyring that stops answering: exit 3, saying how to go on", async () => {
    const dir = freshDir();
    const keyring = fakeKeyring();
    await login(dir, team, undefined, keyring);
    const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir } }); // none answers now
    expect(r.exitCode).toBe(3);
    expect(r.stderr).toMatch(
      /the key of the profile default is kept in the OS keyring, which cannot be used/,
    );
    expect(r.stderr).toMatch(/--insecure-storage/);
  });
});

describe("a login that forgives", () => {
  it("with PEOPLE_API_KEY set, login --with-key stores the key it was given and says the environment wins", async () => {
    const dir = freshDir();
    const r = await runInProcess(["login", "--with-key", "--base-url", team.baseUrl], {
      input: `${team.key}\n`,
      env: { PEOPLE_CONFIG_DIR: dir, PEOPLE_API_KEY: client.key },
    });
    expect(r.exitCode).toBe(0);
    expect(readConfig(dir).apiKey).toBe(team.key);
    expect(r.stderr).toMatch(
      /PEOPLE_API_KEY is set \(\S+…\S+\) and wins over the stored key while it is set/,
    );
    expectNoKey(r.stdout, r.stderr);
  });

  it("a typed base URL that is wrong beyond suggestion is refused inside the prompt, which asks again", async () => {
    const dir = freshDir();
    const io = testIO(terminal);
    answer(io, [
      [/Base URL/, "not a url\r"],
      [/is not a URL/, `\x15${team.baseUrl}\r`],
      [/API key/, `${team.key}\r`],
    ]);
    const r = await runInProcess(["login"], { io, env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.exitCode).toBe(0);
    expect(readConfig(dir).baseUrl).toBe(team.baseUrl);
  });

  /** `people login` at a terminal, typing each of `keys` when the key prompt shows. */
  async function loginTyping(keys: string[]) {
    const dir = freshDir();
    const io = testIO(terminal);
    answer(
      io,
      keys.map((k) => [/API key/, `${k}\r`]),
    );
    const r = await runInProcess(["login", "--base-url", team.baseUrl], {
      io,
      env: { PEOPLE_CONFIG_DIR: dir },
    });
    return { r, dir };
  }

  it("a rejected key is asked for again, not the URL; the third refusal ends it (exit 3), nothing stored", async () => {
    const { r, dir } = await loginTyping(["sk_wrong_key_number_1", "sk_wrong_key_number_2", team.key]);
    expect(r.exitCode).toBe(0);
    expect(r.stderr.match(/Base URL \(/g)).toBeNull();
    expect(r.stderr.match(/The service refused the key/g)).toHaveLength(2);
    expect(r.stderr).toMatch(/Try again \(2 left\)[\s\S]*Try again \(1 left\)/);
    expect(readConfig(dir).apiKey).toBe(team.key);
    expectNoKey(r.stdout, r.stderr);

    const three = await loginTyping([
      "sk_wrong_key_number_1",
      "sk_wrong_key_number_2",
      "sk_wrong_key_number_3",
    ]);
    expect(three.r.exitCode).toBe(3);
    expect(() => readConfig(three.dir)).toThrow();
    expect(three.r.stderr).not.toMatch(/sk_wrong_key_number_\d/);
  });
});

describe("login's profile and its help", () => {
  it.each([
    [["--profile", "sandbox", "login", "--with-key"], /the sandbox profile needs no login/],
    [["--profile", "a/b", "login", "--with-key"], /"a\/b" is not a profile name/],
    [["--sandbox", "logout"], /the sandbox profile has no key to forget/],
  ])("%j is refused (exit 2) before anything is read or sent", async (args, message) => {
    const m = mark();
    const r = await runInProcess(args, { input: `${team.key}\n`, env: { PEOPLE_CONFIG_DIR: freshDir() } });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(calls(m)).toEqual({ team: [], client: [] });
  });

  it("the help's login example pipes a key of its own, not PEOPLE_API_KEY (which would win over it)", async () => {
    for (const args of [["--help"], ["login", "--help"]]) {
      const r = await runInProcess(args);
      expect(r.stdout).not.toMatch(/PEOPLE_API_KEY" \| people login/);
      expect(r.stdout).toContain(`printf '%s\\n' "$TEAM_KEY" | people login --profile team --with-key`);
    }
  });
});

describe("settings, history and budgets per profile", () => {
  it("config set --profile keeps a budget for one profile; each profile's budget counts its own charges", async () => {
    const dir = freshDir();
    await login(dir, team);
    await login(dir, team, "personal");
    const env = { PEOPLE_CONFIG_DIR: dir };
    const set = await runInProcess(["--profile", "personal", "config", "set", "budget.daily", "1"], { env });
    expect(set.exitCode).toBe(0);
    expect(set.stderr).toMatch(/budget\.daily = 1 \(for the profile personal, kept in/);
    expect(readConfig(dir).profiles.personal.budgetDaily).toBe(1);
    expect(readConfig(dir).budgetDaily).toBeUndefined();
    const got = await runInProcess(["--profile", "personal", "config", "get", "budget.daily"], {
      env,
      stderrTTY: true,
    });
    expect(got.stdout).toBe("1\n");
    expect(got.stderr).toMatch(/from the profile personal/);

    // The same service under two profiles: the default one's spending does not count for personal's budget.
    expect((await runInProcess(["translate", "engineers in Berlin"], { env })).exitCode).toBe(0);
    const first = await runInProcess(["--profile", "personal", "translate", "engineers in Paris"], { env });
    expect(first.exitCode).toBe(0);
    const second = await runInProcess(["--profile", "personal", "translate", "engineers in Rome"], { env });
    expect(second.exitCode).toBe(8);
    expect((await runInProcess(["translate", "engineers in Rome"], { env })).exitCode).toBe(0);

    // history and usage keep every profile apart by service, and filter by one on request.
    const all = JSON.parse((await runInProcess(["history", "--json"], { env })).stdout) as {
      profile: string;
    }[];
    expect(all.map((r) => r.profile).sort()).toEqual(["default", "default", "personal"]);
    const mine = JSON.parse(
      (await runInProcess(["--profile", "personal", "history", "--json"], { env })).stdout,
    );
    expect(mine.map((r: { summary: string }) => r.summary)).toHaveLength(1);
    const usage = JSON.parse((await runInProcess(["usage", "--json"], { env })).stdout);
    expect(usage.profile).toBeNull();
    expect(usage.accounts.map((a: { baseUrl: string; total: number }) => [a.baseUrl, a.total])).toEqual([
      [team.baseUrl, 3],
    ]);
    const personal = JSON.parse(
      (await runInProcess(["--profile", "personal", "usage", "--json"], { env })).stdout,
    );
    expect(personal.profile).toBe("personal");
    expect(personal.accounts[0]).toMatchObject({
      total: 1,
      budgets: [{ budget: "budget.daily", limit: 1, spent: 1 }],
    });

    const unset = await runInProcess(["--profile", "personal", "config", "unset", "budget.daily"], { env });
    expect(unset.exitCode).toBe(0);
    expect(unset.stderr).toMatch(/budget\.daily is no longer set/);
    expect(readConfig(dir).profiles.personal.budgetDaily).toBeUndefined();
    expect(
      (await runInProcess(["--profile", "personal", "translate", "engineers in Oslo"], { env })).exitCode,
    ).toBe(0);
  });

  it("a setting not kept per profile, a profile that is not stored, and the sandbox are refused by config set --profile", async () => {
    const dir = freshDir();
    await login(dir, team);
    const env = { PEOPLE_CONFIG_DIR: dir };
    const history = await runInProcess(["--profile", "default", "config", "set", "history", "off"], { env });
    expect(history.exitCode).toBe(0);
    await login(dir, team, "personal");
    const perProfile = await runInProcess(["--profile", "personal", "config", "set", "history", "off"], {
      env,
    });
    expect(perProfile.exitCode).toBe(2);
    expect(perProfile.stderr).toMatch(
      /history is not kept per profile[\s\S]*Per profile: base_url, format, page_size/,
    );
    for (const [args, message] of [
      [["--profile", "nope", "config", "set", "budget.daily", "5"], /there is no profile called "nope"/],
      [
        ["--profile", "sandbox", "config", "set", "budget.daily", "5"],
        /the sandbox profile keeps no settings/,
      ],
      [["config", "set", "profile", "x"], /profile is not set with `people config`[\s\S]*auth switch/],
    ] as const) {
      const r = await runInProcess([...args], { env });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    expect(readConfig(dir).profiles).toEqual({ personal: { baseUrl: team.baseUrl, apiKey: team.key } });
  });
});
