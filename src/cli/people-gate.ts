// What stands between the people a paid call returned and the people a command delivers: `--exclude FILE`
// (people the user brings: a CRM export, a do-not-contact list) and `--new-only` (people no earlier run
// delivered), both matched by the one identity contract (store/identity.ts). The gate also records who
// was delivered, as pages arrive, synchronously, before a page's bytes are written: with --new-only each
// page is claimed in the index in one transaction (a killed and resumed export re-fetching that page finds
// its people still new to this run); without it, an export's pages are appended to its file in the spool
// (store/seen-spool.ts), which the index takes in later. Either way a killed and resumed export indexes
// every person it wrote once.

import { IdentitySet, identityOfText } from "../store/identity.js";
import type { Store } from "../store/index.js";
import { pageKeysOf } from "../store/keys.js";
import { randomUUID } from "../store/random.js";
import { SeenSpool } from "../store/seen-spool.js";
import { UsageError } from "./errors.js";
import type { Factory } from "./factory.js";
import type { GateFlags } from "./flags/people.js";
import type { LocalRecords } from "./records.js";

/** Columns of an exclusion CSV read as identities (lower case, without spaces, dashes or underscores). */
const ID_COLUMNS = new Set(["id", "key", "personid", "personkey"]);
const URL_COLUMNS = new Set(["linkedinurl", "profileurl", "url", "linkedin", "profile"]);
const EMAIL_COLUMNS = new Set(["email", "emailaddress", "workemail", "mail"]);

/** RFC 4180 rows (quoted fields, doubled quotes, CRLF or LF). */
export function csvRecords(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

/** The identities in one exclusion file: JSONL objects, or a CSV whose header names the columns. */
export function exclusionsOf(file: string, text: string, into: IdentitySet): number {
  const before = into.size;
  const jsonl = /\.(jsonl|ndjson|json)$/i.test(file) || text.trimStart().startsWith("{");
  if (jsonl) {
    text.split(/\r?\n/).forEach((line, i) => {
      if (line.trim() === "") return;
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new UsageError(
          `--exclude ${file}: line ${i + 1} is not JSON`,
          "Give JSONL (one object a line) or CSV.",
        );
      }
      if (value && typeof value === "object" && !Array.isArray(value))
        into.addProfile(value as Record<string, unknown>);
    });
    return into.size - before;
  }
  const [header, ...rows] = csvRecords(text);
  const names = (header ?? []).map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, "")
      .replace(/^\uFEFF/, ""),
  );
  const columns = names.flatMap((name, i) =>
    ID_COLUMNS.has(name) || URL_COLUMNS.has(name) || EMAIL_COLUMNS.has(name) ? [{ name, i }] : [],
  );
  if (columns.length === 0)
    throw new UsageError(
      `--exclude ${file}: no column names a person (looked for id, key, linkedinUrl, profileUrl, url, email)`,
      "Give a CSV whose header has an id, profile URL or email column, or JSONL objects with those fields.",
    );
  for (const row of rows)
    for (const { name, i } of columns) {
      const cell = row[i]?.trim();
      if (!cell) continue;
      if (ID_COLUMNS.has(name)) into.addProfile({ id: cell });
      else if (URL_COLUMNS.has(name)) into.addProfile({ linkedinUrl: cell });
      else {
        const id = identityOfText(cell);
        if (id) into.add(id);
      }
    }
  return into.size - before;
}

/** Why `--new-only` cannot work with history off: it would show everyone. */
export const NO_HISTORY_REFUSAL = new UsageError(
  "--new-only needs the record of people already seen, and history is off (PEOPLE_NO_HISTORY=1 or `people config set history off`), so nobody is remembered",
  "Turn history on (unset PEOPLE_NO_HISTORY, or `people config set history on`), or drop --new-only.",
);

/** How many people a gate left out, and why. */
export interface GateCounts {
  seen: number;
  excluded: number;
}

export class PeopleGate {
  /** The run the people are delivered by: its history row carries the same uid. */
  readonly runUid: string;
  readonly newOnly: boolean;
  readonly counts: GateCounts = { seen: 0, excluded: 0 };
  readonly #excluded: IdentitySet | undefined;
  readonly #records: LocalRecords;
  readonly #now: () => number;
  /** The store, for --new-only (undefined without it). */
  readonly #store: Store | undefined;
  /** Whether the people delivered go to the index without --new-only (history on): by the spool. */
  readonly #index: boolean;
  /** This run's file of people for the index; null once a write to it failed (nothing more is added). */
  #spool: SeenSpool | null | undefined;

  private constructor(o: {
    runUid: string;
    newOnly: boolean;
    excluded: IdentitySet | undefined;
    records: LocalRecords;
    store: Store | undefined;
    index: boolean;
    now: () => number;
  }) {
    this.#now = o.now;
    this.runUid = o.runUid;
    this.newOnly = o.newOnly;
    this.#excluded = o.excluded;
    this.#records = o.records;
    this.#store = o.store;
    this.#index = o.index;
  }

  /**
   * Reads the exclusion files and, for `--new-only` or `index`, opens the store; before any request.
   * `--new-only` refuses (exit 2) with history off and fails (exit 1) when the store cannot be opened,
   * rather than deliver everyone.
   */
  static async open(
    f: Factory,
    flags: GateFlags,
    o: { index: boolean; runUid?: string | undefined },
  ): Promise<PeopleGate> {
    const newOnly = Boolean(flags.newOnly);
    const keep = (await f.settings(["history"])).history?.value !== false;
    if (newOnly && !keep) throw NO_HISTORY_REFUSAL;
    let excluded: IdentitySet | undefined;
    if (flags.exclude?.length) {
      const { INPUT_LIMITS, readFileOrStdin } = await import("./read-input.js");
      excluded = new IdentitySet();
      for (const file of flags.exclude) {
        const text = await readFileOrStdin(f.io, file, {
          limit: INPUT_LIMITS.exclusions,
          flag: "--exclude",
          example: "people find … --exclude - < do-not-contact.csv",
        });
        exclusionsOf(file, text, excluded);
      }
    }
    const records = await f.records();
    const store = newOnly ? await records.store() : undefined;
    return new PeopleGate({
      runUid: o.runUid ?? randomUUID(),
      newOnly,
      excluded,
      records,
      store,
      // Without --new-only, an export's people reach the index through the spool: the store is not opened.
      index: !newOnly && o.index && keep,
      now: f.now,
    });
  }

  /** Whether anything is left out. */
  get filters(): boolean {
    return this.newOnly || this.#excluded !== undefined;
  }

  /**
   * The people to deliver out of `profiles`, at most `max`: the excluded left out, then (with --new-only)
   * the people another run delivered; those delivered are recorded as seen by this run. Synchronous.
   */
  pass<T extends Readonly<Record<string, unknown>>>(profiles: readonly T[], max?: number): T[] {
    let out = [...profiles];
    if (this.#excluded) {
      const set = this.#excluded;
      out = out.filter((p) => !set.has(p));
      this.counts.excluded += profiles.length - out.length;
    }
    if (this.#index) return this.#spooled(max === undefined ? out : out.slice(0, max));
    if (!this.#store || out.length === 0) return max === undefined ? out : out.slice(0, max);
    const run = { uid: this.runUid, at: this.#now(), target: this.#records.target };
    const claimed = this.#store.claim(run, out, { newOnly: true, ...(max !== undefined ? { max } : {}) });
    this.counts.seen += claimed.filter((c) => c.seenBefore).length;
    return out.filter((_, i) => !claimed[i]?.over && !claimed[i]?.seenBefore);
  }

  /**
   * Records `delivered` as seen without leaving anyone out: their identity keys appended to this run's
   * file in the spool (store/seen-spool.ts), before they are written; not once the disk is full, when
   * the room left is the charges' (the journal's reserve). Never fails the command.
   */
  #spooled<T extends Readonly<Record<string, unknown>>>(delivered: T[]): T[] {
    if (delivered.length === 0 || this.#spool === null) return delivered;
    try {
      if (this.#records.diskShort) throw Object.assign(new Error("the disk is full"), { code: "ENOSPC" });
      const target = this.#records.target;
      if (!this.#spool) {
        const spool = SeenSpool.open(
          this.#records.spoolDir,
          { uid: this.runUid, at: this.#now(), target },
          this.#now(),
        );
        this.#records.atFlush(() => {
          spool.close();
          // A command of a longer process (a chat) that goes on starts a file of its own.
          if (this.#spool === spool) this.#spool = undefined;
        });
        this.#spool = spool;
      }
      this.#spool.write(pageKeysOf(target, delivered));
    } catch (err) {
      // A page cut short is the file's last: its reader drops a person cut short at the end.
      this.#spool = null;
      this.#records.warnOnce(err, "the people of this run are not remembered as seen.");
    }
    return delivered;
  }

  /** `Left out 12 people seen before (--new-only) and 3 in --exclude files.`, or undefined. */
  note(): string | undefined {
    const parts: string[] = [];
    const people = (k: number) => `${k} ${k === 1 ? "person" : "people"}`;
    if (this.newOnly) parts.push(`${people(this.counts.seen)} seen before (--new-only)`);
    if (this.#excluded) parts.push(`${people(this.counts.excluded)} in --exclude files`);
    return parts.length ? `Left out ${parts.join(" and ")}.` : undefined;
  }
}
