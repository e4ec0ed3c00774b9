// What `npm run build` makes for MCP hosts and the MCP registry: dist/people.mcpb (an MCP Bundle: a zip of
// manifest.json and one server file) and dist/server.json. The bundle is unpacked here and its server run
// as a host would run it, by the manifest's own command line, with the sandbox turned on in its settings.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, ROOT, tempDir } from "../helpers/cli.js";

const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

/** The files of a zip archive, by reading its central directory. */
function unzip(buf: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLength);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + extra;
  }
  return files;
}

let work: ReturnType<typeof tempDir>;
beforeAll(() => {
  work = tempDir("people-mcpb-");
});
afterAll(() => work.remove());

describe("the MCP Bundle", () => {
  it("holds a manifest of this version whose command line serves the tools, the sandbox marked", async () => {
    const files = unzip(readFileSync(join(ROOT, "dist", "people.mcpb")));
    expect([...files.keys()].sort()).toEqual(["manifest.json", "server/people.cjs"]);
    const manifest = JSON.parse(String(files.get("manifest.json")));
    expect(manifest).toMatchObject({
      manifest_version: "0.3",
      version: pkg.version,
      server: { type: "node", entry_point: "server/people.cjs" },
    });
    for (const [name, data] of files) {
      const path = join(work.path, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, data);
    }
    // As a host runs it: ${__dirname} is where it was unpacked, ${user_config.*} what the user chose.
    const placeholders: [string, string][] = [
      ["$" + "{__dirname}", work.path],
      ["$" + "{user_config.api_key}", ""],
      ["$" + "{user_config.sandbox}", "true"],
    ];
    const fill = (s: string) => placeholders.reduce((text, [from, to]) => text.replace(from, to), s);
    const { command, args, env } = manifest.server.mcp_config;
    expect(command).toBe("node");
    const client = new Client({ name: "mcpb-check", version: "1" });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: args.map(fill),
        env: cleanEnv({
          ...Object.fromEntries(Object.entries(env as Record<string, string>).map(([k, v]) => [k, fill(v)])),
          PEOPLE_CONFIG_DIR: join(work.path, "config"),
        }) as Record<string, string>,
        stderr: "ignore",
      }),
    );
    expect(client.getInstructions()).toMatch(/^SANDBOX/);
    expect(client.getServerVersion()?.version).toBe(pkg.version);
    const r = await client.callTool({
      name: "find_people",
      arguments: { titleIncludes: ["engineer"], limit: 2 },
    });
    expect(r.structuredContent).toMatchObject({
      synthetic: true,
      profiles: [expect.any(Object), expect.any(Object)],
    });
    await client.close();
  });
});

describe("server.json for the MCP registry", () => {
  it("names the npm package of this version, run as `people mcp` over stdio", () => {
    const server = JSON.parse(readFileSync(join(ROOT, "dist", "server.json"), "utf8"));
    expect(server).toMatchObject({ name: pkg.mcpName, version: pkg.version });
    expect(server.description.length).toBeLessThanOrEqual(100);
    expect(server.packages).toEqual([
      expect.objectContaining({
        registryType: "npm",
        identifier: pkg.name,
        version: pkg.version,
        transport: { type: "stdio" },
        packageArguments: [{ type: "positional", value: "mcp" }],
      }),
    ]);
  });
});
