// A town qualified by what comes after it: a state's, province's or country's code or name says which town
// it is ("Bend, Oregon", "Camden NJ", "Cambridge UK"), no place of its own.
import { isTownName, isWiderPlace, townWithin } from "../world/metros.js";
import { foldAccents } from "../world/tables.js";
import { has, row, type Tag, word } from "./tags.js";

/** A town: a metro the lexicon knows, or a name where a place stands ("in Bend", "also Truro"). */
const town = (tags: Tag[], k: number) =>
  !!tags[k] &&
  !tags[k].rows.some((r) => r.state) &&
  (!isWiderPlace(tags[k].text) || isTownName(tags[k].text)) &&
  (has(tags[k], "city") ||
    (tags[k].kind === "name" &&
      (tags[k].place || ["in", "also", "over"].some((c) => has(tags[k - 1], "cue", c)))));

/** A state's or province's code, written in capitals ("OH", "NSW"). */
export const stateCode = (t: Tag | undefined) =>
  !!t && /^[A-Z]{2,3}$/.test(t.text) && t.rows.some((r) => r.state);
/** A country's code, written in capitals ("UK", "AU"). */
export const countryCode = (t: Tag | undefined) => !!t && /^[A-Z]{2,3}$/.test(t.text) && has(t, "country");
/**
 * The town as the world spells it there ("Birmingham, AL"); a town the world counts in a bigger one's
 * metro ("Cambridge MA") stays as named.
 */
const spelt = (town: string, within: string | undefined) =>
  within && within !== town && lc(within.split(",")[0]) === lc(town) ? within : undefined;
const lc = (s: string) => foldAccents(s.toLowerCase());

/**
 * "Bend, Oregon", "Kamloops, BC", "Harrogate in North Yorkshire": a state, province or region after a town
 * says which town it is, no place of its own. The town stays as named, or as the world spells the one
 * there when its name alone finds a namesake elsewhere ("Birmingham, Alabama" is "Birmingham, AL").
 */
export function cityState(tags: Tag[]): Tag[] {
  const out: Tag[] = [];
  for (const [k, t] of tags.entries()) {
    // "Camden NJ": a state's code right after a town, with no comma, qualifies it as "Camden, NJ" does.
    if (stateCode(t) && k > 0 && town(tags, k - 1) && out.at(-1) === tags[k - 1]) {
      const at = out.at(-1)!;
      const within = spelt(at.text, townWithin(at.text, t.text));
      if (within) out[out.length - 1] = { ...at, kind: "name", rows: [], text: within, place: true };
      continue;
    }
    const linked = tags[k - 1]?.text === "," || word(tags[k - 1], "in");
    const wider =
      t.rows.some((r) => r.state) || ((t.kind === "name" || has(t, "city")) && isWiderPlace(t.text));
    // "in Leeds, Kent and Essex" is a list of places, not a town and its county.
    const listed =
      /^(?:,|and|or|&)$/i.test(tags[k + 1]?.text ?? "") &&
      !!tags[k + 2] &&
      (has(tags[k + 2], "city") || tags[k + 2].kind === "name");
    if (linked && wider && !listed && town(tags, k - 2) && out.at(-1) === tags[k - 1]) {
      out.pop();
      const at = out.at(-1)!;
      const within = spelt(at.text, townWithin(at.text, t.text));
      if (within) out[out.length - 1] = { ...at, kind: "name", rows: [], text: within, place: true };
      continue;
    }
    // "Hamilton, New Zealand": a country after a town the world holds there says which town; after one it
    // does not hold, the country is what the search can still use.
    const country = row(t, "country")?.value;
    const inCountry = country && linked && !listed && town(tags, k - 2) && out.at(-1) === tags[k - 1];
    const there = inCountry ? townWithin(tags[k - 2].text, country) : undefined;
    if (there) {
      out.pop();
      const at = out.at(-1)!;
      out[out.length - 1] = {
        ...at,
        kind: "name",
        rows: [],
        text: spelt(at.text, there) ?? at.text,
        place: true,
      };
      continue;
    }
    // "Cambridge UK", "Perth AU": a country's code right after a town it holds says which town.
    if (country && countryCode(t) && town(tags, k - 1) && out.at(-1) === tags[k - 1]) {
      const at = out.at(-1)!;
      if (townWithin(at.text, country)) {
        out[out.length - 1] = { ...at, kind: "name", rows: [], place: true };
        continue;
      }
    }
    out.push(t);
  }
  return out;
}
