// Values the completion scripts offer for an argument that commander does not check itself (the command
// refuses a wrong one with a better message than commander's list of choices would).
import type { Argument } from "commander";

const VALUES = new WeakMap<Argument, readonly string[]>();

export function completesWith(arg: Argument, values: readonly string[]): Argument {
  VALUES.set(arg, values);
  return arg;
}

/** What completion offers for `arg`: its own list, or its choices. */
export function completionValues(arg: Argument | undefined): readonly string[] | undefined {
  return arg ? (VALUES.get(arg) ?? arg.argChoices) : undefined;
}
