#!/usr/bin/env node
// Thin launcher: the exit code is what the bundled CLI's run() returns. It is CommonJS (see
// bin/package.json) because Node starts a CommonJS entry faster than an ES module one, and it answers
// `people --version` by itself, from package.json, without loading the CLI at all.
"use strict";

const args = process.argv.slice(2);
if (args.length === 1 && args[0] === "--version") {
  process.stdout.write(`${require("../package.json").version}\n`);
} else {
  // Node >= 22.1 can keep compiled code on disk between runs; older versions have no such function.
  const { enableCompileCache } = require("node:module");
  if (typeof enableCompileCache === "function") {
    try {
      enableCompileCache();
    } catch {
      // A cache that cannot be written only costs speed.
    }
  }
  import("../dist/cli.js").then(
    async ({ run }) => {
      process.exitCode = await run(process.argv);
    },
    (err) => {
      process.stderr.write(
        `error: the CLI could not be loaded (${err?.message}).\nhint: reinstall the package; from a clone, run \`npm run build\` first.\n`,
      );
      process.exitCode = 1;
    },
  );
}
