// `people show PERSON` into a pipe or a file, answered without the CLI's program. Scripts ask for one
// person after another, and each answer costs a process: the launcher (bin/people.js) loads this file
// alone (dist/show.cjs: the store, the lookup, no commander, no registrations, no factory), so a run costs
// little more than Node's own start. It prints what `people show` prints there, the person's JSON, and
// nothing else. What it does not answer (nobody found, a store or config file that cannot be read, a
// terminal's card) it leaves to the CLI, which then runs as if this had not: opening the store again
// changes nothing, it only folds in what another process spooled.
import { fstatSync, statSync, writeSync } from "node:fs";
import { devNull } from "node:os";
import { configDir, configFilePath } from "../../../config/paths.js";
import { resolveSettings } from "../../../config/settings.js";
import { readStoredFile } from "../../../config/stored.js";
import { jsonText } from "../../../output/text.js";
import { Store } from "../../../store/index.js";
import { EXIT, systemErrorMessage } from "../../exit-codes.js";
import { lookupPerson, personRecord } from "../../people-lookup.js";

/**
 * Prints the person `text` names as JSON on standard output and returns the exit code; undefined, having
 * printed nothing, when the CLI is to answer.
 */
export async function showAlone(
  text: string,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number | undefined> {
  if (!notTerminal(1)) return undefined;
  let store: Store | undefined;
  let out: string;
  try {
    store = Store.open(configDir(env), { now: Date.now, retentionDays: await retentionDays(env) });
    const found = lookupPerson(store, text);
    if (!found) return undefined;
    out = jsonText(personRecord(found), false);
  } catch {
    return undefined;
  } finally {
    store?.close();
  }
  return write(out);
}

/** `history.retention`, as the CLI resolves it for the store (a config file it cannot read: none). */
async function retentionDays(env: Readonly<Record<string, string | undefined>>): Promise<number | undefined> {
  try {
    const s = await resolveSettings({ flags: {}, env, stored: () => readStoredFile(configFilePath(env)) }, [
      "history",
      "historyRetention",
    ]);
    return s.historyRetention?.value;
  } catch {
    return undefined;
  }
}

/**
 * Whether `fd` is a pipe, a file, a socket or the null device (`> /dev/null`); any other character device
 * may be a terminal, which the CLI tells for certain.
 */
function notTerminal(fd: number): boolean {
  try {
    const st = fstatSync(fd);
    if (st.isFIFO() || st.isFile() || st.isSocket()) return true;
    return st.isCharacterDevice() && st.rdev === statSync(devNull).rdev;
  } catch {
    return false;
  }
}

/**
 * Writes all of `text`, as the CLI's direct writes do: a reader gone (EPIPE) is no error, and any other
 * failure is said as the CLI says it (exit 1).
 */
function write(text: string): number {
  let rest = Buffer.from(text);
  try {
    while (rest.length > 0) rest = rest.subarray(writeSync(1, rest));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A full non-blocking pipe: the stream waits for the reader.
    if (code === "EAGAIN") process.stdout.write(rest);
    else if (code !== "EPIPE") {
      const message = systemErrorMessage(err, "standard output") ?? `cannot write standard output: ${code}`;
      process.stderr.write(`error: ${message}\n`);
      return EXIT.failure;
    }
  }
  return EXIT.ok;
}
