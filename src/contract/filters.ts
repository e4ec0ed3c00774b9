// ONE descriptor per field of the v1 filter set (api-spec.md, "Filter set"). Everything else that names a
// filter field is derived from this table: the wire schema (contract/schemas.ts), the `find` flags and
// their help, the replay of a command line in next-page and resume hints, the completion scripts, the
// README's filter table (cli/flags/filters.ts), the checkpoint's check of a filter set and the MCP tools'
// input schemas. Adding a field is one row here plus the sandbox's matching of it.
//
// No zod here: `people --help` and the completion scripts read this table without loading a schema library.

export const SENIORITY_LEVELS = [
  "Owner",
  "Founder",
  "CXO",
  "Partner",
  "VP",
  "Director",
  "Manager",
  "Senior",
  "Entry",
] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

export const HEADCOUNT_RANGES = [
  "1-10",
  "11-50",
  "51-200",
  "201-500",
  "501-1000",
  "1001-5000",
  "5001-10000",
  "10001+",
] as const;
export type HeadcountRange = (typeof HEADCOUNT_RANGES)[number];

/**
 * How a field is written on the wire and typed on the command line:
 * - `text`: one string; `--flag TEXT`.
 * - `list`: strings (from `values` when given, matched in any case); `--flag A,B`, repeatable.
 * - `number`: a number ≥ 0; `--flag N`.
 * - `flag`: a boolean the flag sets to `sends` (a flag can say only one of the two values).
 */
type FilterKind = "text" | "list" | "number" | "flag";

export interface FilterDescriptor {
  /** The field's name in the filter set. */
  readonly field: string;
  /** The `find` flag that sets it. */
  readonly flag: `--${string}`;
  readonly kind: FilterKind;
  /** What the flag's value is called in help (`--title <titles>`). */
  readonly valueName?: string;
  /** The closed list of values, for `list` fields that have one. */
  readonly values?: readonly string[];
  /** For `flag` fields: the value the flag sends. */
  readonly sends?: boolean;
  /**
   * For `number` fields: the least value that means anything (years are never negative). The CLI and the
   * MCP tools refuse less before anything is sent; the wire schema, as the spec, leaves it to the service.
   */
  readonly min?: number;
  /** Qualifies other filters rather than filtering by itself: alone it is no filter at all. */
  readonly qualifier?: boolean;
  /** One line for help, the README and tool schemas (enum values are appended where they are shown). */
  readonly help: string;
}

export const FILTER_FIELDS = [
  {
    field: "keywords",
    flag: "--keywords",
    kind: "text",
    valueName: "text",
    help: "free text matched against the headline",
  },
  {
    field: "titleIncludes",
    flag: "--title",
    kind: "list",
    valueName: "titles",
    help: "job titles to include, matched as substrings (`engineer` matches every kind)",
  },
  {
    field: "titleExcludes",
    flag: "--exclude-title",
    kind: "list",
    valueName: "titles",
    help: "job titles to leave out",
  },
  {
    field: "companyNames",
    flag: "--company",
    kind: "list",
    valueName: "names",
    help: "employer names, by common name",
  },
  {
    field: "companyIndustries",
    flag: "--industry",
    kind: "list",
    valueName: "names",
    help: "industries the employer is in",
  },
  {
    field: "seniorityLevels",
    flag: "--seniority",
    kind: "list",
    valueName: "levels",
    values: SENIORITY_LEVELS,
    help: "seniority levels",
  },
  {
    field: "headcountRanges",
    flag: "--headcount",
    kind: "list",
    valueName: "ranges",
    values: HEADCOUNT_RANGES,
    help: "employer size bands",
  },
  {
    field: "locations",
    flag: "--location",
    kind: "list",
    valueName: "metros",
    help: "metro areas, spelled as a profile would (`Berlin`)",
  },
  { field: "countries", flag: "--country", kind: "list", valueName: "names", help: "country names" },
  {
    field: "skills",
    flag: "--skill",
    kind: "list",
    valueName: "skills",
    help: "skills listed on the profile",
  },
  {
    field: "minYearsExperience",
    flag: "--min-years",
    kind: "number",
    min: 0,
    valueName: "n",
    help: "at least N years of experience",
  },
  {
    field: "maxYearsExperience",
    flag: "--max-years",
    kind: "number",
    min: 0,
    valueName: "n",
    help: "at most N years of experience",
  },
  {
    field: "recentlyChangedJobs",
    flag: "--recently-changed-jobs",
    kind: "flag",
    sends: true,
    help: "only people who started somewhere new recently",
  },
  {
    field: "verifiedEmailOnly",
    flag: "--verified-email",
    kind: "flag",
    sends: true,
    help: "only people with a verified work email",
  },
  {
    field: "currentEmployersOnly",
    flag: "--past-employers",
    kind: "flag",
    sends: false,
    qualifier: true,
    help: "employer filters also match past roles",
  },
] as const satisfies readonly FilterDescriptor[];

type Descriptor = (typeof FILTER_FIELDS)[number];
export type FilterField = Descriptor["field"];

/** The wire type of one descriptor's field. */
type WireValue<D> = D extends { kind: "text" }
  ? string
  : D extends { kind: "number" }
    ? number
    : D extends { kind: "flag" }
      ? boolean
      : D extends { values: readonly (infer V)[] }
        ? V[]
        : string[];

/** The filter set (`StructuredQuery`): every field optional, as the spec says. */
export type StructuredQuery = { [D in Descriptor as D["field"]]?: WireValue<D> };

/** The fields that hold lists of strings. */
export type ListField = Extract<Descriptor, { kind: "list" }>["field"];

/** The fields of the filter set, in the table's order. */
export const FILTER_FIELD_NAMES: readonly FilterField[] = FILTER_FIELDS.map((d) => d.field);

/** The fields that hold lists of strings, in the table's order. */
export const LIST_FIELDS: readonly ListField[] = FILTER_FIELDS.flatMap((d) =>
  d.kind === "list" ? [d.field] : [],
);

/** The descriptor of `field`, when it is one. */
export function filterDescriptor(field: string): FilterDescriptor | undefined {
  return FILTER_FIELDS.find((d) => d.field === field);
}

/**
 * True when at least one filter is set. An empty string, an empty list or a `false` flag counts as not set,
 * and so does a qualifier alone (`currentEmployersOnly`): it only qualifies the employer filters. Without
 * this rule such a query would be a search for everybody, which the spec forbids.
 */
export function hasAnyFilter(q: StructuredQuery): boolean {
  for (const [k, v] of Object.entries(q)) {
    if ((filterDescriptor(k) as FilterDescriptor | undefined)?.qualifier) continue;
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === "string" && v.trim() === "") continue;
    if (Array.isArray(v) && v.filter((s) => typeof s === "string" && s.trim() !== "").length === 0) continue;
    return true;
  }
  return false;
}

/** A number field set below its descriptor's minimum (the first, in the table's order), or undefined. */
export function belowMinimum(
  q: StructuredQuery,
): { field: string; flag: string; min: number; value: number } | undefined {
  const given = q as Record<string, unknown>;
  for (const d of FILTER_FIELDS as readonly FilterDescriptor[]) {
    const value = given[d.field];
    if (d.min !== undefined && typeof value === "number" && value < d.min)
      return { field: d.field, flag: d.flag, min: d.min, value };
  }
  return undefined;
}
