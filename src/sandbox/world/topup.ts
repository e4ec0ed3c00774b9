// The world = the base population + the top-up cells. Both live in one columnar store: ids 0..base-1 are
// the base people, then each cell's people at the fixed range its layout gives. The store grows to its full
// size on the first cell materialized and a cell is written once, when a query, a key or a count first
// needs it, so an id means the same person whatever order the queries came in.
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Columns, Company } from "./columns.js";
import { canonicalKey, compileQuery, type ExtraFilters, type PostingIndex } from "./query-index.js";
import type { TopUpLayout } from "./topup-layout.js";
import type { TopUpPeople } from "./topup-people.js";

/** Matches kept by canonical key: a page walk keeps its set while other queries come and go. */
const CACHE_SIZE = 16;

/** A query's candidate top-up people: `[lo, hi)` id runs, or (when the runs are short) the ids listed. */
interface Candidates {
  runs: Int32Array;
  ids?: Int32Array;
  people: number;
}

const NO_RUNS = new Int32Array(0);

export class World {
  /** Base people then top-up people; the arrays are replaced (not the object) when the store grows. */
  readonly columns: Columns;
  readonly size: number;
  /** A bit a cell, set once it is written: 1.9 million cells at 1M people, 240 KB. */
  private readonly done: Uint8Array;
  /** A bit a cell whose people's employers alone are written (their first draws: see employsAny). */
  private readonly employed: Uint8Array;
  private grown = false;
  private sample?: Uint32Array;
  private readonly cache = new Map<string, Int32Array>();
  /** Candidate top-up people by the fields that select cells (see candidates). */
  private readonly candidateCache = new Map<string, Candidates>();

  constructor(
    private readonly base: Columns,
    private readonly layout: TopUpLayout,
    private readonly people: TopUpPeople,
    private readonly index: PostingIndex,
    private readonly companies: readonly Company[],
    private readonly companyByLower: Map<string, Company>,
    /** Adds the top-up's local companies (once): before any top-up person or company-name lookup needs them. */
    readonly localCompanies: () => void,
  ) {
    this.columns = { ...base };
    this.size = base.n + layout.total;
    this.done = new Uint8Array((layout.cellCount + 7) >>> 3);
    this.employed = new Uint8Array(this.done.length);
  }

  /** Makes sure person `i`'s columns are written (a no-op for the base and for written cells). */
  ensurePerson(i: number): void {
    if (i >= this.base.n && i < this.size) this.ensureCell(this.layout.cellOf(i - this.base.n));
  }

  ensureCell(cell: number): void {
    if (this.done[cell >>> 3] & (1 << (cell & 7))) return;
    this.localCompanies();
    this.grow();
    this.people.fill(this.columns, cell, this.base.n + this.layout.start(cell));
    this.done[cell >>> 3] |= 1 << (cell & 7);
  }

  /** Whether any of cell `cell`'s people works at a company `mask` marks, their employers written first if need be. */
  private employsAny(cell: number, mask: Uint8Array): boolean {
    const bit = 1 << (cell & 7);
    const first = this.base.n + this.layout.start(cell);
    if (!(this.done[cell >>> 3] & bit) && !(this.employed[cell >>> 3] & bit)) {
      this.grow();
      this.people.writeEmployers(this.columns.company, cell, first);
      this.employed[cell >>> 3] |= bit;
    }
    const company = this.columns.company;
    for (let i = first, end = first + this.layout.size(cell); i < end; i++)
      if (mask[company[i]] === 1) return true;
    return false;
  }

  /** Copies the base into arrays sized for everyone; the top-up part is written cell by cell. */
  private grow(): void {
    if (this.grown) return;
    this.grown = true;
    const n = this.size;
    const cols = this.columns as unknown as Record<string, unknown>;
    for (const [name, value] of Object.entries(this.base)) {
      if (!ArrayBuffer.isView(value)) continue;
      const old = value as Uint8Array;
      const grown = new (old.constructor as Uint8ArrayConstructor)((old.length / this.base.n) * n);
      grown.set(old);
      cols[name] = grown;
    }
    this.columns.n = n;
  }

  /** Matching ids, ascending: the base people the indexes find, then the candidate cells' people who pass. */
  matchIds(query: StructuredQuery, extra: ExtraFilters = {}): Int32Array {
    const key = canonicalKey(query, extra);
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit;
    }
    this.localCompanies();
    const candidates = this.candidates(query, extra);
    // Compiled after the cells are written: the tests read the arrays the store holds now.
    const compiled = compileQuery(query, extra, this.columns, this.index, this.companyByLower);
    const room = compiled.impossible ? 0 : candidates.people;
    const { ids: out, count } = compiled.run(room);
    let w = count;
    if (room > 0) {
      // The candidate cells are exactly the places asked for: their people need no place test.
      const { locations, countries, ...rest } = query;
      void [locations, countries];
      const others = compileQuery(rest, extra, this.columns, this.index, this.companyByLower);
      const { runs, ids } = candidates;
      if (ids) w = others.appendIds(ids, out, w);
      for (let r = 0; r < runs.length; r += 2) w = others.appendRange(runs[r], runs[r + 1], out, w);
    }
    // Copy rather than keep a view, so the cache does not pin a buffer sized for every candidate.
    const ids = out.slice(0, w);
    this.cache.set(key, ids);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return ids;
  }

  /**
   * The ids a query's top-up people could have, their cells written. They depend only on the fields that
   * select cells, so the queries of one search (other years, flags, employers) share them. Held as runs of
   * neighbouring cells; where the runs are short (a country's metros lie apart), as the ids themselves, which
   * then cost at most twice the runs and are walked like a posting list.
   */
  private candidates(query: StructuredQuery, extra: ExtraFilters): Candidates {
    const { titleIncludes, titleExcludes, seniorityLevels, skills, locations, countries } = query;
    const employers = this.currentEmployers(query);
    const key = canonicalKey(
      { titleIncludes, titleExcludes, seniorityLevels, skills, locations, countries },
      extra,
    ).concat(employers ? `&at=${employers.codes.join("|")}` : "");
    let found = this.candidateCache.get(key);
    if (found) {
      this.candidateCache.delete(key);
    } else {
      // Current employers asked for: a cell none of whose people works at one is left unwritten, found out from
      // each person's first draw (a tenth of writing them), which stays in the company column for the next
      // employer asked for: "everyone at Shell" need not write the world.
      const visit = (cell: number): boolean => {
        if (employers && !this.employsAny(cell, employers.mask)) return false;
        this.ensureCell(cell);
        return true;
      };
      const runs = this.layout.candidateRuns(query, extra, this.base.n, visit);
      let people = 0;
      for (let r = 0; r < runs.length; r += 2) people += runs[r + 1] - runs[r];
      if (people >= runs.length * 2) found = { runs, people };
      else {
        const ids = new Int32Array(people);
        let w = 0;
        for (let r = 0; r < runs.length; r += 2) for (let i = runs[r]; i < runs[r + 1]; i++) ids[w++] = i;
        found = { runs: NO_RUNS, ids, people };
      }
    }
    this.candidateCache.set(key, found);
    if (this.candidateCache.size > CACHE_SIZE)
      this.candidateCache.delete(this.candidateCache.keys().next().value!);
    return found;
  }

  /** The companies a query asks people to work at now, by code and as a byte a code, or none asked. */
  private currentEmployers(query: StructuredQuery): { codes: number[]; mask: Uint8Array } | undefined {
    if (query.currentEmployersOnly === false) return undefined;
    const names = (query.companyNames ?? []).map((c) => c.trim().toLowerCase()).filter(Boolean);
    if (names.length === 0) return undefined;
    const codes = [...new Set(names.map((c) => this.companyByLower.get(c)?.code))]
      .filter((c) => c !== undefined)
      .sort((a, b) => a - b);
    const mask = new Uint8Array(this.companies.length);
    for (const c of codes) mask[c] = 1;
    return { codes, mask };
  }

  /** People currently at each company, base and top-up alike (top-up employers counted without writing the cells). */
  headcountSample(code: number): number {
    if (!this.sample) {
      this.localCompanies();
      const counts = new Uint32Array(this.companies.length);
      for (let i = 0; i < this.base.n; i++) counts[this.base.company[i]]++;
      for (let cell = 0; cell < this.layout.cellCount; cell++)
        if (this.layout.size(cell) > 0) this.people.countEmployers(cell, counts);
      this.sample = counts;
    }
    return this.sample[code] ?? 0;
  }
}
