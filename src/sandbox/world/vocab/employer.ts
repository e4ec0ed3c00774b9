// A well-known employer's row (employers.ts, employers-more.ts, employers-more2.ts).
import type { HeadcountRange } from "../../../contract/filters.js";

export interface KnownEmployer {
  name: string;
  /** Other names a sentence uses (lower case). */
  aliases: string[];
  industry: string;
  headcount: HeadcountRange;
  /** Headquarters: a metro of the world. */
  city: string;
  founded: number;
  /** The countries it mostly employs in, when not everywhere: its past staff are mostly there too. */
  where?: string[];
  /**
   * Added after the base population was fixed: the base people's employer draws never pick it, so the people,
   * drawn from one stream, stay as they were. Its current staff are top-up people and those living where it
   * is headquartered (known-home.ts); it is a past employer like any other.
   */
  topUpOnly?: boolean;
  /**
   * Added after the headquarters' odds were fixed (known-home.ts): its head office's odds come after those of
   * the employers already headquartered in its metro, whose staff stay as they were.
   */
  late?: boolean;
  /**
   * Added after the branches' odds were fixed (known-home.ts): late, and its head office's and branches' odds
   * come after all of those already there, whose staff stay as they were.
   */
  later?: boolean;
  /**
   * Short names that are also a place or a word ("Delta", "Southwest"): the reader takes a capitalised
   * unknown word for a name and the world answers to these; the reader's own vocabulary never lists them,
   * so "nurses in Delta" stays a place.
   */
  names?: string[];
  /** Its name is also a word ("UPS" is "pull ups", "Orange" a colour): the reader takes it only as written. */
  cased?: boolean;
}

/** A row: name, industry, headquarters, year founded, aliases, countries it mostly employs in, size. */
export const k = (
  name: string,
  industry: string,
  city: string,
  founded: number,
  aliases: string[] = [],
  where?: string[],
  headcount: HeadcountRange = "10001+",
): KnownEmployer => ({ name, aliases, industry, headcount, city, founded, ...(where ? { where } : {}) });

/** A name that is also a word, read as a name only as written. */
export const word = (e: KnownEmployer): KnownEmployer => ({ ...e, cased: true });
