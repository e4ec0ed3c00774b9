// The logic of `people mcp`: checks the export directory, builds the one client of the session (exit 3
// before serving when there is no key, as every command does), then serves MCP on stdio until the client
// closes standard input (or Ctrl-C, SIGTERM). serveStdio answers both protocol eras: the 2025 `initialize`
// handshake (2024-11-05 to 2025-11-25) and the 2026-07-28 `server/discover`. Nothing but protocol
// messages goes to stdout; what the server has to say goes to stderr.
//
// This module loads only when `people mcp` runs, so it imports the SDK statically: the build turns these
// imports into require() of the SDK's CommonJS build. (An import() of the SDK would load its ES module
// build too, with a second copy of zod, and classes that fail `instanceof` across the two.)
import { StdioServerTransport, serveStdio } from "@modelcontextprotocol/server/stdio";
import type { Factory } from "../../factory.js";
import { checkExportDir } from "./export-dir.js";
import { SessionMoney } from "./money.js";
import type { McpOptions } from "./options.js";
import { DEFAULT_HEARTBEAT_MS } from "./progress.js";
import { createMcpServer } from "./server.js";
import { McpSession } from "./session.js";

/** How long a closing server lets calls in flight settle (an export writes its checkpoint). */
const SETTLE_MS = 5_000;

export async function runMcp(f: Factory, opts: McpOptions): Promise<void> {
  const exportDir = opts.exportDir !== undefined ? await checkExportDir(opts.exportDir) : undefined;
  const client = await f.client();
  const session = new McpSession({
    f,
    client,
    money: new SessionMoney(opts.maxCredits),
    heartbeatMs: opts.heartbeat !== undefined ? opts.heartbeat * 1000 : DEFAULT_HEARTBEAT_MS,
    exportDir,
  });
  const wire = new StdioServerTransport(f.io.stdin, f.io.stdout);
  let closed!: () => void;
  const ended = new Promise<void>((resolve) => {
    closed = resolve;
  });
  const handle = serveStdio(() => createMcpServer(session), {
    transport: wire,
    onerror: (err) => f.log.verbose(`mcp: ${err.message}`),
  });
  // serveStdio owns the transport's callbacks; this one only learns when the connection ends.
  const onclose = wire.onclose;
  wire.onclose = () => {
    onclose?.();
    closed();
  };
  const onSignal = () => closed();
  f.signal.addEventListener("abort", onSignal, { once: true });
  const limit = opts.maxCredits !== undefined ? `, at most ${opts.maxCredits} credits this session` : "";
  const exports = exportDir !== undefined ? `, exports into ${exportDir}` : "";
  f.log.info(f.theme.dim(`people mcp: serving MCP on stdio${limit}${exports}.`));
  try {
    await ended;
  } finally {
    f.signal.removeEventListener("abort", onSignal);
    await session.settle(SETTLE_MS);
    await handle.close().catch(() => {});
  }
  if (f.signal.aborted) throw f.signal.reason;
}
