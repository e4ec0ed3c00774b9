// Types of the gazetteer build script, for the test that checks the committed table.
export function deriveMetros(): string;
export function deriveTowns(): string;
export function deriveHeldTowns(): string;
export function deriveNeighbours(): string;
export function deriveCountries(): string;
export function otherNames(): {
  /** The table of each first letter. */
  rows: Record<string, string>;
  names: number;
  dropped: Record<string, number>;
  examples: Record<string, string[]>;
};
