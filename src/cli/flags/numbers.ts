// Number flags: one parser for every flag that takes a number, so each says its range the same way.
import { InvalidArgumentError } from "commander";

interface NumberRange {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A commander argument parser for `name`: refuses what is not a number, or outside the range, naming it. */
export function parseNumber(name: string, { min, max, integer }: NumberRange = {}) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n))
      throw new InvalidArgumentError(`${name} must be a number (got ${JSON.stringify(value)}).`);
    if (integer && !Number.isInteger(n))
      throw new InvalidArgumentError(`${name} must be a whole number (got ${value}).`);
    // A bounded value names its whole range, so the message says what is allowed either way.
    const range = min !== undefined && max !== undefined ? `from ${min} to ${max}` : undefined;
    if (min !== undefined && n < min)
      throw new InvalidArgumentError(`${name} must be ${range ?? `at least ${min}`} (got ${value}).`);
    if (max !== undefined && n > max)
      throw new InvalidArgumentError(`${name} must be ${range ?? `at most ${max}`} (got ${value}).`);
    return n;
  };
}
