// The logic of `people mcp`: checks the export directory and builds the session's one client (exit 3
// before serving when there is no key, as every command does), then serves MCP on stdio (serve.ts) until
// the client goes. Nothing but protocol messages goes to stdout; what the server has to say goes to stderr.
import type { Factory } from "../../factory.js";
import { checkExportDir } from "./export-dir.js";
import { SessionMoney } from "./money.js";
import type { McpOptions } from "./options.js";
import { DEFAULT_HEARTBEAT_MS } from "./progress.js";
import { McpSession } from "./session.js";

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
  const { serveSession } = await import("./serve.js");
  const limit = opts.maxCredits !== undefined ? `, at most ${opts.maxCredits} credits this session` : "";
  const exports = exportDir !== undefined ? `, exports into ${exportDir}` : "";
  f.log.info(f.theme.dim(`people mcp: serving MCP on stdio${limit}${exports}.`));
  await serveSession(session);
  if (f.signal.aborted) throw f.signal.reason;
}
