// The one table from errors to exit codes and hints (cli-contract.md, "Errors and retries").
import { PeopleError } from "../api/errors.js";
import { ConfigFileError, SettingError } from "../config/errors.js";
import { redactSecrets } from "../contract/text.js";
import { errnoWords, isDiskFull } from "../errno.js";
import { count, formatSeconds } from "../output/text.js";
import type { Theme } from "../output/theme.js";
import { StoreError } from "../store/types.js";
import {
  BadKeyError,
  BudgetError,
  CancelledError,
  FileError,
  hintLine,
  hintOverride,
  InterruptedError,
  isPromptClosed,
  MaxCreditsError,
  NoKeyError,
  SilentExit,
  UsageError,
} from "./errors.js";

export const EXIT = {
  ok: 0,
  failure: 1,
  usage: 2,
  unauthorized: 3,
  forbidden: 4,
  insufficientCredits: 5,
  rateLimited: 6,
  serviceError: 7,
  maxCredits: 8,
  /** `saved run --fail-if-empty` delivered nobody (nothing new): a script's "no news", not a failure. */
  nothingNew: 9,
  interrupted: 130,
} as const;

interface Report {
  code: number;
  /** The one line saying what went wrong; empty when already said. */
  message: string;
  /** What to do about it. */
  hint?: string;
  /** Said as it is, without the `error:` prefix: an outcome the user chose or asked for, not a failure. */
  plain?: boolean;
}

const NO_KEY_HINT = "Run `people login`, set PEOPLE_API_KEY, or try the built-in sandbox with --sandbox.";

export function reportFor(err: unknown): Report {
  const report = baseReport(err);
  if (!report.message) return report;
  const hint = hintOverride(err) ?? report.hint;
  const line = hintLine(err);
  const full = line === undefined ? hint : hint ? `${hint}\n${line}` : line;
  // Every error printed or returned (a tool error too) passes here: no secret of the run in it whole.
  return {
    ...report,
    message: redactSecrets(report.message),
    hint: full === undefined ? undefined : redactSecrets(full),
  };
}

/**
 * The lines printed for `err`: `error: MESSAGE` (or the message alone, for an outcome the user chose),
 * then `hint: WHAT TO DO`, and under --verbose the stack of an unexpected error. The launcher prints every
 * error through this; the chat, which stays open after a failed turn, prints that turn's error through it.
 */
export function errorText(
  err: unknown,
  options: { theme?: Pick<Theme, "fail" | "dim">; verbose?: boolean } = {},
): { code: number; text: string } {
  const report = reportFor(err);
  if (!report.message) return { code: report.code, text: "" };
  const { theme, verbose } = options;
  let text = report.plain
    ? `${report.message}\n`
    : `${theme ? theme.fail("error:") : "error:"} ${report.message}\n`;
  if (report.hint) text += `${theme ? theme.dim("hint:") : "hint:"} ${report.hint}\n`;
  // The stack helps only with a fault of the program's own, not with a timeout or a full disk.
  if (verbose && err instanceof Error && report.message.startsWith("unexpected error") && err.stack)
    text += `${redactSecrets(err.stack)}\n`;
  return { code: report.code, text };
}

function baseReport(err: unknown): Report {
  if (err instanceof SilentExit) return { code: err.code, message: "" };
  if (err instanceof UsageError) return { code: EXIT.usage, message: err.message, hint: err.hint };
  if (err instanceof ConfigFileError) return { code: EXIT.usage, message: err.message, hint: err.hint };
  if (err instanceof SettingError) return { code: EXIT.usage, message: err.message, hint: err.hint };
  if (err instanceof NoKeyError) return { code: EXIT.unauthorized, message: err.message, hint: NO_KEY_HINT };
  if (err instanceof BadKeyError) return { code: EXIT.unauthorized, message: err.message, hint: err.hint };
  // A budget refused a call: an error, said as every other one is. A --max-credits stop is the run
  // doing as asked, and says so plainly.
  if (err instanceof BudgetError) return { code: EXIT.maxCredits, message: err.message, hint: err.hint };
  if (err instanceof MaxCreditsError)
    return { code: EXIT.maxCredits, message: err.message, hint: err.hint, plain: true };
  if (err instanceof CancelledError) return { code: EXIT.interrupted, message: err.message, plain: true };
  // A prompt closed by Ctrl-C that reached here without passing through the Factory's prompter.
  if (isPromptClosed(err)) return { code: EXIT.interrupted, message: "Cancelled.", plain: true };
  if (err instanceof InterruptedError) return { code: EXIT.interrupted, message: err.message };
  if (err instanceof FileError) return { code: EXIT.failure, message: err.message, hint: err.hint };
  // Only the commands that read the store (history, usage) end on it; the others warn and go on.
  if (err instanceof StoreError) return { code: EXIT.failure, message: err.message, hint: err.hint };
  if (err instanceof PeopleError) return reportForApiError(err);
  const code = (err as { code?: string })?.code;
  if (code === "EPIPE") return { code: EXIT.ok, message: "" };
  const problem = systemErrorMessage(err);
  if (problem) return { code: EXIT.failure, message: problem };
  const message = err instanceof Error ? err.message : String(err);
  return {
    code: EXIT.failure,
    message: `unexpected error: ${message}`,
    hint: "Run again with --verbose for details.",
  };
}

function reportForApiError(err: PeopleError): Report {
  const m = err.message;
  switch (err.type) {
    case "unauthorized":
      return { code: EXIT.unauthorized, message: m, hint: `The service refused the API key. ${NO_KEY_HINT}` };
    case "forbidden":
      return {
        code: EXIT.forbidden,
        message: m,
        hint: "This key is not allowed to do that; ask the account owner for a key that is.",
      };
    case "invalid_request":
      return {
        code: EXIT.usage,
        message: m,
        hint: "Fix the request as the message says; it was not charged.",
      };
    case "insufficient_credits":
      return {
        code: EXIT.insufficientCredits,
        message: err.balance !== undefined ? `${m} (balance: ${count(err.balance, "credit")})` : m,
        hint: "Top up the account's credits, then run the command again. `people credits` shows the balance.",
      };
    case "rate_limited":
      return {
        code: EXIT.rateLimited,
        message: m,
        hint:
          err.retryAfter !== undefined
            ? `Retry in ${formatSeconds(err.retryAfter, { roundUp: true })}${err.retryAfter > 0 ? " (raise --max-wait to wait that long automatically)" : ""}.`
            : "Retry in a moment.",
      };
    case "upstream_error":
      return {
        code: EXIT.serviceError,
        message: m,
        hint: "A source the service reads failed; any charge was refunded. Try again shortly.",
      };
    case "server_error":
      return {
        code: EXIT.serviceError,
        message: m,
        hint: "The service had a fault after retries; try again later.",
      };
    case "stream_error":
      return {
        code: EXIT.serviceError,
        message: m,
        hint: "The run failed on the service; try again, or rephrase the search.",
      };
    case "stream_incomplete":
      return {
        code: EXIT.failure,
        message: m,
        hint: "The run may still finish on the service and be charged; `people credits` shows the balance.",
      };
    case "connection_error":
      return {
        code: EXIT.failure,
        message: m,
        hint: "Check the network, the base URL, and HTTPS_PROXY/NO_PROXY.",
      };
    case "timeout":
      return { code: EXIT.failure, message: m, hint: "Raise --timeout SECONDS, or check the network." };
    case "aborted":
      return { code: EXIT.interrupted, message: m };
    case "not_found":
      return {
        code: EXIT.failure,
        message: m,
        hint: "Check the base URL: it is the service's address ending in /api/v1 (from --base-url, PEOPLE_BASE_URL or `people login`).",
      };
    default:
      return {
        code: EXIT.failure,
        message: m,
        hint: err.status ? `The service answered HTTP ${err.status}.` : undefined,
      };
  }
}

/**
 * One line for a system error from writing or opening a file or a stream, naming `where` (default: the
 * error's path, or standard output for a write without one); undefined for any other error.
 */
export function systemErrorMessage(err: unknown, where?: string): string | undefined {
  const e = err as NodeJS.ErrnoException | null;
  if (typeof e?.code !== "string" || typeof e.syscall !== "string") return undefined;
  if (!/^(write|writev|open|ftruncate|fsync|fdatasync|rename|mkdir|close)$/.test(e.syscall)) return undefined;
  const problem = errnoWords(e.code);
  if (!problem) return undefined;
  const name = where ?? e.path ?? (e.syscall === "write" ? "standard output" : undefined);
  if (!name) return undefined;
  return isDiskFull(e) ? `${problem}: ${name} could not be written` : `cannot write ${name}: ${problem}`;
}
