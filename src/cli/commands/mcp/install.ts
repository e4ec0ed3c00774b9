// `people mcp install --host HOST`: registers `people mcp` with an MCP host in one step, instead of the
// user editing the host's JSON by hand. The host's file is read, the one server entry set, and everything
// else in it kept as it was; a copy of the file as it was goes beside it first (FILE.bak). A file that is
// not JSON (a host's config with comments, say) is refused, never rewritten. --print only prints the entry.
//
// The entry runs this Node and this installation of people by absolute path: hosts start servers without
// the user's shell, so PATH (nvm, a global npm prefix) is not to be relied on.
import { copyFile, mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname } from "node:path";
import { writeAsync } from "../../../output/io.js";
import { FileError, UsageError } from "../../errors.js";
import type { Factory } from "../../factory.js";
import { HOST_IDS, hostById } from "./hosts.js";

export interface InstallOptions {
  host: string;
  maxCredits?: number;
  exportDir?: string;
  print?: boolean;
  /** The file to write instead of the host's own (a project's config, say). */
  file?: string;
  name?: string;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** The arguments `people` runs the server with. */
export function serverArgs(
  sandbox: boolean,
  opts: Pick<InstallOptions, "maxCredits" | "exportDir">,
): string[] {
  return [
    ...(sandbox ? ["--sandbox"] : []),
    "mcp",
    ...(opts.maxCredits !== undefined ? ["--max-credits", String(opts.maxCredits)] : []),
    ...(opts.exportDir !== undefined ? ["--export-dir", opts.exportDir] : []),
  ];
}

async function readConfig(file: string): Promise<{ config: Json; existed: boolean; mode: number }> {
  let text: string;
  let mode = 0o600;
  try {
    text = await readFile(file, "utf8");
    mode = (await stat(file)).mode & 0o777;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { config: {}, existed: false, mode };
    throw new FileError(
      `cannot read ${file} (${(err as NodeJS.ErrnoException).code})`,
      "Check its permissions.",
    );
  }
  if (text.trim() === "") return { config: {}, existed: true, mode };
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    throw new UsageError(
      `${file} is not plain JSON (comments or a syntax error), so it was left as it is`,
      "Add the entry by hand: `people mcp install --print --host …` prints it.",
    );
  }
  if (!isObject(config)) throw new UsageError(`${file} does not hold a JSON object; it was left as it is`);
  return { config, existed: true, mode };
}

export async function runInstall(f: Factory, opts: InstallOptions): Promise<void> {
  const host = hostById(opts.host);
  if (!host)
    throw new UsageError(
      `--host ${opts.host}: not a host people knows`,
      `Choose one of: ${HOST_IDS.join(", ")}.`,
    );
  if (opts.exportDir !== undefined) {
    const { checkExportDir } = await import("./export-dir.js");
    opts.exportDir = await checkExportDir(opts.exportDir);
  }
  const sandbox = f.sandboxed;
  const name = opts.name ?? (sandbox ? "people-sandbox" : "people");
  const script = process.argv[1] ?? "people";
  const entry = host.entry(process.execPath, [script, ...serverArgs(sandbox, opts)]);
  if (opts.print) {
    await writeAsync(f.io.stdout, `${JSON.stringify({ [host.key]: { [name]: entry } }, null, 2)}\n`);
    return;
  }
  const home = f.env.HOME || homedir();
  const file = opts.file ?? host.file({ env: f.env, home, platform: process.platform });
  const { config, existed, mode } = await readConfig(file);
  const servers = isObject(config[host.key]) ? (config[host.key] as Json) : {};
  const before = servers[name];
  if (JSON.stringify(before) === JSON.stringify(entry)) {
    await writeAsync(
      f.io.stdout,
      `${host.name} already has "${name}" in ${file}, as it would be written; nothing changed.\n`,
    );
    return;
  }
  const next = { ...config, [host.key]: { ...servers, [name]: entry } };
  const backup = `${file}.bak`;
  try {
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    if (existed) await copyFile(file, backup);
    // Written beside it then renamed: the host never reads half a file.
    const temp = `${file}.people-${process.pid}.tmp`;
    await writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { mode });
    await rename(temp, file);
  } catch (err) {
    throw new FileError(
      `cannot write ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      existed
        ? `The file was left as it was; a copy may be at ${backup}.`
        : "Check the directory's permissions.",
    );
  }
  const kept = Object.keys(servers).filter((k) => k !== name).length;
  const lines = [
    `${before === undefined ? "Added" : "Replaced"} "${name}" (people ${serverArgs(sandbox, opts).join(" ")}) in ${host.name}'s ${file}${kept ? `, keeping its ${kept} other server${kept === 1 ? "" : "s"}` : ""}.`,
    ...(existed ? [`The file as it was: ${backup}`] : []),
    host.next,
  ];
  await writeAsync(f.io.stdout, `${lines.join("\n")}\n`);
}
