// Benchmark of the index of people already seen, each figure against a baseline measured in the same run:
// - an export of 20,000 people with the index (every page queued in the store as it arrives) against the
//   same export with history off (no index), in pairs whose order alternates: the medians of wall time and
//   of the CPU time of the process (where python3 can read it); and the commands after each: `history`
//   (which does not read the index) and a page of `find --new-only`, which after the indexed export first
//   merges its people into the index, alone and added to the export;
// - an index of 1,000,000 people (three identities each: id, profile URL, email): its size on disk against
//   the 120 MB allowed, and what claiming a page of 100 with --new-only costs at that size against the
//   5 ms allowed;
// - `people show N` into a pipe (reads the store, sends nothing) against `people --version`, alternating
//   runs, wall and CPU time.
// Prints figures; asserts nothing.
//
//   npm run build && node bench/seen.mjs [--people 20000] [--index 1000000] [--runs 9]
//   BENCH_JSON=1 node bench/seen.mjs    one JSON figure per line (what bench/run.mjs reads)
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";
import { startSandboxProcess, time } from "./lib/runs.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BIN = join(ROOT, "bin", "people.js");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const PEOPLE = arg("--people", 20_000);
const INDEX = arg("--index", 1_000_000);
const RUNS = arg("--runs", 9);
const JSON_OUT = process.env.BENCH_JSON === "1";
const say = JSON_OUT ? (...a) => console.error(...a) : (...a) => console.log(...a);

if (!existsSync(join(ROOT, "dist", "sandbox.js"))) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const round = (x, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
function figure(name, value, unit, baseline, baselineName, target) {
  const f = {
    bench: "seen",
    name,
    value: round(value),
    unit,
    baseline: round(baseline),
    baselineName,
    ratio: round(value / baseline),
    target,
  };
  if (JSON_OUT) console.log(JSON.stringify(f));
  else
    say(
      `${name}: ${f.value} ${unit} vs ${f.baseline} ${unit} (${baselineName}): ${f.ratio}x${target === null ? "" : ` (target ${target}x)`}`,
    );
}

/** The medians of wall time and (where it was read) CPU time of `runs` against those of `baseline`. */
function figures(name, runs, baseline, baselineName, target) {
  const wall = (xs) => median(xs.map((r) => r.wall));
  figure(`${name} (wall)`, wall(runs), "ms", wall(baseline), baselineName, target);
  if (runs.concat(baseline).some((r) => r.cpu === undefined)) return;
  const cpu = (xs) => median(xs.map((r) => r.cpu));
  figure(`${name} (CPU)`, cpu(runs), "ms", cpu(baseline), baselineName, target);
}

/** The store's module from the sources, bundled (its packages left as imports) for this process. */
async function loadStore() {
  const file = join(ROOT, "node_modules", ".cache", `people-bench-store-${process.pid}.mjs`);
  mkdirSync(join(ROOT, "node_modules", ".cache"), { recursive: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: ["src/store/index.ts"],
    outfile: file,
    bundle: true,
    format: "esm",
    platform: "node",
    packages: "external",
    logLevel: "warning",
    // The engine reaches @photostructure/sqlite through require, as the built CLI does.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

const dir = mkdtempSync(join(tmpdir(), "people-bench-seen-"));
const sb = await startSandboxProcess(Math.ceil(PEOPLE * 1.2));
try {
  // 1. An export with the index against one without.
  const env = (config, extra = {}) => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PEOPLE_BASE_URL: sb.baseUrl,
    PEOPLE_API_KEY: sb.key,
    PEOPLE_CONFIG_DIR: join(dir, config),
    ...extra,
  });
  const exportArgs = (file) => [
    BIN,
    "find",
    "--title",
    "e",
    "--limit",
    "100",
    "--max-results",
    String(PEOPLE),
    "-o",
    file,
    "--yes",
    "--quiet",
  ];
  time(process.execPath, exportArgs(join(dir, "warm.jsonl")), env("warm"));
  const withIndex = [];
  const without = [];
  // The commands after each export: `history` (opens the store, does not read the index) and then a page
  // of `find --new-only` (reads the index: after the indexed export it first merges the export's people,
  // which is what indexing costs beyond the export itself).
  const nextWith = [];
  const nextWithout = [];
  const readWith = [];
  const readWithout = [];
  const history = (config) => time(process.execPath, [BIN, "history", "--limit", "1"], env(config));
  const newOnly = (config) =>
    time(
      process.execPath,
      [BIN, "find", "--title", "e", "--limit", "10", "--new-only", "--jsonl", "--quiet"],
      env(config),
    );
  for (let i = 0; i < RUNS; i++) {
    // A user's store exists already: made here (the schema's creation is a first run's, once), so the
    // figure is what indexing costs an export.
    history(`with-${i}`);
    history(`without-${i}`);
    const indexed = () => {
      withIndex.push(time(process.execPath, exportArgs(join(dir, `with-${i}.jsonl`)), env(`with-${i}`)));
      nextWith.push(history(`with-${i}`));
      readWith.push(newOnly(`with-${i}`));
    };
    const plain = () => {
      without.push(
        time(
          process.execPath,
          exportArgs(join(dir, `without-${i}.jsonl`)),
          env(`without-${i}`, { PEOPLE_NO_HISTORY: "1" }),
        ),
      );
      nextWithout.push(history(`without-${i}`));
      readWithout.push(newOnly(`without-${i}`));
    };
    // Which goes first alternates, so that neither always runs on a machine the other has warmed.
    if (i % 2 === 0) {
      indexed();
      plain();
    } else {
      plain();
      indexed();
    }
    rmSync(join(dir, `with-${i}.jsonl`), { force: true });
    rmSync(join(dir, `without-${i}.jsonl`), { force: true });
  }
  figures(
    `export of ${PEOPLE.toLocaleString("en")} people, indexed`,
    withIndex,
    without,
    "history off: no index",
    1.1,
  );
  const sum = (a, b) =>
    a.map((r, k) => ({ wall: r.wall + b[k].wall, cpu: r.cpu === undefined ? undefined : r.cpu + b[k].cpu }));
  figures("`history` after it", nextWith, nextWithout, "after the plain export", null);
  figures(
    "then a page of --new-only (merges the index)",
    readWith,
    readWithout,
    "after the plain export",
    null,
  );
  figures(
    "the indexed export and the --new-only page after it",
    sum(withIndex, readWith),
    sum(without, readWithout),
    "the plain export and the same page",
    null,
  );

  // 2. An index of a million people: size on disk, and a page of 100 claimed with --new-only.
  const { Store } = await loadStore();
  const indexDir = join(dir, "index");
  const store = Store.open(indexDir, { now: Date.now });
  const person = (i) => ({
    id: `syn-${i.toString(36).padStart(6, "0")}`,
    linkedinUrl: `https://profiles.example/in/first-last-${i.toString(36)}`,
    email: `first.last${i}@company${i % 5000}.example`,
  });
  const target = "https://api.example/api/v1";
  const BATCH = 1000;
  for (let start = 0; start < INDEX; start += BATCH) {
    const people = [];
    for (let i = start; i < Math.min(INDEX, start + BATCH); i++) people.push(person(i));
    store.claim({ uid: `run-${start / 10_000}`, at: Date.now(), target }, people);
  }
  store.close();
  // Checkpointed into the file, as it stands once the processes that wrote it are gone.
  const reopened = Store.open(indexDir, { now: Date.now });
  reopened.clearRuns(0);
  const mb = statSync(join(indexDir, "people.db")).size / 1024 / 1024;
  figure(`index of ${INDEX.toLocaleString("en")} people on disk`, mb, "MB", 120, "allowed", 1);
  const pages = [];
  for (let p = 0; p < 40; p++) {
    // Half already seen, half new: the page a nightly --new-only run meets.
    const page = [];
    for (let i = 0; i < 50; i++) page.push(person(Math.floor(Math.random() * INDEX)));
    for (let i = 0; i < 50; i++) page.push(person(INDEX + p * 50 + i));
    const t = performance.now();
    const c = process.cpuUsage();
    reopened.claim({ uid: `new-only-${p}`, at: Date.now(), target }, page, { newOnly: true });
    const { user, system } = process.cpuUsage(c);
    pages.push({ wall: performance.now() - t, cpu: (user + system) / 1000 });
  }
  reopened.close();
  // Wall time, and the CPU time of this process (what other work on a shared machine disturbs less).
  for (const kind of ["wall", "cpu"])
    figure(
      `--new-only on a page of 100 at ${INDEX.toLocaleString("en")} people (${kind === "cpu" ? "CPU" : kind})`,
      median(pages.map((x) => x[kind])),
      "ms",
      5,
      "allowed",
      1,
    );

  // 3. people show against people --version.
  const showEnv = env("show", { PEOPLE_SANDBOX_PACE: "0" });
  time(
    process.execPath,
    [BIN, "search", "senior engineers in Berlin", "--no-stream", "--jsonl", "--quiet"],
    showEnv,
  );
  time(process.execPath, [BIN, "show", "1"], showEnv);
  const show = [];
  const version = [];
  for (let i = 0; i < 15; i++) {
    show.push(time(process.execPath, [BIN, "show", "1"], showEnv));
    version.push(time(process.execPath, [BIN, "--version"], showEnv));
  }
  figures("people show N", show, version, "people --version", 1.2);
} finally {
  sb.stop();
  rmSync(dir, { recursive: true, force: true });
}
