// Errors the CLI raises itself (as opposed to the client's PeopleError). Each maps to one exit code in
// exit-codes.ts; commands throw them and never call process.exit.

/** Exit 2: bad flags or input, refused before any request. */
export class UsageError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "UsageError";
    this.hint = hint;
  }
}

/** Exit 3: no API key and no sandbox. */
export class NoKeyError extends Error {
  constructor() {
    super("no API key is configured");
    this.name = "NoKeyError";
  }
}

/** Exit 3: the key cannot be sent as it is (a newline, a control character); refused before any request. */
export class BadKeyError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "BadKeyError";
    this.hint = hint;
  }
}

/** Exit 8: `--max-credits` stopped the run; the output so far is valid. */
export class MaxCreditsError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "MaxCreditsError";
    this.hint = hint;
  }
}

/** What a configured budget said when it refused a call (see spend.ts). */
export interface BudgetRefusalInfo {
  budget: "daily" | "monthly";
  limit: number;
  /** Spent in the window, with the reserves of calls still running. */
  spent: number;
  /** What the refused call would have reserved. */
  reserve: number;
  /** When the window starts again (ms since the epoch). */
  resetsAt: number;
}

/**
 * Exit 8: a configured budget (`budget.daily`, `budget.monthly`) refused a paid call before it was sent.
 * A kind of --max-credits stop: what was written so far is valid and resumable.
 */
export class BudgetError extends MaxCreditsError {
  readonly refusal: BudgetRefusalInfo;
  constructor(message: string, hint: string | undefined, refusal: BudgetRefusalInfo) {
    super(message, hint);
    this.name = "BudgetError";
    this.refusal = refusal;
  }
}

/**
 * Exit 8: a budget is configured but the local store that keeps its ledger cannot be used (damaged,
 * read-only, full, newer, locked): the paid call is refused rather than sent unchecked.
 */
export class BudgetUncheckedError extends MaxCreditsError {
  constructor(message: string, hint?: string) {
    super(message, hint);
    this.name = "BudgetUncheckedError";
  }
}

/** Exit 130: the user pressed Ctrl-C. `message` says what happens next (printed unless empty). */
export class InterruptedError extends Error {
  constructor(message = "interrupted") {
    super(message);
    this.name = "InterruptedError";
  }
}

/**
 * Exit 130: Ctrl-C (or Escape) at a prompt, or No to a question that guards what the command was asked to
 * do. Said plainly ("Cancelled.", or what was and was not done), not as an error.
 */
export class CancelledError extends InterruptedError {
  constructor(message = "Cancelled.") {
    super(message);
    this.name = "CancelledError";
  }
}

/** Whether `err` is the prompt library's way of saying the prompt was closed (Ctrl-C) or aborted. */
export function isPromptClosed(err: unknown): boolean {
  const name = (err as { name?: unknown } | null)?.name;
  return name === "ExitPromptError" || name === "AbortPromptError" || name === "CancelPromptError";
}

/** Exit with a given code after the command has already reported what it needed to. */
export class SilentExit extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.name = "SilentExit";
    this.code = code;
  }
}

/** Exit 1: a local file could not be written or read (a full disk, permissions); the hint says what to do. */
export class FileError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "FileError";
    this.hint = hint;
  }
}

/**
 * Puts the hint printed with `err` on it as data, for a command that knows the next step better than the
 * exit-code table does (an export says how to resume). The launcher still prints it, once.
 */
export function withHint<E>(err: E, hint: string): E {
  if (err !== null && typeof err === "object")
    Object.defineProperty(err, "hintOverride", { value: hint, configurable: true });
  return err;
}

/** The hint `withHint` put on `err`, if any. */
export function hintOverride(err: unknown): string | undefined {
  const hint = (err as { hintOverride?: unknown } | null)?.hintOverride;
  return typeof hint === "string" ? hint : undefined;
}

/**
 * Adds a line after the hint the exit-code table gives `err` (an export says what is safe in FILE and how
 * to continue, after the table's word on the error itself). The launcher prints both, once.
 */
export function withHintLine<E>(err: E, line: string): E {
  if (err !== null && typeof err === "object")
    Object.defineProperty(err, "hintLine", { value: line, configurable: true });
  return err;
}

/** The line `withHintLine` put on `err`, if any. */
export function hintLine(err: unknown): string | undefined {
  const line = (err as { hintLine?: unknown } | null)?.hintLine;
  return typeof line === "string" ? line : undefined;
}
