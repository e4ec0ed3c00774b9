// Opening the store's one SQLite file safely, and running short write transactions on it.
//
// - The directory is made 0700 and the file 0600 before SQLite opens it, whatever the umask: it holds
//   personal data from the service. SQLite creates -wal and -shm with the database file's mode.
// - The file is created (and closed) with fs before SQLite opens it, never touched with fs after: POSIX
//   locks belong to the process, so closing any descriptor of the file would drop SQLite's locks.
// - WAL, so readers never wait for a writer; synchronous=NORMAL (a commit is safe from a crash of the
//   process, and the file from power loss; only the last commits may be lost with the power); a busy
//   timeout, and BEGIN IMMEDIATE retried with a short backoff when SQLite answers SQLITE_BUSY at once.
// - One connection per process (the Store holds it); transactions are a few statements, never held
//   across a network call.
import {
  chmodSync,
  closeSync,
  constants,
  fchmodSync,
  fstatSync,
  mkdirSync,
  openSync,
  statSync,
} from "node:fs";
import { fileProblem } from "../errno.js";
import { type SqliteDatabase, type SqlValue, sqliteEngine } from "./engine.js";
import { MIGRATIONS, SCHEMA_VERSION } from "./schema.js";
import { StoreError } from "./types.js";

/** How long SQLite waits for another process's transaction before answering SQLITE_BUSY. */
const BUSY_TIMEOUT_MS = 2000;
/** Then BEGIN IMMEDIATE is tried again this many times, with a growing pause. */
const BEGIN_RETRIES = 6;

const MOVE_ASIDE_HINT = "Move it aside (it is recreated empty on the next run), or remove it.";

/** A SQLite error code (the primary one: extended codes carry it in their low byte). */
function sqliteCode(err: unknown): number | undefined {
  const e = err as { errcode?: unknown } | null;
  return typeof e?.errcode === "number" ? e.errcode & 0xff : undefined;
}

const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;
const SQLITE_CORRUPT = 11;
const SQLITE_NOTADB = 26;

/** Creates `dir` readable by the owner only (and tightens one that others may read or enter). */
function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if ((statSync(dir).mode & 0o077) !== 0) chmodSync(dir, 0o700);
}

/** Creates the database file 0600 (whatever the umask), or tightens an existing one; then closes it. */
function privateFile(path: string): void {
  const fd = openSync(path, constants.O_RDWR | constants.O_CREAT, 0o600);
  try {
    if ((fstatSync(fd).mode & 0o077) !== 0) fchmodSync(fd, 0o600);
  } finally {
    closeSync(fd);
  }
}

/** What went wrong, in words that follow "the local store PATH". */
export function describeStoreError(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { errstr?: string };
  const code = sqliteCode(err);
  if (code === SQLITE_NOTADB || code === SQLITE_CORRUPT) return `is damaged (${e.errstr ?? e.message})`;
  if (code === SQLITE_BUSY || code === SQLITE_LOCKED) return "is busy: another process held it for too long";
  return fileProblem(e, "opened") ?? `cannot be used (${e.errstr ?? e.message})`;
}

/** Wraps any error from fs or SQLite as a StoreError naming the file. */
export function storeError(path: string, err: unknown): StoreError {
  if (err instanceof StoreError) return err;
  const damaged = [SQLITE_NOTADB, SQLITE_CORRUPT].includes(sqliteCode(err) ?? -1);
  return new StoreError(path, describeStoreError(err), {
    cause: err,
    ...(damaged ? { hint: MOVE_ASIDE_HINT } : {}),
  });
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** Blocks for `ms`: the store's calls are synchronous, and the pauses are a few milliseconds. */
function sleepSync(ms: number): void {
  Atomics.wait(pause, 0, 0, ms);
}

export class Database {
  readonly path: string;
  readonly engine: string;
  readonly #db: SqliteDatabase;
  #statements = new Map<string, ReturnType<SqliteDatabase["prepare"]>>();

  private constructor(path: string, engine: string, db: SqliteDatabase) {
    this.path = path;
    this.engine = engine;
    this.#db = db;
  }

  /** Opens (creating when needed) the database at `path` in `dir`, migrated to the current schema. */
  static open(dir: string, path: string): Database {
    let engine: ReturnType<typeof sqliteEngine>;
    try {
      engine = sqliteEngine();
    } catch (err) {
      throw new StoreError(path, `cannot be opened: ${(err as Error).message}`);
    }
    let db: SqliteDatabase | undefined;
    try {
      privateDir(dir);
      privateFile(path);
      db = engine.open(path);
      const store = new Database(path, engine.name, db);
      db.exec(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`);
      // journal_mode answers with the mode it got; a file system without shared memory keeps the
      // rollback journal, which is slower but as safe.
      store.get("PRAGMA journal_mode = WAL");
      db.exec("PRAGMA synchronous = NORMAL");
      // Deleted history is overwritten, not left in free pages of a file that holds personal data.
      db.exec("PRAGMA secure_delete = ON");
      store.#migrate();
      return store;
    } catch (err) {
      try {
        db?.close();
      } catch {
        // Already failing.
      }
      throw storeError(path, err);
    }
  }

  #migrate(): void {
    const version = () => Number(this.get("PRAGMA user_version")?.user_version ?? 0);
    if (version() === SCHEMA_VERSION) return;
    this.immediate(() => {
      // Read again under the lock: another process may have migrated meanwhile.
      const at = version();
      if (at > SCHEMA_VERSION)
        throw new StoreError(
          this.path,
          `was written by a newer version of people (schema ${at}; this one knows ${SCHEMA_VERSION})`,
          { hint: "Upgrade people-search-cli, or move the file aside to start a new one." },
        );
      for (let v = at; v < SCHEMA_VERSION; v++) this.#db.exec(MIGRATIONS[v] as string);
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  }

  /**
   * Runs `fn` in one BEGIN IMMEDIATE transaction (the write lock taken at the start, so a read followed
   * by a write cannot be overtaken by another process) and commits; rolls back when it throws.
   */
  immediate<T>(fn: () => T): T {
    this.#begin();
    try {
      const out = fn();
      this.#db.exec("COMMIT");
      return out;
    } catch (err) {
      try {
        this.#db.exec("ROLLBACK");
      } catch {
        // No transaction left to roll back (SQLite may have rolled it back itself).
      }
      throw err;
    }
  }

  #begin(): void {
    for (let attempt = 0; ; attempt++) {
      try {
        this.#db.exec("BEGIN IMMEDIATE");
        return;
      } catch (err) {
        if (sqliteCode(err) !== SQLITE_BUSY || attempt >= BEGIN_RETRIES) throw err;
        // The busy handler has already waited; SQLite answers BUSY at once in a few cases (a WAL being
        // recovered, say). Back off a little, with jitter, so two waiters do not retry in step.
        sleepSync(5 * 2 ** attempt + Math.random() * 5);
      }
    }
  }

  #prepare(sql: string) {
    let s = this.#statements.get(sql);
    if (!s) {
      s = this.#db.prepare(sql);
      this.#statements.set(sql, s);
    }
    return s;
  }

  run(sql: string, ...params: SqlValue[]): { changes: number; lastId: number } {
    const r = this.#prepare(sql).run(...params);
    return { changes: Number(r.changes), lastId: Number(r.lastInsertRowid) };
  }

  get(sql: string, ...params: SqlValue[]): Record<string, unknown> | undefined {
    return this.#prepare(sql).get(...params);
  }

  all(sql: string, ...params: SqlValue[]): Record<string, unknown>[] {
    return this.#prepare(sql).all(...params);
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}
