// Step: what MCP hosts and the MCP registry install people mcp from, beside the bundles.
// - dist/people.mcpb: an MCP Bundle (a zip: manifest.json and server/people.cjs), the one-click install of
//   Claude Desktop and other hosts that take bundles. The server is one CommonJS file with every dependency
//   inlined (a bundle carries no node_modules), except the optional SQLite addon: the store uses the
//   node:sqlite the host's Node has. The user gives an API key at install, or turns the sandbox on.
// - dist/server.json: the MCP registry's description of the npm package (`npx people-search-cli mcp`).
// Both take their name, version and words from package.json.
import { writeFile } from "node:fs/promises";
import { crc32, deflateRawSync } from "node:zlib";
import { build } from "esbuild";
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

/** A zip archive of `files` (name → bytes), each deflated. */
export function zip(files) {
  const parts = [];
  const central = [];
  let offset = 0;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // a fixed time (1980-01-01): the same sources give the same file
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(0x031e, 4); // made by: Unix
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(0x00210000, 12);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, packed);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, dir, end]);
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
