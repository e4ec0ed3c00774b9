// Step: dist/show.cjs, `people show PERSON` into a pipe or a file answered alone (see
// src/cli/commands/show/alone.ts): one CommonJS file holding the store and the lookup, which the launcher
// loads in place of dist/cli.cjs. It shares nothing with dist/cli.cjs (loading that is what it saves), so
// the modules it needs are bundled into it a second time; nothing passes between the two.
import { build } from "esbuild";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { common } from "./context.mjs";

export async function buildShowAlone(staging) {
  await build({
    ...common,
    entryPoints: ["src/cli/commands/show/alone.ts"],
    outfile: `${staging}/show.cjs`,
    format: "cjs",
    plugins: [builtinsAsRequire],
  });
}
