// login, logout, the config file and where keys and base URLs enter: refused before any request when
// they cannot work, never printed whole, stored owner-only whatever the umask (in-process).
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningSandbox, startSandbox } from "../../src/sandbox/index.js";
import { answer, runInProcess, sandboxEnv, testIO } from "../helpers/in-process.js";

let sb: RunningSandbox;
let root: string;
let n = 0;
/** A fresh config dir path (not created). */
const freshDir = () => join(root, `cfg-${++n}`);
const isRoot = process.getuid?.() === 0;
if (isRoot) console.warn("login tests: 2 skipped: run as root, whom no mode bit stops from writing");

beforeAll(async () => {
  sb = await startSandbox({ port: 0, pace: 0, people: 200 });
  root = mkdtempSync(join(tmpdir(), "people-login-"));
});
afterAll(async () => {
  await sb.close();
  rmSync(root, { recursive: true, force: true });
});

const terminal = { stdinTTY: true, stderrTTY: true, stdoutTTY: true };

describe("login --with-key", () => {
  it("with a terminal on stdin refuses at once (exit 2), saying what to pipe in", async () => {
    const r = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
      ...terminal,
      env: { PEOPLE_CONFIG_DIR: freshDir() },
    });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/standard input is a terminal/);
    expect(r.stderr).toMatch(/echo "\$KEY" \| people login --with-key/);
  });

  it("stores a piped key; the directory is 0700 and the file 0600 even under umask 000", async () => {
    const dir = freshDir();
    const old = process.umask(0);
    let r: Awaited<ReturnType<typeof runInProcess>>;
    try {
      r = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
        input: `${sb.key}\n`,
        env: { PEOPLE_CONFIG_DIR: dir },
      });
    } finally {
      process.umask(old);
    }
    expect(r.exitCode).toBe(0);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "config.json")).mode & 0o777).toBe(0o600);
    expect(r.stderr).not.toContain(sb.key);
  });

  it("the OS config dir (no PEOPLE_CONFIG_DIR) is made 0700 too under umask 000", async () => {
    const xdg = join(root, `xdg-${++n}`);
    const saved = process.env.XDG_CONFIG_HOME;
    process.env.XDG_CONFIG_HOME = xdg;
    const old = process.umask(0);
    let r: Awaited<ReturnType<typeof runInProcess>>;
    try {
      r = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
        input: `${sb.key}\n`,
        env: {},
      });
    } finally {
      process.umask(old);
      if (saved === undefined) delete process.env.XDG_CONFIG_HOME;
      else process.env.XDG_CONFIG_HOME = saved;
    }
    expect(r.exitCode, r.stderr).toBe(0);
    const dir = join(xdg, "people");
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, "config.json")).mode & 0o777).toBe(0o600);
  });

  it.each([
    ["a newline", "sk_test_abcd\nefgh1234", /the key contains a newline/],
    ["a tab", "sk_test_abcd\tefgh1234", /the key contains a tab/],
    ["a control character", "sk_test_abcd\x07efgh1234", /the key contains a control character \(U\+0007\)/],
    [
      "a C1 control character",
      "sk_test_abcd\u0085efgh1234",
      /the key contains a control character \(U\+0085\)/,
    ],
    [
      "a right-to-left override",
      "sk_test_abcd\u202eefgh1234",
      /the key contains a character that cannot be sent in a header \(U\+202E\)/,
    ],
  ])("a key with %s is refused before sending (exit 3)", async (_what, key, message) => {
    const before = sb.requests.length;
    const r = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
      input: `${key}\n`,
      env: { PEOPLE_CONFIG_DIR: freshDir() },
    });
    expect(r.stderr).toMatch(message);
    // Named by its code point, never printed as it is.
    expect(r.stderr).not.toMatch(/[\u0007\u0080-\u009f\u202e]/);
    expect(r.exitCode).toBe(3);
    expect(sb.requests.length).toBe(before);
  });
});

describe("keys from the environment and the store", () => {
  it("PEOPLE_API_KEY with a newline inside: exit 3 naming it, no request, no retries", async () => {
    const before = sb.requests.length;
    const r = await runInProcess(["credits"], {
      env: sandboxEnv(sb, freshDir(), { PEOPLE_API_KEY: `${sb.key.slice(0, 6)}\n${sb.key.slice(6)}` }),
    });
    expect(r.stderr).toMatch(/the key contains a newline \(PEOPLE_API_KEY\)/);
    expect(r.stderr).not.toMatch(/retry|could not reach/);
    expect(r.exitCode).toBe(3);
    expect(sb.requests.length).toBe(before);
  });

  it.each([
    ["find", "--title", "engineer", "--dry-run"],
    ["translate", "rust engineers", "--dry-run"],
    ["search", "rust engineers", "--dry-run"],
  ])(
    "%s … --dry-run refuses a key that cannot be sent too (exit 3), still sending nothing",
    async (...args) => {
      const before = sb.requests.length;
      const fromEnv = await runInProcess(args, {
        env: sandboxEnv(sb, freshDir(), { PEOPLE_API_KEY: `${sb.key.slice(0, 6)}\u0085${sb.key.slice(6)}` }),
      });
      expect(fromEnv.stderr).toMatch(/the key contains a control character \(U\+0085\) \(PEOPLE_API_KEY\)/);
      expect(fromEnv.exitCode).toBe(3);
      expect(fromEnv.stdout).toBe("");
      const dir = freshDir();
      mkdirSync(dir);
      writeFileSync(
        join(dir, "config.json"),
        JSON.stringify({ baseUrl: sb.baseUrl, apiKey: "sk_bad\nkey_123456" }),
      );
      const stored = await runInProcess(args, { env: { PEOPLE_CONFIG_DIR: dir } });
      expect(stored.stderr).toMatch(/the key contains a newline \(the stored key\)/);
      expect(stored.exitCode).toBe(3);
      expect(sb.requests.length).toBe(before);
    },
  );

  it("a stored key with a control character: exit 3", async () => {
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(
      join(dir, "config.json"),
      JSON.stringify({ baseUrl: sb.baseUrl, apiKey: "sk_bad\u0001key_123456" }),
    );
    const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.stderr).toMatch(/the key contains a control character \(U\+0001\) \(the stored key\)/);
    expect(r.exitCode).toBe(3);
  });
});

describe("base URLs", () => {
  it.each([
    [`http://127.0.0.1:1/`, /does not end in \/api\/v1/, /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/],
    [
      `http://127.0.0.1:1/v2`,
      /does not end in \/api\/v1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/v2\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/api/v1/credits`,
      /does not end in \/api\/v1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/api/v1junk`,
      /does not end in \/api\/v1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    // /api alone, or another version of the API: the suggestion is ORIGIN/api/v1, never /api/api/v1.
    [
      `http://127.0.0.1:1/api`,
      /does not end in \/api\/v1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/api/`,
      /does not end in \/api\/v1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/api/v2`,
      /is for version 2 of the API; this client speaks version 1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/gw/api/v3/`,
      /is for version 3 of the API; this client speaks version 1/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/gw\/api\/v1\?/,
    ],
    // Empty or dot segments are refused, whatever the URL parser would make of them.
    [
      `http://127.0.0.1:1/api/v1///x/..//`,
      /has an empty, "\." or "\.\." segment in its path/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [
      `http://127.0.0.1:1/api/v1/./`,
      /segment in its path/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [`http://127.0.0.1:1//api/v1`, /segment in its path/, /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/],
    [
      `http://127.0.0.1:1/x/%2E%2e/api/v1`,
      /segment in its path/,
      /Did you mean http:\/\/127\.0\.0\.1:1\/api\/v1\?/,
    ],
    [`http://127.0.0.1:1/api/v1?x=1`, /has a query/, /api\/v1/],
    // A query's or fragment's content is never echoed: it may hold a token.
    [`http://127.0.0.1:1/api/v1?token=s3cretpass#f`, /has a query/, /api\/v1/],
    [`http://127.0.0.1:1/api/v1#s3cretpass`, /has a fragment/, /api\/v1/],
    [`http://127.0.0.1:1/api?token=s3cretpass`, /has a query/, /api\/v1/],
    [`http://127.0.0.1:1/api/v1#top`, /has a fragment/, /api\/v1/],
    [`http://127.0.0.1:1/api/v1 extra`, /white space/, /api\/v1/],
    [`http://me:s3cretpass@127.0.0.1:1/api/v1`, /carries a user name or password/, /PEOPLE_API_KEY/],
  ])("%s is refused before any request (exit 2)", async (url, message, hint) => {
    for (const args of [
      ["credits", "--base-url", url],
      ["--verbose", "find", "--title", "x", "--base-url", url],
    ]) {
      const r = await runInProcess(args, {
        env: { PEOPLE_API_KEY: "sk_test_0123456789", PEOPLE_CONFIG_DIR: freshDir() },
      });
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(hint);
      expect(r.stderr).not.toContain("s3cretpass");
      expect(r.exitCode).toBe(2);
    }
    // The environment and --dry-run are checked too.
    const env = { PEOPLE_API_KEY: "sk_test_0123456789", PEOPLE_BASE_URL: url, PEOPLE_CONFIG_DIR: freshDir() };
    const d = await runInProcess(["find", "--title", "x", "--dry-run"], { env });
    expect(d.exitCode).toBe(2);
    expect(d.stdout + d.stderr).not.toContain("s3cretpass");
  });

  it("an accepted base URL is sent normalised (scheme and host in lower case, no trailing slash)", async () => {
    const shouted = sb.baseUrl.replace(/^http:\/\/127\.0\.0\.1/, "HTTP://127.0.0.1");
    const r = await runInProcess(["--verbose", "credits", "--json"], {
      env: sandboxEnv(sb, freshDir(), { PEOPLE_BASE_URL: `${shouted}/` }),
    });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toContain(`→ GET ${sb.baseUrl}/credits`);
    expect(r.stderr).not.toContain("HTTP://");
  });

  describe("a host that answers a plain 404", () => {
    let server: Server;
    let url: string;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        res.writeHead(404, { "content-type": "text/html" });
        res.end("<h1>Not Found</h1>");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("hints at the base URL", async () => {
      const r = await runInProcess(["credits"], {
        env: { PEOPLE_API_KEY: "sk_test_0123456789", PEOPLE_BASE_URL: url, PEOPLE_CONFIG_DIR: freshDir() },
      });
      expect(r.stderr).toMatch(/HTTP 404/);
      expect(r.stderr).toMatch(/base URL/);
      expect(r.stderr).toContain(url);
      expect(r.exitCode).toBe(1);
    });
  });

  it("interactive login: a refused base URL offers its suggestion, and Enter takes it", async () => {
    const dir = freshDir();
    const io = testIO(terminal);
    const host = sb.baseUrl.replace(/\/api\/v1$/, "");
    answer(io, [
      [/Base URL/, `${host}\r`],
      [/Press Enter to take it[\s\S]*Base URL/, "\r"],
      [/API key/, `${sb.key}\r`],
    ]);
    const r = await runInProcess(["login"], { io, env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.stderr).toContain(
      `does not end in /api/v1. Did you mean ${sb.baseUrl}? Press Enter to take it.`,
    );
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).baseUrl).toBe(sb.baseUrl);
    expect(r.stderr).not.toContain(sb.key);
  });
});

describe("a config directory that cannot be created", () => {
  const blocked = () => {
    // A file where a directory of the path should be: nothing can be created under it, even by root.
    const dir = freshDir();
    mkdirSync(dir);
    writeFileSync(join(dir, "a-file"), "");
    return join(dir, "a-file", "people");
  };

  it.each([
    ["credits", ["credits"], undefined],
    [
      "login --with-key",
      ["login", "--with-key", "--base-url", "http://127.0.0.1:1/api/v1"],
      "sk_test_0123456789\n",
    ],
    ["logout", ["logout"], undefined],
  ])(
    "%s names the directory (not a config file) and hints PEOPLE_CONFIG_DIR, not --force (exit 2)",
    async (_what, args, input) => {
      const configDir = blocked();
      const r = await runInProcess(args, {
        env: { PEOPLE_CONFIG_DIR: configDir },
        ...(input ? { input } : {}),
      });
      expect(r.exitCode).toBe(2);
      expect(r.stderr).toContain(
        `the config directory ${configDir} cannot be created: a part of its path is a file, not a directory`,
      );
      expect(r.stderr).not.toMatch(/the config file/);
      expect(r.stderr).toMatch(/hint: .*PEOPLE_CONFIG_DIR/);
      expect(r.stderr).not.toMatch(/--force|replace it/);
    },
  );

  it.skipIf(isRoot)(
    "under a parent that cannot be written: says so, naming the parent (skipped when run as root, whom no mode bit stops)",
    async () => {
      const parent = freshDir();
      mkdirSync(parent, { mode: 0o500 });
      try {
        const configDir = join(parent, "people");
        const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: configDir } });
        expect(r.exitCode).toBe(2);
        expect(r.stderr).toContain(
          `the config directory ${configDir} cannot be created: permission denied in ${parent}`,
        );
        expect(r.stderr).not.toMatch(/--force/);
      } finally {
        chmodSync(parent, 0o700);
      }
    },
  );
});

describe("a damaged config file", () => {
  const damaged = (make: (file: string) => void) => {
    const dir = freshDir();
    mkdirSync(dir, { mode: 0o700 });
    make(join(dir, "config.json"));
    return dir;
  };
  const cases: [string, (file: string) => void, RegExp][] = [
    ["garbage", (file) => writeFileSync(file, "{not json"), /is not valid JSON \(at line 1, column 2\)$/m],
    ["empty", (file) => writeFileSync(file, ""), /is empty/],
    ["a JSON array", (file) => writeFileSync(file, "[1]"), /does not hold a JSON object/],
    ["a directory", (file) => mkdirSync(file), /is a directory/],
  ];
  if (!isRoot)
    cases.push([
      "mode 000",
      (file) => {
        writeFileSync(file, "{}");
        chmodSync(file, 0);
      },
      /permission denied/,
    ]);

  it.each(cases)("%s: commands name the file and the problem (exit 2)", async (_what, make, problem) => {
    const dir = damaged(make);
    const r = await runInProcess(["credits"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.stderr).toContain(join(dir, "config.json"));
    expect(r.stderr).toMatch(problem);
    expect(r.stderr).not.toMatch(/unexpected/);
    expect(r.exitCode).toBe(2);
  });

  it.each(cases)(
    "%s: login without a terminal refuses without --force, replaces with it",
    async (_w, make) => {
      const dir = damaged(make);
      const args = ["login", "--with-key", "--base-url", sb.baseUrl];
      const refused = await runInProcess(args, { input: `${sb.key}\n`, env: { PEOPLE_CONFIG_DIR: dir } });
      expect(refused.exitCode).toBe(2);
      expect(refused.stderr).toContain("--force");
      const done = await runInProcess([...args, "--force"], {
        input: `${sb.key}\n`,
        env: { PEOPLE_CONFIG_DIR: dir },
      });
      expect(done.stderr).toMatch(/Logged in/);
      expect(done.exitCode).toBe(0);
      expect(JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).apiKey).toBe(sb.key);
      expect(statSync(join(dir, "config.json")).mode & 0o777).toBe(0o600);
    },
  );

  it("login on a terminal asks before replacing it", async () => {
    const dir = damaged((file) => writeFileSync(file, "garbage"));
    const io = testIO(terminal);
    answer(io, [
      [/Replace it\?/, "y\r"],
      [/Base URL/, `${sb.baseUrl}\r`],
      [/API key/, `${sb.key}\r`],
    ]);
    const r = await runInProcess(["login"], { io, env: { PEOPLE_CONFIG_DIR: dir } });
    expect(r.exitCode).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "config.json"), "utf8")).apiKey).toBe(sb.key);
  });

  it("logout replaces it with --force, refuses without", async () => {
    const dir = damaged((file) => writeFileSync(file, "garbage"));
    const refused = await runInProcess(["logout"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(refused.exitCode).toBe(2);
    expect(readFileSync(join(dir, "config.json"), "utf8")).toBe("garbage");
    const done = await runInProcess(["logout", "--force"], { env: { PEOPLE_CONFIG_DIR: dir } });
    expect(done.exitCode).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, "config.json"), "utf8"))).toEqual({});
  });

  it.skipIf(isRoot)(
    "a read-only config dir: login names the file and says it cannot be written (skipped when run as root, whom no mode bit stops)",
    async () => {
      const dir = freshDir();
      mkdirSync(dir, { mode: 0o500 });
      try {
        const r = await runInProcess(["login", "--with-key", "--base-url", sb.baseUrl], {
          input: `${sb.key}\n`,
          env: { PEOPLE_CONFIG_DIR: dir },
        });
        expect(r.stderr).toMatch(/config\.json cannot be written/);
        expect(r.exitCode).toBe(2);
      } finally {
        chmodSync(dir, 0o700);
      }
    },
  );
});
