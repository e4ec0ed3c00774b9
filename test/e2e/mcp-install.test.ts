// `people mcp install --host …`: the host's configuration file merged, never replaced (other servers and
// settings kept, the file as it was kept as FILE.bak), a file that is not plain JSON left alone, --print
// writing nothing; and the entry written starts a server an MCP client can use.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanEnv, cli, tempDir } from "../helpers/cli.js";

let work: ReturnType<typeof tempDir>;
let home: string;
beforeAll(() => {
  work = tempDir("people-mcp-install-");
  home = join(work.path, "home");
  mkdirSync(home);
});
afterAll(() => work.remove());

const people = () =>
  cli({ configDir: join(work.path, "config"), env: { HOME: home, XDG_CONFIG_HOME: undefined } });
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

describe("people mcp install", () => {
  it("merges into an existing Claude Code config, keeping the other servers, with a backup first", async () => {
    const file = join(home, ".claude.json");
    const existing = {
      theme: "dark",
      projects: { "/src/app": { allowedTools: ["Bash"] } },
      mcpServers: { other: { type: "stdio", command: "other-server", args: ["--flag"] } },
    };
    writeFileSync(file, JSON.stringify(existing, null, 2), { mode: 0o600 });
    const r = await people()(["--sandbox", "mcp", "install", "--host", "claude-code", "--max-credits", "50"]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Added "people-sandbox" .* keeping its 1 other server/);
    const written = readJson(file);
    expect(written).toMatchObject({ theme: "dark", projects: existing.projects });
    expect(written.mcpServers.other).toEqual(existing.mcpServers.other);
    expect(written.mcpServers["people-sandbox"]).toMatchObject({
      type: "stdio",
      command: process.execPath,
      args: [expect.stringMatching(/bin\/people\.js$/), "--sandbox", "mcp", "--max-credits", "50"],
    });
    expect(readJson(`${file}.bak`)).toEqual(existing);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // The entry starts a server a client can use: the sandbox, marked.
    const entry = written.mcpServers["people-sandbox"];
    const client = new Client({ name: "install-check", version: "1" });
    await client.connect(
      new StdioClientTransport({
        command: entry.command,
        args: entry.args,
        env: cleanEnv({ PEOPLE_CONFIG_DIR: join(work.path, "config") }) as Record<string, string>,
        stderr: "ignore",
      }),
    );
    expect(client.getInstructions()).toMatch(/^SANDBOX/);
    const credits = await client.callTool({ name: "get_credits", arguments: {} });
    expect(credits.structuredContent).toMatchObject({ synthetic: true, session: { limit: 50 } });
    await client.close();

    // Run again: nothing to change, nothing written.
    const again = await people()([
      "--sandbox",
      "mcp",
      "install",
      "--host",
      "claude-code",
      "--max-credits",
      "50",
    ]);
    expect(again.stdout).toMatch(/already has "people-sandbox" .* nothing changed/);
  });

  it("writes VS Code's servers key and Cursor's mcpServers, creating the file when there is none", async () => {
    const vscode = join(home, ".config", "Code", "User", "mcp.json");
    const r = await people()(["mcp", "install", "--host", "vscode"]);
    expect(r.exitCode, r.stderr).toBe(0);
    expect(readJson(vscode).servers.people).toMatchObject({
      type: "stdio",
      args: [expect.any(String), "mcp"],
    });
    expect(existsSync(`${vscode}.bak`)).toBe(false);
    const cursor = await people()(["mcp", "install", "--host", "cursor"]);
    expect(cursor.exitCode).toBe(0);
    expect(readJson(join(home, ".cursor", "mcp.json")).mcpServers.people.command).toBe(process.execPath);
  });

  it("leaves a file that is not plain JSON as it is; --print writes nothing", async () => {
    const file = join(work.path, "commented.json");
    const text = '{\n  // a comment a host allows\n  "servers": {}\n}\n';
    writeFileSync(file, text);
    const r = await people()(["mcp", "install", "--host", "vscode", "--file", file]);
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toMatch(/is not plain JSON .* left as it is\nhint: .*--print/);
    expect(readFileSync(file, "utf8")).toBe(text);
    const printed = await people()(["mcp", "install", "--host", "claude-desktop", "--print"]);
    expect(printed.exitCode).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual({
      mcpServers: { people: { command: process.execPath, args: [expect.any(String), "mcp"] } },
    });
    expect(existsSync(join(home, ".config", "Claude"))).toBe(false);
    const bad = await people()(["mcp", "install", "--host", "emacs"]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/Allowed choices are claude-code, claude-desktop, cursor, vscode/);
  });
});
