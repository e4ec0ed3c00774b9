// Step: the guard of `people --help`'s start-up. After dist/cli.cjs is built, what it imports is checked, so
// that a heavy package imported statically by mistake (say by a command's registration file) fails the
// build instead of quietly slowing every `people --help`. It reads dist/cli.cjs's own metafile, whatever
// the source files are called or wherever they live.
import { relative } from "node:path";
import { BUNDLED, pkg, root } from "./context.mjs";

/**
 * Packages that must never be in dist/cli.cjs's static import graph: every dependency that is not bundled
 * into it (zod, undici, @inquirer/prompts, ora, csv-stringify, conf, eventsource-parser). A
 * command loads them with `await import(...)` when it runs.
 */
export const HEAVY = new Set(
  Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies }).filter((name) => !BUNDLED.has(name)),
);

/** Throws, naming each import and the file it is in, when dist/cli.cjs would load a heavy package at start-up. */
export function assertLightStartup(metafile) {
  const heavy = heavyStartupImports(metafile);
  if (heavy.length > 0)
    throw new Error(
      `dist/cli.cjs would load heavy packages at start-up, before any command runs:\n  ${heavy.join("\n  ")}\n` +
        "Import them with `await import(...)` inside the command's action instead (see scripts/build/startup-guard.mjs).",
    );
}

/** Heavy packages that dist/cli.cjs imports other than on demand, each with the source files that import it. */
export function heavyStartupImports(metafile) {
  const heavy = [];
  for (const [file, output] of Object.entries(metafile.outputs))
    for (const imp of output.imports) {
      if (!imp.external || imp.kind === "dynamic-import" || !HEAVY.has(packageName(imp.path))) continue;
      const by = importersOf(metafile, imp.path);
      heavy.push(
        `${imp.path} (in ${relative(root, file)}${by.length > 0 ? `, imported by ${by.join(", ")}` : ""})`,
      );
    }
  for (const input of Object.keys(metafile.inputs)) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m && HEAVY.has(m[1])) heavy.push(`${m[1]} (bundled from ${input})`);
  }
  return heavy;
}

/** The source files that import `spec` statically. */
function importersOf(metafile, spec) {
  return Object.entries(metafile.inputs)
    .filter(([, input]) => input.imports.some((i) => i.path === spec && i.kind !== "dynamic-import"))
    .map(([file]) => file);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageName(spec) {
  const parts = spec.split("/");
  return spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}
