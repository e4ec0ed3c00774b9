// Step: the MCP SDK as one file of the CLI's, dist/chunks/cli-mcp-sdk.cjs, which `people mcp` loads.
// Loaded from node_modules, the SDK is a hundred-odd files (its own, zod's classic API, ajv) that Node
// resolves, reads and compiles on every start of the server: most of the time to answer `initialize`.
// As one of the CLI's CommonJS files, it is read once and compiled from the launcher's code cache
// (bin/code-cache.js) after the first run. It holds only what the names the CLI imports reach (half of
// the SDK's CommonJS build), with the SDK's own zod: the commands' chunks keep zod/mini, and the SDK reads
// their schemas through the standard schema interface, not by class. Every import of the SDK in the
// commands' chunks goes to this one file, so each of its classes exists once.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { common, root } from "./context.mjs";

/** The file's name in dist/chunks/ (a name bin/code-cache.js loads directly: see its OWN_FILE). */
export const MCP_SDK_FILE = "cli-mcp-sdk.cjs";
/**
 * The SDK's values the CLI imports, by entry point (types cost nothing at run time). A chunk that imports
 * a name missing here fails the build ("No matching export"): add the name.
 */
const NAMES = {
  "@modelcontextprotocol/server": ["McpServer", "ResourceTemplate"],
  "@modelcontextprotocol/server/stdio": ["StdioServerTransport", "serveStdio"],
};

/**
 * An esbuild plugin for the commands' chunks: an import of the SDK becomes a require() of
 * dist/chunks/cli-mcp-sdk.cjs (every chunk is in dist/chunks/, so the path is the same from each).
 */
export const mcpSdkFromFile = {
  name: "mcp-sdk-from-file",
  setup(b) {
    const names = Object.keys(NAMES).map((n) => n.replace(/[/]/g, "\\/"));
    b.onResolve({ filter: new RegExp(`^(${names.join("|")})$`) }, (a) => ({
      path: a.path,
      namespace: "mcp-sdk",
    }));
    b.onResolve({ filter: /.*/, namespace: "mcp-sdk" }, (a) => ({ path: a.path, external: true }));
    b.onLoad({ filter: /.*/, namespace: "mcp-sdk" }, (a) => ({
      contents: [
        `const sdk = require("./${MCP_SDK_FILE}");`,
        ...NAMES[a.path].map((name) => `export const ${name} = sdk.${name};`),
      ].join("\n"),
      loader: "js",
    }));
  },
};

/** Writes dist/chunks/cli-mcp-sdk.cjs into `staging`. */
export async function buildMcpSdk(staging) {
  const contents = Object.entries(NAMES)
    .map(([from, names]) => `export { ${names.join(", ")} } from ${JSON.stringify(from)};`)
    .join("\n");
  const out = await build({
    ...common,
    external: [],
    stdin: { contents, resolveDir: root, sourcefile: "mcp-sdk.js", loader: "js" },
    outfile: `${staging}/chunks/${MCP_SDK_FILE}`,
    format: "cjs",
    write: false,
    plugins: [builtinsAsRequire],
  });
  const code = out.outputFiles[0].text;
  // The launcher compiles a file with import() the slow way (see bin/code-cache.js): there must be none.
  if (code.includes("import("))
    throw new Error(`${MCP_SDK_FILE} would hold import(), which the launcher's code cache skips`);
  await writeFile(out.outputFiles[0].path, code);
}
