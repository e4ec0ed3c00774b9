// Step: what MCP hosts and the MCP registry install people mcp from, beside the bundles.
// - dist/people.mcpb: an MCP Bundle (a zip: manifest.json and server/people.cjs), the one-click install of
//   Claude Desktop and other hosts that take bundles. The server is one CommonJS file with every dependency
//   inlined (a bundle carries no node_modules), except the optional SQLite addon: the store uses the
//   node:sqlite the host's Node has. The user gives an API key at install, or turns the sandbox on.
// - dist/server.json: the MCP registry's description of the npm package (`npx people-search-cli mcp`).
// Both take their name, version and words from package.json. The zip is written by fflate, a devDependency
// used only here: the build makes the bundle, nothing at run time reads it.
import { writeFile } from "node:fs/promises";
import { build } from "esbuild";
import { zipSync } from "fflate";
import { builtinsAsRequire } from "./builtins-as-require.mjs";
import { common, pkg, root } from "./context.mjs";

const SERVER_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";

export function manifest() {
  return {
    manifest_version: "0.3",
    name: "people",
    display_name: "People search",
    version: pkg.version,
    description: pkg.description,
    long_description:
      "Agentic and structured people search as MCP tools: a ranked shortlist with reasons, exact filters a page at a time, past results read again for free. Each paid tool says its cost. Turn the sandbox on to try it with synthetic people and no account.",
    author: { name: "people-search-cli" },
    license: pkg.license,
    keywords: pkg.keywords,
    server: {
      type: "node",
      entry_point: "server/people.cjs",
      // ${__dirname} and ${user_config.*} are the bundle format's placeholders, filled in by the host.
      mcp_config: {
        command: "node",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a placeholder the host fills in
        args: ["${__dirname}/server/people.cjs", "mcp"],
        // biome-ignore lint/suspicious/noTemplateCurlyInString: placeholders the host fills in
        env: { PEOPLE_API_KEY: "${user_config.api_key}", PEOPLE_SANDBOX: "${user_config.sandbox}" },
      },
    },
    user_config: {
      api_key: {
        type: "string",
        title: "API key",
        description: "Your people-search API key (leave empty with the sandbox on).",
        sensitive: true,
        required: false,
      },
      sandbox: {
        type: "boolean",
        title: "Sandbox",
        description: "Serve synthetic people from the built-in sandbox: no account, no credits spent.",
        default: false,
        required: false,
      },
    },
    tools_generated: true,
    compatibility: { platforms: ["darwin", "win32", "linux"], runtimes: { node: ">=22.13.0" } },
  };
}

export function serverJson() {
  return {
    $schema: SERVER_SCHEMA,
    name: pkg.mcpName,
    title: "People search",
    description: pkg.description.slice(0, 100),
    version: pkg.version,
    packages: [
      {
        registryType: "npm",
        identifier: pkg.name,
        version: pkg.version,
        transport: { type: "stdio" },
        packageArguments: [{ type: "positional", value: "mcp" }],
        environmentVariables: [
          {
            name: "PEOPLE_API_KEY",
            description: "The API key (or run `people login` once).",
            isSecret: true,
            isRequired: false,
          },
          {
            name: "PEOPLE_SANDBOX",
            description: "1: serve synthetic people from the built-in sandbox, no account needed.",
            isRequired: false,
          },
        ],
      },
    ],
  };
}

/**
 * A zip archive of `files` (name → bytes), each deflated, written by fflate (a devDependency, used only
 * here at build time). Each entry is a regular file, rw-r--r--, stamped with a fixed time (1980-01-01, the
 * format's first day, in the builder's local time as the format keeps it): the same sources give the
 * same file.
 */
export function zip(files) {
  const mtime = new Date(1980, 0, 1);
  const entries = Object.fromEntries(
    files.map(([name, data]) => [name, [data, { level: 9, mtime, os: 3, attrs: (0o100644 << 16) >>> 0 }]]),
  );
  return Buffer.from(zipSync(entries));
}

/**
 * The server as one CommonJS file, every dependency inlined but the native addons (the optional SQLite
 * one and the keyring binding): a bundle cannot hold a `.node` file, and both are loaded lazily, so a
 * host without them falls back as the CLI does (built-in SQLite, the key from the config or environment).
 */
async function serverBundle() {
  const entry = [
    `const { run } = require(${JSON.stringify("./src/cli/run.ts")});`,
    "run(process.argv, { exitsAfterRun: true }).then((code) => {",
    "  process.exitCode = code;",
    "  setTimeout(() => process.exit(code), 50);",
    "});",
  ].join("\n");
  const out = await build({
    ...common,
    external: [...Object.keys(pkg.optionalDependencies ?? {}), "@napi-rs/keyring"],
    stdin: { contents: entry, resolveDir: root, sourcefile: "mcpb-entry.js", loader: "js" },
    format: "cjs",
    write: false,
    outfile: "people.cjs",
    plugins: [builtinsAsRequire],
  });
  return Buffer.from(out.outputFiles[0].contents);
}

/** Writes dist/people.mcpb and dist/server.json into `staging`. */
export async function buildMcpPackage(staging) {
  const files = [
    ["manifest.json", Buffer.from(`${JSON.stringify(manifest(), null, 2)}\n`)],
    ["server/people.cjs", await serverBundle()],
  ];
  await writeFile(`${staging}/people.mcpb`, zip(files));
  await writeFile(`${staging}/server.json`, `${JSON.stringify(serverJson(), null, 2)}\n`);
}
