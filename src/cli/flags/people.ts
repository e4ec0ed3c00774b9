// The flags that leave people out of what a command delivers (`--new-only`, `--exclude FILE`), shared by
// find and search; light, as registrations are: the gate itself (people-gate.ts) loads when a run needs it.

export interface GateFlags {
  newOnly?: boolean;
  /** Files of people to leave out (CSV or JSONL), repeatable. */
  exclude?: string[];
}

/** Collects repeated `--exclude FILE` options. */
export function collectFiles(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}
