// Free calls never open the local store: `--help`, `--version`, `credits`, `auth status` and every
// `--dry-run` load none of its code (nor the SQLite addon) and leave nothing in the config dir. The
// built binary, with every module it loads recorded (fixtures/record-modules.mjs).
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const STORE_CODE = /\/dist\/chunks\/cli-(records|spend|spool|store|run-records)[-.]|@photostructure/;
const work = tempDir("people-free-");
let baseUrl = "";
let server: ReturnType<typeof createServer>;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end('{"balance":5,"purchased":0,"planCredits":5,"plan":{"id":"pro","name":"Pro"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => {
  server.close();
  work.remove();
});

let n = 0;
async function loaded(args: string[]) {
  const dir = join(work.path, `config-${++n}`);
  const record = join(work.path, `modules-${n}.txt`);
  const r = await execa(
    "node",
    ["--import", join(ROOT, "test", "e2e", "fixtures", "record-modules.mjs"), BIN, ...args],
    {
      env: cleanEnv({
        PEOPLE_RECORD_MODULES: record,
        PEOPLE_CONFIG_DIR: dir,
        PEOPLE_BASE_URL: baseUrl,
        PEOPLE_API_KEY: "sk_test_0123456789",
        // A budget would open the store before a paid call: free calls must not care.
        PEOPLE_BUDGET_DAILY: "10",
      }),
      extendEnv: false,
      reject: false,
    },
  );
  let modules: string[] = [];
  try {
    modules = readFileSync(record, "utf8").split("\n").filter(Boolean);
  } catch {
    // --version loads no module after the hook.
  }
  let files: string[] = [];
  try {
    files = readdirSync(dir);
  } catch {
    // Never created.
  }
  return { ...r, modules, files };
}

describe("free calls never open the store", () => {
  it("(the store's code is in chunks of its own, which the check below would see)", () => {
    const chunks = readdirSync(join(ROOT, "dist", "chunks")).map((f) => `/dist/chunks/${f}`);
    for (const name of ["records", "spend", "spool", "store", "run-records"])
      expect(chunks.some((c) => STORE_CODE.test(c) && c.includes(`cli-${name}`))).toBe(true);
  });

  it.each([
    [["--help"]],
    [["--version"]],
    [["credits", "--json"]],
    [["auth", "status"]],
    [["find", "--title", "engineer", "--all", "--dry-run"]],
    [["search", "rust engineers in Berlin", "--dry-run"]],
    [["translate", "founders in Paris", "--dry-run"]],
  ])("%j", async (args) => {
    const r = await loaded(args);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.modules.filter((m) => STORE_CODE.test(m))).toEqual([]);
    expect(r.files).toEqual([]);
  });
});
