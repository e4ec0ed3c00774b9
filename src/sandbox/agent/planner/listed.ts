// Skills read as places: a list after a place ("video journalists in Mexico City, Spanish and English",
// "picture editors, Paris, Adobe Lightroom") carries on as places in the reading, though its later items
// name no place the world knows and are skills, languages or tools its people list.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { languageCode } from "../../world/languages.js";
import { placeCodes, skillCode } from "../../world/tables.js";
import { toolCode } from "../../world/tools.js";
import { townNamed } from "../../world/towns.js";

const isPlace = (name: string) => placeCodes(name) !== undefined || townNamed(name) !== undefined;
const isSkill = (name: string) =>
  skillCode(name) !== undefined ||
  languageCode(name.toLowerCase()) !== undefined ||
  toolCode(name) !== undefined;

/**
 * The filter set with the locations that are no place but a skill moved to its skills, when a place is
 * left to search: a lone name stays where the reading put it.
 */
export function skillsListedAsPlaces(q: StructuredQuery): StructuredQuery {
  const locations = q.locations ?? [];
  const moved = locations.filter((l) => !isPlace(l) && isSkill(l));
  if (moved.length === 0 || !locations.some(isPlace)) return q;
  const skills = [...(q.skills ?? [])];
  for (const s of moved) if (!skills.some((k) => k.toLowerCase() === s.toLowerCase())) skills.push(s);
  return { ...q, locations: locations.filter((l) => !moved.includes(l)), skills };
}
