// Step: the library, an ES module build with its own chunks (dist/chunks/chunk-*.js): dist/index.js is
// what `import "people-search-cli"` loads, dist/sandbox.js what `import "people-search-cli/sandbox"` loads.
import { build } from "esbuild";
import { esmOptions } from "./context.mjs";

export async function buildLibrary(staging) {
  await build({
    ...esmOptions(staging),
    entryPoints: { index: "src/index.ts", sandbox: "src/sandbox/index.ts" },
  });
}
