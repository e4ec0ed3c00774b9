// The history: one row per paid run, with everything needed to show it again (the full response of an
// agentic search, the filters and outcome of an export, the filter set a translation gave).
import { DEFAULT_PROFILE } from "../config/profiles.js";
import type { Database } from "./database.js";
import type { RunEntry, RunRow } from "./types.js";

export function insertRuns(db: Database, runs: readonly RunEntry[]): void {
  for (const r of runs)
    db.run(
      `INSERT OR IGNORE INTO runs (uid, at, command, via, session, base_url, profile, summary, search, people, credits, status, detail)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      r.uid,
      r.at,
      r.command,
      r.via ?? null,
      r.session ?? null,
      r.baseUrl,
      r.profile && r.profile !== DEFAULT_PROFILE ? r.profile : null,
      r.summary,
      r.search,
      r.people ?? null,
      r.credits ?? null,
      r.status,
      JSON.stringify(r.detail ?? null),
    );
}

function rowToRun(r: Record<string, unknown>): RunRow {
  let detail: unknown = null;
  try {
    detail = JSON.parse(String(r.detail));
  } catch {
    // A row this version cannot read shows without its detail.
  }
  const opt = (v: unknown) => (v === null || v === undefined ? undefined : v);
  return {
    id: Number(r.id),
    uid: String(r.uid),
    at: Number(r.at),
    command: String(r.command) as RunRow["command"],
    via: opt(r.via) as string | undefined,
    session: opt(r.session) as string | undefined,
    baseUrl: String(r.base_url),
    profile: (opt(r.profile) as string | undefined) ?? DEFAULT_PROFILE,
    summary: String(r.summary),
    search: String(r.search),
    people: opt(r.people) === undefined ? undefined : Number(r.people),
    credits: opt(r.credits) === undefined ? undefined : Number(r.credits),
    status: String(r.status) as RunRow["status"],
    detail,
  };
}

/** `%`, `_` and the escape itself taken literally in a LIKE pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface RunQuery {
  limit?: number;
  /** Text to look for in queries and answers (case-insensitive for ASCII letters). */
  search?: string;
  command?: RunRow["command"];
  session?: string;
  /** Runs under this profile only. */
  profile?: string;
  /** The one run of this uid (an MCP run handle names a run by it). */
  uid?: string;
}

/** Runs, newest first. */
export function listRuns(db: Database, q: RunQuery = {}): RunRow[] {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (q.search) {
    where.push("search LIKE ? ESCAPE '\\'");
    params.push(likePattern(q.search));
  }
  if (q.command) {
    where.push("command = ?");
    params.push(q.command);
  }
  if (q.session) {
    where.push("session = ?");
    params.push(q.session);
  }
  if (q.profile !== undefined) {
    if (q.profile === DEFAULT_PROFILE) where.push("profile IS NULL");
    else {
      where.push("profile = ?");
      params.push(q.profile);
    }
  }
  if (q.uid) {
    where.push("uid = ?");
    params.push(q.uid);
  }
  const sql = `SELECT * FROM runs ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY at DESC, id DESC LIMIT ?`;
  return db.all(sql, ...params, q.limit ?? -1).map(rowToRun);
}

export function getRun(db: Database, id: number): RunRow | undefined {
  const r = db.get("SELECT * FROM runs WHERE id = ?", id);
  return r ? rowToRun(r) : undefined;
}

/** How many runs there are from before `before` (all with undefined). */
export function countRuns(db: Database, before?: number): number {
  const row =
    before === undefined
      ? db.get("SELECT COUNT(*) AS n FROM runs")
      : db.get("SELECT COUNT(*) AS n FROM runs WHERE at < ?", before);
  return Number(row?.n ?? 0);
}

/** Removes runs from before `before` (all with undefined); how many went. */
export function deleteRuns(db: Database, before?: number): number {
  return before === undefined
    ? db.run("DELETE FROM runs").changes
    : db.run("DELETE FROM runs WHERE at < ?", before).changes;
}
