// The logic of `people mcp`: checks the export directory and the key (exit 3 before serving when there is
// none, as every command does), then serves MCP on stdio (serve.ts) until the client goes.
// Nothing but protocol messages goes to stdout; what the server has to say goes to stderr.
import type { Factory } from "../../factory.js";
import { configuredTarget } from "../../factory-client.js";
import { checkExportDir } from "./export-dir.js";
import { SessionMoney } from "./money.js";
import type { McpOptions } from "./options.js";
import { DEFAULT_HEARTBEAT_MS } from "./progress.js";
import { McpSession } from "./session.js";

export async function runMcp(f: Factory, opts: McpOptions): Promise<void> {
  const session = await openSession(f, opts);
  const { serveSession } = await import("./serve.js");
  const limit = opts.maxCredits !== undefined ? `, at most ${opts.maxCredits} credits this session` : "";
  const exports = session.exportDir !== undefined ? `, exports into ${session.exportDir}` : "";
  const lifted = f.globals.budget === false ? ", budgets lifted (--no-budget)" : "";
  f.log.info(f.theme.dim(`people mcp: serving MCP on stdio${limit}${lifted}${exports}.`));
  await serveSession(session);
  if (f.signal.aborted) throw f.signal.reason;
}

/**
 * The session `people mcp` serves: its client, metered by the Factory's money seam (budgets and the
 * ledger, as every command), and its own --max-credits on top.
 */
export async function openSession(f: Factory, opts: McpOptions): Promise<McpSession> {
  const exportDir = opts.exportDir !== undefined ? await checkExportDir(opts.exportDir) : undefined;
  // The key and the service are checked before serving, as every command checks them (exit 3 without a
  // key); the client itself is built after `initialize` is answered (McpSession.connect). The sandbox
  // starts before serving: its start says so on stderr, and its errors end the command.
  if (f.sandboxed) await f.client();
  else await configuredTarget(f);
  return new McpSession({
    f,
    client: () => f.client(),
    money: new SessionMoney(opts.maxCredits),
    heartbeatMs: opts.heartbeat !== undefined ? opts.heartbeat * 1000 : DEFAULT_HEARTBEAT_MS,
    exportDir,
  });
}
