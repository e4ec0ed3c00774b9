// Which cells of the top-up a query can reach: its occupations by title, level, skills, tools (tools.ts) and
// the code host, and its places by location and country. Every other filter is tested person by person.
import { SENIORITY_LEVELS } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import { maskOf } from "./keywords.js";
import { languageCode } from "./languages.js";
import type { ExtraFilters } from "./query-index.js";
import { countryCode, METROS, placeCodes, skillCode, TITLES } from "./tables.js";
import { titleMask, titlesHolding } from "./title-codes.js";
import { titlesUsing, toolCode } from "./tools.js";
import type { OccupationOption } from "./topup-tally.js";
import { COUNTRIES, FAMILIES, FOUNDER_SKILLS, LEADERSHIP_SKILLS } from "./vocab.js";

const LOWER_LEVELS = SENIORITY_LEVELS.map((l) => l.toLowerCase());

interface FlatOptions {
  start: Int32Array;
  title: Int32Array;
  level: Uint8Array;
  /** Per occupation, 1 where its people may maintain repositories on the code host. */
  codes: Uint8Array;
  /** Per option, its occupation; and the options holding each title. */
  occOf: Int32Array;
  byTitle: Int32Array;
  byTitleStart: Int32Array;
}

export class CellMasks {
  private skillMasks?: Uint8Array[];
  private flat?: FlatOptions;

  constructor(private readonly options: OccupationOption[][]) {}

  /** A byte per occupation: 1 where a cell of it can hold someone the query asks for. */
  occupations(q: StructuredQuery, extra: ExtraFilters): Uint8Array {
    const lower = (l: readonly string[] | undefined) =>
      (l ?? []).map((s) => s.trim().toLowerCase()).filter(Boolean);
    const includes = lower(q.titleIncludes);
    const excludes = lower(q.titleExcludes);
    const held = includes.length > 0 ? titleMask(includes) : undefined;
    const shunned = excludes.length > 0 ? titleMask(excludes) : undefined;
    const levels = new Set(lower(q.seniorityLevels));
    const levelOk = Uint8Array.from(LOWER_LEVELS, (l) => (levels.size === 0 || levels.has(l) ? 1 : 0));
    // A language spoken is no occupation's skill: it is tested person by person (languages.ts).
    // Each skill as its slot code (-1 if none) and, for a tool (tools.ts), the titles that use it.
    const skills = lower(q.skills)
      .filter((s) => languageCode(s) === undefined)
      .map((s) => {
        const tool = toolCode(s);
        return { code: skillCode(s) ?? -1, using: tool === undefined ? undefined : titlesUsing(tool) };
      });
    const masks = skills.length > 0 ? this.skillMasksOf() : [];
    const using = skills.map((s) => (s.using ? maskOf(TITLES.length, s.using) : undefined));
    const flat = this.flatOptions();
    const out = new Uint8Array(this.options.length);
    // Per occupation, the tools its slots cannot hold, which one of its titles must then use; undefined where
    // a skill asked for is neither in its slots nor a tool.
    const pendingOf = (occ: number): Uint8Array[] | undefined => {
      const pending: Uint8Array[] = [];
      for (let k = 0; k < skills.length; k++) {
        if (skills[k].code >= 0 && masks[occ][skills[k].code]) continue;
        const u = using[k];
        if (!u) return undefined;
        pending.push(u);
      }
      return pending;
    };
    const fits = (k: number, pending: Uint8Array[]): boolean => {
      const title = flat.title[k];
      return (
        (!held || held[title] === 1) &&
        (!shunned || shunned[title] === 0) &&
        levelOk[flat.level[k]] === 1 &&
        pending.every((u) => u[title] === 1)
      );
    };
    const consider = (occ: number): void => {
      if (extra.codeHost && !flat.codes[occ]) return;
      const pending = pendingOf(occ);
      if (!pending) return;
      for (let k = flat.start[occ]; k < flat.start[occ + 1]; k++)
        if (fits(k, pending)) {
          out[occ] = 1;
          return;
        }
    };
    if (held) {
      // A title asked for: only the occupations holding such a title, found from the titles (a few of 3,400).
      const seen = new Uint8Array(out.length);
      for (const piece of includes)
        for (const title of titlesHolding(piece))
          for (let j = flat.byTitleStart[title]; j < flat.byTitleStart[title + 1]; j++) {
            const occ = flat.occOf[flat.byTitle[j]];
            if (seen[occ]) continue;
            seen[occ] = 1;
            consider(occ);
          }
    } else for (let occ = 0; occ < out.length; occ++) consider(occ);
    return out;
  }

  /** The options as flat arrays (occupation `occ`'s are `start[occ] .. start[occ + 1]`), walked by every query. */
  private flatOptions(): FlatOptions {
    if (!this.flat) {
      const all = this.options.flat();
      const start = new Int32Array(this.options.length + 1);
      this.options.forEach((opts, occ) => {
        start[occ + 1] = start[occ] + opts.length;
      });
      const title = Int32Array.from(all, (o) => o.title);
      const occOf = new Int32Array(all.length);
      for (let occ = 0; occ < this.options.length; occ++) occOf.fill(occ, start[occ], start[occ + 1]);
      // The options by title, as `byTitle[byTitleStart[t] .. byTitleStart[t + 1])`.
      const byTitleStart = new Int32Array(TITLES.length + 1);
      for (const t of title) byTitleStart[t + 1]++;
      for (let t = 0; t < TITLES.length; t++) byTitleStart[t + 1] += byTitleStart[t];
      const at = byTitleStart.slice(0, -1);
      const byTitle = new Int32Array(all.length);
      title.forEach((t, k) => {
        byTitle[at[t]++] = k;
      });
      this.flat = {
        start,
        title,
        level: Uint8Array.from(all, (o) => o.level),
        codes: Uint8Array.from(this.options, (opts) => (opts.some((o) => FAMILIES[o.family].codes) ? 1 : 0)),
        occOf,
        byTitle,
        byTitleStart,
      };
    }
    return this.flat;
  }

  /** A byte per place of `places` (metro codes, ascending): 1 where the query's locations and countries allow it. */
  places(q: StructuredQuery, places: Int32Array): Uint8Array {
    const mask = new Uint8Array(places.length).fill(1);
    const locations = (q.locations ?? []).map((s) => s.trim()).filter(Boolean);
    if (locations.length > 0) {
      const named = new Set(locations.flatMap((l) => placeCodes(l) ?? []));
      places.forEach((m, s) => {
        if (!named.has(m)) mask[s] = 0;
      });
    }
    const countries = (q.countries ?? []).map((s) => s.trim()).filter(Boolean);
    if (countries.length > 0) {
      const codes = new Set(countries.map((c) => countryCode(c)));
      places.forEach((m, s) => {
        if (!codes.has(COUNTRIES.indexOf(METROS[m].country))) mask[s] = 0;
      });
    }
    return mask;
  }

  /** Per occupation, a byte per skill code its people can list (built on the first search by skill). */
  private skillMasksOf(): Uint8Array[] {
    this.skillMasks ??= this.options.map((opts) => {
      const mask = new Uint8Array(256);
      const add = (names: readonly string[]) => {
        for (const n of names) mask[skillCode(n)!] = 1;
      };
      for (const o of opts) {
        const family = FAMILIES[o.family];
        add(family.specSkills[o.spec]);
        add(family.commonSkills);
        add(LEADERSHIP_SKILLS);
        add(FOUNDER_SKILLS);
      }
      return mask;
    });
    return this.skillMasks;
  }
}
