// What a result links to instead of carrying inline, each readable with `resources/read`:
// - people://runs/{run_id}: a paid run as the history keeps it (a search's whole shortlist, a find call's
//   every profile), read from this session's runs or from the local store: free, nothing sent;
// - people://exports/{file}: a file export_people wrote, read from the export directory (and only there).
// A result whose people are more than INLINE_PEOPLE carries the first ones and a link to the whole run.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import type { McpServer, ResourceLink } from "@modelcontextprotocol/server";
import { ResourceTemplate } from "@modelcontextprotocol/server";
import { resolveExportPath } from "./export-dir.js";
import type { McpSession } from "./session.js";

/** People a result carries inline at most; the rest are read through its resource link. */
export const INLINE_PEOPLE = 25;

export const RUN_URI = "people://runs/";
export const EXPORT_URI = "people://exports/";

export function runLink(runId: string, what: string): ResourceLink {
  return {
    type: "resource_link",
    uri: `${RUN_URI}${encodeURIComponent(runId)}`,
    name: `run ${runId}`,
    title: what,
    description: `${what}, as the local history keeps it (every person, every field). Reading it is free.`,
    mimeType: "application/json",
  };
}

export function exportLink(session: McpSession, path: string, format: "csv" | "jsonl"): ResourceLink {
  const file = relative(session.exportDir as string, path);
  return {
    type: "resource_link",
    uri: `${EXPORT_URI}${file.split("/").map(encodeURIComponent).join("/")}`,
    name: file,
    title: `The export ${file}`,
    description: `The ${format.toUpperCase()} file export_people wrote, in the export directory.`,
    mimeType: format === "csv" ? "text/csv" : "application/jsonl",
  };
}

/** A run as `people://runs/{id}` gives it: this session's search runs first, then the history. */
async function readRun(session: McpSession, id: string): Promise<Record<string, unknown> | undefined> {
  const marked = session.sandboxed ? { synthetic: true } : {};
  const live = session.runs.get(id);
  if (live?.response)
    return { run_id: id, kind: "search", ...marked, input: live.input, response: live.response };
  if (live) return { run_id: id, kind: "search", ...marked, status: live.status, stages: live.stages() };
  const store = await session.f.store();
  const row = store.runs({ uid: id, limit: 1 })[0];
  if (!row) return undefined;
  return {
    run_id: id,
    history_id: row.id,
    at: new Date(row.at).toISOString(),
    command: row.command,
    summary: row.summary,
    credits: row.credits ?? null,
    status: row.status,
    ...marked,
    detail: row.detail,
  };
}

function notFound(uri: string, why: string): Error {
  return new Error(`${uri}: ${why}`);
}

export function registerResources(server: McpServer, session: McpSession): void {
  server.registerResource(
    "past-run",
    new ResourceTemplate(`${RUN_URI}{run_id}`, { list: undefined }),
    {
      title: "A past paid run (free)",
      description: "A run of the local history by its run_id: everything kept of it. Free: nothing is sent.",
      mimeType: "application/json",
    },
    async (uri, variables) => {
      const id = decodeURIComponent(String(variables.run_id));
      const run = await readRun(session, id);
      if (!run) throw notFound(uri.href, "no such run in this session or the history");
      return { contents: [{ uri: uri.href, mimeType: "application/json", text: JSON.stringify(run) }] };
    },
  );
  if (session.exportDir === undefined) return;
  server.registerResource(
    "export-file",
    new ResourceTemplate(`${EXPORT_URI}{+file}`, { list: undefined }),
    {
      title: "An exported file",
      description: "A CSV or JSONL file export_people wrote in the export directory.",
    },
    async (uri, variables) => {
      const file = decodeURIComponent(String(variables.file));
      // The same check as an export's own path: nothing outside the export directory is read.
      const path = resolveExportPath(session.exportDir as string, file);
      const text = await readFile(path, "utf8").catch(() => {
        throw notFound(uri.href, "no such file in the export directory");
      });
      const mimeType = path.endsWith(".csv") ? "text/csv" : "application/jsonl";
      return { contents: [{ uri: uri.href, mimeType, text }] };
    },
  );
}
