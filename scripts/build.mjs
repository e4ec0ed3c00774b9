// Bundles the CLI and the library with esbuild, and (with --types, or when npm packs or installs the
// package) emits the library's type declarations with tsc into dist/types.
//
// Start-up time shapes this file:
// - Everything `people --help` runs is one CommonJS file, dist/cli.cjs (see buildCli): commander, the
//   program, the registrations. CommonJS, because Node loads it without starting its ES module loader,
//   and one file, because each extra module costs a resolve and a read.
// - Each command's code, and its heavy dependencies, are chunks (dist/chunks/cli-*.cjs) that load only when
//   that command runs; they share dist/cli.cjs's modules rather than bundling copies. esbuild splits them
//   as ES modules; they are written as CommonJS, so that no command starts the ES module loader. The
//   request path's packages (undici, eventsource-parser, zod/mini) are bundled into them.
// - chalk, which help never uses, loads with the first colour theme (dist/chalk.cjs; see lazyChalk).
// - Whitespace and syntax are minified (names are kept, so stack traces still name functions): fewer
//   bytes for V8 to scan on every start.
// - After building, the imports of dist/cli.cjs are checked, so that a heavy package imported statically
//   by mistake (say by a command's registration file) fails the build instead of quietly slowing every
//   `people --help`.
// The library (dist/index.js, dist/sandbox.js) is a separate ES module build with its own chunks.
// The bundle is written to a fresh directory and then moved into place, so that a failed build leaves
// the previous dist/ as it was.
//
//   node scripts/build.mjs                 bundles only (about a second)
//   node scripts/build.mjs --types         bundles and emits dist/types (what `npm pack` runs)
//   node scripts/build.mjs --types-only [--types-out DIR]   only the declarations
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, transform } from "esbuild";

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
/**
 * Packages of the request path, bundled into the commands' chunks (not into dist/cli.cjs): one file parses
 * faster than the hundred-odd undici is made of. undici comes in as the parts the client uses (see
 * undiciSlim); zod as zod/mini, the variant the schemas are written with (src/api/schemas.ts), which
 * loads in a fraction of the time of zod's classic API.
 */
const REQUEST_PATH = new Set(["undici", "eventsource-parser", "zod"]);
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
 * standard input; require() hands back the object as it is (and `process` is the global itself). Built-ins
 * that a package needs only now and then load on first use: commander needs child_process only for
 * executable subcommands, which `people` has none of, and chalk reads os only on Windows.
 */
const builtinsAsRequire = {
  name: "builtins-as-require",
  setup(b) {
    const fromPackage = (importer) => importer.includes("node_modules");
    b.onResolve({ filter: /^node:(process|tty)$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-require" } : undefined,
    );
    b.onResolve({ filter: /^node:(child_process|os)$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-lazy" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "builtin-require" }, (a) => ({
      contents:
        a.path === "node:process"
          ? "module.exports = process;"
          : `module.exports = require(${JSON.stringify(a.path)});`,
      loader: "js",
    }));
    b.onLoad({ filter: /.*/, namespace: "builtin-lazy" }, (a) => ({
      contents: `module.exports = new Proxy({}, { get: (_, key) => require(${JSON.stringify(a.path)})[key] });`,
      loader: "js",
    }));
  },
};

/**
 * In dist/cli.cjs, chalk stands in for itself until the first colour theme is made (when a command runs or
 * an error is printed): importing chalk probes the terminal and builds its style tables, which help never
 * uses. theme.ts needs only the Chalk class; the real one is in dist/chalk.cjs.
 */
const lazyChalk = {
  name: "lazy-chalk",
  setup(b) {
    b.onResolve({ filter: /^chalk$/ }, () => ({ path: "chalk", namespace: "lazy-chalk" }));
    b.onResolve({ filter: /.*/, namespace: "lazy-chalk" }, (a) => ({ path: a.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: "lazy-chalk" }, () => ({
      contents:
        'let chalk;\nexport class Chalk {\n  constructor(options) {\n    chalk ??= require("./chalk.cjs");\n    return new chalk.Chalk(options);\n  }\n}\n',
      loader: "js",
    }));
  },
};

/**
 * In the commands' chunks, `undici` is the agents and the dispatcher's methods alone: its index loads
 * every part (fetch, WebSocket, caches, mocks...) and costs every command twice what the request does. An
 * import of anything else from "undici" fails the build here ("No matching export").
 */
const undiciSlim = {
  name: "undici-slim",
  setup(b) {
    b.onResolve({ filter: /^undici$/ }, () => ({ path: "undici", namespace: "undici-slim" }));
    b.onLoad({ filter: /.*/, namespace: "undici-slim" }, () => ({
      contents: [
        'const Dispatcher = require("undici/lib/dispatcher/dispatcher.js");',
        "// What undici's index does: the client calls request(), a proxy agent connect().",
        'Object.assign(Dispatcher.prototype, require("undici/lib/api/index.js"));',
        'export const Agent = require("undici/lib/dispatcher/agent.js");',
        'export const EnvHttpProxyAgent = require("undici/lib/dispatcher/env-http-proxy-agent.js");',
      ].join("\n"),
      resolveDir: root,
      loader: "js",
    }));
  },
};

if (!typesOnly) {
  const completions = await writeCompletionScripts();
  const staging = `${root}dist.tmp-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  // Optional dependencies too (the SQLite addon of src/store/engine.ts): never bundled, loaded where present.
  const external = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]);
  const common = {
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    target: "node20.18",
    external,
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: false,
    legalComments: "none",
    logLevel: "warning",
    define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version) },
  };
  const esm = {
    ...common,
    outdir: staging,
    splitting: true,
    format: "esm",
    plugins: [builtinsAsRequire],
    // commander is CommonJS and calls require() for Node's built-in modules; the CLI's chunks require
    // dist/cli.cjs.
    banner: {
      js: 'import { createRequire as __peopleCreateRequire } from "node:module";\nconst require = __peopleCreateRequire(import.meta.url);',
    },
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
  };
  // The completion scripts, for `people completion SHELL` (not in dist/cli.cjs: only that command needs
  // them). Injected as a module, which only the chunks that use it import: as a `define`, esbuild would
  // make every chunk of the CLI load the scripts.
  const completionsModule = `${root}node_modules/.cache/people-completions-${process.pid}.mjs`;
  await writeFile(
    completionsModule,
    `export const __PEOPLE_COMPLETIONS__ = ${JSON.stringify(completions)};\n`,
  );
  try {
    // The library: what `import "people-search-cli"` loads, and the sandbox.
    await build({ ...esm, entryPoints: { index: "src/index.ts", sandbox: "src/sandbox/index.ts" } });
    await buildCli(staging, common, { ...esm, inject: [completionsModule] });
  } catch (err) {
    // esbuild has printed its errors; ours say what is wrong.
    if (!err?.errors) console.error(`build: ${err?.message ?? err}`);
    await rm(staging, { recursive: true, force: true });
    process.exit(1);
  } finally {
    await rm(completionsModule, { force: true });
  }
  await rm(`${root}dist`, { recursive: true, force: true });
  await rename(staging, `${root}dist`);
}

/**
 * The CLI in two parts:
 * - dist/cli.cjs, one CommonJS file: everything `people --help` runs (run.ts and what it imports
 *   statically: program, the registrations, factory, errors, commander, chalk). One file, and CommonJS,
 *   because every extra ES module costs a resolve, a read and the ES module loader's own start-up.
 * - dist/chunks/cli-*.cjs: each command's logic (every target of a dynamic import in that start-up
 *   graph), split as usual, then written as CommonJS. They take the start-up modules they share (errors, factory, io...)
 *   from dist/cli.cjs instead of bundling copies, so each class exists once and `instanceof` holds.
 * dist/cli.js is an ES module face of the same `run` for anyone who imports it.
 */
async function buildCli(staging, common, esm) {
  // 1. The start-up graph, with every relative dynamic import left out.
  const lazyTargets = new Set();
  const probe = await build({
    ...common,
    entryPoints: ["src/cli/run.ts"],
    format: "cjs",
    write: false,
    metafile: true,
    plugins: [
      builtinsAsRequire,
      {
        name: "probe-dynamic-imports",
        setup(b) {
          b.onResolve({ filter: /^\.\.?\// }, (a) => {
            if (a.kind !== "dynamic-import") return undefined;
            lazyTargets.add(sourcePath(a.resolveDir, a.path));
            return { path: a.path, external: true };
          });
        },
      },
    ],
  });
  const coreSources = Object.keys(probe.metafile.inputs)
    .filter((f) => f.startsWith("src/"))
    .map((f) => join(root, f));
  const coreSet = new Set(coreSources);
  const lazy = [...lazyTargets].filter((f) => !coreSet.has(f));
  /** Start-up modules (and bundled packages) by the name dist/cli.cjs exports each one's namespace as. */
  const exportName = new Map(coreSources.map((f, i) => [f, `__m${i}`]));
  for (const p of BUNDLED) exportName.set(p, `__m${exportName.size}`);
  /** What each start-up module of ours exports. */
  const exportsOf = new Map();
  const listing = await build({
    absWorkingDir: root,
    entryPoints: coreSources,
    outdir: `${staging}/exports`,
    outbase: root,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  for (const output of Object.values(listing.metafile.outputs))
    exportsOf.set(join(root, output.entryPoint), output.exports);
  const lazyName = (f) =>
    `cli-${relative(join(root, "src"), f)
      .replace(/^cli\//, "")
      .replace(/\.ts$/, "")
      .replaceAll(sep, "-")}`;

  // 2. The commands' logic, taking the start-up modules it shares from dist/cli.cjs. Split as ES modules,
  // then each chunk turned into CommonJS (see commonChunks).
  const shared = new Set();
  const logic = await build({
    ...esm,
    entryPoints: Object.fromEntries(lazy.map((f) => [`chunks/${lazyName(f)}`, f])),
    chunkNames: "chunks/cli-[name]-[hash]",
    outExtension: { ".js": ".cjs" },
    // CommonJS has a require() of its own.
    banner: {},
    write: false,
    external: esm.external.filter((name) => !REQUEST_PATH.has(name.replace(/\/\*$/, ""))),
    plugins: [
      builtinsAsRequire,
      undiciSlim,
      {
        name: "shared-with-startup",
        setup(b) {
          b.onResolve({ filter: /.*/, namespace: "startup" }, (a) => ({ path: a.path, external: true }));
          b.onResolve({ filter: /.*/ }, (a) => {
            if (a.kind === "entry-point") return undefined;
            const key = /^[./]/.test(a.path) ? sourcePath(a.resolveDir, a.path) : a.path;
            return exportName.has(key) ? { path: key, namespace: "startup" } : undefined;
          });
          b.onLoad({ filter: /.*/, namespace: "startup" }, (a) => {
            const name = exportName.get(a.path);
            shared.add(a.path);
            const from = `require("../cli.cjs").${name}`;
            // A package: as CommonJS. Ours: as ES modules, so that `await import()` of one gives its
            // named exports as well.
            if (!exportsOf.has(a.path)) return { contents: `module.exports = ${from};`, loader: "js" };
            const lines = exportsOf
              .get(a.path)
              .map((n) => (n === "default" ? "export default m.default;" : `export const ${n} = m.${n};`));
            return { contents: `const m = ${from};\n${lines.join("\n")}`, loader: "js" };
          });
        },
      },
    ],
  });
  const classic = Object.keys(logic.metafile.inputs).filter((f) =>
    f.includes("node_modules/zod/v4/classic/"),
  );
  if (classic.length > 0)
    throw new Error(
      `the commands' chunks would bundle zod's classic API (${classic[0]}): import "zod/mini", as src/api/schemas.ts does`,
    );
  await commonChunks(logic.outputFiles);

  // 3. dist/cli.cjs: run(), and the namespaces of the start-up modules that the logic shares.
  const entry = [
    `export { run } from ${JSON.stringify("./src/cli/run.ts")};`,
    ...[...shared].map((f) => `export * as ${exportName.get(f)} from ${JSON.stringify(f)};`),
  ].join("\n");
  const core = await build({
    ...common,
    stdin: { contents: entry, resolveDir: root, sourcefile: "cli-entry.js", loader: "js" },
    outfile: `${staging}/cli.cjs`,
    format: "cjs",
    metafile: true,
    plugins: [
      builtinsAsRequire,
      lazyChalk,
      {
        name: "lazy-commands",
        setup(b) {
          b.onResolve({ filter: /^\.\.?\// }, (a) => {
            if (a.kind !== "dynamic-import") return undefined;
            const file = sourcePath(a.resolveDir, a.path);
            if (coreSet.has(file)) return undefined;
            return { path: `./chunks/${lazyName(file)}.cjs`, external: true };
          });
        },
      },
    ],
  });
  await build({
    ...common,
    stdin: {
      contents: 'export { Chalk } from "chalk";',
      resolveDir: root,
      sourcefile: "chalk.js",
      loader: "js",
    },
    outfile: `${staging}/chalk.cjs`,
    format: "cjs",
    plugins: [builtinsAsRequire],
  });
  await writeFile(`${staging}/cli.cjs`, requireChunks(await readFile(`${staging}/cli.cjs`, "utf8")));
  const heavy = heavyStartupImports(core.metafile);
  if (heavy.length > 0)
    throw new Error(
      `dist/cli.cjs would load heavy packages at start-up, before any command runs:\n  ${heavy.join("\n  ")}\n` +
        "Import them with `await import(...)` inside the command's action instead (see scripts/build.mjs).",
    );
  await writeFile(
    `${staging}/cli.js`,
    '// The CLI as an ES module; bin/people.js loads dist/cli.cjs directly.\nimport { createRequire } from "node:module";\n\nexport const { run } = createRequire(import.meta.url)("./cli.cjs");\n',
  );
}

/**
 * Writes the commands' chunks as CommonJS. Running a command then never starts Node's ES module loader,
 * whose start-up, resolving and linking cost more than the command's own code; require() loads what
 * dist/cli.cjs and the chunks share the same way.
 */
async function commonChunks(outputFiles) {
  for (const out of outputFiles) {
    await mkdir(dirname(out.path), { recursive: true });
    if (!out.path.endsWith(".cjs")) {
      await writeFile(out.path, out.contents);
      continue;
    }
    const { code } = await transform(out.text, {
      format: "cjs",
      platform: "node",
      target: "node20.18",
      minifyWhitespace: true,
      minifySyntax: true,
      logLevel: "warning",
    });
    await writeFile(out.path, requireChunks(code));
  }
}

/** `import("./x.cjs")` of a chunk, as require(): import() of a CommonJS file still goes through the ES loader. */
function requireChunks(code) {
  return code.replace(
    /\bimport\((["'])(\.{1,2}\/[^"']+\.cjs)\1\)/g,
    (_, q, path) => `Promise.resolve().then(() => require(${q}${path}${q}))`,
  );
}

/** The source file a relative import names (`./x.js` is written for `./x.ts`). */
function sourcePath(dir, spec) {
  const file = resolve(dir, spec);
  if (file.endsWith(".js") && existsSync(`${file.slice(0, -3)}.ts`)) return `${file.slice(0, -3)}.ts`;
  return file;
}

if (wantTypes) emitTypes(typesOut);

/** Bundles `entry` (its packages left as imports), imports it and returns what `use` makes of it. */
async function importBundled(entry, name, use) {
  // Inside node_modules so that the bundle's imports of packages resolve.
  await mkdir(`${root}node_modules/.cache`, { recursive: true });
  const dir = await mkdtemp(`${root}node_modules/.cache/people-build-`);
  try {
    const file = join(dir, name);
    await build({
      absWorkingDir: root,
      entryPoints: [entry],
      outfile: file,
      bundle: true,
      format: "esm",
      platform: "node",
      packages: "external",
      logLevel: "warning",
      define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version), __PEOPLE_COMPLETIONS__: "undefined" },
    });
    return use(await import(pathToFileURL(file).href));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes completions/ from the command definitions (so the scripts follow every flag as registered) and
 * returns them for embedding: `people completion SHELL` prints exactly the shipped file.
 */
async function writeCompletionScripts() {
  const { scripts, files } = await importBundled(
    "src/cli/commands/completion/build-scripts.ts",
    "completions.mjs",
    (m) => ({ scripts: m.buildCompletionScripts(), files: m.COMPLETION_FILES }),
  );
  for (const [shell, name] of Object.entries(files)) {
    const path = `${root}completions/${name}`;
    const old = await readFile(path, "utf8").catch(() => undefined);
    if (old !== scripts[shell]) await writeFile(path, scripts[shell]);
  }
  return scripts;
}

/** Heavy packages that dist/cli.cjs imports other than on demand. */
function heavyStartupImports(metafile) {
  const heavy = [];
  for (const [file, output] of Object.entries(metafile.outputs))
    for (const imp of output.imports) {
      if (!imp.external || imp.kind === "dynamic-import") continue;
      const parts = imp.path.split("/");
      const name = imp.path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
      if (HEAVY.includes(name)) heavy.push(`${imp.path} (in ${relative(root, file)})`);
    }
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m && HEAVY.includes(m[1])) heavy.push(`${m[1]} (bundled from ${input})`);
  }
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
