// Bundles the CLI and the library with esbuild, and (with --types, or when npm packs or installs the
// package) emits the library's type declarations with tsc into dist/types.
//
// Start-up time shapes this file:
// - Code splitting keeps each command's code, and its heavy dependencies, in chunks that load only when
//   that command runs.
// - commander and chalk, which every run needs, are bundled into the CLI: one ESM file loads faster than
//   packages resolved through node_modules (commander is CommonJS, which an ESM import pays extra for).
// - Whitespace and syntax are minified (names are kept, so stack traces still name functions): fewer
//   bytes for V8 to scan on every start.
// - After building, the static import graph of dist/cli.js is checked, so that a heavy package imported
//   statically by mistake (say by a command's registration file) fails the build instead of quietly
//   slowing every `people --help`.
// The bundle is written to a fresh directory and then moved into place, so that a failed build leaves
// the previous dist/ as it was.
//
//   node scripts/build.mjs                 bundles only (about a second)
//   node scripts/build.mjs --types         bundles and emits dist/types (what `npm pack` runs)
//   node scripts/build.mjs --types-only [--types-out DIR]   only the declarations
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(await readFile(`${root}package.json`, "utf8"));
const args = process.argv.slice(2);
const lifecycle = process.env.npm_lifecycle_event;
const typesOnly = args.includes("--types-only");
const wantTypes = typesOnly || args.includes("--types") || lifecycle === "prepare" || lifecycle === "prepack";
const typesOutIndex = args.indexOf("--types-out");
const typesOut = typesOutIndex >= 0 ? args[typesOutIndex + 1] : `${root}dist/types`;

/** Packages every CLI run loads: bundled. Every other dependency stays a runtime import. */
const BUNDLED = new Set(["commander", "chalk"]);
/** Packages that must never be in the static import graph of dist/cli.js. */
const HEAVY = [
  "zod",
  "undici",
  "@inquirer/prompts",
  "ora",
  "cli-table3",
  "csv-stringify",
  "conf",
  "eventsource-parser",
];

/**
 * Bundled packages import Node's built-ins as ES modules (`import process from "node:process"`). Node
 * builds such an import by reading every export of the module, and merely reading `process.stdin` opens
 * standard input; require() hands back the object as it is. commander needs child_process only for
 * executable subcommands, which `people` has none of, so that one loads on first use.
 */
const builtinsAsRequire = {
  name: "builtins-as-require",
  setup(b) {
    const fromPackage = (importer) => importer.includes("node_modules");
    b.onResolve({ filter: /^node:(process|os|tty)$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-require" } : undefined,
    );
    b.onResolve({ filter: /^node:child_process$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-lazy" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "builtin-require" }, (a) => ({
      contents: `module.exports = require(${JSON.stringify(a.path)});`,
      loader: "js",
    }));
    b.onLoad({ filter: /.*/, namespace: "builtin-lazy" }, (a) => ({
      contents: `module.exports = new Proxy({}, { get: (_, key) => require(${JSON.stringify(a.path)})[key] });`,
      loader: "js",
    }));
  },
};

if (!typesOnly) {
  const completions = await writeCompletionScripts();
  const staging = `${root}dist.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  const external = Object.keys(pkg.dependencies ?? {})
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]);
  let result;
  try {
    result = await build({
      absWorkingDir: root,
      entryPoints: { cli: "src/cli/run.ts", index: "src/index.ts", sandbox: "src/sandbox/index.ts" },
      outdir: staging,
      bundle: true,
      splitting: true,
      format: "esm",
      platform: "node",
      target: "node20.18",
      external,
      plugins: [builtinsAsRequire],
      // commander is CommonJS and calls require() for Node's built-in modules.
      banner: {
        js: 'import { createRequire as __peopleCreateRequire } from "node:module";\nconst require = __peopleCreateRequire(import.meta.url);',
      },
      minifyWhitespace: true,
      minifySyntax: true,
      sourcemap: false,
      legalComments: "none",
      chunkNames: "chunks/[name]-[hash]",
      metafile: true,
      logLevel: "warning",
      define: {
        __PEOPLE_VERSION__: JSON.stringify(pkg.version),
        __PEOPLE_COMPLETIONS__: JSON.stringify(completions),
      },
    });
  } catch {
    // esbuild has printed the errors.
    await rm(staging, { recursive: true, force: true });
    process.exit(1);
  }
  const heavy = heavyStartupImports(result.metafile, `${staging.slice(root.length)}/cli.js`);
  if (heavy.length > 0) {
    await rm(staging, { recursive: true, force: true });
    console.error(
      `build: dist/cli.js would load heavy packages at start-up, before any command runs:\n  ${heavy.join("\n  ")}\n` +
        "Import them with `await import(...)` inside the command's action instead (see scripts/build.mjs).",
    );
    process.exit(1);
  }
  await rm(`${root}dist`, { recursive: true, force: true });
  await rename(staging, `${root}dist`);
}

if (wantTypes) emitTypes(typesOut);

/**
 * Writes completions/ from the command definitions (so the scripts follow every flag as registered) and
 * returns them for embedding: `people completion SHELL` prints exactly the shipped file.
 */
async function writeCompletionScripts() {
  // Inside node_modules so that the bundle's imports of packages resolve.
  await mkdir(`${root}node_modules/.cache`, { recursive: true });
  const dir = await mkdtemp(`${root}node_modules/.cache/people-build-`);
  try {
    const file = join(dir, "completions.mjs");
    await build({
      absWorkingDir: root,
      entryPoints: ["src/cli/commands/completion/build-scripts.ts"],
      outfile: file,
      bundle: true,
      format: "esm",
      platform: "node",
      packages: "external",
      logLevel: "warning",
      define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version), __PEOPLE_COMPLETIONS__: "undefined" },
    });
    const { buildCompletionScripts, COMPLETION_FILES } = await import(pathToFileURL(file).href);
    const scripts = buildCompletionScripts();
    for (const [shell, name] of Object.entries(COMPLETION_FILES)) {
      const path = `${root}completions/${name}`;
      const old = await readFile(path, "utf8").catch(() => undefined);
      if (old !== scripts[shell]) await writeFile(path, scripts[shell]);
    }
    return scripts;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Heavy packages that the static imports of `entry` (an output path relative to root) reach. */
function heavyStartupImports(metafile, entry) {
  const outputs = metafile.outputs;
  const seen = new Set();
  const heavy = [];
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind !== "import-statement") continue;
      if (!imp.external) walk(imp.path);
      else {
        const parts = imp.path.split("/");
        const name = imp.path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
        if (HEAVY.includes(name)) heavy.push(`${imp.path} (imported by ${file})`);
      }
    }
  };
  walk(entry);
  return heavy;
}

function emitTypes(outDir) {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", "tsconfig.build.json", "--outDir", outDir], {
    cwd: root,
    stdio: "inherit",
  });
  if (r.status !== 0) {
    console.error("build: tsc could not emit the type declarations (see above).");
    process.exit(r.status ?? 1);
  }
}
