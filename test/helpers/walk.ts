// A paid walk for a test to interrupt: one person a page into a file, so that it lasts many requests and
// can be killed, or the disk filled, between two of them. Shared by the e2e tests of what a stopped walk
// leaves behind (charges, the store, budgets).
import type { RunningSandbox } from "../../src/sandbox/index.js";
import type { cli } from "./cli.js";

/** Starts `people find --title engineer --all --limit 1 --yes -o FILE [...extra]`. */
export function startWalk(
  people: ReturnType<typeof cli>,
  sb: RunningSandbox,
  file: string,
  extra: string[] = [],
): { child: ReturnType<ReturnType<typeof cli>>; pages: () => number } {
  const start = sb.requests.length;
  const child = people([
    "find",
    "--title",
    "engineer",
    "--all",
    "--limit",
    "1",
    "--yes",
    ...extra,
    "-o",
    file,
  ]);
  // The pages the sandbox has been asked for since the walk started.
  const pages = () => sb.requests.slice(start).filter((q) => q.path.endsWith("/people/search")).length;
  return { child, pages };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `check()` holds, polling every `every` ms; a minute at the most, however busy the machine. */
export async function until(check: () => boolean, what: string, every = 10): Promise<void> {
  for (let waited = 0; !check(); waited += every) {
    if (waited > 60_000) throw new Error(`timed out waiting for ${what}`);
    await sleep(every);
  }
}
