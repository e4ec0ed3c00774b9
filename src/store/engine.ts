// Which SQLite the store runs on. Chosen after trying the candidates against what the store needs (a
// registry-only install on Node 20 and 24, cross-process locking, surviving kill -9, file modes):
// - `node:sqlite`, built into Node 22.13+ and 24 (on 22.5–22.12 it needs a flag, and is then absent here);
// - else `@photostructure/sqlite` 1.2.1, the same DatabaseSync API as a native addon whose binaries ship in
//   its npm tarball (no download, no compiler). It is an optional dependency: where it has no binary the
//   install still succeeds and the store is unavailable (said once; the command goes on).
// Rejected: node-sqlite3-wasm (a process killed inside a transaction leaves a lock directory that locks
// the database for good), sql.js (an in-memory copy: no file locking, so two processes lose each other's
// updates), better-sqlite3 12 (fetches its binary from GitHub at install, else needs a compiler).
//
// Loaded only when a command first needs the store: never for --help, --version or a free call.

/** The part of the DatabaseSync API the store uses (node:sqlite and @photostructure/sqlite share it). */
interface SqliteStatement {
  run(...params: SqlValue[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  get(...params: SqlValue[]): Record<string, unknown> | undefined;
  all(...params: SqlValue[]): Record<string, unknown>[];
}

export interface SqliteDatabase {
  exec(sql: string): void;
  prepare(sql: string): SqliteStatement;
  close(): void;
}

export type SqlValue = string | number | bigint | null | Uint8Array;

interface SqliteEngine {
  /** `node:sqlite` or `@photostructure/sqlite`, for messages and the README's claims. */
  name: string;
  open(path: string): SqliteDatabase;
}

type DatabaseSyncClass = new (path: string) => SqliteDatabase;

let cached: SqliteEngine | Error | undefined;

/** The engine this runtime offers; throws (the same error each time) when there is none. */
export function sqliteEngine(): SqliteEngine {
  cached ??= findEngine();
  if (cached instanceof Error) throw cached;
  return cached;
}

function findEngine(): SqliteEngine | Error {
  const builtin = builtinSqlite();
  if (builtin) return { name: "node:sqlite", open: (path) => new builtin(path) };
  try {
    // The built CLI is CommonJS (require is there); from the sources, the test runner provides one too.
    const { DatabaseSync } = require("@photostructure/sqlite") as { DatabaseSync: DatabaseSyncClass };
    return { name: "@photostructure/sqlite", open: (path) => new DatabaseSync(path) };
  } catch (err) {
    return new Error(
      `no SQLite for this Node.js (${process.version} on ${process.platform}-${process.arch}): node:sqlite is not built in and the optional package @photostructure/sqlite did not load (${(err as Error).message.split("\n")[0]})`,
    );
  }
}

/**
 * node:sqlite where the runtime has it without a flag. Node 22.13–22.x still calls it experimental and
 * would say so on stderr when it loads; that warning is not the user's business, so it is held back
 * while the module loads (and only that one).
 */
function builtinSqlite(): DatabaseSyncClass | undefined {
  const original = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    const text = typeof warning === "string" ? warning : warning.message;
    const type = typeof rest[0] === "string" ? rest[0] : (rest[0] as { type?: string } | undefined)?.type;
    if (
      (type === "ExperimentalWarning" || (warning as Error).name === "ExperimentalWarning") &&
      /SQLite/i.test(text)
    )
      return;
    (original as (...a: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    const m = process.getBuiltinModule?.("node:sqlite") as { DatabaseSync?: DatabaseSyncClass } | undefined;
    return m?.DatabaseSync;
  } catch {
    // Node 22.5–22.12 without --experimental-sqlite: not there.
    return undefined;
  } finally {
    process.emitWarning = original;
  }
}
