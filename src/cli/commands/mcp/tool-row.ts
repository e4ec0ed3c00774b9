// One tool as one row: its name, words, schemas and annotations, when it is offered, and what a call does.
// server.ts registers the rows of its one table the same way: each description marked under the sandbox,
// each call run by the session (a tool error instead of a crash, its records written before it answers,
// its result marked under the sandbox).
import type {
  CallToolResult,
  McpServer,
  StandardSchemaWithJSON,
  ToolAnnotations,
} from "@modelcontextprotocol/server";
import { markDescription } from "./marking.js";
import type { ProgressContext } from "./progress.js";
import type { McpSession } from "./session.js";

/** What a call's handler gets of the SDK's context: progress, and the request's cancel signal. */
export type ToolContext = ProgressContext & { mcpReq: { signal: AbortSignal } };

export interface ToolRow {
  name: string;
  title: string;
  description: string;
  input: StandardSchemaWithJSON;
  output: StandardSchemaWithJSON;
  annotations: ToolAnnotations;
  /** Whether a client may run it as a task of the protocol (tasks.ts); never, unless set. */
  taskSupport?: "optional";
  /** Whether this session offers the tool (default: always). */
  offered?: (session: McpSession) => boolean;
  // biome-ignore lint/suspicious/noExplicitAny: the SDK checked the arguments against `input` already
  call: (session: McpSession, args: any, ctx: ToolContext) => Promise<CallToolResult>;
}

/** Paid tools are never read-only (a host may approve read-only tools without asking). */
export const PAID = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: true,
} as const;

/** Free tools that read the local history only. */
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

export function registerRows(server: McpServer, session: McpSession, rows: readonly ToolRow[]): void {
  for (const row of rows) {
    if (row.offered && !row.offered(session)) continue;
    const registered = server.registerTool(
      row.name,
      {
        title: row.title,
        description: markDescription(row.description, session.sandboxed),
        inputSchema: row.input,
        outputSchema: row.output,
        annotations: row.annotations,
      },
      (args: unknown, ctx: ToolContext) => session.run(row.name, () => row.call(session, args, ctx)),
    );
    // registerTool takes no `execution` (the SDK implements no tasks); tools/list lists what the tool has.
    if (row.taskSupport) (registered as { execution?: unknown }).execution = { taskSupport: row.taskSupport };
  }
}
