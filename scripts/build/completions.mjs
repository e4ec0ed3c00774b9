// Step: the shell completion scripts. Written to completions/ (shipped in the package) and handed to the
// commands' build as a module, so that `people completion SHELL` prints exactly the shipped file.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { pkg, root } from "./context.mjs";

/**
 * Writes completions/ from the command definitions (so the scripts follow every flag as registered) and
 * returns them for embedding.
 */
export async function writeCompletionScripts() {
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

/**
 * The scripts as the module `people-completions`, which exports `__PEOPLE_COMPLETIONS__`, imported by the
 * completion command alone: its declaration of the name (`declare const __PEOPLE_COMPLETIONS__`) becomes
 * the import. Not a `define`, which would put the scripts in every chunk that mentions the name, nor an
 * `inject`, whose module esbuild's splitting put in the chunk every command loads (with esbuild's own
 * helpers), so that every command read 25 kB of completion scripts. A module of a plugin's, not a file: its
 * name is in the output, and a file would need a name of its own per build (builds may run at once). The
 * same sources give the same dist/.
 */
export function completionsModule(scripts) {
  return {
    name: "completions-module",
    setup(b) {
      b.onResolve({ filter: /^people-completions$/ }, (a) => ({
        path: a.path,
        namespace: "people-completions",
      }));
      b.onLoad({ filter: /.*/, namespace: "people-completions" }, () => ({
        contents: `export const __PEOPLE_COMPLETIONS__ = ${JSON.stringify(scripts)};\n`,
        loader: "js",
      }));
      b.onLoad({ filter: /[\\/]src[\\/]cli[\\/]commands[\\/]completion[\\/]run\.ts$/ }, async (a) => {
        const text = await readFile(a.path, "utf8");
        const declaration = /^declare const __PEOPLE_COMPLETIONS__\b.*;$/m;
        if (!declaration.test(text))
          throw new Error(
            `${a.path} no longer declares __PEOPLE_COMPLETIONS__; update scripts/build/completions.mjs`,
          );
        return {
          contents: text.replace(declaration, 'import { __PEOPLE_COMPLETIONS__ } from "people-completions";'),
          loader: "ts",
        };
      });
    },
  };
}

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
