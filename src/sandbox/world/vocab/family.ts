// What a job family is, the skills any leader or founder lists, the years of experience per seniority and
// the programming languages repositories are written in.
import type { SeniorityLevel } from "../../../contract/filters.js";

/** A job family: what its people are called at each seniority and which skills they list. */
export interface Family {
  id: string;
  /** Relative share of the people at a company of any industry not listed in `industries`. */
  weight: number;
  /**
   * Relative share at companies of these industries instead of `weight`: clinicians work for healthcare
   * employers, teachers for schools, and consulting, law and investment firms are mostly their own trade.
   */
  industries?: Record<string, number>;
  /** Specialisations; `{spec}` in a title is replaced by one of them. */
  specs: string[];
  /** How common each specialisation is (index-aligned with `specs`); equally common when absent. */
  specWeights?: number[];
  /** Skills per specialisation (index-aligned with `specs`), plus skills any member may list. */
  specSkills: string[][];
  commonSkills: string[];
  titles: Partial<Record<SeniorityLevel, string[]>>;
  /** Department word used in headlines and by "head of <dept>". */
  dept: string;
  /** Whether members may maintain code repositories. */
  codes: boolean;
  /**
   * Held only by the top-up's people (weights and industries then choose their employers): a family added
   * after the base population was fixed leaves the base people, drawn from one stream, as they were.
   */
  topUpOnly?: boolean;
  /**
   * Added after the towns' people were laid out: a top-up-only family whose people's ids come after the
   * towns', so that every earlier person keeps their id (families with it come last).
   */
  afterTowns?: boolean;
}

export const LEADERSHIP_SKILLS = ["Leadership", "Hiring", "Mentoring", "Strategy", "Budgeting"];
export const FOUNDER_SKILLS = ["Fundraising", "Go-to-Market", "Leadership", "Strategy"];

/** Years of experience per seniority (inclusive). */
export const YEARS_RANGE: Record<SeniorityLevel, [number, number]> = {
  Entry: [0, 3],
  Senior: [5, 22],
  Manager: [6, 24],
  Director: [10, 28],
  VP: [13, 32],
  CXO: [14, 35],
  Founder: [3, 30],
  Owner: [6, 35],
  Partner: [14, 35],
};

/** Programming languages: which skills a repository's language can come from. */
export const LANGUAGES = [
  "Go",
  "Rust",
  "Python",
  "TypeScript",
  "JavaScript",
  "Java",
  "Kotlin",
  "Swift",
  "Ruby",
  "Scala",
] as const;

/**
 * Specialisations as rows, "Title=Skill;Skill" ("Title*3=…" is three times as common), so the occupations of
 * the wider families read one to a line and a spec's skills cannot drift from its index.
 */
export function specRows(rows: readonly string[]): Pick<Family, "specs" | "specSkills" | "specWeights"> {
  const specs: string[] = [];
  const specSkills: string[][] = [];
  const specWeights: number[] = [];
  for (const row of rows) {
    const [head, skills] = row.split("=");
    const [spec, weight] = head.split("*");
    specs.push(spec);
    specWeights.push(weight === undefined ? 1 : Number(weight));
    specSkills.push(skills.split(";"));
  }
  return { specs, specSkills, specWeights };
}
