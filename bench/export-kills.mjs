// Pages bought twice per `kill -9`: exports killed at random moments and resumed, again and again, then
// finished; every page the sandbox answered 200 more than once was paid for twice. Also checks that each
// finished file is byte-identical to an uninterrupted export. Prints figures; asserts nothing.
//
//   npm run build && node bench/export-kills.mjs [--exports 4] [--kills 8] [--root DIR]
//   BENCH_JSON=1 node bench/export-kills.mjs     one JSON figure per line
//
// --root runs another checkout's build (its bin/people.js and dist/), e.g. a copy of an older commit, so
// that two versions can be compared in the same run against the same kind of sandbox.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const ROOT = resolve(arg("--root", fileURLToPath(new URL("..", import.meta.url))));
const SANDBOX_ROOT = fileURLToPath(new URL("..", import.meta.url));
const EXPORTS = Number(arg("--exports", 4));
const KILLS = Number(arg("--kills", 8));
const JSON_OUT = process.env.BENCH_JSON === "1";
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);
const BIN = join(ROOT, "bin", "people.js");
const ARGS = ["find", "--title", "engineer", "--limit", "50", "--all", "--yes"];

if (!existsSync(join(SANDBOX_ROOT, "dist", "sandbox.js")) || !existsSync(BIN)) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

function startSandboxProcess() {
  const code = `
    const { startSandbox } = await import(${JSON.stringify(join(SANDBOX_ROOT, "dist", "sandbox.js"))});
    const s = await startSandbox({ port: 0, pace: 0, people: 20000, rateLimit: 0, credits: 100000000,
      faults: { delayMs: 8 } });
    process.stdout.write(JSON.stringify({ baseUrl: s.baseUrl, key: s.key }) + "\\n");
    process.stdin.resume();
    process.stdin.on("end", () => s.close().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  return new Promise((res, rej) => {
    let buf = "";
    child.stdout.on("data", (d) => {
      buf += d;
      if (buf.includes("\n")) res({ ...JSON.parse(buf), stop: () => child.stdin.end() });
    });
    child.on("exit", (c) => rej(new Error(`sandbox exited ${c}`)));
  });
}

const sb = await startSandboxProcess();
const dir = mkdtempSync(join(tmpdir(), "people-kills-"));
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PEOPLE_BASE_URL: sb.baseUrl,
  PEOPLE_API_KEY: sb.key,
  PEOPLE_CONFIG_DIR: join(dir, "config"),
};
const control = async (method, path) => {
  const res = await fetch(`${sb.baseUrl}/_sandbox/${path}`, {
    method,
    headers: { authorization: `Bearer ${sb.key}` },
  });
  return res.json();
};
/** 200 answers to /people/search since the log was last cleared, by cursor. */
async function boughtPages() {
  const log = await control("GET", "requests");
  const list = Array.isArray(log) ? log : (log.requests ?? []);
  const pages = new Map();
  for (const r of list)
    if (r.path.endsWith("/people/search") && r.status === 200) {
      const cursor = r.body?.cursor ?? "(first)";
      pages.set(cursor, (pages.get(cursor) ?? 0) + 1);
    }
  await control("DELETE", "requests");
  return pages;
}

const checkpointPages = (file) => {
  try {
    return JSON.parse(readFileSync(`${file}.people-checkpoint.json`, "utf8")).pages;
  } catch {
    return 0;
  }
};

/**
 * Runs the CLI; with `kill`, kills it -9 once its checkpoint has moved on by `kill.pages` pages (so the walk
 * is under way), `kill.extraMs` later: mid-fetch, mid-write or in between.
 */
function run(args, kill) {
  return new Promise((res) => {
    const child = spawn(process.execPath, [BIN, ...args], { env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    let poll;
    if (kill) {
      const from = checkpointPages(kill.file);
      poll = setInterval(() => {
        if (checkpointPages(kill.file) < from + kill.pages) return;
        clearInterval(poll);
        setTimeout(() => child.kill("SIGKILL"), kill.extraMs);
      }, 1);
    }
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      res({ code, signal, stderr });
    });
  });
}

try {
  const reference = join(dir, "reference.jsonl");
  await control("DELETE", "requests");
  const ref = await run([...ARGS, "-o", reference]);
  if (ref.code !== 0) throw new Error(`reference export failed: ${ref.stderr}`);
  const pagesInExport = [...(await boughtPages()).values()].reduce((a, b) => a + b, 0);
  say(`an export of ${pagesInExport} pages, killed -9 at random moments and resumed`);

  let kills = 0;
  let twice = 0;
  let identical = 0;
  for (let e = 0; e < EXPORTS; e++) {
    const file = join(dir, `killed-${e}.jsonl`);
    const bought = new Map();
    const add = (pages) => {
      for (const [c, k] of pages) bought.set(c, (bought.get(c) ?? 0) + k);
    };
    let resume = false;
    for (let k = 0; k < KILLS; k++) {
      const at = { file, pages: 1 + Math.floor(Math.random() * 4), extraMs: Math.random() * 20 };
      const r = await run([...ARGS, "-o", file, ...(resume ? ["--resume"] : [])], at);
      const pages = await boughtPages();
      add(pages);
      if (process.env.BENCH_DEBUG)
        say(
          `  run ${k + 1}: ${r.signal ?? r.code} ${at.pages} pages + ${Math.round(at.extraMs)} ms in, ${pages.size} pages bought`,
        );
      if (r.signal === "SIGKILL") kills++;
      if (existsSync(`${file}.people-checkpoint.json`)) resume = true;
      else if (r.code === 0) break;
    }
    const last = await run([...ARGS, "-o", file, ...(resume ? ["--resume"] : [])]);
    add(await boughtPages());
    if (last.code !== 0 && !/nothing to resume/.test(last.stderr))
      throw new Error(`resume failed: ${last.stderr}`);
    const extra = [...bought.values()].reduce((a, b) => a + b - 1, 0);
    twice += extra;
    const same = readFileSync(file).equals(readFileSync(reference));
    if (same) identical++;
    say(
      `export ${e + 1}: ${extra} page(s) bought twice, file ${statSync(file).size} bytes, identical to the uninterrupted export: ${same}`,
    );
  }
  say(
    `\n${kills} kill -9 over ${EXPORTS} exports (${ROOT}): ${twice} pages bought twice, ${(twice / Math.max(1, kills)).toFixed(2)} per kill; ${identical}/${EXPORTS} files identical`,
  );
  if (JSON_OUT)
    process.stdout.write(
      `${JSON.stringify({ bench: "export-kills", name: "pages bought twice per kill -9", value: Math.round((twice / Math.max(1, kills)) * 100) / 100, unit: "pages", kills, identical, exports: EXPORTS, root: ROOT })}\n`,
    );
} finally {
  sb.stop();
  rmSync(dir, { recursive: true, force: true });
}
