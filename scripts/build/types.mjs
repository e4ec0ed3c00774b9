// Step: the library's type declarations (dist/types), emitted by tsc from tsconfig.build.json.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { root } from "./context.mjs";

/** Emits the declarations into `outDir` (relative to the project); exits the build if tsc fails. */
export function emitTypes(outDir) {
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
