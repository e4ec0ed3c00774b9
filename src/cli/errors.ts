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

/** Exit 8: `--max-credits` stopped the run; the output so far is valid. */
export class MaxCreditsError extends Error {
  readonly hint: string | undefined;
  constructor(message: string, hint?: string) {
    super(message);
    this.name = "MaxCreditsError";
    this.hint = hint;
  }
}

/** Exit 130: the user pressed Ctrl-C. `message` says what happens next (printed unless empty). */
export class InterruptedError extends Error {
  constructor(message = "interrupted") {
    super(message);
    this.name = "InterruptedError";
  }
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

const HINT = Symbol("people.hint");

/**
 * Gives `err` the hint the launcher prints under it, in place of the one the exit-code table would choose.
 * A command that knows better what to do next (a search that timed out still runs on the service) says
 * so as data on the error; the error itself is still printed in one place.
 */
export function withHint<E extends Error>(err: E, hint: string): E {
  Object.defineProperty(err, HINT, { value: hint, enumerable: false, configurable: true });
  return err;
}

/** The hint given with `withHint`, if any. */
export function hintOf(err: unknown): string | undefined {
  return err instanceof Error
    ? ((err as unknown as Record<symbol, string | undefined>)[HINT] ?? undefined)
    : undefined;
}
