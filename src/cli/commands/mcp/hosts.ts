// The MCP hosts `people mcp install` registers with: where each keeps its servers, under which key, and in
// which shape. One row a host. Paths follow each host's documented per-user configuration.
import { join } from "node:path";

export type HostId = "claude-code" | "claude-desktop" | "cursor" | "vscode";

export interface Where {
  env: Readonly<Record<string, string | undefined>>;
  home: string;
  platform: NodeJS.Platform;
}

export interface Host {
  id: HostId;
  name: string;
  /** The user-level file the host reads its MCP servers from. */
  file(w: Where): string;
  /** The key of the servers' object in that file. */
  key: "mcpServers" | "servers";
  /** One server's entry. */
  entry(command: string, args: string[]): Record<string, unknown>;
  /** What to do after writing. */
  next: string;
}

/** An application's configuration directory: XDG on Linux, Application Support on macOS, APPDATA on Windows. */
function appConfig(w: Where, ...parts: string[]): string {
  if (w.platform === "darwin") return join(w.home, "Library", "Application Support", ...parts);
  if (w.platform === "win32") return join(w.env.APPDATA ?? join(w.home, "AppData", "Roaming"), ...parts);
  return join(w.env.XDG_CONFIG_HOME || join(w.home, ".config"), ...parts);
}

export const HOSTS: readonly Host[] = [
  {
    id: "claude-code",
    name: "Claude Code",
    file: (w) => join(w.home, ".claude.json"),
    key: "mcpServers",
    entry: (command, args) => ({ type: "stdio", command, args, env: {} }),
    next: "Start a new Claude Code session; /mcp lists the server.",
  },
  {
    id: "claude-desktop",
    name: "Claude Desktop",
    file: (w) => appConfig(w, "Claude", "claude_desktop_config.json"),
    key: "mcpServers",
    entry: (command, args) => ({ command, args }),
    next: "Quit and reopen Claude Desktop to load it.",
  },
  {
    id: "cursor",
    name: "Cursor",
    file: (w) => join(w.home, ".cursor", "mcp.json"),
    key: "mcpServers",
    entry: (command, args) => ({ type: "stdio", command, args }),
    next: "Cursor picks it up in Settings → MCP (reload the window if it does not).",
  },
  {
    id: "vscode",
    name: "VS Code",
    file: (w) => appConfig(w, "Code", "User", "mcp.json"),
    key: "servers",
    entry: (command, args) => ({ type: "stdio", command, args }),
    next: "In VS Code, run “MCP: List Servers” to start it.",
  },
];

export const HOST_IDS = HOSTS.map((h) => h.id);

export function hostById(id: string): Host | undefined {
  return HOSTS.find((h) => h.id === id);
}
