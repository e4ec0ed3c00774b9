// Saved searches: a name and the command line it stands for (`find …` or `search …`), checked and cleaned
// of secrets before it gets here.
import type { Database } from "./database.js";

export interface SavedSearch {
  name: string;
  /** The command (`find` or `search`) and its arguments. */
  argv: string[];
  at: number;
}

function rowToSaved(r: Record<string, unknown>): SavedSearch {
  let argv: string[] = [];
  try {
    const parsed = JSON.parse(String(r.argv)) as unknown;
    if (Array.isArray(parsed)) argv = parsed.map(String);
  } catch {
    // A row this version cannot read runs nothing.
  }
  return { name: String(r.name), argv, at: Number(r.at) };
}

/** Saves (or replaces, with `replace`) a search; false when the name is taken and not to be replaced. */
export function putSaved(db: Database, s: SavedSearch, replace: boolean): boolean {
  const sql = replace
    ? "INSERT OR REPLACE INTO saved (name, argv, at) VALUES (?, ?, ?)"
    : "INSERT OR IGNORE INTO saved (name, argv, at) VALUES (?, ?, ?)";
  return db.run(sql, s.name, JSON.stringify(s.argv), s.at).changes === 1;
}

export function getSaved(db: Database, name: string): SavedSearch | undefined {
  const r = db.get("SELECT * FROM saved WHERE name = ?", name);
  return r ? rowToSaved(r) : undefined;
}

export function listSaved(db: Database): SavedSearch[] {
  return db.all("SELECT * FROM saved ORDER BY name").map(rowToSaved);
}

export function removeSaved(db: Database, name: string): boolean {
  return db.run("DELETE FROM saved WHERE name = ?", name).changes === 1;
}
