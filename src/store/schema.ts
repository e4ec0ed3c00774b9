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
];

export const SCHEMA_VERSION = MIGRATIONS.length;
