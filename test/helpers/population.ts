// Facts of the sandbox's population that tests choose their filters by, so a test keeps its point when the
// world's vocabulary (and with it every drawn person) changes.
import { SANDBOX_DEFAULTS } from "../../src/sandbox/options.js";
import { createDataset } from "../../src/sandbox/world/data.js";

/**
 * A title whose first holder has no code-host profile while a later one (within `walk` people) has: an
 * export of it to CSV meets a column after the header was written.
 */
export function titleGainingCodeColumn(people: number, walk = 60): string {
  const ds = createDataset({ seed: SANDBOX_DEFAULTS.seed, people });
  const found = [
    "software engineer",
    "backend engineer",
    "frontend engineer",
    "mobile engineer",
    "engineer",
  ].find((title) => {
    const ids = Array.from(ds.matchIds({ titleIncludes: [title] }).slice(0, walk));
    return ids.length > 1 && !ds.facts(ids[0]).githubUrl && ids.some((i) => ds.facts(i).githubUrl);
  });
  if (!found) throw new Error("no engineer title of this population gains a code-host column mid-walk");
  return found;
}

let defaultWorld: ReturnType<typeof createDataset> | undefined;

/**
 * The population `people --sandbox` serves (default seed and size), built once per worker: the unit tier
 * shares its modules across the files a worker runs, and a first search of past employers writes every
 * top-up cell of it, which is seconds of work that one file's searches need not repeat for the next. The
 * dataset answers every query alike in whatever order they come (topup.test.ts), as one server's does.
 */
export function sandboxWorld(): ReturnType<typeof createDataset> {
  defaultWorld ??= createDataset({ seed: SANDBOX_DEFAULTS.seed, people: SANDBOX_DEFAULTS.people });
  return defaultWorld;
}
