// Serves one session over stdio until the client closes standard input (or Ctrl-C, SIGTERM). serveStdio
// answers both protocol eras: the 2025 `initialize` handshake (2024-11-05 to 2025-11-25) and the
// 2026-07-28 `server/discover`; it may build a server for a probe before the one it keeps, and each one
// shares the session.
//
// The SDK is imported statically here, in a module that loads only when `people mcp` serves: the build
// turns these imports into require() of dist/chunks/cli-mcp-sdk.cjs, the SDK's CommonJS build in one file
// (scripts/build/mcp-sdk.mjs). (An import() of the SDK would load its ES module build as well, with a
// second copy of zod, and classes that fail `instanceof` across the two.)
import { StdioServerTransport, serveStdio } from "@modelcontextprotocol/server/stdio";
import { count } from "../../../output/text.js";
import { guardedInput } from "./jsonrpc-guard.js";
import { createMcpServer } from "./server.js";
import type { McpSession } from "./session.js";

/** How long a closing server lets calls in flight settle (an export writes its checkpoint). */
const SETTLE_MS = 5_000;

export async function serveSession(session: McpSession): Promise<void> {
  const { f } = session;
  // Malformed lines are answered (-32700, -32600) before the SDK, which would drop them unanswered.
  const input = guardedInput(f.io.stdin, (error) => f.io.stdout.write(`${JSON.stringify(error)}\n`));
  const wire = new StdioServerTransport(input, f.io.stdout);
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
  f.signal.addEventListener("abort", closed, { once: true });
  try {
    await ended;
  } finally {
    f.signal.removeEventListener("abort", closed);
    stopRuns(session);
    await session.settle(SETTLE_MS);
    await handle.close().catch(() => {});
  }
}

/**
 * Searches still going when the server closes are no longer read: the service runs them to their end and
 * charges them, so each is counted at its reserve (its hold settled as an outcome not seen, as the CLI
 * counts a search it stopped waiting for), and stderr says so, since no one else will.
 */
function stopRuns(session: McpSession): void {
  const going = session.runs.stopAll("the server closed");
  if (going.length === 0) return;
  const reserved = going.reduce((sum, r) => sum + r.reserved, 0);
  const runs = going.length === 1 ? "1 search was" : `${going.length} searches were`;
  session.f.log.warn(
    `people mcp: closing while ${runs} still running (${going.map((r) => r.id).join(", ")}): the service finishes and charges ${going.length === 1 ? "it" : "them"}; counted at ${count(reserved, "credit")} reserved in \`people usage\`, as charged but unseen.`,
  );
}
