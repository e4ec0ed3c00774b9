// The index of people already seen: every person a paid run delivered, by the hashes of their identities
// (identity.ts) on one service, when and by which run first. `--new-only` asks it which people of a page
// are new and claims them for its run in the same transaction, so two runs at once never both deliver one
// person; a run asking again about people it claimed itself (a resumed export re-fetching a page it had
// not written) finds them still new.
import type { Database } from "./database.js";
import { identitiesOf, identityOfText } from "./identity.js";
import { identityHash } from "./keys.js";

export { identityHash } from "./keys.js";

/** The run a delivery belongs to. */
export interface SeenRun {
  uid: string;
  at: number;
  target: string;
}

/** Each connection's runs already in seen_runs: an export asks for its own at every page. */
const runIds = new WeakMap<Database, Map<string, number>>();

function runId(db: Database, run: SeenRun): number {
  let ids = runIds.get(db);
  if (!ids) {
    ids = new Map();
    runIds.set(db, ids);
  }
  const known = ids.get(run.uid);
  if (known !== undefined) return known;
  db.run("INSERT OR IGNORE INTO seen_runs (uid, at, base_url) VALUES (?, ?, ?)", run.uid, run.at, run.target);
  const id = Number(db.get("SELECT id FROM seen_runs WHERE uid = ?", run.uid)?.id);
  ids.set(run.uid, id);
  return id;
}

/** The person an identity hash belongs to and the run that first delivered them, when seen. */
function lookup(db: Database, key: bigint): { person: bigint; run: number } | undefined {
  // Read back as text: a 64-bit integer does not fit a JavaScript number.
  const direct = db.get("SELECT CAST(person AS TEXT) AS person, run FROM seen WHERE person = ?", key);
  const row =
    direct ??
    db.get(
      "SELECT CAST(s.person AS TEXT) AS person, s.run AS run FROM seen_keys k JOIN seen s ON s.person = k.person WHERE k.key = ?",
      key,
    );
  return row ? { person: BigInt(String(row.person)), run: Number(row.run) } : undefined;
}

/** What a claim says of one profile. */
export interface Claimed {
  /** The person's hash; undefined for a profile with no identity. */
  person: bigint | undefined;
  /** Another run delivered them before. */
  seenBefore: boolean;
  /** Past `max` people delivered: not recorded, not to be delivered. */
  over?: true;
}

/** SQLite's bound on a statement's parameters is 32,766; a page's keys stay well under this. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The placeholders of a statement of n rows (made once: a merge runs hundreds of statements alike). */
const markLists = new Map<string, string>();
function marks(n: number, each = "?"): string {
  const key = `${n}${each}`;
  let list = markLists.get(key);
  if (list === undefined) {
    list = Array.from({ length: n }, () => each).join(", ");
    markLists.set(key, list);
  }
  return list;
}

/**
 * Who among `keys` was seen, in two queries a chunk (a page of 100 is one chunk): the person and first
 * run of each key that leads to one, and which keys already have their row in seen_keys.
 */
function knownKeys(
  db: Database,
  keys: readonly bigint[],
): { known: Map<bigint, { person: bigint; run: number }>; mapped: Set<bigint> } {
  const known = new Map<bigint, { person: bigint; run: number }>();
  const mapped = new Set<bigint>();
  for (const chunk of chunks(keys, CHUNK)) {
    // Read back as text: a 64-bit integer does not fit a JavaScript number.
    for (const r of db.all(
      `SELECT CAST(person AS TEXT) AS person, run FROM seen WHERE person IN (${marks(chunk.length)})`,
      ...chunk,
    )) {
      const person = BigInt(String(r.person));
      known.set(person, { person, run: Number(r.run) });
    }
    for (const r of db.all(
      `SELECT CAST(k.key AS TEXT) AS key, CAST(s.person AS TEXT) AS person, s.run AS run FROM seen_keys k JOIN seen s ON s.person = k.person WHERE k.key IN (${marks(chunk.length)})`,
      ...chunk,
    )) {
      const key = BigInt(String(r.key));
      mapped.add(key);
      if (!known.has(key)) known.set(key, { person: BigInt(String(r.person)), run: Number(r.run) });
    }
  }
  return { known, mapped };
}

/**
 * Records `profiles` as delivered by `run` (inside the caller's transaction) and says, for each, whether
 * another run had delivered them before. A profile with no identity is never counted as seen. With `max`,
 * only the first `max` people delivered (with `newOnly`, the first `max` not seen before) are recorded.
 * A page costs two lookups and two inserts, whatever its size: an export's index keeps pace with it.
 */
export function claimPeople(
  db: Database,
  run: SeenRun,
  profiles: readonly Readonly<Record<string, unknown>>[],
  o: { max?: number; newOnly?: boolean } = {},
): Claimed[] {
  if (profiles.length === 0) return [];
  const keysOf = profiles.map((p) => identitiesOf(p).map((k) => identityHash(run.target, k)));
  return claimKeys(db, runId(db, run), run.at, keysOf, o);
}

/** claimPeople's work, on each profile's identity hashes (primary first), for the run `id`. */
function claimKeys(
  db: Database,
  id: number,
  at: number,
  keysOf: readonly (readonly bigint[])[],
  o: { max?: number; newOnly?: boolean },
): Claimed[] {
  const { known, mapped } = knownKeys(db, [...new Set(keysOf.flat())]);
  const newPeople: bigint[] = [];
  const newKeys: [bigint, bigint][] = [];
  let delivered = 0;
  const max = o.max ?? Number.POSITIVE_INFINITY;
  const out = keysOf.map((keys): Claimed => {
    if (delivered >= max) return { person: undefined, seenBefore: false, over: true };
    if (keys.length === 0) {
      delivered++;
      return { person: undefined, seenBefore: false };
    }
    let found: { person: bigint; run: number } | undefined;
    for (let i = 0; found === undefined && i < keys.length; i++) found = known.get(keys[i] as bigint);
    const person = found?.person ?? (keys[0] as bigint);
    const before = found !== undefined && found.run !== id;
    if (before && o.newOnly) return { person, seenBefore: true };
    delivered++;
    if (!found) {
      newPeople.push(person);
      // The same person twice on one page is one person.
      for (const k of keys) known.set(k, { person, run: id });
    }
    for (const k of keys)
      if (k !== person && !mapped.has(k)) {
        newKeys.push([k, person]);
        mapped.add(k);
      }
    return { person, seenBefore: before };
  });
  // In key order: each insert lands beside the one before it in the table's tree (an export merges some
  // 60,000 keys at once; in hash order each one would touch a page of its own).
  // Sorted as 64-bit integers by V8 itself (a comparison function over BigInts costs more than the inserts).
  const people = newPeople.length > CHUNK ? [...BigInt64Array.from(newPeople).sort()] : newPeople;
  let pairs = newKeys;
  if (newKeys.length > CHUNK) {
    const owner = new Map(newKeys);
    pairs = Array.from(BigInt64Array.from(newKeys, (p) => p[0]).sort(), (k) => [k, owner.get(k) as bigint]);
  }
  for (const chunk of chunks(people, CHUNK))
    db.run(
      `INSERT OR IGNORE INTO seen (person, at, run) VALUES ${marks(chunk.length, "(?, ?, ?)")}`,
      ...chunk.flatMap((p) => [p, at, id]),
    );
  for (const chunk of chunks(pairs, CHUNK))
    db.run(
      `INSERT OR REPLACE INTO seen_keys (key, person) VALUES ${marks(chunk.length, "(?, ?)")}`,
      ...chunk.flat(),
    );
  return out;
}

/** Merges the queued pages (exports of an earlier version) into the index, oldest first. */
export function mergeQueued(db: Database): void {
  const rows = db.all("SELECT id, run, at, keys FROM seen_queue ORDER BY id");
  if (rows.length === 0) return;
  for (const r of rows) claimKeys(db, Number(r.run), Number(r.at), keysOf(r.keys as Uint8Array), {});
  db.run("DELETE FROM seen_queue WHERE id <= ?", Number(rows.at(-1)?.id));
}

/** Merges an export's spooled people (seen-spool.ts) into the index, inside the caller's transaction. */
export function mergeKeys(db: Database, run: SeenRun, keys: Uint8Array): void {
  const people = keysOf(keys);
  if (people.length > 0) claimKeys(db, runId(db, run), run.at, people, {});
}

/** Each person's keys in the queue's layout; a last person cut short (a killed writer) is left out. */
function keysOf(bytes: Uint8Array): bigint[][] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: bigint[][] = [];
  for (let at = 0; at < bytes.length; ) {
    const n = bytes[at++] as number;
    if (at + 8 * n > bytes.length) break;
    const keys: bigint[] = [];
    for (let i = 0; i < n; i++, at += 8) keys.push(view.getBigInt64(at));
    out.push(keys);
  }
  return out;
}

/** Which of `profiles` were delivered before (without recording anything). */
export function seenBefore(
  db: Database,
  target: string,
  profiles: readonly Readonly<Record<string, unknown>>[],
): boolean[] {
  return profiles.map((p) => identitiesOf(p).some((k) => lookup(db, identityHash(target, k)) !== undefined));
}

/** The text `history --search` finds a kept person by: name, titles, companies, headline. */
function personText(p: Readonly<Record<string, unknown>>): string {
  const parts: string[] = [];
  const add = (v: unknown) => {
    if (typeof v === "string") parts.push(v);
    else if (v && typeof v === "object" && !Array.isArray(v)) add((v as Record<string, unknown>).name);
  };
  for (const f of ["name", "title", "currentTitle", "headline", "company", "currentCompany"]) add(p[f]);
  return parts.join(" ");
}

/** The people of a kept run (a page of up to 100, a shortlist): indexed, and findable by their words. */
export function keepPeople(
  db: Database,
  run: SeenRun,
  profiles: readonly Readonly<Record<string, unknown>>[],
): void {
  const claimed = claimPeople(db, run, profiles);
  claimed.forEach((c, pos) => {
    if (c.person === undefined) return;
    const { lastId } = db.run("INSERT INTO kept (run, pos, person) VALUES (?, ?, ?)", run.uid, pos, c.person);
    db.run("INSERT INTO kept_text (rowid, text) VALUES (?, ?)", lastId, personText(profiles[pos] ?? {}));
  });
}

/** Where a person typed as KEY, URL or email was kept: the runs (uid) and places, newest first. */
export function keptPlaces(db: Database, text: string): { run: string; pos: number }[] {
  const identity = identityOfText(text);
  if (!identity) return [];
  const targets = db.all("SELECT DISTINCT base_url FROM seen_runs").map((r) => String(r.base_url));
  const out: { run: string; pos: number }[] = [];
  for (const t of targets) {
    const found = lookup(db, identityHash(t, identity));
    if (!found) continue;
    for (const r of db.all(
      "SELECT k.run AS run, k.pos AS pos FROM kept k JOIN runs r ON r.uid = k.run WHERE k.person = ? ORDER BY r.at DESC, r.id DESC",
      found.person,
    ))
      out.push({ run: String(r.run), pos: Number(r.pos) });
  }
  return out;
}

/** When a person (typed as KEY, URL or email) was first seen and by which run (uid), on any service. */
export function firstSeen(
  db: Database,
  text: string,
): { at: number; run: string; target: string } | undefined {
  const identity = identityOfText(text);
  if (!identity) return undefined;
  for (const r of db.all("SELECT DISTINCT base_url FROM seen_runs")) {
    const target = String(r.base_url);
    const found = lookup(db, identityHash(target, identity));
    if (!found) continue;
    const row = db.get(
      "SELECT s.at AS at, r.uid AS uid FROM seen s JOIN seen_runs r ON r.id = s.run WHERE s.person = ?",
      found.person,
    );
    if (row) return { at: Number(row.at), run: String(row.uid), target };
  }
  return undefined;
}

/** An FTS5 query matching every word of `text` (each quoted, so nothing in it is syntax). */
export function ftsQuery(text: string): string | undefined {
  const words = text.match(/[\p{L}\p{N}]+/gu);
  return words?.length ? words.map((w) => `"${w}"`).join(" ") : undefined;
}

/** Forgets people first seen before `before` (everyone without it), and what pointed at them. */
export function forgetSeen(db: Database, before?: number): number {
  runIds.delete(db);
  if (before === undefined) {
    db.run("DELETE FROM seen_queue");
    const n = db.run("DELETE FROM seen").changes;
    db.run("DELETE FROM seen_keys");
    db.run("DELETE FROM seen_runs");
    return n;
  }
  mergeQueued(db);
  const n = db.run("DELETE FROM seen WHERE at < ?", before).changes;
  if (n > 0) {
    db.run("DELETE FROM seen_keys WHERE person NOT IN (SELECT person FROM seen)");
    db.run("DELETE FROM seen_runs WHERE id NOT IN (SELECT DISTINCT run FROM seen)");
  }
  return n;
}

/** How many people the index holds. */
export function seenCount(db: Database): number {
  return Number(db.get("SELECT COUNT(*) AS n FROM seen")?.n ?? 0);
}
