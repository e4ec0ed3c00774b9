// Bundles the CLI and the library with esbuild. Code splitting keeps each command's code (and its heavy
// dependencies) in its own chunk, so `people --version` parses only the launcher's chunk.
import { readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const pkg = JSON.parse(await readFile(new URL("../package.json", import.meta.url), "utf8"));

await rm(new URL("../dist", import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: { cli: "src/cli/run.ts", index: "src/index.ts", sandbox: "src/sandbox/index.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.18",
  packages: "external",
  sourcemap: false,
  legalComments: "none",
  chunkNames: "chunks/[name]-[hash]",
  logLevel: "warning",
  define: { __PEOPLE_VERSION__: JSON.stringify(pkg.version) },
});
