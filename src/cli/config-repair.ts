// What `login` and `logout` do with a damaged config file: replace it with --force or a yes at the
// terminal; otherwise report the damage (exit 2) and touch nothing.
import { ConfigFileError } from "../config/errors.js";
import type { ConfigStore } from "../config/store.js";
import { canPrompt } from "../output/io.js";
import type { Factory } from "./factory.js";

/** Whether a damaged config file may be replaced; false when it is not damaged. */
export async function mayReplace(
  f: Factory,
  store: ConfigStore,
  force: boolean | undefined,
): Promise<boolean> {
  const problem = store.damage();
  if (!problem) return false;
  if (force) return true;
  if (!canPrompt(f.io))
    throw new ConfigFileError(store.path, problem, "Pass --force to replace it, or fix it by hand.");
  const prompter = await f.prompter();
  const yes = await prompter.confirm(`The config file ${store.path} ${problem}. Replace it?`, {
    default: false,
  });
  if (!yes) throw new ConfigFileError(store.path, problem, "Fix it by hand, or pass --force to replace it.");
  return true;
}
