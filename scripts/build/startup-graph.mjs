// Step: what `people --help` runs. Bundles the CLI's entry (src/cli/run.ts) with every relative dynamic
// import left out, and returns the two sides of that line: the start-up modules (everything run.ts imports
// statically: program, the registrations, factory, errors...), which become dist/cli.cjs, and the targets of
// the dynamic imports (each command's logic), which become the commands' chunks.
import { existsSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { build } from "esbuild";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { BUNDLED, common, root } from "./context.mjs";

/**
 * @returns {Promise<{
 *   core: Set<string>,              start-up source files (absolute)
 *   lazy: string[],                 targets of dynamic imports outside the start-up graph (absolute, sorted)
 *   exportName: Map<string, string>, start-up module or bundled package → the name dist/cli.cjs exports it as
 *   exportsOf: Map<string, string[]>, start-up module → its exports
 * }>}
 */
export async function readStartupGraph(staging) {
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
  const core = new Set(coreSources);
  // Sorted: the resolver reports them in whatever order its callbacks finish, and the order of the entry
  // points decides the chunks' hashes and the order of their require()s.
  const lazy = [...lazyTargets].filter((f) => !core.has(f)).sort();
  const exportName = new Map(coreSources.map((f, i) => [f, `__m${i}`]));
  for (const p of BUNDLED) exportName.set(p, `__m${exportName.size}`);
  return { core, lazy, exportName, exportsOf: await exportsOfModules(coreSources, staging) };
}

/** What each of the given modules exports. */
async function exportsOfModules(sources, staging) {
  const listing = await build({
    absWorkingDir: root,
    entryPoints: sources,
    outdir: `${staging}/exports`,
    outbase: root,
    format: "esm",
    write: false,
    metafile: true,
    logLevel: "warning",
  });
  const exportsOf = new Map();
  for (const output of Object.values(listing.metafile.outputs))
    exportsOf.set(join(root, output.entryPoint), output.exports);
  return exportsOf;
}

/** The name of a command's chunk, from its source: src/cli/commands/find/run.ts → cli-commands-find-run. */
export function lazyName(file) {
  return `cli-${relative(join(root, "src"), file)
    .replace(/^cli\//, "")
    .replace(/\.ts$/, "")
    .replaceAll(sep, "-")}`;
}

/** The source file a relative import names (`./x.js` is written for `./x.ts`). */
export function sourcePath(dir, spec) {
  const file = resolve(dir, spec);
  if (file.endsWith(".js") && existsSync(`${file.slice(0, -3)}.ts`)) return `${file.slice(0, -3)}.ts`;
  return file;
}
