// Step: each command's logic, and its heavy dependencies, as chunks (dist/chunks/cli-*.cjs) that load only
// when that command runs. esbuild splits them as ES modules; each chunk is then written as CommonJS, so
// that running a command never starts Node's ES module loader, whose start-up, resolving and linking cost
// more than the command's own code. The request path's packages (undici, eventsource-parser, zod/mini) are
// bundled into them. They take the start-up modules they share (errors, factory, io...) from dist/cli.cjs
// instead of bundling copies, so each class exists once and `instanceof` holds.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { build, transform } from "esbuild";
import { completionsModule } from "./completions.mjs";
import { esmOptions, REQUEST_PATH } from "./context.mjs";
import { mcpSdkFromFile } from "./mcp-sdk.mjs";
import { lazyName, sourcePath } from "./startup-graph.mjs";
import { undiciSlim } from "./undici-slim.mjs";

/**
 * Writes the chunks of `graph.lazy` into `staging`, with the completion scripts in the completion
 * command's. Returns the start-up modules (and bundled packages) the chunks take from dist/cli.cjs, which
 * dist/cli.cjs must then export.
 */
export async function buildCommandChunks(staging, graph, completions) {
  const { exportName, exportsOf } = graph;
  const esm = esmOptions(staging);
  const shared = new Set();
  const logic = await build({
    ...esm,
    entryPoints: Object.fromEntries(graph.lazy.map((f) => [`chunks/${lazyName(f)}`, f])),
    chunkNames: "chunks/cli-[name]-[hash]",
    outExtension: { ".js": ".cjs" },
    // CommonJS has a require() of its own.
    banner: {},
    write: false,
    external: esm.external.filter((name) => !REQUEST_PATH.has(name.replace(/\/\*$/, ""))),
    plugins: [
      ...esm.plugins,
      completionsModule(completions),
      mcpSdkFromFile,
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
      `the commands' chunks would bundle zod's classic API (${classic[0]}): import "zod/mini", as src/contract/schemas.ts does`,
    );
  await writeAsCommonJs(logic.outputFiles);
  await writeFile(`${staging}/chunks/${IMPORT_HELPER}`, IMPORT_HELPER_SOURCE);
  return shared;
}

/** Writes the chunks, each turned into CommonJS. */
async function writeAsCommonJs(outputFiles) {
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

/**
 * `import("./x.cjs")` of a chunk, as require(): import() of a CommonJS file still goes through the ES
 * loader. `import("package")` (and `import("node:...")`), as a call of IMPORT_HELPER, whose path from the
 * file is `helper`: the launcher compiles the CLI's files with vm.Script to keep their compiled code (see
 * bin/code-cache.js), and import() written in such a file would need an experimental option that prints a
 * warning; the helper is compiled by Node's own loader, where import() is at home. It resolves packages
 * as the file would: both are in dist/, under the same node_modules.
 */
export function requireChunks(code, helper = `./${IMPORT_HELPER}`) {
  return code
    .replace(
      /\bimport\((["'])(\.{1,2}\/[^"']+\.cjs)\1\)/g,
      (_, q, path) => `Promise.resolve().then(() => require(${q}${path}${q}))`,
    )
    .replace(/\bimport\((["'])([^"'./][^"']*)\1\)/g, (_, q, name) => `require("${helper}")(${q}${name}${q})`);
}

/** The file, in dist/chunks/, that does import() for the CLI's CommonJS files (see requireChunks). */
export const IMPORT_HELPER = "cli-import.cjs";

const IMPORT_HELPER_SOURCE = `"use strict";
// import() for the CLI's CommonJS files (scripts/build/command-chunks.mjs writes their import("package")
// as a call of this): Node's own loader compiles this file, so import() here needs no experimental option.
module.exports = (specifier) => import(specifier);
`;
