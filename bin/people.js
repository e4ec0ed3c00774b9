#!/usr/bin/env node
// Thin launcher: the exit code is what the bundled CLI's run() returns. It is CommonJS (see
// bin/package.json), as is the bundle it loads (dist/cli.cjs, see scripts/build/), because Node starts
// CommonJS faster than ES modules. Each of its tricks for a fast start is a function below, named for what
// it does; the order of the calls is the order they must happen in.
"use strict";

const args = process.argv.slice(2);
if (args.length === 1 && args[0] === "--version") {
  answerVersionFromPackageJson();
} else if (showsOnePerson(args)) {
  enableCompileCacheWhereAvailable();
  const saveCompiledCode = cacheCompiledCodeForCommands(false);
  showWithoutTheCli().then((code) => {
    if (code === undefined) runCli(saveCompiledCode);
    else {
      saveCompiledCode?.(code === 0);
      exitWhenFlushed(code);
    }
  });
} else {
  enableCompileCacheWhereAvailable();
  const command = !asksForHelp(args);
  const walk = command && mayWalk(args);
  if (walk) keepYoungGenerationSmall();
  runCli(command ? cacheCompiledCodeForCommands(walk) : undefined);
}

/** Runs the CLI, then ends the process with its exit code. */
function runCli(saveCompiledCode) {
  const cli = loadCli();
  if (cli)
    // exitsAfterRun: exitWhenFlushed ends the process, which closes the HTTP client's connections.
    cli.run(process.argv, { exitsAfterRun: true }).then((code) => {
      saveCompiledCode?.(code === 0);
      exitWhenFlushed(code);
    });
}

/**
 * `people --version` alone is answered here, from package.json, without loading the CLI at all: it is what
 * scripts and shells ask most often, and the answer is the same (the bundle's version is package.json's,
 * set at build time). With any other word (`people credits --version`) the CLI answers, as commander does.
 */
function answerVersionFromPackageJson() {
  process.stdout.write(`${require("../package.json").version}\n`);
}

/**
 * A fourth reading of argv: `people show PERSON`, with --json or not, and nothing else. Scripts ask for
 * one person after another; showWithoutTheCli answers them for a fraction of what loading the CLI costs.
 */
function showsOnePerson(argv) {
  if (argv[0] !== "show" || argv.length < 2 || argv.length > 3) return false;
  const rest = argv.slice(1).filter((a) => a !== "--json");
  return rest.length === 1 && !rest[0].startsWith("-");
}

/**
 * `people show PERSON` into a pipe or a file, answered by dist/show.cjs alone (the store and the lookup:
 * no commander, no registrations; see src/cli/commands/show/alone.ts). Resolves to the exit code, or to
 * undefined when it leaves the answer to the CLI (a terminal, nobody found, a store it cannot read),
 * having printed nothing.
 */
function showWithoutTheCli() {
  try {
    const person = args.slice(1).find((a) => a !== "--json");
    return require("../dist/show.cjs")
      .showAlone(person, process.env)
      .catch(() => undefined);
  } catch {
    return Promise.resolve(undefined);
  }
}

/** Node >= 22.1 can keep compiled code on disk between runs; older versions have no such function. */
function enableCompileCacheWhereAvailable() {
  const { enableCompileCache } = require("node:module");
  if (typeof enableCompileCache !== "function") return;
  try {
    enableCompileCache();
  } catch {
    // A cache that cannot be written only costs speed.
  }
}

/**
 * A second reading of argv, before commander's: help (`people`, `people help`, any `--help` or `-h`) runs
 * no command, so it skips what only commands need. A wrong guess costs only speed or memory, never
 * behaviour: commander alone decides what runs.
 */
function asksForHelp(argv) {
  return argv.length === 0 || argv[0] === "help" || argv.includes("--help") || argv.includes("-h");
}

/**
 * A third reading of argv: whether this may be a walk over many pages (`people find` with --all,
 * --max-results or --max-credits), which is what runs long. A wrong guess costs only speed or memory.
 */
function mayWalk(argv) {
  return argv.includes("find") && argv.some((a) => /^--(all|max-results|max-credits)(=|$)/.test(a));
}

/**
 * An export allocates a page at a time and keeps almost nothing; V8 would still double its young
 * generation whenever a page survives a collection, so the resident size crept up with the length of the
 * export. Not growing it keeps memory flat at no measurable cost in speed. Only for walks: V8 refuses the
 * cached code of Node's own modules once a flag has changed, so every module loaded after this compiles
 * from source, which a single request would feel and an export does not. (The HTTP client's parser gets
 * its own flags for the moment it is compiled: see scripts/build/undici-slim.mjs.)
 */
function keepYoungGenerationSmall() {
  require("node:v8").setFlagsFromString("--semi-space-growth-factor=1");
}

/**
 * A command compiles a megabyte of JavaScript that --help never loads; V8's code cache, kept on disk by
 * bin/code-cache.js after each command that had none, saves most of that work in every run after the first.
 * Returns what writes the entries once the command is done (undefined when there is no cache to use).
 */
function cacheCompiledCodeForCommands(walk) {
  try {
    const { join } = require("node:path");
    // The command's name, as the first word names it (a flag first leaves it unknown).
    const name = /^[a-z]{1,20}$/.test(args[0] ?? "") ? args[0] : "";
    return require("./code-cache.js").keepCompiledCode(
      join(__dirname, "..", "dist"),
      walk ? "walk" : "",
      name,
    );
  } catch {
    // Without the cache a command compiles as usual.
    return undefined;
  }
}

/** The bundled CLI, or undefined (with exit code 1 and a hint) when it is missing or broken. */
function loadCli() {
  try {
    return require("../dist/cli.cjs");
  } catch (err) {
    process.stderr.write(
      `error: the CLI could not be loaded (${err?.message}).\nhint: reinstall the package; from a clone, run \`npm run build\` first.\n`,
    );
    process.exitCode = 1;
    return undefined;
  }
}

/**
 * Exits as soon as the command's output is out. The command has finished (files it wrote are closed),
 * but what is left of the event loop (the HTTP client's idle connections being torn down, timers of
 * libraries) would hold the process for a noticeable moment after the last byte.
 */
function exitWhenFlushed(code) {
  process.exitCode = code;
  // Node writes pipes, files and terminals synchronously on Linux: nothing can be queued there (and
  // asking would make process.stdout, which `--help` never needed). Elsewhere a pipe's writes may be.
  const pending =
    process.platform === "linux"
      ? []
      : [process.stdout, process.stderr].filter(
          (s) => s.writableLength > 0 && !s.destroyed && !s.writableFinished,
        );
  let left = pending.length;
  if (left === 0) process.exit(code);
  for (const s of pending) {
    const done = () => {
      s.off("drain", done);
      s.off("close", done);
      s.off("error", done);
      if (--left === 0) process.exit(code);
    };
    s.on("drain", done);
    s.on("close", done);
    s.on("error", done);
  }
}
