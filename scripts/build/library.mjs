// Step: the library, ES module builds with their own chunks (dist/chunks/chunk-*.js): dist/index.js is what
// `import "people-search-cli"` loads, dist/sandbox.js what `import "people-search-cli/sandbox"` loads.
// The client leaves its packages to the importer's node_modules (a user's zod is the one its exported
// schema belongs to). The sandbox, which exports no schema, bundles zod/mini: loaded from node_modules it is
// a hundred-odd ES modules whose sources, records and compiled code Node keeps for the whole run, about
// 6 MB of the sandbox's memory at import; bundled, only the parts the sandbox uses, in one chunk.
import { build } from "esbuild";
import { esmOptions } from "./context.mjs";

export async function buildLibrary(staging) {
  const esm = esmOptions(staging);
  await build({ ...esm, entryPoints: { index: "src/index.ts" } });
  await build({
    ...esm,
    entryPoints: { sandbox: "src/sandbox/index.ts" },
    external: esm.external.filter((name) => name.replace(/\/\*$/, "") !== "zod"),
  });
}
