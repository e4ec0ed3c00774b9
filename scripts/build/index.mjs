// The build: bundles the CLI and the library with esbuild, and (with --types, or when npm packs or installs
// the package) emits the library's type declarations with tsc into dist/types. Each step is a file of this
// folder; this one runs them in order.
//
// Start-up time shapes the build:
// - Everything `people --help` runs is one CommonJS file, dist/cli.cjs (startup-graph.mjs finds it,
//   startup-bundle.mjs writes it): commander, the program, the registrations. CommonJS, because Node loads
//   it without starting its ES module loader, and one file, because each extra module costs a resolve and a
//   read.
// - Each command's code, and its heavy dependencies, are chunks (dist/chunks/cli-*.cjs) that load only when
//   that command runs, written as CommonJS (command-chunks.mjs).
// - The MCP SDK, which only `people mcp` loads, is one file of its own, dist/chunks/cli-mcp-sdk.cjs, which
//   the launcher's code cache covers (mcp-sdk.mjs).
// - chalk, which help never uses, loads with the first colour theme (lazy-chalk.mjs).
// - `people show PERSON` into a pipe has a file of its own, dist/show.cjs, loaded without dist/cli.cjs
//   (show-alone.mjs).
// - The guard (startup-guard.mjs) fails the build when dist/cli.cjs would load a heavy package at start-up.
// The library (dist/index.js, dist/sandbox.js) is a separate ES module build with its own chunks
// (library.mjs). dist/people.mcpb and dist/server.json are what MCP hosts and the MCP registry install
// `people mcp` from (mcp-package.mjs). The bundles are written to a fresh directory and then moved into place, so that a failed
// build leaves the previous dist/ as it was (dist-swap.mjs). The same sources give the same dist/.
//
//   node scripts/build/index.mjs                 bundles only (about a second)
//   node scripts/build/index.mjs --types         bundles and emits dist/types (what `npm pack` runs)
//   node scripts/build/index.mjs --types-only [--types-out DIR]   only the declarations
import { buildCommandChunks } from "./command-chunks.mjs";
import { writeCompletionScripts } from "./completions.mjs";
import { root } from "./context.mjs";
import { discardStaging, openStaging, swapIntoDist } from "./dist-swap.mjs";
import { buildChalk } from "./lazy-chalk.mjs";
import { buildLibrary } from "./library.mjs";
import { buildMcpPackage } from "./mcp-package.mjs";
import { buildMcpSdk } from "./mcp-sdk.mjs";
import { buildShowAlone } from "./show-alone.mjs";
import { buildStartupBundle } from "./startup-bundle.mjs";
import { readStartupGraph } from "./startup-graph.mjs";
import { assertLightStartup } from "./startup-guard.mjs";
import { emitTypes } from "./types.mjs";

const args = process.argv.slice(2);
const lifecycle = process.env.npm_lifecycle_event;
const typesOnly = args.includes("--types-only");
const wantTypes = typesOnly || args.includes("--types") || lifecycle === "prepare" || lifecycle === "prepack";
const typesOutIndex = args.indexOf("--types-out");
const typesOut = typesOutIndex >= 0 ? args[typesOutIndex + 1] : `${root}dist/types`;

if (!typesOnly) {
  const completions = await writeCompletionScripts();
  const staging = await openStaging();
  try {
    await buildLibrary(staging);
    const graph = await readStartupGraph(staging);
    const shared = await buildCommandChunks(staging, graph, completions);
    await buildMcpSdk(staging);
    const startup = await buildStartupBundle(staging, graph, shared);
    await buildChalk(staging);
    await buildShowAlone(staging);
    assertLightStartup(startup);
    await buildMcpPackage(staging);
  } catch (err) {
    // esbuild has printed its errors; ours say what is wrong.
    if (!err?.errors) console.error(`build: ${err?.message ?? err}`);
    await discardStaging(staging);
    process.exit(1);
  }
  await swapIntoDist(staging);
}

if (wantTypes) emitTypes(typesOut);
