// The store's schema, as migrations: each entry moves the database from version i to i + 1 (PRAGMA
// user_version). A migration is only ever appended, never edited: a database in the field may stand at
// any earlier version. A database at a later version than this list knows (written by a newer client) is
// left alone rather than written in a shape this client does not understand.

export const MIGRATIONS: readonly string[] = [
  // 1: runs (the history) and charges (the ledger, holds included).
  `
  CREATE TABLE runs (
    id       INTEGER PRIMARY KEY,
    uid      TEXT NOT NULL UNIQUE,   -- made by the recording process: a spooled run is imported once
    at       INTEGER NOT NULL,       -- ms since the epoch
    command  TEXT NOT NULL,          -- search | find | translate
    via      TEXT,                   -- what ran it, when not the command itself (chat)
    session  TEXT,                   -- the chat a turn belongs to
    base_url TEXT NOT NULL,          -- the service, or 'sandbox'
    summary  TEXT NOT NULL,          -- the query or filters in one line
    search   TEXT NOT NULL,          -- what --search looks through: the query and the answer
    people   INTEGER,                -- people returned or written
    credits  INTEGER,                -- what the run was charged, when known
    status   TEXT NOT NULL,          -- done | stopped | interrupted | failed
    detail   TEXT NOT NULL           -- JSON: everything needed to show it again
  );
  CREATE INDEX runs_at ON runs (at);

  CREATE TABLE charges (
    id        INTEGER PRIMARY KEY,
    uid       TEXT UNIQUE,           -- set when it came through the spool
    at        INTEGER NOT NULL,      -- when it was charged (a hold: when it was reserved)
    base_url  TEXT NOT NULL,
    command   TEXT NOT NULL,         -- what the user ran: find, search, chat, translate…
    operation TEXT NOT NULL,         -- page | translate | agentic
    credits   INTEGER NOT NULL,      -- charged; for a hold or an estimate, what was reserved
    balance   INTEGER,               -- the balance the service reported with it
    state     TEXT NOT NULL,         -- hold | charged | estimated
    pid       INTEGER                -- the process holding a hold
  );
  CREATE INDEX charges_window ON charges (base_url, at);
  CREATE INDEX charges_holds ON charges (state) WHERE state = 'hold';
  `,
  // 2: the profile (a stored account) each run and charge belongs to. NULL: the default profile, which
  // is what every row written before profiles belonged to.
  `
  ALTER TABLE runs ADD COLUMN profile TEXT;
  ALTER TABLE charges ADD COLUMN profile TEXT;
  `,
  // 3: people already seen (the index --new-only reads), the people of kept runs (pages of up to 100
  // and shortlists, which `people show` and `history --search` read), and saved searches. Identities are
  // kept as 64-bit hashes of the service and the identity (store/identity.ts), so an index of a million
  // people stays small; profiles stay in their run's detail, and go with it.
  `
  CREATE TABLE seen_runs (
    id       INTEGER PRIMARY KEY,
    uid      TEXT NOT NULL UNIQUE,   -- the run (runs.uid) that first delivered someone
    at       INTEGER NOT NULL,
    base_url TEXT NOT NULL
  );
  CREATE TABLE seen (
    person INTEGER PRIMARY KEY,      -- the hash of the service and the person's first identity
    at     INTEGER NOT NULL,         -- first delivered
    run    INTEGER NOT NULL          -- seen_runs.id
  );
  CREATE INDEX seen_at ON seen (at);
  CREATE TABLE seen_keys (
    key    INTEGER PRIMARY KEY,      -- the hash of the service and one more identity (profile URL, email)
    person INTEGER NOT NULL
  );
  CREATE TABLE seen_queue (          -- pages of exports not yet merged into seen and seen_keys
    id   INTEGER PRIMARY KEY,
    run  INTEGER NOT NULL,           -- seen_runs.id
    at   INTEGER NOT NULL,
    keys BLOB NOT NULL               -- each person: a count, then that many 64-bit identity hashes
  );
  CREATE TABLE kept (
    id     INTEGER PRIMARY KEY,
    run    TEXT NOT NULL,            -- runs.uid
    pos    INTEGER NOT NULL,         -- 0-based place in the run's people
    person INTEGER NOT NULL          -- seen.person
  );
  CREATE INDEX kept_run ON kept (run);
  CREATE INDEX kept_person ON kept (person);
  CREATE VIRTUAL TABLE kept_text USING fts5 (text, tokenize = 'unicode61 remove_diacritics 2');
  CREATE TRIGGER runs_forget AFTER DELETE ON runs BEGIN
    DELETE FROM kept_text WHERE rowid IN (SELECT id FROM kept WHERE run = old.uid);
    DELETE FROM kept WHERE run = old.uid;
  END;
  CREATE TABLE saved (
    name TEXT PRIMARY KEY,
    argv TEXT NOT NULL,              -- JSON: the command and its arguments, as given (no secrets)
    at   INTEGER NOT NULL
  );
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
