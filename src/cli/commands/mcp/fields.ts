// What each person in a tool's result carries: `fields` on find_people, search_people, get_search_result
// and get_past_search. By default a compact set (the person's id, name, title, company, location, the
// reason they match, and one profile URL), in the same names whichever tool found them; a model lists
// exactly the fields it needs (those names, or any field of the record as the service returned it, e.g.
// "skills", "email", "signals"), or asks for everything with "all". A token-lean default: a page of 25 full profiles is several times the
// size of the same 25 people in the compact set (bench/mcp.mjs measures it).
import type { JsonObject } from "../../../contract/schemas.js";

/** The compact set, in the order a person shows them. */
export const COMPACT_FIELDS = [
  "id",
  "name",
  "title",
  "company",
  "location",
  "reason",
  "profile_url",
] as const;
export type CompactField = (typeof COMPACT_FIELDS)[number];

/** Every field of the record as the service returned it. */
export const ALL_FIELDS = "all";

export const FIELDS_HELP = `Exactly the fields each person carries. Default: ${COMPACT_FIELDS.join(", ")}. List the ones you need: those names, or any field of the record as the service returns it (e.g. "headline", "skills", "email", "signals", "linkedinUrl", "yearsOfExperience"); "${ALL_FIELDS}" gives the whole record.`;

type Person = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v : null);

/** A value that may be a string or an object naming something (a company, a place). */
function named(v: unknown): string | null {
  if (typeof v === "string") return text(v);
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const o = v as Record<string, unknown>;
    const name = text(o.name);
    if (name) return name;
    const parts = [o.city, o.region, o.country].map(text).filter(Boolean);
    return parts.length ? parts.join(", ") : null;
  }
  return null;
}

/** The compact field `name` of a person record (a search's shortlisted person or a find's profile). */
function compact(p: Person, name: CompactField): unknown {
  switch (name) {
    case "id":
      return text(p.key) ?? text(p.id);
    case "name":
      return text(p.name) ?? "";
    case "title":
      return text(p.currentTitle) ?? text(p.title);
    case "company":
      return named(p.currentCompany) ?? named(p.company);
    case "location":
      return named(p.location);
    case "reason":
      return text(p.reason);
    case "profile_url":
      return text(p.linkedinUrl) ?? text(p.githubUrl) ?? text(p.twitterUrl) ?? text(p.url) ?? null;
  }
}

/** The fields asked for, checked: the default when none, every one known or a record field. */
export function fieldsOf(asked: readonly string[] | undefined): readonly string[] {
  const wanted = (asked ?? []).map((f) => f.trim()).filter(Boolean);
  return wanted.length ? [...new Set(wanted)] : COMPACT_FIELDS;
}

/**
 * A person with the fields asked for. A search's rank stays first when there is one; a field the record
 * has no value for is left out (a structured search's people have no reason, for one).
 */
export function pick(p: Person, fields: readonly string[]): JsonObject {
  if (fields.includes(ALL_FIELDS)) return { ...p };
  const out: JsonObject = {};
  if (typeof p.rank === "number") out.rank = p.rank;
  for (const f of fields) {
    const value = (COMPACT_FIELDS as readonly string[]).includes(f) ? compact(p, f as CompactField) : p[f];
    if (value !== undefined && value !== null) out[f] = value;
  }
  return out;
}

/** "Name — Title at Company, Location": one short line of a person, for a result's text. */
export function personLine(p: Person): string {
  const name = compact(p, "name") as string;
  const role = [compact(p, "title"), compact(p, "company")].filter(Boolean).join(" at ");
  const where = compact(p, "location");
  return `${name}${role ? ` — ${role}` : ""}${where ? `, ${where}` : ""}`;
}
