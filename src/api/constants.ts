// Enumerations and limits of the v1 interface, kept free of zod so that `--help` and completion scripts
// can use them without loading the schema library.
import type { StructuredQuery } from "./schemas.js";

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

export const MAX_MESSAGES = 50;
export const MAX_CONVERSATION_CHARS = 100_000;
export const MIN_LIMIT = 1;
export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 25;
export const AGENTIC_RESERVE = 10;

export const OUTPUT_FORMATS = ["table", "json", "jsonl", "csv"] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** Known stream event types (api-spec.md, Events). Unknown types are passed through, never dropped. */
export const EVENT_TYPES = [
  "step",
  "step_done",
  "token",
  "people_partial",
  "people",
  "companies",
  "repos",
  "balance",
  "done",
  "error",
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];

/**
 * True when at least one filter is set. An empty string, an empty list or a `false` flag counts as not set,
 * and so does `currentEmployersOnly` alone: it only qualifies the employer filters. Without this rule such
 * a query would be a search for everybody, which the spec forbids.
 */
export function hasAnyFilter(q: StructuredQuery): boolean {
  for (const [k, v] of Object.entries(q)) {
    if (k === "currentEmployersOnly") continue;
    if (v === undefined || v === null || v === false) continue;
    if (typeof v === "string" && v.trim() === "") continue;
    if (Array.isArray(v) && v.filter((s) => typeof s === "string" && s.trim() !== "").length === 0) continue;
    return true;
  }
  return false;
}
