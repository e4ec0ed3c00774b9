// Step: chalk, which help never uses, loads with the first colour theme. dist/cli.cjs gets a stand-in
// (the lazyChalk plugin); the real chalk is dist/chalk.cjs.
import { build } from "esbuild";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { common, root } from "./context.mjs";

/**
 * In dist/cli.cjs, chalk stands in for itself until the first colour theme is made (when a command runs or
 * an error is printed): importing chalk probes the terminal and builds its style tables, which help never
 * uses. theme.ts needs only the Chalk class; the real one is in dist/chalk.cjs.
 */
export const lazyChalk = {
  name: "lazy-chalk",
  setup(b) {
    b.onResolve({ filter: /^chalk$/ }, () => ({ path: "chalk", namespace: "lazy-chalk" }));
    b.onResolve({ filter: /.*/, namespace: "lazy-chalk" }, (a) => ({ path: a.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: "lazy-chalk" }, () => ({
      contents:
        'let chalk;\nexport class Chalk {\n  constructor(options) {\n    chalk ??= require("./chalk.cjs");\n    return new chalk.Chalk(options);\n  }\n}\n',
      loader: "js",
    }));
  },
};

/** Writes dist/chalk.cjs: chalk's Chalk class, bundled. */
export async function buildChalk(staging) {
  await build({
    ...common,
    stdin: {
      contents: 'export { Chalk } from "chalk";',
      resolveDir: root,
      sourcefile: "chalk.js",
      loader: "js",
    },
    outfile: `${staging}/chalk.cjs`,
    format: "cjs",
    plugins: [builtinsAsRequire],
  });
}
