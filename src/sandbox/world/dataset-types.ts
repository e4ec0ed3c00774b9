// What the sandbox's data set offers beyond the service's Dataset: a person's facts as plain values, their
// repositories, and the raw ids, companies and lookups the planner reads.
import type { SeniorityLevel } from "../../contract/filters.js";
import type { StructuredQuery } from "../../contract/schemas.js";
import type { Dataset, Profile } from "../types.js";
import type { Columns, Company } from "./columns.js";
import type { ExtraFilters } from "./query-index.js";

export interface Repo {
  name: string;
  fullName: string;
  url: string;
  description: string;
  language: string;
  stars: number;
}

/** Everything known about one person, as plain values (the planner reasons over these). */
export interface PersonFacts {
  index: number;
  key: string;
  firstName: string;
  lastName: string;
  name: string;
  title: string;
  seniority: SeniorityLevel;
  headline: string;
  company: Company;
  city: string;
  country: string;
  /** The occupation's skills they list, the tools their title uses (tools.ts), then the languages they speak. */
  skills: string[];
  /** How many of `skills`, at their end, are languages spoken. */
  languages: number;
  yearsOfExperience: number;
  monthsInCurrentRole: number;
  recentlyChangedJobs: boolean;
  emailVerified: boolean;
  email: string;
  pastCompanies: Company[];
  linkedinUrl: string;
  githubUrl?: string;
  repos: Repo[];
}

/** The dataset plus the extras the planner uses (raw ids, facts, companies, repositories). */
export type { Columns, Company };

export interface SandboxDataset extends Dataset {
  /** The base population (ids below it); the top-up cells' people follow, up to `size`. */
  readonly baseSize: number;
  readonly companies: readonly Company[];
  readonly columns: Columns;
  /** Matching person numbers in stable (ascending) order; `extra` narrows to code-host maintainers. */
  matchIds(query: StructuredQuery, extra?: ExtraFilters): Int32Array;
  facts(index: number): PersonFacts;
  profile(index: number, origin: string): Profile;
  keyOf(index: number): string;
  indexOfKey(key: string): number | undefined;
  avatarUrl(index: number, origin: string): string;
  /** Number of people in the data set currently employed by each company. */
  companyHeadcountSample(code: number): number;
  companyByName(name: string): Company | undefined;
}
