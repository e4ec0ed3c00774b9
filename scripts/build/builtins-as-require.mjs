// An esbuild plugin for every bundle: how bundled packages get Node's built-in modules.

/**
 * Bundled packages import Node's built-ins as ES modules (`import process from "node:process"`). Node
 * builds such an import by reading every export of the module, and merely reading `process.stdin` opens
 * standard input; require() hands back the object as it is (and `process` is the global itself). Built-ins
 * that a package needs only now and then load on first use: commander needs child_process only for
 * executable subcommands, which `people` has none of, and chalk reads os only on Windows.
 */
export const builtinsAsRequire = {
  name: "builtins-as-require",
  setup(b) {
    const fromPackage = (importer) => importer.includes("node_modules");
    b.onResolve({ filter: /^node:(process|tty)$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-require" } : undefined,
    );
    b.onResolve({ filter: /^node:(child_process|os)$/ }, (a) =>
      fromPackage(a.importer) ? { path: a.path, namespace: "builtin-lazy" } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "builtin-require" }, (a) => ({
      contents:
        a.path === "node:process"
          ? "module.exports = process;"
          : `module.exports = require(${JSON.stringify(a.path)});`,
      loader: "js",
    }));
    b.onLoad({ filter: /.*/, namespace: "builtin-lazy" }, (a) => ({
      contents: `module.exports = new Proxy({}, { get: (_, key) => require(${JSON.stringify(a.path)})[key] });`,
      loader: "js",
    }));
  },
};
