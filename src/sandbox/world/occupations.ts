// Occupations: every title of the world without its level word, each with its head occupation ("Cardiac
// Nurse" is a Nurse, "Construction Site Manager" a Site Manager), so a search for a specialised title that
// finds nobody can fall back to the head and say so.

export interface Occupation {
  /** A title as profiles spell it, without a level word ("Data Engineer", not "Senior Data Engineer"). */
  title: string;
  /** The occupation the title specialises: the title itself when it specialises nothing. */
  head: string;
}

/** Words that say a level, not an occupation. */
const LEVEL_WORDS = /^(?:Senior|Junior|Staff|Principal|Lead|Associate|Apprentice|Master|Assistant) /i;
/** Heads too broad to stand for a title alone ("Warehouse Manager" is not just a Manager). */
const GENERIC_HEADS = new Set(
  "Manager Director Lead Officer Specialist Associate Analyst Coordinator Assistant Supervisor Partner Head Agent Representative Executive Consultant Advisor Operator Owner Practitioner Worker Chief Captain Lieutenant Sergeant Writer Generalist Administrator Staff".split(
    " ",
  ),
);

/** A title without its level word ("Senior Data Engineer" → "Data Engineer"); undefined for the owners' and managers' forms with a comma. */
export function bareTitle(title: string): string | undefined {
  return title.includes(",") ? undefined : title.replace(LEVEL_WORDS, "");
}

/** One occupation per title without its level word (titles with a comma are owners' and managers' forms). */
export function occupationsOf(titles: readonly string[]): Occupation[] {
  const bare = [...new Set(titles.flatMap((t) => bareTitle(t) ?? []))];
  const known = new Set(bare);
  return bare.map((title) => {
    // "VP of Engineering", "Head of Data": a level of a function, not a specialised occupation.
    if (/ of |^(?:VP|Head|Chief|Director) /.test(title)) return { title, head: title };
    const words = title.split(" ");
    for (let k = 1; k < words.length; k++) {
      const tail = words.slice(k).join(" ");
      if (known.has(tail)) return { title, head: tail };
    }
    const last = words[words.length - 1];
    return { title, head: words.length > 1 && !GENERIC_HEADS.has(last) ? last : title };
  });
}

/** The head occupation of a title ("cardiac nurse" → "Nurse"), when it specialises one. */
export function headOf(occupations: readonly Occupation[], title: string): string | undefined {
  const bare = title.trim().replace(LEVEL_WORDS, "").toLowerCase();
  const head = occupations.find((o) => o.title.toLowerCase() === bare)?.head;
  if (head !== undefined) return head.toLowerCase() === bare ? undefined : head;
  // A title the world does not hold: its last word, when that names an occupation the world holds.
  const last = bare.split(/\s+/).pop() ?? "";
  const found = occupations.find((o) => o.head.toLowerCase() === last || o.title.toLowerCase() === last);
  return found && last !== bare ? (found.head.toLowerCase() === last ? found.head : found.title) : undefined;
}
