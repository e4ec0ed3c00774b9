// The logic of `people saved`: the store keeps the command lines; running one goes through the program
// itself (Factory.dispatch), so every flag of find and search works as typed, and each run it records
// names the saved search (`via saved:NAME`).
import { PassThrough, Writable } from "node:stream";
import type { IOStreams } from "../../../output/io.js";
import { writeAsync } from "../../../output/io.js";
import { count, jsonText } from "../../../output/text.js";
import type { SavedSearch } from "../../../store/index.js";
import { localMinute } from "../../../store/windows.js";
import { SilentExit, UsageError } from "../../errors.js";
import { EXIT } from "../../exit-codes.js";
import type { Factory } from "../../factory.js";
import { shellQuote } from "../find/command-line.js";
import type { SavedAddOptions, SavedListOptions, SavedRunOptions } from "./options.js";

const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** Flags that make no sense kept for later: each run would resume, overwrite, ask, or read stdin. */
const NOT_SAVED: Record<string, string> = {
  "--resume": "continues one interrupted export; pass it to `saved run` when needed",
  "--force": "starts one export over; pass it to `saved run` when needed",
  "--dry-run": "sends nothing; `saved add` already checks the command as --dry-run would",
  "--last": "shows the last search again; it is not a search",
  "--chat": "is interactive; a saved search runs unattended",
};

function checkName(name: string): void {
  if (!NAME.test(name))
    throw new UsageError(
      `${JSON.stringify(name)} is not a name for a saved search`,
      "Use up to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit.",
    );
}

/** The command line as a shell would take it back. */
function commandLine(argv: readonly string[]): string {
  return ["people", ...argv].map(shellQuote).join(" ");
}

/** Refuses what must not be kept: a secret, a flag for one run only, input read from stdin. */
function checkArgs(f: Factory, argv: readonly string[]): void {
  const [command] = argv;
  if (command !== "find" && command !== "search")
    throw new UsageError(
      `a saved search is a find or search command line (got ${JSON.stringify(command ?? "")})`,
      'For example: people saved add berlin-data -- find --title "data engineer" --location Berlin',
    );
  argv.forEach((arg, i) => {
    const flag = arg.split("=")[0] as string;
    const why = NOT_SAVED[flag];
    if (why) throw new UsageError(`${flag} is not kept in a saved search: it ${why}`);
    const prev = argv[i - 1];
    if (arg === "-" && (i === 1 || prev === "--query" || prev === "--messages" || prev === "--exclude"))
      throw new UsageError(
        `a saved search cannot read standard input (${prev?.startsWith("--") ? `${prev} -` : "-"})`,
        "Give a file instead: it is read each time the search runs.",
      );
    const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : arg;
    if (/^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]*@/i.test(value))
      throw new UsageError(
        "a saved search never keeps a secret, and this command line holds a URL with a password",
        "Give the base URL through `people login` or PEOPLE_BASE_URL instead.",
      );
    const key = f.env.PEOPLE_API_KEY;
    if (key && key.length >= 8 && arg.includes(key))
      throw new UsageError(
        "a saved search never keeps a secret, and this command line holds the API key",
        "The key comes from `people login` or PEOPLE_API_KEY when the search runs.",
      );
  });
}

/** Streams that keep what the check says, with no terminal and an empty standard input. */
function captureIO(): { io: IOStreams; err: () => string } {
  const chunks: Buffer[] = [];
  const sink = () =>
    new Writable({
      write(chunk: Buffer | string, _enc, cb) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        cb();
      },
    });
  const stdin = new PassThrough();
  stdin.end();
  const stdout = new Writable({ write: (_c, _e, cb) => cb() });
  return {
    io: {
      stdout,
      stderr: sink(),
      stdin,
      stdoutIsTTY: false,
      stderrIsTTY: false,
      stdinIsTTY: false,
      colorStdout: false,
      colorStderr: false,
      columns: 80,
    },
    err: () => Buffer.concat(chunks).toString("utf8"),
  };
}

export async function runSavedAdd(
  f: Factory,
  name: string,
  argv: string[],
  opts: SavedAddOptions,
): Promise<void> {
  checkName(name);
  checkArgs(f, argv);
  // Checked as --dry-run checks it: flags, filters, files; nothing is sent.
  const check = captureIO();
  const code = await f.dispatch([...argv, "--dry-run"], { io: check.io });
  if (code !== 0) {
    const said = check
      .err()
      .split("\n")
      .find((l) => l.startsWith("error:"));
    throw new UsageError(
      `${commandLine(argv)} is refused, so it was not saved: ${said?.replace(/^error:\s*/, "") ?? `exit ${code}`}`,
    );
  }
  const store = await f.store();
  if (!store.save({ name, argv, at: f.now() }, Boolean(opts.force)))
    throw new UsageError(
      `there is already a saved search named ${name}`,
      `Pass --force to replace it, or pick another name (people saved show ${name}).`,
    );
  f.log.info(`Saved ${name}: ${commandLine(argv)}\nRun it with: people saved run ${name}`);
}

async function find(f: Factory, name: string): Promise<SavedSearch> {
  const store = await f.store();
  const s = store.saved(name);
  if (s) return s;
  const names = store.savedList().map((x) => x.name);
  throw new UsageError(
    `there is no saved search named ${JSON.stringify(name)}`,
    names.length ? `Saved searches: ${names.join(", ")}.` : "Save one first: people saved add NAME -- find …",
  );
}

export async function runSavedRun(
  f: Factory,
  name: string,
  extra: string[],
  opts: SavedRunOptions,
): Promise<void> {
  const saved = await find(f, name);
  let runs = 0;
  let people = 0;
  const code = await f.dispatch([...saved.argv, ...extra], {
    via: `saved:${name}`,
    onRun: (r) => {
      runs++;
      people += r.people ?? 0;
    },
  });
  // The command has said what went wrong; its exit code is this one's.
  if (code !== 0) throw new SilentExit(code);
  if (runs > 0 && people === 0) {
    f.log.info(`Nothing new for ${name}: nobody was delivered.`);
    if (opts.failIfEmpty) throw new SilentExit(EXIT.nothingNew);
  }
}

function record(s: SavedSearch): Record<string, unknown> {
  return { name: s.name, command: s.argv[0], args: s.argv.slice(1), savedAt: new Date(s.at).toISOString() };
}

export async function runSavedList(f: Factory, opts: SavedListOptions): Promise<void> {
  const list = (await f.store()).savedList();
  if (opts.json) return writeAsync(f.io.stdout, jsonText(list.map(record), f.io.stdoutIsTTY));
  if (!f.io.stdoutIsTTY)
    return writeAsync(f.io.stdout, list.map((s) => `${JSON.stringify(record(s))}\n`).join(""));
  if (list.length === 0) {
    f.log.info("No saved searches yet: people saved add NAME -- find|search ARGS…");
    return;
  }
  const width = Math.max(...list.map((s) => s.name.length)) + 2;
  const lines = list.map((s) => `${s.name.padEnd(width)}${localMinute(s.at)}  ${commandLine(s.argv)}`);
  await writeAsync(f.io.stdout, `${lines.join("\n")}\n`);
  f.log.info(f.theme.dim(`${count(list.length, "saved search", "saved searches")} · people saved run NAME`));
}

export async function runSavedShow(f: Factory, name: string, opts: SavedListOptions): Promise<void> {
  const s = await find(f, name);
  if (opts.json) return writeAsync(f.io.stdout, jsonText(record(s), f.io.stdoutIsTTY));
  await writeAsync(f.io.stdout, `${commandLine(s.argv)}\n`);
}

export async function runSavedRm(f: Factory, name: string): Promise<void> {
  const store = await f.store();
  if (!store.unsave(name)) await find(f, name);
  f.log.info(`Forgot the saved search ${name}.`);
}
