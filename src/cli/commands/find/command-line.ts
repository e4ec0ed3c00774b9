// Rebuilds the command a user should type next (the next page, or --resume after an interruption): the
// arguments they gave, with the filters written out as flags one-to-one (so that a `--query -` pipe or a
// `--prompt` needs neither stdin nor another paid translation), and the cursor (with the --limit it was made
// with) or --resume added.
import type { StructuredQuery } from "../../../contract/schemas.js";
import { FILTER_FLAG_NAMES, queryToFlags } from "../../flags/filters.js";

/** Options that take a value, so that their value is skipped with them. */
const VALUE_OPTIONS = new Set([
  ...[...FILTER_FLAG_NAMES].filter(([, takesValue]) => takesValue).map(([flag]) => flag),
  "--query",
  "--prompt",
  "--limit",
  "--cursor",
  "--max-results",
  "--max-credits",
  "--format",
  "-o",
  "--output",
  "--fields",
  "--base-url",
  "--timeout",
  "--max-retries",
  "--max-wait",
]);

/** Dropped from the original arguments: the filters are re-added as flags, the rest do not carry over. */
const DROPPED = new Set([
  ...FILTER_FLAG_NAMES.keys(),
  "--query",
  "--prompt",
  "--cursor",
  "--resume",
  "--force",
]);

/** Quotes an argument for a POSIX shell when it needs it. */
export function shellQuote(arg: string): string {
  if (/^[A-Za-z0-9_\-.,/:=@+%]+$/.test(arg)) return arg;
  return `'${arg.replace(/'/g, "'\\''")}'`;
}

interface CommandLineChanges {
  /** Continue from this cursor. */
  cursor?: string;
  /**
   * The page size the cursor was made with, said outright: a cursor works only with it, and the default
   * differs between one page (25) and a walk (100), so flags added to the command must not change it.
   */
  limit?: number;
  /** In place of the given --max-results: how many people are left to fetch. */
  maxResults?: number;
  resume?: boolean;
  /** Another file in place of the -o FILE given. */
  output?: string;
}

/** A filter set as the flags that give it, on one line (the history's summary of a find). */
export function filtersLine(query: StructuredQuery): string {
  return queryToFlags(query).map(shellQuote).join(" ");
}

export function findCommandLine(
  rawArgs: readonly string[],
  query: StructuredQuery,
  extra: CommandLineChanges = {},
): string {
  const kept: string[] = [];
  let findAt = -1;
  for (let i = 0; i < rawArgs.length; i++) {
    const arg = rawArgs[i] as string;
    if (arg === "--") {
      kept.push(...rawArgs.slice(i));
      break;
    }
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (DROPPED.has(name) || (extra.limit !== undefined && name === "--limit")) {
      if (eq < 0 && VALUE_OPTIONS.has(name)) i++;
      continue;
    }
    if (arg === "find" && findAt < 0) findAt = kept.length;
    if (extra.output !== undefined && (name === "-o" || name === "--output")) {
      // Another file in place of the one given (the next page must not overwrite it).
      kept.push(name, extra.output);
      if (eq < 0) i++;
      continue;
    }
    if (extra.maxResults !== undefined && name === "--max-results") {
      kept.push(name, String(extra.maxResults));
      if (eq < 0) i++;
      continue;
    }
    kept.push(arg);
    if (eq < 0 && VALUE_OPTIONS.has(name) && i + 1 < rawArgs.length) kept.push(rawArgs[++i] as string);
  }
  const filters = queryToFlags(query);
  if (findAt < 0) {
    kept.unshift("find");
    findAt = 0;
  }
  kept.splice(findAt + 1, 0, ...filters);
  if (extra.limit !== undefined) kept.push("--limit", String(extra.limit));
  if (extra.cursor) kept.push("--cursor", extra.cursor);
  if (extra.resume) kept.push("--resume");
  return ["people", ...kept].map(shellQuote).join(" ");
}
