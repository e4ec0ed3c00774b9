// Types of the gazetteer build script, for the test that checks the committed table.
export function deriveMetros(): string;
