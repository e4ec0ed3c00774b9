// What every step of the build shares: where the project is, its package.json, which packages are bundled
// where, and the esbuild options that every bundle starts from.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtinsAsRequire } from "./builtins-as-require.mjs";

/** The project's directory, with a trailing slash. */
export const root = fileURLToPath(new URL("../..", import.meta.url));
export const pkg = JSON.parse(readFileSync(`${root}package.json`, "utf8"));

/** Packages every CLI run loads: bundled. Every other dependency stays a runtime import. */
export const BUNDLED = new Set(["commander", "chalk"]);
/**
 * Packages of the request path, bundled into the commands' chunks (not into dist/cli.cjs): one file parses
 * faster than the hundred-odd undici is made of. undici comes in as the parts the client uses (see
 * undici-slim.mjs); zod as zod/mini, the variant the schemas are written with (src/contract/schemas.ts),
 * which loads in a fraction of the time of zod's classic API.
 */
export const REQUEST_PATH = new Set(["undici", "eventsource-parser", "zod"]);

/**
 * Options of every bundle. Whitespace and syntax are minified (names are kept, so stack traces still name
 * functions): fewer bytes for V8 to scan on every start.
 */
export const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  target: "node20.18",
  // Optional dependencies too (the SQLite addon of src/store/engine.ts): never bundled, loaded where present.
  external: Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })
    .filter((name) => !BUNDLED.has(name))
    .flatMap((name) => [name, `${name}/*`]),
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version) },
};

/** Options of the ES module builds split into chunks (the library, and the commands before they become CommonJS). */
export function esmOptions(staging) {
  return {
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
}
