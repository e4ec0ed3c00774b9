// The protocol's tasks (revision 2025-11-25) for search_people, for a client that asks for one: a
// tools/call with `params.task` answers at once with the task (the search run's ID), and the client then
// polls tasks/get, collects with tasks/result (which waits for the end), lists with tasks/list and stops
// waiting with tasks/cancel, instead of holding a tool call open. The same run as search_people's handle:
// get_search_result reads it too, and it is charged once.
//
// The SDK keeps the task vocabulary on the wire but implements no server side for it, so this does, over
// its low-level server: the capability, a tools/call handler in front of the SDK's own (a call without
// `task` goes to the SDK's as before), and the four tasks/* methods. A 2026-07-28 client never sees any of
// it: that revision has no tasks in its core, and the SDK strips the capability and the tool's `execution`.
import type { CallToolResult, McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/mini";
import { fieldsOf } from "./fields.js";
import { markResult } from "./marking.js";
import { SearchInput } from "./schemas-search.js";
import type { SearchRun } from "./search-runs.js";
import type { McpSession } from "./session.js";
import { runResult, type SearchArgs, startSearch } from "./tools/search-people.js";

const RELATED_TASK = "io.modelcontextprotocol/related-task";
/** How often a client had better poll, in ms: a search's stages come seconds apart. */
const POLL_MS = 2_000;

type Handler = (request: { params?: Record<string, unknown> }, ctx: unknown) => Promise<unknown>;
/** The parts of the SDK's low-level server this reaches into: its handlers by method. */
interface LowLevel {
  _requestHandlers: Map<string, Handler>;
  registerCapabilities(c: Record<string, unknown>): void;
  setRequestHandler(method: string, schemas: { params: unknown }, handler: (params: never) => unknown): void;
}

interface TaskState {
  run: SearchRun;
  ttl: number | null;
  created: string;
  fields: readonly string[];
  notes: string[];
  cancelled: boolean;
}

function status(t: TaskState): "working" | "completed" | "failed" | "cancelled" {
  if (t.cancelled) return "cancelled";
  if (t.run.status === "running") return "working";
  return t.run.status === "done" ? "completed" : "failed";
}

function task(t: TaskState, now: number) {
  const stages = t.run.stages();
  return {
    taskId: t.run.id,
    status: status(t),
    ...(stages.length ? { statusMessage: stages.at(-1)?.label } : {}),
    createdAt: t.created,
    lastUpdatedAt: new Date(now).toISOString(),
    ttl: t.ttl,
    pollInterval: POLL_MS,
  };
}

const TaskId = z.object({ taskId: z.string() });

export function registerTasks(server: McpServer, session: McpSession): void {
  const low = server.server as unknown as LowLevel;
  const tasks = new Map<string, TaskState>();
  const now = () => session.f.now();
  const found = (id: string): TaskState => {
    const t = tasks.get(id);
    if (!t) throw new Error(`no task ${id} in this server`);
    return t;
  };
  low.registerCapabilities({ tasks: { list: {}, cancel: {}, requests: { tools: { call: {} } } } });

  const sdkCall = low._requestHandlers.get("tools/call") as Handler;
  low._requestHandlers.set("tools/call", async (request, ctx) => {
    const params = request.params ?? {};
    if (params.task === undefined || params.name !== "search_people") return sdkCall(request, ctx);
    const parsed = await SearchInput["~standard"].validate(params.arguments ?? {});
    if (parsed.issues) throw new Error(`Invalid arguments for search_people: ${parsed.issues[0]?.message}`);
    const args = parsed.value as SearchArgs;
    const started = await session.run("search_people", async () => {
      const s = await startSearch(session, args);
      if (s.refused) return s.refused;
      const ttl = (params.task as { ttl?: number }).ttl;
      tasks.set(s.run.id, {
        run: s.run,
        ttl: typeof ttl === "number" ? ttl : null,
        created: new Date(now()).toISOString(),
        fields: fieldsOf(args.fields),
        notes: s.notes,
        cancelled: false,
      });
      return { content: [], taskId: s.run.id } as CallToolResult;
    });
    // Refused before anything was sent (input, --max-credits): an ordinary tool error, no task.
    if (typeof started.taskId !== "string") return started;
    return { task: task(found(started.taskId), now()) };
  });

  low.setRequestHandler("tasks/get", { params: TaskId }, (p: { taskId: string }) =>
    task(found(p.taskId), now()),
  );
  low.setRequestHandler("tasks/list", { params: z.optional(z.object({})) }, () => ({
    tasks: [...tasks.values()].map((t) => task(t, now())),
  }));
  low.setRequestHandler("tasks/cancel", { params: TaskId }, (p: { taskId: string }) => {
    const t = found(p.taskId);
    if (t.run.status === "running") {
      t.cancelled = true;
      t.run.stop("the task was cancelled");
    }
    return task(t, now());
  });
  low.setRequestHandler("tasks/result", { params: TaskId }, async (p: { taskId: string }) => {
    const t = found(p.taskId);
    await t.run.done;
    const result = runResult(session, t.run, t.fields, t.notes);
    const marked = session.sandboxed ? markResult(result) : result;
    return { ...marked, _meta: { ...(marked._meta ?? {}), [RELATED_TASK]: { taskId: t.run.id } } };
  });
}
