// Step: dist/cli.cjs, one CommonJS file holding everything `people --help` runs: run(), the start-up
// modules, commander and (a stand-in for) chalk. One file, and CommonJS, because every extra ES module
// costs a resolve, a read and the ES module loader's own start-up. It also exports the namespaces of the
// start-up modules that the commands' chunks share, and loads each chunk with require(). dist/cli.js is an
// ES module face of the same `run` for anyone who imports it.
import { readFile, writeFile } from "node:fs/promises";
import { build } from "esbuild";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { IMPORT_HELPER, requireChunks } from "./command-chunks.mjs";
import { common, root } from "./context.mjs";
import { lazyChalk } from "./lazy-chalk.mjs";
import { lazyName, sourcePath } from "./startup-graph.mjs";

/** Writes dist/cli.cjs and dist/cli.js into `staging`; returns dist/cli.cjs's metafile (for the guard). */
export async function buildStartupBundle(staging, graph, shared) {
  const { core, exportName } = graph;
  const entry = [
    `export { run } from ${JSON.stringify("./src/cli/run.ts")};`,
    // In the start-up graph's order, not in the order the chunks' build happened to load them.
    ...[...exportName.keys()]
      .filter((f) => shared.has(f))
      .map((f) => `export * as ${exportName.get(f)} from ${JSON.stringify(f)};`),
  ].join("\n");
  const bundle = await build({
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
            if (core.has(file)) return undefined;
            return { path: `./chunks/${lazyName(file)}.cjs`, external: true };
          });
        },
      },
    ],
  });
  await writeFile(
    `${staging}/cli.cjs`,
    requireChunks(await readFile(`${staging}/cli.cjs`, "utf8"), `./chunks/${IMPORT_HELPER}`),
  );
  await writeFile(
    `${staging}/cli.js`,
    '// The CLI as an ES module; bin/people.js loads dist/cli.cjs directly.\nimport { createRequire } from "node:module";\n\nexport const { run } = createRequire(import.meta.url)("./cli.cjs");\n',
  );
  return bundle.metafile;
}
