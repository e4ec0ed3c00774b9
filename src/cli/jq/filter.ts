// What `--jq EXPR` does around a command (flags/jq.ts registers it): checks the expression, has the
// command print JSON into a buffer, then prints what the filter makes of it, as `gh --jq` does: strings
// raw, other values as JSON (indented on a terminal, one line each in a pipe).
import { Writable } from "node:stream";
import type { Command } from "commander";
import type { IOStreams } from "../../output/io.js";
import { UsageError } from "../errors.js";
import type { Factory } from "../factory.js";
import { checkJq, runJq } from "./engine.js";

/** Per factory: the expression, the real streams and what the command printed. */
const pending = new WeakMap<Factory, { expression: string; io: IOStreams; chunks: Buffer[] }>();

/** Output flags --jq cannot be combined with: it needs the JSON on stdout. */
const CONFLICTS: readonly (readonly [string, string])[] = [
  ["jsonl", "--jsonl"],
  ["csv", "--csv"],
  ["output", "-o/--output"],
  ["dryRun", "--dry-run"],
  ["chat", "--chat"],
];

export async function startJq(f: Factory, command: Command, expression: string): Promise<void> {
  const opts = command.opts();
  for (const [key, flag] of CONFLICTS)
    if (opts[key] !== undefined && opts[key] !== false)
      throw new UsageError(
        `--jq cannot be combined with ${flag}`,
        "--jq filters the JSON this command prints.",
      );
  if (opts.fields === true) throw new UsageError("--jq cannot be combined with --fields alone");
  if (opts.format !== undefined && opts.format !== "json")
    throw new UsageError(`--jq cannot be combined with --format ${opts.format}`, "--jq filters JSON output.");
  await checkJq(expression);
  command.setOptionValue("json", true);
  const chunks: Buffer[] = [];
  const buffer = new Writable({
    write(chunk: Buffer | string, _enc, done) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      done();
    },
  });
  pending.set(f, { expression, io: f.io, chunks });
  // A run that stops early (exit 8 at --max-credits, Ctrl-C) has printed valid JSON so far, as it would
  // have without --jq: filter that too. What is not whole JSON (a failure mid-record) prints nothing.
  f.onCleanup(() => finishJq(f).catch(() => {}));
  // The command sees a pipe: compact JSON, no table, no colour.
  f.io = Object.create(f.io, {
    stdout: { value: buffer },
    stdoutIsTTY: { value: false },
    colorStdout: { value: false },
  }) as IOStreams;
}

export async function finishJq(f: Factory): Promise<void> {
  const p = pending.get(f);
  if (!p) return;
  pending.delete(f);
  f.io = p.io;
  const out = await runJq(Buffer.concat(p.chunks).toString("utf8"), p.expression, {
    pretty: p.io.stdoutIsTTY,
    color: p.io.colorStdout,
  });
  if (out === "") return;
  const { writeAsync } = await import("../../output/io.js");
  await writeAsync(p.io.stdout, out.endsWith("\n") ? out : `${out}\n`);
}
