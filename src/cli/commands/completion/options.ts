// What `people completion` takes: the shell (its only argument; it has no options of its own).

export const SHELLS = ["bash", "zsh", "fish"] as const;
export type Shell = (typeof SHELLS)[number];
